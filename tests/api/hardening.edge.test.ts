/**
 * Issue 9, the HTTP edge: bad input anywhere is a clear 4xx in the one error shape, never a 500; and no
 * /api answer is cached. Each case failed before server/http/guards.ts and the error handler's codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectError, freshApp, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await freshApp();
  admin = await as(t.app, 'admin');
});
afterAll(() => t?.close());

describe('a NUL character is 400, never 500', () => {
  it('in an anonymous sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/v1/login/', payload: { username: 'adm\u0000in', password: 'demo1234' } });
    expectError(res, 400, 'invalid', 'username');
  });
  it('in a password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/v1/login/', payload: { username: 'admin', password: 'demo\u00001234' } });
    expectError(res, 400, 'invalid', 'password');
  });
  it('in a body field of a write', async () => {
    expectError(await admin.post('/api/product/v1/product_types/', { name: 'Bad\u0000name' }), 400, 'invalid', 'name');
    expectError(await admin.post('/api/company/v1/place_types/', { name: '\u0000' }), 400, 'invalid', 'name');
  });
  it('in a nested body field and in a key', async () => {
    const res = await admin.post('/api/product/v1/placements/all/', { vendor_code: 'a\u0000' });
    expectError(res, 400, 'invalid', 'vendor_code');
  });
  it('in a query string and in a path', async () => {
    expectError(await admin.get('/api/product/v1/products/?search=%00'), 400, 'invalid');
    expectError(await admin.get('/api/company/v1/places/?search=ab%00c'), 400, 'invalid');
    const res = await admin.get('/api/product/v1/products/1%00/');
    expect(res.statusCode, res.body).toBe(400);
  });
  it('in a multipart field', async () => {
    const boundary = '----nul';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\u0000B\r\n--${boundary}--\r\n`;
    const res = await admin.inject({
      method: 'POST',
      url: '/api/product/v1/products/',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expectError(res, 400, 'invalid', 'name');
  });
});

describe('ids beyond PostgreSQL integer are 400', () => {
  it('in a path, a query and a body', async () => {
    expect((await admin.get('/api/product/v1/products/2147483648/')).statusCode).toBe(400);
    expect((await admin.get('/api/product/v1/products/?type=99999999999')).statusCode).toBe(400);
    expect((await admin.get('/api/product/v1/placements/?product=1,2147483648')).statusCode).toBe(400);
    expect((await admin.get('/api/company/v1/places/?offset=99999999999')).statusCode).toBe(400);
    expectError(await admin.post('/api/product/v1/sizes/', { name: 'XXL', type: 2147483648 }), 400, 'invalid', 'type');
    // a value breaking two rules of a field is one error (the page showed 'id: invalid' twice)
    const huge = await admin.get('/api/product/v1/products/99999999999999999999/');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual([{ code: 'invalid', message: 'is invalid', field: 'id' }]);
  });
});

describe('bodies that are not objects', () => {
  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a number', '12'],
    ['a string', '"x"'],
  ])('PATCH with %s is 400, and nothing changes', async (_label, raw) => {
    const id = t.fx.demo.productIds[0];
    const before = (await admin.get(`/api/product/v1/products/${id}/`)).json();
    const res = await admin.inject({ method: 'PATCH', url: `/api/product/v1/products/${id}/`, payload: raw, headers: { 'content-type': 'application/json' } });
    expectError(res, 400, 'invalid');
    expect((await admin.get(`/api/product/v1/products/${id}/`)).json()).toEqual(before);
  });
  it('POST and PUT with null are 400', async () => {
    const headers = { 'content-type': 'application/json' };
    expectError(await admin.inject({ method: 'POST', url: '/api/product/v1/product_types/', payload: 'null', headers }), 400, 'invalid');
    expectError(await admin.inject({ method: 'POST', url: '/api/auth/v1/login/', payload: 'null', headers }), 400, 'invalid');
  });
  it('a POST without a body keeps working where it did (total count)', async () => {
    const res = await admin.post('/api/product/v1/total_count/');
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('limits and broken uploads', () => {
  it('a JSON body above the limit is 413 body_too_large', async () => {
    const res = await admin.post('/api/product/v1/product_types/', { name: 'x'.repeat(1024 * 1024 + 10) });
    expectError(res, 413, 'body_too_large', undefined, 'Request body is too large');
  });
  it('a truncated multipart upload is 400', async () => {
    const boundary = '----trunc';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n`;
    const res = await admin.inject({ method: 'POST', url: '/api/upload/', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].code).toMatch(/invalid|no_file/);
  });
  it('a multipart body with a wrong boundary is 400', async () => {
    const payload = `--other\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--other--\r\n`;
    const res = await admin.inject({ method: 'POST', url: '/api/upload/', payload, headers: { 'content-type': 'multipart/form-data; boundary=----expected' } });
    expect(res.statusCode, res.body).toBe(400);
  });
  it('a multipart request with no file part is 400 no_file', async () => {
    const boundary = '----nofile';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const res = await admin.inject({ method: 'POST', url: '/api/upload/', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expectError(res, 400, 'no_file', 'file');
    const images = await admin.inject({
      method: 'POST',
      url: `/api/product/v1/products/${t.fx.demo.productIds[0]}/images/`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expectError(images, 400, 'no_file');
  });
});

describe('Cache-Control: no-store on every /api answer', () => {
  it('sign-in, auth info, lists, errors and unknown api paths', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/v1/login/', payload: { username: 'admin', password: 'demo1234' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/v1/login/', payload: { username: 'admin', password: 'wrong' } });
    expect(bad.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/auth/v1/info/', '/api/company/v1/places/', '/api/no/such/path/', '/api/health/']) {
      expect((await admin.get(url)).headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/v1/info/' })).headers['cache-control']).toBe('no-store');
  });
});
