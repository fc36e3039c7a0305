/**
 * How a module registers its routes: one plugin factory per module, and the route shapes that recur in
 * every area (a paged list, one record by id, a document's lines) written once. Each route still names
 * its contract's schemas and its permission (default deny: server/auth/access.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Action } from '../../src/domain/permissions';
import { lineQuantityPatchBody } from '../../src/domain/sale/contract';
import { callerOf, type Caller } from '../auth/access';
import type { Db, Tx } from '../db/connect';
import { idempotent } from './idempotency';
import { page } from './list';
import { idAndChildParams, idParams } from './params';

const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
/** A Fastify instance that validates and serialises with the contracts' zod schemas. */
export type TypedRouter = ReturnType<typeof typed>;

/**
 * A module's routes as a Fastify plugin factory: `register` gets the typed instance and the database
 * (and the module's own options), so `app.register(saleRoutes(db))` mounts them.
 */
export function moduleRoutes<A extends unknown[] = []>(register: (r: TypedRouter, db: Db, ...options: A) => void) {
  return (db: Db, ...options: A) =>
    async function (app: FastifyInstance) {
      register(typed(app), db, ...options);
    };
}

/**
 * A schema as the route sees it. Inside these generic helpers TypeScript cannot resolve the zod provider's
 * request and reply types for a schema parameter, so a route is registered with its schemas widened; the
 * helpers' own signatures tie each service's arguments and result to the schemas (z.output, z.input), and
 * Fastify still validates and serialises with them.
 */
const wide = (schema: z.ZodTypeAny) => schema;

type PageOf<O extends z.ZodTypeAny> = z.input<O> extends { results: infer T extends unknown[] } ? { count: number; results: T } : never;

/** GET `path`: the service's `{count, results}` for the request's query, paged by that query. */
export function listRoute<Q extends z.ZodType<{ offset: number; limit: number }>, O extends z.ZodTypeAny>(
  r: TypedRouter,
  db: Db,
  path: string,
  permission: Action,
  querystring: Q,
  out: O,
  list: (db: Db, caller: Caller, query: z.output<Q>) => Promise<PageOf<O>>,
) {
  r.get(path, { config: { permission }, schema: { querystring: wide(querystring), response: { 200: wide(out) } } }, async (request) => {
    const query = request.query as z.output<Q>;
    const { count, results } = await list(db, callerOf(request), query);
    return page(request, query, count, results);
  });
}

/** GET `{path}:id/`: one record, or 404 from the service. */
export function getRoute<O extends z.ZodTypeAny>(r: TypedRouter, db: Db, one: string, permission: Action, out: O, get: (db: Db, caller: Caller, id: number) => Promise<z.input<O>>) {
  r.get(one, { config: { permission }, schema: { params: idParams, response: { 200: wide(out) } } }, async (request) => get(db, callerOf(request), request.params.id));
}

/** POST `path`: a document created from the request's body (201), idempotent, one transaction. */
export function createRoute<B extends z.ZodTypeAny, O extends z.ZodTypeAny>(
  r: TypedRouter,
  db: Db,
  path: string,
  permission: Action,
  body: B,
  out: O,
  create: (tx: Tx, caller: Caller, body: z.output<B>) => Promise<z.input<O>>,
) {
  r.post(path, { config: { permission }, schema: { body: wide(body), response: { 201: wide(out) } } }, async (request, reply) =>
    idempotent(db, request, reply, 201, (tx) => create(tx, callerOf(request), request.body as z.output<B>)),
  );
}

/** POST `path` (under `{id}/`, no body): a step of a document's life (accept, send, cancel ...), idempotent, one transaction. */
export function stepRoute<O extends z.ZodTypeAny>(r: TypedRouter, db: Db, path: string, permission: Action, out: O, step: (tx: Tx, caller: Caller, id: number) => Promise<z.input<O>>) {
  r.post(path, { config: { permission }, schema: { params: idParams, response: { 200: wide(out) } } }, async (request, reply) =>
    idempotent(db, request, reply, 200, (tx) => step(tx, callerOf(request), request.params.id)),
  );
}

/** DELETE `{path}:id/`: a document removed (204), idempotent, one transaction. */
export function removeRoute(r: TypedRouter, db: Db, one: string, permission: Action, remove: (tx: Tx, caller: Caller, id: number) => Promise<unknown>) {
  r.delete(one, { config: { permission }, schema: { params: idParams } }, async (request, reply) => {
    await idempotent(db, request, reply, 204, (tx) => remove(tx, callerOf(request), request.params.id));
    return reply.code(204).send();
  });
}

/**
 * A document's own routes at `path` (a booking, a reception, a transfer), each answering the document as
 * `out`: the paged list (`list`: its query, its page's schema, the service), POST `path` (`create`: its
 * body and the service; 201, idempotent), GET `{path}:id/` (`get`) and DELETE `{path}:id/` (`remove`).
 * The ones a document has are given; the rest of its routes are its own.
 */
export function documentRoutes<O extends z.ZodTypeAny, Q extends z.ZodType<{ offset: number; limit: number }>, P extends z.ZodTypeAny, B extends z.ZodTypeAny>(
  r: TypedRouter,
  db: Db,
  path: string,
  permission: Action,
  out: O,
  routes: {
    list?: [query: Q, page: P, list: (db: Db, caller: Caller, query: z.output<Q>) => Promise<PageOf<P>>];
    create?: [body: B, create: (tx: Tx, caller: Caller, body: z.output<B>) => Promise<z.input<O>>];
    get?: (db: Db, caller: Caller, id: number) => Promise<z.input<O>>;
    remove?: (tx: Tx, caller: Caller, id: number) => Promise<unknown>;
  },
) {
  const one = `${path}:id/`;
  if (routes.list) listRoute(r, db, path, permission, ...routes.list);
  if (routes.create) createRoute(r, db, path, permission, routes.create[0], out, routes.create[1]);
  if (routes.get) getRoute(r, db, one, permission, out, routes.get);
  if (routes.remove) removeRoute(r, db, one, permission, routes.remove);
}

const lineParams = idAndChildParams('lineId');

/**
 * The lines of a document at `{one}products/` (a reception, a transfer, a booking): GET them, POST new
 * ones (`addBody`), PATCH `:lineId/` with a quantity (the contract's one `lineQuantityPatchBody`), DELETE
 * `:lineId/`. The writes are idempotent, one transaction each; `line` describes a line, `added` and
 * `changed` what a POST and a PATCH answer (the lines, or the whole document).
 */
export function lineRoutes<L extends z.ZodTypeAny, AddBody extends z.ZodTypeAny, A extends z.ZodTypeAny, C extends z.ZodTypeAny>(
  r: TypedRouter,
  db: Db,
  one: string,
  /** one action for reading and writing the lines, or the writes (add, change, remove) apart */
  permission: Action | { read: Action; write: Action },
  schemas: { line: L; addBody: AddBody; added: A; changed: C },
  service: {
    list: (db: Db, caller: Caller, id: number) => Promise<z.input<L>[]>;
    add: (tx: Tx, caller: Caller, id: number, body: z.output<AddBody>) => Promise<z.input<A>>;
    setQuantity: (tx: Tx, caller: Caller, id: number, lineId: number, quantity: number) => Promise<z.input<C>>;
    remove: (tx: Tx, caller: Caller, id: number, lineId: number) => Promise<unknown>;
  },
) {
  const { read, write } = typeof permission === 'string' ? { read: permission, write: permission } : permission;
  const config = { permission: write };
  const lines = `${one}products/`;
  const line = `${lines}:lineId/`;
  r.get(lines, { config: { permission: read }, schema: { params: idParams, response: { 200: z.array(wide(schemas.line)) } } }, async (request) => service.list(db, callerOf(request), request.params.id));
  r.post(lines, { config, schema: { params: idParams, body: wide(schemas.addBody), response: { 201: wide(schemas.added) } } }, async (request, reply) =>
    idempotent(db, request, reply, 201, (tx) => service.add(tx, callerOf(request), request.params.id, request.body as z.output<AddBody>)),
  );
  r.patch(line, { config, schema: { params: lineParams, body: lineQuantityPatchBody, response: { 200: wide(schemas.changed) } } }, async (request, reply) =>
    idempotent(db, request, reply, 200, (tx) => service.setQuantity(tx, callerOf(request), request.params.id, request.params.lineId, request.body.quantity)),
  );
  r.delete(line, { config, schema: { params: lineParams } }, async (request, reply) => {
    await idempotent(db, request, reply, 204, (tx) => service.remove(tx, callerOf(request), request.params.id, request.params.lineId));
    return reply.code(204).send();
  });
}
