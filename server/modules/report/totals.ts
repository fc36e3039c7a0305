/**
 * The sales' running totals per day (sale_day_totals): the units and line totals of the sales not
 * cancelled, per company, sale place, UTC day of the sale's own time, product and size. The sale
 * service adds a sale's lines in the statement that writes them and takes them back in the transaction
 * that cancels it; the dashboard's best sellers read these rows, not the sales of the period.
 * (The money side, money_day_totals, is kept by the ledger itself: server/ledger moveMoney.)
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/connect';

const UPSERT = sql.raw(`on conflict (company_id, day, place_id, product_id, size_id)
  do update set quantity = sale_day_totals.quantity + excluded.quantity, total = sale_day_totals.total + excluded.total`);

/**
 * The body of a CTE adding a new sale's lines to its day's totals, inside the statement that writes
 * them: `sale` names a CTE returning the sale's company_id, place_id and created_at, `lines` one
 * returning its lines' product_id, size_id, quantity and total. Lines of one product and size are
 * summed first, and the rows are written in key order (the order every writer of these rows takes).
 */
export const addSaleToDayTotals = (sale: string, lines: string) =>
  sql`insert into sale_day_totals (company_id, place_id, day, product_id, size_id, quantity, total)
      select ${sql.raw(sale)}.company_id, ${sql.raw(sale)}.place_id, (${sql.raw(sale)}.created_at at time zone 'UTC')::date as day,
             ${sql.raw(lines)}.product_id, ${sql.raw(lines)}.size_id, sum(${sql.raw(lines)}.quantity), sum(${sql.raw(lines)}.total)
      from ${sql.raw(sale)}, ${sql.raw(lines)}
      group by 1, 2, 3, 4, 5
      order by 1, 3, 2, 4, 5
      ${UPSERT}`;

/**
 * A sale cancelled: its lines leave its day's totals (called once, in the transaction that marks the
 * sale cancelled, after its row is locked and found active).
 */
export async function takeSaleFromDayTotals(tx: DbOrTx, companyId: number, saleId: number) {
  await queryRows(
    tx,
    sql`insert into sale_day_totals (company_id, place_id, day, product_id, size_id, quantity, total)
        select s.company_id, s.place_id, (s.created_at at time zone 'UTC')::date as day, l.product_id, l.size_id, -sum(l.quantity), -sum(l.total)
        from sales s join sale_lines l on l.sale_id = s.id
        where s.id = ${saleId} and s.company_id = ${companyId}
        group by 1, 2, 3, 4, 5
        order by 1, 3, 2, 4, 5
        ${UPSERT}`,
  );
}

/**
 * A company's totals rebuilt from the journals (the money journal and the sales not cancelled), as the
 * migration first filled them: for data written around the ledger and the sale service (the bench's
 * generated history).
 */
export async function refillDayTotals(db: DbOrTx, companyId: number) {
  await db.execute(sql`delete from money_day_totals where company_id = ${companyId}`);
  await db.execute(sql`delete from sale_day_totals where company_id = ${companyId}`);
  await db.execute(
    sql`insert into money_day_totals (company_id, account_type, account_id, day, currency_id, kind, income, expense)
        select company_id, account_type, account_id, (created_at at time zone 'UTC')::date, currency_id, kind,
               coalesce(sum(delta) filter (where delta > 0), 0), coalesce(-sum(delta) filter (where delta < 0), 0)
        from money_movements where company_id = ${companyId}
        group by 1, 2, 3, 4, 5, 6`,
  );
  await db.execute(
    sql`insert into sale_day_totals (company_id, place_id, day, product_id, size_id, quantity, total)
        select s.company_id, s.place_id, (s.created_at at time zone 'UTC')::date, l.product_id, l.size_id, sum(l.quantity), sum(l.total)
        from sale_lines l join sales s on s.id = l.sale_id
        where s.company_id = ${companyId} and s.status <> 'canceled'
        group by 1, 2, 3, 4, 5`,
  );
}
