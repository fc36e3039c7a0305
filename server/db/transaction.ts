/**
 * The one transaction runner: services open transactions only through `inTransaction` (deadlocks and
 * serialisation failures run again, a connection that died before COMMIT runs once more on a fresh one,
 * a lost COMMIT is never run blindly), `inTransactionUnique` (a unique index's violation as its 409) and
 * `afterCommit` (work that must count only what was written).
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import { AppError } from '../errors';
import type { Db, DbOrTx, Tx } from './connect';
import { isConnectionError, isRetryable, isUniqueViolation, UNAVAILABLE_RETRY_AFTER_S } from './pgErrors';

/** What to do once a transaction opened by inTransaction has committed (afterCommit), by its transaction object. */
const committedWork = new WeakMap<object, (() => void)[]>();

/**
 * Runs `work` once the transaction `tx` belongs to has committed, never when it is rolled back (a replayed
 * Idempotency-Key, a refusal, a deadlock's run that is run again): for what must count only what was
 * written, such as the metrics' committed sales. Outside a transaction it runs at once; in a transaction
 * not opened by inTransaction (the seeds) never. `work` must not throw.
 */
export function afterCommit(tx: DbOrTx, work: () => void): void {
  const list = committedWork.get(tx);
  if (list) list.push(work);
  else if (!(tx instanceof PgTransaction)) work();
}

/** How many times a transaction is run in all when it keeps failing with a deadlock or serialisation error. */
export const TX_ATTEMPTS = 4;

/**
 * Run `fn` in one transaction. At the top level a deadlock or serialisation failure runs it again
 * (up to TX_ATTEMPTS in all, with a short random pause), then answers 503 database_busy. Inside a
 * transaction it is a savepoint and is not retried there (PostgreSQL aborts the whole transaction; the
 * outermost runner retries).
 *
 * A connection that dies under the transaction: while `fn` was still running, the COMMIT was never sent
 * and PostgreSQL rolled everything back, so the whole transaction runs once more on a fresh connection
 * (the pool drops the dead one); after `fn` returned, the COMMIT may have been applied: it is never run
 * again, and the answer says so (503 database_commit_unknown: the client's retry with the same
 * Idempotency-Key replays or applies it once). A connection that could not be had at all: 503 at once.
 */
export async function inTransaction<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) {
    const outer = committedWork.get(db);
    if (!outer) return db.transaction(fn);
    // a savepoint's work joins its transaction's once the savepoint is released (none when it is rolled back)
    const inner: (() => void)[] = [];
    const result = await db.transaction((tx) => {
      committedWork.set(tx, inner);
      return fn(tx);
    });
    outer.push(...inner);
    return result;
  }
  let reconnected = false;
  for (let attempt = 1; ; attempt++) {
    let started = false;
    let finished = false;
    try {
      // each run its own list: the work of a run that was rolled back (and run again) is dropped
      let work: (() => void)[] = [];
      const result = await (db as Db).transaction(async (tx) => {
        started = true;
        work = [];
        committedWork.set(tx, work);
        const value = await fn(tx);
        finished = true;
        return value;
      });
      for (const done of work) done();
      return result;
    } catch (err) {
      if (isConnectionError(err)) {
        if (finished) throw new AppError(503, 'database_commit_unknown', undefined, undefined, UNAVAILABLE_RETRY_AFTER_S);
        if (!started || reconnected) throw new AppError(503, 'database_unavailable', undefined, undefined, UNAVAILABLE_RETRY_AFTER_S);
        reconnected = true;
        continue;
      }
      if (!isRetryable(err)) throw err;
      if (attempt >= TX_ATTEMPTS) throw new AppError(503, 'database_busy', undefined, undefined, 1);
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

/** A unique index whose violation is a 409 `code` on `field`: the same answer as the service's own check. */
export interface UniqueRefusal {
  index: string;
  code: string;
  field: string;
}

/**
 * `fn` in one transaction (inTransaction), where a unique violation of one of `refusals`' indexes (a
 * concurrent request wrote between `fn`'s own check and its write, or there is no check) is that index's
 * 409 on its field.
 */
export async function inTransactionUnique<T>(db: DbOrTx, refusals: readonly UniqueRefusal[], fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(db, fn);
  } catch (err) {
    for (const { index, code, field } of refusals) {
      if (isUniqueViolation(err, index)) throw new AppError(409, code, field);
    }
    throw err;
  }
}
