/**
 * Goods requisitions (SPEC.md 7 proposals): a shop asks for goods, lines edited while pending,
 * approved or rejected ('Please select status'), and an approved one becomes a transfer from a warehouse
 * (created and sent through the stock-movement code) exactly once; validation, roles, another company.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, authed, expectError, freshApp, rows, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let shop: number;
let warehouse: number;
let items: { product: number; size: number; quantity: number }[];
const url = '/api/customers/v1/proposals/';

async function stock(product: number, size: number, place: number) {
  const [row] = await rows<{ quantity: number }>(t.db, sql`select quantity from placements where product_id = ${product} and size_id = ${size} and place_id = ${place}`);
  return row?.quantity ?? 0;
}

beforeAll(async () => {
  t = await freshApp({ poolSize: 8 });
  admin = await as(t.app, 'admin');
  shop = t.fx.demo.placeIds['Mall shop'];
  warehouse = t.fx.demo.placeIds['Central warehouse'];
  items = await rows<{ product: number; size: number; quantity: number }>(
    t.db,
    sql`select product_id as product, size_id as size, quantity from placements where place_id = ${warehouse} and quantity >= 3 order by product_id, size_id limit 2`,
  );
});
afterAll(() => t?.close());

describe('goods requisitions', () => {
  it('is created with its lines (same product and size merged) and edited while pending', async () => {
    const [a, b] = items;
    const res = await admin.post(url, {
      place: shop,
      comment: 'For the weekend',
      products: [
        { product: a.product, size: a.size, quantity: 1 },
        { product: b.product, size: b.size, quantity: 1 },
        { product: a.product, size: a.size, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const req = res.json();
    expect(req).toMatchObject({ place: { id: shop, name: 'Mall shop' }, status: 'pending', transfer: null, total_quantity: 3, comment: 'For the weekend' });
    expect(req.products.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
    const line = req.products[1];
    expect((await admin.post(`${url}${req.id}/products/${line.id}/increase/`)).json().quantity).toBe(2);
    expect((await admin.post(`${url}${req.id}/products/${line.id}/decrease/`)).json().quantity).toBe(1);
    expectError(await admin.post(`${url}${req.id}/products/${line.id}/decrease/`), 400, 'quantity_min', 'quantity');
    expectError(await admin.post(`${url}${req.id}/products/${line.id}/twice/`), 400, 'invalid', 'action');
    const added = await admin.post(`${url}${req.id}/products/`, { product: b.product, size: b.size, quantity: 1 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().find((l: { id: number }) => l.id === line.id).quantity).toBe(2);
    expect((await admin.delete(`${url}${req.id}/products/${line.id}/`)).statusCode).toBe(204);
    expect((await admin.get(`${url}${req.id}/products/`)).json()).toHaveLength(1);
    expect((await admin.delete(`${url}${req.id}/`)).statusCode).toBe(204);
    expect((await admin.get(`${url}${req.id}/`)).statusCode).toBe(404);
  });

  it('is approved once, then becomes a sent transfer from a warehouse once', async () => {
    const [a, b] = items;
    const req = (await admin.post(url, { place: shop, products: [{ product: a.product, size: a.size, quantity: 2 }, { product: b.product, size: b.size, quantity: 1 }] })).json();
    expectError(await admin.post(`${url}${req.id}/transfer/`, { from_place: warehouse }), 409, 'requisition_not_approved', 'status');
    expectError(await admin.post(`${url}${req.id}/status/`, {}), 400, 'status_required', 'status', 'Please select status');
    expectError(await admin.post(`${url}${req.id}/status/`, { status: 'pending' }), 400, 'status_required', 'status');
    const approved = await admin.post(`${url}${req.id}/status/`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decided_by: { id: t.fx.demo.staff.admin } });
    expectError(await admin.post(`${url}${req.id}/status/`, { status: 'rejected' }), 409, 'requisition_already_decided', 'status');
    expectError(await admin.post(`${url}${req.id}/products/`, { product: a.product, size: a.size, quantity: 1 }), 409, 'requisition_already_decided', 'status');
    expectError(await admin.post(`${url}${req.id}/transfer/`, { from_place: shop }), 400, 'transfer_same_place', 'from_place');

    const before = await stock(a.product, a.size, warehouse);
    const key = 'req-transfer-0001';
    const [one, two] = await Promise.all([
      admin.post(`${url}${req.id}/transfer/`, { from_place: warehouse }, { headers: { 'idempotency-key': key } }),
      admin.post(`${url}${req.id}/transfer/`, { from_place: warehouse }, { headers: { 'idempotency-key': key } }),
    ]);
    expect([one.statusCode, two.statusCode], one.body).toEqual([200, 200]);
    const transfer = one.json().transfer;
    expect(transfer).toMatchObject({ status: 'on_the_way' });
    expect(two.json().transfer.id).toBe(transfer.id);
    expect(await stock(a.product, a.size, warehouse)).toBe(before - 2);
    const detail = (await admin.get(`/api/transfer/v1/transfers/${transfer.id}/`)).json();
    expect(detail).toMatchObject({ status: 'on_the_way' });
    expectError(await admin.post(`${url}${req.id}/transfer/`, { from_place: warehouse }), 409, 'requisition_has_transfer');
    expectError(await admin.delete(`${url}${req.id}/`), 409, 'requisition_already_decided', 'status');
  });

  it('two transfers of one requisition at the same moment (different keys): one', async () => {
    const [a] = items;
    const req = (await admin.post(url, { place: shop, products: [{ product: a.product, size: a.size, quantity: 1 }] })).json();
    await admin.post(`${url}${req.id}/status/`, { status: 'approved' });
    const results = await Promise.all([0, 1, 2].map(() => admin.post(`${url}${req.id}/transfer/`, { from_place: warehouse })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [n] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from transfers where to_place_id = ${shop} and from_place_id = ${warehouse}`);
    expect(n.n).toBe(2);
  });

  it('refuses a transfer the warehouse cannot fill, and keeps the requisition open for another warehouse', async () => {
    const [a] = items;
    const req = (await admin.post(url, { place: shop, products: [{ product: a.product, size: a.size, quantity: 100000 }] })).json();
    await admin.post(`${url}${req.id}/status/`, { status: 'approved' });
    const res = await admin.post(`${url}${req.id}/transfer/`, { from_place: warehouse });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('product_quantity_not_enough');
    expect((await admin.get(`${url}${req.id}/`)).json().transfer).toBeNull();
  });

  it('rejected requisitions cannot become transfers; the list filters by status and place', async () => {
    const [a] = items;
    const req = (await admin.post(url, { place: shop, products: [{ product: a.product, size: a.size, quantity: 1 }] })).json();
    expect((await admin.post(`${url}${req.id}/status/`, { status: 'rejected' })).json().status).toBe('rejected');
    expectError(await admin.post(`${url}${req.id}/transfer/`, { from_place: warehouse }), 409, 'requisition_not_approved', 'status');
    const rejected = (await admin.get(`${url}?status=rejected`)).json();
    expect(rejected.results.map((r: { id: number }) => r.id)).toContain(req.id);
    expect(rejected.results.every((r: { status: string }) => r.status === 'rejected')).toBe(true);
    expect((await admin.get(`${url}?place=${warehouse}`)).json().count).toBe(0);
  });

  it('validates the body', async () => {
    const [a] = items;
    expectError(await admin.post(url, { products: [{ product: a.product, size: a.size, quantity: 1 }] }), 400, 'required', 'place');
    expectError(await admin.post(url, { place: shop, products: [] }), 400, 'required', 'products');
    expectError(await admin.post(url, { place: shop }), 400, 'required', 'products');
    expectError(await admin.post(url, { place: shop, products: [{ product: a.product, size: a.size, quantity: 0 }] }), 400, 'quantity_min', 'products.0.quantity');
    expectError(await admin.post(url, { place: shop, products: [{ product: 2147483648, size: a.size, quantity: 1 }] }), 400, 'invalid', 'products.0.product');
    expectError(await admin.post(url, { place: shop, products: [{ product: 999999, size: a.size, quantity: 1 }] }), 404, 'no_such_product', 'products.0.product');
    expectError(await admin.post(url, { place: shop, comment: 'a\u0000', products: [{ product: a.product, size: a.size, quantity: 1 }] }), 400, 'invalid', 'comment');
    expectError(await admin.post(url, { place: t.fx.other.placeId, products: [{ product: a.product, size: a.size, quantity: 1 }] }), 404, 'not_found', 'place');
    expectError(await admin.get(`${url}?status=open`), 400, 'invalid', 'status');
  });

  it('is admin only and company scoped', async () => {
    const [a] = items;
    const req = (await admin.post(url, { place: shop, products: [{ product: a.product, size: a.size, quantity: 1 }] })).json();
    for (const who of ['manager', 'seller']) {
      const c = await as(t.app, who);
      expect((await c.get(url)).statusCode).toBe(403);
      expect((await c.post(`${url}${req.id}/status/`, { status: 'approved' })).statusCode).toBe(403);
    }
    expect((await authed(t.app, null).get(url)).statusCode).toBe(401);
    const other = await as(t.app, 'other_admin');
    expect((await other.get(url)).json().count).toBe(0);
    expect((await other.get(`${url}${req.id}/`)).statusCode).toBe(404);
    expect((await other.post(`${url}${req.id}/status/`, { status: 'approved' })).statusCode).toBe(404);
    expect((await other.delete(`${url}${req.id}/`)).statusCode).toBe(404);
    expect((await admin.get(`${url}${req.id}/`)).json().status).toBe('pending');
  });
});
