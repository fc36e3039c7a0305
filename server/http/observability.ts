/**
 * What an operator reads: a request id on every answer and every log line of the request, per-route
 * request metrics, and the metrics themselves at GET /api/metrics (Prometheus' text format, metrics.ts),
 * for loopback callers or with the METRICS_TOKEN. README.md "Metrics and logs" says how to scrape them.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';
import { observeRequest, renderMetrics, watchEventLoop, type PoolStats } from './metrics';

export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * An id a load balancer or proxy sends (a UUID, nginx's hex $request_id, a trace id) is kept; anything
 * else (spaces, quotes, control characters, several headers joined, over 128 characters) is replaced, so a
 * client cannot write into the logs or the answer's headers through it.
 */
const REQUEST_ID_RE = /^[A-Za-z0-9._:+/=-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when well formed, else a new UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : randomUUID();
}

/** Where the metrics are served (Prometheus' usual path, under /api like the rest of the server). */
export const METRICS_PATH = '/metrics';

/**
 * Every answer carries its X-Request-Id (set first thing, so a refusal by access control or a 404 has it
 * too) and is counted by its route's URL template (a 404 outside every route as 'unmatched'). Register
 * before any other onRequest hook.
 */
export function registerRequestObservability(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const stopWatching = watchEventLoop();
  app.addHook('onClose', (_app, done) => {
    stopWatching();
    done();
  });
}

const LOOPBACK_RE = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A caller on this machine: the connection comes from a loopback address and no proxy forwarded it. A
 * reverse proxy on the same machine connects from loopback too: what it forwards (it says so in a
 * Forwarded, X-Forwarded-For or X-Real-IP header) is someone else's request and needs the token.
 */
function isLocal(request: FastifyRequest): boolean {
  const headers: IncomingHttpHeaders = request.headers;
  if (headers.forwarded !== undefined || headers['x-forwarded-for'] !== undefined || headers['x-real-ip'] !== undefined) return false;
  return LOOPBACK_RE.test(request.socket.remoteAddress ?? '');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The metrics route: loopback callers, or `Authorization: Bearer <METRICS_TOKEN>`; anyone else 403. */
export function registerMetricsRoute(api: FastifyInstance, options: { token?: string; poolStats?: () => PoolStats }): void {
  const expected = options.token ? digest(options.token) : null;
  api.get(METRICS_PATH, { config: { permission: 'public' } }, async (request, reply) => {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      // a token sent is checked even from loopback: a wrong one is a scrape set up wrong, said at once
      const given = /^Bearer (\S+)$/.exec(authorization)?.[1];
      if (!expected || !given || !timingSafeEqual(digest(given), expected)) throw forbidden();
    } else if (!isLocal(request)) {
      throw forbidden();
    }
    reply.header('cache-control', 'no-store');
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(renderMetrics(options.poolStats?.()));
  });
}
