/**
 * Issue 13, a property: after random sales (paid in several currencies), cancellations, company
 * replenishments and withdrawals, place balance operations, place -> company transfers and cash desks
 * closed and confirmed, the money report of every place and of the whole company says
 * prev + incomes - expenses = actual for every currency, is consistent, and its actual balance is the
 * balances table's amount of that scope. Several seeds; PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money } from '../../src/domain/money';
import { as, freshApp, prng, rows, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `report-prop-${++n}` } });
let shops: number[];
let currencies: number[];
let product: number;
let size: number;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await freshApp();
  admin = await as(t.app, 'admin');
  shops = [t.fx.demo.placeIds['Chorsu shop'], t.fx.demo.placeIds['Mall shop']];
  currencies = [t.fx.demo.currencyIds.USD, t.fx.demo.currencyIds.UZS];
  size = t.fx.demo.sizeIds[0];
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const shopType = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results.find((x: { name: string }) => x.name === 'Shop').id;
  product = (await admin.post('/api/product/v1/products/', { name: 'Report coat', model: 'RP', type: types[0].id, cost: '1', prices: [{ place_type: shopType, price: '10.00' }] })).json().id;
  for (const place of shops) await admin.post('/api/product/v1/placements/adjust/', { product, size, place, delta: 500 }, key());
});
afterAll(() => t?.close());

async function checkReports() {
  const scopes: (number | undefined)[] = [...shops, undefined];
  for (const place of scopes) {
    const res = await admin.get(`/api/report/v1/money/?date_after=2020-01-01&date_before=${today}${place ? `&place=${place}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.consistent).toBe(true);
    for (const r of report.results) {
      expect(money(r.prev_amount).plus(r.total_incomes).minus(r.total_expenses).eq(r.actual_amount)).toBe(true);
      // the chart's days add up to the same totals
      const days = r.days as { income: string; expense: string }[];
      expect(days.reduce((s, d) => s.plus(d.income), money(0)).toFixed(2)).toBe(r.total_incomes);
      expect(days.reduce((s, d) => s.plus(d.expense), money(0)).toFixed(2)).toBe(r.total_expenses);
      const scope = place ? sql`account_type = 'place' and account_id = ${place}` : sql`account_type in ('company', 'place', 'wallet')`;
      const [held] = await rows<{ amount: string }>(t.db, sql`select coalesce(sum(amount), 0)::text as amount from balances where company_id = ${t.fx.demo.companyId} and currency_id = ${r.currency.id} and ${scope}`);
      expect(r.actual_amount, `${place ?? 'company'} ${r.currency.name}`).toBe(money(held.amount).toFixed(2));
      // the headline: what the sales still standing earned in this currency, their payments less their change
      // (a cancelled sale earned nothing); never the cash tendered
      const placeOf = place ? sql`s.place_id = ${place}` : sql`true`;
      const [earned] = await rows<{ amount: string }>(
        t.db,
        sql`select (coalesce((select sum(p.amount) from sale_payments p join sales s on s.id = p.sale_id where s.status <> 'canceled' and ${placeOf} and p.currency_id = ${r.currency.id}), 0)
                  - coalesce((select sum(s.change_amount) from sales s where s.status <> 'canceled' and ${placeOf} and s.change_currency_id = ${r.currency.id} and not s.change_to_balance), 0))::text as amount`,
      );
      expect(r.sales_net, `${place ?? 'company'} ${r.currency.name} earned`).toBe(money(earned.amount).toFixed(2));
    }
  }
}

describe('the money report adds up', () => {
  for (const seed of [3, 17]) {
    it(`seed ${seed}: 40 random operations`, async () => {
      const rnd = prng(seed);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
      const sold: number[] = [];
      for (let step = 0; step < 40; step++) {
        const r = rnd();
        const place = pick(shops);
        const currency = pick(currencies);
        if (r < 0.4) {
          const res = await admin.post(
            '/api/realization/v1/sells/',
            { place, sell_products: [{ product, size, quantity: 1 + Math.floor(rnd() * 3), place }], payments: [{ currency: currencies[0], amount: '30' }], change_currency: currencies[0] },
            key(),
          );
          // the till may have no change: refused, nothing moved
          if (res.statusCode === 201) sold.push(res.json().id);
          else expect(res.statusCode).toBe(409);
        } else if (r < 0.5 && sold.length) {
          const res = await admin.post(`/api/realization/v1/sells/${sold.splice(Math.floor(rnd() * sold.length), 1)[0]}/reject/`, {}, key());
          expect([200, 409]).toContain(res.statusCode);
        } else if (r < 0.65) {
          const amount = `${1 + Math.floor(rnd() * 500)}.${Math.floor(rnd() * 100)}`;
          const res = await admin.post(rnd() < 0.6 ? '/api/wallet/v1/balance/' : '/api/wallet/v1/withdraw/', { amount, currency, comment: 'prop' }, key());
          expect([200, 409]).toContain(res.statusCode);
        } else if (r < 0.8) {
          const res = await admin.post(`/api/wallet/v1/place/${place}/balance/`, { id: place, amount: `${1 + Math.floor(rnd() * 100)}`, currency, comment: 'prop' }, key());
          expect(res.statusCode, res.body).toBe(200);
        } else if (r < 0.9) {
          const res = await admin.post(`/api/wallet/v1/place/${place}/balance/transfer/`, { id: place, amount: `${1 + Math.floor(rnd() * 50)}`, currency, comment: 'collection' }, key());
          expect([200, 409]).toContain(res.statusCode);
        } else {
          // close the day's desk counting what is expected, confirm it; the next close of the day is refused
          const day = (await admin.get(`/api/realization/v1/cash_desks/expected/?place=${place}&date=${today}`)).json();
          if (day.desk) continue;
          const counted = day.currencies.map((c: { currency: { id: number }; expected: string }) => ({ currency: c.currency.id, amount: money(c.expected).lt(0) ? '0' : c.expected }));
          const desk = await admin.post('/api/realization/v1/cash_desks/close/', { place, date: today, counted }, key());
          expect(desk.statusCode, desk.body).toBe(201);
          const confirmed = await admin.post(`/api/realization/v1/cash_desks/${desk.json().id}/confirm/`, {}, key());
          // counted more than the place holds (it paid out change earlier): refused, nothing moved
          expect([200, 409]).toContain(confirmed.statusCode);
        }
      }
      await checkReports();
      // the run really sold and closed desks
      const [did] = await rows<{ sales: number; desks: number }>(t.db, sql`select (select count(*) from sales)::int as sales, (select count(*) from cash_desks)::int as desks`);
      expect(did.sales).toBeGreaterThan(0);
      expect(did.desks).toBeGreaterThan(0);
    });
  }
});
