/**
 * `npm start` builds the browser app only when its sources changed since the last build: a SHA-256 of
 * src/, index.html, vite.config.ts, tsconfig.json and package-lock.json is kept in dist/.build-hash.
 * Then the server the same way (buildServer.ts: build/server/main.mjs, run by plain node).
 * BUILD=always forces both builds.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtHash, sourceHash } from './buildHash';
import { buildServer } from './buildServer';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(process.env.STATIC_DIR ?? join(root, 'dist'));
const hashFile = join(dist, '.build-hash');

const current = sourceHash(root, ['src', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json']);
const built = builtHash(hashFile, join(dist, 'index.html'));
if (built === current && process.env.BUILD !== 'always') {
  console.log('The browser app is up to date (dist/): no build needed.');
} else {
  console.log('Building the browser app ...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(hashFile, current);
}
if (await buildServer()) console.log('Built the server (build/server/main.mjs).');
