/**
 * Issue 13's bench data: 90 days of one shop's trade at 1 000 sales a day (90 000 sales with a line
 * each, 270 000 money movements: the payment, the change, and a third of them a second payment in
 * another currency), written straight into the tables in a few set-based statements, with the
 * balances raised by the same sums so every balance still equals its journal, and the day totals
 * rebuilt from the journals.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../server/db/connect';
import type { GeneratedDataset } from '../../server/seed/generate';
import { refillDayTotals } from '../../server/modules/report/totals';

export const HISTORY_DAYS = 90;
export const SALES_PER_DAY = 1000;

export async function seedSalesHistory(db: Db, dataset: GeneratedDataset) {
  const place = dataset.placeIds[0];
  const company = dataset.companyId;
  const usd = dataset.baseCurrencyId;
  const [{ employee }] = await queryRows<{ employee: number }>(db, sql`select id as employee from employees where company_id = ${company} order by id limit 1`);
  const [{ other }] = await queryRows<{ other: number }>(db, sql`select currency_id as other from company_currencies where company_id = ${company} and currency_id <> ${usd} order by currency_id limit 1`);
  const total = HISTORY_DAYS * SALES_PER_DAY;
  await db.execute(sql`
    insert into sales (company_id, place_id, employee_id, status, method, currency_id, total_sum, change_amount, change_currency_id, created_at)
    select ${company}, ${place}, ${employee}, 'active', 'cash', ${usd}, 20.00, 5.00, ${usd},
           now() - make_interval(secs => (g::double precision / ${total}) * ${HISTORY_DAYS} * 86400)
    from generate_series(1, ${total}) g`);
  await db.execute(sql`
    insert into sale_lines (sale_id, product_id, size_id, place_id, quantity, price, discount, discount_in_percent, unit_price, total)
    select s.id, ${dataset.firstProductId}::int + (s.id % 200), ${dataset.sizeIds[0]}, ${place}, 1, 20.00, 0, false, 20.00, 20.00
    from sales s where s.company_id = ${company} and s.place_id = ${place} and s.employee_id = ${employee} and s.total_sum = 20.00`);
  await db.execute(sql`
    insert into money_movements (company_id, account_type, account_id, currency_id, delta, amount_after, kind, ref_type, ref_id, employee_id, created_at)
    select ${company}, 'place', ${place}, m.currency_id, m.delta, 0, m.kind, 'sale', s.id, ${employee}, s.created_at
    from sales s
    cross join lateral (values (${usd}::int, 25.00::numeric, 'sales'), (${usd}::int, -5.00::numeric, 'changes'), (${other}::int, 1000.00::numeric, 'sales')) m (currency_id, delta, kind)
    where s.company_id = ${company} and s.place_id = ${place} and s.total_sum = 20.00 and (m.currency_id = ${usd} or s.id % 3 = 0)`);
  // the balances follow their journal
  await db.execute(sql`
    insert into balances (company_id, account_type, account_id, currency_id, amount)
    select ${company}, 'place', ${place}, currency_id, sum(delta) from money_movements
    where company_id = ${company} and account_type = 'place' and account_id = ${place} and ref_type = 'sale' and amount_after = 0
    group by currency_id
    on conflict (company_id, account_type, account_id, currency_id) do update set amount = balances.amount + excluded.amount`);
  // and so do the day totals the reports and the dashboard read (written here around the ledger and the sale service)
  await refillDayTotals(db, company);
  // one statement each: PGlite's extended protocol takes no list of statements
  for (const table of ['sales', 'sale_lines', 'money_movements', 'money_day_totals', 'sale_day_totals']) await db.execute(sql.raw(`analyze ${table}`));
  return { place, days: HISTORY_DAYS };
}
