import { existsSync, mkdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { ResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import { safeParse, type ZodType } from 'zod';
import { healthOut, healthPath, readyPath } from '../src/domain/auth/contract';
import { errorBody } from '../src/domain/errors';
import { registerAccessControl } from './auth/access';
import { readiness, type Db } from './db/connect';
import { registerErrorHandler } from './http/errors';
import { AppError } from './errors';
import type { PoolStats } from './http/metrics';
import { REQUEST_ID_HEADER, registerMetricsRoute, registerRequestObservability, requestIdOf } from './http/observability';
import { requestScope, type RequestScope } from './db/requestScope';
import { registerInputGuards } from './http/guards';
import { spaPages } from './http/spaPage';
import { readConfig } from './config';
import { barcodeRoutes } from './modules/barcode/routes';
import { productRoutes } from './modules/product/routes';
import { stockRoutes } from './modules/stock/routes';
import { uploadRoutes } from './modules/upload/routes';
import { MULTIPART_LIMITS, UPLOAD_URL_PREFIX } from './modules/upload/storage';
import { authRoutes } from './modules/auth/routes';
import { companyRoutes } from './modules/company/routes';
import { companyMoneyRoutes } from './modules/company/moneyRoutes';
import { currencyRoutes } from './modules/currency/routes';
import { saleRoutes } from './modules/sale/routes';
import { customerRoutes } from './modules/customer/routes';
import { bookingRoutes } from './modules/booking/routes';
import { movementRoutes } from './modules/movement/routes';
import { cashDeskRoutes } from './modules/cashdesk/routes';
import { reportRoutes } from './modules/report/routes';
import { wholesaleRoutes } from './modules/wholesale/routes';
import { walletRoutes } from './modules/wallet/routes';
import { payrollRoutes } from './modules/payroll/routes';
import { requisitionRoutes } from './modules/requisition/routes';
import { employeeRoutes } from './modules/employee/routes';
import { tillCatalogueRoutes } from './modules/tillCatalogue/routes';

/**
 * The policy of every answer (helmet's defaults and these): scripts only from this server. The SPA's page
 * adds its one inline script's hash to script-src (sendPage below, server/http/spaPage.ts).
 */
const CSP_DIRECTIVES = { 'img-src': ["'self'", 'data:', 'blob:'], 'script-src': ["'self'"] };

/**
 * Every answer is checked against its response schema (a field it must not have is stripped, a missing
 * one is a 500), then written as JSON. With zod's parse, not the library's encode: the contracts have no
 * codecs, and encode took 0.55 ms where parse takes 0.15 for a 96-card page.
 */
const responseSerializer =
  ({ schema, method, url }: { schema: unknown; method: string; url: string }) =>
  (data: unknown) => {
    const result = safeParse(schema as ZodType, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };

/** Fastify's own schema compilers are never asked for: every schema here is zod's. */
function zodOnly(): never {
  throw new Error('a schema that is not zod: every route takes its schemas from src/domain');
}

/** A write's signal: a write is never abandoned. */
const NEVER_ABORTED = new AbortController().signal;
/** What to run when a request is done with the database (its answer serialised, or its client gone). */
const requestEnds = new WeakMap<object, () => void>();

export interface AppOptions {
  /** directory of the built SPA to serve (index.html fallback for client routes) */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** where uploaded images are stored and served from at /uploads/ (default: UPLOAD_DIR, see config.ts) */
  uploadDir?: string;
  /** set `draining` when the process is stopping: readiness answers 503 so a load balancer stops sending */
  lifecycle?: { draining: boolean };
  /** the PostgreSQL pool's connections, for the metrics (server/db/connect.ts Database.poolStats) */
  poolStats?: () => PoolStats;
  /** the bearer token that opens /api/metrics to other machines (default: METRICS_TOKEN, see config.ts) */
  metricsToken?: string;
  /** where the reports and the dashboard's charts read (a read replica: DATABASE_REPLICA_URL); default `db` */
  reportDb?: Db;
}

/** A build file named by its content (vite's assets/<name>-<hash>.<ext>, and their .br/.gz). */
export function isHashedAsset(staticDir: string, path: string): boolean {
  const rel = relative(staticDir, path).split(sep);
  return rel.length === 2 && rel[0] === 'assets' && /-[\w-]{8}\.(js|css)(\.br|\.gz)?$/.test(rel[1]);
}

/** Builds the whole API (and the SPA when staticDir is given). Tests call this; it never listens. */
export async function buildApp(db: Db, options: AppOptions = {}) {
  const uploadDir = resolve(options.uploadDir ?? readConfig().uploadDir);
  const reportDb = options.reportDb ?? db;
  mkdirSync(uploadDir, { recursive: true });
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // no HEAD twin for every GET of the API (nobody asks an API for its headers alone): half the routes to
    // build at start; the health check, the built app's files and its pages keep HEAD
    exposeHeadRoutes: false,
    bodyLimit: 1024 * 1024,
    // the load balancer's X-Request-Id when well formed, else a new one: in every log line and answer
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // the router's own refusals (a malformed %-escape, a path parameter over 100 characters) answer in
    // the one error shape too: a 400 like any other bad input (found by tests/api/fuzz.routes.test.ts)
    // (no hook runs for them: the request id is set here)
    frameworkErrors: (_error, request, reply) => void (reply as FastifyReply).header(REQUEST_ID_HEADER, request.id).code(400).send(errorBody('invalid')),
    // every schema is zod's, compiled by the two compilers set below (which replace these factories):
    // naming factories of its own keeps Fastify from loading ajv and fast-json-stringify at all, about
    // a quarter of the cold start in a profile
    schemaController: { compilersFactory: { buildValidator: () => zodOnly, buildSerializer: () => zodOnly } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  registerErrorHandler(app);
  registerRequestObservability(app);
  // every request runs in a scope (server/db/requestScope.ts). A GET whose client goes away
  // (a superseded search) stops using the database; a write never does. Both take PGlite's turns.
  app.addHook('onRequest', (request, reply, done) => {
    const read = request.method === 'GET';
    const controller = read ? new AbortController() : null;
    const scope: RequestScope = { signal: controller?.signal ?? NEVER_ABORTED, ended: [], write: !read, log: request.log };
    const end = () => {
      scope.over = true;
      scope.ended.splice(0).forEach((f) => f());
    };
    // on, not once: a response closes once, and once's wrapper removing itself showed as 6 % of the
    // server's CPU in a profile of the 96-card search (node:events removeListener); A/B on PostgreSQL,
    // 20 000 products, 10 connections: auth info 527 -> 700 answers/s, server CPU 1.95 -> 1.46 ms each
    reply.raw.on('close', () => {
      if (controller && !reply.raw.writableFinished) controller.abort();
      end();
    });
    requestEnds.set(request, end);
    requestScope.run(scope, done);
  });
  // the answer is serialised: the request is done with the database (connect.ts: PGlite's turns)
  app.addHook('onSend', (request, _reply, payload, done) => {
    requestEnds.get(request)?.();
    done(null, payload);
  });
  registerAccessControl(app, db);
  registerInputGuards(app);

  await app.register(helmet, { contentSecurityPolicy: { directives: CSP_DIRECTIVES } });

  await app.register(
    async (api) => {
      // liveness: the process runs and answers (a load balancer's or supervisor's restart check); it
      // never asks the database, so a database outage does not get every server restarted.
      // HEAD too: some uptime monitors ask for the headers alone
      api.get(healthPath, { config: { permission: 'public' }, exposeHeadRoute: true, schema: { response: { 200: healthOut } } }, async () => ({ status: 'ok' as const }));
      // readiness: 200 only when the database answers, its migrations are this build's and the process
      // is not stopping: what a load balancer checks to take a server out of rotation and put it back
      const notReady = readiness(db);
      const lifecycle = options.lifecycle ?? { draining: false };
      api.get(readyPath, { config: { permission: 'public' }, exposeHeadRoute: true, schema: { response: { 200: healthOut } } }, async () => {
        const why = lifecycle.draining ? 'server_stopping' : await notReady();
        if (why) throw new AppError(503, why === 'database_unavailable' ? 'database_unavailable' : 'not_ready', undefined, undefined, 1);
        return { status: 'ok' as const };
      });
      registerMetricsRoute(api, { token: options.metricsToken ?? readConfig().metricsToken, poolStats: options.poolStats });
      await api.register(authRoutes(db));
      await api.register(companyRoutes(db));
      // modules: catalogue
      await api.register(multipart, { limits: MULTIPART_LIMITS });
      await api.register(productRoutes(db, { uploadDir }));
      await api.register(stockRoutes(db));
      await api.register(barcodeRoutes(db));
      await api.register(uploadRoutes(db, uploadDir));
      // modules: money
      await api.register(companyMoneyRoutes(db));
      await api.register(currencyRoutes(db));
      await api.register(saleRoutes(db, reportDb));
      await api.register(customerRoutes(db));
      await api.register(bookingRoutes(db));
      // the till's copy of its place's catalogue, for selling while the server cannot be reached
      await api.register(tillCatalogueRoutes(db));
      await api.register(walletRoutes(db));
      // modules: stock movement
      await api.register(movementRoutes(db));
      // modules: cash desks and reports
      await api.register(cashDeskRoutes(db));
      await api.register(reportRoutes(reportDb));
      // modules: wholesale
      await api.register(wholesaleRoutes(db, { uploadDir }));
      // modules: payroll and requisitions
      await api.register(payrollRoutes(db));
      await api.register(requisitionRoutes(db));
      // modules: employees and profile
      await api.register(employeeRoutes(db));
    },
    { prefix: '/api' },
  );
  // uploads: catalogue: images stored under uploadDir with random names, served as files
  await app.register(fastifyStatic, { root: uploadDir, prefix: UPLOAD_URL_PREFIX, decorateReply: false, index: false });

  const staticDir = options.staticDir ? resolve(options.staticDir) : undefined;
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    // the SPA's page with this address's first chunks named in it (server/http/spaPage.ts)
    const spaPage = await spaPages(staticDir);
    // one route for the built files, looked up when asked: a route per file made the cold start list the
    // build's files and route each of them twice (GET, HEAD), some 440 routes
    // The build's files: those under assets/ are named by their content's hash, so a browser keeps them a
    // year without asking again (a new build has new names); the rest (sw.js, its workbox file) are asked
    // for again each time. The build writes a .br and a .gz next to each (vite.config.ts, precompress):
    // the one the browser accepts is sent, nothing is compressed per request.
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', isHashedAsset(staticDir, path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // the page depends on the token and language cookies: a cache must not give one browser's to another
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const page = await spaPage(request.url, request.headers.cookie);
      // the page's inline script is allowed by its hash, in this answer's policy only
      if (page.scriptSources.length) reply.helmet({ contentSecurityPolicy: { directives: { ...CSP_DIRECTIVES, 'script-src': [...CSP_DIRECTIVES['script-src'], ...page.scriptSources] } } });
      return reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'cookie').send(page.html);
    };
    app.get('/', { config: { permission: 'public' }, exposeHeadRoute: true }, sendPage);
    // Client routes (deep links) get the SPA; unknown API paths get the one error shape.
    app.setNotFoundHandler(async (request, reply) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/') && !request.url.startsWith(UPLOAD_URL_PREFIX)) {
        return sendPage(request, reply);
      }
      return reply.code(404).send(errorBody('not_found'));
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('not_found')));
  }
  return app;
}
