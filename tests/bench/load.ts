/** One scenario under load with autocannon (loopback only, bounded duration and connections). */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import autocannon, { type Result } from 'autocannon';
import type { Scenario } from './scenarios';
import { cpuMs, postgresCpuMs, sampleRss, type BenchServer } from './server';

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** unmeasured run before the measured one, seconds (0 = none) */
  warmupSeconds: number;
  /** the warm-up of a `serverWarmup` scenario, seconds (the server's JIT needs more than a second of it) */
  serverWarmupSeconds: number;
  /** token per user, for `auth` scenarios */
  tokens: Record<string, string>;
  /** values for {placeholders} in paths */
  vars: Record<string, string | number>;
  /** request bodies (JSON) a `bodyPool` scenario picks from at random */
  pools?: Record<string, string[]>;
  /** the database is a PostgreSQL server on this machine: measure its CPU per response too */
  postgresLocal?: boolean;
}

export interface LoadResult {
  p50Ms: number;
  p99Ms: number;
  requestsPerSec: number;
  requests: number;
  /** non-2xx responses plus connection errors and timeouts */
  errors: number;
  statusCodes: Record<string, number>;
  rssMb: number;
  /** answers a second during the unmeasured warm-up (what a server just started does), null without one */
  warmupRequestsPerSec: number | null;
  /** the server's CPU time (user + system) per response during the measured run, ms (null when unknown) */
  cpuMsPerRequest: number | null;
  /** the local PostgreSQL server's CPU time per response (ms); null on PGlite (it is the server's own) */
  dbCpuMsPerRequest: number | null;
  connections: number;
  seconds: number;
}

export function fillPath(path: string, vars: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in vars)) throw new Error(`bench: unknown placeholder ${whole} in ${path}`);
    return encodeURIComponent(String(vars[name]));
  });
}

/** The body with its "{name}" string values replaced by the placeholders' values (numbers stay numbers). */
export function fillBody(body: unknown, vars: Record<string, string | number>): string {
  return JSON.stringify(body).replace(/"\{(\w+)\}"/g, (whole, name: string) => {
    if (!(name in vars)) throw new Error(`bench: unknown placeholder ${whole} in a body`);
    return JSON.stringify(vars[name]);
  });
}

/** Exact percentile (nearest rank) of sorted values. */
function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

function requestOptions(server: BenchServer, scenario: Scenario, options: LoadOptions) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (scenario.auth) {
    const user = scenario.as ?? 'admin';
    const token = options.tokens[user];
    if (!token) throw new Error(`bench: no token for ${user} (scenario ${scenario.name})`);
    headers.authorization = `Token ${token}`;
  }
  let body: string | undefined;
  if (scenario.body !== undefined) {
    body = fillBody(scenario.body, options.vars);
    headers['content-type'] = 'application/json';
  }
  // per request (autocannon calls setupRequest before each one): a new key, a body from the pool
  const pool = scenario.bodyPool ? options.pools?.[scenario.bodyPool] : undefined;
  if (scenario.bodyPool && !pool?.length) throw new Error(`bench: no bodies in the pool ${scenario.bodyPool}`);
  const requests =
    scenario.idempotencyKey || pool
      ? [
          {
            setupRequest: (r: { headers?: Record<string, string>; body?: unknown }) => ({
              ...r,
              ...(pool ? { body: pool[Math.floor(Math.random() * pool.length)] } : {}),
              headers: { ...r.headers, ...(scenario.idempotencyKey ? { 'idempotency-key': randomUUID() } : {}) },
            }),
          },
        ]
      : undefined;
  return { url: server.baseUrl + fillPath(scenario.path, options.vars), method: scenario.method, headers, body, ...(requests ? { requests } : {}) };
}

/**
 * Sellers at a given pace: each of `connections` loops has its own schedule of sales, random
 * (exponential) gaps whose mean makes `rate` sales a second between them; at each due time it sends one
 * request on its own kept-alive connection and waits for the answer. A seller whose previous sale
 * answered late starts the next one at once, and its latency counts from when the sale was DUE (no
 * coordinated omission: a slow server cannot hide its queue by slowing the load). So `rate` is what is
 * offered while the server keeps up, at most `connections` in flight. Unlike autocannon's `overallRate`
 * (which fires each second's requests at once), the arrivals are spread as people's are.
 */
async function paced(request: ReturnType<typeof requestOptions>, connections: number, seconds: number, rate: number, latencies: number[]): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(request.url);
  const meanGapMs = (connections / rate) * 1000;
  const until = performance.now() + seconds * 1000;
  const statusCodeStats: Record<string, { count: number }> = {};
  let non2xx = 0;
  let errors = 0;
  const send = () =>
    new Promise<number>((resolve, reject) => {
      const setup = request.requests?.[0]?.setupRequest({ headers: request.headers, body: request.body }) ?? { headers: request.headers, body: request.body };
      const req = http.request(
        { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method: request.method, headers: setup.headers },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(setup.body as string | undefined);
    });
  const seller = async () => {
    let due = performance.now();
    for (;;) {
      due += -Math.log(1 - Math.random()) * meanGapMs;
      if (due >= until) break;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      try {
        const status = await send();
        latencies.push(performance.now() - due);
        (statusCodeStats[status] ??= { count: 0 }).count++;
        if (status < 200 || status >= 300) non2xx++;
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, seller));
  agent.destroy();
  // answers per second over the time they took: a server that falls behind answers the last sales due
  // after the offered seconds, so dividing by those would report the offer, not what it did
  return { statusCodeStats, non2xx, errors, duration: (performance.now() - started) / 1000 } as unknown as Result;
}

export async function runScenario(server: BenchServer, scenario: Scenario, options: LoadOptions): Promise<LoadResult> {
  const connections = scenario.connections ?? options.connections;
  const seconds = scenario.seconds ?? options.seconds;
  const request = requestOptions(server, scenario, options);

  // autocannon's own histogram has 1 ms resolution; the 'response' event carries the exact time, so
  // latencies are kept here (all responses, 2xx or not: errors are counted separately).
  const latencies: number[] = [];
  const rss = sampleRss(server.pid, 50); // the max covers the warm-up too
  let rssMax: number;
  let result: Result;
  let cpuBefore: number | null;
  let cpuAfter: number | null;
  let dbCpuBefore: number | null = null;
  let dbCpuAfter: number | null = null;
  let warmupRequestsPerSec: number | null = null;
  try {
    const warmupSeconds = scenario.serverWarmup ? Math.max(options.warmupSeconds, options.serverWarmupSeconds) : options.warmupSeconds;
    if (warmupSeconds > 0) {
      const warm = await autocannon({ ...request, connections, duration: warmupSeconds, timeout: 10 });
      warmupRequestsPerSec = (warm.requests.total ?? 0) / (warm.duration || warmupSeconds);
    }
    cpuBefore = cpuMs(server.pid);
    if (options.postgresLocal) dbCpuBefore = postgresCpuMs();
    if (scenario.rate) {
      result = await paced(request, connections, seconds, scenario.rate, latencies);
    } else {
      const instance = autocannon({ ...request, connections, duration: seconds, timeout: 10 });
      instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
        latencies.push(ms);
      });
      result = await instance;
    }
    cpuAfter = cpuMs(server.pid);
    if (options.postgresLocal) dbCpuAfter = postgresCpuMs();
  } finally {
    rssMax = rss.stop();
  }
  if (server.exited()) throw new Error(`bench: the server exited during ${scenario.name}:\n${server.output()}`);
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, v]) => [code, v.count]));
  return {
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    requestsPerSec: latencies.length / (result.duration || seconds),
    requests: latencies.length,
    errors: result.non2xx + result.errors, // autocannon counts timeouts among errors
    statusCodes,
    rssMb: rssMax,
    warmupRequestsPerSec,
    cpuMsPerRequest: cpuBefore != null && cpuAfter != null && latencies.length ? (cpuAfter - cpuBefore) / latencies.length : null,
    dbCpuMsPerRequest: dbCpuBefore != null && dbCpuAfter != null && latencies.length ? (dbCpuAfter - dbCpuBefore) / latencies.length : null,
    connections,
    seconds,
  };
}
