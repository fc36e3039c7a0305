/**
 * The till sells through an outage, in a real browser from a fresh context:
 * - the server unreachable (page.route aborts every API call: the shared e2e server cannot be stopped
 *   under the other specs): ten sales of two units by wedge scan, F2, cash and Enter, each check
 *   printed with the offline mark; the tab closed and opened again online: ten sales on the server, once;
 * - the network cut (context.setOffline) and /sale reloaded from the service worker: sold from the local
 *   catalogue, sent once when the network is back;
 * - the answer to a replayed sale lost after the server committed it: no double;
 * - two tabs of the same till replaying at once: no double.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, PASSWORD, SCREENSHOT_DIR, ensureScreenshotDir, ensureStock, eventually, expectNoAxeViolations, expectPath, newContextOn, signInInEnglish, switchLanguageInAppBar, unitsAt, useBrowser, visible, wedgeScan } from './helpers';
import { startServer, waitFor } from '../faults/server';
import { freePort } from '../support/freePort';

const fx = useBrowser();
const CODE = '4600000000012';

/** How many sales the token's user sees (the seller: their places' sales). */
async function salesCount(token: string, base = BASE_URL): Promise<number> {
  const res = await fetch(`${base}/api/realization/v1/sells/?limit=1`, { headers: { Authorization: `Token ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

/** The newest `n` sales the token's user sees, with their times. */
async function newestSales(token: string, n: number, base = BASE_URL): Promise<{ id: number; created_at: string; quantity: number }[]> {
  const res = await fetch(`${base}/api/realization/v1/sells/?limit=${n}`, { headers: { Authorization: `Token ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: { id: number; created_at: string; quantity: number }[] }).results;
}

/** A token of the demo seller of its own (the page's stays in the page). */
async function sellerToken(base = BASE_URL): Promise<string> {
  const res = await fetch(`${base}/api/auth/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'seller', password: PASSWORD }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The basket checked out by F2, cash and Enter with the server unreachable: the local number its offline check printed. */
async function checkOutOffline(page: Page, previous: string | null): Promise<string> {
  await page.keyboard.press('F2');
  const cash = page.getByTestId('checkout-cash');
  await cash.fill('100000');
  await cash.press('Enter');
  // the check is in the print area (shown only when printing): its offline mark is there with the local number
  const mark = page.getByTestId('check-offline-mark');
  await mark.waitFor({ state: 'attached' });
  await eventually(async () => ((await mark.textContent()) ?? '').split(' ').pop()).not.toBe(previous);
  const text = (await mark.textContent())!;
  expect(text).toMatch(/^OFFLINE /);
  await visible(page.getByTestId('sale-empty'));
  return text.split(' ').pop()!;
}

/** One sale of `units` units by wedge scan, F2, cash and Enter; the local number its offline check printed. */
async function sellOffline(page: Page, units: number, previous: string | null): Promise<string> {
  for (let u = 0; u < units; u++) await wedgeScan(page, CODE);
  await eventually(() => page.getByTestId('sale-qty-0').inputValue()).toBe(String(units));
  return checkOutOffline(page, previous);
}

/** The till open online long enough for its local catalogue's first fill. */
async function openTillOnline(page: Page) {
  await signInInEnglish(page, 'seller', 'Chorsu shop');
  await page.goto('/sale');
  await visible(page.getByTestId('screen-sale'));
  // the till's copy of the catalogue is filled (its refresh starts once the till is drawn): its 'current' meta is written
  await eventually(() =>
    page.evaluate(async () => {
      const name = (await indexedDB.databases()).find((d) => d.name?.startsWith('till-catalogue-'))?.name;
      if (!name) return false;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      try {
        if (!db.objectStoreNames.contains('meta')) return false;
        const current = await new Promise<unknown>((resolve, reject) => {
          const r = db.transaction('meta').objectStore('meta').get('current');
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
        return current != null;
      } finally {
        db.close();
      }
    }),
  ).toBe(true);
}

/** The seller's till open online, with at least `units` of the code here: the seller's token and how many sales they see now. */
async function readyTill(page: Page, units: number): Promise<{ token: string; before: number }> {
  await ensureStock(CODE, 'Chorsu shop', units);
  await openTillOnline(page);
  const token = await sellerToken();
  return { token, before: await salesCount(token) };
}

/** The seller sees `expected` sales, and still does after later rounds of the sender (6 s, more than one): none sent twice. */
async function expectSentOnce(page: Page, token: string, expected: number, base = BASE_URL) {
  await eventually(() => salesCount(token, base)).toBe(expected);
  await page.waitForTimeout(6000);
  expect(await salesCount(token, base)).toBe(expected);
}

/** The product and the size a code names (as the admin reads them), for finding it by search. */
async function productOfCode(code: string, base = BASE_URL): Promise<{ id: number; name: string; size: string }> {
  const login = await fetch(`${base}/api/auth/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  const { token } = (await login.json()) as { token: string };
  const auth = { headers: { Authorization: `Token ${token}` } };
  const codes = (await (await fetch(`${base}/api/barcode/v1/barcodes/?search=${code}&limit=10`, auth)).json()) as { results: { code: string; product: number; size: { name: string } }[] };
  const barcode = codes.results.find((b) => b.code === code)!;
  const product = (await (await fetch(`${base}/api/product/v1/products/${barcode.product}/`, auth)).json()) as { id: number; name: string };
  return { id: product.id, name: product.name, size: barcode.size.name };
}

/** One unit found by the product search and its size chip (from the local catalogue when offline), sold for cash. */
async function sellBySearch(page: Page, product: { id: number; name: string; size: string }, previous: string | null): Promise<string> {
  await page.getByTestId('sale-search').fill(product.name);
  await page.getByTestId(`sale-search-option-${product.id}`).click();
  await page.getByTestId(`sale-size-${product.size}`).click();
  await eventually(() => page.getByTestId('sale-qty-0').inputValue()).toBe('1');
  return checkOutOffline(page, previous);
}

describe('the till offline', () => {
  it('sells 10 sales while the server is unreachable and sends each once when it answers again', async () => {
    const page = fx.page();
    const { token, before } = await readyTill(page, 20);
    const unitsBefore = (await unitsAt(CODE, 'Chorsu shop')).units;
    const cutAt = Date.now();
    await page.route('**/api/**', (route) => route.abort());
    const numbers: string[] = [];
    for (let i = 0; i < 10; i++) numbers.push(await sellOffline(page, 2, numbers.at(-1) ?? null));
    expect(new Set(numbers).size).toBe(10);
    await eventually(() => page.getByTestId('offline-banner').textContent()).toContain('10');
    await page.close();
    const reopenedAt = Date.now();
    const again = await fx.context().newPage();
    await again.goto('/sale');
    await visible(again.getByTestId('screen-sale'));
    await eventually(() => salesCount(token)).toBe(before + 10);
    // each at the time it was made, before the tab was reopened; 20 units off the ledger's stock, no more
    for (const sale of await newestSales(token, 10)) {
      expect(sale.quantity).toBe(2);
      expect(Date.parse(sale.created_at)).toBeGreaterThanOrEqual(cutAt - 1000);
      expect(Date.parse(sale.created_at)).toBeLessThan(reopenedAt);
    }
    expect((await unitsAt(CODE, 'Chorsu shop')).units).toBe(unitsBefore - 20);
    // and stays so: nothing is sent twice by later rounds of the sender
    await expectSentOnce(again, token, before + 10);
  });

  it('reloads /sale with the network cut, sells from the local catalogue, sends once when the network is back', async () => {
    const page = fx.page();
    const { token, before } = await readyTill(page, 4);
    await eventually(() => page.evaluate(async () => !!(await navigator.serviceWorker?.getRegistration())?.active)).toBe(true);
    const product = await productOfCode(CODE);
    await fx.context().setOffline(true);
    const cutAt = Date.now();
    await page.reload();
    await visible(page.getByTestId('screen-sale'));
    const first = await sellOffline(page, 1, null);
    // the search and the size grid read the local catalogue too
    await sellBySearch(page, product, first);
    await eventually(() => page.getByTestId('offline-banner').textContent()).toContain('2');
    // the sales are sent some seconds after they happened: the server records when they happened
    await page.waitForTimeout(2000);
    const restoredAt = Date.now();
    await fx.context().setOffline(false);
    await eventually(() => salesCount(token)).toBe(before + 2);
    for (const sale of await newestSales(token, 2)) {
      expect(Date.parse(sale.created_at)).toBeGreaterThanOrEqual(cutAt - 1000);
      expect(Date.parse(sale.created_at)).toBeLessThan(restoredAt);
    }
    await expectSentOnce(page, token, before + 2);
  });

  it('the server stopped: /sale reloads, sells from the local catalogue, and the sales arrive once with their times when it starts again', async () => {
    // a server of this flow's own (the shared one serves the other flows): its embedded database kept
    // across the stop, on the same port (the till's origin)
    const dir = mkdtempSync(join(tmpdir(), 'pos-e2e-stopped-'));
    const port = await freePort();
    const env = { DATA_DIR: join(dir, 'db'), UPLOAD_DIR: join(dir, 'uploads'), STATIC_DIR: join(process.cwd(), 'dist') };
    let server = await startServer(null, env, { port });
    try {
      await waitFor(server);
      const base = server.url;
      await ensureStock(CODE, 'Chorsu shop', 5, base);
      const product = await productOfCode(CODE, base);
      const context = await newContextOn(fx.browser(), base);
      let page = await context.newPage();
      await openTillOnline(page);
      await eventually(() => page.evaluate(async () => !!(await navigator.serviceWorker?.getRegistration())?.active)).toBe(true);
      const token = await sellerToken(base);
      const before = await salesCount(token, base);
      await server.stop();
      const stoppedAt = Date.now();
      await page.reload();
      await visible(page.getByTestId('screen-sale'));
      const first = await sellOffline(page, 2, null);
      await sellBySearch(page, product, first);
      await eventually(() => page.getByTestId('offline-banner').textContent()).toContain('2');
      await page.close();
      const restartedAt = Date.now();
      server = await startServer(null, env, { port });
      await waitFor(server);
      page = await context.newPage();
      await page.goto('/sale');
      await visible(page.getByTestId('screen-sale'));
      await eventually(() => salesCount(token, base)).toBe(before + 2);
      const sales = await newestSales(token, 2, base);
      expect(sales.map((s) => s.quantity).sort()).toEqual([1, 2]);
      for (const sale of sales) {
        expect(Date.parse(sale.created_at)).toBeGreaterThanOrEqual(stoppedAt - 1000);
        expect(Date.parse(sale.created_at)).toBeLessThan(restartedAt);
      }
      await expectSentOnce(page, token, before + 2, base);
      await context.close();
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a replayed sale whose answer is lost after the server recorded it is not recorded twice', async () => {
    const page = fx.page();
    const { token, before } = await readyTill(page, 2);
    await page.route('**/api/**', (route) => route.abort());
    await sellOffline(page, 1, null);
    await page.unroute('**/api/**');
    // the first replay reaches the server, which records the sale; its answer never comes back
    let lost = 0;
    await page.route('**/api/realization/v1/sells/', async (route) => {
      if (route.request().method() === 'POST' && lost === 0) {
        lost++;
        await route.fetch();
        return route.abort();
      }
      return route.continue();
    });
    await eventually(() => lost).toBe(1);
    // the sender sends it again with its key: the server answers the sale it has
    await eventually(async () => (await page.getByTestId('offline-banner').count()) + (await page.getByTestId('outbox-waiting').count())).toBe(0);
    await expectSentOnce(page, token, before + 1);
  });

  it('two tabs of the same till replaying at once send each sale once', async () => {
    const page = fx.page();
    const { token, before } = await readyTill(page, 3);
    await fx.context().route('**/api/**', (route) => route.abort());
    const second = await fx.context().newPage();
    await second.goto('/sale');
    await visible(second.getByTestId('screen-sale'));
    let last: string | null = null;
    for (let i = 0; i < 3; i++) last = await sellOffline(page, 1, last);
    await eventually(() => second.getByTestId('offline-banner').textContent()).toContain('3');
    await fx.context().unroute('**/api/**');
    await expectSentOnce(page, token, before + 3);
  });

  it('a sale waiting at sign-out stays: held while another employee works here, sent once when its seller signs in again', async () => {
    const page = fx.page();
    const { token, before } = await readyTill(page, 2);
    // only the sale cannot reach the server: signing out and in still can
    const SELLS = '**/api/realization/v1/sells/';
    await page.route(SELLS, (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    await sellOffline(page, 1, null);
    await page.getByTestId('logout').click();
    await eventually(() => page.getByTestId('logout-waiting').textContent()).toContain('1 sale made offline is still waiting');
    await page.getByTestId('logout-confirm').click();
    await expectPath(page, '/sign-in');
    await page.unroute(SELLS);
    // another employee of the place: the seller's sale is not sent under their session
    await signInInEnglish(page, 'clientmanager', 'Chorsu shop');
    await page.goto('/sale');
    await visible(page.getByTestId('outbox-waiting'));
    await page.waitForTimeout(7000);
    expect(await salesCount(token)).toBe(before);
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').click();
    await expectPath(page, '/sign-in');
    // the seller again, on any screen (not the till): the sale goes, once
    await signInInEnglish(page, 'seller', 'Chorsu shop');
    await expectSentOnce(page, token, before + 1);
  });

  it('on a phone, in both languages: the offline banner, the disabled controls with their reason and the outbox list read well (axe clean)', async () => {
    ensureScreenshotDir();
    const page = fx.page();
    await ensureStock(CODE, 'Chorsu shop', 1);
    await page.setViewportSize({ width: 390, height: 844 });
    await openTillOnline(page);
    await page.route('**/api/**', (route) => route.abort());
    const number = await sellOffline(page, 1, null);
    // the check and the till's list state the sale in the currency it was asked in (USD here)
    expect(await page.getByTestId('check-offline-total').textContent()).toMatch(/\d\.\d{2}\sUSD$/);
    await visible(page.getByTestId('offline-banner'));
    await visible(page.getByTestId('sale-add-product-offline'));
    await expectNoAxeViolations(page, 'the till offline, 390 px');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'phone-till-offline-en.png'), fullPage: true });
    await page.getByTestId('outbox-open').click();
    await visible(page.getByTestId('outbox-dialog'));
    expect(await page.getByTestId(`outbox-total-${number}`).textContent()).toMatch(/USD\s*1 item$/);
    await expectNoAxeViolations(page, 'the outbox list, 390 px');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'phone-till-outbox-en.png') });
    await page.keyboard.press('Escape');
    await switchLanguageInAppBar(page, 'Русский');
    await eventually(() => page.getByTestId('offline-banner').textContent()).toContain('Нет связи с сервером');
    await expectNoAxeViolations(page, 'the till offline in Russian, 390 px');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'phone-till-offline-ru.png'), fullPage: true });
    await page.getByTestId('outbox-open').click();
    await visible(page.getByTestId('outbox-dialog'));
    await expectNoAxeViolations(page, 'the outbox list in Russian, 390 px');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'phone-till-outbox-ru.png') });
    await page.keyboard.press('Escape');
    await switchLanguageInAppBar(page, 'English');
    // the sale goes once the server takes it (other flows count the seller's sales)
    await page.unroute('**/api/**');
    await eventually(async () => (await page.getByTestId('offline-banner').count()) + (await page.getByTestId('outbox-waiting').count())).toBe(0);
  });
});
