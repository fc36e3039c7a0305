/** Products, price rules, product images and POST /upload/ (docs/api/catalogue.md). */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/domain/catalogue';
import { as, authed, type Client, expectError, freshApp, type TestApp } from './helpers';

// Uploads of this file go to a directory of its own (buildApp reads UPLOAD_DIR when no uploadDir is given).
const uploadDir = mkdtempSync(join(tmpdir(), 'catalogue-uploads-'));
process.env.UPLOAD_DIR = uploadDir;

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let clientmanager: Client;
let otherAdmin: Client;
let placeTypes: Record<string, number>;
let productTypes: Record<string, number>;
let P: Record<string, number>;

const LIST = '/api/product/v1/products/';
const one = (id: number | string) => `${LIST}${id}/`;
const images = (id: number | string) => `${LIST}${id}/images/`;

// --------------------------------------------------------------------------- image bytes and multipart

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f3d1d40000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1), Buffer.from([0xff, 0xd9])]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 3)]);

interface FilePart {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data request body (fields first, then files). */
function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----catalogue${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const postForm = (client: Client, url: string, fields: Record<string, string>, files: FilePart[] = [], method: 'POST' | 'PATCH' = 'POST') => {
  const { payload, headers } = multipart(fields, files);
  return client.inject({ method, url, payload, headers });
};

const stored = () => readdirSync(uploadDir);

// --------------------------------------------------------------------------- setup

beforeAll(async () => {
  t = await freshApp();
  P = t.fx.demo.placeIds;
  [admin, manager, seller, clientmanager, otherAdmin] = await Promise.all(
    ['admin', 'manager', 'seller', 'clientmanager', 'other_admin'].map((u) => as(t.app, u)),
  );
  const places = (await admin.get('/api/company/v1/places/all/')).json() as { type: { id: number; name: string } }[];
  placeTypes = Object.fromEntries(places.map((p) => [p.type.name, p.type.id]));
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results as { id: number; name: string }[];
  productTypes = Object.fromEntries(types.map((x) => [x.name, x.id]));
});
afterAll(async () => {
  await t?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const newProduct = (over: Record<string, unknown> = {}) => ({
  name: 'Evening dress',
  model: 'Gala',
  model_code: 'G-1',
  vendor_code: 'VC-9001',
  type: productTypes.Dress,
  cost: '40.50',
  ...over,
});

// --------------------------------------------------------------------------- list and one

describe('GET products', () => {
  it('pages the active products of the company, newest first, for every role', async () => {
    for (const client of [admin, manager, seller, clientmanager]) {
      const res = await client.get(`${LIST}?offset=0&limit=6`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.count).toBe(36);
      expect(body.results).toHaveLength(6);
      expect(body.next).toBe('/api/product/v1/products/?offset=6&limit=6');
      const ids = body.results.map((p: { id: number }) => p.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    }
    const last = (await seller.get(`${LIST}?offset=30&limit=6`)).json();
    expect(last.results).toHaveLength(6);
    expect(last.next).toBeNull();
    expect(last.previous).toBe('/api/product/v1/products/?offset=24&limit=6');
    expect((await seller.get(`${LIST}?limit=96`)).json().results).toHaveLength(36);
  });

  it('answers the product shape with prices, discount prices, images and online places', async () => {
    const body = (await seller.get(`${LIST}?search=VC-1005`)).json();
    expect(body.count).toBe(1);
    const p = body.results[0];
    expect(p).toEqual({
      id: expect.any(Number),
      name: 'Dress Elegance',
      model: 'Elegance',
      model_code: 'M-105',
      vendor_code: 'VC-1005',
      type: { id: productTypes.Dress, name: 'Dress' },
      // no cost: a seller never receives a cost price
      is_active: true,
      is_novelty: false,
      is_available_online: false,
      online_places: [],
      prices: expect.any(Array),
      images: [],
      main_image: null,
    });
    // demo product 5: shop price 110 with 10 % off, wholesale 83, warehouse 110
    expect(p.prices).toEqual([
      { id: expect.any(Number), place_type: placeTypes.Shop, place_type_name: 'Shop', price: '110.00', discount: '10.00', discount_in_percent: true, discount_price: '99.00' },
      { id: expect.any(Number), place_type: placeTypes.Warehouse, place_type_name: 'Warehouse', price: '110.00', discount: '0.00', discount_in_percent: false, discount_price: '110.00' },
      { id: expect.any(Number), place_type: placeTypes.Wholesale, place_type_name: 'Wholesale', price: '83.00', discount: '0.00', discount_in_percent: false, discount_price: '83.00' },
    ]);
  });

  it.each([
    ['name', 'Suit Bel', ['Suit Bella']],
    ['model (case-insensitive)', 'FLORENCE', ['Dress Florence', 'Suit Florence', 'Shirt Florence', 'Trousers Florence', 'Jacket Florence', 'Skirt Florence']],
    ['model code', 'M-136', ['Skirt Florence']],
    ['vendor code', 'VC-1012', ['Suit Florence']],
    ['LIKE wildcards taken literally', '%', []],
    ['nothing', 'zzz', []],
  ])('searches by %s', async (_what, search, names) => {
    const body = (await seller.get(`${LIST}?limit=96&search=${encodeURIComponent(search)}`)).json();
    expect(body.count).toBe(names.length);
    expect(body.results.map((p: { name: string }) => p.name).sort()).toEqual([...names].sort());
  });

  it('filters by type, and combines type and search', async () => {
    const body = (await seller.get(`${LIST}?limit=96&type=${productTypes.Jacket}`)).json();
    expect(body.count).toBe(6);
    expect(body.results.every((p: { type: { name: string } }) => p.type.name === 'Jacket')).toBe(true);
    const both = (await seller.get(`${LIST}?type=${productTypes.Jacket}&search=aurora`)).json();
    expect(both.results.map((p: { name: string }) => p.name)).toEqual(['Jacket Aurora']);
    expectError(await seller.get(`${LIST}?type=x`), 400, 'invalid', 'type');
    expectError(await seller.get(`${LIST}?limit=0`), 400, 'invalid', 'limit');
    expectError(await seller.get(`${LIST}?is_active=maybe`), 400, 'invalid', 'is_active');
  });

  it("the till's add-product filters: model, model_code, vendor_code parts and a size name in stock", async () => {
    const all = (await seller.get(`${LIST}?limit=100`)).json().results as { id: number; model: string; model_code: string; vendor_code: string }[];
    const sample = all[0];
    const byModel = (await seller.get(`${LIST}?limit=100&model=${encodeURIComponent(sample.model.slice(0, 3).toUpperCase())}`)).json();
    expect(byModel.results.every((p: { model: string }) => p.model.toLowerCase().includes(sample.model.slice(0, 3).toLowerCase()))).toBe(true);
    expect(byModel.count).toBe(byModel.results.length);
    const byVendor = (await seller.get(`${LIST}?limit=100&vendor_code=${encodeURIComponent(sample.vendor_code)}`)).json();
    expect(byVendor.results.map((p: { id: number }) => p.id)).toContain(sample.id);
    expect((await seller.get(`${LIST}?limit=100&model_code=no-such-code`)).json()).toMatchObject({ count: 0, results: [] });
    // Dress Aurora has stock in M (demo barcode 4600000000012) but none in S anywhere near all products
    const inM = (await seller.get(`${LIST}?limit=100&size=m`)).json();
    expect(inM.count).toBeGreaterThan(0);
    expect(inM.count).toBeLessThanOrEqual(all.length);
    expect((await seller.get(`${LIST}?limit=100&size=XXXL-none`)).json().count).toBe(0);
    expectError(await seller.get(`${LIST}?model=${'x'.repeat(65)}`), 400, 'max_length', 'model');
    expectError(await seller.get(`${LIST}?size=a%00b`), 400, 'invalid');
  });

  it('GET one; another company or an unknown id is 404; no token is 401', async () => {
    const id = t.fx.demo.productIds[0];
    const res = await clientmanager.get(one(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Dress Aurora', vendor_code: 'VC-1001' });
    expectError(await otherAdmin.get(one(id)), 404, 'not_found');
    expectError(await seller.get(one(999999)), 404, 'not_found');
    expectError(await authed(t.app, null).get(LIST), 401, 'not_authenticated');
    expect((await otherAdmin.get(LIST)).json().count).toBe(0);
  });
});

// --------------------------------------------------------------------------- create

describe('POST products', () => {
  it('creates from JSON with prices and online places (manager)', async () => {
    const res = await manager.post(LIST, {
      ...newProduct(),
      is_novelty: true,
      online_places: [P['Mall shop'], P['Chorsu shop']],
      prices: [
        { place_type: placeTypes.Shop, price: '100', discount: '12.5', discount_in_percent: true },
        { place_type: placeTypes.Wholesale, price: '80.00', discount: '5' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      name: 'Evening dress',
      model: 'Gala',
      model_code: 'G-1',
      vendor_code: 'VC-9001',
      type: { id: productTypes.Dress, name: 'Dress' },
      cost: '40.50',
      is_active: true,
      is_novelty: true,
      is_available_online: false,
      online_places: [P['Chorsu shop'], P['Mall shop']].sort((a, b) => a - b),
      images: [],
      main_image: null,
    });
    expect(p.prices.map((x: { discount_price: string }) => x.discount_price)).toEqual(['87.50', '75.00']);
    const { cost: _cost, ...withoutCost } = p;
    expect((await seller.get(one(p.id))).json()).toEqual(withoutCost);
  });

  it('creates from multipart with an image (online places comma-joined, prices as JSON)', async () => {
    const before = stored().length;
    const res = await postForm(
      admin,
      LIST,
      {
        name: 'Linen shirt',
        model: 'Breeze',
        type: String(productTypes.Shirt),
        cost: '12',
        is_available_online: 'true',
        online_places: `${P['Chorsu shop']},${P['Mall shop']}`,
        prices: JSON.stringify([{ place_type: placeTypes.Shop, price: '30' }]),
      },
      [{ field: 'image', name: 'photo.png', type: 'image/png', data: PNG }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({ name: 'Linen shirt', cost: '12.00', is_available_online: true, model_code: '', vendor_code: '' });
    expect(p.online_places).toHaveLength(2);
    expect(p.prices).toMatchObject([{ place_type: placeTypes.Shop, price: '30.00', discount_price: '30.00' }]);
    expect(p.images).toHaveLength(1);
    expect(p.images[0].is_main).toBe(true);
    expect(p.main_image).toBe(p.images[0].image);
    expect(p.main_image).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(stored()).toHaveLength(before + 1);
    const file = await t.app.inject({ method: 'GET', url: p.main_image });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ['name missing', { name: undefined }, 'product_name_required', 'name', 'of product is required'],
    ['name blank', { name: '  ' }, 'product_name_required', 'name', 'of product is required'],
    ['name too long', { name: 'x'.repeat(65) }, 'max_length', 'name', 'is too long'],
    ['model missing', { model: undefined }, 'required', 'model', 'is required'],
    ['model too long', { model: 'x'.repeat(65) }, 'max_length', 'model', undefined],
    ['model code too long', { model_code: 'x'.repeat(21) }, 'max_length', 'model_code', undefined],
    ['vendor code too long', { vendor_code: 'x'.repeat(21) }, 'max_length', 'vendor_code', undefined],
    ['type missing', { type: undefined }, 'required', 'type', undefined],
    ['type not a number', { type: 'abc' }, 'invalid', 'type', undefined],
    ['type unknown', { type: 999999 }, 'invalid', 'type', undefined],
    ['cost missing', { cost: undefined }, 'required', 'cost', undefined],
    ['cost negative', { cost: '-1' }, 'invalid', 'cost', undefined],
    ['cost with 3 places', { cost: '1.005' }, 'invalid', 'cost', undefined],
    ['online place unknown', { online_places: [999999] }, 'invalid', 'online_places', undefined],
    ['price place type unknown', { prices: [{ place_type: 999999, price: '1' }] }, 'invalid', 'prices.0.place_type', undefined],
    ['price missing', { prices: [{ place_type: 1 }] }, 'required', 'prices.0.price', undefined],
    ['percent discount over 100', { prices: [{ place_type: 1, price: '10', discount: '101', discount_in_percent: true }] }, 'discount_above_100', 'prices.0.discount', undefined],
  ])('refuses %s', async (_what, over, code, field, message) => {
    const before = (await admin.get(`${LIST}?is_active=true`)).json().count;
    const body = Object.fromEntries(Object.entries(newProduct(over as Record<string, unknown>)).filter(([, v]) => v !== undefined));
    expectError(await admin.post(LIST, body), 400, code, field, message);
    expect((await admin.get(LIST)).json().count).toBe(before);
  });

  it('reports every field error at once', async () => {
    const res = await admin.post(LIST, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['cost', 'model', 'name', 'type']);
  });

  it("refuses another company's product type and places", async () => {
    const theirType = (await otherAdmin.post('/api/product/v1/product_types/', { name: 'Theirs' })).json();
    expectError(await admin.post(LIST, newProduct({ type: theirType.id })), 400, 'invalid', 'type');
    expectError(await admin.post(LIST, newProduct({ online_places: [t.fx.other.placeId] })), 400, 'invalid', 'online_places');
  });

  it('refuses a wrong image type or an oversized image, storing nothing', async () => {
    const before = stored().length;
    const count = (await admin.get(LIST)).json().count;
    const fields = { name: 'X', model: 'Y', type: String(productTypes.Dress), cost: '1' };
    expectError(
      await postForm(admin, LIST, fields, [{ field: 'image', name: 'fake.png', type: 'image/png', data: GIF }]),
      400,
      'invalid_file_type',
      'image',
    );
    expectError(
      await postForm(admin, LIST, fields, [{ field: 'image', name: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]) }]),
      413,
      'file_too_large',
    );
    // valid image, invalid fields: nothing stored either
    expectError(await postForm(admin, LIST, { ...fields, name: '' }, [{ field: 'image', name: 'a.png', type: 'image/png', data: PNG }]), 400, 'product_name_required', 'name');
    expect(stored()).toHaveLength(before);
    expect((await admin.get(LIST)).json().count).toBe(count);
  });

  it('refuses sellers (403) and no token (401)', async () => {
    expectError(await seller.post(LIST, newProduct()), 403, 'permission_denied');
    expectError(await clientmanager.post(LIST, newProduct()), 403, 'permission_denied');
    expectError(await authed(t.app, null).post(LIST, newProduct()), 401, 'not_authenticated');
  });
});

// --------------------------------------------------------------------------- patch and delete

describe('PATCH and DELETE products', () => {
  it('patches a subset; prices and online places are replaced whole', async () => {
    const p = (await admin.post(LIST, { ...newProduct({ vendor_code: 'VC-P1' }), prices: [{ place_type: placeTypes.Shop, price: '10' }], online_places: [P['Chorsu shop']] })).json();
    const res = await manager.patch(one(p.id), {
      cost: '45',
      model_code: 'G-2',
      prices: [{ place_type: placeTypes.Warehouse, price: '20', discount: '25', discount_in_percent: true }],
      online_places: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const patched = res.json();
    expect(patched).toMatchObject({ id: p.id, name: p.name, cost: '45.00', model_code: 'G-2', online_places: [] });
    expect(patched.prices).toMatchObject([{ place_type: placeTypes.Warehouse, price: '20.00', discount_price: '15.00' }]);
    const untouched = (await admin.patch(one(p.id), { is_novelty: true })).json();
    expect(untouched.prices).toEqual(patched.prices);
    expect(untouched.is_novelty).toBe(true);
  });

  it('validates a patch and refuses roles, tokens and other companies', async () => {
    const id = t.fx.demo.productIds[1];
    expectError(await admin.patch(one(id), { name: '' }), 400, 'product_name_required', 'name');
    expectError(await admin.patch(one(id), { vendor_code: 'x'.repeat(21) }), 400, 'max_length', 'vendor_code');
    expectError(await admin.patch(one(id), { cost: 'abc' }), 400, 'invalid', 'cost');
    expectError(await admin.patch(one(id), { type: 999999 }), 400, 'invalid', 'type');
    expectError(await seller.patch(one(id), { name: 'X' }), 403, 'permission_denied');
    expectError(await authed(t.app, null).patch(one(id), { name: 'X' }), 401, 'not_authenticated');
    expectError(await otherAdmin.patch(one(id), { name: 'X' }), 404, 'not_found');
    expectError(await admin.patch(one(999999), { name: 'X' }), 404, 'not_found');
    expect((await admin.get(one(id))).json().name).toBe('Dress Bella');
  });

  it('DELETE deactivates: gone from the list, still readable, listed with is_active=false, restorable', async () => {
    const p = (await admin.post(LIST, newProduct({ vendor_code: 'VC-DEL' }))).json();
    expectError(await seller.delete(one(p.id)), 403, 'permission_denied');
    expectError(await otherAdmin.delete(one(p.id)), 404, 'not_found');
    expect((await manager.delete(one(p.id))).statusCode).toBe(204);
    expect((await admin.get(`${LIST}?search=VC-DEL`)).json().count).toBe(0);
    expect((await admin.get(`${LIST}?search=VC-DEL&is_active=false`)).json().results.map((x: { id: number }) => x.id)).toEqual([p.id]);
    expect((await admin.get(one(p.id))).json().is_active).toBe(false);
    expectError(await admin.delete(one(p.id)), 404, 'not_found');
    expect((await admin.patch(one(p.id), { is_active: true })).json().is_active).toBe(true);
    expect((await admin.get(`${LIST}?search=VC-DEL`)).json().count).toBe(1);
  });
});

// --------------------------------------------------------------------------- price rules

describe('POST price_rules', () => {
  const URL = '/api/product/v1/price_rules/';
  it('upserts the price of a product at a place type', async () => {
    const p = (await admin.post(LIST, newProduct({ vendor_code: 'VC-PR' }))).json();
    const created = await manager.post(URL, { product: p.id, place_type: placeTypes.Shop, price: '50', discount: '7.5' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      place_type: placeTypes.Shop,
      place_type_name: 'Shop',
      price: '50.00',
      discount: '7.50',
      discount_in_percent: false,
      discount_price: '42.50',
    });
    const updated = (await admin.post(URL, { product: p.id, place_type: placeTypes.Shop, price: '60', discount: '10', discount_in_percent: true })).json();
    expect(updated).toMatchObject({ id: created.json().id, price: '60.00', discount_price: '54.00' });
    expect((await admin.get(one(p.id))).json().prices).toEqual([updated]);
    // a discount larger than the price is refused (it would sell at 0.00)
    expectError(await admin.post(URL, { product: p.id, place_type: placeTypes.Wholesale, price: '5', discount: '9' }), 400, 'discount_above_price', 'discount');
  });

  it('validates and refuses', async () => {
    const id = t.fx.demo.productIds[0];
    expectError(await admin.post(URL, { place_type: placeTypes.Shop, price: '1' }), 400, 'required', 'product');
    expectError(await admin.post(URL, { product: id, price: '1' }), 400, 'required', 'place_type');
    expectError(await admin.post(URL, { product: id, place_type: placeTypes.Shop }), 400, 'required', 'price');
    expectError(await admin.post(URL, { product: id, place_type: placeTypes.Shop, price: '-3' }), 400, 'invalid', 'price');
    expectError(await admin.post(URL, { product: id, place_type: placeTypes.Shop, price: '3', discount: '150', discount_in_percent: true }), 400, 'discount_above_100', 'discount');
    expectError(await admin.post(URL, { product: id, place_type: 999999, price: '3' }), 400, 'invalid', 'place_type');
    expectError(await seller.post(URL, { product: id, place_type: placeTypes.Shop, price: '3' }), 403, 'permission_denied');
    expectError(await authed(t.app, null).post(URL, { product: id, place_type: placeTypes.Shop, price: '3' }), 401, 'not_authenticated');
    expectError(await otherAdmin.post(URL, { product: id, place_type: placeTypes.Shop, price: '3' }), 404, 'not_found');
  });
});

// --------------------------------------------------------------------------- cost before pricing

describe("'The cost must be set before pricing' (SPEC.md 5 and 8)", () => {
  const URL = '/api/product/v1/price_rules/';
  const shopPrice = () => [{ place_type: placeTypes.Shop, price: '10' }];

  it('refuses a product created with prices and a zero cost, on prices, with the SPEC text', async () => {
    const res = await admin.post(LIST, { ...newProduct({ vendor_code: 'VC-C0', cost: '0' }), prices: shopPrice() });
    expectError(res, 400, 'cost_not_set', 'prices');
    expect(res.json().errors[0].message).toBe('First set the cost of goods');
    expect((await admin.get(`${LIST}?search=VC-C0`)).json().count).toBe(0);
    // multipart too (the add-product dialog sends a form)
    const form = await postForm(admin, LIST, { ...newProduct({ vendor_code: 'VC-C0', cost: '0' }), type: String(productTypes.Dress), prices: JSON.stringify(shopPrice()) } as Record<string, string>);
    expectError(form, 400, 'cost_not_set', 'prices');
    // without prices a zero cost is fine, and the prices come once the cost is set
    const p = (await admin.post(LIST, newProduct({ vendor_code: 'VC-C0', cost: '0' }))).json();
    expect(p.cost).toBe('0.00');
    expectError(await admin.patch(one(p.id), { prices: shopPrice() }), 400, 'cost_not_set', 'prices');
    expectError(await admin.post(URL, { product: p.id, place_type: placeTypes.Shop, price: '10' }), 400, 'cost_not_set', 'price');
    expect((await admin.get(one(p.id))).json().prices).toEqual([]);
    const priced = await admin.patch(one(p.id), { cost: '4', prices: shopPrice() });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().prices).toHaveLength(1);
    expect((await admin.post(URL, { product: p.id, place_type: placeTypes.Wholesale, price: '8' })).statusCode).toBe(200);
  });

  it('refuses zeroing the cost of a priced product, unless the prices go too', async () => {
    const p = (await admin.post(LIST, { ...newProduct({ vendor_code: 'VC-C1' }), prices: shopPrice() })).json();
    expectError(await admin.patch(one(p.id), { cost: '0' }), 400, 'cost_not_set', 'prices');
    expectError(await admin.patch(one(p.id), { cost: '0', prices: shopPrice() }), 400, 'cost_not_set', 'prices');
    expect((await admin.get(one(p.id))).json().cost).toBe('40.50');
    const cleared = await admin.patch(one(p.id), { cost: '0', prices: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ cost: '0.00', prices: [] });
  });
});

// --------------------------------------------------------------------------- images

describe('product images', () => {
  let productId: number;
  beforeEach(async () => {
    productId = (await admin.post(LIST, newProduct({ vendor_code: 'VC-IMG' }))).json().id;
  });

  it('adds images (the first becomes main), sets main, deletes (the oldest remaining becomes main)', async () => {
    const first = await postForm(manager, images(productId), {}, [{ field: 'image', name: 'a.jpg', type: 'image/jpeg', data: JPEG }]);
    expect(first.statusCode, first.body).toBe(200);
    const [a] = first.json();
    expect(a).toEqual({ id: expect.any(Number), image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.jpg$/), is_main: true });

    const more = await postForm(admin, images(productId), {}, [
      { field: 'images', name: 'b.webp', type: 'image/webp', data: WEBP },
      { field: 'images', name: 'c.png', type: 'application/octet-stream', data: PNG },
    ]);
    expect(more.statusCode, more.body).toBe(200);
    const all = more.json();
    expect(all.map((i: { is_main: boolean }) => i.is_main)).toEqual([true, false, false]);
    expect(all[1].image).toMatch(/\.webp$/);
    expect(all[2].image).toMatch(/\.png$/);
    expect((await seller.get(images(productId))).json()).toEqual(all);

    const main = await manager.post(`${images(productId)}${all[2].id}/set-main/`);
    expect(main.statusCode, main.body).toBe(200);
    expect(main.json().map((i: { is_main: boolean }) => i.is_main)).toEqual([false, false, true]);
    expect((await admin.get(one(productId))).json().main_image).toBe(all[2].image);

    const file = all[2].image.replace('/uploads/', '');
    expect(stored()).toContain(file);
    expect((await admin.delete(`${images(productId)}${all[2].id}/`)).statusCode).toBe(204);
    expect(stored()).not.toContain(file);
    expect((await t.app.inject({ method: 'GET', url: all[2].image })).statusCode).toBe(404);
    const left = (await admin.get(images(productId))).json();
    expect(left.map((i: { id: number; is_main: boolean }) => [i.id, i.is_main])).toEqual([
      [all[0].id, true],
      [all[1].id, false],
    ]);
    expect((await admin.delete(`${images(productId)}${all[1].id}/`)).statusCode).toBe(204);
    expect((await admin.get(images(productId))).json().map((i: { is_main: boolean }) => i.is_main)).toEqual([true]);
  });

  it('refuses a wrong type, an oversized file or no file, storing nothing', async () => {
    const before = stored().length;
    expectError(await postForm(admin, images(productId), {}, [{ field: 'image', name: 'x.jpg', type: 'image/jpeg', data: GIF }]), 400, 'invalid_file_type', 'image');
    expectError(
      await postForm(admin, images(productId), {}, [
        { field: 'images', name: 'ok.png', type: 'image/png', data: PNG },
        { field: 'images', name: 'bad.txt', type: 'image/png', data: Buffer.from('hello world, not an image') },
      ]),
      400,
      'invalid_file_type',
      'images',
    );
    expectError(
      await postForm(admin, images(productId), {}, [{ field: 'image', name: 'big.jpg', type: 'image/jpeg', data: Buffer.concat([JPEG, Buffer.alloc(UPLOAD_MAX_BYTES)]) }]),
      413,
      'file_too_large',
    );
    expectError(await postForm(admin, images(productId), { note: 'x' }), 400, 'no_file', 'image');
    expectError(await admin.post(images(productId), {}), 400, 'no_file', 'image');
    expect(stored()).toHaveLength(before);
    expect((await admin.get(images(productId))).json()).toEqual([]);
  });

  it('refuses roles, tokens, unknown images and other companies', async () => {
    const [img] = (await postForm(admin, images(productId), {}, [{ field: 'image', name: 'a.png', type: 'image/png', data: PNG }])).json();
    expectError(await postForm(seller, images(productId), {}, [{ field: 'image', name: 'a.png', type: 'image/png', data: PNG }]), 403, 'permission_denied');
    expectError(await seller.delete(`${images(productId)}${img.id}/`), 403, 'permission_denied');
    expectError(await clientmanager.post(`${images(productId)}${img.id}/set-main/`), 403, 'permission_denied');
    expectError(await authed(t.app, null).get(images(productId)), 401, 'not_authenticated');
    expectError(await otherAdmin.get(images(productId)), 404, 'not_found');
    expectError(await postForm(otherAdmin, images(productId), {}, [{ field: 'image', name: 'a.png', type: 'image/png', data: PNG }]), 404, 'not_found');
    expectError(await otherAdmin.delete(`${images(productId)}${img.id}/`), 404, 'not_found');
    expectError(await otherAdmin.post(`${images(productId)}${img.id}/set-main/`), 404, 'not_found');
    expectError(await admin.delete(`${images(productId)}999999/`), 404, 'not_found');
    const otherProduct = t.fx.demo.productIds[0];
    expectError(await admin.post(`${images(otherProduct)}${img.id}/set-main/`), 404, 'not_found');
  });
});

// --------------------------------------------------------------------------- a page's details

describe('a page of products (one statement builds every card of a page)', () => {
  it("answers each product's own prices, images and online places, in every ordering and page, the same as GET one", async () => {
    const make = async (over: Record<string, unknown>) => {
      const res = await admin.post(LIST, newProduct(over));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const a = await make({
      name: 'Page card Aster',
      vendor_code: 'VC-PAGE-3',
      prices: [
        { place_type: placeTypes.Wholesale, price: '80', discount: '5' },
        { place_type: placeTypes.Shop, price: '100.5', discount: '12.5', discount_in_percent: true },
      ],
      online_places: [P['Mall shop'], P['Chorsu shop']],
    });
    const b = await make({ name: 'Page card Birch', vendor_code: 'VC-PAGE-1' });
    const c = await make({ name: 'Page card Cedar', vendor_code: 'VC-PAGE-2', prices: [{ place_type: placeTypes.Warehouse, price: '7.25' }], online_places: [P['Chorsu shop']] });
    const hidden = await make({ name: 'Page card Dogwood', vendor_code: 'VC-PAGE-4', prices: [{ place_type: placeTypes.Shop, price: '9' }] });
    expect((await admin.delete(one(hidden))).statusCode).toBe(204);
    // three images of a, the last made main; one of c
    const added = await postForm(admin, images(a), {}, [
      { field: 'images', name: 'a.png', type: 'image/png', data: PNG },
      { field: 'images', name: 'b.jpg', type: 'image/jpeg', data: JPEG },
      { field: 'images', name: 'c.webp', type: 'image/webp', data: WEBP },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const aImages = added.json() as { id: number; image: string; is_main: boolean }[];
    expect((await admin.post(`${images(a)}${aImages[2].id}/set-main/`)).statusCode).toBe(200);
    expect((await postForm(admin, images(c), {}, [{ field: 'image', name: 'c.png', type: 'image/png', data: PNG }])).statusCode).toBe(200);

    for (const client of [admin, seller]) {
      const detail = Object.fromEntries(await Promise.all([a, b, c, hidden].map(async (id) => [id, (await client.get(one(id))).json()])));
      const cardA = detail[a];
      // by place type; 100.50 less 12.5 % = 87.9375 -> 87.94 (half-up); 80 less 5 = 75
      const aPrices: [number, string][] = [
        [placeTypes.Shop, '87.94'],
        [placeTypes.Wholesale, '75.00'],
      ];
      expect(cardA.prices.map((p: { place_type: number; discount_price: string }) => [p.place_type, p.discount_price])).toEqual(
        aPrices.sort((x, y) => x[0] - y[0]),
      );
      expect(cardA.images.map((i: { id: number; is_main: boolean }) => [i.id, i.is_main])).toEqual([
        [aImages[0].id, false],
        [aImages[1].id, false],
        [aImages[2].id, true],
      ]);
      expect(cardA.main_image).toBe(aImages[2].image);
      expect(cardA.online_places).toEqual([P['Mall shop'], P['Chorsu shop']].sort((x, y) => x - y));
      expect(detail[b]).toMatchObject({ prices: [], images: [], online_places: [], main_image: null });
      expect(detail[c].images).toHaveLength(1);
      expect(detail[c].main_image).toBe(detail[c].images[0].image);
      expect('cost' in cardA).toBe(client === admin);

      const orders: [string, number[]][] = [
        ['-id', [c, b, a]],
        ['id', [a, b, c]],
        ['name', [a, b, c]],
        ['-vendor_code', [a, c, b]],
        ['vendor_code', [b, c, a]],
      ];
      for (const [ordering, ids] of orders) {
        const all = (await client.get(`${LIST}?search=VC-PAGE&ordering=${ordering}&limit=96`)).json();
        expect(all.count, ordering).toBe(3);
        expect(all.results, ordering).toEqual(ids.map((id) => detail[id]));
        const second = (await client.get(`${LIST}?search=VC-PAGE&ordering=${ordering}&offset=1&limit=1`)).json();
        expect(second.results, ordering).toEqual([detail[ids[1]]]);
      }
      // the plain list (newest first) and the inactive list build the same cards
      expect((await client.get(`${LIST}?limit=3`)).json().results).toEqual([c, b, a].map((id) => detail[id]));
      expect((await client.get(`${LIST}?is_active=false&search=VC-PAGE`)).json().results).toEqual([detail[hidden]]);
    }
  });
});

// --------------------------------------------------------------------------- upload

describe('POST /upload/', () => {
  const URL = '/api/upload/';
  it('stores one image under a random name and serves it', async () => {
    const res = await postForm(seller, URL, {}, [{ field: 'file', name: '../../etc/passwd.webp', type: 'text/plain', data: WEBP }]);
    expect(res.statusCode, res.body).toBe(201);
    const { file } = res.json();
    expect(file).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: file });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(WEBP)).toBe(true);
  });

  it('refuses a wrong type, an oversized file, no file and no token', async () => {
    const before = stored().length;
    expectError(await postForm(admin, URL, {}, [{ field: 'file', name: 'a.png', type: 'image/png', data: GIF }]), 400, 'invalid_file_type', 'file');
    expectError(await postForm(admin, URL, {}, [{ field: 'file', name: 'a.png', type: 'image/png', data: Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x89) }]), 413, 'file_too_large');
    expectError(await postForm(admin, URL, { file: 'text' }), 400, 'no_file', 'file');
    expectError(await admin.post(URL, { file: 'x' }), 400, 'no_file', 'file');
    const { payload, headers } = multipart({}, [{ field: 'file', name: 'a.png', type: 'image/png', data: PNG }]);
    expectError(await authed(t.app, null).inject({ method: 'POST', url: URL, payload, headers }), 401, 'not_authenticated');
    expect(stored()).toHaveLength(before);
  });

  it('refuses more files than a form holds with its own 400, storing nothing', async () => {
    const before = stored().length;
    const many = Array.from({ length: 11 }, (_, i) => ({ field: 'file', name: `a${i}.png`, type: 'image/png', data: PNG }));
    expectError(await postForm(admin, URL, {}, many), 400, 'too_many_files');
    expect(stored()).toHaveLength(before);
  });

  it('a file of exactly the limit is accepted', async () => {
    const data = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]);
    const res = await postForm(admin, URL, {}, [{ field: 'file', name: 'max.png', type: 'image/png', data }]);
    expect(res.statusCode, res.body).toBe(201);
  });
});
