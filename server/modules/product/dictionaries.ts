/**
 * Product types, size types and sizes: small per-company dictionaries. Lists show active rows only
 * (SPEC.md section 7: is_active=true forced); DELETE deactivates.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { SizeDto } from '../../../src/domain/product/contract';
import type { Caller } from '../../auth/access';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/pgErrors';
import { inTransaction } from '../../db/transaction';
import { productTypes, sizes, sizeTypes } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';

import { matchesSearch, orderedPage } from '../../http/list';

type NamedTable = typeof productTypes | typeof sizeTypes;

interface NamedFilter {
  offset: number;
  limit: number;
  search?: string;
}

/** A duplicate active name (the partial unique index) -> 409 with the dictionary's code on `name`. */
async function uniqueName<T>(code: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(code, 'name');
    throw err;
  }
}

/** The active rows of the caller's company in one of the dictionaries (lists, reads and writes see only these). */
const activeScope = (table: NamedTable | typeof sizes, caller: Caller) => [eq(table.companyId, caller.companyId), eq(table.isActive, true)];

/** DELETE: an active row of the caller's company deactivated, else 404. */
async function deactivate(db: Db, caller: Caller, table: NamedTable | typeof sizes, id: number) {
  const [row] = await db
    .update(table)
    .set({ isActive: false })
    .where(and(eq(table.id, id), ...activeScope(table, caller)))
    .returning({ id: table.id });
  if (!row) throw notFound();
}

/** The same four operations for product types and size types. */
function namedDictionary(table: NamedTable, duplicateCode: string) {
  const columns = { id: table.id, name: table.name, is_active: table.isActive };
  const scope = (caller: Caller) => activeScope(table, caller);

  return {
    async list(db: Db, caller: Caller, f: NamedFilter) {
      const where: SQL[] = scope(caller);
      if (f.search) where.push(matchesSearch(table.name, f.search));
      return orderedPage(db, table, db.select(columns).from(table).$dynamic(), where, [asc(table.id)], f);
    },
    async create(db: Db, caller: Caller, name: string) {
      return uniqueName(duplicateCode, async () => {
        const [row] = await db.insert(table).values({ companyId: caller.companyId, name }).returning(columns);
        return row;
      });
    },
    async update(db: Db, caller: Caller, id: number, name: string) {
      const [row] = await uniqueName(duplicateCode, () =>
        db
          .update(table)
          .set({ name })
          .where(and(eq(table.id, id), ...scope(caller)))
          .returning(columns),
      );
      if (!row) throw notFound();
      return row;
    },
    deactivate: (db: Db, caller: Caller, id: number) => deactivate(db, caller, table, id),
    /** An active row of the caller's company, or null. */
    async find(db: Db, caller: Caller, id: number) {
      const [row] = await db.select(columns).from(table).where(and(eq(table.id, id), ...scope(caller)));
      return row ?? null;
    },
  };
}

export const productTypeDictionary = namedDictionary(productTypes, 'product_type_exists');
export const sizeTypeDictionary = namedDictionary(sizeTypes, 'size_type_exists');

// ------------------------------------------------------------------------------------ sizes

const sizeColumns = {
  id: sizes.id,
  name: sizes.name,
  type: sizes.typeId,
  type_name: sizeTypes.name,
  is_active: sizes.isActive,
};

export interface SizeFilter {
  offset: number;
  limit: number;
  search?: string;
  type?: number;
}

const sizeScope = (caller: Caller) => activeScope(sizes, caller);

export async function listSizes(db: Db, caller: Caller, f: SizeFilter): Promise<{ count: number; results: SizeDto[] }> {
  const where: SQL[] = sizeScope(caller);
  if (f.type) where.push(eq(sizes.typeId, f.type));
  if (f.search) where.push(matchesSearch(sizes.name, f.search));
  const rows = db.select(sizeColumns).from(sizes).innerJoin(sizeTypes, and(eq(sizeTypes.id, sizes.typeId), eq(sizeTypes.companyId, sizes.companyId))).$dynamic();
  return orderedPage(db, sizes, rows, where, [asc(sizes.typeId), asc(sizes.id)], f);
}

export async function allSizes(db: Db, caller: Caller): Promise<SizeDto[]> {
  return db
    .select(sizeColumns)
    .from(sizes)
    .innerJoin(sizeTypes, and(eq(sizeTypes.id, sizes.typeId), eq(sizeTypes.companyId, sizes.companyId)))
    .where(and(...sizeScope(caller)))
    .orderBy(asc(sizes.typeId), asc(sizes.id));
}

export async function getSize(db: Db, caller: Caller, id: number): Promise<SizeDto> {
  const [row] = await db
    .select(sizeColumns)
    .from(sizes)
    .innerJoin(sizeTypes, and(eq(sizeTypes.id, sizes.typeId), eq(sizeTypes.companyId, sizes.companyId)))
    .where(and(eq(sizes.id, id), ...sizeScope(caller)));
  if (!row) throw notFound();
  return row;
}

/** Sizes of one size type (404 when the size type is not an active one of the company). */
export async function sizesOfType(db: Db, caller: Caller, sizeTypeId: number, f: SizeFilter) {
  if (!(await sizeTypeDictionary.find(db, caller, sizeTypeId))) throw notFound();
  return listSizes(db, caller, { ...f, type: sizeTypeId });
}

async function assertSizeType(db: Db, caller: Caller, typeId: number) {
  if (!(await sizeTypeDictionary.find(db, caller, typeId))) throw badRequest('invalid', 'type');
}

export async function createSize(db: Db, caller: Caller, input: { name: string; type: number }): Promise<SizeDto> {
  return uniqueName('size_exists', () => inTransaction(db, async (tx) => {
    await assertSizeType(tx, caller, input.type);
    const [row] = await tx.insert(sizes).values({ companyId: caller.companyId, name: input.name, typeId: input.type }).returning({ id: sizes.id });
    return getSize(tx, caller, row.id);
  }));
}

export async function updateSize(db: Db, caller: Caller, id: number, input: { name: string; type: number }): Promise<SizeDto> {
  return uniqueName('size_exists', () => inTransaction(db, async (tx) => {
    await getSize(tx, caller, id);
    await assertSizeType(tx, caller, input.type);
    await tx.update(sizes).set({ name: input.name, typeId: input.type }).where(and(eq(sizes.id, id), eq(sizes.companyId, caller.companyId)));
    return getSize(tx, caller, id);
  }));
}

export function deactivateSize(db: Db, caller: Caller, id: number) {
  return deactivate(db, caller, sizes, id);
}
