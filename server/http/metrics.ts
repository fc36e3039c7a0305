/**
 * The server's metrics in Prometheus' text format (served by server/http/observability.ts at
 * /api/metrics). Hand-written rather than prom-client: a dozen series need a counter, a histogram and a
 * few gauges, and this module has no dependency, so anything (the error handler, the database layer,
 * the sale service) can count without importing the app. The values are per process: each instance
 * behind a load balancer is scraped by itself.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Decimal from 'decimal.js';

/** Request duration buckets, seconds: a sale takes milliseconds, a report a second, a backup's stall longer. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface RequestSeries {
  labels: string;
  count: number;
  sum: number;
  /** per bucket, not cumulative (made cumulative when written) */
  buckets: number[];
}

/** Series by `method route status`: a route is its URL template, so the set is bounded by the routes. */
const requests = new Map<string, RequestSeries>();
const sales = new Map<number, { labels: string; count: number; amount: Decimal }>();
let databaseUnavailable = 0;
let poolErrors = 0;

/** A label value in the exposition format: backslash, double quote and line feed escaped. */
const labelValue = (value: string) => value.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));

/** One answered request (the onResponse hook): its route's URL template, never the raw URL. */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const key = `${method} ${route} ${status}`;
  let series = requests.get(key);
  if (!series) {
    series = {
      labels: `route="${labelValue(route)}",method="${labelValue(method)}",status="${status}"`,
      count: 0,
      sum: 0,
      buckets: new Array<number>(DURATION_BUCKETS.length).fill(0),
    };
    requests.set(key, series);
  }
  series.count++;
  series.sum += seconds;
  for (let i = 0; i < DURATION_BUCKETS.length; i++) {
    if (seconds <= DURATION_BUCKETS[i]) {
      series.buckets[i]++;
      break;
    }
  }
}

/** A committed sale (not a replayed one) and its total in the company's base currency (by its id). */
export function countSale(total: string, currencyId: number): void {
  let series = sales.get(currencyId);
  if (!series) {
    series = { labels: `currency_id="${currencyId}"`, count: 0, amount: new Decimal(0) };
    sales.set(currencyId, series);
  }
  series.count++;
  series.amount = series.amount.plus(total);
}

/** A request answered 503 because the database could not be reached. */
export function countDatabaseUnavailable(): void {
  databaseUnavailable++;
}

/** An error the PostgreSQL pool reported (an idle connection lost, a connection refused). */
export function countPoolError(): void {
  poolErrors++;
}

/** The PostgreSQL pool's connections now (PGlite has no pool: none). */
export interface PoolStats {
  size: number;
  idle: number;
  waiting: number;
}

// the event loop's delay, sampled every 20 ms while some app is open (several apps in one test process share it)
let loopDelay: ReturnType<typeof monitorEventLoopDelay> | null = null;
let loopUsers = 0;

/** Starts sampling the event loop's delay; the answered function stops it again. */
export function watchEventLoop(): () => void {
  if (!loopDelay) {
    loopDelay = monitorEventLoopDelay({ resolution: 20 });
    loopDelay.enable();
  }
  loopUsers++;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--loopUsers === 0 && loopDelay) {
      loopDelay.disable();
      loopDelay = null;
    }
  };
}

/** Writes one metric family: its HELP, TYPE and lines. */
function family(out: string[], name: string, type: 'counter' | 'gauge' | 'histogram', help: string, lines: string[]) {
  out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...lines);
}

const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);

/** Every series in Prometheus' text exposition format (version 0.0.4). */
export function renderMetrics(pool?: PoolStats): string {
  const out: string[] = [];
  const requestLines: string[] = [];
  const durationLines: string[] = [];
  for (const s of requests.values()) {
    requestLines.push(`http_requests_total{${s.labels}} ${s.count}`);
    let cumulative = 0;
    DURATION_BUCKETS.forEach((le, i) => {
      cumulative += s.buckets[i];
      durationLines.push(`http_request_duration_seconds_bucket{${s.labels},le="${le}"} ${cumulative}`);
    });
    durationLines.push(
      `http_request_duration_seconds_bucket{${s.labels},le="+Inf"} ${s.count}`,
      `http_request_duration_seconds_sum{${s.labels}} ${s.sum}`,
      `http_request_duration_seconds_count{${s.labels}} ${s.count}`,
    );
  }
  family(out, 'http_requests_total', 'counter', 'Answered HTTP requests by route template, method and status.', requestLines);
  family(out, 'http_request_duration_seconds', 'histogram', 'Time from request to answer, by route template, method and status.', durationLines);
  const saleValues = [...sales.values()];
  family(out, 'pos_sales_total', 'counter', 'Committed sales (a replayed Idempotency-Key is not counted again), by the base currency of their company.', saleValues.map((s) => `pos_sales_total{${s.labels}} ${s.count}`));
  family(out, 'pos_sales_amount_total', 'counter', "Committed sales' totals in their company's base currency (currency_id); rate() gives the amount per second.", saleValues.map((s) => `pos_sales_amount_total{${s.labels}} ${s.amount.toFixed(2)}`));
  if (pool) {
    family(out, 'db_pool_size', 'gauge', 'PostgreSQL connections the pool holds (busy and idle).', [`db_pool_size ${pool.size}`]);
    family(out, 'db_pool_idle', 'gauge', 'PostgreSQL connections idle in the pool.', [`db_pool_idle ${pool.idle}`]);
    family(out, 'db_pool_waiting', 'gauge', 'Requests waiting for a PostgreSQL connection.', [`db_pool_waiting ${pool.waiting}`]);
  }
  family(out, 'db_pool_errors_total', 'counter', 'Errors reported by the PostgreSQL connection pool.', [`db_pool_errors_total ${poolErrors}`]);
  family(out, 'db_unavailable_total', 'counter', 'Requests answered 503 because the database could not be reached.', [`db_unavailable_total ${databaseUnavailable}`]);
  if (loopDelay) {
    // since the previous scrape: the histogram starts again after each
    const lag = { p50: loopDelay.percentile(50), p99: loopDelay.percentile(99), max: loopDelay.max };
    loopDelay.reset();
    family(out, 'nodejs_eventloop_lag_p50_seconds', 'gauge', "Event loop delay's median since the previous scrape.", [`nodejs_eventloop_lag_p50_seconds ${seconds(lag.p50)}`]);
    family(out, 'nodejs_eventloop_lag_p99_seconds', 'gauge', "Event loop delay's 99th percentile since the previous scrape.", [`nodejs_eventloop_lag_p99_seconds ${seconds(lag.p99)}`]);
    family(out, 'nodejs_eventloop_lag_max_seconds', 'gauge', 'Longest event loop delay since the previous scrape.', [`nodejs_eventloop_lag_max_seconds ${seconds(lag.max)}`]);
  }
  const memory = process.memoryUsage();
  family(out, 'process_resident_memory_bytes', 'gauge', 'Resident memory of the server process.', [`process_resident_memory_bytes ${memory.rss}`]);
  family(out, 'nodejs_heap_used_bytes', 'gauge', 'JavaScript heap in use.', [`nodejs_heap_used_bytes ${memory.heapUsed}`]);
  family(out, 'process_start_time_seconds', 'gauge', 'When the process started, seconds since the epoch.', [`process_start_time_seconds ${Math.round((Date.now() - process.uptime() * 1000) / 1000)}`]);
  return `${out.join('\n')}\n`;
}
