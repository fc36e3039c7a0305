/**
 * The running day totals (money_day_totals, kept by the ledger; sale_day_totals, kept by the sale
 * service) are a property of the journals: after random sales (several places, currencies, products and
 * sizes), cancels, cash desks closed and confirmed (their sales marked 'success'), place replenishments
 * and transfers, and sales recorded for an earlier day (an offline sale's time, `at`), the totals equal a
 * full scan of the money journal and of the sales not cancelled, row for row. The migration's backfill
 * (its hand-written block) rebuilds the same rows from the journals. Several seeds; PGlite and PostgreSQL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money } from '../../src/domain/money';
import { findCaller, type Caller } from '../../server/auth/access';
import { MIGRATIONS_DIR } from '../../server/db/connect';
import { inTransaction } from '../../server/db/transaction';
import { AppError } from '../../server/errors';
import { createSale } from '../../server/modules/sale/service';
import { as, freshApp, login, prng, rows, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let caller: Caller;
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `totals-prop-${++n}` } });
let shops: number[];
let currencies: number[];
let products: number[];
let sizes: number[];
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await freshApp();
  admin = await as(t.app, 'admin');
  const found = await findCaller(t.db, await login(t.app, 'admin'));
  caller = found as Caller;
  shops = [t.fx.demo.placeIds['Chorsu shop'], t.fx.demo.placeIds['Mall shop']];
  currencies = [t.fx.demo.currencyIds.USD, t.fx.demo.currencyIds.UZS];
  sizes = t.fx.demo.sizeIds.slice(0, 2);
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const shopType = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results.find((x: { name: string }) => x.name === 'Shop').id;
  products = [];
  for (const [i, price] of ['10.00', '7.50', '12.25'].entries()) {
    const res = await admin.post('/api/product/v1/products/', { name: `Totals item ${i}`, model: `TT${i}`, type: types[0].id, cost: '1', prices: [{ place_type: shopType, price }] });
    expect(res.statusCode, res.body).toBe(201);
    products.push(res.json().id);
  }
  for (const place of shops) {
    for (const product of products) for (const size of sizes) await admin.post('/api/product/v1/placements/adjust/', { product, size, place, delta: 500 }, key());
    // a float for the change
    for (const currency of currencies) await admin.post(`/api/wallet/v1/place/${place}/balance/`, { id: place, amount: '100000', currency, comment: 'float' }, key());
  }
});
afterAll(() => t?.close());

/** Every day total that differs from a full scan of the money journal (a missing row counts 0). */
const moneyTotalsMismatches = () =>
  rows(
    t.db,
    sql`select coalesce(d.company_id, j.company_id) as company_id, coalesce(d.account_type, j.account_type) as account_type,
               coalesce(d.account_id, j.account_id) as account_id, coalesce(d.day, j.day)::text as day, coalesce(d.currency_id, j.currency_id) as currency_id,
               coalesce(d.kind, j.kind) as kind, d.income::text as income, d.expense::text as expense, j.income::text as scan_income, j.expense::text as scan_expense
        from money_day_totals d
        full join (select company_id, account_type, account_id, (created_at at time zone 'UTC')::date as day, currency_id, kind,
                          coalesce(sum(delta) filter (where delta > 0), 0) as income, coalesce(-sum(delta) filter (where delta < 0), 0) as expense
                   from money_movements group by 1, 2, 3, 4, 5, 6) j
          using (company_id, account_type, account_id, day, currency_id, kind)
        where coalesce(d.income, 0) <> coalesce(j.income, 0) or coalesce(d.expense, 0) <> coalesce(j.expense, 0)`,
  );

/** Every sales day total that differs from a full scan of the lines of the sales not cancelled (a missing row counts 0). */
const saleTotalsMismatches = () =>
  rows(
    t.db,
    sql`select coalesce(d.company_id, j.company_id) as company_id, coalesce(d.place_id, j.place_id) as place_id, coalesce(d.day, j.day)::text as day,
               coalesce(d.product_id, j.product_id) as product_id, coalesce(d.size_id, j.size_id) as size_id,
               d.quantity, d.total::text as total, j.quantity as scan_quantity, j.total::text as scan_total
        from sale_day_totals d
        full join (select s.company_id, s.place_id, (s.created_at at time zone 'UTC')::date as day, l.product_id, l.size_id,
                          sum(l.quantity)::int as quantity, sum(l.total) as total
                   from sale_lines l join sales s on s.id = l.sale_id where s.status <> 'canceled' group by 1, 2, 3, 4, 5) j
          using (company_id, place_id, day, product_id, size_id)
        where coalesce(d.quantity, 0) <> coalesce(j.quantity, 0) or coalesce(d.total, 0) <> coalesce(j.total, 0)`,
  );

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 3_600_000);

async function sell(rnd: () => number, place: number, at?: Date): Promise<number | null> {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const lines = new Map<string, { product: number; size: number; quantity: number; place: number }>();
  const count = 1 + Math.floor(rnd() * 3);
  for (let i = 0; i < count; i++) {
    const line = { product: pick(products), size: pick(sizes), quantity: 1 + Math.floor(rnd() * 3), place };
    lines.set(`${line.product}:${line.size}`, line);
  }
  const currency = pick(currencies);
  const body = {
    place,
    sell_products: [...lines.values()],
    payments: [{ currency, amount: currency === currencies[0] ? '200' : '5000000' }],
    change_currency: currencies[0],
    method: 'cash' as const,
  };
  if (at) {
    // a sale recorded later for an earlier moment (the offline till's path): the service with its time
    try {
      const sale = await inTransaction(t.db, (tx) => createSale(tx, caller, body as Parameters<typeof createSale>[2], undefined, { at }));
      return sale.id;
    } catch (err) {
      // a till emptied by a confirmed desk has no change: refused, nothing moved
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(409);
      return null;
    }
  }
  const res = await admin.post('/api/realization/v1/sells/', body, key());
  if (res.statusCode === 201) return res.json().id;
  // the till may be short of change: refused, nothing moved
  expect(res.statusCode, res.body).toBe(409);
  return null;
}

describe('the day totals are the journals summed', () => {
  for (const seed of [5, 23]) {
    it(`seed ${seed}: 45 random operations`, async () => {
      const rnd = prng(seed);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
      const sold: number[] = [];
      const soldEarlier: number[] = [];
      let earlier = 0;
      let cancelled = 0;
      let confirmed = 0;
      for (let step = 0; step < 45; step++) {
        const r = rnd();
        const place = pick(shops);
        if (r < 0.35) {
          const id = await sell(rnd, place);
          if (id) sold.push(id);
        } else if (r < 0.5) {
          const id = await sell(rnd, place, daysAgo(1 + Math.floor(rnd() * 5)));
          if (id) sold.push(id);
          if (id) soldEarlier.push(id);
          earlier++;
        } else if (r < 0.72 && sold.length) {
          const res = await admin.post(`/api/realization/v1/sells/${sold.splice(Math.floor(rnd() * sold.length), 1)[0]}/reject/`, {}, key());
          // a sale a confirmed desk counted is refused
          expect([200, 409], res.body).toContain(res.statusCode);
          if (res.statusCode === 200) cancelled++;
        } else if (r < 0.85) {
          const res = await admin.post(`/api/wallet/v1/place/${place}/balance/transfer/`, { id: place, amount: `${1 + Math.floor(rnd() * 50)}`, currency: pick(currencies), comment: 'collection' }, key());
          expect([200, 409]).toContain(res.statusCode);
        } else {
          // close the day's desk counting what is expected and confirm it (its sales become 'success')
          const day = (await admin.get(`/api/realization/v1/cash_desks/expected/?place=${place}&date=${today}`)).json();
          if (day.desk) continue;
          const counted = day.currencies.map((c: { currency: { id: number }; expected: string }) => ({ currency: c.currency.id, amount: money(c.expected).lt(0) ? '0' : c.expected }));
          const desk = await admin.post('/api/realization/v1/cash_desks/close/', { place, date: today, counted }, key());
          expect(desk.statusCode, desk.body).toBe(201);
          const res = await admin.post(`/api/realization/v1/cash_desks/${desk.json().id}/confirm/`, {}, key());
          expect([200, 409]).toContain(res.statusCode);
          if (res.statusCode === 200) confirmed++;
          // the confirmed cash left the till: a new float for the change
          for (const currency of currencies) await admin.post(`/api/wallet/v1/place/${place}/balance/`, { id: place, amount: '100000', currency, comment: 'float' }, key());
        }
      }
      // and one sale of an earlier day cancelled today, at least (its lines leave that day's totals)
      const last = soldEarlier.find((id) => sold.includes(id));
      if (last) {
        const res = await admin.post(`/api/realization/v1/sells/${last}/reject/`, {}, key());
        expect(res.statusCode, res.body).toBe(200);
        cancelled++;
      }
      expect(await moneyTotalsMismatches()).toEqual([]);
      expect(await saleTotalsMismatches()).toEqual([]);
      // the run did what it is about
      expect(earlier).toBeGreaterThan(0);
      expect(cancelled).toBeGreaterThan(0);
      const [did] = await rows<{ success: number; days: number }>(
        t.db,
        sql`select (select count(*) from sales where status = 'success')::int as success, (select count(distinct day) from sale_day_totals)::int as days`,
      );
      expect(did.days).toBeGreaterThan(1);
      if (confirmed) expect(did.success).toBeGreaterThan(0);
    }, 120_000);
  }

  it("the migration's backfill rebuilds the same totals from the journals", async () => {
    const snapshot = async () => ({
      money: await rows(t.db, sql`select company_id, account_type, account_id, day::text, currency_id, kind, income::text, expense::text from money_day_totals where income <> 0 or expense <> 0 order by 1, 2, 3, 4, 5, 6`),
      sales: await rows(t.db, sql`select company_id, place_id, day::text, product_id, size_id, quantity, total::text from sale_day_totals where quantity <> 0 or total <> 0 order by 1, 2, 3, 4, 5`),
    });
    const kept = await snapshot();
    expect(kept.sales.length).toBeGreaterThan(0);
    const name = readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith('_day_totals.sql'))!;
    const file = readFileSync(resolve(MIGRATIONS_DIR, name), 'utf8');
    const backfill = file
      .slice(file.indexOf('-- Hand-written'))
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter(Boolean);
    expect(backfill).toHaveLength(2);
    await t.db.execute(sql`delete from money_day_totals`);
    await t.db.execute(sql`delete from sale_day_totals`);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));
    expect(await snapshot()).toEqual(kept);
  });
});
