/** Rows of a query and of an insert, typed from Drizzle's own types. */
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './connect';

/** The row type a query function's statement answers (`RowOf<typeof saleQuery>`). */
export type RowOf<Q extends (...args: never[]) => { execute: () => Promise<readonly unknown[]> }> = Awaited<ReturnType<ReturnType<Q>['execute']>>[number];

/** One row inserted into `table`; its id. */
export async function insertedId<T extends PgTable & { id: AnyPgColumn }>(db: DbOrTx, table: T, values: PgInsertValue<T>): Promise<number> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row.id as number;
}
