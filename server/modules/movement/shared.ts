/**
 * What receptions, transfers, distribution and factory deliveries share: the lines' products and sizes
 * checked against the catalogue and the names of places and employees.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../auth/access';
import { callerCan } from '../../auth/scope';
import type { DbOrTx } from '../../db/connect';
import { employees, places, products, sizes } from '../../db/schema';
import { AppError } from '../../errors';

/** Admins see and act on every place's movements (SPEC.md 6: transfers history is admin only). */
export const seesAllPlaces = (caller: Caller) => callerCan(caller, 'transfer.admin');

/** An active place of the caller's company (any place: the recipient need not be one of the caller's). */
export async function companyPlace(db: DbOrTx, caller: Caller, placeId: number, field: string) {
  const [row] = await db
    .select({ id: places.id, name: places.name })
    .from(places)
    .where(and(eq(places.id, placeId), eq(places.companyId, caller.companyId), eq(places.isActive, true)));
  if (!row) throw new AppError(404, 'not_found', field);
  return row;
}

/** Every line's product is an active product of the company and its size an active size of it (else 404 on `${prefix}.N.product|size`). */
export async function checkItems(db: DbOrTx, caller: Caller, lines: readonly { product: number; size: number }[], prefix: (i: number) => string) {
  const productIds = [...new Set(lines.map((l) => l.product))];
  const sizeIds = [...new Set(lines.map((l) => l.size))];
  const [productRows, sizeRows] = await Promise.all([
    db.select({ id: products.id }).from(products).where(and(inArray(products.id, productIds), eq(products.companyId, caller.companyId), eq(products.isActive, true))),
    db.select({ id: sizes.id }).from(sizes).where(and(inArray(sizes.id, sizeIds), eq(sizes.companyId, caller.companyId), eq(sizes.isActive, true))),
  ]);
  const okProducts = new Set(productRows.map((r) => r.id));
  const okSizes = new Set(sizeRows.map((r) => r.id));
  lines.forEach((l, i) => {
    if (!okProducts.has(l.product)) throw new AppError(404, 'no_such_product', `${prefix(i)}.product`);
    if (!okSizes.has(l.size)) throw new AppError(404, 'not_found', `${prefix(i)}.size`);
  });
}

/** Names of places and employees by id, for answers. */
export async function namesOf(db: DbOrTx, companyId: number, placeIds: number[], employeeIds: number[]) {
  const [p, e] = await Promise.all([
    placeIds.length ? db.select({ id: places.id, name: places.name }).from(places).where(and(inArray(places.id, [...new Set(placeIds)]), eq(places.companyId, companyId))) : Promise.resolve([]),
    employeeIds.length ? db.select({ id: employees.id, name: employees.name }).from(employees).where(inArray(employees.id, [...new Set(employeeIds)])) : Promise.resolve([]),
  ]);
  const placeNames = new Map(p.map((r) => [r.id, r.name]));
  const employeeNames = new Map(e.map((r) => [r.id, r.name]));
  return {
    place: (id: number) => ({ id, name: placeNames.get(id) ?? '' }),
    employee: (id: number | null) => (id === null ? null : { id, name: employeeNames.get(id) ?? '' }),
  };
}

/** Lines of the same product and size become one (their quantities added; the last cost kept). */
export function mergeItems<T extends { product: number; size: number; quantity: number }>(lines: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const l of lines) {
    const key = `${l.product}:${l.size}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...l, quantity: seen.quantity + l.quantity } : { ...l });
  }
  return [...byKey.values()];
}
