/**
 * Database errors in one place: what PostgreSQL (or PGlite) said, turned into the one error shape,
 * and the one transaction runner that retries deadlocks and serialisation failures.
 *
 * - unique violation (23505)      -> 409 already_exists (services that know the field throw their own code first)
 * - foreign key violation (23503) -> 409 referenced
 * - data exceptions (22xxx: out of range, too long, bad text, NUL byte) -> 400 invalid: bad input never answers 500
 * - deadlock (40P01), serialisation failure (40001) -> the transaction is run again up to RETRIES times,
 *   then 503 database_busy
 * - lock timeout (55P03), statement timeout (57014 of a request still waiting) -> 503 database_busy
 * - the database cannot be reached or the connection died (refused, reset, terminated, 08xxx, 57P01-03,
 *   too many connections) -> 503 database_unavailable; a transaction whose connection died before its
 *   COMMIT was sent is run once more on a fresh connection; one whose COMMIT went unanswered is never run
 *   again (it may have committed): 503 database_commit_unknown, and the client's retry with the same
 *   Idempotency-Key applies it at most once
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import { AppError } from '../http/errors';
import type { Db, DbOrTx, Tx } from './connect';

export interface PgErrorInfo {
  code?: string;
  constraint?: string;
  column?: string;
}

/** The SQLSTATE of an error thrown by node-postgres, PGlite or drizzle (which wraps it as `cause`). */
export function pgErrorOf(err: unknown): PgErrorInfo {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const o = e as { code?: unknown; constraint?: string; constraint_name?: string; column?: string; cause?: unknown };
    if (typeof o.code === 'string' && /^[0-9A-Z]{5}$/.test(o.code)) {
      return { code: o.code, constraint: o.constraint ?? o.constraint_name, column: o.column };
    }
    e = o.cause;
  }
  return {};
}

export const isUniqueViolation = (err: unknown, constraint?: string) => {
  const e = pgErrorOf(err);
  return e.code === '23505' && (!constraint || e.constraint === constraint);
};
export const isForeignKeyViolation = (err: unknown) => pgErrorOf(err).code === '23503';
export const isCheckViolation = (err: unknown, constraint?: string) => {
  const e = pgErrorOf(err);
  return e.code === '23514' && (!constraint || !e.constraint || e.constraint === constraint || String((err as Error)?.message ?? '').includes(constraint));
};
/** A deadlock or serialisation failure: running the whole transaction again is safe and usually succeeds. */
export const isRetryable = (err: unknown) => {
  const code = pgErrorOf(err).code;
  return code === '40P01' || code === '40001';
};

/** Node's socket errors: the database host refused, reset, or cannot be found. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);
/** node-postgres and pg-pool say a connection is gone in words, not codes. */
const CONNECTION_LOST = /Connection terminated|connection timeout|not queryable|Query read timeout|Cannot use a pool after calling end|terminating connection/i;
/** pg-pool's word for a request that waited longer than the connect timeout for a free connection */
const POOL_EXHAUSTED = 'timeout exceeded when trying to connect';

/**
 * The database could not be reached, or the connection an operation ran on died: nothing is wrong with
 * the request or the data, and the same request may succeed a moment later.
 */
export function isConnectionError(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const o = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof o.code === 'string') {
      if (SOCKET_CODES.has(o.code)) return true;
      // connection exception, admin/crash shutdown, cannot connect now, too many connections
      if (/^08[0-9A-Z]{3}$/.test(o.code) || o.code === '57P01' || o.code === '57P02' || o.code === '57P03' || o.code === '53300') return true;
    }
    if (typeof o.message === 'string' && CONNECTION_LOST.test(o.message)) return true;
    // an AggregateError (a host name with several addresses, all refused)
    if (Array.isArray(o.errors) && o.errors.some((x) => isConnectionError(x))) return true;
    e = o.cause;
  }
  return false;
}

/** Seconds a client waits before trying again when the database cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_S = 2;

/** The refusal an unhandled database error stands for, or null when it is a real fault (500). */
export function appErrorOfPg(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (isConnectionError(err)) return new AppError(503, 'database_unavailable', undefined, undefined, UNAVAILABLE_RETRY_AFTER_S);
  if (err instanceof Error && err.message === POOL_EXHAUSTED) return new AppError(503, 'database_busy', undefined, undefined, 1);
  const { code } = pgErrorOf(err);
  if (!code) return null;
  if (code === '23505') return new AppError(409, 'already_exists');
  if (code === '23503') return new AppError(409, 'referenced');
  if (code.startsWith('22')) return new AppError(400, 'invalid');
  if (code === '40P01' || code === '40001' || code === '55P03' || code === '57014') return new AppError(503, 'database_busy', undefined, undefined, 1);
  return null;
}

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
