/**
 * `npm run bench`: performance budgets of ARCHITECTURE.md section 7, measured against the real server.
 *
 * For each database target (PGlite always; PostgreSQL when BENCH_DATABASE_URL is set or a local server
 * answers at postgres://postgres@127.0.0.1:5432/test, in a fresh database bench_<time> dropped at the
 * end): generate the dataset into the database in this process, close it, start server/main.ts as a
 * child process on a free loopback port (NODE_ENV=production, LOG_LEVEL=warn), time the cold start, then
 * run every scenario of scenarios.ts with autocannon. Prints a table and writes bench-results.json.
 *
 * Environment (all optional):
 *   BENCH_PRODUCTS=100000 BENCH_SIZES=10 BENCH_PLACES=20 BENCH_CUSTOMERS=100000   dataset size (ARCHITECTURE.md section 7)
 *   BENCH_STOCK_FRACTION=0.01   share of (product, size, place) cells with stock (see server/seed/generate.ts)
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=10 BENCH_WARMUP_SECONDS=1   load per scenario
 *   BENCH_TARGETS=pglite,postgres   which targets (default: PGlite, plus PostgreSQL if reachable)
 *   BENCH_SCENARIOS=login,places list   only these scenarios (by name)
 *   BENCH_MOVEMENT=0  skip the 500-line reception / transfer rounds
 *   BENCH_BROWSER=0   skip the till in Chromium (scan to line, /sale first load at 4x CPU; needs /usr/bin/chromium)
 *   BENCH_FIRST_SCREEN=0   skip the first screens (/sale, /products) against the bare react-admin floor app;
 *     BENCH_SCENARIOS='first screen' runs them with no load scenario (add BENCH_MOVEMENT=0)
 *   BENCH_DATABASE_URL=postgres://user@host:5432/db   PostgreSQL to create the bench database from
 *   BENCH_OUTPUT=bench-results.json   where the JSON goes (relative to the repository root)
 *   BENCH_KEEP=1   keep the PGlite data directory and the PostgreSQL database (both printed) to profile a server on them
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connect, type ConnectOptions, type Db } from '../../server/db/connect';
import { inTransaction } from '../../server/db/transaction';
import { addOpeningStock, moveMoney } from '../../server/ledger';
import { generateDataset, type GeneratedDataset } from '../../server/seed/generate';
import { entrySizes, heavyLibrariesInFirstLoad } from '../../server/scripts/entrySize';
import { browserBench } from './browser';
import { buildFloor, describeFirstScreen, firstScreenBench, serveFloor, FLOOR_DIST } from './firstScreen';

/** the till's browser bench failed (reported where it happened; the run went on): the exit code says so */
let browserFailed = false;
import { runScenario } from './load';
import { scenarios as allScenarios, type BenchUser } from './scenarios';
import { movementBench } from './movement';
import { pgbenchTps } from './pgbench';
import { seedSalesHistory } from './history';
import { killAllStarted, startServer, type BenchServer, type ServerEnv } from './server';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

function numberEnv(name: string, fallback: number, { integer = false, min = 0 } = {}): number {
  const raw = process.env[name];
  if (raw == null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new Error(`bench: ${name}=${raw} is not a valid ${integer ? 'integer' : 'number'} >= ${min}`);
  }
  return value;
}
const listEnv = (name: string) =>
  process.env[name]
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const settings = {
  dataset: {
    products: numberEnv('BENCH_PRODUCTS', 100_000, { integer: true, min: 1 }),
    customers: numberEnv('BENCH_CUSTOMERS', 100_000, { integer: true, min: 0 }),
    sizesPerProduct: numberEnv('BENCH_SIZES', 10, { integer: true, min: 1 }),
    places: numberEnv('BENCH_PLACES', 20, { integer: true, min: 1 }),
  },
  stockFraction: numberEnv('BENCH_STOCK_FRACTION', 0.01),
  seconds: numberEnv('BENCH_SECONDS', 5, { min: 0.1 }),
  connections: numberEnv('BENCH_CONNECTIONS', 10, { integer: true, min: 1 }),
  warmupSeconds: numberEnv('BENCH_WARMUP_SECONDS', 1),
  serverWarmupSeconds: numberEnv('BENCH_SERVER_WARMUP_SECONDS', 15),
  targets: listEnv('BENCH_TARGETS'),
  scenarios: listEnv('BENCH_SCENARIOS'),
  /** BENCH_BROWSER=0 skips the Chromium measurements of the till */
  browser: process.env.BENCH_BROWSER !== '0',
  /** BENCH_FIRST_SCREEN=0 skips /sale and /products at 4x CPU against the floor app (tests/bench/firstScreen.ts) */
  firstScreen: process.env.BENCH_FIRST_SCREEN !== '0' && (!listEnv('BENCH_SCENARIOS') || listEnv('BENCH_SCENARIOS')!.includes('first screen')),
  /** BENCH_MOVEMENT=0 skips the 500-line reception and transfer rounds */
  movement: process.env.BENCH_MOVEMENT !== '0',
  output: resolve(ROOT, process.env.BENCH_OUTPUT || 'bench-results.json'),
};

export interface BenchRow {
  target: string;
  scenario: string;
  p50Ms: number;
  p99Ms: number;
  /** null for the cold start (one measurement, not a load) */
  requestsPerSec: number | null;
  requests: number;
  errors: number;
  rssMb: number;
  /** answers a second during a `serverWarmup` scenario's warm-up (a server just started) */
  warmupRequestsPerSec?: number | null;
  /** the server's CPU time per response in the measured run (ms); a load's own cost, whatever the machine's other work */
  cpuMsPerRequest?: number | null;
  /** the local PostgreSQL server's CPU time per response (ms); PGlite's is in the server's own */
  dbCpuMsPerRequest?: number | null;
  connections?: number;
  seconds?: number;
  statusCodes?: Record<string, number>;
}

interface Target {
  name: 'pglite' | 'postgres';
  connect: ConnectOptions;
  server: ServerEnv;
  /** concurrent ledger transactions while generating */
  concurrency: number;
  describe: string;
  /** PostgreSQL: the connection the bench database was created through (pgbench's yardstick uses it too) */
  adminUrl?: string;
  cleanup(): Promise<void>;
}

const log = (message: string) => console.log(`[bench] ${message}`);
const cleanups: (() => Promise<void>)[] = [];

async function runCleanups() {
  killAllStarted();
  while (cleanups.length) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch (err) {
      console.error(`[bench] cleanup failed: ${(err as Error).message}`);
    }
  }
}

function pgliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const dataDir = join(dir, 'data');
  const cleanup = async () => {
    if (process.env.BENCH_KEEP === '1') console.log(`[bench] kept ${dataDir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
  cleanups.push(cleanup);
  return { name: 'pglite', connect: { dataDir }, server: { dataDir }, concurrency: 1, describe: `PGlite in ${dataDir}`, cleanup };
}

/** PostgreSQL reachable at BENCH_DATABASE_URL (required to work) or the local default (optional). */
async function postgresTarget(required: boolean): Promise<Target | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const explicit = !!process.env.BENCH_DATABASE_URL || required;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  let version: string;
  try {
    await admin.connect();
    version = String((await admin.query('show server_version')).rows[0].server_version);
  } catch (err) {
    await admin.end().catch(() => {});
    if (explicit) throw new Error(`bench: PostgreSQL at ${redact(adminUrl)} does not answer: ${(err as Error).message}`, { cause: err });
    log(`no PostgreSQL at ${redact(adminUrl)} (${(err as Error).message}); PGlite only`);
    return null;
  }
  const name = `bench_${Date.now()}`;
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const cleanup = async () => {
    if (process.env.BENCH_KEEP === '1') return log(`kept PostgreSQL database ${name}`);
    const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    await c.connect();
    try {
      await c.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await c.end();
    }
  };
  cleanups.push(cleanup);
  return {
    name: 'postgres',
    connect: { url: url.toString(), poolSize: 8 },
    server: { databaseUrl: url.toString() },
    concurrency: 4,
    describe: `PostgreSQL ${version}, database ${name} at ${redact(adminUrl)}`,
    adminUrl,
    cleanup,
  };
}

function redact(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

async function login(server: BenchServer, username: BenchUser, password: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`bench: login as ${username} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** The sale bench's three products (spread over the catalogue) and the base currency. */
function saleVars(dataset: GeneratedDataset) {
  const step = Math.max(1, Math.floor(dataset.productCount / 3));
  return {
    saleProduct1: dataset.firstProductId,
    saleProduct2: dataset.firstProductId + Math.min(dataset.productCount - 1, step),
    saleProduct3: dataset.firstProductId + Math.min(dataset.productCount - 1, 2 * step),
    usd: dataset.baseCurrencyId,
  };
}

/** The sale bench's stocked cells: 50 products spread over the catalogue, every size, at every place. */
function saleCells(dataset: GeneratedDataset) {
  const step = Math.max(1, Math.floor(dataset.productCount / 50));
  const products = Array.from({ length: Math.min(50, dataset.productCount) }, (_, i) => dataset.firstProductId + i * step);
  return { products, sizes: dataset.sizeIds, places: dataset.placeIds };
}

/** 3-line cash sales at random places, of random stocked products and sizes (the 'sales' body pool). */
function salePool(dataset: GeneratedDataset, count = 2000): string[] {
  const { products, sizes, places } = saleCells(dataset);
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
  return Array.from({ length: count }, () => {
    const place = pick(places);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(3, products.length)) chosen.add(pick(products));
    return JSON.stringify({
      place,
      sell_products: [...chosen].map((product) => ({ product, size: pick(sizes), quantity: 1, place })),
      payments: [{ currency: dataset.baseCurrencyId, amount: '100000' }],
      change_currency: dataset.baseCurrencyId,
    });
  });
}

/**
 * Enough stock for every sale of the run (the pool's cells and the one-till scenario's three products at
 * the first place), through the ledger's opening-stock path (journaled), and a float in every till for
 * the change.
 */
async function stockTheTill(db: Db, dataset: GeneratedDataset) {
  const v = saleVars(dataset);
  const { products, sizes, places } = saleCells(dataset);
  const cells = new Map<string, { productId: number; sizeId: number; placeId: number; quantity: number }>();
  for (const productId of [...products, v.saleProduct1, v.saleProduct2, v.saleProduct3]) {
    for (const sizeId of sizes) for (const placeId of places) cells.set(`${productId}:${sizeId}:${placeId}`, { productId, sizeId, placeId, quantity: 1_000_000 });
  }
  await addOpeningStock(db, dataset.companyId, [...cells.values()]);
  await inTransaction(db, (tx) =>
    moveMoney(
      tx,
      places.map((placeId) => ({ companyId: dataset.companyId, account: { type: 'place' as const, id: placeId }, currencyId: v.usd, delta: '1000000000.00', kind: 'adjustment' as const, comment: 'bench float' })),
    ),
  );
}

/** How many times the server is started on the generated database to time its cold start. */
const COLD_STARTS = 3;

async function benchTarget(target: Target, rows: BenchRow[], meta: Record<string, unknown>) {
  const scenarioList = (settings.scenarios ? allScenarios.filter((s) => settings.scenarios!.includes(s.name)) : allScenarios).filter((s) => !s.only || s.only === target.name);

  log(`${target.name}: generating ${settings.dataset.products} products x ${settings.dataset.sizesPerProduct} sizes x ${settings.dataset.places} places (stock on ${settings.stockFraction * 100}% of cells) into ${target.describe}`);
  const database = await connect(target.connect);
  let dataset: GeneratedDataset;
  try {
    await database.migrate();
    dataset = await generateDataset(database.db, settings.dataset, {
      stockFraction: settings.stockFraction,
      concurrency: target.concurrency,
      log: (m) => log(`${target.name}: ${m}`),
    });
    await stockTheTill(database.db, dataset);
    // 90 days x 1 000 sales of the first place, for the report and dashboard scenarios
    const startedHistory = performance.now();
    await seedSalesHistory(database.db, dataset);
    log(`${target.name}: sales history (90 days x 1 000 sales) written in ${((performance.now() - startedHistory) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
  log(`${target.name}: generated in ${(dataset.timings.totalMs / 1000).toFixed(1)} s (catalogue ${(dataset.timings.catalogueMs / 1000).toFixed(1)} s, ${dataset.stockLines} stock lines ${(dataset.timings.stockMs / 1000).toFixed(1)} s)`);
  meta[target.name] = {
    database: target.describe,
    generateMs: Math.round(dataset.timings.totalMs),
    catalogueMs: Math.round(dataset.timings.catalogueMs),
    stockMs: Math.round(dataset.timings.stockMs),
    stockLines: dataset.stockLines,
  };

  // the cold start on the existing database, COLD_STARTS times (one start is a noisy sample on a shared
  // machine): the median is p50, the slowest p99; the last server started stays up for the scenarios
  const starts: number[] = [];
  for (let i = 1; i < COLD_STARTS; i++) {
    const first = await startServer({ cwd: ROOT, env: target.server });
    starts.push(first.coldStartMs);
    await first.stop();
  }
  const server = await startServer({ cwd: ROOT, env: target.server });
  starts.push(server.coldStartMs);
  const sorted = [...starts].sort((a, b) => a - b);
  try {
    log(`${target.name}: server pid ${server.pid} on ${server.baseUrl}, cold start ${starts.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${sorted[sorted.length >> 1].toFixed(0)})`);
    rows.push({
      target: target.name,
      scenario: 'cold start',
      p50Ms: sorted[sorted.length >> 1],
      p99Ms: sorted[sorted.length - 1],
      requestsPerSec: null,
      requests: starts.length,
      errors: 0,
      rssMb: server.startRssMb,
    });

    const tokens: Record<string, string> = {};
    for (const user of new Set(scenarioList.filter((s) => s.auth).map((s) => s.as ?? 'admin'))) {
      tokens[user] = await login(server, user, dataset.password);
    }
    const vars = {
      reportFrom: new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10),
      today: new Date().toISOString().slice(0, 10),
      companyId: dataset.companyId,
      placeId: dataset.placeIds[0],
      sizeId: dataset.sizeIds[0],
      productId: dataset.firstProductId + Math.floor(dataset.productCount / 2),
      ...saleVars(dataset),
    };
    const pools = { sales: salePool(dataset) };
    // 500-line receptions and transfers, before the scenarios so some transfers stay in flight for them
    if (settings.movement) {
      const m = await movementBench(server.baseUrl, tokens.admin ?? (await login(server, 'admin', dataset.password)), dataset);
      const row = (scenario: string, t: { p50: number; p99: number; samples: number }): BenchRow => ({ target: target.name, scenario, p50Ms: t.p50, p99Ms: t.p99, requestsPerSec: null, requests: t.samples, errors: 0, rssMb: 0 });
      rows.push(row('reception accept 500 lines', m.receptionAccept), row('transfer send 500 lines', m.transferSend), row('transfer accept 500 lines', m.transferAccept), row('vendor-code panel, transfers in flight', m.vendorCodePanel));
      log(`${target.name}: movement: reception accept p50 ${fmtMs(m.receptionAccept.p50)} p99 ${fmtMs(m.receptionAccept.p99)} ms; transfer send p50 ${fmtMs(m.transferSend.p50)} p99 ${fmtMs(m.transferSend.p99)}; accept p50 ${fmtMs(m.transferAccept.p50)} p99 ${fmtMs(m.transferAccept.p99)}; vendor-code panel p50 ${fmtMs(m.vendorCodePanel.p50)} p99 ${fmtMs(m.vendorCodePanel.p99)}`);
    }
    for (const scenario of scenarioList) {
      const r = await runScenario(server, scenario, {
        seconds: settings.seconds,
        connections: settings.connections,
        warmupSeconds: settings.warmupSeconds,
        serverWarmupSeconds: settings.serverWarmupSeconds,
        tokens,
        vars,
        pools,
        postgresLocal: !!target.server.databaseUrl && ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(target.server.databaseUrl).hostname),
      });
      const row: BenchRow = { target: target.name, scenario: scenario.name, ...r };
      rows.push(row);
      const warm = scenario.serverWarmup && r.warmupRequestsPerSec != null ? ` (after ${settings.serverWarmupSeconds} s of warm-up at ${r.warmupRequestsPerSec.toFixed(0)} req/s)` : '';
      log(`${target.name}: ${scenario.name}: p50 ${fmtMs(r.p50Ms)} ms, p99 ${fmtMs(r.p99Ms)} ms, ${r.requestsPerSec.toFixed(0)} req/s${warm}, ${r.errors} errors ${JSON.stringify(r.statusCodes)}`);
    }
    // the yardstick: pgbench's TPC-B on the same PostgreSQL server, beside the 32 sellers' sales
    const sales32 = rows.find((r) => r.target === target.name && r.scenario === 'sale commit 32');
    if (target.adminUrl && sales32?.requestsPerSec) {
      const tps = await pgbenchTps(target.adminUrl);
      if (tps) {
        rows.push({ target: target.name, scenario: 'pgbench TPC-B, 32 clients (yardstick)', p50Ms: 0, p99Ms: 0, requestsPerSec: tps, requests: 0, errors: 0, rssMb: 0 });
        log(`${target.name}: pgbench TPC-B (scale 10, 32 clients) ${tps.toFixed(0)} tps; sale commit 32 ${sales32.requestsPerSec.toFixed(0)} sales/s = 1/${(tps / sales32.requestsPerSec).toFixed(1)} of it (the budget asks 450 sales/s, "about a fifth")`);
      }
    }
    // the till in Chromium, once (on the first target): scan to line, and /sale's first load at 4x CPU
    if (settings.browser && !meta.browserDone) {
      meta.browserDone = true;
      // a failure here (a scan that added no line: its stock sold by the scenarios above) is reported and
      // the run goes on to the first screens
      const b = await browserBench(server.baseUrl, { username: 'admin', password: dataset.password }, '2000000000001').catch((err: Error) => {
        log(`${target.name}: browser: failed: ${err.message}`);
        browserFailed = true;
        return null;
      });
      if (b) {
        const row = (scenario: string, p50Ms: number, p99Ms: number, requests: number): BenchRow => ({ target: target.name, scenario, p50Ms, p99Ms, requestsPerSec: null, requests, errors: 0, rssMb: 0 });
        rows.push(row('browser scan to line', b.scanToLineMs.p50, b.scanToLineMs.p99, b.scanToLineMs.samples));
        rows.push(row('browser Enter to line', b.enterToLineMs.p50, b.enterToLineMs.p99, b.enterToLineMs.samples));
        rows.push(row('browser scan to line, keys typed', b.typedScanToLineMs.p50, b.typedScanToLineMs.p99, b.typedScanToLineMs.samples));
        rows.push(row('browser /sale ready 4x CPU', b.firstLoad4x.readyMs, b.firstLoad4x.readyMs, 1));
        rows.push(row('browser /sale + scan 4x CPU', b.firstLoad4x.scanLineMs, b.firstLoad4x.scanLineMs, 1));
        log(`${target.name}: browser: scan to line p50 ${fmtMs(b.scanToLineMs.p50)} ms p99 ${fmtMs(b.scanToLineMs.p99)} ms (from the Enter key p50 ${fmtMs(b.enterToLineMs.p50)} p99 ${fmtMs(b.enterToLineMs.p99)}; with the keys typed one by one by Playwright p50 ${fmtMs(b.typedScanToLineMs.p50)} p99 ${fmtMs(b.typedScanToLineMs.p99)}); /sale at 4x CPU ready ${b.firstLoad4x.readyMs} ms, first scanned line ${b.firstLoad4x.scanLineMs} ms`);
      }
    }
    // the first screens at 4x CPU against a bare react-admin list built in the same run, once
    if (settings.firstScreen && !meta.firstScreenDone) {
      meta.firstScreenDone = true;
      const floor = await serveFloor(FLOOR_DIST);
      try {
        const f = await firstScreenBench(server.baseUrl, floor.url, { username: 'seller', password: dataset.password });
        if (f) {
          const row = (scenario: string, ms: number): BenchRow => ({ target: target.name, scenario, p50Ms: ms, p99Ms: ms, requestsPerSec: null, requests: f.runs, errors: 0, rssMb: 0 });
          rows.push(row('first screen: floor list, 4x CPU', f.floorMs), row('first screen: /sale barcode, 4x CPU', f.saleMs), row('first screen: /products first card, 4x CPU', f.productsMs));
          meta.firstScreen = f;
          log(`${target.name}: ${describeFirstScreen(f)}`);
        }
      } finally {
        await floor.close();
      }
    }
  } finally {
    await server.stop();
  }
}

const fmtMs = (v: number) => (v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0));

function printTable(rows: BenchRow[]) {
  const header = ['target', 'scenario', 'p50 ms', 'p99 ms', 'req/s', 'errors', 'RSS MB', 'CPU ms/req', 'DB CPU ms/req'];
  const lines = rows.map((r) => [
    r.target,
    r.scenario,
    r.requests === 0 ? '-' : fmtMs(r.p50Ms),
    r.requests === 0 ? '-' : fmtMs(r.p99Ms),
    r.requestsPerSec == null ? '-' : r.requestsPerSec.toFixed(0),
    String(r.errors),
    r.rssMb.toFixed(0),
    r.cpuMsPerRequest == null ? '-' : r.cpuMsPerRequest.toFixed(2),
    r.dbCpuMsPerRequest == null ? '-' : r.dbCpuMsPerRequest.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  console.log('');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const l of lines) console.log(fmt(l));
  console.log(`(cold start: ${COLD_STARTS} starts on the generated database, spawn to first 200 from /api/health/, p50 the median and p99 the slowest; RSS = max VmRSS of the server process; CPU ms/req = the server process's user + system CPU time over the measured run / responses; DB CPU ms/req = the same of a local PostgreSQL server's processes)`);
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

async function main() {
  const started = performance.now();
  const loadAtStart = loadavg()[0];
  if (loadAtStart > cpus().length / 2) {
    log(`note: load average is ${loadAtStart.toFixed(2)} on ${cpus().length} CPUs before the bench; other work will skew the numbers`);
  }
  const wanted = settings.targets ?? ['pglite', 'postgres'];
  for (const t of wanted) if (t !== 'pglite' && t !== 'postgres') throw new Error(`bench: unknown target ${t} in BENCH_TARGETS`);

  // the browser app as it is now (the servers serve dist/; the till in Chromium measures it, and its first
  // load is measured at the end; the budget is ARCHITECTURE.md's)
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
  // the floor of the first screens: a bare react-admin list, the same react-admin (tests/bench/floor)
  if (settings.firstScreen) await buildFloor();

  const rows: BenchRow[] = [];
  const targetsMeta: Record<string, unknown> = {};
  const failures: { target: string; error: string }[] = [];

  const targets: (() => Promise<Target | null>)[] = [];
  if (wanted.includes('pglite')) targets.push(async () => pgliteTarget());
  if (wanted.includes('postgres')) targets.push(() => postgresTarget(!!settings.targets?.includes('postgres')));

  for (const make of targets) {
    let target: Target | null = null;
    try {
      target = await make();
      if (!target) continue;
      await benchTarget(target, rows, targetsMeta);
    } catch (err) {
      const name = target?.name ?? 'postgres';
      console.error(`[bench] ${name} failed: ${(err as Error).stack ?? err}`);
      failures.push({ target: name, error: (err as Error).message });
    } finally {
      if (target) {
        await target.cleanup().catch((err) => console.error(`[bench] cleanup of ${target!.name} failed: ${(err as Error).message}`));
        cleanups.splice(cleanups.indexOf(target.cleanup), 1);
      }
    }
  }

  printTable(rows);
  const entry = entrySizes(join(ROOT, 'dist'));
  if (entry) log(`entry JavaScript (first load): ${entry.totalGzipKb.toFixed(1)} KB gzip in ${entry.files.length} files`);
  const floorEntry = settings.firstScreen ? entrySizes(FLOOR_DIST) : null;
  if (entry && floorEntry) log(`entry JavaScript / the bare react-admin app's (tests/bench/floor): ${entry.totalGzipKb.toFixed(1)} / ${floorEntry.totalGzipKb.toFixed(1)} KB = ${(entry.totalGzipKb / floorEntry.totalGzipKb).toFixed(2)}`);
  for (const { library, file } of heavyLibrariesInFirstLoad(join(ROOT, 'dist'))) log(`${library} is in the first load (${file}): it belongs to the screens that use it`);
  const cpuList = cpus();
  const results = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpuList.length,
    cpuModel: cpuList[0]?.model ?? null,
    memoryMb: Math.round(totalmem() / 1024 / 1024),
    /** 1-minute load average before and after: a busy machine makes the numbers unreliable */
    loadAverage: { start: Number(loadAtStart.toFixed(2)), end: Number(loadavg()[0].toFixed(2)) },
    dataset: { ...settings.dataset, stockFraction: settings.stockFraction },
    load: { seconds: settings.seconds, connections: settings.connections, warmupSeconds: settings.warmupSeconds, serverWarmupSeconds: settings.serverWarmupSeconds, client: 'autocannon, same machine, 127.0.0.1' },
    targets: targetsMeta,
    durationMs: Math.round(performance.now() - started),
    failures,
    rows,
    entryJsGzipKb: entry ? Number(entry.totalGzipKb.toFixed(1)) : null,
    floorEntryJsGzipKb: floorEntry ? Number(floorEntry.totalGzipKb.toFixed(1)) : null,
  };
  writeFileSync(settings.output, JSON.stringify(results, null, 2) + '\n');
  log(`wrote ${settings.output} in ${(results.durationMs / 1000).toFixed(1)} s total`);

  const withErrors = rows.filter((r) => r.errors > 0);
  if (withErrors.length) console.error(`[bench] errors (non-2xx or connection) in: ${withErrors.map((r) => `${r.target}/${r.scenario}`).join(', ')}`);
  if (browserFailed) console.error('[bench] the browser bench failed (above)');
  if (failures.length || withErrors.length || browserFailed) process.exitCode = 1;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`[bench] ${signal}: stopping`);
    void runCleanups().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (err) {
  console.error(`[bench] ${(err as Error).stack ?? err}`);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
