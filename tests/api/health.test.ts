import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { expectError, freshApp, rows, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await freshApp();
});
afterAll(() => t?.close());

describe('GET /api/health/', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers HEAD too (uptime monitors), where the rest of the API has no HEAD twin', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/health/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const other = await t.app.inject({ method: 'HEAD', url: '/api/company/v1/places/' });
    expect(other.statusCode).toBe(404);
  });

  it('needs no token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { authorization: 'Token nonsense' } });
    expect(res.statusCode).toBe(200);
  });

  it('readiness: 200 when the database answers and is migrated, 503 with Retry-After while the server is draining', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    const lifecycle = { draining: true };
    const draining = await buildApp(t.db, { lifecycle });
    try {
      const res = await draining.inject({ method: 'GET', url: '/api/health/ready/' });
      expectError(res, 503, 'not_ready');
      expect(res.headers['retry-after']).toBe('1');
      // liveness stays 200: a stopping server is not a dead one
      expect((await draining.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it('readiness: 503 not_ready on a database whose migrations are behind this build', async () => {
    await rows(t.db, sql`update drizzle.__drizzle_migrations set created_at = created_at - 1000 where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const behind = await buildApp(t.db);
    try {
      expectError(await behind.inject({ method: 'GET', url: '/api/health/ready/' }), 503, 'not_ready');
    } finally {
      await rows(t.db, sql`update drizzle.__drizzle_migrations set created_at = created_at + 1000 where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      await behind.close();
    }
  });

  it('answers unknown API paths with 404 in the one error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nowhere/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ code: 'not_found', message: 'Not found' }] });
  });
});
