/**
 * The server as built JavaScript (issue 14: no TypeScript compiler at run time): esbuild bundles
 * server/main.ts and what it imports (server/ and src/domain) into build/server/main.mjs, packages
 * left to node_modules, and copies the migrations beside it (connect.ts finds them next to itself).
 * Rebuilt only when its sources changed (a SHA-256 of server/, src/domain/, package-lock.json kept in
 * build/server/.build-hash); BUILD=always forces it. `npm start` runs it before starting the server.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { builtHash, sourceHash } from './buildHash';

const root = resolve(import.meta.dirname, '../..');
export const SERVER_OUT = join(root, 'build/server');
export const SERVER_ENTRY = join(SERVER_OUT, 'main.mjs');
const hashFile = join(SERVER_OUT, '.build-hash');

export async function buildServer(force = process.env.BUILD === 'always'): Promise<boolean> {
  const current = sourceHash(root, ['server', 'src/domain', 'package-lock.json']);
  if (builtHash(hashFile, SERVER_ENTRY) === current && !force) return false;
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
