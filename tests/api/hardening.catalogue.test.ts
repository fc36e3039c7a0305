/**
 * Issue 9, catalogue and places: duplicates are 409 with the spec's texts, a discount never makes a
 * price free by mistake, a place keeps its base and its last currency, and a seller never receives a
 * cost price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectError, freshApp, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let clientmanager: Client;
beforeAll(async () => {
  t = await freshApp();
  admin = await as(t.app, 'admin');
  manager = await as(t.app, 'manager');
  seller = await as(t.app, 'seller');
  clientmanager = await as(t.app, 'clientmanager');
});
afterAll(() => t?.close());

describe('duplicates are 409', () => {
  it('product types (case-insensitive), on create and on rename', async () => {
    expect((await admin.post('/api/product/v1/product_types/', { name: 'Scarves' })).statusCode).toBe(201);
    expectError(await manager.post('/api/product/v1/product_types/', { name: 'scarves ' }), 409, 'product_type_exists', 'name', 'A product type with the same name already exists');
    const other = (await admin.post('/api/product/v1/product_types/', { name: 'Gloves' })).json();
    expectError(await admin.put(`/api/product/v1/product_types/${other.id}/`, { id: other.id, name: 'SCARVES' }), 409, 'product_type_exists', 'name');
  });
  it('a deactivated name is free again', async () => {
    const row = (await admin.post('/api/product/v1/product_types/', { name: 'Belts' })).json();
    expect((await admin.delete(`/api/product/v1/product_types/${row.id}/`)).statusCode).toBe(204);
    expect((await admin.post('/api/product/v1/product_types/', { name: 'Belts' })).statusCode).toBe(201);
  });
  it('size types and sizes within a type', async () => {
    const type = (await admin.post('/api/product/v1/size_types/', { name: 'Rings' })).json();
    expectError(await admin.post('/api/product/v1/size_types/', { name: 'rings' }), 409, 'size_type_exists', 'name');
    expect((await admin.post('/api/product/v1/sizes/', { name: '16', type: type.id })).statusCode).toBe(201);
    expectError(await admin.post('/api/product/v1/sizes/', { name: '16', type: type.id }), 409, 'size_exists', 'name');
  });
  it('place types answer 409 with the spec text', async () => {
    expect((await admin.post('/api/company/v1/place_types/', { name: 'Kiosk' })).statusCode).toBe(201);
    expectError(await admin.post('/api/company/v1/place_types/', { name: 'kiosk' }), 409, 'place_type_exists', 'name', 'An outlet type with the same name already exists');
  });
  it('racing creates of one name: exactly one wins, the others are 409, none 500', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => admin.post('/api/product/v1/product_types/', { name: 'Umbrellas' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('discounts', () => {
  it('an amount discount above the price is 400 on the field, in a product and in a price rule', async () => {
    const types = (await admin.get('/api/company/v1/place_types/')).json().results;
    const productType = (await admin.get('/api/product/v1/product_types/')).json().results[0].id;
    const body = { name: 'Coat', model: 'C1', model_code: '', vendor_code: 'VC-C1', type: productType, cost: '10', prices: [{ place_type: types[0].id, price: '50.00', discount: '60.00' }] };
    expectError(await admin.post('/api/product/v1/products/', body), 400, 'discount_above_price', 'prices.0.discount', 'The discount must not be greater than the price');
    const id = t.fx.demo.productIds[0];
    expectError(await admin.post('/api/product/v1/price_rules/', { product: id, place_type: types[0].id, price: '5', discount: '5.01' }), 400, 'discount_above_price', 'discount');
    expectError(await admin.post('/api/product/v1/price_rules/', { product: id, place_type: types[0].id, price: '5', discount: '100.5', discount_in_percent: true }), 400, 'discount_above_100', 'discount');
  });
  it('amounts beyond the database precision are 400 on the field', async () => {
    const types = (await admin.get('/api/company/v1/place_types/')).json().results;
    const id = t.fx.demo.productIds[0];
    for (const price of ['99999999999999999999.99', '1e30', '12.345', '-1']) {
      const res = await admin.post('/api/product/v1/price_rules/', { product: id, place_type: types[0].id, price });
      expect(res.statusCode, `${price}: ${res.body}`).toBe(400);
      expect(res.json().errors[0].field).toBe('price');
    }
  });
});

describe('place currencies', () => {
  it('the base currency and the last currency of a place cannot be deleted', async () => {
    const place = t.fx.demo.placeIds['Chorsu shop']!;
    const list = (await admin.get(`/api/company/v1/places/${place}/currencies/`)).json() as { id: number; is_base_currency: boolean }[];
    const base = list.find((c) => c.is_base_currency)!;
    expectError(await admin.delete(`/api/company/v1/place_currencies/${base.id}/`), 409, 'cannot_delete_base_currency');
    const others = list.filter((c) => !c.is_base_currency);
    for (const c of others) expect((await admin.delete(`/api/company/v1/place_currencies/${c.id}/`)).statusCode).toBe(204);
    // make a new place with one non-base currency: it is the last, so it stays
    const type = (await admin.get('/api/company/v1/place_types/')).json().results[0].id;
    const fresh = (await admin.post('/api/company/v1/places/', { name: 'Pop-up', type })).json();
    const usd = t.fx.demo.currencyIds.USD;
    const pc = (await admin.post('/api/company/v1/place_currencies/', { place: fresh.id, currency: usd, is_base_currency: false, amount_to_remain: '0' })).json();
    expectError(await admin.delete(`/api/company/v1/place_currencies/${pc.id}/`), 409, 'cannot_delete_last_currency');
  });
});

describe('a seller never receives a cost price', () => {
  it('products list, one product, scan and placements answer no cost to seller and client manager; admin and manager get it', async () => {
    const id = t.fx.demo.productIds[0];
    for (const c of [seller, clientmanager]) {
      const list = await c.get('/api/product/v1/products/?limit=6');
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain('"cost"');
      const one = await c.get(`/api/product/v1/products/${id}/`);
      expect(one.json().cost).toBeUndefined();
      expect(one.json().name).toBeTruthy();
      expect((await c.get(`/api/product/v1/placements/?product=${id}`)).body).not.toContain('"cost"');
      expect((await c.post('/api/barcode/v1/barcodes/scan/', { barcode: '4600000000012' })).body).not.toContain('"cost"');
    }
    for (const c of [admin, manager]) {
      expect((await c.get(`/api/product/v1/products/${id}/`)).json().cost).toMatch(/^\d+\.\d{2}$/);
    }
  });
});
