/** The top-sold reports (the dashboard's charts). */
import { and, asc, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { money } from '../../../src/domain/money';
import { daySpan, daysAgoUtc, todayUtc } from '../../../src/domain/period';
import type { Caller } from '../../auth/access';
import type { DbOrTx } from '../../db/connect';
import { productTypes, products, saleLines, sales, sizes } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { visibleSales } from './queries';

// ------------------------------------------------------------------------------------ top sellers

function topRange(q: { date_after?: string; date_before?: string }) {
  const before = q.date_before ?? todayUtc();
  const after = q.date_after ?? daysAgoUtc(29);
  const { start: from, end: to } = daySpan(after, before);
  if (from >= to) throw badRequest('invalid', 'date_after');
  return { from, to };
}

/** GET top_sell_products: the products most sold (units) in sales not cancelled the caller may see, between two dates. */
export async function topSellProducts(db: DbOrTx, caller: Caller, q: { date_after?: string; date_before?: string; limit: number }) {
  const { from, to } = topRange(q);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      model: products.model,
      vendorCode: products.vendorCode,
      typeName: productTypes.name,
      quantity: sql<number>`sum(${saleLines.quantity})::int`,
      total: sql<string>`sum(${saleLines.total})::text`,
    })
    .from(saleLines)
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .innerJoin(products, and(eq(products.id, saleLines.productId), eq(products.companyId, sales.companyId)))
    .innerJoin(productTypes, and(eq(productTypes.id, products.typeId), eq(productTypes.companyId, products.companyId)))
    .where(and(...visibleSales(caller), ne(sales.status, 'canceled'), gte(sales.createdAt, from), lt(sales.createdAt, to)))
    .groupBy(products.id, productTypes.name)
    .orderBy(desc(sql`sum(${saleLines.quantity})`), asc(products.id))
    .limit(q.limit);
  return rows.map((r) => ({
    product: { id: r.id, name: r.name, model: r.model, vendor_code: r.vendorCode, type_name: r.typeName },
    quantity: Number(r.quantity),
    total: money(r.total).toFixed(2),
  }));
}

/** GET top_sell_products_by_size/{id}: one product's units sold per size, same range. */
export async function topSellBySize(db: DbOrTx, caller: Caller, productId: number, q: { date_after?: string; date_before?: string }) {
  const { from, to } = topRange(q);
  const [own] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.companyId, caller.companyId)));
  if (!own) throw notFound();
  const rows = await db
    .select({ id: sizes.id, name: sizes.name, quantity: sql<number>`sum(${saleLines.quantity})::int` })
    .from(saleLines)
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .innerJoin(sizes, and(eq(sizes.id, saleLines.sizeId), eq(sizes.companyId, sales.companyId)))
    .where(and(...visibleSales(caller), ne(sales.status, 'canceled'), eq(saleLines.productId, productId), gte(sales.createdAt, from), lt(sales.createdAt, to)))
    .groupBy(sizes.id, sizes.name)
    .orderBy(desc(sql`sum(${saleLines.quantity})`), asc(sizes.id));
  return rows.map((r) => ({ size: { id: r.id, name: r.name }, quantity: Number(r.quantity) }));
}
