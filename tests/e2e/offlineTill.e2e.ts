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
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, PASSWORD, ensureStock, eventually, signInInEnglish, useBrowser, visible, wedgeScan } from './helpers';

const fx = useBrowser();
const CODE = '4600000000012';

/** How many sales the token's user sees (the seller: their places' sales). */
async function salesCount(token: string): Promise<number> {
  const res = await fetch(`${BASE_URL}/api/realization/v1/sells/?limit=1`, { headers: { Authorization: `Token ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

/** A token of the demo seller of its own (the page's stays in the page). */
async function sellerToken(): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/auth/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'seller', password: PASSWORD }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** One sale of `units` units by wedge scan, F2, cash and Enter; the local number its offline check printed. */
async function sellOffline(page: Page, units: number, previous: string | null): Promise<string> {
  for (let u = 0; u < units; u++) await wedgeScan(page, CODE);
  await eventually(() => page.getByTestId('sale-qty-0').inputValue()).toBe(String(units));
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

/** The till open online long enough for its local catalogue's first fill. */
async function openTillOnline(page: Page) {
  await signInInEnglish(page, 'seller', 'Chorsu shop');
  await page.goto('/sale');
  await visible(page.getByTestId('screen-sale'));
  await eventually(() =>
    page.evaluate(async () => {
      const dbs = await indexedDB.databases();
      return dbs.some((d) => d.name?.startsWith('till-catalogue-'));
    }),
  ).toBe(true);
}

describe('the till offline', () => {
  it('sells 10 sales while the server is unreachable and sends each once when it answers again', async () => {
    const page = fx.page();
    await ensureStock(CODE, 'Chorsu shop', 20);
    await openTillOnline(page);
    const token = await sellerToken();
    const before = await salesCount(token);
    await page.route('**/api/**', (route) => route.abort());
    const numbers: string[] = [];
    for (let i = 0; i < 10; i++) numbers.push(await sellOffline(page, 2, numbers.at(-1) ?? null));
    expect(new Set(numbers).size).toBe(10);
    await eventually(() => page.getByTestId('offline-banner').textContent()).toContain('10');
    await page.close();
    const again = await fx.context().newPage();
    await again.goto('/sale');
    await visible(again.getByTestId('screen-sale'));
    await eventually(() => salesCount(token)).toBe(before + 10);
    // and stays so: nothing is sent twice by later rounds of the sender
    await again.waitForTimeout(6000);
    expect(await salesCount(token)).toBe(before + 10);
  });

  it('reloads /sale with the network cut, sells from the local catalogue, sends once when the network is back', async () => {
    const page = fx.page();
    await ensureStock(CODE, 'Chorsu shop', 4);
    await openTillOnline(page);
    const token = await sellerToken();
    const before = await salesCount(token);
    await eventually(() => page.evaluate(async () => !!(await navigator.serviceWorker?.getRegistration())?.active)).toBe(true);
    await fx.context().setOffline(true);
    await page.reload();
    await visible(page.getByTestId('screen-sale'));
    const first = await sellOffline(page, 1, null);
    await sellOffline(page, 1, first);
    await eventually(() => page.getByTestId('offline-banner').textContent()).toContain('2');
    await fx.context().setOffline(false);
    await eventually(() => salesCount(token)).toBe(before + 2);
    await page.waitForTimeout(6000);
    expect(await salesCount(token)).toBe(before + 2);
  });

  it('a replayed sale whose answer is lost after the server recorded it is not recorded twice', async () => {
    const page = fx.page();
    await ensureStock(CODE, 'Chorsu shop', 2);
    await openTillOnline(page);
    const token = await sellerToken();
    const before = await salesCount(token);
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
    expect(await salesCount(token)).toBe(before + 1);
    await page.waitForTimeout(6000);
    expect(await salesCount(token)).toBe(before + 1);
  });

  it('two tabs of the same till replaying at once send each sale once', async () => {
    const page = fx.page();
    await ensureStock(CODE, 'Chorsu shop', 3);
    await openTillOnline(page);
    const token = await sellerToken();
    const before = await salesCount(token);
    await fx.context().route('**/api/**', (route) => route.abort());
    const second = await fx.context().newPage();
    await second.goto('/sale');
    await visible(second.getByTestId('screen-sale'));
    let last: string | null = null;
    for (let i = 0; i < 3; i++) last = await sellOffline(page, 1, last);
    await eventually(() => second.getByTestId('offline-banner').textContent()).toContain('3');
    await fx.context().unroute('**/api/**');
    await eventually(() => salesCount(token)).toBe(before + 3);
    await page.waitForTimeout(6000);
    expect(await salesCount(token)).toBe(before + 3);
  });
});
