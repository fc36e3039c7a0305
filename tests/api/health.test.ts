import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await freshApp();
});
afterAll(() => t?.close());

describe('GET /api/health/', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers HEAD too (uptime monitors), where the rest of the API has no HEAD twin', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/health/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const other = await t.app.inject({ method: 'HEAD', url: '/api/company/v1/places/' });
    expect(other.statusCode).toBe(404);
  });

  it('needs no token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { authorization: 'Token nonsense' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers unknown API paths with 404 in the one error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nowhere/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ code: 'not_found', message: 'Not found' }] });
  });
});
