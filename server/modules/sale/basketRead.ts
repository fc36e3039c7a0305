/** A basket's lines and how they are read from the catalogue (the SQL the till setup and the pricing share). */
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/access';
import { intArray, queryRows, type DbOrTx } from '../../db/connect';

export interface BasketLine {
  product: number;
  size: number;
  quantity: number;
  place: number;
}

/** A line checked and priced: the catalogue's names for the answer, the price rule used, unit and total. */
export interface PricedBasketLine {
  line: BasketLine;
  p: { price: string; discount: string; discount_in_percent: boolean; quantity: number };
  unit: string;
  total: string;
  product: { id: number; name: string; model: string; vendor_code: string };
  sizeName: string;
  placeName: string;
}

/** A basket's product as read for pricing: its names and the price rule at the place's type. */
export type BasketRow = {
  id: number;
  name: string;
  model: string;
  vendor_code: string;
  price: string | null;
  discount: string | null;
  discount_in_percent: boolean | null;
};
export interface BasketRead {
  rows: BasketRow[];
  sizes: { id: number; name: string }[];
}

/**
 * The basket's active products of the company with their price rule at the place type `typeId` (an SQL
 * expression or a value), locked FOR SHARE in ascending id order (the stock ledger's parent lock).
 */
export function basketQuery(caller: Caller, typeId: SQL | number, lines: readonly BasketLine[]) {
  const productIds = [...new Set(lines.map((l) => l.product))];
  return sql`select p.id, p.name, p.model, p.vendor_code, pp.price::text as price, pp.discount::text as discount, pp.discount_in_percent
        from products p left join product_prices pp on pp.product_id = p.id and pp.company_id = p.company_id and pp.place_type_id = ${typeId}
        where p.id = any(${intArray(productIds)}::int[]) and p.company_id = ${caller.companyId} and p.is_active
        order by p.id for share of p`;
}

/** The basket's sizes of the company, as a json array (a scalar subquery). */
export function basketSizes(caller: Caller, lines: readonly BasketLine[]) {
  const sizeIds = [...new Set(lines.map((l) => l.size))];
  return sql`(select json_agg(json_build_object('id', s.id, 'name', s.name)) from sizes s where s.id = any(${intArray(sizeIds)}::int[]) and s.company_id = ${caller.companyId})`;
}

/** One round trip: the basket's products (locked, see basketQuery) and its sizes. */
export async function readBasket(tx: DbOrTx, caller: Caller, typeId: number, lines: readonly BasketLine[]): Promise<BasketRead> {
  const rows = await queryRows<BasketRow & { sizes: { id: number; name: string }[] | null }>(
    tx,
    sql`select b.*, ${basketSizes(caller, lines)} as sizes from (${basketQuery(caller, typeId, lines)}) b order by b.id`,
  );
  if (rows.length) return { rows, sizes: rows[0].sizes ?? [] };
  // no product found: the sizes alone (the answer names the product line, but a bad size too)
  const [row] = await queryRows<{ sizes: { id: number; name: string }[] | null }>(tx, sql`select ${basketSizes(caller, lines)} as sizes`);
  return { rows, sizes: row?.sizes ?? [] };
}

