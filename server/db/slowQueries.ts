/**
 * The slow-query log: a statement that took longer than SLOW_QUERY_MS is logged at warn with its text
 * (never its parameters: they can be a customer's name or phone), how long it took and, through the
 * request's own logger, the request id. connect.ts wraps each connection's query with `timeQueries`
 * (PostgreSQL: each pooled client; PGlite: its one client, timed without the wait for its turn).
 */
import { requestScope, type RequestScope } from './requestScope';

export interface SlowQueryLog {
  warn(fields: object, message: string): void;
}

/** A statement's text in the log: whitespace collapsed, at most this many characters. */
const TEXT_MAX = 2000;

let thresholdMs = 500;
/** where statements run outside a request are logged (housekeeping, migrations): the app's logger */
let fallbackLog: SlowQueryLog | null = null;

/** Sets the threshold (config.ts SLOW_QUERY_MS) and the logger for statements outside a request. */
export function configureSlowQueries(options: { thresholdMs?: number; log?: SlowQueryLog | null }): void {
  if (options.thresholdMs !== undefined) thresholdMs = options.thresholdMs;
  if (options.log !== undefined) fallbackLog = options.log;
}

const textOf = (config: unknown): string =>
  typeof config === 'string' ? config : config && typeof config === 'object' && 'text' in config && typeof config.text === 'string' ? config.text : '(no text)';

function finished(config: unknown, started: number, scope?: RequestScope): void {
  const ms = performance.now() - started;
  if (ms < thresholdMs) return;
  // a promise's callback runs in the scope it was registered in: the request's (read only when slow)
  const log = (scope ?? requestScope.getStore())?.log ?? fallbackLog;
  if (!log) return;
  const text = textOf(config).replace(/\s+/g, ' ').trim();
  log.warn({ sql: text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}...` : text, ms: Math.round(ms) }, 'slow query');
}

type Callback = (...results: unknown[]) => unknown;

/**
 * `query` (a pg client's or PGlite's) timed: its text logged when it took SLOW_QUERY_MS or more. Takes
 * both the promise form and pg's callback form (pg-pool's one-shot queries, the callback last); answers
 * what `query` answers. Three arguments at most (text or config, values, callback or options): a fixed
 * arity, as the wrapper runs for every statement (rest arguments and spreads tripled its cost).
 */
export function timeQueries<F extends (...args: never[]) => unknown>(query: F): F {
  const call = query as unknown as (a?: unknown, b?: unknown, c?: unknown) => unknown;
  const timed = (config?: unknown, b?: unknown, c?: unknown) => {
    const started = performance.now();
    if (typeof b === 'function' || typeof c === 'function') {
      // the request's scope as the statement starts: pg calls a callback from its socket's events, outside it
      const scope = requestScope.getStore();
      const callback = (typeof c === 'function' ? c : b) as Callback;
      const timedCallback = (...results: unknown[]) => {
        finished(config, started, scope);
        return callback(...results);
      };
      return typeof c === 'function' ? call(config, b, timedCallback) : call(config, timedCallback);
    }
    const result = call(config, b, c);
    if (result instanceof Promise) {
      const done = () => finished(config, started);
      result.then(done, done);
    }
    return result;
  };
  return timed as unknown as F;
}
