import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The modules the till needs with the network off, each with everything it imports, lazily too: the
 * sale screen, the frame around it, signing in, choosing the workplace, and the languages' messages. The entry chunk is taken with
 * what it imports up front only (its lazy imports are every screen of the app).
 */
const TILL_MODULES = ['/src/pos/SaleScreen.tsx', '/src/layout/MainLayout.tsx', '/src/pages/SignIn.tsx', '/src/pages/Workplace.tsx', '/src/i18n/ru.ts', '/src/i18n/en.ts'];

/** Finds the till's files in the bundle, for the service worker's precache list (below). */
function tillFiles(found: Set<string>): Plugin {
  return {
    name: 'till-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      found.clear();
      const chunks = Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [o] : []));
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const add = (fileName: string, lazily: boolean) => {
        if (found.has(fileName)) return;
        found.add(fileName);
        const chunk = byName.get(fileName);
        if (!chunk) return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
        for (const next of chunk.imports) add(next, lazily);
        if (lazily) for (const next of chunk.dynamicImports) add(next, true);
      };
      for (const chunk of chunks) {
        if (chunk.isEntry) add(chunk.fileName, false);
        else if (chunk.facadeModuleId && TILL_MODULES.some((m) => chunk.facadeModuleId!.endsWith(m))) add(chunk.fileName, true);
      }
      const missing = TILL_MODULES.filter((m) => !chunks.some((c) => c.facadeModuleId?.endsWith(m)));
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

const till = new Set<string>();

export default defineConfig({
  plugins: [
    react(),
    tillFiles(till),
    precompress(),
    // The service worker (docs/decisions.md 'The till opens without the server'): the app's page and the
    // till's code precached, so /sale opens with the network off once it has been opened online; any
    // other address of the app gets the page too (its screen's code then loads from the network); /api
    // is never cached. Registered by src/main.tsx once the first screen is up, not by the plugin.
    VitePWA({
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
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
