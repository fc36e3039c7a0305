/** The top-sold reports (the dashboard's charts). */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { money } from '../../../src/domain/money';
import { daySpan, daysAgoUtc, todayUtc } from '../../../src/domain/period';
import type { Caller } from '../../auth/access';
import { callerCan } from '../../auth/scope';
import { queryRows, type DbOrTx } from '../../db/connect';
import { products } from '../../db/schema';
import { badRequest, notFound } from '../../errors';

// ------------------------------------------------------------------------------------ top sellers

function topRange(q: { date_after?: string; date_before?: string }) {
  const before = q.date_before ?? todayUtc();
  const after = q.date_after ?? daysAgoUtc(29);
  const { start: from, end: to } = daySpan(after, before);
  if (from >= to) throw badRequest('invalid', 'date_after');
  return { from, to };
}

/** The day totals (sale_day_totals) of the sales the caller may see: the company's, a non-admin only its places'. */
function visibleTotals(caller: Caller, from: Date, to: Date): SQL {
  const places = callerCan(caller, 'sale.reject') ? sql`true` : caller.placeIds.length ? sql`t.place_id in (${sql.join(caller.placeIds.map((p) => sql`${p}`), sql`, `)})` : sql`false`;
  return sql`t.company_id = ${caller.companyId} and ${places} and t.day >= ${from.toISOString().slice(0, 10)}::date and t.day < ${to.toISOString().slice(0, 10)}::date`;
}

/**
 * GET top_sell_products: the products most sold (units) in sales not cancelled the caller may see, between
 * two dates; read from the sales' day totals (a product's rows of the period), not from every sale line.
 */
export async function topSellProducts(db: DbOrTx, caller: Caller, q: { date_after?: string; date_before?: string; limit: number }) {
  const { from, to } = topRange(q);
  const rows = await queryRows<{ id: number; name: string; model: string; vendor_code: string; type_name: string; quantity: number; total: string }>(
    db,
    sql`with top as (
          select t.product_id, sum(t.quantity) as quantity, sum(t.total) as total from sale_day_totals t
          where ${visibleTotals(caller, from, to)} group by t.product_id having sum(t.quantity) > 0)
        select p.id, p.name, p.model, p.vendor_code, pt.name as type_name, top.quantity::int as quantity, top.total::text as total
        from top
        join products p on p.id = top.product_id and p.company_id = ${caller.companyId}
        join product_types pt on pt.id = p.type_id and pt.company_id = p.company_id
        order by top.quantity desc, p.id asc
        limit ${q.limit}`,
  );
  return rows.map((r) => ({
    product: { id: Number(r.id), name: r.name, model: r.model, vendor_code: r.vendor_code, type_name: r.type_name },
    quantity: Number(r.quantity),
    total: money(r.total).toFixed(2),
  }));
}

/** GET top_sell_products_by_size/{id}: one product's units sold per size, same range (its day totals). */
export async function topSellBySize(db: DbOrTx, caller: Caller, productId: number, q: { date_after?: string; date_before?: string }) {
  const { from, to } = topRange(q);
  const [own] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.companyId, caller.companyId)));
  if (!own) throw notFound();
  const rows = await queryRows<{ id: number; name: string; quantity: number }>(
    db,
    sql`select z.id, z.name, sum(t.quantity)::int as quantity from sale_day_totals t
        join sizes z on z.id = t.size_id and z.company_id = t.company_id
        where ${visibleTotals(caller, from, to)} and t.product_id = ${productId}
        group by z.id, z.name having sum(t.quantity) > 0
        order by sum(t.quantity) desc, z.id asc`,
  );
  return rows.map((r) => ({ size: { id: Number(r.id), name: r.name }, quantity: Number(r.quantity) }));
}
