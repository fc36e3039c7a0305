/**
 * The server as built JavaScript (no TypeScript compiler at run time): esbuild bundles
 * server/main.ts and what it imports (server/, src/domain and the packages but SERVER_EXTERNAL) into
 * build/server/main.mjs (what is imported only when needed in build/server/chunks/), and copies the
 * migrations beside it (connect.ts, bundled into main.mjs, finds them next to itself).
 * Rebuilt only when its sources changed (a SHA-256 of server/, src/domain/, package-lock.json kept in
 * build/server/.build-hash); BUILD=always forces it. `npm start` runs it before starting the server.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
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

/**
 * How the built server is run: `npm start` (package.json says the same, tests/unit/serverRun.test.ts
 * checks it), the bench and the e2e runner. The figures behind them: docs/decisions.md, "A lean server".
 * - source maps: stack traces with server/ lines (about 6 MB);
 * - an old generation of at most 256 MB: the server's live heap is about 30 MB, and V8 grows the heap
 *   less eagerly the smaller its limit, so garbage is collected before it costs memory (the heap stood at
 *   80 MB for 27 MB live under the bench's load without it);
 * - semi-spaces of at most 8 MB (Node's default is 16, two of them): what is alive in the young
 *   generation is a few requests' worth, and a scavenge costs what survives it, not the space's size.
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-old-space-size=256', '--max-semi-space-size=8'];
/**
 * glibc's malloc: blocks of 4 MB and more are always mapped and unmapped (mallopt(3), M_MMAP_THRESHOLD).
 * Without it glibc raises the threshold after the first such block is freed, and each thread of the
 * libuv pool then kept the 16 MB of a password hash (scrypt) it had computed: 60 MB after ten sign-ins.
 */
export const SERVER_RUN_ENV = { MALLOC_MMAP_THRESHOLD_: '4194304' };

/**
 * pg asks at load whether it runs in a Cloudflare Worker: on Node 20 (no `navigator`) by building a fetch
 * Response, which loads Node's whole fetch implementation (undici) at every start, about 40 ms of a cold
 * start's CPU, for a server that never runs there and never calls fetch. The built server answers no at
 * once; the probe's code is otherwise pg's own.
 */
const PG_PROBE = 'function isCloudflareRuntime() {';
const pgNotOnCloudflare: Plugin = {
  name: 'pg-not-on-cloudflare',
  setup(b) {
    b.onLoad({ filter: /[\\/]pg[\\/]lib[\\/]stream\.js$/ }, (args) => {
      const code = readFileSync(args.path, 'utf8');
      if (!code.includes(PG_PROBE)) throw new Error(`buildServer: ${args.path} no longer has pg's Cloudflare probe (${PG_PROBE}); see pgNotOnCloudflare`);
      return { contents: code.replace(PG_PROBE, `${PG_PROBE}\n  return false;`), loader: 'js' };
    });
  },
};

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
    plugins: [pgNotOnCloudflare],
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
