/** Place types and their per-currency rates. */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PlaceTypeCreateInput, PlaceTypeRateInput } from '../../../src/domain/company/contract';
import type { Caller } from '../../auth/access';
import type { Db } from '../../db/connect';
import { inTransaction, inTransactionUnique, type UniqueRefusal } from '../../db/transaction';
import { insertedId } from '../../db/rows';
import { currencies, places, placeTypeRates, placeTypes } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { matchesSearch, orderedPage, parseOrdering } from '../../http/list';
import { assertCompanyCurrency, rateText } from '../currency/service';

const typeDto = (r: { id: number; name: string; isActive: boolean }) => ({ id: r.id, name: r.name, is_active: r.isActive });

export async function listPlaceTypes(db: Db, caller: Caller, q: { offset: number; limit: number; search?: string; ordering?: string }) {
  const where: SQL[] = [eq(placeTypes.companyId, caller.companyId), eq(placeTypes.isActive, true)];
  if (q.search) where.push(matchesSearch(placeTypes.name, q.search));
  const order = parseOrdering(q.ordering, ['id', 'name'] as const, 'id');
  const column = order.key === 'name' ? placeTypes.name : placeTypes.id;
  const list = await orderedPage(db, placeTypes, db.select().from(placeTypes).$dynamic(), where, [order.desc ? desc(column) : asc(column), asc(placeTypes.id)], q);
  return { count: list.count, results: list.results.map(typeDto) };
}

/** An active place type of the caller's company, or 404 (with the body field when it came from a body). */
/**
 * An active place type of the company, or 404 on `field`. `lock: 'share'` holds it until the caller's
 * transaction ends, so a deletion (which takes it FOR UPDATE and then counts the places) cannot slip
 * between this check and the new place: one of the two waits for the other, so a place never gets a type deleted under it.
 */
export async function activePlaceType(db: Db, companyId: number, id: number, field?: string, lock?: 'share') {
  const query = db
    .select()
    .from(placeTypes)
    .where(and(eq(placeTypes.id, id), eq(placeTypes.companyId, companyId), eq(placeTypes.isActive, true)));
  const [row] = lock ? await query.for('share') : await query;
  if (!row) throw new AppError(404, 'not_found', field);
  return row;
}

async function assertNameFree(db: Db, companyId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: placeTypes.id })
    .from(placeTypes)
    .where(and(eq(placeTypes.companyId, companyId), eq(placeTypes.isActive, true), sql`lower(${placeTypes.name}) = lower(${name})`));
  if (rows.some((r) => r.id !== exceptId)) throw conflict('place_type_exists', 'name');
}

export async function getPlaceType(db: Db, caller: Caller, id: number) {
  return typeDto(await activePlaceType(db, caller.companyId, id));
}

/** A second active type of the same name, refused on `name` (the index's 409, as the check before it answers). */
const PLACE_TYPE_UNIQUE: UniqueRefusal[] = [{ index: 'place_types_company_name', code: 'place_type_exists', field: 'name' }];

/** A place type and its rates, in one transaction: any refusal creates nothing. Answers the type with its rates. */
export async function createPlaceType(db: Db, caller: Caller, input: PlaceTypeCreateInput) {
  return inTransactionUnique(db, PLACE_TYPE_UNIQUE, async (tx) => {
    await assertNameFree(tx, caller.companyId, input.name);
    const [row] = await tx.insert(placeTypes).values({ companyId: caller.companyId, name: input.name }).returning();
    const rates = input.rates ?? [];
    for (const r of rates) await assertCompanyCurrency(tx, caller.companyId, r.currency, 'rates');
    if (rates.length) {
      await tx
        .insert(placeTypeRates)
        .values(rates.map((r) => ({ companyId: caller.companyId, placeTypeId: row.id, currencyId: r.currency, rate: r.rate })));
    }
    const saved = await tx
      .select(rateColumns)
      .from(placeTypeRates)
      .innerJoin(currencies, eq(currencies.id, placeTypeRates.currencyId))
      .where(and(eq(placeTypeRates.placeTypeId, row.id), eq(placeTypeRates.companyId, row.companyId)))
      .orderBy(asc(placeTypeRates.id));
    return { ...typeDto(row), rates: saved.map(rateDto) };
  });
}

export async function updatePlaceType(db: Db, caller: Caller, id: number, name: string) {
  return inTransactionUnique(db, PLACE_TYPE_UNIQUE, async (tx) => {
    await activePlaceType(tx, caller.companyId, id);
    await assertNameFree(tx, caller.companyId, name, id);
    const [row] = await tx.update(placeTypes).set({ name }).where(and(eq(placeTypes.id, id), eq(placeTypes.companyId, caller.companyId))).returning();
    return typeDto(row);
  });
}

/**
 * Delete a place type: refused (409 place_type_has_places) while active places use it; otherwise the
 * type is deactivated (product prices may refer to it) and its rates are removed.
 */
export async function deletePlaceType(db: Db, caller: Caller, id: number) {
  await inTransaction(db, async (tx) => {
    const [type] = await tx
      .select({ id: placeTypes.id })
      .from(placeTypes)
      .where(and(eq(placeTypes.id, id), eq(placeTypes.companyId, caller.companyId), eq(placeTypes.isActive, true)))
      .for('update');
    if (!type) throw notFound();
    const [used] = await tx
      .select({ n: count() })
      .from(places)
      .where(and(eq(places.typeId, id), eq(places.companyId, caller.companyId), eq(places.isActive, true)));
    if (Number(used.n) > 0) throw conflict('place_type_has_places');
    await tx.delete(placeTypeRates).where(and(eq(placeTypeRates.placeTypeId, id), eq(placeTypeRates.companyId, caller.companyId)));
    await tx.update(placeTypes).set({ isActive: false }).where(and(eq(placeTypes.id, id), eq(placeTypes.companyId, caller.companyId)));
  });
}

// ------------------------------------------------------------------------------------ rates

const rateColumns = {
  id: placeTypeRates.id,
  rate: placeTypeRates.rate,
  placeTypeId: placeTypeRates.placeTypeId,
  currencyId: placeTypeRates.currencyId,
  currencyName: currencies.name,
  companyId: placeTypeRates.companyId,
};
type RateRow = { id: number; rate: string; placeTypeId: number; currencyId: number; currencyName: string; companyId: number };
const rateDto = (r: RateRow) => ({
  id: r.id,
  rate: rateText(r.rate)!,
  place_type: r.placeTypeId,
  currency: { id: r.currencyId, name: r.currencyName },
  company: r.companyId,
});

export async function listPlaceTypeRates(db: Db, caller: Caller, q: { offset: number; limit: number; place_type?: number }) {
  const where: SQL[] = [eq(placeTypeRates.companyId, caller.companyId), eq(placeTypes.isActive, true)];
  if (q.place_type) where.push(eq(placeTypeRates.placeTypeId, q.place_type));
  const [rows, [total]] = await Promise.all([
    db
      .select(rateColumns)
      .from(placeTypeRates)
      .innerJoin(currencies, eq(currencies.id, placeTypeRates.currencyId))
      .innerJoin(placeTypes, and(eq(placeTypes.id, placeTypeRates.placeTypeId), eq(placeTypes.companyId, placeTypeRates.companyId)))
      .where(and(...where))
      .orderBy(asc(placeTypeRates.placeTypeId), asc(placeTypeRates.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(placeTypeRates)
      .innerJoin(placeTypes, and(eq(placeTypes.id, placeTypeRates.placeTypeId), eq(placeTypes.companyId, placeTypeRates.companyId)))
      .where(and(...where)),
  ]);
  return { count: Number(total.n), results: rows.map(rateDto) };
}

async function rateById(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select(rateColumns)
    .from(placeTypeRates)
    .innerJoin(currencies, eq(currencies.id, placeTypeRates.currencyId))
    .where(and(eq(placeTypeRates.id, id), eq(placeTypeRates.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

export async function getPlaceTypeRate(db: Db, caller: Caller, id: number) {
  return rateDto(await rateById(db, caller.companyId, id));
}

export async function createPlaceTypeRate(db: Db, caller: Caller, input: PlaceTypeRateInput) {
  return inTransactionUnique(db, [{ index: 'place_type_rates_type_currency', code: 'rate_exists', field: 'currency' }], async (tx) => {
    await activePlaceType(tx, caller.companyId, input.place_type, 'place_type');
    await assertCompanyCurrency(tx, caller.companyId, input.currency);
    // a second rate of the currency for the type is the unique index's 409 (inTransactionUnique)
    const id = await insertedId(tx, placeTypeRates, { companyId: caller.companyId, placeTypeId: input.place_type, currencyId: input.currency, rate: input.rate });
    return rateDto(await rateById(tx, caller.companyId, id));
  });
}

export async function updatePlaceTypeRate(db: Db, caller: Caller, id: number, rate: string) {
  return inTransaction(db, async (tx) => {
    await rateById(tx, caller.companyId, id);
    await tx.update(placeTypeRates).set({ rate }).where(and(eq(placeTypeRates.id, id), eq(placeTypeRates.companyId, caller.companyId)));
    return rateDto(await rateById(tx, caller.companyId, id));
  });
}

export async function deletePlaceTypeRate(db: Db, caller: Caller, id: number) {
  await inTransaction(db, async (tx) => {
    await rateById(tx, caller.companyId, id);
    await tx.delete(placeTypeRates).where(and(eq(placeTypeRates.id, id), eq(placeTypeRates.companyId, caller.companyId)));
  });
}
