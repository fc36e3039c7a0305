/**
 * A document line's product and size (receptions, transfers, requisitions, bookings, sales, wholesale
 * orders, placements): the line's table joined to `products` and `sizes`, read with these columns and
 * answered as `product: {id, name, model, vendor_code}` and `size: {id, name}`; and one line removed from
 * its document.
 */
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connect';
import { products, sizes } from '../../db/schema';
import { notFound } from '../../errors';

/** Spread into a select whose query joins `products` and `sizes` to the line's table. */
export const productSizeColumns = {
  productId: products.id,
  productName: products.name,
  model: products.model,
  vendorCode: products.vendorCode,
  sizeId: sizes.id,
  sizeName: sizes.name,
};

export interface ProductSizeRow {
  productId: number;
  productName: string;
  model: string;
  vendorCode: string;
  sizeId: number;
  sizeName: string;
}

/** The line's `product` and `size` as every answer names them. */
export const productAndSize = (r: ProductSizeRow) => ({
  product: { id: r.productId, name: r.productName, model: r.model, vendor_code: r.vendorCode },
  size: { id: r.sizeId, name: r.sizeName },
});

/** A line that is a quantity of a product in a size, as answered: `{id, product, size, quantity}`. */
export const quantityLine = (r: ProductSizeRow & { id: number; quantity: number }) => ({ id: r.id, ...productAndSize(r), quantity: r.quantity });

type LineTable = PgTable & { productId: PgColumn; sizeId: PgColumn };

/** One line of a document removed: `lineId` in `table` whose `parent` column is `parentId`; none (or another document's) is 404. */
export async function deleteLine(tx: DbOrTx, table: PgTable & { id: PgColumn }, parent: PgColumn, parentId: number, lineId: number) {
  const [row] = await tx
    .delete(table)
    .where(and(eq(table.id, lineId), eq(parent, parentId)))
    .returning({ id: table.id });
  if (!row) throw notFound();
}

/**
 * `select <columns + product and size> from <line table> join products join sizes` of the caller's company
 * (the company's own rows: docs/citus.md); the caller adds its joins, where and order.
 */
export function selectLines<C extends SelectedFields>(db: DbOrTx, companyId: number, table: LineTable, columns: C) {
  return db
    .select({ ...columns, ...productSizeColumns })
    .from(table)
    .innerJoin(products, and(eq(products.id, table.productId), eq(products.companyId, companyId)))
    .innerJoin(sizes, and(eq(sizes.id, table.sizeId), eq(sizes.companyId, companyId)));
}
