/**
 * `npm start` builds the browser app only when its sources changed since the last build: a SHA-256 of
 * src/, index.html, vite.config.ts, tsconfig.json and package-lock.json is kept in dist/.build-hash.
 * Then the server the same way (buildServer.ts: build/server/main.mjs, run by plain node).
 * BUILD=always forces both builds.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { buildServer } from './buildServer';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(process.env.STATIC_DIR ?? join(root, 'dist'));
const hashFile = join(dist, '.build-hash');

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of ['src', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'].flatMap((p) => files(join(root, p)))) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const current = sourceHash();
const built = existsSync(hashFile) && existsSync(join(dist, 'index.html')) ? readFileSync(hashFile, 'utf8').trim() : '';
if (built === current && process.env.BUILD !== 'always') {
  console.log('The browser app is up to date (dist/): no build needed.');
} else {
  console.log('Building the browser app ...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(hashFile, current);
}
if (await buildServer()) console.log('Built the server (build/server/main.mjs).');
