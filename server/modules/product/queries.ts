import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connect';

/**
 * Run independent queries: concurrently on the pool, one after another inside a transaction (a
 * transaction holds one connection; pg refuses overlapping queries on one client from pg@9 on).
 */
export async function queries<T extends readonly unknown[]>(db: DbOrTx, fns: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const calls: readonly (() => Promise<unknown>)[] = fns;
  const out: unknown[] = [];
  if (db instanceof PgTransaction) for (const fn of calls) out.push(await fn());
  else out.push(...(await Promise.all(calls.map((fn) => fn()))));
  return out as readonly unknown[] as T;
}
