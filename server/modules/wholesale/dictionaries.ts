/**
 * The wholesale reference tables (SPEC.md 2: heights, sizes, colors, models, styles, types): one generic
 * service for all six, one table with `kind`. Like product types: name and is_active; DELETE
 * deactivates (a name is free again), a duplicate active name is 409 already_exists.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { WholesaleDictionary, WholesaleDictionaryDto, WholesaleDictionaryInput } from '../../../src/domain/wholesale/contract';
import type { Caller } from '../../auth/access';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/pgErrors';
import { inTransaction } from '../../db/transaction';
import { wholesaleDictionaries } from '../../db/schema';
import { sentColumns } from '../../db/sentColumns';
import { conflict, notFound } from '../../errors';
import { matchesSearch, orderedPage } from '../../http/list';

type Row = typeof wholesaleDictionaries.$inferSelect;
const dto = (r: Row): WholesaleDictionaryDto => ({ id: r.id, name: r.name, is_active: r.isActive });

function scope(caller: Caller, kind: WholesaleDictionary, id?: number): SQL[] {
  const where = [eq(wholesaleDictionaries.companyId, caller.companyId), eq(wholesaleDictionaries.kind, kind)];
  if (id !== undefined) where.push(eq(wholesaleDictionaries.id, id));
  return where;
}

export async function listDictionary(db: Db, caller: Caller, kind: WholesaleDictionary, q: { offset: number; limit: number; search?: string; is_active?: boolean }) {
  const where = scope(caller, kind);
  where.push(eq(wholesaleDictionaries.isActive, q.is_active ?? true));
  if (q.search) where.push(matchesSearch(wholesaleDictionaries.name, q.search));
  const list = await orderedPage(db, wholesaleDictionaries, db.select().from(wholesaleDictionaries).$dynamic(), where, [asc(wholesaleDictionaries.id)], q);
  return { count: list.count, results: list.results.map(dto) };
}

export async function getDictionaryItem(db: Db, caller: Caller, kind: WholesaleDictionary, id: number) {
  const [row] = await db.select().from(wholesaleDictionaries).where(and(...scope(caller, kind, id)));
  if (!row) throw notFound();
  return dto(row);
}

function duplicate(err: unknown): never {
  if (isUniqueViolation(err, 'wholesale_dictionaries_name')) throw conflict('already_exists', 'name');
  throw err;
}

export async function createDictionaryItem(db: Db, caller: Caller, kind: WholesaleDictionary, input: WholesaleDictionaryInput) {
  try {
    const [row] = await db
      .insert(wholesaleDictionaries)
      .values({ companyId: caller.companyId, kind, name: input.name, isActive: input.is_active ?? true })
      .returning();
    return dto(row);
  } catch (err) {
    duplicate(err);
  }
}

export async function updateDictionaryItem(db: Db, caller: Caller, kind: WholesaleDictionary, id: number, input: Partial<WholesaleDictionaryInput>) {
  try {
    return await inTransaction(db, async (tx) => {
      const set: Partial<typeof wholesaleDictionaries.$inferInsert> = sentColumns(input, { name: 'name', is_active: 'isActive' });
      const [row] = Object.keys(set).length
        ? await tx.update(wholesaleDictionaries).set(set).where(and(...scope(caller, kind, id))).returning()
        : await tx.select().from(wholesaleDictionaries).where(and(...scope(caller, kind, id)));
      if (!row) throw notFound();
      return dto(row);
    });
  } catch (err) {
    duplicate(err);
  }
}

export async function deactivateDictionaryItem(db: Db, caller: Caller, kind: WholesaleDictionary, id: number) {
  const [row] = await db.update(wholesaleDictionaries).set({ isActive: false }).where(and(...scope(caller, kind, id))).returning({ id: wholesaleDictionaries.id });
  if (!row) throw notFound();
}
