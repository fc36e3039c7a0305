/** Product types, size types and sizes (docs/api/catalogue.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, authed, type Client, expectError, freshApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let clientmanager: Client;
let otherAdmin: Client;

const PT = '/api/product/v1/product_types/';
const ST = '/api/product/v1/size_types/';
const SZ = '/api/product/v1/sizes/';

beforeAll(async () => {
  t = await freshApp();
  [admin, manager, seller, clientmanager, otherAdmin] = await Promise.all(
    ['admin', 'manager', 'seller', 'clientmanager', 'other_admin'].map((u) => as(t.app, u)),
  );
});
afterAll(() => t?.close());

describe('product types', () => {
  it('lists the active types of the company, paged, for every role', async () => {
    for (const client of [admin, manager, seller, clientmanager]) {
      const res = await client.get(`${PT}?limit=4`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.count).toBe(6);
      expect(body.results.map((r: { name: string }) => r.name)).toEqual(['Dress', 'Suit', 'Shirt', 'Trousers']);
      expect(body.results[0]).toEqual({ id: expect.any(Number), name: 'Dress', is_active: true });
      expect(body.next).toContain('offset=4');
    }
    expect((await otherAdmin.get(PT)).json().count).toBe(0);
  });

  it('searches by name', async () => {
    const body = (await seller.get(`${PT}?search=sk`)).json();
    expect(body.results.map((r: { name: string }) => r.name)).toEqual(['Skirt']);
  });

  it('admin and manager create, update and deactivate; the list hides deactivated types', async () => {
    const created = await manager.post(PT, { name: '  Coat ' });
    expect(created.statusCode, created.body).toBe(201);
    const coat = created.json();
    expect(coat).toEqual({ id: expect.any(Number), name: 'Coat', is_active: true });
    const updated = await admin.put(`${PT}${coat.id}/`, { name: 'Coats' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ ...coat, name: 'Coats' });
    expect((await manager.delete(`${PT}${coat.id}/`)).statusCode).toBe(204);
    const list = (await admin.get(`${PT}?limit=100`)).json();
    expect(list.results.map((r: { id: number }) => r.id)).not.toContain(coat.id);
    expectError(await admin.delete(`${PT}${coat.id}/`), 404, 'not_found');
    expectError(await admin.put(`${PT}${coat.id}/`, { name: 'x' }), 404, 'not_found');
  });

  it('validates the name', async () => {
    expectError(await admin.post(PT, {}), 400, 'required', 'name', 'is required');
    expectError(await admin.post(PT, { name: '   ' }), 400, 'required', 'name');
    expectError(await admin.post(PT, { name: 'x'.repeat(65) }), 400, 'max_length', 'name');
    expectError(await admin.post(PT, { name: 12 }), 400, 'invalid', 'name');
  });

  it('refuses sellers (403), no token (401) and another company (404)', async () => {
    expectError(await seller.post(PT, { name: 'X' }), 403, 'permission_denied');
    expectError(await clientmanager.put(`${PT}1/`, { name: 'X' }), 403, 'permission_denied');
    expectError(await seller.delete(`${PT}1/`), 403, 'permission_denied');
    expectError(await authed(t.app, null).get(PT), 401, 'not_authenticated');
    const dress = (await admin.get(`${PT}?search=Dress`)).json().results[0];
    expectError(await otherAdmin.put(`${PT}${dress.id}/`, { name: 'Mine' }), 404, 'not_found');
    expectError(await otherAdmin.delete(`${PT}${dress.id}/`), 404, 'not_found');
  });
});

describe('size types and sizes', () => {
  it('lists size types and the sizes of a type', async () => {
    const types = (await seller.get(ST)).json();
    expect(types.count).toBe(2);
    const letters = types.results.find((r: { name: string }) => r.name === 'Letters');
    const sizes = (await seller.get(`${ST}${letters.id}/sizes/?limit=200`)).json();
    expect(sizes.count).toBe(4);
    expect(sizes.results.map((s: { name: string }) => s.name)).toEqual(['S', 'M', 'L', 'XL']);
    expect(sizes.results[0]).toEqual({ id: expect.any(Number), name: 'S', type: letters.id, type_name: 'Letters', is_active: true });
    expectError(await otherAdmin.get(`${ST}${letters.id}/sizes/`), 404, 'not_found');
    expectError(await seller.get(`${ST}999999/sizes/`), 404, 'not_found');
  });

  it('only admin writes size types', async () => {
    expectError(await manager.post(ST, { name: 'Shoes' }), 403, 'permission_denied');
    const res = await admin.post(ST, { name: 'Shoes' });
    expect(res.statusCode, res.body).toBe(201);
    const shoes = res.json();
    expect((await admin.put(`${ST}${shoes.id}/`, { name: 'Shoe grid' })).json().name).toBe('Shoe grid');
    expectError(await admin.post(ST, { name: '' }), 400, 'required', 'name');
    expectError(await otherAdmin.put(`${ST}${shoes.id}/`, { name: 'x' }), 404, 'not_found');
    expect((await admin.delete(`${ST}${shoes.id}/`)).statusCode).toBe(204);
    expect((await admin.get(ST)).json().count).toBe(2);
  });

  it('sizes: list with type filter, all, one', async () => {
    const all = (await clientmanager.get(`${SZ}all/`)).json();
    expect(all).toHaveLength(8);
    const heightType = all.find((s: { name: string }) => s.name === '44/170').type;
    const page = (await seller.get(`${SZ}?type=${heightType}&limit=2`)).json();
    expect(page.count).toBe(4);
    expect(page.results.map((s: { name: string }) => s.name)).toEqual(['44/170', '46/170']);
    expect((await seller.get(`${SZ}?limit=100`)).json().count).toBe(8);
    const one = await seller.get(`${SZ}${all[0].id}/`);
    expect(one.json()).toEqual(all[0]);
    expectError(await otherAdmin.get(`${SZ}${all[0].id}/`), 404, 'not_found');
    expect((await otherAdmin.get(`${SZ}all/`)).json()).toEqual([]);
    expectError(await seller.get(`${SZ}?type=abc`), 400, 'invalid', 'type');
  });

  it('sizes: admin creates, updates and deactivates; the type must be of the company', async () => {
    const types = (await admin.get(ST)).json().results;
    const [letters, height] = [types.find((x: { name: string }) => x.name === 'Letters'), types.find((x: { name: string }) => x.name === 'Height grid')];
    const res = await admin.post(SZ, { name: 'XXL', type: letters.id });
    expect(res.statusCode, res.body).toBe(201);
    const xxl = res.json();
    expect(xxl).toEqual({ id: expect.any(Number), name: 'XXL', type: letters.id, type_name: 'Letters', is_active: true });
    const moved = await admin.put(`${SZ}${xxl.id}/`, { id: xxl.id, name: '52/182', type: height.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ name: '52/182', type: height.id, type_name: 'Height grid' });
    expect((await admin.delete(`${SZ}${xxl.id}/`)).statusCode).toBe(204);
    expectError(await admin.get(`${SZ}${xxl.id}/`), 404, 'not_found');

    expectError(await admin.post(SZ, { type: letters.id }), 400, 'required', 'name');
    expectError(await admin.post(SZ, { name: 'Q' }), 400, 'required', 'type');
    expectError(await admin.post(SZ, { name: 'Q', type: 'abc' }), 400, 'invalid', 'type');
    expectError(await admin.post(SZ, { name: 'x'.repeat(65), type: letters.id }), 400, 'max_length', 'name');
    const otherType = (await otherAdmin.post(ST, { name: 'Theirs' })).json();
    expectError(await admin.post(SZ, { name: 'Q', type: otherType.id }), 400, 'invalid', 'type');
    expectError(await manager.post(SZ, { name: 'Q', type: letters.id }), 403, 'permission_denied');
    expectError(await seller.delete(`${SZ}${xxl.id}/`), 403, 'permission_denied');
    expectError(await authed(t.app, null).get(`${SZ}all/`), 401, 'not_authenticated');
    const mine = (await admin.get(`${SZ}all/`)).json()[0];
    expectError(await otherAdmin.put(`${SZ}${mine.id}/`, { name: 'x', type: otherType.id }), 404, 'not_found');
    expectError(await otherAdmin.delete(`${SZ}${mine.id}/`), 404, 'not_found');
  });
});
