/**
 * `npm run test:cluster`: more than one API server, as docs/scale-out.md runs them, under test.
 *
 * A throw-away PostgreSQL 15 cluster (tests/support/pgCluster.ts, never the shared one on 5432) and a hot
 * standby of it made with pg_basebackup; Debian's PgBouncer in transaction mode in front of the primary
 * (deploy/pgbouncer.ini filled in); two API servers (build/server/main.mjs, built once) on that PgBouncer,
 * their reports on the standby; Debian's HAProxy in front of them (deploy/haproxy.cfg as it is, its
 * addresses and a fast check interval from the environment). Then, with CLUSTER_SELLERS (32) sellers
 * selling through HAProxy, each sale with its own Idempotency-Key and retried with the same key until it
 * is acknowledged:
 *   a. one server killed with SIGKILL and started again: the requests that fail fail with a clear answer
 *      (HAProxy's 502/503/504 or a connection error, never another status), HAProxy takes the server out
 *      and puts it back (its stats socket; the X-Served-By header), every acknowledged sale is in the
 *      table once, no other sale is, and stock and money equal their journals;
 *   b. one server stopped with SIGTERM (SHUTDOWN_DRAIN_MS longer than HAProxy's check interval x fall):
 *      not one failed request;
 *   c. the sale's p99 and sales a second through HAProxy and two servers, and straight to one server;
 *   d. the reports read the standby: they answer from it, fail while it is stopped (sales go on), and
 *      answer again when it is back.
 * Prints one line per check and the closing line 'N passed, N failed'; exits 1 on any failure.
 *
 * Environment: CLUSTER_SELLERS=32, CLUSTER_MEASURE_SECONDS=8 (each of c's two runs), CLUSTER_KEEP=1
 * (print the temp directories and leave them).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createConnection } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_ENTRY } from '../../server/scripts/buildServer';
import { MIGRATION_LOCK_KEY } from '../../server/db/connect';
import { DEMO_COMPANY, DEMO_PASSWORD } from '../../server/seed/demo';
import { createCluster, createReplica, pgBinariesPresent, type PgCluster } from '../support/pgCluster';
import { freePort } from '../support/freePort';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SELLERS = Number(process.env.CLUSTER_SELLERS ?? 32);
const MEASURE_S = Number(process.env.CLUSTER_MEASURE_SECONDS ?? 8);
const KEEP = process.env.CLUSTER_KEEP === '1';
const DATABASE = 'pos';
/** HAProxy's check interval here (production: 2s); `fall 2` in deploy/haproxy.cfg */
const CHECK_INTER_MS = 250;
/** longer than CHECK_INTER_MS x fall (2) and a check's own time: HAProxy has taken the server out before it closes */
const DRAIN_MS = 2000;
const SELLS = '/api/realization/v1/sells/';
const asRoot = process.getuid?.() === 0;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (message: string) => console.log(`[cluster] ${message}`);

// ------------------------------------------------------------------------------------------ checks
let passed = 0;
let failed = 0;
function check(name: string, ok: boolean, detail = '') {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

// ------------------------------------------------------------------------------------------ processes
const children = new Set<ChildProcess>();
const cleanups: (() => void)[] = [];
function cleanup() {
  for (const child of children) if (child.exitCode == null && child.signalCode == null) child.kill('SIGKILL');
  while (cleanups.length) {
    try {
      cleanups.pop()!();
    } catch (err) {
      console.error(`[cluster] cleanup: ${(err as Error).message}`);
    }
  }
}
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

interface Proc {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}
function start(cmd: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      res({ code, signal });
    }),
  );
  return { child, output: () => output, exited };
}

async function waitFor(what: string, ms: number, test: () => Promise<boolean> | boolean, everyMs = 50): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      if (await test()) return performance.now() - started;
    } catch {
      // not yet
    }
    if (performance.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(everyMs);
  }
}

/** A temp directory the cluster's system user may write in (PgBouncer refuses to run as root). */
function runDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['pgtest:', dir]);
  if (!KEEP) cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ------------------------------------------------------------------------------------------ HTTP
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}
function request(base: string, method: string, path: string, options: { token?: string; body?: unknown; key?: string } = {}): Promise<Answer> {
  const url = new URL(path, base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (payload) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Token ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  return new Promise((res, rej) => {
    const req = http.request({ agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, timeout: 30_000 }, (r) => {
      let body = '';
      r.setEncoding('utf8');
      r.on('data', (c: string) => (body += c));
      r.on('end', () => res({ status: r.statusCode ?? 0, headers: r.headers, body }));
      r.on('error', rej);
    });
    req.on('timeout', () => req.destroy(new Error('client timeout')));
    req.on('error', rej);
    req.end(payload);
  });
}
const json = (a: Answer) => JSON.parse(a.body) as Record<string, unknown>;

async function signIn(base: string, username: string): Promise<string> {
  const a = await request(base, 'POST', '/api/auth/v1/login/', { body: { username, password: DEMO_PASSWORD } });
  if (a.status !== 200) throw new Error(`sign-in as ${username}: ${a.status} ${a.body}`);
  return json(a).token as string;
}

// ------------------------------------------------------------------------------------------ HAProxy's stats
async function haproxyStats(socket: string): Promise<Record<string, Record<string, string>>> {
  const text = await new Promise<string>((res, rej) => {
    const c = createConnection(socket);
    let out = '';
    c.on('data', (d) => (out += d.toString()));
    c.on('end', () => res(out));
    c.on('error', rej);
    c.end('show stat\n');
  });
  const [header, ...lines] = text.trim().split('\n');
  const names = header.replace(/^# /, '').split(',');
  const rows: Record<string, Record<string, string>> = {};
  for (const line of lines) {
    const cells = line.split(',');
    const row = Object.fromEntries(names.map((n, i) => [n, cells[i]]));
    rows[`${row.pxname}/${row.svname}`] = row;
  }
  return rows;
}
const statusOf = async (socket: string, server: string) => (await haproxyStats(socket))[`api/${server}`]?.status ?? '?';

// ------------------------------------------------------------------------------------------ sellers
interface SaleSetup {
  token: string;
  places: number[];
  products: number[];
  sizeId: number;
  usd: number;
}
/** A failure a till saw: what it was, on its first try or a retry */
interface Failure {
  reason: string;
  clear: boolean;
}
interface Load {
  stop(): Promise<void>;
  /** sale id by Idempotency-Key, once acknowledged (201) */
  acked: Map<string, number>;
  /** latency (ms) of the sales acknowledged at their first try */
  latencies: number[];
  failures: Failure[];
  /** keys a till gave up on (never acknowledged after its retries): must be none */
  lost: string[];
  /** retries acknowledged with Idempotency-Replayed: the first try had sold */
  replayed: number;
  /** first tries answered with Idempotency-Replayed: HAProxy's own retry of a request that had sold */
  replayedFirstTry: number;
  /** answers per server (X-Served-By) with their time */
  served: { server: string; at: number }[];
  seconds(): number;
}

/** A clear failure: the load balancer's own answer (no server, or none that answered) or the connection's end; never a success, never another status. */
const clearStatus = new Set([502, 503, 504]);

/** `count` tills selling at `base` as fast as answered; a failed sale is tried again with its key at `retryBase` (default `base`) */
function sellers(base: string, setup: SaleSetup, count: number, retryBase = base): Load {
  let stopping = false;
  const started = performance.now();
  let ended = started;
  const load: Omit<Load, 'stop' | 'seconds'> = { acked: new Map(), latencies: [], failures: [], lost: [], replayed: 0, replayedFirstTry: 0, served: [] };
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
  const saleBody = () => {
    const place = pick(setup.places);
    const chosen = new Set<number>();
    while (chosen.size < 3) chosen.add(pick(setup.products));
    return {
      place,
      sell_products: [...chosen].map((product) => ({ product, size: setup.sizeId, quantity: 1, place })),
      payments: [{ currency: setup.usd, amount: '30.00' }],
    };
  };
  const seller = async () => {
    while (!stopping) {
      const key = randomUUID();
      const body = saleBody();
      const t0 = performance.now();
      for (let attempt = 0; ; attempt++) {
        let reason: string;
        let clear: boolean;
        try {
          const a = await request(attempt === 0 ? base : retryBase, 'POST', SELLS, { token: setup.token, body, key });
          if (a.headers['x-served-by']) load.served.push({ server: String(a.headers['x-served-by']), at: performance.now() });
          if (a.status === 201) {
            const id = json(a).id as number;
            load.acked.set(key, id);
            const replayed = a.headers['idempotency-replayed'] === 'true';
            if (attempt === 0) {
              load.latencies.push(performance.now() - t0);
              if (replayed) load.replayedFirstTry++;
            } else if (replayed) load.replayed++;
            break;
          }
          let code = '';
          try {
            code = String(json(a).code ?? json(a).detail ?? '');
          } catch {
            code = a.body.slice(0, 60).replace(/\s+/g, ' ');
          }
          reason = `${a.status} ${code}`.trim();
          // 503 from the server itself (database_unavailable, a lock timeout) carries Retry-After: clear too
          clear = clearStatus.has(a.status);
        } catch (err) {
          reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
          clear = true;
        }
        load.failures.push({ reason, clear });
        if (attempt >= 50) {
          load.lost.push(key);
          break;
        }
        await sleep(100);
      }
    }
  };
  const running = Promise.all(Array.from({ length: count }, seller)).then(() => void (ended = performance.now()));
  return {
    ...load,
    async stop() {
      stopping = true;
      await running;
    },
    seconds: () => ((stopping ? ended : performance.now()) - started) / 1000,
  };
}

function summary(load: Load) {
  const sorted = [...load.latencies].sort((a, b) => a - b);
  const pct = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
  const reasons: Record<string, number> = {};
  for (const f of load.failures) reasons[f.reason] = (reasons[f.reason] ?? 0) + 1;
  return { sales: load.acked.size, perSecond: load.acked.size / load.seconds(), p50: pct(50), p99: pct(99), failed: load.failures.length, reasons };
}

// ------------------------------------------------------------------------------------------ the ledger
/** Every acknowledged sale in the table once, no sale but them since `baseline`, and stock and money equal to their journals (tests/api/helpers.ts's checks). */
async function verifyLedger(phase: string, primary: PgCluster, baseline: number, loads: Load[]) {
  const ids = loads.flatMap((l) => [...l.acked.values()]);
  const distinct = new Set(ids);
  check(`${phase}: every key's sale has its own id`, distinct.size === ids.length, `${ids.length} keys, ${distinct.size} ids`);
  const [found] = await primary.query<{ n: number }>('select count(*)::int as n from sales where id = any($1::int[])', [[...distinct]], DATABASE);
  check(`${phase}: every acknowledged sale is in the table`, found.n === distinct.size, `${found.n} of ${distinct.size}`);
  const [all] = await primary.query<{ n: number }>('select count(*)::int as n from sales', [], DATABASE);
  check(`${phase}: no sale but the acknowledged ones (none sold twice by a retry)`, all.n - baseline === distinct.size, `${all.n - baseline} new sales, ${distinct.size} acknowledged`);
  const stock = await primary.query(
    `select coalesce(p.product_id, j.product_id) as product_id from placements p
       full join (select product_id, size_id, place_id, sum(delta)::int as total from stock_movements group by product_id, size_id, place_id) j
       using (product_id, size_id, place_id)
      where coalesce(p.quantity, 0) <> coalesce(j.total, 0) or p.quantity < 0`,
    [],
    DATABASE,
  );
  const money = await primary.query(
    `select company_id from balances b
       full join (select company_id, account_type, account_id, currency_id, sum(delta) as total from money_movements group by company_id, account_type, account_id, currency_id) j
       using (company_id, account_type, account_id, currency_id)
      where coalesce(b.amount, 0) <> coalesce(j.total, 0) or b.amount < 0`,
    [],
    DATABASE,
  );
  check(`${phase}: stock equals its journal`, stock.length === 0, `${stock.length} cells differ`);
  check(`${phase}: money equals its journal`, money.length === 0, `${money.length} balances differ`);
  return all.n;
}

// ------------------------------------------------------------------------------------------ the cluster
interface Api {
  name: string;
  port: number;
  proc: Proc;
}

async function main() {
  const deadline = setTimeout(() => {
    console.error('[cluster] took more than 6 minutes: stopped');
    cleanup();
    process.exit(1);
  }, 6 * 60_000);
  deadline.unref();

  // the tools (.ci/run installs haproxy and pgbouncer with apt-get)
  const haproxyBin = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find(existsSync);
  const pgbouncerBin = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find(existsSync);
  check('haproxy is installed', !!haproxyBin, haproxyBin ?? 'apt-get install haproxy');
  check('pgbouncer is installed', !!pgbouncerBin, pgbouncerBin ?? 'apt-get install pgbouncer');
  check('PostgreSQL 15 binaries are installed', pgBinariesPresent(), pgBinariesPresent() ? '' : 'apt-get install postgresql-15 (or PG_BIN)');
  if (!haproxyBin || !pgbouncerBin || !pgBinariesPresent()) return;
  log(`${spawnSync(haproxyBin, ['-v']).stdout.toString().split('\n')[0]}; ${spawnSync(pgbouncerBin, ['--version']).stdout.toString().split('\n')[0]}`);

  const t0 = performance.now();
  await buildServer();

  // PostgreSQL, its standby, PgBouncer
  const primary = await createCluster();
  cleanups.push(() => (KEEP ? log(`kept ${primary.dir}`) : primary.destroy()));
  await primary.query(`create database ${DATABASE}`);
  // the timeouts the servers would send as startup parameters, which PgBouncer ignores (deploy/pgbouncer.ini)
  for (const [name, value] of [
    ['statement_timeout', '15s'],
    ['lock_timeout', '3s'],
    ['idle_in_transaction_session_timeout', '15s'],
  ]) {
    await primary.query(`alter database ${DATABASE} set ${name} = '${value}'`);
  }
  const replica = await createReplica(primary);
  cleanups.push(() => (KEEP ? log(`kept ${replica.dir}`) : replica.destroy()));
  const bouncerDir = runDir('pos-pgbouncer-');
  const bouncerPort = await freePort();
  writeFileSync(join(bouncerDir, 'userlist.txt'), '"postgres" ""\n');
  const ini = readFileSync(join(ROOT, 'deploy/pgbouncer.ini'), 'utf8').replace(/@(\w+)@/g, (whole, name: string) => {
    const values: Record<string, string> = {
      PG_HOST: '127.0.0.1',
      PG_PORT: String(primary.port),
      PG_DATABASE: DATABASE,
      PG_USER: 'postgres',
      LISTEN_ADDR: '127.0.0.1',
      LISTEN_PORT: String(bouncerPort),
      AUTH_TYPE: 'trust',
      AUTH_FILE: join(bouncerDir, 'userlist.txt'),
      RUN_DIR: bouncerDir,
    };
    if (!(name in values)) throw new Error(`deploy/pgbouncer.ini: no value for ${whole}`);
    return values[name];
  });
  writeFileSync(join(bouncerDir, 'pgbouncer.ini'), ini);
  if (asRoot) execFileSync('chown', ['-R', 'pgtest:', bouncerDir]);
  const bouncer = asRoot ? start('runuser', ['-u', 'pgtest', '--', pgbouncerBin, join(bouncerDir, 'pgbouncer.ini')], process.env) : start(pgbouncerBin, [join(bouncerDir, 'pgbouncer.ini')], process.env);
  // runuser may not pass a SIGKILL on: PgBouncer's own pid (its pid file) is stopped too
  cleanups.push(() => {
    const pidFile = join(bouncerDir, 'pgbouncer.pid');
    if (existsSync(pidFile)) spawnSync('kill', ['-KILL', readFileSync(pidFile, 'utf8').trim()]);
  });
  const bouncerUrl = `postgres://postgres@127.0.0.1:${bouncerPort}/${DATABASE}`;
  await waitFor('PgBouncer answers', 10_000, async () => {
    await import('pg').then(async ({ default: pg }) => {
      const c = new pg.Client({ connectionString: bouncerUrl });
      c.on('error', () => undefined);
      await c.connect();
      await c.query('select 1');
      await c.end();
    });
    return true;
  }).catch((err: Error) => {
    throw new Error(`${err.message}\n${bouncer.output()}\n${existsSync(join(bouncerDir, 'pgbouncer.log')) ? readFileSync(join(bouncerDir, 'pgbouncer.log'), 'utf8') : ''}`);
  });

  // why DB_PREPARED_STATEMENTS=0: a statement named on one of PgBouncer 1.18's server connections is
  // unknown on the next one a client's transaction gets
  {
    const { default: pg } = await import('pg');
    const open: InstanceType<typeof pg.Client>[] = [];
    const client = async () => {
      const c = new pg.Client({ connectionString: bouncerUrl });
      c.on('error', () => undefined);
      await c.connect();
      open.push(c);
      return c;
    };
    try {
      const named = await client();
      const statement = { name: 'cluster_probe', text: 'select pg_backend_pid() as pid' };
      const { pid } = (await named.query<{ pid: number }>(statement)).rows[0];
      // pin that server connection in another client's transaction: the named statement must go elsewhere
      let pinned = false;
      for (let i = 0; i < 8 && !pinned; i++) {
        const c = await client();
        await c.query('begin');
        pinned = (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid === pid;
      }
      const again = await named.query(statement).then(
        () => 'ran',
        (err: { code?: string; message: string }) => `${err.code}: ${err.message}`,
      );
      check('PgBouncer 1.18 in transaction mode loses named prepared statements (hence DB_PREPARED_STATEMENTS=0)', pinned && again.startsWith('26000'), pinned ? again : 'could not pin the connection');
    } finally {
      await Promise.all(open.map((c) => c.end().catch(() => undefined)));
    }
  }

  // the two API servers on PgBouncer, started together on the empty database
  const uploadDir = runDir('pos-cluster-uploads-');
  const serverEnv = (port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const k of ['DATABASE_URL', 'DATABASE_DIRECT_URL', 'DATABASE_REPLICA_URL', 'DATA_DIR', 'TRUST_PROXY', 'DB_PIPELINE', 'DB_POOL_SIZE']) delete env[k];
    return {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      UPLOAD_DIR: uploadDir,
      STATIC_DIR: join(uploadDir, 'no-app'),
      DATABASE_URL: bouncerUrl,
      DATABASE_DIRECT_URL: primary.url(DATABASE),
      DATABASE_REPLICA_URL: replica.url(DATABASE),
      DB_PREPARED_STATEMENTS: '0',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      ...extra,
    };
  };
  const startApi = async (name: string, port: number): Promise<Api> => {
    const proc = start(process.execPath, ['--enable-source-maps', SERVER_ENTRY], serverEnv(port));
    return { name, port, proc };
  };
  const ready = (api: Api) =>
    waitFor(`${api.name} ready`, 90_000, async () => api.proc.child.exitCode != null || (await request(`http://127.0.0.1:${api.port}`, 'GET', '/api/health/ready/')).status === 200)
      .then(() => {
        if (api.proc.child.exitCode != null) throw new Error(`${api.name} exited`);
      })
      .catch((err: Error) => {
        throw new Error(`${err.message}\n${api.proc.output()}`);
      });
  // the migration lock held elsewhere for longer than the database's lock_timeout (3 s): the servers wait for it
  const { default: pg } = await import('pg');
  const holder = new pg.Client({ connectionString: primary.url(DATABASE) });
  await holder.connect();
  await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
  const apis = [await startApi('api1', await freePort()), await startApi('api2', await freePort())];
  await sleep(4000);
  await holder.end();
  await Promise.all(apis.map(ready));
  const [companies] = await primary.query<{ n: number }>('select count(*)::int as n from companies where name = $1', [DEMO_COMPANY], DATABASE);
  check(
    'two servers started together on one empty database wait for the migration lock (longer than lock_timeout) and migrate and seed it once',
    companies.n === 1,
    `${companies.n} demo companies`,
  );

  // HAProxy, deploy/haproxy.cfg as committed
  const lbDir = runDir('pos-haproxy-');
  const socket = join(lbDir, 'stats.sock');
  const lbPort = await freePort();
  const lb = start(haproxyBin, ['-db', '-f', join(ROOT, 'deploy/haproxy.cfg')], {
    ...process.env,
    POS_BIND: `127.0.0.1:${lbPort}`,
    POS_API1: `127.0.0.1:${apis[0].port}`,
    POS_API2: `127.0.0.1:${apis[1].port}`,
    POS_HAPROXY_SOCKET: socket,
    POS_CHECK_INTER: `${CHECK_INTER_MS}ms`,
  });
  const base = `http://127.0.0.1:${lbPort}`;
  await waitFor('HAProxy has both servers up', 15_000, async () => (await statusOf(socket, 'api1')) === 'UP' && (await statusOf(socket, 'api2')) === 'UP').catch((err: Error) => {
    throw new Error(`${err.message}\n${lb.output()}`);
  });
  log(`PostgreSQL :${primary.port} (standby :${replica.port}), PgBouncer :${bouncerPort}, api1 :${apis[0].port}, api2 :${apis[1].port}, HAProxy :${lbPort}; up in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // what the sellers sell: 12 products at 10.00 in both shops, stocked through the ledger (the API)
  const admin = await signIn(base, 'admin');
  const [ids] = await primary.query<{ shop_type: number; product_type: number; size_id: number; usd: number; chorsu: number; mall: number }>(
    `select (select id from place_types where name = 'Shop') as shop_type, (select min(id) from product_types) as product_type,
            (select min(id) from sizes) as size_id, (select id from currencies where name = 'USD') as usd,
            (select id from places where name = 'Chorsu shop') as chorsu, (select id from places where name = 'Mall shop') as mall`,
    [],
    DATABASE,
  );
  const products: number[] = [];
  for (let i = 0; i < 12; i++) {
    const made = await request(base, 'POST', '/api/product/v1/products/', {
      token: admin,
      key: randomUUID(),
      body: { name: `Cluster ${i}`, model: 'C', type: ids.product_type, cost: '1', prices: [{ place_type: ids.shop_type, price: '10.00' }] },
    });
    if (made.status !== 201) throw new Error(`product: ${made.status} ${made.body}`);
    const id = json(made).id as number;
    products.push(id);
    for (const place of [ids.chorsu, ids.mall]) {
      const adjusted = await request(base, 'POST', '/api/product/v1/placements/adjust/', { token: admin, key: randomUUID(), body: { product: id, size: ids.size_id, place, delta: 1_000_000 } });
      if (adjusted.status >= 300) throw new Error(`stock: ${adjusted.status} ${adjusted.body}`);
    }
  }
  const setup: SaleSetup = { token: await signIn(base, 'seller'), places: [ids.chorsu, ids.mall], products, sizeId: ids.size_id, usd: ids.usd };
  let [{ n: baseline }] = await primary.query<{ n: number }>('select count(*)::int as n from sales', [], DATABASE);

  // a warm-up (V8 compiles the sale's path; both servers), which checks selling through PgBouncer with
  // the statements pipelined (DB_PIPELINE on) and unnamed (DB_PREPARED_STATEMENTS=0)
  const warm = sellers(base, setup, SELLERS);
  await sleep(4000);
  await warm.stop();
  const w = summary(warm);
  check(
    'sales through HAProxy and PgBouncer (transaction mode, statements pipelined, unnamed) all succeed',
    w.failed === 0 && w.sales > 0,
    `${w.sales} sales, ${w.failed} failed ${JSON.stringify(w.reasons)}`,
  );
  const servedBoth = new Set(warm.served.map((s) => s.server));
  check('HAProxy spreads the sales over both servers', servedBoth.has('api1') && servedBoth.has('api2'), [...servedBoth].join(', '));
  baseline = await verifyLedger('warm-up', primary, baseline, [warm]);

  // a. SIGKILL one server mid-load, start it again
  {
    const statsBefore = await haproxyStats(socket);
    const load = sellers(base, setup, SELLERS);
    // and a few tills straight to the server to be killed (no load balancer to retry for them): what
    // fails for them is retried by the till itself, with the same key, through HAProxy
    const victim = apis[0];
    const straight = sellers(`http://127.0.0.1:${victim.port}`, setup, 4, base);
    await sleep(3000);
    const killedAt = performance.now();
    victim.proc.child.kill('SIGKILL');
    await victim.proc.exited;
    const downMs = await waitFor('HAProxy marks the killed server down', 10_000, async () => (await statusOf(socket, victim.name)).startsWith('DOWN'), 20).catch(() => -1);
    check('a. HAProxy takes the killed server out', downMs >= 0, `in ${Math.round(performance.now() - killedAt)} ms after the kill`);
    await sleep(1500);
    const restarted = await startApi(victim.name, victim.port);
    apis[0] = restarted;
    await ready(restarted);
    const upMs = await waitFor('HAProxy puts the server back', 15_000, async () => (await statusOf(socket, victim.name)) === 'UP', 20).catch(() => -1);
    const upAt = performance.now();
    check('a. HAProxy puts the restarted server back', upMs >= 0, `${Math.round(upMs)} ms after it was ready`);
    await sleep(3000);
    await Promise.all([load.stop(), straight.stop()]);
    const statsAfter = await haproxyStats(socket);
    const s = summary(load);
    const t = summary(straight);
    const afterUp = load.served.filter((x) => x.server === victim.name && x.at > upAt).length;
    check('a. the restarted server answers sales again', afterUp > 0, `${afterUp} answers after it was back`);
    const unclear = [...load.failures, ...straight.failures].filter((f) => !f.clear);
    check('a. every failed request failed with a clear answer (502/503/504 or a closed connection)', unclear.length === 0, `through HAProxy ${JSON.stringify(s.reasons)}, straight ${JSON.stringify(t.reasons)}`);
    check('a. the tills straight to the killed server saw it fail (their retries are tested)', t.failed > 0, `${t.failed} failed`);
    check('a. every failed sale, retried with its key, was acknowledged', load.lost.length + straight.lost.length === 0, `${load.lost.length + straight.lost.length} never acknowledged`);
    const retried = (name: string) => Number(statsAfter[`api/${name}`]?.wretr ?? 0) - Number(statsBefore[`api/${name}`]?.wretr ?? 0);
    const redispatched = Number(statsAfter['api/BACKEND']?.wredis ?? 0) - Number(statsBefore['api/BACKEND']?.wredis ?? 0);
    log(
      `a. SIGKILL: ${s.sales} sales in ${load.seconds().toFixed(1)} s by ${SELLERS} sellers through HAProxy; they saw ${s.failed} failed requests ${JSON.stringify(s.reasons)}; ` +
        `HAProxy retried ${retried('api1') + retried('api2')} requests itself (${load.replayedFirstTry} answered by replay: the first try had sold), redispatched ${redispatched}`,
    );
    log(
      `a. SIGKILL: ${t.sales} sales by 4 tills straight to the killed server; they saw ${t.failed} failed requests ${JSON.stringify(t.reasons)} ` +
        `(ECONNRESET / socket hang up: in flight; ECONNREFUSED: after it died), retried through HAProxy with their keys, ${straight.replayed} answered by replay (the first try had sold)`,
    );
    baseline = await verifyLedger('a', primary, baseline, [load, straight]);
  }

  // b. SIGTERM one server mid-load: it drains, HAProxy takes it out, not one request fails
  {
    const load = sellers(base, setup, SELLERS);
    await sleep(3000);
    const victim = apis[1];
    const termAt = performance.now();
    victim.proc.child.kill('SIGTERM');
    const downMs = await waitFor('HAProxy marks the stopping server down', 10_000, async () => (await statusOf(socket, victim.name)).startsWith('DOWN'), 20).catch(() => -1);
    const exit = await victim.proc.exited;
    const exitMs = performance.now() - termAt;
    check('b. HAProxy takes the draining server out before it stops listening', downMs >= 0 && downMs < exitMs, `down after ${Math.round(downMs)} ms, exited after ${Math.round(exitMs)} ms`);
    check('b. the server stops cleanly (exit 0)', exit.code === 0, JSON.stringify(exit));
    const restarted = await startApi(victim.name, victim.port);
    apis[1] = restarted;
    await ready(restarted);
    await waitFor('HAProxy puts it back', 15_000, async () => (await statusOf(socket, victim.name)) === 'UP', 20);
    await sleep(2000);
    await load.stop();
    const s = summary(load);
    check('b. a graceful stop under load: not one failed request', s.failed === 0, `${s.sales} sales, ${s.failed} failed ${JSON.stringify(s.reasons)}`);
    log(`b. SIGTERM: ${s.sales} sales in ${load.seconds().toFixed(1)} s, ${s.failed} failed`);
    baseline = await verifyLedger('b', primary, baseline, [load]);
  }

  // c. the sale's p99: HAProxy + two servers, then one server straight
  const through = sellers(base, setup, SELLERS);
  await sleep(MEASURE_S * 1000);
  await through.stop();
  const direct = sellers(`http://127.0.0.1:${apis[0].port}`, setup, SELLERS);
  await sleep(MEASURE_S * 1000);
  await direct.stop();
  // the same, a third server straight on PostgreSQL (no PgBouncer; statements named): PgBouncer's cost
  const plainPort = await freePort();
  const plain: Api = { name: 'api-pg', port: plainPort, proc: start(process.execPath, ['--enable-source-maps', SERVER_ENTRY], serverEnv(plainPort, { DATABASE_URL: primary.url(DATABASE), DB_PREPARED_STATEMENTS: '1', DATABASE_REPLICA_URL: '' })) };
  await ready(plain);
  // a server just started spends about twice the CPU a sale until V8 has compiled its path (the bench
  // warms up 15 s): the two others have been selling for half a minute by now
  const warmPlain = sellers(`http://127.0.0.1:${plainPort}`, setup, SELLERS);
  await sleep(10_000);
  await warmPlain.stop();
  const straightPg = sellers(`http://127.0.0.1:${plainPort}`, setup, SELLERS);
  await sleep(MEASURE_S * 1000);
  await straightPg.stop();
  plain.proc.child.kill('SIGTERM');
  await plain.proc.exited;
  const a = summary(through);
  const d = summary(direct);
  const p = summary(straightPg);
  const fmt = (x: ReturnType<typeof summary>) => `p50 ${x.p50.toFixed(1)} ms, p99 ${x.p99.toFixed(1)} ms, ${x.perSecond.toFixed(0)} sales/s, ${x.failed} failed`;
  log(`c. the machine's load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores (everything here runs on it: PostgreSQL, PgBouncer, HAProxy, the servers, the sellers)`);
  log(`c. ${SELLERS} sellers, ${MEASURE_S} s each: HAProxy + 2 servers: ${fmt(a)}`);
  log(`c. ${SELLERS} sellers, ${MEASURE_S} s each: 1 server straight (PgBouncer): ${fmt(d)}`);
  log(`c. ${SELLERS} sellers, ${MEASURE_S} s each: 1 server straight on PostgreSQL (no PgBouncer, statements named): ${fmt(p)}`);
  check('c. the measured runs sold without a failure', a.failed + d.failed + p.failed === 0 && a.sales > 0 && d.sales > 0 && p.sales > 0, `${a.failed} + ${d.failed} + ${p.failed} failed`);
  await verifyLedger('c', primary, baseline, [through, direct, warmPlain, straightPg]);

  // d. reports from the standby
  await waitFor('the standby has replayed the sales', 20_000, async () => {
    const [{ lsn }] = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    const [{ behind }] = await replica.query<{ behind: boolean }>(`select pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn as behind`);
    return !behind;
  });
  const today = new Date().toISOString().slice(0, 10);
  const reportPath = `/api/report/v1/money/?date_after=${today}&date_before=${today}`;
  const dashboardPath = `/api/realization/v1/top_sell_products/?limit=10`;
  const report = await request(base, 'GET', reportPath, { token: admin });
  const dashboard = await request(base, 'GET', dashboardPath, { token: admin });
  check('d. the money report and the dashboard answer', report.status === 200 && dashboard.status === 200, `${report.status} ${dashboard.status}`);
  const onReplica = await replica.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where application_name = 'retail-pos' and datname = $1`, [DATABASE]);
  check('d. the servers read the standby (their connections in its pg_stat_activity)', onReplica[0].n > 0, `${onReplica[0].n} connections`);
  replica.stop('fast');
  const reportDown = await request(base, 'GET', reportPath, { token: admin });
  const dashboardDown = await request(base, 'GET', dashboardPath, { token: admin });
  const saleBody = { place: ids.chorsu, sell_products: [{ product: products[0], size: ids.size_id, quantity: 1, place: ids.chorsu }], payments: [{ currency: ids.usd, amount: '10.00' }] };
  const saleDown = await request(base, 'POST', SELLS, { token: setup.token, key: randomUUID(), body: saleBody });
  const salesList = await request(base, 'GET', `${SELLS}?offset=0&limit=5`, { token: admin });
  check(
    'd. with the standby stopped the reports answer 503 and sales go on (writes and other reads are the primary\'s)',
    reportDown.status === 503 && dashboardDown.status === 503 && saleDown.status === 201 && salesList.status === 200,
    `report ${reportDown.status} ${reportDown.body.slice(0, 80)}, dashboard ${dashboardDown.status}, sale ${saleDown.status}, sales list ${salesList.status}`,
  );
  replica.start();
  const backMs = await waitFor('the report answers again', 20_000, async () => (await request(base, 'GET', reportPath, { token: admin })).status === 200, 200).catch(() => -1);
  check('d. the standby back, the report answers again', backMs >= 0, `after ${Math.round(backMs)} ms`);

  console.log(`[cluster] took ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

try {
  await main();
} catch (err) {
  check('the cluster test ran to its end', false, (err as Error).stack ?? String(err));
} finally {
  cleanup();
  agent.destroy();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
