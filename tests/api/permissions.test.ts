/**
 * Permissions as data (src/domain/permissions.ts): every /api route declares a permission of the
 * table (no role lists), and a walk over every route with each demo role answers exactly as the table
 * says: a role without the action gets 403 permission_denied, a role with it never does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, isAction, PERMISSIONS } from '../../src/domain/permissions';
import type { Role } from '../../src/domain/roles';
import { as, freshApp, type Client, type TestApp } from './helpers';

let t: TestApp;
const clients = {} as Record<Role, Client>;
const USERS: Record<Role, string> = { admin: 'admin', manager: 'manager', seller: 'seller', customer_access_seller: 'clientmanager' };

beforeAll(async () => {
  t = await freshApp();
  for (const [role, username] of Object.entries(USERS)) clients[role as Role] = await as(t.app, username);
});
afterAll(() => t?.close());

describe('every /api route declares a permission of the table', () => {
  it('no route is left with a role list or without a permission', () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(50);
    const undeclared = routes.filter((r) => r.permission === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared, 'routes still declaring config.roles instead of config.permission').toEqual([]);
    for (const r of routes) expect(r.permission === 'public' || isAction(r.permission), `${r.method} ${r.url}`).toBe(true);
  });

  it('public routes are only sign-in, health and readiness, the metrics (loopback or their own token: observability.test.ts) and the wholesale order details table (by its random token)', () => {
    const open = t.app.apiRoutes.filter((r) => r.permission === 'public').map((r) => `${r.method} ${r.url}`).sort();
    expect(open).toEqual(['GET /api/health/', 'GET /api/health/ready/', 'GET /api/metrics', 'GET /api/v1/orders-table/:token/details-table/', 'POST /api/auth/v1/login/']);
  });

  it('every action of the table names known roles only', () => {
    for (const [action, roles] of Object.entries(PERMISSIONS)) {
      expect(roles.length, action).toBeGreaterThan(0);
      for (const role of roles) expect(Object.keys(USERS), action).toContain(role);
    }
  });
});

describe('a walk over every route with every role answers as the table says', () => {
  it('403 permission_denied exactly for the roles the action does not list', async () => {
    const mismatches: string[] = [];
    // sign-out revokes the token: walk it last
    const routes = [...t.app.apiRoutes].sort((a, b) => Number(a.url.endsWith('/logout/')) - Number(b.url.endsWith('/logout/')));
    for (const route of routes) {
      if (!route.permission || route.permission === 'public') continue;
      // ids the path needs: a high id that exists nowhere (404 or 400 later is fine; only 403 counts)
      const url = route.url.replace(/:[A-Za-z]+/g, '999999');
      for (const role of Object.keys(USERS) as Role[]) {
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const res = await clients[role].inject({
          method,
          url,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const denied = res.statusCode === 403 && res.json().errors?.[0]?.code === 'permission_denied';
        const allowed = can(role, route.permission);
        if (denied === allowed) mismatches.push(`${route.method} ${route.url} as ${role}: ${res.statusCode} (permission ${route.permission})`);
        expect(res.statusCode, `${route.method} ${url} as ${role}: ${res.body}`).toBeLessThan(500);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
