/**
 * One user action, one operation (ARCHITECTURE.md section 4). Every POST that moves money or stock
 * runs through `idempotent()`: with an `Idempotency-Key` header the key, the request's route and body
 * hash and the answer are stored per company IN THE SAME TRANSACTION as the operation. So:
 * - a retry (double click, timeout, another server instance) gets the first answer and changes nothing;
 * - the same key at the same moment: the second request waits on the first one's key row (unique
 *   primary key), then replays its answer;
 * - a failed operation rolls back and keeps no key: the action can be tried again with the same key;
 * - the same key with another body or route, or from another employee, is refused (409 idempotency_key_reused).
 * Without the header the operation simply runs (API clients that do their own de-duplication).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import { callerOf } from '../auth/access';
import { prepared, queryRows, startTogether, withNext, type Db, type Tx } from '../db/connect';
import { inTransaction } from '../db/transaction';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest } from '../errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_RE = /^[A-Za-z0-9_-]{8,128}$/;
/** How long keys are kept (a retry comes within minutes; a day is generous). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * How an operation's transaction runs. 'hot' (a sale: a handful of short statements by primary and unique
 * keys, run as prepared statements, server/db/connect.ts `prepared`, and nothing done outside the
 * database):
 * - PostgreSQL reuses their plans instead of planning them again for every call's parameters (it kept
 *   re-planning the till's and the stock's statements on every sale: about 1.2 ms of its 7 ms per sale,
 *   measured with pg_stat_statements). It applies to the transaction's unnamed statements too, and a range or search
 *   statement wants a plan made for its parameters. Set for the transaction only (`set_config(..., true)`);
 *   PGlite takes it as well.
 * - the operation starts with the key's claim, not after its answer: its first statement is written with
 *   the claim (one round trip less). When the key was taken, whatever the operation did is rolled back
 *   and the first answer replayed; so only for operations that change nothing outside the database.
 */
const PLAN_MODE = { auto: sql`'auto'`, hot: sql`set_config('plan_cache_mode', 'force_generic_plan', true)` };
export type OperationMode = keyof typeof PLAN_MODE;

/** The key was claimed by an earlier request (thrown to roll the operation back; its answer is replayed). */
class KeyTaken extends Error {}

function hashOf(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('hex');
}

/**
 * Run `operation` in one transaction under the request's Idempotency-Key (when it has one) and answer
 * `status` with its result; a replay answers the stored status and body with `Idempotency-Replayed: true`.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  operation: (tx: Tx) => Promise<T>,
  mode: OperationMode = 'auto',
): Promise<T> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) {
    const result = await inTransaction(db, async (tx) => {
      if (mode !== 'auto') await tx.execute(sql`select ${PLAN_MODE[mode]}`);
      return operation(tx);
    });
    reply.code(status);
    return result;
  }
  if (typeof header !== 'string' || !KEY_RE.test(header)) throw badRequest('idempotency_key_invalid');
  const caller = callerOf(request);
  const route = `${request.method} ${request.url.split('?')[0]}`;
  const requestHash = hashOf(request.body);
  const where = and(eq(idempotencyKeys.companyId, caller.companyId), eq(idempotencyKeys.key, header));

  // the key's answer is written without waiting for it, so it travels with the COMMIT (one round trip on
  // PostgreSQL); its own result is checked once the transaction is over (a failed write makes the COMMIT
  // a rollback, which PostgreSQL answers without an error)
  let answerStored: Promise<unknown> = Promise.resolve();
  let outcome: { replayed: boolean; status: number; body: T };
  try {
    const body = await inTransaction(db, async (tx) => {
      // raw statements on this hot path (every sale): no query building per request. Claiming the key
      // also sets the operation's plan mode (no extra round trip).
      const claim = () =>
        queryRows<{ key: string }>(
          tx,
          prepared(sql`insert into idempotency_keys (company_id, key, route, request_hash, status, employee_id)
              values (${caller.companyId}::int, ${header}::text, ${route}::text, ${requestHash}::text, 0, ${caller.employeeId}::int)
              on conflict do nothing returning key, ${PLAN_MODE[mode]} as plan_mode`),
        );
      let result: T;
      if (mode === 'hot') {
        const [claimed, done] = await Promise.allSettled(startTogether(claim, () => operation(tx)));
        if (claimed.status === 'rejected') throw claimed.reason;
        if (!claimed.value.length) throw new KeyTaken();
        if (done.status === 'rejected') throw done.reason;
        result = done.value;
      } else {
        if (!(await claim()).length) throw new KeyTaken();
        result = await operation(tx);
      }
      answerStored = queryRows(
        tx,
        withNext(prepared(sql`update idempotency_keys set status = ${status}::int, response = ${JSON.stringify(result ?? null)}::jsonb
            where company_id = ${caller.companyId}::int and key = ${header}::text returning key`)),
      );
      answerStored.catch(() => undefined);
      return result;
    });
    const stored = await answerStored;
    if (!(Array.isArray(stored) && stored.length === 1)) throw new Error('idempotency: the answer was not stored with the operation');
    outcome = { replayed: false, status, body };
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    // the claim waited for the first request's transaction to end: its answer is there now
    const [first] = await db.select().from(idempotencyKeys).where(where).limit(1);
    // a key belongs to the employee who sent it first: another employee's same key and body is refused,
    // never answered with the first one's operation as if it were theirs
    if (!first || first.route !== route || first.requestHash !== requestHash || first.employeeId !== caller.employeeId) {
      throw new AppError(409, 'idempotency_key_reused');
    }
    outcome = { replayed: true, status: first.status, body: first.response as T };
  }
  reply.code(outcome.status);
  if (outcome.replayed) reply.header('idempotency-replayed', 'true');
  return outcome.body;
}

/** Remove keys older than the TTL (run from the server's hourly housekeeping). */
export async function pruneIdempotencyKeys(db: Db, now = Date.now()): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
