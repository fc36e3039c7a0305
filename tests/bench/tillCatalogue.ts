/**
 * `npm run bench:till-catalogue`: the offline till's local catalogue at the bench's size (100 000
 * products x 10 sizes x 20 places, server/seed/generate.ts), runnable alone.
 *
 *   TILL_BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db>   required; seeded when it holds no products
 *
 * Measures, against the app served in this process on a free port:
 * - server: a first fill (every page of GET till_catalogue/, 5 000 products a page): time, pages, bytes
 *   (raw JSON and gzip for reference); then a refresh after a few changes (5 price changes, 5 new
 *   barcodes, 5 stock moves at the place): time, products, bytes;
 * - browser (Chromium, /usr/bin/chromium): the same first fill into IndexedDB through
 *   src/pos/offline/localCatalogue.ts (bundled with esbuild), its time and the origin's storage use,
 *   then a refresh, and the reads the till makes offline (byBarcode, search) timed.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { buildApp } from '../../server/app';
import { connect, queryRows } from '../../server/db/connect';
import { generateDataset } from '../../server/seed/generate';
import { sql } from 'drizzle-orm';

const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const url = process.env.TILL_BENCH_DATABASE_URL;
if (!url) {
  console.error('TILL_BENCH_DATABASE_URL is required (a PostgreSQL database; seeded when empty)');
  process.exit(2);
}
const log = (m: string) => console.log(`[till-catalogue] ${m}`);

const database = await connect({ url, timeouts: { statementMs: 600_000 } });
await database.migrate();
const db = database.db;
const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
if (n === 0) {
  log('seeding 100 000 x 10 x 20 (a while)');
  await generateDataset(db, { products: 100_000, sizesPerProduct: 10, places: 20 }, { log });
}
const app = await buildApp(db);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const login = await fetch(`${base}/api/auth/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'demo1234' }) });
const { token } = (await login.json()) as { token: string };
const auth = { authorization: `Token ${token}` };
const [{ place, product0, size0 }] = await queryRows<{ place: number; product0: number; size0: number }>(
  db,
  sql`select pm.place_id as place, min(pm.product_id) as product0, min(pm.size_id) as size0 from placements pm group by pm.place_id order by pm.place_id limit 1`,
);

interface Page {
  cursor: string;
  more: boolean;
  products: unknown[];
  removed: number[];
}
async function serverPass(cursor?: string) {
  const started = performance.now();
  let pages = 0;
  let bytes = 0;
  let gz = 0;
  let products = 0;
  let slowest = 0;
  for (;;) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/realization/v1/till_catalogue/?place=${place}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: auth });
    const text = await res.text();
    slowest = Math.max(slowest, performance.now() - t0);
    if (res.status !== 200) throw new Error(`${res.status} ${text.slice(0, 300)}`);
    bytes += Buffer.byteLength(text);
    gz += gzipSync(text).length;
    const page = JSON.parse(text) as Page;
    pages += 1;
    products += page.products.length;
    cursor = page.cursor;
    if (!page.more) break;
  }
  return { ms: performance.now() - started, pages, products, bytes, gz, slowest, cursor: cursor! };
}

async function someChanges(round: number) {
  const ids = Array.from({ length: 5 }, (_, i) => product0 + 1000 * (i + 1) + round);
  const [types] = await queryRows<{ id: number }>(db, sql`select type_id as id from places where id = ${place}`);
  for (const id of ids) {
    const res = await fetch(`${base}/api/product/v1/products/${id}/`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ prices: [{ place_type: types.id, price: `${100 + round}.00`, discount: '0', discount_in_percent: false }] }) });
    if (res.status !== 200) throw new Error(`price ${res.status} ${await res.text()}`);
    const code = await fetch(`${base}/api/barcode/v1/barcodes/`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ code: `TCB${round}-${id}-${Date.now()}`, product: id, size: size0 }) });
    if (code.status !== 201) throw new Error(`barcode ${code.status} ${await code.text()}`);
    const adjust = await fetch(`${base}/api/product/v1/placements/adjust/`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': `tcb-${round}-${id}-${Date.now()}` }, body: JSON.stringify({ product: id, size: size0, place, delta: 1 }) });
    if (adjust.status !== 200) throw new Error(`adjust ${adjust.status} ${await adjust.text()}`);
  }
}

const mb = (b: number) => `${(b / 1e6).toFixed(1)} MB`;
try {
  log(`place ${place}, server ${base}`);
  const fill = await serverPass();
  log(`server first fill: ${fill.products} products in ${fill.pages} pages, ${(fill.ms / 1000).toFixed(2)} s (slowest page ${fill.slowest.toFixed(0)} ms), ${mb(fill.bytes)} JSON (${mb(fill.gz)} gzipped)`);
  const idle = await serverPass(fill.cursor);
  log(`server refresh, nothing changed: ${idle.products} products, ${idle.ms.toFixed(0)} ms, ${idle.bytes} bytes`);
  await someChanges(1);
  const refresh = await serverPass(idle.cursor);
  log(`server refresh after 5 prices + 5 barcodes + 5 stock moves: ${refresh.products} products, ${refresh.ms.toFixed(0)} ms, ${refresh.bytes} bytes`);

  if (!existsSync(CHROMIUM)) log(`${CHROMIUM} missing: browser part skipped`);
  else {
    const bundle = await build({ entryPoints: ['src/pos/offline/localCatalogue.ts'], bundle: true, format: 'iife', globalName: 'tillCat', write: false, platform: 'browser' });
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
    try {
      const page = await (await browser.newContext({ bypassCSP: true })).newPage();
      await page.goto(`${base}/api/health/`);
      // tsx compiles the evaluated function with esbuild's keepNames helper: give the page one
      await page.addScriptTag({ content: 'window.__name = (f) => f;' });
      await page.addScriptTag({ content: bundle.outputFiles[0].text });
      const result = await page.evaluate(
        async ({ place, token, code }) => {
          type Lib = { refreshLocalCatalogue: (p: number, f: unknown) => Promise<unknown>; openLocalCatalogue: (p: number) => { byBarcode(c: string): Promise<unknown>; search(t: string, l: number): Promise<unknown[]>; status(): Promise<{ products: number }> } };
          const lib = (window as unknown as { tillCat: Lib }).tillCat;
          const fetchPage = async (q: { place: number; cursor?: string; limit?: number }) => {
            const qs = new URLSearchParams({ place: String(q.place), ...(q.cursor ? { cursor: q.cursor } : {}), ...(q.limit ? { limit: String(q.limit) } : {}) });
            const res = await fetch(`/api/realization/v1/till_catalogue/?${qs}`, { headers: { authorization: `Token ${token}` } });
            return res.json();
          };
          const t0 = performance.now();
          await lib.refreshLocalCatalogue(place, fetchPage);
          const fillMs = performance.now() - t0;
          const estimate = await navigator.storage.estimate();
          const c = lib.openLocalCatalogue(place);
          const status = await c.status();
          const t1 = performance.now();
          await lib.refreshLocalCatalogue(place, fetchPage);
          const refreshMs = performance.now() - t1;
          const time = async (f: () => Promise<unknown>, times = 20) => {
            const s = performance.now();
            for (let i = 0; i < times; i++) await f();
            return (performance.now() - s) / times;
          };
          const scanMs = await time(() => c.byBarcode(code));
          const searchWordMs = await time(() => c.search('suit aurora', 20));
          const searchRareMs = await time(() => c.search('zzzz', 20));
          const found = (await c.search('suit aurora', 20)).length;
          return { fillMs, usage: estimate.usage ?? 0, products: status.products, refreshMs, scanMs, searchWordMs, searchRareMs, found };
        },
        { place, token, code: (await queryRows<{ code: string }>(db, sql`select code from barcodes order by id limit 1`))[0].code },
      );
      log(`browser first fill into IndexedDB: ${result.products} products in ${(result.fillMs / 1000).toFixed(2)} s, storage used ${mb(result.usage)}`);
      log(`browser refresh (nothing new): ${result.refreshMs.toFixed(0)} ms; byBarcode ${result.scanMs.toFixed(2)} ms; search 'suit aurora' (${result.found} found) ${result.searchWordMs.toFixed(1)} ms; search with no match ${result.searchRareMs.toFixed(1)} ms`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await app.close();
  await database.close();
}
