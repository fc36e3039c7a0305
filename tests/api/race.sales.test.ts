/**
 * Issue 11 on PostgreSQL (TEST_DATABASE_URL, a pool of 8 so requests really overlap; also on PGlite):
 * tills racing for the last units never oversell, sales of two products in opposite orders never
 * deadlock into a 5xx, a customer's balance paid from by racing sales never goes below zero, and a
 * product PATCH racing sales answers no 5xx.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, freshApp, rows, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let seller: Client;
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `race-sale-${++n}` } });
const SELLS = '/api/realization/v1/sells/';

beforeAll(async () => {
  t = await freshApp({ poolSize: 8 });
  [admin, seller] = await Promise.all([as(t.app, 'admin'), as(t.app, 'seller')]);
});
afterAll(() => t?.close());

async function product(name: string, units: number) {
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const shopType = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results.find((p: { name: string }) => p.name === 'Shop').id;
  const id = (await admin.post('/api/product/v1/products/', { name, model: 'R', type: types[0].id, cost: '1', prices: [{ place_type: shopType, price: '10.00' }] })).json().id;
  await admin.post('/api/product/v1/placements/adjust/', { product: id, size: t.fx.demo.sizeIds[0], place: t.fx.demo.placeIds['Chorsu shop'], delta: units }, key());
  return id as number;
}

describe('a confirm racing sale cancels', () => {
  it('each sale ends cancelled or success, never both, never a 5xx; the cancel and the confirm take their locks in one order', async () => {
    const shop = t.fx.demo.placeIds['Chorsu shop'];
    const size = t.fx.demo.sizeIds[0];
    const USD = t.fx.demo.currencyIds.USD;
    const id = await product('Race desk', 20);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await seller.post(SELLS, { place: shop, sell_products: [{ product: id, size, quantity: 1, place: shop }], payments: [{ currency: USD, amount: '10' }] }, key());
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const today = new Date().toISOString().slice(0, 10);
    const desk = await seller.post('/api/realization/v1/cash_desks/close/', { place: shop, date: today, counted: [{ currency: USD, amount: '0' }] }, key());
    expect(desk.statusCode, desk.body).toBe(201);
    const answers = await Promise.all([
      ...ids.slice(0, 3).map((sale) => admin.post(`${SELLS}${sale}/reject/`, {}, key())),
      admin.post(`/api/realization/v1/cash_desks/${desk.json().id}/confirm/`, {}, key()),
      ...ids.slice(3).map((sale) => admin.patch(`/api/realization/v1/cash_desk_info/${sale}/`, { status: 'canceled' }, key())),
    ]);
    expect(answers.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    const confirm = answers[3];
    expect(confirm.statusCode, confirm.body).toBe(200);
    const states = await rows<{ id: number; status: string }>(t.db, sql`select id, status from sales where id in (${sql.join(ids.map((x) => sql`${x}`), sql`, `)})`);
    for (const [i, r] of answers.entries()) {
      if (i === 3) continue;
      const sale = ids[i < 3 ? i : i - 1];
      const state = states.find((x) => Number(x.id) === sale)!.status;
      // a cancel that won is a cancelled sale; one that lost found it confirmed
      expect([r.statusCode, state]).toEqual(r.statusCode === 200 ? [200, 'canceled'] : [409, 'success']);
    }
  });
});

describe('racing sales', () => {
  it('20 tills racing for 5 units sell exactly 5, the rest 409, no 5xx; stock 0 = journal', async () => {
    const shop = t.fx.demo.placeIds['Chorsu shop'];
    const size = t.fx.demo.sizeIds[0];
    const id = await product('Race last units', 5);
    const body = { place: shop, sell_products: [{ product: id, size, quantity: 1, place: shop }], payments: [{ currency: t.fx.demo.currencyIds.USD, amount: '10' }] };
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => seller.post(SELLS, body, key())))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201).length).toBe(5);
    expect(statuses.filter((s) => s === 409).length).toBe(15);
    const [row] = await rows<{ quantity: number; journal: string }>(
      t.db,
      sql`select p.quantity, (select sum(delta) from stock_movements s where s.product_id = p.product_id and s.size_id = p.size_id and s.place_id = p.place_id)::text as journal
          from placements p where p.product_id = ${id} and p.size_id = ${size} and p.place_id = ${shop}`,
    );
    expect(row.quantity).toBe(0);
    expect(Number(row.journal)).toBe(0);
  });

  it('sales of two products in opposite orders, and PATCHes of them, never deadlock into a 5xx', async () => {
    const shop = t.fx.demo.placeIds['Chorsu shop'];
    const size = t.fx.demo.sizeIds[0];
    const a = await product('Race A', 200);
    const b = await product('Race B', 200);
    const USD = t.fx.demo.currencyIds.USD;
    const sale = (first: number, second: number) => ({
      place: shop,
      sell_products: [
        { product: first, size, quantity: 1, place: shop },
        { product: second, size, quantity: 1, place: shop },
      ],
      payments: [{ currency: USD, amount: '20' }],
    });
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all([
        seller.post(SELLS, sale(a, b), key()),
        seller.post(SELLS, sale(b, a), key()),
        admin.patch(`/api/product/v1/products/${a}/`, { is_active: true }),
        seller.post(SELLS, sale(a, b), key()),
      ]);
      statuses.push(...answers.map((r) => r.statusCode));
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201).length).toBe(30);
  });

  it("racing sales paid from one customer's balance never take it below zero", async () => {
    const shop = t.fx.demo.placeIds['Chorsu shop'];
    const size = t.fx.demo.sizeIds[0];
    const USD = t.fx.demo.currencyIds.USD;
    const id = await product('Race balance', 50);
    const c = (await admin.post('/api/customers/v1/customers/', { name: 'Racer', phone: '+998990000099' })).json().id;
    await admin.post(`/api/customers/v1/customers/${c}/approve/`, {});
    await admin.post(`/api/customers/v1/customers/${c}/balance_replenish_withdraw/`, { operation: 'replenishment', amount: '35', currency: USD, comment: 'cash' }, key());
    const body = { place: shop, sell_products: [{ product: id, size, quantity: 1, place: shop }], method: 'balance', customer: { customer: c, pay_from_balance: '10', balance_currency: USD } };
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => admin.post(SELLS, body, key())))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201).length).toBe(3);
    const left = (await admin.get(`/api/customers/v1/customers/${c}/`)).json().balance.find((x: { currency: { id: number } }) => x.currency.id === USD).amount;
    expect(left).toBe('5.00');
  });
});
