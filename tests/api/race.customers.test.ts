/**
 * Issue 10 on PostgreSQL (TEST_DATABASE_URL, a pool of 8 so requests really overlap; also on PGlite):
 * racing requests for one customer never break the rules a single request keeps: one sale on credit
 * while a debt is uncovered, one active booking, a debt covered once (never above its amount), and a
 * booking closed once (cancel racing success); no 5xx, every balance and stock = its journal.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money } from '../../src/domain/money';
import { as, freshApp, moneyMismatches, rows, stockMismatches, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `race-cust-${++n}` } });
const CUSTOMERS = '/api/customers/v1/customers/';
const BOOKINGS = '/api/customers/v1/bookings/';
let product: number;
let shop: number;
let size: number;
let USD: number;

beforeAll(async () => {
  t = await freshApp({ poolSize: 8 });
  admin = await as(t.app, 'admin');
  shop = t.fx.demo.placeIds['Chorsu shop'];
  size = t.fx.demo.sizeIds[0];
  USD = t.fx.demo.currencyIds.USD;
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const shopType = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results.find((p: { name: string }) => p.name === 'Shop').id;
  product = (await admin.post('/api/product/v1/products/', { name: 'Race coat', model: 'R', type: types[0].id, cost: '1', prices: [{ place_type: shopType, price: '10.00' }] })).json().id;
  await admin.post('/api/product/v1/placements/adjust/', { product, size, place: shop, delta: 500 }, key());
  await admin.post(`/api/wallet/v1/place/${shop}/balance/`, { id: shop, amount: '1000', currency: USD, comment: 'float' }, key());
});
afterAll(() => t?.close());

let phoneNo = 0;
async function customer() {
  const c = (await admin.post(CUSTOMERS, { name: 'Racer', phone: `+99897${String(1000000 + ++phoneNo).padStart(7, '0')}` })).json();
  await admin.post(`${CUSTOMERS}${c.id}/approve/`, {});
  return c.id as number;
}
const line = (quantity = 1) => [{ product, size, quantity, place: shop }];
const statusesOf = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

async function journalsHold() {
  expect(await moneyMismatches(t.db)).toEqual([]);
  expect(await stockMismatches(t.db)).toEqual([]);
}

describe('racing customer operations', () => {
  it('10 racing sales on credit to one customer: one debt, the rest "Customer has uncovered debt"', async () => {
    const c = await customer();
    const body = { place: shop, sell_products: line(), method: 'debt', customer: { customer: c } };
    const responses = await Promise.all(Array.from({ length: 10 }, () => admin.post('/api/realization/v1/sells/', body, key())));
    const statuses = statusesOf(responses);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().errors[0].code === 'customer_has_uncovered_debt')).toBe(true);
    expect((await admin.get(`${CUSTOMERS}${c}/`)).json().total_debt).toBe('10.00');
    await journalsHold();
  });

  it('10 racing bookings for one customer: one booking, the rest "Customer already has an active booking"', async () => {
    const c = await customer();
    const body = { place: shop, customer: c, booking_products: line(2), prepayment: '5', currency: USD };
    const responses = await Promise.all(Array.from({ length: 10 }, () => admin.post(BOOKINGS, body, key())));
    const statuses = statusesOf(responses);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().errors[0].code === 'customer_has_active_booking')).toBe(true);
    await journalsHold();
  });

  it('10 racing full coverages of one debt: covered once, the rest "already covered"; coverage never above the debt', async () => {
    const c = await customer();
    const sale = (await admin.post('/api/realization/v1/sells/', { place: shop, sell_products: line(3), method: 'debt', customer: { customer: c } }, key())).json();
    const cover = `${CUSTOMERS}${c}/debts/${sale.debt.id}/cover/`;
    const responses = await Promise.all(Array.from({ length: 10 }, () => admin.post(cover, { debt_coverage: '30', currency: USD, place: shop }, key())));
    const statuses = statusesOf(responses);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const [d] = await rows<{ covered: string; coverages: string }>(
      t.db,
      sql`select covered::text, (select sum(covered) from debt_coverages where debt_id = ${sale.debt.id})::text as coverages from debts where id = ${sale.debt.id}`,
    );
    expect(d.covered).toBe('30.00');
    expect(money(d.coverages).eq('30')).toBe(true);
    await journalsHold();
  });

  it('a booking\'s cancel racing its success: exactly one closes it; stock and money = journals', async () => {
    for (let round = 0; round < 5; round++) {
      const c = await customer();
      const b = (await admin.post(BOOKINGS, { place: shop, customer: c, booking_products: line(1), prepayment: '10', currency: USD }, key())).json();
      const [cancel, success] = await Promise.all([admin.post(`${BOOKINGS}${b.id}/cancel/`, {}, key()), admin.post(`${BOOKINGS}${b.id}/success/`, {}, key())]);
      const statuses = [cancel.statusCode, success.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
    }
    await journalsHold();
  });
});
