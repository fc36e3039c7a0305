/**
 * Offline sales (src/domain/sale/offline.ts): POST sells/ with `offline` records what happened at the
 * till while the server could not be reached: at its time, at the till's prices, never refused for stock
 * (the shortfall listed), never doubled (the key on the sale row, whoever replays it, even after an online
 * attempt with the same key); older than the window it waits for a manager. The review endpoints list
 * and resolve discrepancies, approve or reject what waits.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleOut } from '../../src/domain/sale/contract';
import {
  offlineDiscrepancyOut,
  offlineDiscrepancyPageOut,
  offlinePendingItemOut,
  offlinePendingOut,
  offlinePendingPageOut,
  offlineSaleOut,
} from '../../src/domain/sale/offline';
import { expectContract } from './contract';
import { as, type Client, expectError, freshApp, moneyMismatches, rows, stockMismatches, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let seller: Client;
let manager: Client;
let clientManager: Client;
let otherAdmin: Client;
let C: Record<string, number>;
let shop: number;
let mall: number;
let sellerId: number;
let managerId: number;
let productId: number;
let sizeId: number;

const SELLS = '/api/realization/v1/sells/';
const DISCREPANCIES = '/api/realization/v1/offline_discrepancies/';
const PENDING = '/api/realization/v1/offline_pending/';
const DESKS = '/api/realization/v1/cash_desks/';
let n = 0;
const newKey = () => `offline-${++n}-${Date.now()}`;
const withKey = (k: string) => ({ headers: { 'idempotency-key': k } });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function stockAt(product: number, place: number): Promise<number> {
  const res = await admin.get(`/api/product/v1/placements/?product=${product}&size=${sizeId}&place=${place}`);
  return res.json().results.reduce((s: number, r: { quantity: number }) => s + r.quantity, 0);
}

/** A product priced 100.00 less 10 % at shops (unit 90.00), with `units` at `place`. */
async function newProduct(name: string, place: number, units: number): Promise<number> {
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const placeTypes = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results;
  const shopType = placeTypes.find((p: { name: string }) => p.name === 'Shop').id;
  const product = await admin.post('/api/product/v1/products/', {
    name,
    model: name,
    type: types[0].id,
    cost: '40',
    prices: [{ place_type: shopType, price: '100.00', discount: '10', discount_in_percent: true }],
  });
  expect(product.statusCode, product.body).toBe(201);
  const id = product.json().id as number;
  if (units) {
    const res = await admin.post('/api/product/v1/placements/adjust/', { product: id, size: sizeId, place, delta: units }, withKey(newKey()));
    expect(res.statusCode, res.body).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  t = await freshApp();
  C = t.fx.demo.currencyIds;
  shop = t.fx.demo.placeIds['Chorsu shop'];
  mall = t.fx.demo.placeIds['Mall shop'];
  sellerId = t.fx.demo.staff.seller;
  managerId = t.fx.demo.staff.manager;
  sizeId = t.fx.demo.sizeIds[0];
  [admin, seller, manager, clientManager, otherAdmin] = await Promise.all(['admin', 'seller', 'manager', 'clientmanager', 'other_admin'].map((u) => as(t.app, u)));
  productId = await newProduct('Offline coat', shop, 100);
  for (const place of [shop, mall]) {
    const res = await admin.post(`/api/wallet/v1/place/${place}/balance/`, { id: place, amount: '100', currency: C.USD, comment: 'float' }, withKey(newKey()));
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t?.close());

const body = (over: Record<string, unknown> = {}, offline: Record<string, unknown> = {}) => ({
  place: shop,
  method: 'cash',
  sell_products: [{ product: productId, size: sizeId, quantity: 2, place: shop }],
  payments: [{ currency: C.USD, amount: '200' }],
  ...over,
  offline: { local_number: `A1-${n}`, occurred_at: minutesAgo(30), seller: sellerId, unit_prices: ['90.00'], ...offline },
});

describe('POST sells/ with offline', () => {
  it('records the sale at the time it happened and the till prices; journals carry that time', async () => {
    const occurred = minutesAgo(45);
    const before = await stockAt(productId, shop);
    const sale = expectContract(await seller.post(SELLS, body({}, { occurred_at: occurred, local_number: 'A1-0001' }), withKey(newKey())), offlineSaleOut, 201);
    expect(sale.created_at).toBe(occurred);
    expect(sale.seller.id).toBe(sellerId);
    expect(sale.total_sum).toBe('180.00');
    expect(sale.change.amount).toBe('20.00');
    expect(sale.offline).toEqual({ local_number: 'A1-0001', occurred_at: occurred, moved_to_next_desk: false, shortfall: 0, price_differs: false });
    expect(await stockAt(productId, shop)).toBe(before - 2);
    const stockTimes = await rows<{ at: string }>(t.db, sql`select created_at::text as at from stock_movements where ref_type = 'sale' and ref_id = ${sale.id}`);
    const moneyTimes = await rows<{ at: Date | string }>(t.db, sql`select created_at as at from money_movements where ref_type = 'sale' and ref_id = ${sale.id}`);
    expect(stockTimes.length).toBe(1);
    expect(moneyTimes.length).toBe(2);
    for (const r of [...(await rows<{ at: Date | string }>(t.db, sql`select created_at as at from stock_movements where ref_type = 'sale' and ref_id = ${sale.id}`)), ...moneyTimes]) {
      expect(new Date(r.at).toISOString()).toBe(occurred);
    }
    const [kept] = await rows<{ received_at: Date | string }>(t.db, sql`select received_at from offline_sales where sale_id = ${sale.id}`);
    expect(Date.now() - new Date(kept.received_at).getTime()).toBeLessThan(60_000);
    // GET sells/{id} is the online sale's answer
    expectContract(await seller.get(`${SELLS}${sale.id}/`), saleOut);
  });

  it('refuses each invalid field', async () => {
    const k = () => withKey(newKey());
    expectError(await seller.post(SELLS, body({ customer: { customer: 1 } }), k()), 400, 'offline_cash_only', 'customer');
    expectError(await seller.post(SELLS, body({ method: 'balance' }), k()), 400, 'offline_cash_only', 'method');
    expectError(await seller.post(SELLS, body({}, { unit_prices: ['90.00', '10.00'] }), k()), 400, 'invalid', 'offline.unit_prices');
    expectError(await seller.post(SELLS, body({}, { occurred_at: new Date(Date.now() + 10 * 60_000).toISOString() }), k()), 400, 'future_date', 'offline.occurred_at');
    expectError(await seller.post(SELLS, body({}, { occurred_at: 'yesterday' }), k()), 400, 'invalid', 'offline.occurred_at');
    expectError(await seller.post(SELLS, body({}, { local_number: '' }), k()), 400, 'required', 'offline.local_number');
    expectError(await seller.post(SELLS, body()), 400, 'required', 'Idempotency-Key');
    // a clock a little ahead (within 5 minutes) is taken
    expectContract(await seller.post(SELLS, body({}, { occurred_at: new Date(Date.now() + 2 * 60_000).toISOString() }), k()), offlineSaleOut, 201);
  });

  it('refuses a role without sale.offline, and another seller unless sale.offline_for_others', async () => {
    const other = body({ place: shop });
    expectError(await clientManager.post(SELLS, { ...other, offline: { ...other.offline, seller: t.fx.demo.staff.clientmanager } }, withKey(newKey())), 403, 'permission_denied');
    expectError(await seller.post(SELLS, body({}, { seller: managerId }), withKey(newKey())), 403, 'permission_denied');
    // an admin sends the seller's waiting sale: recorded under the seller
    const sale = expectContract(await admin.post(SELLS, body(), withKey(newKey())), offlineSaleOut, 201);
    expect(sale.seller.id).toBe(sellerId);
  });

  it("refuses another company's seller, place and product", async () => {
    const [row] = await rows<{ id: number }>(t.db, sql`select id from places where company_id = ${t.fx.other.companyId} limit 1`);
    expectError(await otherAdmin.post(SELLS, body({}, { seller: t.fx.other.adminId }), withKey(newKey())), 404, 'not_found', 'place');
    const otherBody = body({ place: row.id, sell_products: [{ product: productId, size: sizeId, quantity: 1, place: row.id }] }, { seller: t.fx.other.adminId });
    expectError(await otherAdmin.post(SELLS, otherBody, withKey(newKey())), 400, 'no_such_product', 'sell_products.0.product');
    expectError(await otherAdmin.post(SELLS, body({ place: row.id, sell_products: [{ product: productId, size: sizeId, quantity: 1, place: row.id }] }), withKey(newKey())), 404, 'not_found', 'offline.seller');
  });

  it('the same key: online then offline, seller then admin: one sale', async () => {
    const k = newKey();
    const online = await seller.post(SELLS, { place: shop, method: 'cash', sell_products: [{ product: productId, size: sizeId, quantity: 1, place: shop }], payments: [{ currency: C.USD, amount: '90' }] }, withKey(k));
    expect(online.statusCode, online.body).toBe(201);
    // the till timed out and turned it into an offline sale with the same key
    const offline = expectContract(
      await seller.post(SELLS, body({ sell_products: [{ product: productId, size: sizeId, quantity: 1, place: shop }], payments: [{ currency: C.USD, amount: '90' }] }), withKey(k)),
      offlineSaleOut,
      201,
    );
    expect(offline.id).toBe(online.json().id);
    expect(offline.offline).toBeNull();
    const byAdmin = expectContract(await admin.post(SELLS, body({ sell_products: [{ product: productId, size: sizeId, quantity: 1, place: shop }], payments: [{ currency: C.USD, amount: '90' }] }), withKey(k)), offlineSaleOut, 201);
    expect(byAdmin.id).toBe(online.json().id);
    const [count] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from sales where idempotency_key = ${k}`);
    expect(count.n).toBe(1);

    // offline first, then the admin replays it from the seller's outbox
    const k2 = newKey();
    const first = expectContract(await seller.post(SELLS, body(), withKey(k2)), offlineSaleOut, 201);
    const again = await admin.post(SELLS, body(), withKey(k2));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(expectContract(again, offlineSaleOut, 201)).toEqual(first);
    // an online retry of a key an offline sale already holds answers that sale
    const late = await seller.post(SELLS, { place: shop, method: 'cash', sell_products: [{ product: productId, size: sizeId, quantity: 2, place: shop }], payments: [{ currency: C.USD, amount: '200' }] }, withKey(k2));
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().id).toBe(first.id);
  });

  it('the same key sent twice at once by two callers: one sale', async () => {
    const k = newKey();
    const before = await stockAt(productId, shop);
    const [a, b] = await Promise.all([seller.post(SELLS, body(), withKey(k)), admin.post(SELLS, body(), withKey(k))]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    const [count] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from sales where idempotency_key = ${k}`);
    expect(count.n).toBe(1);
    expect(await stockAt(productId, shop)).toBe(before - 2);
  });

  it('a second till sells the last unit online while the offline sale of it arrives: both recorded, stock 0, shortfall listed', async () => {
    const last = await newProduct('Last unit', mall, 1);
    const line = { product: last, size: sizeId, quantity: 1, place: mall };
    const online = await manager.post(SELLS, { place: mall, method: 'cash', sell_products: [line], payments: [{ currency: C.USD, amount: '90' }] }, withKey(newKey()));
    expect(online.statusCode, online.body).toBe(201);
    const sale = expectContract(await seller.post(SELLS, body({ place: mall, sell_products: [line], payments: [{ currency: C.USD, amount: '90' }] }), withKey(newKey())), offlineSaleOut, 201);
    expect(sale.offline?.shortfall).toBe(1);
    expect(await stockAt(last, mall)).toBe(0);
    const list = expectContract(await manager.get(`${DISCREPANCIES}?place=${mall}&resolved=false`), offlineDiscrepancyPageOut);
    const row = list.results.find((d) => d.sale === sale.id)!;
    expect(row).toMatchObject({ kind: 'stock_shortfall', quantity: 1, resolved: false, product: { id: last }, seller: { id: sellerId } });
  });

  it('a lower offline price is recorded and listed; resolve marks it done', async () => {
    const sale = expectContract(await seller.post(SELLS, body({ payments: [{ currency: C.USD, amount: '160' }] }, { unit_prices: ['80'] }), withKey(newKey())), offlineSaleOut, 201);
    expect(sale.total_sum).toBe('160.00');
    expect(sale.sell_products[0].unit_price).toBe('80.00');
    expect(sale.offline?.price_differs).toBe(true);
    const list = expectContract(await manager.get(`${DISCREPANCIES}?resolved=false`), offlineDiscrepancyPageOut);
    const row = list.results.find((d) => d.sale === sale.id)!;
    expect(row).toMatchObject({ kind: 'price_difference', till_price: '80.00', server_price: '90.00', quantity: null });
    expectError(await seller.get(DISCREPANCIES), 403, 'permission_denied');
    expectError(await seller.post(`${DISCREPANCIES}${row.id}/resolve/`, undefined, withKey(newKey())), 403, 'permission_denied');
    expectError(await otherAdmin.post(`${DISCREPANCIES}${row.id}/resolve/`, undefined, withKey(newKey())), 404, 'not_found');
    expect(expectContract(await otherAdmin.get(DISCREPANCIES), offlineDiscrepancyPageOut).count).toBe(0);
    const resolved = expectContract(await manager.post(`${DISCREPANCIES}${row.id}/resolve/`, undefined, withKey(newKey())), offlineDiscrepancyOut);
    expect(resolved.resolved).toBe(true);
    expectError(await manager.post(`${DISCREPANCIES}${row.id}/resolve/`, undefined, withKey(newKey())), 409, 'offline_discrepancy_resolved');
    const [who] = await rows<{ resolved_by: number }>(t.db, sql`select resolved_by from offline_discrepancies where id = ${row.id}`);
    expect(who.resolved_by).toBe(managerId);
    expect(expectContract(await manager.get(`${DISCREPANCIES}?resolved=true`), offlineDiscrepancyPageOut).results.some((d) => d.id === row.id)).toBe(true);
    expectError(await manager.get(`${DISCREPANCIES}?resolved=maybe`), 400, 'invalid', 'resolved');
  });

  it('older than the window: 202, the same 202 again, then approved: the sale with its old time', async () => {
    const occurred = new Date(Date.now() - 80 * 3600_000).toISOString();
    const k = newKey();
    const before = await stockAt(productId, shop);
    const waiting = expectContract(await seller.post(SELLS, body({}, { occurred_at: occurred, local_number: 'OLD-1' }), withKey(k)), offlinePendingOut, 202);
    expect(waiting.status).toBe('awaiting_approval');
    expect(expectContract(await seller.post(SELLS, body({}, { occurred_at: occurred, local_number: 'OLD-1' }), withKey(k)), offlinePendingOut, 202)).toEqual(waiting);
    expect(await stockAt(productId, shop)).toBe(before);
    const list = expectContract(await manager.get(PENDING), offlinePendingPageOut);
    expect(list.results.find((p) => p.id === waiting.pending)).toMatchObject({ local_number: 'OLD-1', total: '180.00', quantity: 2, status: 'waiting', seller: { id: sellerId } });
    expectError(await seller.get(PENDING), 403, 'permission_denied');
    expectError(await seller.post(`${PENDING}${waiting.pending}/approve/`, undefined, withKey(newKey())), 403, 'permission_denied');
    expectError(await otherAdmin.post(`${PENDING}${waiting.pending}/approve/`, undefined, withKey(newKey())), 404, 'not_found');
    expect(expectContract(await otherAdmin.get(PENDING), offlinePendingPageOut).count).toBe(0);
    const sale = expectContract(await manager.post(`${PENDING}${waiting.pending}/approve/`, undefined, withKey(newKey())), offlineSaleOut);
    expect(sale.created_at).toBe(occurred);
    expect(sale.seller.id).toBe(sellerId);
    expect(await stockAt(productId, shop)).toBe(before - 2);
    expectError(await manager.post(`${PENDING}${waiting.pending}/approve/`, undefined, withKey(newKey())), 409, 'offline_sale_decided');
    // the till's replay now gets the sale
    expect(expectContract(await seller.post(SELLS, body({}, { occurred_at: occurred, local_number: 'OLD-1' }), withKey(k)), offlineSaleOut, 201).id).toBe(sale.id);

    // rejected: nothing moves; the replay is refused
    const k2 = newKey();
    const other = expectContract(await seller.post(SELLS, body({}, { occurred_at: occurred, local_number: 'OLD-2' }), withKey(k2)), offlinePendingOut, 202);
    const rejected = expectContract(await manager.post(`${PENDING}${other.pending}/reject/`, undefined, withKey(newKey())), offlinePendingItemOut);
    expect(rejected.status).toBe('rejected');
    expect(await stockAt(productId, shop)).toBe(before - 2);
    expectError(await seller.post(SELLS, body({}, { occurred_at: occurred, local_number: 'OLD-2' }), withKey(k2)), 409, 'offline_sale_rejected');
    expect(expectContract(await manager.get(`${PENDING}?status=rejected`), offlinePendingPageOut).results.map((p) => p.id)).toContain(other.pending);
    expectError(await manager.get(`${PENDING}?status=maybe`), 400, 'invalid', 'status');
  });

  it("that day's desk closed meanwhile: recorded on the next open one, marked", async () => {
    const occurred = minutesAgo(20);
    const today = new Date().toISOString().slice(0, 10);
    const closed = await manager.post(`${DESKS}close/`, { place: mall, date: today, counted: [{ currency: C.USD, amount: '0' }] }, withKey(newKey()));
    expect(closed.statusCode, closed.body).toBe(201);
    const sale = expectContract(
      await seller.post(SELLS, body({ place: mall, sell_products: [{ product: productId, size: sizeId, quantity: 1, place: shop }], payments: [{ currency: C.USD, amount: '90' }] }, { occurred_at: occurred }), withKey(newKey())),
      offlineSaleOut,
      201,
    );
    expect(sale.offline?.moved_to_next_desk).toBe(true);
    expect(sale.offline?.occurred_at).toBe(occurred);
    // after the closing: counted by the desk's next closing
    expect(new Date(sale.created_at).getTime()).toBeGreaterThan(new Date(closed.json().closed_at).getTime());
  });

  it('stock and money totals equal their journals', async () => {
    expect(await stockMismatches(t.db)).toEqual([]);
    expect(await moneyMismatches(t.db)).toEqual([]);
  });
});
