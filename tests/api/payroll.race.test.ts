/**
 * Issue 15: two payments of overlapping periods for one employee at the same moment (different keys):
 * exactly one is paid, the other is refused with 409 salary_already_paid, and the balance falls once.
 * Meaningful on PostgreSQL (TEST_DATABASE_URL, a pool of 8); also runs on PGlite.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, freshApp, rows, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await freshApp({ poolSize: 8 });
  admin = await as(t.app, 'admin');
});
afterAll(() => t?.close());

describe('paying one person twice at once', () => {
  it('pays overlapping periods once', async () => {
    const { seller } = t.fx.demo.staff;
    const USD = t.fx.demo.currencyIds.USD;
    await t.db.execute(sql`update employees set salary = '10', salary_currency_id = ${USD}, sell_percent = '0' where id = ${seller}`);
    const statuses: number[] = [];
    for (let round = 0; round < 8; round++) {
      const month = String(round + 1).padStart(2, '0');
      await t.db.execute(
        sql`insert into cash_desks (company_id, place_id, date, status, closed_by) values (${t.fx.demo.companyId}, ${t.fx.demo.placeIds['Chorsu shop']}, ${`2023-${month}-05`}, 'closed', ${seller})`,
      );
      const results = await Promise.all([
        admin.post('/api/company/v1/salaries/', { employee: seller, date_after: `2023-${month}-01`, date_before: `2023-${month}-10` }),
        admin.post('/api/company/v1/salaries/', { employee: seller, date_after: `2023-${month}-05`, date_before: `2023-${month}-20` }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      statuses.push(...codes);
      expect(codes, results.map((r) => r.body).join('\n')).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().errors[0].code).toBe('salary_already_paid');
    }
    const [paid] = await rows<{ n: number; total: string }>(t.db, sql`select count(*)::int as n, sum(total)::text as total from salaries where employee_id = ${seller}`);
    expect(paid).toEqual({ n: 8, total: '80.00' });
    const [journal] = await rows<{ total: string }>(t.db, sql`select sum(delta)::text as total from money_movements where ref_type = 'salary'`);
    expect(journal.total).toBe('-80.00');
  }, 120_000);
});
