/** Places (writes) and place currencies. The reads of places live in service.ts. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { PlaceCreateInput, PlaceCurrencyInput, PlaceInput } from '../../../src/domain/company/contract';
import type { Caller } from '../../auth/access';
import type { Db } from '../../db/connect';
import { inTransaction, inTransactionUnique } from '../../db/transaction';
import { companyCurrencies, currencies, employeePlaces, placeCurrencies, places } from '../../db/schema';
import { sentColumns } from '../../db/sentColumns';
import { nameOf } from '../../db/refs';
import { insertedId, type RowOf } from '../../db/rows';
import { AppError, conflict, notFound } from '../../errors';
import { assertCompanyCurrency, rateText } from '../currency/service';
import { activePlaceType } from './placeTypes';
import { getPlace } from './service';

/** An active place of the caller's company (any place, whatever the caller's own set), or 404. */
export async function activePlace(db: Db, companyId: number, id: number, field?: string) {
  const [row] = await db
    .select()
    .from(places)
    .where(and(eq(places.id, id), eq(places.companyId, companyId), eq(places.isActive, true)));
  if (!row) throw new AppError(404, 'not_found', field);
  return row;
}

/**
 * Create a place and its currencies in one transaction (any refusal creates nothing); the creating
 * employee may work there at once (it shows in ?mine=true). Answers the place with its currencies.
 */
export async function createPlace(db: Db, caller: Caller, input: PlaceCreateInput) {
  const id = await inTransaction(db, async (tx) => {
    await activePlaceType(tx, caller.companyId, input.type, 'type', 'share');
    const [row] = await tx
      .insert(places)
      .values({ companyId: caller.companyId, name: input.name, address: input.address, image: input.image ?? null, typeId: input.type })
      .returning({ id: places.id });
    await tx.insert(employeePlaces).values({ employeeId: caller.employeeId, placeId: row.id }).onConflictDoNothing();
    const list = input.currencies ?? [];
    for (const c of list) await assertCompanyCurrency(tx, caller.companyId, c.currency, 'currencies');
    const base = Math.max(0, list.findIndex((c) => c.is_base_currency));
    if (list.length) {
      await tx.insert(placeCurrencies).values(
        list.map((c, i) => ({
          companyId: caller.companyId,
          placeId: row.id,
          currencyId: c.currency,
          isBaseCurrency: i === base,
          amountToRemain: c.amount_to_remain ?? '0.00',
        })),
      );
    }
    return row.id;
  });
  const mine = { ...caller, placeIds: [...caller.placeIds, id] };
  return { ...(await getPlace(db, mine, id)), currencies: await listPlaceCurrencies(db, mine, id) };
}

export async function updatePlace(db: Db, caller: Caller, id: number, input: Partial<PlaceInput>) {
  await inTransaction(db, async (tx) => {
    await activePlace(tx, caller.companyId, id);
    if (input.type !== undefined) await activePlaceType(tx, caller.companyId, input.type, 'type', 'share');
    const set: Partial<typeof places.$inferInsert> = sentColumns(input, { name: 'name', type: 'typeId', address: 'address' });
    if (input.image !== undefined) set.image = input.image ?? null;
    if (Object.keys(set).length) await tx.update(places).set(set).where(and(eq(places.id, id), eq(places.companyId, caller.companyId)));
  });
  return getPlace(db, caller, id);
}

/** DELETE place: deactivated (money and stock refer to it); it leaves every list. */
export async function deletePlace(db: Db, caller: Caller, id: number) {
  await inTransaction(db, async (tx) => {
    await activePlace(tx, caller.companyId, id);
    await tx.update(places).set({ isActive: false }).where(and(eq(places.id, id), eq(places.companyId, caller.companyId)));
  });
}

// ------------------------------------------------------------------------------------ place currencies

const pcColumns = {
  id: placeCurrencies.id,
  placeId: placeCurrencies.placeId,
  currencyId: placeCurrencies.currencyId,
  currencyName: nameOf(currencies, placeCurrencies.currencyId),
  rate: companyCurrencies.rate,
  amountToRemain: placeCurrencies.amountToRemain,
  isBaseCurrency: placeCurrencies.isBaseCurrency,
  isSecondaryDefault: placeCurrencies.isSecondaryDefault,
};
type PcRow = RowOf<typeof pcQuery>;
const pcDto = (r: PcRow) => ({
  id: r.id,
  place: r.placeId,
  currency: { id: r.currencyId, name: r.currencyName },
  rate: rateText(r.rate),
  amount_to_remain: r.amountToRemain,
  is_base_currency: r.isBaseCurrency,
  is_secondary_default: r.isSecondaryDefault,
});

// the rate is the company's for the currency
function pcQuery(db: Db) {
  return db
    .select(pcColumns)
    .from(placeCurrencies)
    .leftJoin(companyCurrencies, and(eq(companyCurrencies.companyId, placeCurrencies.companyId), eq(companyCurrencies.currencyId, placeCurrencies.currencyId)));
}

/** GET /places/{id}/currencies/: scoped like GET /places/{id}/ (non-admins: their places only). */
export async function listPlaceCurrencies(db: Db, caller: Caller, placeId: number) {
  await getPlace(db, caller, placeId);
  const rows = await pcQuery(db)
    .where(and(eq(placeCurrencies.placeId, placeId), eq(placeCurrencies.companyId, caller.companyId)))
    .orderBy(asc(placeCurrencies.id));
  return rows.map(pcDto);
}

async function pcById(db: Db, companyId: number, id: number) {
  const [row] = await pcQuery(db).where(and(eq(placeCurrencies.id, id), eq(placeCurrencies.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

export async function getPlaceCurrency(db: Db, caller: Caller, id: number) {
  return pcDto(await pcById(db, caller.companyId, id));
}

async function unsetOthers(db: Db, caller: Caller, placeId: number, keepId: number, column: 'isBaseCurrency' | 'isSecondaryDefault') {
  await db
    .update(placeCurrencies)
    .set({ [column]: false })
    .where(and(eq(placeCurrencies.companyId, caller.companyId), eq(placeCurrencies.placeId, placeId), ne(placeCurrencies.id, keepId), eq(placeCurrencies[column], true)));
}

export async function createPlaceCurrency(db: Db, caller: Caller, input: PlaceCurrencyInput) {
  return inTransactionUnique(db, [{ index: 'place_currencies_place_currency', code: 'place_currency_exists', field: 'currency' }], async (tx) => {
    await activePlace(tx, caller.companyId, input.place, 'place');
    await assertCompanyCurrency(tx, caller.companyId, input.currency);
    // the currency a second time at the place is the unique index's 409 (inTransactionUnique)
    const id = await insertedId(tx, placeCurrencies, {
      companyId: caller.companyId,
      placeId: input.place,
      currencyId: input.currency,
      isBaseCurrency: input.is_base_currency ?? false,
      amountToRemain: input.amount_to_remain ?? '0',
    });
    if (input.is_base_currency) await unsetOthers(tx, caller, input.place, id, 'isBaseCurrency');
    return pcDto(await pcById(tx, caller.companyId, id));
  });
}

export async function updatePlaceCurrency(
  db: Db,
  caller: Caller,
  id: number,
  input: { amount_to_remain?: string; is_base_currency?: boolean; is_secondary_default?: boolean },
) {
  return inTransaction(db, async (tx) => {
    const current = await pcById(tx, caller.companyId, id);
    const set: Partial<typeof placeCurrencies.$inferInsert> = sentColumns(input, { amount_to_remain: 'amountToRemain', is_base_currency: 'isBaseCurrency', is_secondary_default: 'isSecondaryDefault' });
    if (Object.keys(set).length) await tx.update(placeCurrencies).set(set).where(and(eq(placeCurrencies.id, id), eq(placeCurrencies.companyId, caller.companyId)));
    if (input.is_base_currency) await unsetOthers(tx, caller, current.placeId, id, 'isBaseCurrency');
    if (input.is_secondary_default) await unsetOthers(tx, caller, current.placeId, id, 'isSecondaryDefault');
    return pcDto(await pcById(tx, caller.companyId, id));
  });
}

/**
 * A place keeps its base currency and at least one currency (prices and the till need them): deleting
 * the base one, or the last one, is refused with 409. The place's currency rows are locked first, so
 * two deletions racing cannot leave a place with none.
 */
export async function deletePlaceCurrency(db: Db, caller: Caller, id: number) {
  await inTransaction(db, async (tx) => {
    const current = await pcById(tx, caller.companyId, id);
    const siblings = await tx
      .select({ id: placeCurrencies.id, isBase: placeCurrencies.isBaseCurrency })
      .from(placeCurrencies)
      .where(and(eq(placeCurrencies.placeId, current.placeId), eq(placeCurrencies.companyId, caller.companyId)))
      .for('update');
    if (siblings.find((c) => c.id === id)?.isBase) throw conflict('cannot_delete_base_currency', 'id');
    if (siblings.length <= 1) throw conflict('cannot_delete_last_currency', 'id');
    await tx.delete(placeCurrencies).where(and(eq(placeCurrencies.id, id), eq(placeCurrencies.companyId, caller.companyId)));
  });
}
