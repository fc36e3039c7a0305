import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { can, isAction, type Action } from '../../src/domain/permissions';
import { isRole, primaryRole, type Role } from '../../src/domain/roles';
import { prepared, queryRows, type Db } from '../db/connect';
import { AppError, forbidden } from '../errors';
import { hashToken, tokenFromHeader } from './tokens';

/** Who is calling: set on every request to a route that is not public. */
export interface Caller {
  employeeId: number;
  companyId: number;
  role: Role;
  roles: Role[];
  placeIds: number[];
  tokenHash: string;
}

export type RoutePermission = Action | 'public';

export interface ApiRouteInfo {
  method: string;
  url: string;
  permission?: RoutePermission;
  /** success status codes whose answer the route describes with a response schema (serialised with it) */
  responses: number[];
  /** the route's request schemas (zod), as declared: the fuzz walk builds bad input from their fields */
  request: { params?: unknown; querystring?: unknown; body?: unknown };
}

/** A token lives 30 days from sign-in (TOKEN_TTL_DAYS changes it); then the employee signs in again. */
export const TOKEN_TTL_MS = Number(process.env.TOKEN_TTL_DAYS ?? 30) * 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route: an action of src/domain/permissions.ts, or 'public'. Required: a route without it does not start. */
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** every /api route with what it declares (the permission test walks them) */
    apiRoutes: ApiRouteInfo[];
  }
}

export async function findCaller(db: Db, key: string): Promise<(Caller & { companyId: number | null }) | null> {
  const tokenHash = hashToken(key);
  // one round trip per request, a raw statement (no query building): the employee and their places together
  const rows = await queryRows<{ employeeId: number; companyId: number | null; roles: string[]; isActive: boolean; placeIds: number[] | null }>(
    db,
    prepared(sql`select e.id as "employeeId", e.company_id as "companyId", e.roles, e.is_active as "isActive",
          array(select ep.place_id from employee_places ep where ep.employee_id = e.id order by 1) as "placeIds"
        from auth_tokens t join employees e on e.id = t.employee_id
        where t.key_hash = ${tokenHash}::text and t.revoked_at is null and t.created_at > ${new Date(Date.now() - TOKEN_TTL_MS).toISOString()}::timestamptz
        limit 1`),
  );
  const row = rows[0];
  if (!row || !row.isActive) return null;
  const role = primaryRole(row.roles);
  if (!role) return null;
  return {
    employeeId: row.employeeId,
    companyId: row.companyId as number,
    role,
    roles: row.roles.filter(isRole),
    placeIds: (row.placeIds ?? []).map(Number),
    tokenHash,
  };
}

/**
 * Default deny: every route must declare `config.permission`; a route without it makes the app refuse to
 * start. Non-public routes need a valid token (401) and a role the permission table allows (403).
 */
export function registerAccessControl(app: FastifyInstance, db: Db) {
  app.decorateRequest('caller', null);
  const apiRoutes: ApiRouteInfo[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    const isApi = route.url.startsWith('/api/');
    if (isApi) {
      const response = (route.schema?.response ?? {}) as Record<string, unknown>;
      const responses = Object.keys(response).map(Number).filter((code) => code < 300);
      const request = { params: route.schema?.params, querystring: route.schema?.querystring, body: route.schema?.body };
      for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, permission, responses, request });
    }
    if (isApi && permission === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no permission (config.permission): refused`);
    }
    if (permission !== undefined && permission !== 'public' && !isAction(permission)) {
      throw new Error(`Route ${route.method} ${route.url} declares an unknown permission "${String(permission)}": refused`);
    }
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const permission = request.routeOptions.config?.permission;
    if (permission === undefined || permission === 'public') return;
    const key = tokenFromHeader(request.headers.authorization);
    if (!key) throw new AppError(401, 'not_authenticated');
    const caller = await findCaller(db, key);
    if (!caller) throw new AppError(401, 'invalid_token');
    if (caller.companyId == null) throw new AppError(403, 'no_company');
    if (!can(caller.roles, permission)) throw forbidden();
    request.caller = caller;
  });
}

/** The caller of a protected route (always set there). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError(401, 'not_authenticated');
  return request.caller;
}

/** Refuse a place the employee may not act at (403 place_not_allowed). */
export function assertPlaceAllowed(caller: Caller, placeId: number) {
  if (!caller.placeIds.includes(placeId)) throw forbidden('place_not_allowed');
}
