/**
 * The wholesale reference tables (one generic module for heights, sizes, colors, models, styles, types)
 * and tissues with their colour models and checked image upload: admin only, another company 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { removeOrphanUploads } from '../../server/modules/upload/storage';
import { WHOLESALE_DICTIONARIES } from '../../src/domain/wholesale/contract';
import { as, authed, expectError, freshApp, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let other: Client;
const TISSUES = '/api/product/v1/tissues/';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4d50000000049454e44ae426082', 'hex');

beforeAll(async () => {
  t = await freshApp();
  [admin, manager, other] = await Promise.all([as(t.app, 'admin'), as(t.app, 'manager'), as(t.app, 'other_admin')]);
});
afterAll(() => t?.close());

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = '----wholesale-test';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('reference tables', () => {
  for (const kind of WHOLESALE_DICTIONARIES) {
    it(`${kind}: create, list, rename, duplicate 409, deactivate; admin only; another company 404`, async () => {
      const path = `/api/wholesale/v1/${kind}/`;
      const created = await admin.post(path, { name: `First ${kind}` });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id;
      expect((await admin.get(path)).json().results.map((r: { id: number }) => r.id)).toContain(id);
      expect((await admin.put(`${path}${id}/`, { name: `Renamed ${kind}` })).json()).toMatchObject({ id, name: `Renamed ${kind}`, is_active: true });
      expectError(await admin.post(path, { name: `renamed ${kind}` }), 409, 'already_exists', 'name');
      expectError(await admin.post(path, { name: '' }), 400, 'required', 'name');
      expectError(await admin.post(path, { name: 'a\u0000' }), 400, 'invalid', 'name');
      expectError(await manager.get(path), 403, 'permission_denied');
      expect((await authed(t.app, null).get(path)).statusCode).toBe(401);
      expectError(await other.put(`${path}${id}/`, { name: 'x' }), 404, 'not_found');
      expectError(await admin.get(`${path}2147483648/`), 400, 'invalid', 'id');
      expect((await admin.delete(`${path}${id}/`)).statusCode).toBe(204);
      expect((await admin.get(path)).json().results.map((r: { id: number }) => r.id)).not.toContain(id);
    });
  }
  it('the six tables are separate', async () => {
    await admin.post('/api/wholesale/v1/colors/', { name: 'Shared name' });
    expect((await admin.post('/api/wholesale/v1/styles/', { name: 'Shared name' })).statusCode).toBe(201);
    expect((await admin.get('/api/wholesale/v1/models/?search=Shared')).json().count).toBe(0);
  });
});

describe('tissues', () => {
  it('computes rgb, hsl, hsv, hsi from hex, on create and on PATCH', async () => {
    expectError(await admin.post(TISSUES, {}), 400, 'required', 'color_name');
    const res = await admin.post(TISSUES, { color_name: 'Orange', code: 'T-1', hex: '#FF8000', available_length: '120.5' });
    expect(res.statusCode, res.body).toBe(201);
    const tissue = res.json();
    expect(tissue).toMatchObject({ hex: '#ff8000', rgb: 'rgb(255, 128, 0)', hsl: 'hsl(30, 100%, 50%)', hsv: 'hsv(30, 100%, 100%)', available_length: '120.50', is_active: true, fabric_sample_image: null });
    const patched = (await admin.patch(`${TISSUES}${tissue.id}/`, { hex: '000' })).json();
    expect(patched).toMatchObject({ hex: '#000000', rgb: 'rgb(0, 0, 0)', hsl: 'hsl(0, 0%, 0%)', hsi: 'hsi(0, 0%, 0%)', color_name: 'Orange' });
    expectError(await admin.patch(`${TISSUES}${tissue.id}/`, { hex: '#12345' }), 400, 'invalid', 'hex');
    expectError(await admin.patch(`${TISSUES}${tissue.id}/`, { available_length: '-1' }), 400, 'negative_amount', 'available_length');
  });
  it('PATCH as multipart stores a checked image', async () => {
    const tissue = (await admin.post(TISSUES, { color_name: 'Blue', hex: '#0000ff' })).json();
    const ok = await admin.inject({ method: 'PATCH', url: `${TISSUES}${tissue.id}/`, ...multipart({ code: 'B-2', is_active: 'true' }, { name: 'fabric_sample_image', data: PNG }) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().fabric_sample_image).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(ok.json().code).toBe('B-2');
    const bad = await admin.inject({ method: 'PATCH', url: `${TISSUES}${tissue.id}/`, ...multipart({}, { name: 'fabric_sample_image', data: Buffer.from('not an image at all') }) });
    expectError(bad, 400, 'invalid_file_type', 'fabric_sample_image');
    const wrongField = await admin.inject({ method: 'PATCH', url: `${TISSUES}${tissue.id}/`, ...multipart({}, { name: 'image', data: PNG }) });
    expectError(wrongField, 400, 'invalid', 'image');
    // the hourly clean-up of unreferenced uploads keeps a tissue's sample
    await removeOrphanUploads(t.db, readConfig().uploadDir, -1);
    const name = ok.json().fabric_sample_image.replace('/uploads/', '');
    expect((await admin.get(`${TISSUES}${tissue.id}/`)).json().fabric_sample_image).toBe(`/uploads/${name}`);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(200);
  });
  it('lists active ones; admin only; another company 404', async () => {
    const tissue = (await admin.post(TISSUES, { color_name: 'Grey', hex: '#808080' })).json();
    expect((await admin.get(`${TISSUES}?search=Grey`)).json().count).toBe(1);
    expect((await admin.delete(`${TISSUES}${tissue.id}/`)).statusCode).toBe(204);
    expect((await admin.get(`${TISSUES}?search=Grey`)).json().count).toBe(0);
    expect((await admin.get(`${TISSUES}?search=Grey&is_active=false`)).json().count).toBe(1);
    expectError(await manager.get(TISSUES), 403, 'permission_denied');
    expectError(await other.get(`${TISSUES}${tissue.id}/`), 404, 'not_found');
    expectError(await other.patch(`${TISSUES}${tissue.id}/`, { hex: '#ffffff' }), 404, 'not_found');
  });
});
