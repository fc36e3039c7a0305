/**
 * The slow-query log (server/db/slowQueries.ts): a statement slower than SLOW_QUERY_MS is logged at warn
 * with its text, its duration and the request id of the request's logger, never its parameter values.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureSlowQueries, timeQueries } from '../../server/db/slowQueries';
import { requestScope, type RequestScope } from '../../server/db/requestScope';

const TEXT = `select id, name
    from customers where phone = $1 and name = $2`;
const PARAMS = ['+998901234567', 'Alice Karimova'];

/** A pino logger writing its lines into `lines`, and a request's child of it. */
function logger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const root = pino({ level: 'info' }, stream);
  return { lines, root, request: root.child({ requestId: 'req-7f3c2a' }) };
}

const inRequest = <T,>(log: RequestScope['log'], run: () => T): T =>
  requestScope.run({ signal: new AbortController().signal, ended: [], log }, run);

/** A query that answers after `ms` (or fails then). */
const fakeQuery = (ms: number, fail = false) =>
  vi.fn(
    (_text: string, _values: unknown[]) =>
      new Promise<{ rows: unknown[] }>((resolve, reject) => setTimeout(() => (fail ? reject(new Error('boom')) : resolve({ rows: [1] })), ms)),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
  configureSlowQueries({ thresholdMs: 100, log: null });
});
afterEach(() => {
  vi.useRealTimers();
  configureSlowQueries({ thresholdMs: 500, log: null });
});

/** Lets the pino stream write what was logged (it writes on a later tick). */
const flushed = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('timeQueries', () => {
  it('logs a slow statement with its text, duration and request id, without its parameters', async () => {
    const { lines, request } = logger();
    const query = timeQueries(fakeQuery(250));
    const answer = inRequest(request, () => query(TEXT, PARAMS));
    await vi.advanceTimersByTimeAsync(250);
    expect(await answer).toEqual({ rows: [1] });
    vi.useRealTimers();
    await flushed();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'slow query', requestId: 'req-7f3c2a', sql: 'select id, name from customers where phone = $1 and name = $2', ms: 250 });
    const written = JSON.stringify(lines[0]);
    for (const value of PARAMS) expect(written).not.toContain(value);
  });

  it('leaves a statement under the threshold out', async () => {
    const { lines, request } = logger();
    const query = timeQueries(fakeQuery(99));
    const answer = inRequest(request, () => query(TEXT, PARAMS));
    await vi.advanceTimersByTimeAsync(99);
    await answer;
    vi.useRealTimers();
    await flushed();
    expect(lines).toEqual([]);
  });

  it("logs a slow statement that failed, and passes its failure on", async () => {
    const { lines, request } = logger();
    const query = timeQueries(fakeQuery(300, true));
    const answer = inRequest(request, () => query(TEXT, PARAMS));
    const failure = expect(answer).rejects.toThrow('boom');
    await vi.advanceTimersByTimeAsync(300);
    await failure;
    vi.useRealTimers();
    await flushed();
    expect(lines.map((l) => [l.msg, l.requestId, l.ms])).toEqual([['slow query', 'req-7f3c2a', 300]]);
  });

  it("times pg's callback form (pg-pool's one-shot queries) and hands the callback its result", async () => {
    const { lines, request } = logger();
    const callbackQuery = (_text: string, _values: unknown[], callback: (err: Error | null, result?: unknown) => void) => {
      setTimeout(() => callback(null, { rows: [2] }), 150);
    };
    const query = timeQueries(callbackQuery);
    const got = vi.fn();
    inRequest(request, () => query({ text: TEXT } as unknown as string, PARAMS, got));
    await vi.advanceTimersByTimeAsync(150);
    expect(got).toHaveBeenCalledWith(null, { rows: [2] });
    vi.useRealTimers();
    await flushed();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ sql: 'select id, name from customers where phone = $1 and name = $2', ms: 150, requestId: 'req-7f3c2a' });
  });

  it("outside a request, logs to the app's logger (no request id), at the configured threshold", async () => {
    const { lines, root } = logger();
    configureSlowQueries({ thresholdMs: 1000, log: root });
    const query = timeQueries(fakeQuery(600));
    const fast = query(TEXT, PARAMS);
    await vi.advanceTimersByTimeAsync(600);
    await fast;
    const slow = timeQueries(fakeQuery(1200))('vacuum analyze sales', []);
    await vi.advanceTimersByTimeAsync(1200);
    await slow;
    vi.useRealTimers();
    await flushed();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'slow query', sql: 'vacuum analyze sales', ms: 1200 });
    expect(lines[0].requestId).toBeUndefined();
  });
});
