/**
 * `npm run bench:outbox-replay`: how long the till takes, once the server answers again, to have every
 * sale it made offline acknowledged (issue "the till sells through an outage": 100 queued sales).
 *
 * The real thing end to end: the built app (`npm run build` first, or it is built here) served by the
 * built server on an embedded database with the demo data, Debian's Chromium, the demo seller at Chorsu
 * shop. The API is cut (every /api request aborted), one sale is made at the till by wedge scan, F2,
 * cash and Enter, so the outbox holds what the till writes; it is copied into `SALES` - 1 more entries
 * (each its own key, local number and time), as a till that sold through a long outage holds. Then the
 * API is given back and the clock runs until the last entry is acknowledged ('sent' in the outbox) and
 * the server holds exactly `SALES` more sales. The time includes noticing the server is back (the
 * readiness probe runs every 3 s while offline).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildServer } from '../../server/scripts/buildServer';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { sendWedgeBurst } from '../e2e/wedge';
import { startServer, waitFor } from '../faults/server';

const SALES = Number(process.env.OUTBOX_SALES ?? 100);
const CODE = '4600000000012';
const PLACE = 'Chorsu shop';
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const log = (m: string) => console.log(`[outbox-replay] ${m}`);

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(v)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const root = process.cwd();
if (!existsSync(join(root, 'dist/index.html'))) {
  log('building the app');
  if (spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0) throw new Error('vite build failed');
}
await buildServer();
const dir = mkdtempSync(join(tmpdir(), 'pos-outbox-bench-'));
const server = await startServer(null, { DATA_DIR: join(dir, 'db'), UPLOAD_DIR: join(dir, 'uploads'), STATIC_DIR: join(root, 'dist') });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
try {
  await waitFor(server);
  const base = server.url;
  const api = async <T>(path: string, token: string | null, body?: unknown, key?: string): Promise<T> => {
    const res = await fetch(`${base}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Token ${token}` } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const signIn = async (username: string) => (await api<{ token: string }>('/auth/v1/login/', null, { username, password: DEMO_PASSWORD })).token;
  const admin = await signIn('admin');
  const seller = await signIn('seller');
  const places = await api<{ results: { id: number; name: string }[] }>('/company/v1/places/?limit=100', admin);
  const place = places.results.find((p) => p.name === PLACE)!;
  const codes = await api<{ results: { code: string; product: number; size: { id: number } }[] }>(`/barcode/v1/barcodes/?search=${CODE}&limit=10`, admin);
  const barcode = codes.results.find((b) => b.code === CODE)!;
  await api('/product/v1/placements/adjust/', admin, { product: barcode.product, size: barcode.size.id, place: place.id, delta: SALES + 10 }, `bench-stock-${Date.now()}`);
  const salesCount = async () => (await api<{ count: number }>('/realization/v1/sells/?limit=1', seller)).count;

  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  // the check is printed from the page: recorded, not a dialog
  await context.addInitScript(() => void (window.print = () => undefined));
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByTestId('username').fill('seller');
  await page.getByTestId('password').fill(DEMO_PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await page.waitForURL((u) => u.pathname === '/workplace');
  await page.getByRole('checkbox', { name: PLACE, exact: true }).check();
  await page.getByTestId('workplace-continue').click();
  await page.waitForURL((u) => u.pathname !== '/workplace');
  await page.goto('/sale');
  await page.getByTestId('screen-sale').waitFor();
  await until(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name?.startsWith('till-catalogue-'))), Boolean, 60_000, 'the local catalogue');

  // the API cut: one sale at the till, then copies of its outbox entry
  await page.route('**/api/**', (route) => route.abort());
  await page.locator('h1').first().click();
  const cdp = await context.newCDPSession(page);
  await sendWedgeBurst(cdp, CODE);
  await cdp.detach();
  await page.getByTestId('sale-line-0').waitFor();
  await page.keyboard.press('F2');
  await page.getByTestId('checkout-cash').fill('100000');
  await page.getByTestId('checkout-cash').press('Enter');
  await page.getByTestId('check-offline-mark').waitFor({ state: 'attached' });
  const before = await salesCount();
  await page.evaluate(
    `(async (copies) => {
      const db = await new Promise((resolve, reject) => { const r = indexedDB.open('pos-outbox'); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
      const all = await new Promise((resolve, reject) => { const r = db.transaction('sales').objectStore('sales').getAll(); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
      const first = all[0];
      const tx = db.transaction('sales', 'readwrite');
      for (let i = 1; i <= copies; i++) {
        const at = new Date(Date.parse(first.occurred_at) + i).toISOString();
        const local_number = first.local_number + '-' + i;
        const entry = structuredClone(first);
        Object.assign(entry, { key: crypto.randomUUID(), local_number, seq: first.seq + i, occurred_at: at, state: 'waiting', attempts: 0 });
        delete entry.sending_since;
        entry.offline.offline = { ...entry.offline.offline, local_number, occurred_at: at };
        tx.objectStore('sales').put(entry);
      }
      await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
      db.close();
    })(${SALES - 1})`,
  );
  const sent = () =>
    page.evaluate(`(async () => {
      const db = await new Promise((resolve, reject) => { const r = indexedDB.open('pos-outbox'); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
      const all = await new Promise((resolve, reject) => { const r = db.transaction('sales').objectStore('sales').getAll(); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
      db.close();
      return all.filter((e) => e.state === 'sent').length;
    })()`) as Promise<number>;
  log(`${SALES} sales waiting in the outbox (${await sent()} sent); the API given back`);

  const back = performance.now();
  await page.unroute('**/api/**');
  await until(sent, (n) => n >= SALES, 300_000, `${SALES} sales acknowledged`);
  const ms = performance.now() - back;
  const recorded = (await salesCount()) - before;
  log(`network back -> last of ${SALES} queued sales acknowledged: ${(ms / 1000).toFixed(2)} s (${(ms / SALES).toFixed(0)} ms a sale, noticing the server included); the server holds ${recorded} more sales`);
  if (recorded !== SALES) throw new Error(`expected ${SALES} sales on the server, found ${recorded}`);
  await page.waitForTimeout(6000);
  const later = (await salesCount()) - before;
  if (later !== SALES) throw new Error(`a later round sent again: ${later} sales`);
  log(`6 s later still ${later}: none sent twice`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
