/**
 * Database errors in one place: what PostgreSQL (or PGlite) said, turned into the one error shape (the
 * transaction runner that retries is server/db/transaction.ts).
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
import { AppError } from '../errors';

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
