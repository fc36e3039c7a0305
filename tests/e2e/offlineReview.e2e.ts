/**
 * The offline sales' review in a real browser: an offline sale arrives through the API (the till's
 * replay) selling one unit more than Mall shop holds, at a lower price than the server's; the manager
 * opens /sales/offline, finds the stock shortfall and the price difference, and marks the shortfall
 * resolved (it leaves the list of what is still to do).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, PASSWORD, ensureScreenshotDir, ensureStock, eventually, expectToast, signInInEnglish, textOf, useBrowser, visible } from './helpers';

const fx = useBrowser();
beforeAll(() => ensureScreenshotDir());

/** Dress Aurora, size 4 (README: 46000000000<product><size>). */
const AURORA_4 = '4600000000014';

async function api<T>(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown, key?: string): Promise<{ status: number; json: T }> {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

describe('offline sales review', () => {
  it('an offline sale beyond the stock is listed; the manager resolves its shortfall', async () => {
    const product = await ensureStock(AURORA_4, 'Mall shop', 1);
    const { json: login } = await api<{ token: string }>('POST', '/auth/v1/login/', null, { username: 'seller', password: PASSWORD });
    const token = login.token;
    const { json: info } = await api<{ user: { id: number }; company: { baseCurrency: { id: number } } }>('GET', '/auth/v1/info/', token);
    const { json: places } = await api<{ results: { id: number; name: string }[] }>('GET', '/company/v1/places/?limit=100', token);
    const mall = places.results.find((p) => p.name === 'Mall shop')!.id;
    const { json: codes } = await api<{ results: { code: string; size: { id: number } }[] }>('GET', `/barcode/v1/barcodes/?search=${AURORA_4}&limit=10`, token);
    const size = codes.results.find((b) => b.code === AURORA_4)!.size.id;
    const { json: hit } = await api<{ in_stock: number }>('POST', '/barcode/v1/barcodes/scan/', token, { code: AURORA_4, place: mall });
    const quantity = hit.in_stock + 1;
    const localNumber = `E2E-${Date.now()}`;
    const sale = await api<{ id: number; offline: { shortfall: number; price_differs: boolean } }>(
      'POST',
      '/realization/v1/sells/',
      token,
      {
        place: mall,
        method: 'cash',
        sell_products: [{ product, size, quantity, place: mall }],
        payments: [{ currency: info.company.baseCurrency.id, amount: String(quantity) }],
        offline: { local_number: localNumber, occurred_at: new Date(Date.now() - 10 * 60_000).toISOString(), seller: info.user.id, unit_prices: ['1.00'] },
      },
      `e2e-offline-${Date.now()}`,
    );
    expect(sale.status).toBe(201);
    expect(sale.json.offline.shortfall).toBe(1);
    expect(sale.json.offline.price_differs).toBe(true);

    const page = fx.page();
    await signInInEnglish(page, 'manager', 'Mall shop');
    await page.goto('/sales/offline');
    await visible(page.getByTestId('offline-discrepancies'));
    const rows = page.locator('[data-testid^="offline-discrepancy-"]', { hasText: localNumber });
    await eventually(() => rows.count()).toBe(2);
    const shortfall = rows.filter({ hasText: 'Stock shortfall' });
    expect(await textOf(shortfall)).toContain(localNumber);
    expect(await textOf(rows.filter({ hasText: 'Price difference' }))).toContain('1.00');
    const testId = (await shortfall.getAttribute('data-testid'))!.replace('offline-discrepancy-', 'offline-resolve-');
    await page.getByTestId(testId).click();
    await page.getByTestId(`${testId}-confirm`).click();
    await expectToast(page, 'Marked resolved');
    await eventually(() => rows.count()).toBe(1);
    expect(await textOf(rows.first())).toContain('Price difference');
  });
});
