/**
 * Helpers of the api tier: a fresh database per test file (a copy of the template built by
 * globalSetup.ts), the app on it, the standard fixtures, and inject wrappers.
 *
 *   let t: TestApp;
 *   beforeAll(async () => { t = await freshApp(); });
 *   afterAll(() => t.close());
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../../server/app';
import { connect, type Database, type Db } from '../../server/db/connect';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { type Fixtures } from './fixtures';
import { dropDatabase, quoteIdent, withDatabase } from './pgNames';

export { DEMO_PASSWORD };
export { OTHER_COMPANY, OTHER_PLACE, type Fixtures } from './fixtures';

export interface TestDb {
  db: Db;
  database: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * A new database of its own for the calling test file: loaded from the PGlite dump, or a PostgreSQL
 * `CREATE DATABASE ... TEMPLATE` copy dropped again by close().
 */
export async function freshDb(options: { poolSize?: number } = {}): Promise<TestDb> {
  if (inject('dbKind') === 'postgres') {
    const url = inject('pgUrl');
    const name = `pos_test_${process.pid}_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(inject('pgTemplate'))}`);
    } finally {
      await admin.end();
    }
    const database = await connect({ url: withDatabase(url, name), poolSize: options.poolSize ?? 5 });
    return {
      db: database.db,
      database,
      kind: 'postgres',
      close: async () => {
        await database.close();
        await dropDatabase(url, name);
      },
    };
  }
  const tarball = await readFile(inject('pgliteTemplate'));
  const database = await connect({ loadDataDir: new Blob([tarball]) });
  return { db: database.db, database, kind: 'pglite', close: () => database.close() };
}

/** Run raw SQL and return its rows (both drivers answer { rows }). */
export async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every stock total that differs from the sum of its journal, or is negative (whole database; a missing row or journal counts 0; [] when the ledger holds). */
export function stockMismatches(db: Db) {
  return rows(
    db,
    sql`select coalesce(p.product_id, j.product_id) as product_id, coalesce(p.size_id, j.size_id) as size_id,
               coalesce(p.place_id, j.place_id) as place_id, p.quantity, j.total
        from placements p
        full join (select product_id, size_id, place_id, sum(delta)::int as total
                   from stock_movements group by product_id, size_id, place_id) j
          using (product_id, size_id, place_id)
        where coalesce(p.quantity, 0) <> coalesce(j.total, 0) or p.quantity < 0`,
  );
}

/** Every balance that differs from the sum of its journal, or is negative (whole database; a missing row or journal counts 0; [] when the ledger holds). */
export function moneyMismatches(db: Db) {
  return rows(
    db,
    sql`select company_id, account_type, account_id, currency_id, b.amount, j.total
        from balances b
        full join (select company_id, account_type, account_id, currency_id, sum(delta) as total
                   from money_movements group by company_id, account_type, account_id, currency_id) j
          using (company_id, account_type, account_id, currency_id)
        where coalesce(b.amount, 0) <> coalesce(j.total, 0) or b.amount < 0`,
  );
}

// ------------------------------------------------------------------------------------ fixtures

/** The ids of the standard fixtures (fixtures.ts), present in every fresh database. */
export function fixtures(): Fixtures {
  return inject('fixtures');
}

export interface TestApp extends TestDb {
  app: FastifyInstance;
  fx: Fixtures;
}

/**
 * A fresh database (a copy of the template: migrated, with the standard fixtures) and the app on it.
 * `beforeReady` may add routes before the app is sealed (e.g. a route for one role only).
 */
export async function freshApp(
  options: { poolSize?: number; beforeReady?: (app: FastifyInstance) => void | Promise<void> } = {},
): Promise<TestApp> {
  const t = await freshDb({ poolSize: options.poolSize });
  try {
    const fx = fixtures();
    const app = await buildApp(t.db);
    await options.beforeReady?.(app);
    await app.ready();
    return {
      ...t,
      app,
      fx,
      close: async () => {
        await app.close();
        await t.close();
      },
    };
  } catch (err) {
    await t.close();
    throw err;
  }
}

// ------------------------------------------------------------------------------------ requests

/** Sign in and return the token key (fails the test on anything but 200). */
export async function login(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
  remoteAddress?: string,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/v1/login/', payload: { username, password }, remoteAddress });
  expect(res.statusCode, `login ${username}: ${res.body}`).toBe(200);
  return res.json().token as string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Extra = Omit<InjectOptions, 'method' | 'url' | 'payload' | 'body'>;

export interface Client {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string, extra?: Extra): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, extra?: Extra): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown, extra?: Extra): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: unknown, extra?: Extra): Promise<LightMyRequestResponse>;
  delete(url: string, extra?: Extra): Promise<LightMyRequestResponse>;
}

/** An inject wrapper that sends `Authorization: Token <key>` (no header when token is null). */
export function authed(app: FastifyInstance, token: string | null): Client {
  const inj = (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Token ${token}` } : {}) },
    });
  const call = (method: Method) => (url: string, payload?: unknown, extra: Extra = {}) =>
    inj({ ...extra, method, url, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
  return {
    inject: inj,
    get: (url, extra) => inj({ ...extra, method: 'GET', url }),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: (url, extra) => inj({ ...extra, method: 'DELETE', url }),
  };
}

/** Sign in and return a client for that user. */
export async function as(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<Client> {
  return authed(app, await login(app, username, password));
}

/** Assert the one error shape with one item. */
export function expectError(res: LightMyRequestResponse, status: number, code: string, field?: string, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(Array.isArray(body.errors), res.body).toBe(true);
  const item = field === undefined ? body.errors.find((e: { code: string }) => e.code === code) : body.errors.find((e: { field?: string }) => e.field === field);
  expect(item, res.body).toBeDefined();
  expect(item.code).toBe(code);
  if (field !== undefined) expect(item.field).toBe(field);
  if (message !== undefined) expect(item.message).toBe(message);
  expect(typeof item.message).toBe('string');
  return body.errors as { code: string; message: string; field?: string }[];
}

/** mulberry32: a small seeded PRNG for property tests, the same sequence on every run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
