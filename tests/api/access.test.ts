/**
 * Access control (ARCHITECTURE.md section 3): every route declares its roles, default deny; a route
 * refuses a role it does not list with 403 permission_denied.
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccessControl } from '../../server/auth/access';
import { buildApp } from '../../server/app';
import { employees } from '../../server/db/schema';
import { registerErrorHandler } from '../../server/http/errors';
import { ROLES } from '../../src/domain/roles';
import { as, authed, type Client, expectError, freshApp, login, type TestApp } from './helpers';

let t: TestApp;
let clients: Record<'admin' | 'manager' | 'seller' | 'clientmanager', Client>;

beforeAll(async () => {
  t = await freshApp({
    beforeReady: (app) => {
      app.get('/api/test/admin-only/', { config: { permission: 'screen.admin' } }, async (request) => ({ ok: true, who: request.caller?.role }));
      app.get('/api/test/admin-manager/', { config: { permission: 'screen.admin_manager' } }, async () => ({ ok: true }));
      app.get('/api/test/public/', { config: { permission: 'public' } }, async (request) => ({ ok: true, caller: request.caller }));
      app.get('/api/test/bookings/', { config: { permission: 'screen.bookings' } }, async () => ({ ok: true }));
    },
  });
  const [admin, manager, seller, clientmanager] = await Promise.all(
    ['admin', 'manager', 'seller', 'clientmanager'].map((u) => as(t.app, u)),
  );
  clients = { admin, manager, seller, clientmanager };
});
afterAll(() => t?.close());

describe('default deny: every /api route declares its roles', () => {
  it('a route under /api without config.roles makes the app refuse to start', async () => {
    const app = Fastify();
    registerAccessControl(app, t.db);
    expect(() => app.get('/api/undeclared/', async () => ({ ok: true }))).toThrow(/declares no permission/);
    await app.close();
  });

  it('also inside a prefixed plugin, as the real routes are registered', async () => {
    const app = Fastify();
    registerAccessControl(app, t.db);
    await expect(
      app.register(
        async (api) => {
          api.post('/things/v1/', async () => ({ ok: true }));
        },
        { prefix: '/api' },
      ),
    ).rejects.toThrow(/POST \/api\/things\/v1\/ declares no permission/);
    await app.close().catch(() => undefined);
  });

  it('buildApp refuses a route without roles added before ready()', async () => {
    const app = await buildApp(t.db);
    expect(() => app.get('/api/test/undeclared/', async () => ({ ok: true }))).toThrow(/declares no permission/);
    await app.close();
  });

  it('a route with an unknown permission makes the app refuse to start', async () => {
    const app = Fastify();
    registerAccessControl(app, t.db);
    expect(() => app.get('/api/odd/', { config: { permission: 'no.such.action' as never } }, async () => ({ ok: true }))).toThrow(
      /unknown permission "no.such.action"/,
    );
    await app.close().catch(() => undefined);
  });

  it('a route with declared roles registers fine', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerAccessControl(app, t.db);
    app.get('/api/declared/', { config: { permission: 'public' } }, async () => ({ ok: true }));
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/declared/' });
    expect(res.json()).toEqual({ ok: true });
    await app.close();
  });

  it('every route of the real app declares roles', () => {
    // printRoutes lists what was registered; the onRoute hook already refused any undeclared one,
    // so the app having started is the proof. Check a few known routes are there.
    const routes = t.app.printRoutes({ commonPrefix: false });
    for (const path of ['/api/health/', '/api/auth/v1/login/', '/api/auth/v1/info/', '/api/company/v1/places/']) {
      expect(routes).toContain(path);
    }
  });
});

describe('a route for one role', () => {
  it('admin may call an admin-only route', async () => {
    const res = await clients.admin.get('/api/test/admin-only/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, who: 'admin' });
  });

  it.each(['manager', 'seller', 'clientmanager'] as const)('%s is refused with 403 permission_denied', async (who) => {
    const res = await clients[who].get('/api/test/admin-only/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: [{ code: 'permission_denied', message: 'You do not have permission to perform this action' }],
    });
  });

  it('admin and manager may call an admin+manager route; seller and client manager may not', async () => {
    expect((await clients.admin.get('/api/test/admin-manager/')).statusCode).toBe(200);
    expect((await clients.manager.get('/api/test/admin-manager/')).statusCode).toBe(200);
    expectError(await clients.seller.get('/api/test/admin-manager/'), 403, 'permission_denied');
    expectError(await clients.clientmanager.get('/api/test/admin-manager/'), 403, 'permission_denied');
  });

  it('the permission table decides: bookings are for admin, manager and seller, not the client manager', async () => {
    for (const who of ['admin', 'manager', 'seller'] as const) expect((await clients[who].get('/api/test/bookings/')).statusCode).toBe(200);
    expectError(await clients.clientmanager.get('/api/test/bookings/'), 403, 'permission_denied');
  });

  it('no token -> 401 before any role check', async () => {
    expectError(await authed(t.app, null).get('/api/test/admin-only/'), 401, 'not_authenticated');
  });

  it('a public route needs no token and sets no caller', async () => {
    const res = await authed(t.app, null).get('/api/test/public/');
    expect(res.json()).toEqual({ ok: true, caller: null });
  });

  it('an employee with several roles acts with the most privileged one', async () => {
    await t.db.update(employees).set({ roles: ['seller', 'admin'] }).where(eq(employees.id, t.fx.demo.staff.seller));
    try {
      const token = await login(t.app, 'seller');
      expect((await authed(t.app, token).get('/api/test/admin-only/')).statusCode).toBe(200);
      // and the role is read at each request: taking admin away takes effect at once
      await t.db.update(employees).set({ roles: ['seller'] }).where(eq(employees.id, t.fx.demo.staff.seller));
      expectError(await authed(t.app, token).get('/api/test/admin-only/'), 403, 'permission_denied');
    } finally {
      await t.db.update(employees).set({ roles: ['seller'] }).where(eq(employees.id, t.fx.demo.staff.seller));
    }
  });
});

describe('the real routes admit every role they declare', () => {
  it.each(['admin', 'manager', 'seller', 'clientmanager'] as const)('%s may call info and the place lists', async (who) => {
    const c = clients[who];
    expect((await c.get('/api/auth/v1/info/')).statusCode).toBe(200);
    expect((await c.get('/api/company/v1/places/')).statusCode).toBe(200);
    expect((await c.get('/api/company/v1/places/all/')).statusCode).toBe(200);
    expect(ROLES).toContain((await c.get('/api/auth/v1/info/')).json().user.role);
  });
});
