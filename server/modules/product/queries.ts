import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';

/**
 * Run independent queries: concurrently on the pool, one after another inside a transaction (a
 * transaction holds one connection; pg refuses overlapping queries on one client from pg@9 on).
 */
export async function queries<T extends readonly unknown[]>(db: Db, fns: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (db instanceof PgTransaction) {
    const out: unknown[] = [];
    for (const fn of fns) out.push(await fn());
    return out as unknown as T;
  }
  return Promise.all(fns.map((fn) => fn())) as unknown as Promise<T>;
}
