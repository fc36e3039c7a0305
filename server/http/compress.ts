/**
 * gzip for the few answers that are large by nature (the till's catalogue: a first fill at 100 000
 * products is about 25 MB of JSON in 20 pages, 2.8 MB gzipped): a route's onSend hook, so the rest of
 * the API (small pages) spends no CPU on it. Only when the client accepts gzip, and only above
 * GZIP_MIN_BYTES; the level favours speed (the answer is streamed to a shop's network, not stored).
 */
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
export const GZIP_MIN_BYTES = 8 * 1024;

export async function gzipLargeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' || Buffer.byteLength(payload) < GZIP_MIN_BYTES) return payload;
  reply.header('vary', 'accept-encoding');
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return payload;
  const body = await gzipAsync(payload, { level: 4, strategy: constants.Z_DEFAULT_STRATEGY });
  reply.header('content-encoding', 'gzip');
  reply.header('content-length', body.length);
  return body;
}
