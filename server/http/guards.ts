/**
 * Guards every /api request passes before its route's schema (bad input is a 4xx, never a 500):
 * - a NUL character anywhere in the path parameters, the query or a JSON body is 400 `invalid`
 *   (PostgreSQL refuses it in text; the field is named where there is one);
 * - a JSON body that is not an object (`null`, an array, a number, a string) is 400 `invalid`;
 * - every /api answer carries `Cache-Control: no-store` (tokens, balances and errors are never cached).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** The dotted path of the first string holding a NUL character (keys too), '' for the root, or null. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = findNul(inner, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const isApi = (request: FastifyRequest) => request.url.startsWith('/api/') || request.url === '/api';

export function registerInputGuards(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (isApi(request) && request.url.includes('%00')) throw new AppError(400, 'invalid');
  });
  app.addHook('preValidation', async (request) => {
    if (!isApi(request)) return;
    for (const source of [request.params, request.query]) {
      const field = findNul(source);
      if (field !== null) throw new AppError(400, 'invalid', field || undefined);
    }
    const body = request.body;
    if (body === undefined) return;
    if (body === null || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) {
      if (['POST', 'PUT', 'PATCH'].includes(request.method)) throw new AppError(400, 'invalid');
      return;
    }
    const field = findNul(body);
    if (field !== null) throw new AppError(400, 'invalid', field || undefined);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
