/** Barcodes and the scan of the sale screen (docs/api/catalogue.md, section Barcodes). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, authed, type Client, expectError, freshApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let clientmanager: Client;
let otherAdmin: Client;
let P: Record<string, number>;
let productIds: number[];
let letters: number[];
let heights: number[];

const URL = '/api/barcode/v1/barcodes/';
const SCAN = '/api/barcode/v1/barcodes/scan/';
/** The demo stock (server/seed/demo.ts): product i, size j of its grid, place k (demo order). */
const demoQty = (i: number, j: number, k: number) => (i + j * 3 + k * 5) % 9;

beforeAll(async () => {
  t = await freshApp();
  P = t.fx.demo.placeIds;
  productIds = t.fx.demo.productIds;
  [letters, heights] = [t.fx.demo.sizeIds.slice(0, 4), t.fx.demo.sizeIds.slice(4, 8)];
  [admin, manager, seller, clientmanager, otherAdmin] = await Promise.all(
    ['admin', 'manager', 'seller', 'clientmanager', 'other_admin'].map((u) => as(t.app, u)),
  );
});
afterAll(() => t?.close());

describe('GET barcodes', () => {
  it('pages the demo barcodes, filtered by product and size, for every role', async () => {
    for (const client of [admin, manager, seller, clientmanager]) {
      const res = await client.get(`${URL}?limit=5`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().count).toBe(24);
      expect(res.json().results).toHaveLength(5);
    }
    const body = (await seller.get(`${URL}?product=${productIds[0]}`)).json();
    expect(body.results.map((b: { code: string }) => b.code)).toEqual(['4600000000011', '4600000000012', '4600000000013', '4600000000014']);
    expect(body.results[0]).toEqual({ id: expect.any(Number), code: '4600000000011', product: productIds[0], size: { id: letters[0], name: 'S' } });
    const bySize = (await seller.get(`${URL}?product=${productIds[1]}&size=${heights[2]}`)).json();
    expect(bySize.results.map((b: { code: string }) => b.code)).toEqual(['4600000000023']);
    expect((await seller.get(`${URL}?search=000006`)).json().count).toBe(4);
  });

  it('validates, scopes to the company, needs a token', async () => {
    expectError(await seller.get(`${URL}?product=x`), 400, 'invalid', 'product');
    expect((await otherAdmin.get(URL)).json().count).toBe(0);
    expectError(await authed(t.app, null).get(URL), 401, 'not_authenticated');
  });
});

describe('POST and DELETE barcodes', () => {
  it('admin creates a barcode; a duplicate code is 409; delete removes it', async () => {
    const res = await admin.post(URL, { code: ' 2900000000017 ', product: productIds[6], size: letters[2] });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({ id: expect.any(Number), code: '2900000000017', product: productIds[6], size: { id: letters[2], name: 'L' } });
    expectError(await admin.post(URL, { code: '2900000000017', product: productIds[7], size: heights[0] }), 409, 'barcode_exists', 'code', 'A barcode with this code already exists');
    // codes are unique per company only
    const theirs = await otherAdmin.post('/api/product/v1/product_types/', { name: 'T' });
    expect(theirs.statusCode).toBe(201);
    expect((await admin.delete(`${URL}${created.id}/`)).statusCode).toBe(204);
    expectError(await admin.delete(`${URL}${created.id}/`), 404, 'not_found');
    expect((await admin.post(URL, { code: '2900000000017', product: productIds[7], size: heights[0] })).statusCode).toBe(201);
  });

  it('validates the body', async () => {
    const body = { code: '2900000000024', product: productIds[6], size: letters[2] };
    expectError(await admin.post(URL, { ...body, code: undefined }), 400, 'required', 'code');
    expectError(await admin.post(URL, { ...body, code: '  ' }), 400, 'required', 'code');
    expectError(await admin.post(URL, { ...body, code: '1'.repeat(65) }), 400, 'max_length', 'code');
    expectError(await admin.post(URL, { ...body, product: undefined }), 400, 'required', 'product');
    expectError(await admin.post(URL, { ...body, size: 'L' }), 400, 'invalid', 'size');
    expectError(await admin.post(URL, { ...body, product: 999999 }), 400, 'invalid', 'product');
    expectError(await otherAdmin.post(URL, body), 400, 'invalid', 'product');
  });

  it('refuses other roles, no token and another company', async () => {
    const body = { code: '2900000000031', product: productIds[6], size: letters[2] };
    for (const client of [manager, seller, clientmanager]) expectError(await client.post(URL, body), 403, 'permission_denied');
    expectError(await authed(t.app, null).post(URL, body), 401, 'not_authenticated');
    const id = (await seller.get(`${URL}?limit=1`)).json().results[0].id;
    expectError(await seller.delete(`${URL}${id}/`), 403, 'permission_denied');
    expectError(await otherAdmin.delete(`${URL}${id}/`), 404, 'not_found');
  });
});

describe('POST barcodes/scan', () => {
  it('answers product, size, place and the stock there', async () => {
    // 4600000000012: product 0, size M; at Chorsu shop (demo place 0)
    const res = await seller.post(SCAN, { code: '4600000000012', place: P['Chorsu shop'] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      product: expect.objectContaining({ id: productIds[0], name: 'Dress Aurora', vendor_code: 'VC-1001', prices: expect.any(Array) }),
      size: { id: letters[1], name: 'M' },
      place: { id: P['Chorsu shop'], name: 'Chorsu shop' },
      in_stock: demoQty(0, 1, 0),
    });
    expect(body.product.prices).toHaveLength(3);
    const other = (await clientmanager.post(SCAN, { code: '4600000000021', place: P['Wholesale hall'] })).json();
    expect(other).toMatchObject({ size: { id: heights[0], name: '44/170' }, in_stock: demoQty(1, 0, 3) });
  });

  it("answers 409 product_is_out_of_stock when the place has none, and 404 no_such_product for an unknown or another company's code", async () => {
    expect(demoQty(0, 0, 0)).toBe(0);
    expectError(await seller.post(SCAN, { code: '4600000000011', place: P['Chorsu shop'] }), 409, 'product_is_out_of_stock', 'code', 'This product is not in stock');
    expectError(await seller.post(SCAN, { code: '0000000000000', place: P['Chorsu shop'] }), 404, 'no_such_product', 'code', 'Product not found');
    expectError(await otherAdmin.post(SCAN, { code: '4600000000012', place: t.fx.other.placeId }), 404, 'no_such_product', 'code');
  });

  it('a deactivated product is not found', async () => {
    const p = (await admin.post('/api/product/v1/products/', { name: 'Gone', model: 'G', type: (await admin.get('/api/product/v1/product_types/')).json().results[0].id, cost: '1' })).json();
    await admin.post('/api/product/v1/placements/adjust/', { product: p.id, size: letters[0], place: P['Chorsu shop'], delta: 1 });
    await admin.post(URL, { code: 'GONE-1', product: p.id, size: letters[0] });
    expect((await seller.post(SCAN, { code: 'GONE-1', place: P['Chorsu shop'] })).json().in_stock).toBe(1);
    await admin.delete(`/api/product/v1/products/${p.id}/`);
    expectError(await seller.post(SCAN, { code: 'GONE-1', place: P['Chorsu shop'] }), 404, 'no_such_product');
  });

  it("refuses a place that is not the caller's (403), bad bodies (400) and no token (401)", async () => {
    expectError(await seller.post(SCAN, { code: '4600000000012', place: P['Central warehouse'] }), 403, 'place_not_allowed');
    expectError(await admin.post(SCAN, { code: '4600000000012', place: t.fx.other.placeId }), 403, 'place_not_allowed');
    expectError(await seller.post(SCAN, { place: P['Chorsu shop'] }), 400, 'required', 'code');
    expectError(await seller.post(SCAN, { code: '4600000000012' }), 400, 'required', 'place');
    expectError(await seller.post(SCAN, { code: '4600000000012', place: 'x' }), 400, 'invalid', 'place');
    expectError(await authed(t.app, null).post(SCAN, { code: '4600000000012', place: P['Chorsu shop'] }), 401, 'not_authenticated');
  });
});
