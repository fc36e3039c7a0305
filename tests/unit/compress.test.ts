import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { GZIP_MIN_BYTES, gzipLargeAnswer } from '../../server/http/compress';

describe('gzip of large answers (the till catalogue)', () => {
  const app = Fastify();
  const big = { products: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Product ${i}`, barcodes: [`46000000${i}`] })) };
  app.get('/big', { onSend: gzipLargeAnswer }, async () => big);
  app.get('/small', { onSend: gzipLargeAnswer }, async () => ({ ok: true }));

  it('gzips an answer above the threshold for a client that accepts gzip; the JSON is the same', async () => {
    const plain = await app.inject({ method: 'GET', url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(GZIP_MIN_BYTES);
    expect(plain.headers.vary).toContain('accept-encoding');
    const zipped = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(big);
  });

  it('leaves a small answer as it is', async () => {
    const res = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });
});
