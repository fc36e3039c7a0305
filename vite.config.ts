import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_SCREEN_TABLE_FILE, LOCALE_KEY, preloadFirstScreen, type FirstScreenTable, type ServedFirstScreenTable } from './src/domain/firstScreen.js';
import { EARLY_REQUESTS_KEY, pageStartReads } from './src/providers/earlyRequests.js';

/**
 * The modules the till needs with the network off, each with everything it imports, lazily too: the
 * sale screen, the frame around it, signing in, choosing the workplace, and the languages' messages. The entry chunk is taken with
 * what it imports up front only (its lazy imports are every screen of the app).
 */
const TILL_MODULES = ['/src/pos/SaleScreen.tsx', '/src/layout/MainLayout.tsx', '/src/pages/SignIn.tsx', '/src/pages/Workplace.tsx', '/src/i18n/ru.ts', '/src/i18n/en.ts'];

type Chunk = Extract<OutputBundle[string], { type: 'chunk' }>;
/** The chunk that holds a module of src/ (its own chunk, or a group's: build.rolldownOptions below). */
const chunkHolding = (chunks: Chunk[], module: string) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));

/** The chunks of a bundle, and a chunk's static closure (itself and what it imports, transitively). */
function chunkGraph(outputs: Iterable<OutputBundle[string]>) {
  const chunks = [...outputs].flatMap((o) => (o.type === 'chunk' ? [o] : []));
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const next of byName.get(fileName)?.imports ?? []) closure(next, into);
    return into;
  };
  return { chunks, byName, closure };
}

/** Finds the till's files in the bundle, for the service worker's precache list (below). */
function tillFiles(found: Set<string>): Plugin {
  return {
    name: 'till-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      found.clear();
      const { chunks, byName } = chunkGraph(Object.values(bundle));
      const add = (fileName: string, lazily: boolean) => {
        if (found.has(fileName)) return;
        found.add(fileName);
        const chunk = byName.get(fileName);
        if (!chunk) return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
        for (const next of chunk.imports) add(next, lazily);
        if (lazily) for (const next of chunk.dynamicImports) add(next, true);
      };
      for (const chunk of chunks) if (chunk.isEntry) add(chunk.fileName, false);
      for (const module of TILL_MODULES) {
        const chunk = chunkHolding(chunks, module);
        if (chunk) add(chunk.fileName, true);
      }
      const missing = TILL_MODULES.filter((m) => !chunkHolding(chunks, m));
      if (missing.length) this.error(`till-files: no chunk of ${missing.join(', ')}: the service worker's precache list would miss the till`);
    },
  };
}

/**
 * A .br and a .gz next to each script and style sheet of the build, compressed once at their best: the
 * server sends the one the browser accepts (server/app.ts, preCompressed) instead of 1.4 MB of plain
 * JavaScript to a till on a shop's line.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css)$/.test(file.fileName)) continue;
        const body = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (body.length < 1024) continue;
        const path = join(options.dir!, file.fileName);
        writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * The first screens src/boot.ts starts loading (its FIRST_SCREENS), by their path: the build checks that
 * boot imports exactly these, so the two lists cannot drift apart.
 */
const FIRST_SCREENS: Record<string, string> = {
  '/sale': '/src/pos/SaleScreen.tsx',
  '/products': '/src/resources/products/ProductList.tsx',
  '/dashboard': '/src/pages/dashboard/Dashboard.tsx',
  '/workplace': '/src/pages/Workplace.tsx',
};
/** the most files a first screen may come in beyond the entry's (the chunk plan makes 3 to 6) */
const MAX_FIRST_SCREEN_FILES = 8;
/** the languages' chunks, the default (src/i18n DEFAULT_LOCALE) first */
const LANGUAGES = { ru: '/src/i18n/ru.ts', en: '/src/i18n/en.ts' };
const LOCALES = Object.keys(LANGUAGES);
const FRAME = { layout: '/src/layout/MainLayout.tsx', signIn: '/src/pages/SignIn.tsx', ...LANGUAGES };

/**
 * The first screen's chunks, asked for as the page starts instead of after the entry has run: without it
 * a first visit on an old till waited in a chain, the entry's code (about 0.8 s to run at 4x CPU), and
 * only then src/boot.ts asked for the language, the frame and the screen, some 100 files. The page's
 * head gets a small classic script (a file: the CSP allows no inline script) made of
 * src/domain/firstScreen.ts and the table of each first screen's files (those the entry does not load
 * already); it preloads what this address needs.
 */
function firstScreenPreload(found: Set<string>): Plugin {
  return {
    name: 'first-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const { chunks, byName, closure } = chunkGraph(Object.values(bundle));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return this.error('first-screen-preload: no entry chunk');
      const upFront = closure(entry.fileName);
      const chunkOf = (module: string) => {
        const chunk = chunkHolding(chunks, module);
        if (!chunk) this.error(`first-screen-preload: no chunk of ${module}`);
        return chunk!;
      };
      // boot's lazy imports are these screens and the frame's, no more, no less
      const boot = [...this.getModuleIds()].find((id) => id.endsWith('/src/boot.ts'));
      const booted = new Set((boot ? this.getModuleInfo(boot)?.dynamicallyImportedIds ?? [] : []).map((id) => id.slice(id.lastIndexOf('/src/'))));
      const expected = new Set([...Object.values(FIRST_SCREENS), FRAME.layout, FRAME.signIn]);
      if (booted.size !== expected.size || [...expected].some((m) => !booted.has(m))) {
        this.error(`first-screen-preload: src/boot.ts loads ${[...booted].join(', ')}; vite.config.ts FIRST_SCREENS and FRAME name ${[...expected].join(', ')}`);
      }
      const files = (module: string) => [...closure(chunkOf(module).fileName)].filter((f) => !upFront.has(f));
      // the chunk plan held (`chunkPlan`): the entry is its chunk and rolldown's runtime, the frame two
      if (upFront.size > 2 || files(FRAME.layout).length > 2) {
        this.error(`first-screen-preload: the entry came in ${upFront.size} files and the frame in ${files(FRAME.layout).length}; the chunk plan keeps them to 2 each`);
      }
      // the chunk plan kept each first screen to a few files (`chunkPlan`: one per set of first screens)
      const many = Object.entries(FIRST_SCREENS).filter(([, module]) => files(module).length > MAX_FIRST_SCREEN_FILES);
      if (many.length) this.error(`first-screen-preload: ${many.map(([path, module]) => `${path} comes in ${files(module).length} files`).join(', ')}; the chunk plan keeps a first screen to ${MAX_FIRST_SCREEN_FILES}`);
      // the till and the product list load no schema library or form library before they are drawn
      // (their forms are dialogs loaded when opened: docs/decisions.md 'The first screens in a few files each')
      for (const path of ['/sale', '/products']) {
        const modules = [...closure(chunkOf(FIRST_SCREENS[path]).fileName)].flatMap((f) => byName.get(f)?.moduleIds ?? []);
        const heavy = [...new Set(modules.flatMap((id) => /\/node_modules\/(zod|react-hook-form)\//.exec(id)?.[1] ?? []))];
        if (heavy.length) this.error(`first-screen-preload: ${path}'s first load holds ${heavy.join(' and ')}; import it in a dialog loaded when opened, or take the plain rule from src/domain/rules.ts`);
      }
      const table: FirstScreenTable = {
        files: Object.fromEntries([...Object.entries(FRAME).map(([key, module]) => [key, files(module)]), ...Object.entries(FIRST_SCREENS).map(([path, module]) => [path, files(module)])]),
        localeKey: LOCALE_KEY,
        locales: LOCALES,
      };
      const source = `(${preloadFirstScreen.toString()})(${JSON.stringify(table)});\n`;
      const fileName = `assets/first-screen-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      // the screen's data too (src/providers/earlyRequests.ts `pageStartReads`): the reads this address
      // made last time go out as the page is parsed, not once the entry has arrived and run (about 0.4 s
      // later at 4x CPU); the server puts this script's text in the page it fills (server/http/spaPage.ts)
      const readsSource = `window.__pageStartReads = (${pageStartReads.toString()})(${JSON.stringify(EARLY_REQUESTS_KEY)});\n`;
      const readsFile = `assets/page-start-${createHash('sha256').update(readsSource).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: readsFile, source: readsSource });
      found.add(readsFile);
      // the same table for the server, which puts the links in the page itself (server/http/spaPage.ts)
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_TABLE_FILE, source: JSON.stringify({ ...table, script: `/${fileName}`, pageStart: `/${readsFile}` } satisfies ServedFirstScreenTable) });
      found.add(fileName);
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string' || !html.source.includes('<script type="module"')) return this.error('first-screen-preload: index.html has no module script to go before');
      html.source = html.source.replace('<script type="module"', `<script src="/${readsFile}"></script>\n    <script src="/${fileName}"></script>\n    <script type="module"`);
    },
  };
}

const till = new Set<string>();

/** set in the planning pass of a build (`chunkPlan`): a plain split, nothing written */
const PLANNING = process.env.VITE_CHUNK_PLANNING === '1';

/** The modules of the chunks that go whole (`chunkPlan`), in the order their groups take them. */
interface ChunkPlan {
  /** what the entry loads: always there before any other chunk */
  app: Set<string>;
  /** what the sign-in page and the frame both need (fields, buttons) */
  base: Set<string>;
  /** the rest of the frame (src/layout/MainLayout.tsx): there on every screen but the sign-in page's */
  frame: Set<string>;
  /**
   * The rest of the first screens' modules (the sign-in page's and FIRST_SCREENS'), one group for each
   * set of those screens that loads them: a group's modules are loaded by exactly the same first screens.
   */
  screens: { name: string; modules: Set<string> }[];
}

/**
 * Fewer files for the first screen. rolldown's own split makes a chunk of every set of screens that
 * share modules: the entry came in 27 files, the frame in 30, /sale in 124 with both. An old till paid
 * for each file on its main thread (the request, its answer, the module's record and link), and the
 * entry only ran once all had been handled: at 4x CPU /sale's code started about a second later than
 * the floor app's single file. A planning pass (the same build, nothing written) finds which modules
 * the entry, the sign-in page and the frame load; the build then puts each set in one chunk. Nothing
 * loads more than before: the entry's modules are always there first, the frame's on every screen
 * with the frame, and the sign-in page shares only `base` with it.
 *
 * The first screens' own modules beyond those (/sale's came in 66 more files, /products' in 44, each
 * about 15 ms at 4x CPU) are grouped by the set of first screens that load them: a module that /sale
 * and /products both load goes with the others those two and no other first screen load. A first
 * screen then loads what it loaded before, in as many files as it has such sets; a set under 2 KB, or
 * one every first screen loads, goes with the frame instead (a few hundred bytes more for the others).
 * A screen that is not a first screen and imports one of these modules gets its whole group: more
 * bytes for it, in fewer files, and it opens after the frame has loaded anyway.
 */
async function chunkPlan(): Promise<ChunkPlan> {
  const { build } = await import('vite');
  process.env.VITE_CHUNK_PLANNING = '1';
  try {
    const result = await build({ configFile: fileURLToPath(import.meta.url), logLevel: 'warn', build: { write: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as { output: OutputBundle[string][] }[];
    const { chunks, byName, closure } = chunkGraph(outputs.flatMap((o) => o.output));
    const entry = chunks.find((c) => c.isEntry);
    const filesOf = (module: string) => {
      const chunk = chunkHolding(chunks, module);
      if (!entry || !chunk) throw new Error(`chunk plan: no chunk of ${entry ? module : 'the entry'}`);
      return closure(chunk.fileName);
    };
    const modulesOf = (files: Iterable<string>) => new Set([...files].flatMap((f) => byName.get(f)?.moduleIds ?? []));
    const app = closure(entry!.fileName);
    // what both languages load (a few names that read the same in each) goes with the entry: a file less
    const [ru, en] = Object.values(LANGUAGES).map(filesOf);
    for (const file of ru) if (en.has(file) && !app.has(file)) closure(file, app);
    const signIn = filesOf(FRAME.signIn);
    const layout = [...filesOf(FRAME.layout)].filter((f) => !app.has(f));
    const into = { base: new Set(layout.filter((f) => signIn.has(f))), frame: new Set(layout.filter((f) => !signIn.has(f))) };
    // each first screen's files beyond the entry's and the frame's, and for each file the screens that load it
    const frameScreens = Object.keys(FIRST_SCREENS).map((path) => path.slice(1));
    const loadedBy = new Map<string, string[]>();
    for (const [screen, module] of Object.entries({ signin: FRAME.signIn, ...Object.fromEntries(Object.entries(FIRST_SCREENS).map(([path, m]) => [path.slice(1), m])) })) {
      for (const file of filesOf(module)) if (!app.has(file) && !layout.includes(file)) loadedBy.set(file, [...(loadedBy.get(file) ?? []), screen]);
    }
    const sets = new Map<string, { by: string[]; files: string[] }>();
    for (const [file, by] of loadedBy) {
      const set = sets.get(by.join('-')) ?? { by, files: [] };
      set.files.push(file);
      sets.set(by.join('-'), set);
    }
    // A set every first screen of the frame loads, or one under 2 KB of gzip (a file of its own costs an
    // old till about 15 ms at 4x CPU, more than parsing 2 KB more on the other screens), goes with the
    // frame (with `base` when the sign-in page loads it too), if what it imports is there already: no
    // chunk imports one that imports it back. Wider sets first: a module's imports are loaded by the same
    // screens or more.
    const gzipKb = (files: string[]) => files.reduce((kb, f) => { const c = byName.get(f); return kb + (c ? gzipSync(c.code).length / 1024 : 0); }, 0);
    for (const [name, { by, files }] of [...sets].sort(([, a], [, b]) => b.by.length - a.by.length)) {
      if (!frameScreens.every((screen) => by.includes(screen)) && gzipKb(files) >= 2) continue;
      const target = by.includes('signin') ? into.base : into.frame;
      const there = new Set([...app, ...into.base, ...target, ...files]);
      if (!files.every((f) => (byName.get(f)?.imports ?? []).every((next) => there.has(next)))) continue;
      for (const f of files) target.add(f);
      sets.delete(name);
    }
    return {
      app: modulesOf(app),
      base: modulesOf(into.base),
      frame: modulesOf(into.frame),
      screens: [...sets].map(([name, { files }]) => ({ name: `first-${name}`, modules: modulesOf(files) })),
    };
  } finally {
    delete process.env.VITE_CHUNK_PLANNING;
  }
}

export default defineConfig(async ({ command }) => {
  const plan = command === 'build' && !PLANNING ? await chunkPlan() : undefined;
  return {
    plugins: [
      react(),
      ...(PLANNING ? [] : [tillFiles(till), firstScreenPreload(till), precompress()]),
      // The service worker (docs/decisions.md 'The till opens without the server'): the app's page and the
      // till's code precached, so /sale opens with the network off once it has been opened online; any
      // other address of the app gets the page too (its screen's code then loads from the network); /api
      // is never cached. Registered by src/main.tsx once the first screen is up, not by the plugin.
      PLANNING ? null : VitePWA({
        strategies: 'generateSW',
        injectRegister: false,
        registerType: 'autoUpdate',
        manifest: false,
        workbox: {
          globPatterns: ['index.html', 'assets/*.{js,css}'],
          manifestTransforms: [async (entries) => ({ manifest: entries.filter((e) => e.url === 'index.html' || till.has(e.url)), warnings: [] })],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/assets\//],
          // a new build takes over at once (the page reloads when it is next hidden: src/main.tsx)
          skipWaiting: true,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          runtimeCaching: [],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        },
      }),
    ],
    // the native function instead of its polyfill and the es-shims it brings (src/shims/objectEntries.cjs)
    resolve: { alias: { 'object.entries': resolve(import.meta.dirname, 'src/shims/objectEntries.cjs') } },
    server: {
      port: 5173,
      proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            // each group's modules are a closure of the planning pass's chunks: their imports are in it
            // or in a group before it, so nothing is pulled in through a package's index
            groups: plan
              ? [
                  ...(['app', 'base', 'frame'] as const).map((name, i) => ({ name, test: (id: string) => plan[name].has(id), priority: 40 - i * 10 })),
                  // disjoint sets: each module's dependencies are loaded by the same screens or more
                  ...plan.screens.map(({ name, modules }) => ({ name, test: (id: string) => modules.has(id), priority: 10 })),
                ]
              : [],
          },
        },
      },
    },
  };
});
