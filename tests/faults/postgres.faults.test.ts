/**
 * A shop's bad day on PostgreSQL, with a real server process on a throw-away PostgreSQL cluster that the
 * test stops, restarts and breaks itself (tests/support/pgCluster.ts; never the shared server):
 * dropped connections, the database stopped and started again, restarts under selling tills, a stuck
 * row lock, sign-in bursts and two servers starting together on an empty database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildServer } from '../../server/scripts/buildServer';
import { connect, queryRows, type Database } from '../../server/db/connect';
import { inTransaction } from '../../server/db/transaction';
import { addOpeningStock } from '../../server/ledger/openingStock';
import { DEMO_COMPANY } from '../../server/seed/demo';
import { moneyMismatches, stockMismatches } from '../api/helpers';
import { createCluster, pgBinariesPresent, type PgCluster } from '../support/pgCluster';
import { call, saleBody, sellOnce, signIn, startServer, waitFor, type SaleTarget, type ServerProcess } from './server';

let cluster: PgCluster;
let server: ServerProcess;
let database: Database;
let target: SaleTarget;
let seller: string;
let admin: string;
const DB = 'pos';

beforeAll(async () => {
  expect(pgBinariesPresent(), 'PostgreSQL server binaries (initdb, pg_ctl) are needed: apt-get install postgresql').toBe(true);
  const [made] = await Promise.all([createCluster(), buildServer()]);
  cluster = made;
  await cluster.query(`create database ${DB}`);
  server = await startServer(cluster.url(DB));
  await waitFor(server);
  database = await connect({ url: cluster.url(DB), poolSize: 2 });
  const [place] = await queryRows<{ id: number; company_id: number }>(database.db, sql`select id, company_id from places where name = 'Chorsu shop'`);
  const [usd] = await queryRows<{ id: number }>(database.db, sql`select id from currencies where name = 'USD'`);
  const cells = await queryRows<{ productId: number; sizeId: number }>(
    database.db,
    sql`select product_id as "productId", size_id as "sizeId" from placements where place_id = ${place!.id} and quantity > 0 order by product_id, size_id limit 8`,
  );
  expect(cells.length).toBeGreaterThan(3);
  // stock enough for every sale of the run, through the ledger's opening-stock path (journaled)
  await inTransaction(database.db, (tx) => addOpeningStock(tx, place!.company_id, cells.map((c) => ({ ...c, placeId: place!.id, quantity: 100_000 }))));
  target = { placeId: place!.id, usdId: usd!.id, cells };
  seller = await signIn(server.url, 'seller');
  admin = await signIn(server.url, 'admin');
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.close().catch(() => undefined);
  cluster?.destroy();
});

const backendsOf = (db = DB) =>
  cluster.query<{ pid: number; state: string }>(`select pid, state from pg_stat_activity where datname = $1 and application_name = 'retail-pos' and pid <> pg_backend_pid()`, [db]);

async function ledgerHolds() {
  expect(await stockMismatches(database.db)).toEqual([]);
  expect(await moneyMismatches(database.db)).toEqual([]);
}

describe('connections dropped under the server', () => {
  it('one idle backend terminated: the process lives, the next sale succeeds at once', async () => {
    // a sale first, so that the pool has connections to lose
    expect((await sellOnce(server.url, seller, saleBody(target, 0), 0)).answer.status).toBe(201);
    const idle = (await backendsOf()).filter((b) => b.state === 'idle');
    expect(idle.length).toBeGreaterThan(0);
    await cluster.query('select pg_terminate_backend($1)', [idle[0]!.pid]);
    await new Promise((r) => setTimeout(r, 200));
    expect(server.alive(), server.log()).toBe(true);
    const { answer, tries } = await sellOnce(server.url, seller, saleBody(target, 1), 2000);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(tries).toBe(1);
  });

  it("every one of the server's backends terminated: the process lives, the next sale succeeds within 2 s", async () => {
    await Promise.all([1, 2, 3].map((i) => sellOnce(server.url, seller, saleBody(target, i), 0)));
    const all = await backendsOf();
    expect(all.length).toBeGreaterThan(0);
    await cluster.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'retail-pos'`, [DB]);
    expect(server.alive(), server.log()).toBe(true);
    const started = Date.now();
    const { answer } = await sellOnce(server.url, seller, saleBody(target, 4), 2000);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    // a read too (retried once on a fresh connection when its connection died)
    expect((await call(server.url, 'GET', '/api/company/v1/places/', { token: admin })).status).toBe(200);
    expect(server.alive()).toBe(true);
  });
});

/** A GET of every API area and the writes a till makes: each must answer 503 with Retry-After while the database is down. */
const FAMILIES: { method: string; path: string; token?: () => string; body?: () => unknown }[] = [
  { method: 'GET', path: '/api/auth/v1/info/', token: () => seller },
  { method: 'POST', path: '/api/auth/v1/login/', body: () => ({ username: 'seller', password: 'demo1234' }) },
  { method: 'GET', path: '/api/company/v1/places/', token: () => admin },
  { method: 'GET', path: '/api/company/v1/employees/', token: () => admin },
  { method: 'GET', path: '/api/company/v1/currency_rate/', token: () => admin },
  { method: 'GET', path: '/api/product/v1/products/', token: () => admin },
  { method: 'GET', path: '/api/product/v1/placements/', token: () => admin },
  { method: 'GET', path: '/api/barcode/v1/barcodes/', token: () => admin },
  { method: 'GET', path: '/api/customers/v1/customers/', token: () => admin },
  { method: 'GET', path: '/api/customers/v1/bookings/', token: () => admin },
  { method: 'GET', path: '/api/realization/v1/sells/', token: () => admin },
  { method: 'GET', path: '/api/realization/v1/cash_desks/', token: () => admin },
  { method: 'GET', path: '/api/reception/v1/receptions/', token: () => admin },
  { method: 'GET', path: '/api/transfer/v1/transfers/', token: () => admin },
  { method: 'GET', path: '/api/wallet/v1/balance/', token: () => admin },
  { method: 'GET', path: '/api/report/v1/money/', token: () => admin },
  { method: 'GET', path: '/api/company/v1/salaries/', token: () => admin },
  { method: 'GET', path: '/api/wholesale/v1/price_groups/', token: () => admin },
  { method: 'POST', path: '/api/realization/v1/sells/', token: () => seller, body: () => saleBody(target, 5) },
  { method: 'GET', path: '/api/health/ready/' },
];

describe('the database stopped', () => {
  it('every route family answers 503 database_unavailable with Retry-After; liveness stays 200; started again, the same server sells', async () => {
    cluster.stop('fast');
    try {
      for (const f of FAMILIES) {
        const res = await call(server.url, f.method, f.path, { token: f.token?.(), body: f.body?.(), key: f.method === 'POST' ? crypto.randomUUID() : undefined });
        expect(res.status, `${f.method} ${f.path}: ${JSON.stringify(res.body)}`).toBe(503);
        expect((res.body as { errors: { code: string }[] }).errors[0]!.code, `${f.method} ${f.path}`).toBe('database_unavailable');
        expect(Number(res.headers?.get('retry-after')), `${f.method} ${f.path}`).toBeGreaterThan(0);
        expect(res.ms, `${f.method} ${f.path} answered slowly`).toBeLessThan(6000);
      }
      expect((await call(server.url, 'GET', '/api/health/')).status).toBe(200);
      expect(server.alive(), server.log()).toBe(true);
    } finally {
      cluster.start();
    }
    const started = Date.now();
    const { answer } = await sellOnce(server.url, seller, saleBody(target, 6), 10_000);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await call(server.url, 'GET', '/api/health/ready/')).status).toBe(200);
  });
});

describe('restarts under 8 selling tills', () => {
  for (const mode of ['fast', 'immediate'] as const) {
    it(`pg_ctl restart -m ${mode}: no acknowledged sale lost, none doubled, the ledger holds`, async () => {
      const tills = 8;
      const acknowledged: { id: number; key: string; tries: number; ms: number }[] = [];
      const unknown: string[] = [];
      let stop = false;
      let sold = 0;
      const till = async (n: number) => {
        for (let i = 0; !stop; i++) {
          // every till retries the same key while the database is away (up to 20 s), as the till's browser does
          const began = Date.now();
          const { answer, key, tries } = await sellOnce(server.url, seller, saleBody(target, n + i), 20_000);
          if (answer.status === 201) {
            acknowledged.push({ id: (answer.body as { id: number }).id, key, tries, ms: Date.now() - began });
            sold++;
          } else unknown.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        }
      };
      const running = Array.from({ length: tills }, (_, n) => till(n));
      await new Promise((r) => setTimeout(r, 1500));
      const before = sold;
      cluster.restart(mode);
      await new Promise((r) => setTimeout(r, 2500));
      stop = true;
      await Promise.all(running);
      expect(server.alive(), server.log()).toBe(true);
      const retried = acknowledged.filter((a) => a.tries > 1);
      console.log(
        `restart -m ${mode} under ${tills} tills: ${acknowledged.length} sales acknowledged, ${retried.length} needed a retry with the same key, ` +
          `the longest sale took ${Math.max(...acknowledged.map((a) => a.ms))} ms`,
      );
      expect(unknown, 'every sale was acknowledged in the end').toEqual([]);
      expect(sold).toBeGreaterThan(before);
      const ids = acknowledged.map((a) => a.id);
      const found = await queryRows<{ id: number }>(database.db, sql`select id from sales where id = any(${`{${ids.join(',')}}`}::int[])`);
      expect(found.length, 'every acknowledged sale is in the table').toBe(ids.length);
      expect(new Set(ids).size, 'no key answered with another sale').toBe(ids.length);
      // one sale per key: the keys' stored answers are the acknowledged sales, nothing more
      const keyed = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from idempotency_keys where key = any(${`{${acknowledged.map((a) => a.key).join(',')}}`}::text[])`,
      );
      expect(keyed[0]!.n).toBe(ids.length);
      await ledgerHolds();
    }, 90_000);
  }
});

describe('a stuck lock', () => {
  it("a connection holding a product's stock row: a sale of that product answers 503 within the lock timeout, never hangs", async () => {
    const holder = new pg.Client({ connectionString: cluster.url(DB) });
    holder.on('error', () => undefined);
    await holder.connect();
    try {
      const cell = target.cells[0]!;
      await holder.query('begin');
      await holder.query('select quantity from placements where product_id = $1 and size_id = $2 and place_id = $3 for update', [cell.productId, cell.sizeId, target.placeId]);
      const body = { ...saleBody(target, 0), sell_products: [{ product: cell.productId, size: cell.sizeId, quantity: 1, place: target.placeId }] };
      const res = await call(server.url, 'POST', '/api/realization/v1/sells/', { token: seller, body, key: crypto.randomUUID() });
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect((res.body as { errors: { code: string }[] }).errors[0]!.code).toBe('database_busy');
      expect(res.headers?.get('retry-after')).toBeTruthy();
      // DB_LOCK_TIMEOUT_MS is 3 s by default
      expect(res.ms).toBeLessThan(5000);
      // other products sell meanwhile
      expect((await sellOnce(server.url, seller, saleBody(target, 1), 0)).answer.status).toBe(201);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
    expect((await sellOnce(server.url, seller, saleBody(target, 0), 0)).answer.status).toBe(201);
  });
});

/** Every attempt beyond the limit: 429 too_many_attempts (or 503 database_busy when the burst outran the pool), with Retry-After. */
function expectRefusedForNow(answers: Awaited<ReturnType<typeof call>>[]) {
  for (const a of answers) {
    const code = (a.body as { errors?: { code: string }[] })?.errors?.[0]?.code;
    expect([`429 too_many_attempts`, `503 database_busy`], JSON.stringify(a.body)).toContain(`${a.status} ${code}`);
    expect(Number(a.headers?.get('retry-after'))).toBeGreaterThan(0);
  }
  const limited = answers.filter((a) => a.status === 429).length;
  expect(limited, 'most of the burst is refused by the limit itself').toBeGreaterThan(answers.length / 2);
}

describe('a database host that stops answering (its processes frozen, sockets open)', () => {
  it('a sale answers 503 within the timeouts, never hangs; the server lives and sells once the host answers again', async () => {
    const quick = await startServer(cluster.url(DB), { DB_STATEMENT_TIMEOUT_MS: '1000', DB_CONNECT_TIMEOUT_MS: '1000' });
    const pid = Number(readFileSync(join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const freeze = (signal: string) => {
      spawnSync('pkill', [`-${signal}`, '-P', String(pid)]);
      spawnSync('kill', [`-${signal}`, String(pid)]);
    };
    try {
      await waitFor(quick);
      const token = await signIn(quick.url, 'seller');
      expect((await sellOnce(quick.url, token, saleBody(target, 2), 0)).answer.status).toBe(201);
      freeze('STOP');
      const res = await call(quick.url, 'POST', '/api/realization/v1/sells/', { token, body: saleBody(target, 3), key: crypto.randomUUID(), timeoutMs: 30_000 });
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      // statement 1 s + 5 s for the answer that never comes, then one fresh connection that cannot open (1 s)
      expect(res.ms).toBeLessThan(12_000);
      expect(quick.alive(), quick.log()).toBe(true);
      freeze('CONT');
      const { answer } = await sellOnce(quick.url, token, saleBody(target, 4), 10_000);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    } finally {
      freeze('CONT');
      await quick.stop();
    }
  }, 60_000);
});

describe('sign-in bursts on PostgreSQL', () => {
  it('200 parallel wrong passwords for one account from one address: at most 5 checked, the rest 429', async () => {
    const ip = '198.51.100.7';
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => call(server.url, 'POST', '/api/auth/v1/login/', { body: { username: 'manager', password: 'wrong-password' }, ip })),
    );
    const checked = answers.filter((a) => a.status === 400).length;
    expect(checked).toBeLessThanOrEqual(5);
    expectRefusedForNow(answers.filter((a) => a.status !== 400));
  });

  it('60 parallel attempts on different usernames from one address: at most 20 checked', async () => {
    const ip = '198.51.100.8';
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => call(server.url, 'POST', '/api/auth/v1/login/', { body: { username: `nobody${i}`, password: 'wrong-password' }, ip })),
    );
    const checked = answers.filter((a) => a.status === 400).length;
    expect(checked).toBeLessThanOrEqual(20);
    expectRefusedForNow(answers.filter((a) => a.status !== 400));
  });
});

describe('two servers started at the same moment on an empty database', () => {
  it('both become ready, the migrations and the demo data happen once', async () => {
    await cluster.query('create database twin');
    const [a, b] = await Promise.all([startServer(cluster.url('twin')), startServer(cluster.url('twin'))]);
    try {
      await Promise.all([waitFor(a), waitFor(b)]);
      expect(a.alive() && b.alive()).toBe(true);
      const [companies] = await cluster.query<{ n: number }>('select count(*)::int as n from companies where name = $1', [DEMO_COMPANY], 'twin');
      expect(companies!.n).toBe(1);
      const [admins] = await cluster.query<{ n: number }>(`select count(*)::int as n from employees where username = 'admin'`, [], 'twin');
      expect(admins!.n).toBe(1);
      // both serve
      for (const s of [a, b]) expect((await call(s.url, 'GET', '/api/company/v1/places/', { token: await signIn(s.url, 'admin') })).status).toBe(200);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 120_000);
});
