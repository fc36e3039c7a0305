/**
 * Issue 14: what the browser has abandoned is not run. A GET whose client goes away stops using the
 * database: on PostgreSQL its running statement is cancelled (pg_cancel_backend on its own backend);
 * on both databases a statement not yet started is not started. Writes are never cut short.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApp, rows, type TestApp } from './helpers';

let t: TestApp;
let base: string;
const seen = { secondRan: false, secondError: '' as string, writeDone: false };

beforeAll(async () => {
  t = await freshApp({
    beforeReady: (app) => {
      // test routes, public: a slow read, and a read in two steps with a pause between them
      app.get('/api/test/slow/', { config: { permission: 'public' } }, async () => {
        await t.db.execute(t.kind === 'postgres' ? sql`select pg_sleep(5)` : sql`select 1`);
        return { ok: true };
      });
      app.get('/api/test/two-steps/', { config: { permission: 'public' } }, async () => {
        await t.db.execute(sql`select 1`);
        await new Promise((r) => setTimeout(r, 400));
        try {
          await t.db.execute(sql`select 2`);
          seen.secondRan = true;
        } catch (err) {
          seen.secondError = String((err as { cause?: { name?: string } }).cause?.name ?? (err as Error).name);
          throw err;
        }
        return { ok: true };
      });
      app.post('/api/test/two-step-write/', { config: { permission: 'public' } }, async () => {
        await t.db.execute(sql`select 1`);
        await new Promise((r) => setTimeout(r, 400));
        await t.db.execute(sql`select 2`);
        return { ok: true };
      });
      app.post('/api/test/write/', { config: { permission: 'public' } }, async () => {
        await new Promise((r) => setTimeout(r, 400));
        await t.db.execute(sql`select 3`);
        seen.writeDone = true;
        return { ok: true };
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
// the aborted fetches leave keep-alive connections that the server still counts as busy: app.close()
// would wait for Fastify's keep-alive timeout (72 s; the same before reads took turns)
afterAll(() => {
  t?.app.server.closeAllConnections();
  return t?.close();
});

async function abandon(path: string, afterMs: number, method = 'GET') {
  const controller = new AbortController();
  const request = fetch(`${base}${path}`, { method, signal: controller.signal, headers: method === 'POST' ? { 'content-type': 'application/json' } : {}, body: method === 'POST' ? '{}' : undefined }).catch((e: Error) => e.name);
  await new Promise((r) => setTimeout(r, afterMs));
  controller.abort();
  expect(await request).toBe('AbortError');
}

describe('abandoned requests', () => {
  it('a statement not yet started is not started', async () => {
    await abandon('/api/test/two-steps/', 150);
    await new Promise((r) => setTimeout(r, 600));
    expect(seen.secondRan).toBe(false);
    expect(seen.secondError).toBe('RequestAbortedError');
    // the same read, not abandoned, runs both steps
    const res = await fetch(`${base}/api/test/two-steps/`);
    expect(res.status).toBe(200);
    expect(seen.secondRan).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL: the running statement is cancelled at once', async () => {
    const started = Date.now();
    await abandon('/api/test/slow/', 300);
    let running = 1;
    for (let i = 0; i < 40 && running > 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      [{ running }] = await rows<{ running: number }>(t.db, sql`select count(*)::int as running from pg_stat_activity where query like 'select pg_sleep(5)%' and state = 'active'`);
    }
    expect(running).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
    // the pool is healthy afterwards
    expect((await fetch(`${base}/api/health/ready/`)).status).toBe(200);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL: more abandoned reads than the pool has connections never deadlock it', async () => {
    // the test pool has 5 connections: 12 abandoned slow reads hold them all while their cancels go out
    await Promise.all(Array.from({ length: 12 }, () => abandon('/api/test/slow/', 300)));
    const started = Date.now();
    const res = await fetch(`${base}/api/test/two-steps/`);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)('PGlite: reads take turns, first come, first served; an abandoned read gives its turn back', async () => {
    // the two-step read holds the database through its pause: the read that came after it waits
    const order: string[] = [];
    const first = fetch(`${base}/api/test/two-steps/`).then((r) => order.push(`two-steps ${r.status}`));
    await new Promise((r) => setTimeout(r, 100));
    const second = fetch(`${base}/api/health/ready/`).then((r) => order.push(`health ${r.status}`));
    await Promise.all([first, second]);
    expect(order).toEqual(['two-steps 200', 'health 200']);
    // abandoned in its pause, it gives its turn back at once
    await abandon('/api/test/two-steps/', 150);
    const started = Date.now();
    expect((await fetch(`${base}/api/health/ready/`)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(300);
    await new Promise((r) => setTimeout(r, 600)); // the abandoned read's handler ends
  });

  it.runIf(!process.env.TEST_DATABASE_URL)('PGlite: writes take the same turns: a read that came during a write waits for it, and a write for a read', async () => {
    // (a sale's token lookup and its transaction went through PGlite's lock separately: with 32 tills one
    // sale in a hundred waited ten times the others)
    const order: string[] = [];
    const write = fetch(`${base}/api/test/two-step-write/`, { method: 'POST' }).then((r) => order.push(`write ${r.status}`));
    await new Promise((r) => setTimeout(r, 100));
    const read = fetch(`${base}/api/health/ready/`).then((r) => order.push(`health ${r.status}`));
    await Promise.all([write, read]);
    expect(order).toEqual(['write 200', 'health 200']);
    order.length = 0;
    const first = fetch(`${base}/api/test/two-steps/`).then((r) => order.push(`two-steps ${r.status}`));
    await new Promise((r) => setTimeout(r, 100));
    const second = fetch(`${base}/api/test/two-step-write/`, { method: 'POST' }).then((r) => order.push(`write ${r.status}`));
    await Promise.all([first, second]);
    expect(order).toEqual(['two-steps 200', 'write 200']);
  });

  it('a write is never cut short by its client going away', async () => {
    await abandon('/api/test/write/', 100, 'POST');
    await new Promise((r) => setTimeout(r, 700));
    expect(seen.writeDone).toBe(true);
  });
});
