/**
 * What the browser has abandoned is not run. A GET request runs inside a scope holding an
 * AbortSignal that fires when its client goes away before the answer is written (a search superseded
 * by the next keystroke: the browser aborts the previous fetch). The database wrappers in connect.ts
 * read the scope: a statement not yet started is not started (PGlite runs one statement at a time, so
 * the queue behind it shrinks); a statement running on PostgreSQL is cancelled (pg_cancel_backend on
 * its own backend, while the connection is still held, so no other request's statement is hit).
 * Writes (POST, PATCH, DELETE) are never abandoned: they finish, and their Idempotency-Key answers a
 * retry. They run in a scope marked `write` only to take the embedded database's turns like reads.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  signal: AbortSignal;
  /** the embedded database's turn of this request, once it has asked for one (connect.ts) */
  turn?: Promise<() => void>;
  /** run once when the request is done with the database: its answer serialised, or its client gone */
  ended: (() => void)[];
  /** set then: a statement after it (work the request left running) takes no turn */
  over?: boolean;
  /** a write: it takes PGlite's turns, first come, first served, and is never cancelled (its signal never fires) */
  write?: boolean;
  /** the request's logger (its lines carry the request id): the slow-query log writes there (slowQueries.ts) */
  log?: { warn(fields: object, message: string): void };
}

export const requestScope = new AsyncLocalStorage<RequestScope>();

/** Thrown instead of running a statement for a request whose client has gone. */
export class RequestAbortedError extends Error {
  constructor() {
    super('the client abandoned the request');
    this.name = 'RequestAbortedError';
  }
}

/** Throws when the current request's client has gone. */
export function assertNotAbandoned() {
  if (requestScope.getStore()?.signal.aborted) throw new RequestAbortedError();
}
