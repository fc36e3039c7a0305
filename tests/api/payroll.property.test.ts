/**
 * Property: for random sales across currencies (random days, places, statuses, payment
 * rates) the calculated pay of every employee equals days worked x fee per day + sell_percent of their
 * sales in the salary currency, by an independent exact model (decimal.js, each sale converted with the
 * rate it used for the salary currency, else the company rate; rounded once); paying it takes exactly
 * that from the company balance.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Client, freshApp, prng, rows, type TestApp } from './helpers';

const SEED = Number(process.env.PAYROLL_PROPERTY_SEED ?? 20251123);
const ROUNDS = 4;

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await freshApp();
  admin = await as(t.app, 'admin');
});
afterAll(() => t?.close());

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const r2 = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

describe('payroll property', () => {
  it(`random sales across currencies (seed ${SEED}): pay = days x rate + percent of sales`, async () => {
    const random = prng(SEED);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const cur = t.fx.demo.currencyIds as Record<string, number>;
    const companyRate: Record<number, string> = { [cur.USD]: '1', [cur.UZS]: '12650', [cur.RUB]: '92.5' };
    const staff = Object.values(t.fx.demo.staff);
    const placeIds = Object.values(t.fx.demo.placeIds);
    for (let round = 0; round < ROUNDS; round++) {
      const month = String(round + 1).padStart(2, '0');
      const period = { date_after: `2024-${month}-01`, date_before: `2024-${month}-10` };
      const chosen = round % 2 ? placeIds.slice(0, 2) : undefined;
      const setup = new Map<number, { fee: string; pct: string; currency: number }>();
      for (const id of staff) {
        const currency = pick([cur.USD, cur.UZS, cur.RUB]);
        const fee = new D(Math.floor(random() * 100000)).div(100).toFixed(2);
        const pct = new D(Math.floor(random() * 2000)).div(100).toFixed(2);
        setup.set(id, { fee, pct, currency });
        await t.db.execute(sql`update employees set salary = ${fee}, sell_percent = ${pct}, salary_currency_id = ${currency} where id = ${id}`);
      }
      const expectedDays = new Map<number, Set<string>>();
      const expectedSales = new Map<number, Decimal>();
      const count = 10 + Math.floor(random() * 30);
      for (let i = 0; i < count; i++) {
        const employee = pick(staff);
        const place = pick(placeIds);
        const day = `2024-${month}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}`; // some fall outside the period
        const status = random() < 0.15 ? 'canceled' : pick(['active', 'success']);
        const total = new D(Math.floor(random() * 5000000)).div(100).toFixed(2);
        const [sale] = await rows<{ id: number }>(
          t.db,
          sql`insert into sales (company_id, place_id, employee_id, status, currency_id, total_sum, change_currency_id, created_at)
              values (${t.fx.demo.companyId}, ${place}, ${employee}, ${status}, ${cur.USD}, ${total}, ${cur.USD}, ${`${day}T${String(Math.floor(random() * 24)).padStart(2, '0')}:30:00Z`}::timestamptz) returning id`,
        );
        // a payment in a random currency at a random rate near the company's
        const payCurrency = pick([cur.USD, cur.UZS, cur.RUB]);
        const payRate = payCurrency === cur.USD ? '1' : new D(companyRate[payCurrency]).times(0.9 + random() * 0.2).toDecimalPlaces(6).toString();
        await t.db.execute(sql`insert into sale_payments (sale_id, currency_id, amount, rate) values (${sale.id}, ${payCurrency}, '1', ${payRate})`);
        const inPeriod = day <= period.date_before && (!chosen || chosen.includes(place));
        if (!inPeriod || status === 'canceled') continue;
        if (!expectedDays.has(employee)) expectedDays.set(employee, new Set());
        expectedDays.get(employee)!.add(day);
        const salaryCurrency = setup.get(employee)!.currency;
        const toRate = salaryCurrency === cur.USD ? '1' : payCurrency === salaryCurrency ? payRate : companyRate[salaryCurrency];
        expectedSales.set(employee, (expectedSales.get(employee) ?? new D(0)).plus(new D(total).times(toRate)));
      }
      const res = await admin.post('/api/company/v1/salaries/calculate/', { ...period, ...(chosen ? { places: chosen } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json() as { employee: { id: number }; days: number; salary: string; sales_amount: string; sell_percent_amount: string; total: string; currency: { id: number } }[];
      for (const id of staff) {
        const row = list.find((r) => r.employee.id === id);
        const days = expectedDays.get(id)?.size ?? 0;
        if (!row) {
          expect(days, `employee ${id} worked but is missing`).toBe(0);
          continue;
        }
        const { fee, pct, currency } = setup.get(id)!;
        const sales = r2(expectedSales.get(id) ?? new D(0));
        const percent = r2(sales.times(pct).div(100));
        const pay = new D(fee).times(days).plus(percent);
        expect(row, `round ${round} employee ${id}`).toMatchObject({
          days,
          currency: { id: currency },
          salary: new D(fee).times(days).toFixed(2),
          sales_amount: sales.toFixed(2),
          sell_percent_amount: percent.toFixed(2),
          total: pay.toFixed(2),
        });
      }
      // pay the first employee with something to pay: the balance falls by exactly the total (or a shortfall moves nothing)
      const payable = list.find((r) => new D(r.total).gt(0));
      if (payable) {
        const balance = async () =>
          (
            await rows<{ amount: string }>(
              t.db,
              sql`select coalesce((select amount::text from balances where account_type = 'company' and account_id = ${t.fx.demo.companyId} and currency_id = ${payable.currency.id}), '0') as amount`,
            )
          )[0].amount;
        const before = await balance();
        const paid = await admin.post('/api/company/v1/salaries/', { employee: payable.employee.id, ...period, ...(chosen ? { places: chosen } : {}) });
        if (paid.statusCode === 201) {
          expect(paid.json().total).toBe(payable.total);
          expect(new D(before).minus(await balance()).toFixed(2)).toBe(payable.total);
        } else {
          expect(paid.json().errors[0].code).toBe('not_enough_money');
          expect(await balance()).toBe(before);
        }
      }
    }
  }, 120_000);
});
