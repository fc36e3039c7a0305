/**
 * Company scoping and place checks: every query is scoped to the caller's company (another company's
 * row answers 404), and an employee acts only at the places of their set (403 place_not_allowed).
 */
import { and, eq, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { can, type Action } from '../../src/domain/permissions';
import type { DbOrTx } from '../db/connect';
import { notFound } from '../errors';
export { assertPlaceAllowed, callerOf, type Caller } from './access';
import type { Caller } from './access';

type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

/** The row of `table` with this id in the caller's company (locked FOR UPDATE when `lock`): absent or another company's -> 404. */
export async function ownRowById<T extends CompanyTable>(db: DbOrTx, caller: Caller, table: T, id: number, lock = false): Promise<InferSelectModel<T>> {
  const query = db
    .select()
    .from(table as CompanyTable)
    .where(and(eq(table.id, id), eq(table.companyId, caller.companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row as InferSelectModel<T>;
}

/** May the caller do this action (a field a role may not see, a button)? */
export function callerCan(caller: Caller, action: Action): boolean {
  return can(caller.roles, action);
}

/**
 * Fields a role may not see, by the action that reveals them (SPEC.md section 6: a seller is never sent
 * a cost price). Applied to every answer of the catalogue and stock routes before serialisation.
 */
export type HiddenFields = readonly { field: string; action: Action }[];
const HIDDEN_FIELDS: HiddenFields = [{ field: 'cost', action: 'product.cost.read' }];

/** A customer's money, which a role that only looks customers up (a seller picking a booking's customer) is not sent. */
export const CUSTOMER_MONEY_FIELDS: HiddenFields = ['balance', 'old_debt', 'total_debt', 'debt_currency'].map((field) => ({ field, action: 'customer.read' as const }));

/** The answer without the fields the caller may not see (recursively: lists, pages, nested products). */
export function visibleTo<T>(caller: Caller | null, payload: T, fields: HiddenFields = HIDDEN_FIELDS): T {
  if (!caller) return payload;
  const hidden = fields.filter((h) => !can(caller.roles, h.action)).map((h) => h.field);
  if (!hidden.length) return payload;
  // copy on write: an object or list is copied only when something inside it is hidden
  const strip = (value: unknown, depth: number): unknown => {
    if (depth > 8 || value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
    if (Array.isArray(value)) {
      let out: unknown[] | null = null;
      for (let i = 0; i < value.length; i++) {
        const v = strip(value[i], depth + 1);
        if (v !== value[i]) (out ??= value.slice())[i] = v;
      }
      return out ?? value;
    }
    const source = value as Record<string, unknown>;
    let out: Record<string, unknown> | null = null;
    for (const k of Object.keys(source)) {
      if (hidden.includes(k)) {
        out ??= { ...source };
        delete out[k];
        continue;
      }
      const v = strip(source[k], depth + 1);
      if (v !== source[k]) (out ??= { ...source })[k] = v;
    }
    return out ?? value;
  };
  return strip(payload, 0) as T;
}
