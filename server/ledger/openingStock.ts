/**
 * Bulk opening stock: the set-based path of the stock ledger, for loading many (product, size, place)
 * quantities at once (generated datasets, imports of an existing shop's stock). Still journaled: each
 * chunk is ONE statement that upserts the placements and writes one stock_movements row per cell
 * (kind 'adjustment', quantity_after = the new total), so the journal keeps agreeing with the totals.
 *
 * Only additions (quantity > 0): removals go through moveStock, which reports shortfalls. The caller
 * owns the transaction and vouches that the products, sizes and places belong to `companyId`.
 * Cells are sorted by (product, size, place), the lock order of moveStock, so a bulk load running beside
 * ordinary moves cannot deadlock with them.
 */
import { sql } from 'drizzle-orm';
import { intArray, type Db } from '../db/connect';

export interface OpeningStockLine {
  productId: number;
  sizeId: number;
  placeId: number;
  /** a positive integer */
  quantity: number;
}

export interface OpeningStockOptions {
  employeeId?: number;
  refType?: string;
  refId?: number;
  /** cells per statement (default 5000) */
  chunk?: number;
}

/** Add stock to many cells; returns the number of cells written. */
export async function addOpeningStock(tx: Db, companyId: number, lines: OpeningStockLine[], options: OpeningStockOptions = {}): Promise<number> {
  // one entry per cell (the upsert may touch a row once per statement), in lock order
  const cells = new Map<string, OpeningStockLine>();
  for (const l of lines) {
    for (const v of [l.productId, l.sizeId, l.placeId, l.quantity]) {
      if (!Number.isSafeInteger(v) || v <= 0) throw new Error('ledger: opening stock needs positive integer ids and quantities');
    }
    const key = `${l.productId}:${l.sizeId}:${l.placeId}`;
    const seen = cells.get(key);
    if (seen) seen.quantity += l.quantity;
    else cells.set(key, { ...l });
  }
  const ordered = [...cells.values()].sort(
    (a, b) => a.productId - b.productId || a.sizeId - b.sizeId || a.placeId - b.placeId,
  );
  const chunk = Math.max(1, options.chunk ?? 5000);
  for (let from = 0; from < ordered.length; from += chunk) {
    const part = ordered.slice(from, from + chunk);
    await tx.execute(sql`
      with input as (
        select * from unnest(
          ${intArray(part.map((l) => l.productId))}::int[],
          ${intArray(part.map((l) => l.sizeId))}::int[],
          ${intArray(part.map((l) => l.placeId))}::int[],
          ${intArray(part.map((l) => l.quantity))}::int[]
        ) as i(product_id, size_id, place_id, delta)
      ), moved as (
        insert into placements (company_id, product_id, size_id, place_id, quantity)
        select ${companyId}, product_id, size_id, place_id, delta from input order by product_id, size_id, place_id
        on conflict (product_id, size_id, place_id) do update set quantity = placements.quantity + excluded.quantity
        returning product_id, size_id, place_id, quantity
      )
      insert into stock_movements (company_id, product_id, size_id, place_id, delta, quantity_after, kind, ref_type, ref_id, employee_id)
      select ${companyId}, m.product_id, m.size_id, m.place_id, i.delta, m.quantity, 'adjustment',
             ${options.refType ?? 'opening_stock'}, ${options.refId ?? null}::int, ${options.employeeId ?? null}::int
      from moved m join input i using (product_id, size_id, place_id)
    `);
  }
  return ordered.length;
}
