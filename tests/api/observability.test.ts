/**
 * What an operator reads (README "Metrics and logs"): X-Request-Id on every answer and in every log line
 * of the request (the load balancer's when well formed), and GET /api/metrics in Prometheus' text format,
 * open to loopback callers and to the METRICS_TOKEN only: per-route request series by URL template,
 * committed sales and their amounts, the pool's gauges on PostgreSQL.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { afterCommit, inTransaction } from '../../server/db/transaction';
import { errorBody } from '../../src/domain/errors';
import { as, authed, type Client, expectError, fixtures, freshDb, login, type TestApp } from './helpers';

const TOKEN = 'scrape-secret-0123456789';
const METRICS = '/api/metrics';
const OUTSIDE = '203.0.113.7';
const SELLS = '/api/realization/v1/sells/';

let t: TestApp;
let admin: Client;
const logLines: Record<string, unknown>[] = [];
let shop: number;
let productId: number;
let sizeId: number;
let usd: number;
let n = 0;
const key = (k = `obs-${++n}-${Date.now()}`) => ({ headers: { 'idempotency-key': k } });

beforeAll(async () => {
  const db = await freshDb();
  // the app as main.ts builds it: a logger (here into an array), the pool's gauges, a metrics token
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildApp(db.db, { logger: { level: 'info', stream }, poolStats: db.database.poolStats, metricsToken: TOKEN });
  await app.ready();
  t = { ...db, app, fx: fixtures(), close: async () => (await app.close(), await db.close()) };
  admin = await as(t.app, 'admin');
  shop = t.fx.demo.placeIds['Chorsu shop'];
  sizeId = t.fx.demo.sizeIds[0];
  usd = t.fx.demo.currencyIds.USD;
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const placeTypes = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results;
  const shopType = placeTypes.find((p: { name: string }) => p.name === 'Shop').id;
  const product = await admin.post('/api/product/v1/products/', {
    name: 'Observed coat',
    model: 'O1',
    type: types[0].id,
    cost: '40',
    prices: [{ place_type: shopType, price: '100.00', discount: '0', discount_in_percent: false }],
  });
  expect(product.statusCode, product.body).toBe(201);
  productId = product.json().id;
  const stocked = await admin.post('/api/product/v1/placements/adjust/', { product: productId, size: sizeId, place: shop, delta: 20 }, key());
  expect(stocked.statusCode, stocked.body).toBe(200);
});
afterAll(() => t?.close());

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  it('is made for a request that brings none, a new one each time', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health/' });
    const b = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(a.headers['x-request-id']).toMatch(UUID_RE);
    expect(b.headers['x-request-id']).toMatch(UUID_RE);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("keeps the load balancer's well-formed id", async () => {
    for (const id of ['lb-7f3c2a', '0f8fad5b-d9cb-469f-a165-70867728950e', 'Root=1-5759e988:bd862e3f.b1+c/d']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces a hostile one (spaces, quotes, control characters, too long, empty)', async () => {
    for (const id of ['a b', 'x"><script>', 'id\u0001bell', 'x'.repeat(129), '', 'ÿ-latin', 'a,b']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id'], JSON.stringify(id)).toMatch(UUID_RE);
    }
  });

  it('is on error answers, whose body keeps the one error shape', async () => {
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/company/v1/places/', headers: { 'x-request-id': 'err-401' } });
    expectError(unauthenticated, 401, 'not_authenticated');
    expect(unauthenticated.headers['x-request-id']).toBe('err-401');
    const missing = await t.app.inject({ method: 'GET', url: '/api/nowhere/', headers: { 'x-request-id': 'err-404' } });
    expect(missing.json()).toEqual(errorBody('not_found'));
    expect(missing.headers['x-request-id']).toBe('err-404');
    const invalid = await admin.post(SELLS, { place: 'abc' }, { headers: { 'x-request-id': 'err-400' } });
    expectError(invalid, 400, 'invalid', 'place');
    expect(invalid.headers['x-request-id']).toBe('err-400');
    // the router's own refusal (a malformed %-escape) and a body over the limit
    const malformed = await admin.get(`${SELLS}%zz/`, { headers: { 'x-request-id': 'err-url' } });
    expectError(malformed, 400, 'invalid');
    expect(malformed.headers['x-request-id']).toBe('err-url');
    const tooLarge = await admin.post(SELLS, { note: 'x'.repeat(1024 * 1024 + 1) }, { headers: { 'x-request-id': 'err-413' } });
    expectError(tooLarge, 413, 'body_too_large');
    expect(tooLarge.headers['x-request-id']).toBe('err-413');
  });

  it("is in every log line of the request (the request's child logger)", async () => {
    logLines.length = 0;
    await admin.get('/api/company/v1/places/', { headers: { 'x-request-id': 'logged-req-1' } });
    const mine = logLines.filter((l) => l.requestId === 'logged-req-1');
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    // every line written while the request ran names a request
    expect(logLines.filter((l) => l.requestId === undefined)).toEqual([]);
  });
});

/** The value of one series in an exposition (0 when it is not there yet). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: METRICS });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

describe('GET /api/metrics', () => {
  it('answers a loopback caller in the text format, each line a comment or a series with its value', async () => {
    const res = await t.app.inject({ method: 'GET', url: METRICS });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['x-request-id']).toMatch(UUID_RE);
    const lines = res.body.trimEnd().split('\n');
    for (const line of lines) expect(line).toMatch(/^(# (HELP|TYPE) [a-z_0-9]+ .+|[a-z_0-9]+(\{[a-z_]+="[^"\n]*"(,[a-z_]+="[^"\n]*")*\})? -?[0-9.e+-]+)$/);
    for (const name of ['http_requests_total', 'http_request_duration_seconds', 'pos_sales_total', 'pos_sales_amount_total', 'db_unavailable_total', 'db_pool_errors_total', 'nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes']) {
      expect(res.body).toContain(`# TYPE ${name} `);
    }
    expect(valueOf(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('has the pool gauges on PostgreSQL only (PGlite has no pool)', async () => {
    const body = await scrape();
    if (t.kind === 'postgres') {
      expect(valueOf(body, 'db_pool_size')).toBeGreaterThan(0);
      expect(body).toContain('db_pool_idle ');
      expect(body).toContain('db_pool_waiting 0');
    } else {
      expect(body).not.toContain('db_pool_size');
    }
  });

  it('refuses another machine without the token, with a wrong one, and with an employee token, in the one error shape', async () => {
    expectError(await t.app.inject({ method: 'GET', url: METRICS, remoteAddress: OUTSIDE }), 403, 'permission_denied');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, 'Bearer ', `Basic ${TOKEN}`, TOKEN]) {
      expectError(await t.app.inject({ method: 'GET', url: METRICS, remoteAddress: OUTSIDE, headers: { authorization } }), 403, 'permission_denied');
    }
    const adminToken = await login(t.app, 'admin');
    expectError(await authed(t.app, adminToken).inject({ method: 'GET', url: METRICS, remoteAddress: OUTSIDE }), 403, 'permission_denied');
  });

  it('refuses what a proxy on this machine forwards, and a wrong token from loopback too', async () => {
    for (const headers of [{ 'x-forwarded-for': OUTSIDE }, { 'x-real-ip': OUTSIDE }, { forwarded: `for=${OUTSIDE}` }, { authorization: 'Bearer wrong' }]) {
      expectError(await t.app.inject({ method: 'GET', url: METRICS, headers }), 403, 'permission_denied');
    }
  });

  it('serves another machine that brings the token', async () => {
    const res = await t.app.inject({ method: 'GET', url: METRICS, remoteAddress: OUTSIDE, headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': OUTSIDE } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('# TYPE http_requests_total counter');
  });

  it('without METRICS_TOKEN set, no token opens it to another machine', async () => {
    const app = await buildApp(t.db, { metricsToken: undefined });
    try {
      expectError(await app.inject({ method: 'GET', url: METRICS, remoteAddress: OUTSIDE, headers: { authorization: 'Bearer anything' } }), 403, 'permission_denied');
      expect((await app.inject({ method: 'GET', url: METRICS, remoteAddress: '::1' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the series', () => {
  const sold = `pos_sales_total{currency_id="${fixtures().demo.currencyIds.USD}"}`;
  const amount = `pos_sales_amount_total{currency_id="${fixtures().demo.currencyIds.USD}"}`;
  const sale = (quantity: number) => ({ place: shop, sell_products: [{ product: productId, size: sizeId, quantity, place: shop }], payments: [{ currency: usd, amount: '1000' }] });

  it('count a committed sale and its amount once: not its replay, not a refused one', async () => {
    const before = await scrape();
    const same = key();
    const first = await admin.post(SELLS, sale(2), same);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().total_sum).toBe('200.00');
    const replay = await admin.post(SELLS, sale(2), same);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    const refused = await admin.post(SELLS, { ...sale(1), payments: [{ currency: usd, amount: '1' }] }, key());
    expectError(refused, 400, 'not_enough_paid', 'payments');
    const second = await admin.post(SELLS, sale(1), key());
    expect(second.statusCode, second.body).toBe(201);
    const after = await scrape();
    expect(valueOf(after, sold) - valueOf(before, sold)).toBe(2);
    expect(valueOf(after, amount) - valueOf(before, amount)).toBeCloseTo(300, 2);
  });

  it('name routes by their URL template, never the raw id, with method and status', async () => {
    const created = await admin.post(SELLS, sale(1), key());
    const id = created.json().id as number;
    await admin.get(`${SELLS}${id}/`);
    await admin.get(`${SELLS}${2_000_000_000}/`);
    const body = await scrape();
    const route = '/api/realization/v1/sells/:id/';
    expect(valueOf(body, `http_requests_total{route="${route}",method="GET",status="200"}`)).toBeGreaterThanOrEqual(1);
    expect(valueOf(body, `http_requests_total{route="${route}",method="GET",status="404"}`)).toBeGreaterThanOrEqual(1);
    expect(valueOf(body, `http_requests_total{route="${SELLS}",method="POST",status="201"}`)).toBeGreaterThanOrEqual(1);
    expect(valueOf(body, `http_request_duration_seconds_count{route="${route}",method="GET",status="200"}`)).toBeGreaterThanOrEqual(1);
    expect(valueOf(body, `http_request_duration_seconds_bucket{route="${route}",method="GET",status="200",le="+Inf"}`)).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain(`${SELLS}${id}/`);
    // a label never holds the raw id (a duration's float may hold those digits: 0.0011820000000006986)
    expect(body).not.toMatch(/route="[^"]*2000000000/);
    // a path no route has is one series, whatever the path
    // a word no number in the scrape can hold (a duration or a sum could hold the digits 12345)
    await t.app.inject({ method: 'GET', url: '/api/no/such/path/zq-unrouted/' });
    expect(valueOf(await scrape(), 'http_requests_total{route="unmatched",method="GET",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(await scrape()).not.toContain('zq-unrouted');
  });
});

describe('afterCommit (what counts the sales)', () => {
  it('runs after the commit only: not for a rollback, a rolled-back savepoint or a run that was run again', async () => {
    const ran: string[] = [];
    await inTransaction(t.db, async (tx) => {
      afterCommit(tx, () => ran.push('committed'));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['committed']);
    await expect(
      inTransaction(t.db, async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await inTransaction(t.db, async (tx) => {
      afterCommit(tx, () => ran.push('outer'));
      await inTransaction(tx, async (savepoint) => afterCommit(savepoint, () => ran.push('savepoint kept')));
      await inTransaction(tx, async (savepoint) => {
        afterCommit(savepoint, () => ran.push('savepoint rolled back'));
        throw new Error('savepoint');
      }).catch(() => undefined);
    });
    let attempt = 0;
    await inTransaction(t.db, async (tx) => {
      attempt++;
      afterCommit(tx, () => ran.push(`run ${attempt}`));
      if (attempt === 1) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
    });
    afterCommit(t.db, () => ran.push('no transaction: at once'));
    expect(ran).toEqual(['committed', 'outer', 'savepoint kept', 'run 2', 'no transaction: at once']);
  });
});
