/**
 * GET till_catalogue/: the place's catalogue for the offline till, as changes since a cursor, in pages.
 * A first fill in pages, then refreshes that carry only what changed: a price, a new barcode, a
 * deactivated product, stock moved by a sale; an unreadable or foreign cursor starts over (reset).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tillCatalogueOut, type TillCatalogueDto } from '../../src/domain/sale/offline';
import { expectContract } from './contract';
import { as, type Client, expectError, freshApp, type TestApp } from './helpers';

const PATH = '/api/realization/v1/till_catalogue/';
const SELLS = '/api/realization/v1/sells/';
const PRODUCTS = '/api/product/v1/products/';

let t: TestApp;
let admin: Client;
let seller: Client;
let clientManager: Client;
let otherAdmin: Client;
let shop: number;
let shopType: number;
let productId: number;
let sizeId: number;
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `tc-${++n}-${Date.now()}` } });

const get = async (who: Client, q: Record<string, string | number | undefined>) => {
  const qs = new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  return who.get(`${PATH}?${qs}`);
};

/** Every page of a pass from `cursor` until `more` is false. */
async function pass(who: Client, cursor: string | undefined, limit?: number) {
  const pages: TillCatalogueDto[] = [];
  for (;;) {
    const page = expectContract(await get(who, { place: shop, cursor, limit }), tillCatalogueOut);
    pages.push(page);
    cursor = page.cursor;
    if (!page.more) return { pages, cursor, products: pages.flatMap((p) => p.products), removed: pages.flatMap((p) => p.removed) };
    expect(pages.length).toBeLessThan(1000);
  }
}

beforeAll(async () => {
  t = await freshApp();
  shop = t.fx.demo.placeIds['Chorsu shop'];
  [admin, seller, clientManager, otherAdmin] = await Promise.all(['admin', 'seller', 'clientmanager', 'other_admin'].map((u) => as(t.app, u)));
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const placeTypes = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results;
  shopType = placeTypes.find((p: { name: string }) => p.name === 'Shop').id;
  const product = await admin.post(PRODUCTS, {
    name: 'Offline coat',
    model: 'OC1',
    vendor_code: 'OFF-1',
    type: types[0].id,
    cost: '40',
    prices: [{ place_type: shopType, price: '100.00', discount: '10', discount_in_percent: true }],
  });
  expect(product.statusCode, product.body).toBe(201);
  productId = product.json().id;
  sizeId = t.fx.demo.sizeIds[0];
  const adjusted = await admin.post('/api/product/v1/placements/adjust/', { product: productId, size: sizeId, place: shop, delta: 10 }, key());
  expect(adjusted.statusCode, adjusted.body).toBe(200);
  const cash = await admin.post(`/api/wallet/v1/place/${shop}/balance/`, { id: shop, amount: '1000', currency: t.fx.demo.currencyIds.USD, comment: 'float' }, key());
  expect(cash.statusCode, cash.body).toBe(200);
});
afterAll(() => t?.close());

describe('GET till_catalogue', () => {
  let cursor: string;

  it('fills in pages: every active product once, the place, its currencies and the settings', async () => {
    const first = await pass(seller, undefined, 3);
    expect(first.pages.length).toBeGreaterThan(1);
    expect(first.pages[0].reset).toBe(true);
    expect(first.pages[0].total).toBe(first.products.length);
    expect(first.pages.slice(1).every((p) => !p.reset)).toBe(true);
    const ids = first.products.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const active = await admin.get(`${PRODUCTS}?limit=1000`);
    expect(ids.length).toBe(active.json().count);
    const coat = first.products.find((p) => p.id === productId)!;
    expect(coat).toMatchObject({ name: 'Offline coat', model: 'OC1', vendor_code: 'OFF-1', price: { price: '100.00', discount: '10.00', discount_in_percent: true } });
    expect(coat.sizes).toEqual([{ id: sizeId, name: expect.any(String), barcodes: [], stock: 10 }]);
    const page = first.pages[0];
    expect(page.place).toMatchObject({ id: shop, name: 'Chorsu shop', type: shopType });
    expect(page.currencies.length).toBeGreaterThan(0);
    expect(page.currencies.filter((c) => c.is_base).map((c) => c.name)).toEqual(['USD']);
    expect(page.settings).toEqual({ offline_window_hours: 72, can_sell_offline: true });
    cursor = first.cursor;
  });

  it('a refresh with nothing changed sends nothing', async () => {
    const again = await pass(seller, cursor);
    expect(again.pages).toHaveLength(1);
    expect(again.pages[0].reset).toBe(false);
    expect(again.products).toEqual([]);
    expect(again.removed).toEqual([]);
    cursor = again.cursor;
  });

  it('a price change, a new barcode and a sale come with the next refresh, and only those products', async () => {
    const patched = await admin.patch(`${PRODUCTS}${productId}/`, { prices: [{ place_type: shopType, price: '120.00', discount: '0', discount_in_percent: false }] });
    expect(patched.statusCode, patched.body).toBe(200);
    let next = await pass(seller, cursor);
    expect(next.products.map((p) => p.id)).toEqual([productId]);
    expect(next.products[0].price).toEqual({ price: '120.00', discount: '0.00', discount_in_percent: false });
    cursor = next.cursor;

    const other = t.fx.demo.productIds[0];
    const code = `TC${Date.now()}`;
    const barcode = await admin.post('/api/barcode/v1/barcodes/', { code, product: other, size: sizeId });
    expect(barcode.statusCode, barcode.body).toBe(201);
    next = await pass(seller, cursor);
    // the refresh before still re-reads the price change (one refresh of overlap), never more
    expect(next.products.map((p) => p.id).sort((a, b) => a - b)).toEqual([productId, other].sort((a, b) => a - b));
    expect(next.products.find((p) => p.id === other)!.sizes.find((s) => s.id === sizeId)!.barcodes).toContain(code);
    cursor = next.cursor;

    const sale = await seller.post(SELLS, { place: shop, sell_products: [{ product: productId, size: sizeId, quantity: 2, place: shop }], payments: [{ currency: t.fx.demo.currencyIds.USD, amount: '240' }] }, key());
    expect(sale.statusCode, sale.body).toBe(201);
    next = await pass(seller, cursor);
    const coat = next.products.find((p) => p.id === productId)!;
    expect(coat.sizes.find((s) => s.id === sizeId)!.stock).toBe(8);
    cursor = next.cursor;
    // two refreshes later nothing is left to send
    cursor = (await pass(seller, cursor)).cursor;
    expect((await pass(seller, cursor)).products).toEqual([]);
  });

  it('a deactivated product arrives as removed', async () => {
    const gone = t.fx.demo.productIds[1];
    const res = await admin.delete(`${PRODUCTS}${gone}/`);
    expect(res.statusCode, res.body).toBe(204);
    const next = await pass(seller, cursor);
    expect(next.removed).toContain(gone);
    expect(next.products.map((p) => p.id)).not.toContain(gone);
    cursor = next.cursor;
  });

  it("a garbled cursor, another place's cursor: the whole catalogue again (reset)", async () => {
    for (const bad of ['nonsense', 'c1.1.2.3', cursor.replace(/^c1\.\d+\./, `c1.${t.fx.demo.placeIds['Mall shop']}.`)]) {
      const page = expectContract(await get(seller, { place: shop, cursor: bad }), tillCatalogueOut);
      expect(page.reset, bad).toBe(true);
      expect(page.products.length).toBeGreaterThan(0);
    }
  });

  it('a customer-access seller may read it too; a place not theirs is refused', async () => {
    expectContract(await get(clientManager, { place: shop, limit: 1 }), tillCatalogueOut);
    expectError(await get(seller, { place: t.fx.demo.placeIds['Central warehouse'] }), 403, 'place_not_allowed');
  });

  it("another company's place is refused", async () => {
    expectError(await get(seller, { place: t.fx.other.placeId }), 403, 'place_not_allowed');
    expectError(await get(otherAdmin, { place: shop }), 403, 'place_not_allowed');
  });

  it('no token: 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PATH}?place=${shop}` });
    expect(res.statusCode).toBe(401);
  });

  it('validation: place required, an id beyond 2^31-1, a limit out of range, a cursor too long', async () => {
    expectError(await get(seller, {}), 400, 'required', 'place');
    expect((await get(seller, { place: 2147483648 })).statusCode).toBe(400);
    expect((await get(seller, { place: shop, limit: 0 })).statusCode).toBe(400);
    expect((await get(seller, { place: shop, limit: 5001 })).statusCode).toBe(400);
    expect((await get(seller, { place: shop, cursor: 'x'.repeat(201) })).statusCode).toBe(400);
  });
});
