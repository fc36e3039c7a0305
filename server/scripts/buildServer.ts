/**
 * The server as built JavaScript (no TypeScript compiler at run time): esbuild bundles
 * server/main.ts and what it imports (server/, src/domain and the packages but SERVER_EXTERNAL) into
 * build/server/main.mjs (what is imported only when needed in build/server/chunks/), and copies the
 * migrations beside it (connect.ts, bundled into main.mjs, finds them next to itself).
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
/**
 * Packages the built server loads from node_modules, not from its bundle: what is loaded only when
 * needed (the embedded database, exceljs; Fastify's inject, which only tests use), what is never loaded
 * (pg's optional native binding; Fastify's own schema compilers, server/app.ts), and pino, whose
 * transports find their worker files beside their own (pino writes to stdout here, without a transport).
 */
export const SERVER_EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'exceljs',
  'light-my-request',
  'pg-native',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'pino',
  'pino/*',
];

export async function buildServer(force = process.env.BUILD === 'always'): Promise<boolean> {
  const current = sourceHash(root, ['server', 'src/domain', 'package-lock.json']);
  if (builtHash(hashFile, SERVER_ENTRY) === current && !force) return false;
  rmSync(SERVER_OUT, { recursive: true, force: true });
  mkdirSync(SERVER_OUT, { recursive: true });
  await build({
    entryPoints: { main: join(root, 'server/main.ts') },
    outdir: SERVER_OUT,
    outExtension: { '.js': '.mjs' },
    // what is imported only when needed (the embedded database's driver) goes to chunks of its own,
    // loaded then: not parsed at every start on PostgreSQL
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // the packages are bundled too: a cold start no longer resolves and reads some 200 files of
    // node_modules one by one (measured: about a quarter of a 1.3 s start)
    external: SERVER_EXTERNAL,
    // bundled CommonJS packages call require() for Node's own modules
    banner: { js: "import { createRequire as __serverRequire } from 'node:module'; const require = __serverRequire(import.meta.url);" },
    // less text to parse at start; names are kept, and the source map gives stack traces their server/ lines
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: true,
    sourcesContent: false,
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
