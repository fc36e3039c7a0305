/**
 * Issue 16 on PostgreSQL too (TEST_DATABASE_URL; a pool of 8 so the requests really overlap): two staff
 * start processing one order at once and exactly one wins ('Order is already in work' for the other);
 * two completions with different keys make one sale; an order entered twice at once with one key (a double
 * click) is one order; no 5xx.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectError, freshApp, rows, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let clientmanager: Client;
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `race-wh-${++n}` } });
const ORDERS = '/api/v1/orders/';
let product: number;
let shop: number;
let size: number;
let customer: number;

beforeAll(async () => {
  t = await freshApp({ poolSize: 8 });
  [admin, manager, clientmanager] = await Promise.all([as(t.app, 'admin'), as(t.app, 'manager'), as(t.app, 'clientmanager')]);
  shop = t.fx.demo.placeIds['Chorsu shop'];
  size = t.fx.demo.sizeIds[0];
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const shopType = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results.find((p: { name: string }) => p.name === 'Shop').id;
  product = (await admin.post('/api/product/v1/products/', { name: 'Race order coat', model: 'RO', type: types[0].id, cost: '1', prices: [{ place_type: shopType, price: '10.00' }] })).json().id;
  await admin.post('/api/product/v1/placements/adjust/', { product, size, place: shop, delta: 500 }, key());
  customer = (await admin.post('/api/customers/v1/customers/', { name: 'Race wholesaler', phone: '+998901230099' })).json().id;
  await admin.post(`/api/customers/v1/customers/${customer}/approve/`, {});
});
afterAll(() => t?.close());

const newOrder = async () => (await manager.post(ORDERS, { customer, place: shop, products: [{ product, size, quantity: 1 }] }, key())).json().id as number;

describe('entering an order: a double click is one order', () => {
  it('the same Idempotency-Key three times at once, five times over', async () => {
    const count = async () => Number((await rows<{ n: number }>(t.db, sql`select count(*)::int as n from wholesale_orders where customer_id = ${customer}`))[0].n);
    for (let round = 0; round < 5; round++) {
      const before = await count();
      const headers = { headers: { 'idempotency-key': `race-wh-create-${round}` } };
      const body = { customer, place: shop, products: [{ product, size, quantity: 1 + round }] };
      const results = await Promise.all([1, 2, 3].map(() => manager.post(ORDERS, body, headers)));
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
      expect(await count()).toBe(before + 1);
    }
  });
});

describe('start processing: one wins', () => {
  it('two staff at once, ten times over', async () => {
    for (let round = 0; round < 10; round++) {
      const id = await newOrder();
      const results = await Promise.all([admin, manager, clientmanager].map((c) => c.post(`${ORDERS}${id}/start-processing/`, {})));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      for (const r of results.filter((x) => x.statusCode === 409)) expectError(r, 409, 'order_in_work', 'status', 'Order is already in work');
    }
  });
  it('two completions with different keys make one sale', async () => {
    const id = await newOrder();
    await manager.post(`${ORDERS}${id}/start-processing/`, {});
    const results = await Promise.all([manager, clientmanager].map((c) => c.post(`${ORDERS}${id}/complete/`, { method: 'cash', payments: [{ currency: t.fx.demo.currencyIds.USD, amount: '10' }] }, key())));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [sold] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from sales where customer_id = ${customer}`);
    expect(sold.n).toBe(1);
  });
});
