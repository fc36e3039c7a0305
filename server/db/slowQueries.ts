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

function finished(config: unknown, started: number, scope: RequestScope | undefined): void {
  const ms = performance.now() - started;
  if (ms < thresholdMs) return;
  const log = scope?.log ?? fallbackLog;
  if (!log) return;
  const text = textOf(config).replace(/\s+/g, ' ').trim();
  log.warn({ sql: text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}...` : text, ms: Math.round(ms) }, 'slow query');
}

/**
 * `query` (a pg client's or PGlite's) timed: its text logged when it took SLOW_QUERY_MS or more. Takes
 * both the promise form and pg's callback form (pg-pool's one-shot queries); answers what `query` answers.
 */
export function timeQueries<F extends (...args: never[]) => unknown>(query: F): F {
  const call = query as unknown as (...a: unknown[]) => unknown;
  const timed = (...args: unknown[]) => {
    const started = performance.now();
    // the request's scope as the statement starts: pg calls a callback from its socket's events, outside it
    const scope = requestScope.getStore();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        finished(args[0], started, scope);
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return call(...args);
    }
    const result = call(...args);
    if (result instanceof Promise) {
      const done = () => finished(args[0], started, scope);
      result.then(done, done);
    }
    return result;
  };
  return timed as unknown as F;
}
