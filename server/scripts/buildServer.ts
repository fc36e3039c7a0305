/**
 * The server as built JavaScript (issue 14: no TypeScript compiler at run time): esbuild bundles
 * server/main.ts and what it imports (server/ and src/domain) into build/server/main.mjs, packages
 * left to node_modules, and copies the migrations beside it (connect.ts finds them next to itself).
 * Rebuilt only when its sources changed (a SHA-256 of server/, src/domain/, package-lock.json kept in
 * build/server/.build-hash); BUILD=always forces it. `npm start` runs it before starting the server.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');
export const SERVER_OUT = join(root, 'build/server');
export const SERVER_ENTRY = join(SERVER_OUT, 'main.mjs');
const hashFile = join(SERVER_OUT, '.build-hash');

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of ['server', 'src/domain', 'package-lock.json'].flatMap((p) => files(join(root, p)))) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export async function buildServer(force = process.env.BUILD === 'always'): Promise<boolean> {
  const current = sourceHash();
  const built = existsSync(hashFile) && existsSync(SERVER_ENTRY) ? readFileSync(hashFile, 'utf8').trim() : '';
  if (built === current && !force) return false;
  rmSync(SERVER_OUT, { recursive: true, force: true });
  mkdirSync(SERVER_OUT, { recursive: true });
  await build({
    entryPoints: [join(root, 'server/main.ts')],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(join(root, 'server/db/migrations'), join(SERVER_OUT, 'migrations'), { recursive: true });
  writeFileSync(hashFile, current);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = Date.now();
  if (await buildServer()) console.log(`Built the server (build/server/main.mjs) in ${Date.now() - started} ms.`);
  else console.log('The server is up to date (build/server/): no build needed.');
}
