import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/access';
import { callerCan } from '../../auth/scope';
import type { Db, DbOrTx } from '../../db/connect';
import { companies, places, placeTypes } from '../../db/schema';
import { sentColumns } from '../../db/sentColumns';
import type { CompanySettingsPatch } from '../../../src/domain/company/contract';
import { notFound } from '../../errors';
import { matchesSearch, orderedPage, parseOrdering, type TypedListFilter } from '../../http/list';

export interface PlaceFilter extends TypedListFilter {
  type__in?: number[];
  /** only the caller's allowed places (the workplace screen) */
  mine?: boolean;
}

const placeColumns = {
  id: places.id,
  name: places.name,
  address: places.address,
  image: places.image,
  is_active: places.isActive,
  typeId: places.typeId,
  typeName: placeTypes.name,
};

type PlaceRow = { id: number; name: string; address: string; image: string | null; is_active: boolean; typeId: number; typeName: string };

export const placeDto = (r: PlaceRow) => ({
  id: r.id,
  name: r.name,
  address: r.address,
  image: r.image,
  is_active: r.is_active,
  type: { id: r.typeId, name: r.typeName },
});

/** Places of the caller's company. Non-admins see only the places they may work at. */
function scope(caller: Caller, onlyMine: boolean): SQL[] {
  const where: SQL[] = [eq(places.companyId, caller.companyId)];
  if (onlyMine || !callerCan(caller, 'place.read_all')) {
    where.push(caller.placeIds.length ? inArray(places.id, caller.placeIds) : eq(places.id, -1));
  }
  return where;
}

export async function listPlaces(db: Db, caller: Caller, f: PlaceFilter) {
  const where = scope(caller, !!f.mine);
  where.push(eq(places.isActive, f.is_active ?? true));
  if (f.type) where.push(eq(places.typeId, f.type));
  if (f.type__in?.length) where.push(inArray(places.typeId, f.type__in));
  if (f.search) where.push(matchesSearch(sql`(${places.name} || E'\\x1f' || coalesce(${places.address}, ''))`, f.search));
  const order = parseOrdering(f.ordering, ['id', 'name'] as const, 'id');
  const column = order.key === 'name' ? places.name : places.id;
  const rows = db.select(placeColumns).from(places).innerJoin(placeTypes, and(eq(placeTypes.id, places.typeId), eq(placeTypes.companyId, places.companyId))).$dynamic();
  const list = await orderedPage(db, places, rows, where, [order.desc ? desc(column) : asc(column), asc(places.id)], f);
  return { count: list.count, results: list.results.map(placeDto) };
}

/** All active places of the company (for selects), not paged. */
export async function allPlaces(db: Db, caller: Caller) {
  const rows = await db
    .select(placeColumns)
    .from(places)
    .innerJoin(placeTypes, and(eq(placeTypes.id, places.typeId), eq(placeTypes.companyId, places.companyId)))
    .where(and(eq(places.companyId, caller.companyId), eq(places.isActive, true)))
    .orderBy(asc(places.name), asc(places.id));
  return rows.map(placeDto);
}

export async function getPlace(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .select(placeColumns)
    .from(places)
    .innerJoin(placeTypes, and(eq(placeTypes.id, places.typeId), eq(placeTypes.companyId, places.companyId)))
    .where(and(eq(places.id, id), ...scope(caller, false)));
  if (!row) throw notFound();
  return placeDto(row);
}

// ------------------------------------------------------------------------------------ company settings

const settingsColumns = { offline_window_hours: companies.offlineWindowHours };

/** The caller's company's settings (the offline sales' window). The row is always the caller's company. */
export async function getCompanySettings(db: DbOrTx, caller: Caller) {
  const [row] = await db.select(settingsColumns).from(companies).where(eq(companies.id, caller.companyId));
  if (!row) throw notFound();
  return row;
}

/** PATCH the caller's company's settings; answers them as they are now. */
export async function updateCompanySettings(db: DbOrTx, caller: Caller, input: CompanySettingsPatch) {
  const set: Partial<typeof companies.$inferInsert> = sentColumns(input, { offline_window_hours: 'offlineWindowHours' });
  if (Object.keys(set).length === 0) return getCompanySettings(db, caller);
  const [row] = await db.update(companies).set(set).where(eq(companies.id, caller.companyId)).returning(settingsColumns);
  if (!row) throw notFound();
  return row;
}
