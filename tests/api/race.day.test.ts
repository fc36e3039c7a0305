/**
 * A shop's busy hour, all at once (customers, sales, bookings, movement and cash desks on PostgreSQL: TEST_DATABASE_URL, a pool of 8 so the
 * requests really overlap; also on PGlite). Racing in rounds: sales at two tills of the same products in
 * either order, sales from a customer's balance, their balance topped up, cancellations of earlier sales,
 * stock counted up, transfers sent from the warehouse and accepted at the shop, and the shop's cash desk
 * closed and reopened. Each operation may be refused (stock or money short, a closed desk, a sale already
 * cancelled), but never with a 5xx, and afterwards every stock and money total equals its journal and none
 * is below zero.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, freshApp, moneyMismatches, prng, stockMismatches, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let clientManager: Client;
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `race-day-${++n}` } });
const SELLS = '/api/realization/v1/sells/';
const TRANSFERS = '/api/transfer/v1/transfers/';
const DESKS = '/api/realization/v1/cash_desks/';
const CUSTOMERS = '/api/customers/v1/customers/';

let shop: number;
let mall: number;
let warehouse: number;
let USD: number;
let UZS: number;
let sizes: number[];
let products: number[];
let customer: number;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await freshApp({ poolSize: 8 });
  [admin, manager, seller, clientManager] = await Promise.all(['admin', 'manager', 'seller', 'clientmanager'].map((u) => as(t.app, u)));
  shop = t.fx.demo.placeIds['Chorsu shop'];
  mall = t.fx.demo.placeIds['Mall shop'];
  warehouse = t.fx.demo.placeIds['Central warehouse'];
  USD = t.fx.demo.currencyIds.USD;
  UZS = t.fx.demo.currencyIds.UZS;
  sizes = t.fx.demo.sizeIds.slice(0, 2);
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const placeTypes = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results as { id: number; name: string }[];
  const prices = placeTypes.map((p) => ({ place_type: p.id, price: '10.00' }));
  products = [];
  for (const name of ['Day coat', 'Day scarf', 'Day hat']) {
    const created = await admin.post('/api/product/v1/products/', { name, model: 'D1', type: types[0].id, cost: '4', prices });
    expect(created.statusCode, created.body).toBe(201);
    products.push(created.json().id);
  }
  for (const product of products) {
    for (const size of sizes) {
      for (const [place, units] of [[shop, 15], [mall, 15], [warehouse, 40]] as const) {
        const res = await admin.post('/api/product/v1/placements/adjust/', { product, size, place, delta: units }, key());
        expect(res.statusCode, res.body).toBeLessThan(300);
      }
    }
  }
  // change in the tills, a customer with money on their balance
  for (const place of [shop, mall]) await admin.post(`/api/wallet/v1/place/${place}/balance/`, { id: place, amount: '50', currency: USD, comment: 'float' }, key());
  customer = (await admin.post(CUSTOMERS, { name: 'Day buyer', phone: '+998901230077' })).json().id;
  await admin.post(`${CUSTOMERS}${customer}/approve/`, {});
  await manager.post(`${CUSTOMERS}${customer}/balance_replenish_withdraw/`, { operation: 'replenishment', amount: '30', currency: USD, comment: 'deposit' }, key());
});
afterAll(() => t?.close());

describe('a busy hour: every kind of write at once', () => {
  it('answers no 5xx, and every stock and money total equals its journal and stays >= 0', async () => {
    const random = prng(20261127);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    const sold: number[] = [];
    const statuses = new Map<string, number[]>();
    const note = (kind: string, status: number, body: string) => {
      if (status >= 500) throw new Error(`${kind}: ${status} ${body.slice(0, 300)}`);
      statuses.set(kind, [...(statuses.get(kind) ?? []), status]);
    };

    const sale = async (place: number) => {
      const [a, b] = random() < 0.5 ? [products[0], products[1]] : [products[1], products[0]];
      const size = pick(sizes);
      const res = await seller.post(
        SELLS,
        {
          place,
          sell_products: [
            { product: a, size, quantity: 1, place },
            { product: b, size, quantity: 1 + Math.floor(random() * 2), place },
          ],
          payments: [{ currency: USD, amount: '40' }],
          change_currency: pick([USD, UZS]),
        },
        key(),
      );
      note('sale', res.statusCode, res.body);
      if (res.statusCode === 201) sold.push(res.json().id);
    };
    const fromBalance = async () => {
      const res = await clientManager.post(
        '/api/realization/v1/sell_to_customer_partial_balance_payment/',
        {
          place: shop,
          sell_products: [{ product: products[2], size: pick(sizes), quantity: 1, place: shop }],
          payments: [{ currency: USD, amount: '5' }],
          customer: { customer, pay_from_balance: '5', balance_currency: USD },
        },
        key(),
      );
      note('sale from balance', res.statusCode, res.body);
      if (res.statusCode === 201) sold.push(res.json().id);
    };
    const topUp = async () => {
      const res = await manager.post(`${CUSTOMERS}${customer}/balance_replenish_withdraw/`, { operation: pick(['replenishment', 'withdraw']), amount: '3', currency: USD, comment: 'day' }, key());
      note('balance', res.statusCode, res.body);
    };
    const cancel = async () => {
      if (!sold.length) return;
      const res = await admin.post(`${SELLS}${pick(sold)}/reject/`, {}, key());
      note('cancel', res.statusCode, res.body);
    };
    const count = async () => {
      const res = await admin.post('/api/product/v1/placements/adjust/', { product: pick(products), size: pick(sizes), place: pick([shop, mall]), delta: 2 }, key());
      note('adjust', res.statusCode, res.body);
    };
    const transfer = async () => {
      const created = await manager.post(TRANSFERS, { from_place: warehouse, to_place: shop }, key());
      note('transfer', created.statusCode, created.body);
      if (created.statusCode !== 201) return;
      const id = created.json().id;
      for (const product of [products[1], products[0]]) {
        // a transfer's lines are the admin's to add (SPEC.md 2: /transfers/:id/add-products)
        const line = await admin.post(`${TRANSFERS}${id}/products/`, { product, size: pick(sizes), quantity: 1 }, key());
        note('transfer line', line.statusCode, line.body);
      }
      const sent = await manager.post(`${TRANSFERS}${id}/send/`, {}, key());
      note('transfer send', sent.statusCode, sent.body);
      const accepted = await seller.post(`${TRANSFERS}${id}/accept/`, {}, key());
      note('transfer accept', accepted.statusCode, accepted.body);
    };
    const desk = async () => {
      const closed = await seller.post(`${DESKS}close/`, { place: mall, date: today, counted: [{ currency: USD, amount: '10' }] }, key());
      note('desk close', closed.statusCode, closed.body);
      const reopened = await seller.post('/api/realization/v1/cancel_closed_cash_desk/', { place: mall, date: today }, key());
      note('desk reopen', reopened.statusCode, reopened.body);
    };

    for (let round = 0; round < 10; round++) {
      await Promise.all([sale(shop), sale(mall), sale(shop), sale(mall), fromBalance(), topUp(), cancel(), cancel(), count(), transfer(), desk()]);
    }

    if (process.env.RACE_DAY_LOG) console.log(JSON.stringify(Object.fromEntries(statuses)));
    // the hour did happen: sales, cancels and transfers went through, not only refusals
    const ok = (kind: string) => (statuses.get(kind) ?? []).filter((s) => s < 300).length;
    expect(ok('sale')).toBeGreaterThan(0);
    expect(ok('cancel')).toBeGreaterThan(0);
    expect(ok('transfer accept')).toBeGreaterThan(0);
    expect(ok('desk close')).toBeGreaterThan(0);

    // every stock and money total equals its journal and is not below zero
    expect(await stockMismatches(t.db)).toEqual([]);
    expect(await moneyMismatches(t.db)).toEqual([]);
  }, 120_000);
});
