/**
 * Issue 4, company side: place types, place type rates, place writes and place currencies.
 * (The reads of places are covered by places.test.ts.)
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, placeTypeRates, places, placeTypes } from '../../server/db/schema';
import { as, authed, type Client, expectError, freshApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let otherAdmin: Client;
let anon: Client;
let P: Record<string, number>;
let C: Record<string, number>;
/** place type name -> id */
let T: Record<string, number>;

const TYPES = '/api/company/v1/place_types/';
const RATES = '/api/company/v1/place_type_rates/';
const PLACES = '/api/company/v1/places/';
const PCS = '/api/company/v1/place_currencies/';
const one = (base: string, id: number | string) => `${base}${id}/`;

beforeAll(async () => {
  t = await freshApp();
  P = t.fx.demo.placeIds;
  C = t.fx.demo.currencyIds;
  [admin, manager, seller, otherAdmin] = await Promise.all(['admin', 'manager', 'seller', 'other_admin'].map((u) => as(t.app, u)));
  anon = authed(t.app, null);
  const body = (await admin.get(`${TYPES}?limit=100`)).json();
  T = Object.fromEntries(body.results.map((p: { id: number; name: string }) => [p.name, p.id]));
});
afterAll(() => t?.close());

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

async function newType(name = unique('Kiosk')): Promise<{ id: number; name: string }> {
  const res = await admin.post(TYPES, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function newPlace(type = T.Shop, name = unique('Outlet')): Promise<{ id: number }> {
  const res = await admin.post(PLACES, { name, type, address: 'Somewhere 1' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

// ------------------------------------------------------------------------------------ place types

describe('place types', () => {
  it('lists the active types of the company, paged', async () => {
    const res = await seller.get(TYPES);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['count', 'next', 'previous', 'results']);
    expect(body.results.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Shop', 'Warehouse', 'Wholesale']));
    expect(body.results[0]).toEqual({ id: T.Shop, name: 'Shop', is_active: true });
    const other = (await otherAdmin.get(TYPES)).json();
    expect(other.results.map((r: { name: string }) => r.name)).toEqual(['Shop']);
    expect(other.results[0].id).not.toBe(T.Shop);
  });

  it('searches by name', async () => {
    const body = (await admin.get(`${TYPES}?search=ware`)).json();
    expect(body.results.map((r: { name: string }) => r.name)).toEqual(['Warehouse']);
  });

  it('creates (201), renames (PUT) and reads one', async () => {
    const created = await newType('Pop-up');
    expect(created).toMatchObject({ name: 'Pop-up', is_active: true });
    const res = await admin.put(one(TYPES, created.id), { name: 'Pop-up store' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: created.id, name: 'Pop-up store', is_active: true });
    expect((await seller.get(one(TYPES, created.id))).json().name).toBe('Pop-up store');
  });

  it('validates the name: required, max 64', async () => {
    expectError(await admin.post(TYPES, {}), 400, 'required', 'name', 'is required');
    expectError(await admin.post(TYPES, { name: '   ' }), 400, 'required', 'name');
    expectError(await admin.post(TYPES, { name: 'x'.repeat(65) }), 400, 'max_length', 'name');
    expect((await admin.post(TYPES, { name: 'x'.repeat(64) })).statusCode).toBe(201);
  });

  it('refuses a duplicate name in the company, case-insensitively (create and rename)', async () => {
    expectError(await admin.post(TYPES, { name: 'shop' }), 409, 'place_type_exists', 'name', 'An outlet type with the same name already exists');
    const created = await newType();
    expectError(await admin.put(one(TYPES, created.id), { name: 'WAREHOUSE' }), 409, 'place_type_exists', 'name');
    // renaming to its own name is fine; another company may use the name
    expect((await admin.put(one(TYPES, created.id), { name: created.name })).statusCode).toBe(200);
    expect((await otherAdmin.post(TYPES, { name: 'Warehouse' })).statusCode).toBe(201);
  });

  it('refuses deleting a type with active places (409), lists them with ?type=', async () => {
    const res = await admin.delete(one(TYPES, T.Shop));
    expectError(res, 409, 'place_type_has_places', undefined, 'Cannot delete place type instance');
    const places = (await admin.get(`${PLACES}?type=${T.Shop}`)).json();
    expect(places.count).toBe(2);
  });

  it('the wizard: create, add rates, cancel -> DELETE works at once and removes the rates; the name is free again', async () => {
    const created = await newType('Wizard type');
    for (const [currency, rate] of [
      [C.USD, '1'],
      [C.UZS, '13000'],
    ] as const) {
      expect((await admin.post(RATES, { rate, place_type: created.id, currency })).statusCode).toBe(201);
    }
    const del = await admin.delete(one(TYPES, created.id));
    expect(del.statusCode, del.body).toBe(204);
    expect(del.body).toBe('');
    const [row] = await t.db.select().from(placeTypes).where(eq(placeTypes.id, created.id));
    expect(row.isActive).toBe(false);
    expect(await t.db.select().from(placeTypeRates).where(eq(placeTypeRates.placeTypeId, created.id))).toEqual([]);
    expect((await admin.get(one(TYPES, created.id))).statusCode).toBe(404);
    expect((await admin.get(TYPES + '?limit=1000')).json().results.map((r: { id: number }) => r.id)).not.toContain(created.id);
    expectError(await admin.delete(one(TYPES, created.id)), 404, 'not_found');
    expect((await admin.post(TYPES, { name: 'Wizard type' })).statusCode).toBe(201);
  });

  it('a type whose places were all deleted can be deleted', async () => {
    const type = await newType();
    const place = await newPlace(type.id);
    expectError(await admin.delete(one(TYPES, type.id)), 409, 'place_type_has_places');
    expect((await admin.delete(one(PLACES, place.id))).statusCode).toBe(204);
    expect((await admin.delete(one(TYPES, type.id))).statusCode).toBe(204);
  });

  it('refuses roles other than admin for writes (403), answers reads to all; needs a token', async () => {
    for (const c of [manager, seller]) {
      expectError(await c.post(TYPES, { name: 'Nope' }), 403, 'permission_denied');
      expectError(await c.put(one(TYPES, T.Shop), { name: 'Nope' }), 403, 'permission_denied');
      expectError(await c.delete(one(TYPES, T.Warehouse)), 403, 'permission_denied');
      expect((await c.get(TYPES)).statusCode).toBe(200);
    }
    expectError(await anon.get(TYPES), 401, 'not_authenticated');
    expectError(await anon.post(TYPES, { name: 'x' }), 401, 'not_authenticated');
  });

  it("another company's type: 404 on read, rename and delete", async () => {
    expectError(await otherAdmin.get(one(TYPES, T.Shop)), 404, 'not_found');
    expectError(await otherAdmin.put(one(TYPES, T.Shop), { name: 'Taken over' }), 404, 'not_found');
    expectError(await otherAdmin.delete(one(TYPES, T.Warehouse)), 404, 'not_found');
    expect((await admin.get(one(TYPES, T.Shop))).json().name).toBe('Shop');
  });

  it('a bad id in the path -> 400', async () => {
    expectError(await admin.put(one(TYPES, 'abc'), { name: 'x' }), 400, 'invalid', 'id');
  });
});

// ------------------------------------------------------------------------------------ place type rates

describe('place type rates', () => {
  it('lists the rates of a type with the currency name', async () => {
    const res = await seller.get(`${RATES}?place_type=${T.Shop}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), rate: '1', place_type: T.Shop, currency: { id: C.USD, name: 'USD' }, company: t.fx.demo.companyId },
        { id: expect.any(Number), rate: '12650', place_type: T.Shop, currency: { id: C.UZS, name: 'UZS' }, company: t.fx.demo.companyId },
        { id: expect.any(Number), rate: '92.5', place_type: T.Shop, currency: { id: C.RUB, name: 'RUB' }, company: t.fx.demo.companyId },
      ]),
    );
    // without a filter: all rates of the company's active types, never another company's
    const all = (await admin.get(`${RATES}?limit=1000`)).json();
    expect(all.results.every((r: { company: number }) => r.company === t.fx.demo.companyId)).toBe(true);
    expect((await otherAdmin.get(`${RATES}?place_type=${T.Shop}`)).json().count).toBe(0);
  });

  it('creates one per type and currency (409 rate_exists), patches and deletes', async () => {
    const type = await newType();
    const res = await admin.post(RATES, { rate: '13000.5', place_type: type.id, currency: C.UZS });
    expect(res.statusCode, res.body).toBe(201);
    const rate = res.json();
    expect(rate).toEqual({ id: expect.any(Number), rate: '13000.5', place_type: type.id, currency: { id: C.UZS, name: 'UZS' }, company: t.fx.demo.companyId });
    expectError(await admin.post(RATES, { rate: '1', place_type: type.id, currency: C.UZS }), 409, 'rate_exists', 'currency');
    const patched = await admin.patch(one(RATES, rate.id), { rate: '12999.999999' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().rate).toBe('12999.999999');
    expect((await admin.delete(one(RATES, rate.id))).statusCode).toBe(204);
    expect((await admin.get(`${RATES}?place_type=${type.id}`)).json().count).toBe(0);
    // after deletion the currency can be added again
    expect((await admin.post(RATES, { rate: '1', place_type: type.id, currency: C.UZS })).statusCode).toBe(201);
  });

  it('validates rate, place_type and currency', async () => {
    const type = await newType();
    expectError(await admin.post(RATES, { place_type: type.id, currency: C.USD }), 400, 'required', 'rate');
    expectError(await admin.post(RATES, { rate: '0', place_type: type.id, currency: C.USD }), 400, 'amount_not_positive', 'rate');
    expectError(await admin.post(RATES, { rate: '-1', place_type: type.id, currency: C.USD }), 400, 'negative_rate', 'rate');
    expectError(await admin.post(RATES, { rate: '1.1234567', place_type: type.id, currency: C.USD }), 400, 'max_rate_places', 'rate');
    expectError(await admin.post(RATES, { rate: 'abc', place_type: type.id, currency: C.USD }), 400, 'invalid_number', 'rate');
    expectError(await admin.post(RATES, { rate: '1', currency: C.USD }), 400, 'required', 'place_type');
    expectError(await admin.post(RATES, { rate: '1', place_type: type.id }), 400, 'required', 'currency');
    // KZT is a currency of the other company only
    expectError(await admin.post(RATES, { rate: '1', place_type: type.id, currency: C.KZT }), 400, 'currency_not_in_company', 'currency');
    expectError(await admin.patch(one(RATES, 1), { rate: '0' }), 400, 'amount_not_positive', 'rate');
  });

  it('refuses non-admins (403) and another company (404)', async () => {
    const [shopRate] = (await admin.get(`${RATES}?place_type=${T.Shop}`)).json().results;
    expectError(await manager.post(RATES, { rate: '1', place_type: T.Shop, currency: C.USD }), 403, 'permission_denied');
    expectError(await seller.patch(one(RATES, shopRate.id), { rate: '2' }), 403, 'permission_denied');
    expectError(await seller.delete(one(RATES, shopRate.id)), 403, 'permission_denied');
    expectError(await anon.patch(one(RATES, shopRate.id), { rate: '2' }), 401, 'not_authenticated');
    expectError(await otherAdmin.patch(one(RATES, shopRate.id), { rate: '2' }), 404, 'not_found');
    expectError(await otherAdmin.delete(one(RATES, shopRate.id)), 404, 'not_found');
    expectError(await otherAdmin.get(one(RATES, shopRate.id)), 404, 'not_found');
    expectError(await otherAdmin.post(RATES, { rate: '1', place_type: T.Shop, currency: C.USD }), 404, 'not_found', 'place_type');
    const [row] = await t.db.select().from(placeTypeRates).where(and(eq(placeTypeRates.id, shopRate.id)));
    expect(row.rate).toBe('1.000000');
  });
});

// ------------------------------------------------------------------------------------ places

describe('place writes', () => {
  it('creates a place (201) that the creator may work at at once', async () => {
    const res = await admin.post(PLACES, { name: '  Airport kiosk ', type: T.Shop, address: 'Terminal 2' });
    expect(res.statusCode, res.body).toBe(201);
    const place = res.json();
    expect(place).toEqual({
      id: expect.any(Number),
      name: 'Airport kiosk',
      address: 'Terminal 2',
      image: null,
      is_active: true,
      type: { id: T.Shop, name: 'Shop' },
      currencies: [],
    });
    expect((await admin.get(`${PLACES}?mine=true&limit=100`)).json().results.map((p: { id: number }) => p.id)).toContain(place.id);
    expect((await admin.get(`/api/company/v1/places/all/`)).json().map((p: { id: number }) => p.id)).toContain(place.id);
    const { currencies: _none, ...read } = place;
    expect((await admin.get(one(PLACES, place.id))).json()).toEqual(read);
    // other employees do not get it
    expect((await seller.get(`${PLACES}?limit=100`)).json().results.map((p: { id: number }) => p.id)).not.toContain(place.id);
  });

  it('address is optional', async () => {
    const res = await admin.post(PLACES, { name: unique('No address'), type: T.Warehouse });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().address).toBe('');
  });

  it("validates: name required ('of place is required'), max 64; type required, of the company", async () => {
    expectError(await admin.post(PLACES, { type: T.Shop }), 400, 'place_name_required', 'name', 'of place is required');
    expectError(await admin.post(PLACES, { name: '', type: T.Shop }), 400, 'place_name_required', 'name');
    // the shared name field: no control characters in a name (a NUL is refused before any route)
    expectError(await admin.post(PLACES, { name: 'Shop\u0001', type: T.Shop }), 400, 'invalid', 'name');
    expectError(await admin.post(PLACES, { name: 'Shop', type: T.Shop, address: 'Bazaar\u0007' }), 400, 'invalid', 'address');
    expectError(await admin.post(PLACES, { name: 'x'.repeat(65), type: T.Shop }), 400, 'max_length', 'name');
    expectError(await admin.post(PLACES, { name: 'A' }), 400, 'required', 'type');
    expectError(await admin.post(PLACES, { name: 'A', type: 'shop' }), 400, 'invalid', 'type');
    expectError(await otherAdmin.post(PLACES, { name: 'A', type: T.Shop }), 404, 'not_found', 'type');
    const deletedType = await newType();
    await admin.delete(one(TYPES, deletedType.id));
    expectError(await admin.post(PLACES, { name: 'A', type: deletedType.id }), 404, 'not_found', 'type');
  });

  it('updates with PATCH (partial) and PUT', async () => {
    const place = await newPlace();
    const patched = await admin.patch(one(PLACES, place.id), { address: 'New street 5' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ id: place.id, address: 'New street 5', type: { id: T.Shop } });
    const put = await admin.put(one(PLACES, place.id), { name: 'Renamed', type: T.Warehouse });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Renamed', type: { id: T.Warehouse, name: 'Warehouse' } });
    expectError(await admin.put(one(PLACES, place.id), { type: T.Shop }), 400, 'place_name_required', 'name');
    expectError(await admin.patch(one(PLACES, place.id), { name: '' }), 400, 'place_name_required', 'name');
  });

  it('DELETE deactivates: the place vanishes from lists (the cancelled wizard)', async () => {
    const place = await newPlace();
    const res = await admin.delete(one(PLACES, place.id));
    expect(res.statusCode, res.body).toBe(204);
    const lists = [
      (await admin.get(`${PLACES}?limit=1000`)).json().results,
      (await admin.get(`${PLACES}?mine=true&limit=1000`)).json().results,
      (await admin.get('/api/company/v1/places/all/')).json(),
    ];
    for (const list of lists) expect(list.map((p: { id: number }) => p.id)).not.toContain(place.id);
    expect((await admin.get(`${PLACES}?is_active=false`)).json().results.map((p: { id: number }) => p.id)).toContain(place.id);
    expectError(await admin.delete(one(PLACES, place.id)), 404, 'not_found');
    expectError(await admin.patch(one(PLACES, place.id), { name: 'x' }), 404, 'not_found');
  });

  it('refuses non-admins (403), no token (401), another company (404)', async () => {
    for (const c of [manager, seller]) {
      expectError(await c.post(PLACES, { name: 'x', type: T.Shop }), 403, 'permission_denied');
      expectError(await c.patch(one(PLACES, P['Chorsu shop']), { name: 'x' }), 403, 'permission_denied');
      expectError(await c.delete(one(PLACES, P['Chorsu shop'])), 403, 'permission_denied');
    }
    expectError(await anon.post(PLACES, { name: 'x', type: T.Shop }), 401, 'not_authenticated');
    expectError(await otherAdmin.patch(one(PLACES, P['Chorsu shop']), { name: 'x' }), 404, 'not_found');
    expectError(await otherAdmin.put(one(PLACES, P['Chorsu shop']), { name: 'x', type: T.Shop }), 404, 'not_found');
    expectError(await otherAdmin.delete(one(PLACES, P['Chorsu shop'])), 404, 'not_found');
    expect((await admin.get(one(PLACES, P['Chorsu shop']))).json()).toMatchObject({ name: 'Chorsu shop', is_active: true });
  });
});

// ------------------------------------------------------------------------------------ place currencies

describe('place currencies', () => {
  it('GET /places/{id}/currencies/ lists them with the company rate', async () => {
    const res = await seller.get(`${one(PLACES, P['Chorsu shop'])}currencies/`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.map((c: { currency: { name: string } }) => c.currency.name)).toEqual(['USD', 'UZS', 'RUB']);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      place: P['Chorsu shop'],
      currency: { id: C.UZS, name: 'UZS' },
      rate: '12650',
      amount_to_remain: '0.00',
      is_base_currency: false,
      is_secondary_default: true,
    });
    expect(list[0]).toMatchObject({ rate: '1', is_base_currency: true });
  });

  it('reads are scoped like places: a seller outside the place or another company -> 404; no token -> 401', async () => {
    expectError(await seller.get(`${one(PLACES, P['Wholesale hall'])}currencies/`), 404, 'not_found');
    expectError(await otherAdmin.get(`${one(PLACES, P['Chorsu shop'])}currencies/`), 404, 'not_found');
    expectError(await anon.get(`${one(PLACES, P['Chorsu shop'])}currencies/`), 401, 'not_authenticated');
  });

  it('the place wizard: add currencies (base unsets the others), change the minimum, remove one', async () => {
    const place = await newPlace();
    const url = `${one(PLACES, place.id)}currencies/`;
    expect((await admin.get(url)).json()).toEqual([]);
    const usd = await admin.post(PCS, { place: place.id, currency: C.USD, is_base_currency: true });
    expect(usd.statusCode, usd.body).toBe(201);
    expect(usd.json()).toMatchObject({ place: place.id, currency: { id: C.USD, name: 'USD' }, rate: '1', is_base_currency: true, amount_to_remain: '0.00' });
    const uzs = await admin.post(PCS, { place: place.id, currency: C.UZS, is_base_currency: true, amount_to_remain: '50000' });
    expect(uzs.statusCode, uzs.body).toBe(201);
    expect(uzs.json()).toMatchObject({ is_base_currency: true, amount_to_remain: '50000.00' });
    let list = (await admin.get(url)).json();
    expect(list.filter((c: { is_base_currency: boolean }) => c.is_base_currency).map((c: { currency: { id: number } }) => c.currency.id)).toEqual([C.UZS]);
    expectError(await admin.post(PCS, { place: place.id, currency: C.UZS }), 409, 'place_currency_exists', 'currency');

    const patched = await admin.patch(one(PCS, usd.json().id), { amount_to_remain: '12.5', is_base_currency: true });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ amount_to_remain: '12.50', is_base_currency: true });
    list = (await admin.get(url)).json();
    expect(list.find((c: { currency: { id: number } }) => c.currency.id === C.UZS).is_base_currency).toBe(false);

    expect((await admin.delete(one(PCS, uzs.json().id))).statusCode).toBe(204);
    expect((await admin.get(url)).json().map((c: { currency: { id: number } }) => c.currency.id)).toEqual([C.USD]);
  });

  it('validates place, currency, amount_to_remain', async () => {
    const place = await newPlace();
    expectError(await admin.post(PCS, { currency: C.USD }), 400, 'required', 'place');
    expectError(await admin.post(PCS, { place: place.id }), 400, 'required', 'currency');
    expectError(await admin.post(PCS, { place: place.id, currency: C.KZT }), 400, 'currency_not_in_company', 'currency');
    expectError(await admin.post(PCS, { place: place.id, currency: C.USD, amount_to_remain: '-1' }), 400, 'negative_amount', 'amount_to_remain');
    expectError(await admin.post(PCS, { place: place.id, currency: C.USD, is_base_currency: 'yes' }), 400, 'invalid', 'is_base_currency');
    expectError(await admin.post(PCS, { place: t.fx.other.placeId, currency: C.USD }), 404, 'not_found', 'place');
  });

  it('refuses non-admins (403) and another company (404)', async () => {
    const [pc] = (await admin.get(`${one(PLACES, P['Chorsu shop'])}currencies/`)).json();
    expectError(await manager.post(PCS, { place: P['Chorsu shop'], currency: C.USD }), 403, 'permission_denied');
    expectError(await seller.patch(one(PCS, pc.id), { amount_to_remain: '1' }), 403, 'permission_denied');
    expectError(await seller.delete(one(PCS, pc.id)), 403, 'permission_denied');
    expectError(await anon.delete(one(PCS, pc.id)), 401, 'not_authenticated');
    expectError(await otherAdmin.patch(one(PCS, pc.id), { amount_to_remain: '1' }), 404, 'not_found');
    expectError(await otherAdmin.delete(one(PCS, pc.id)), 404, 'not_found');
    expectError(await otherAdmin.post(PCS, { place: P['Chorsu shop'], currency: C.USD }), 404, 'not_found', 'place');
  });
});

// ------------------------------------------------------------------------------------ one call

describe('a place type with its rates, a place with its currencies, in one call', () => {
  async function kzt() {
    const [row] = await t.db.select().from(currencies).where(eq(currencies.name, 'KZT'));
    return row.id;
  }

  it('creates the type and its rates together (201, rates in the answer)', async () => {
    const res = await admin.post(TYPES, { name: 'One-call kiosk', rates: [{ currency: C.UZS, rate: '12700.50' }, { currency: C.USD, rate: '1' }] });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'One-call kiosk', is_active: true });
    expect(body.rates.map((r: { currency: { name: string }; rate: string }) => [r.currency.name, r.rate])).toEqual([
      ['UZS', '12700.5'],
      ['USD', '1'],
    ]);
    const listed = (await admin.get(`${RATES}?place_type=${body.id}`)).json();
    expect(listed.count).toBe(2);
  });

  it('refuses a bad rate, the same currency twice, or a currency of no company use, and creates nothing', async () => {
    const before = (await admin.get(`${TYPES}?limit=100`)).json().count;
    expectError(await admin.post(TYPES, { name: 'Half kiosk', rates: [{ currency: C.UZS, rate: '0' }] }), 400, 'amount_not_positive', 'rates.0.rate');
    expectError(await admin.post(TYPES, { name: 'Half kiosk', rates: [{ currency: C.UZS, rate: '1' }, { currency: C.UZS, rate: '2' }] }), 400, 'duplicate_currency', 'rates');
    expectError(await admin.post(TYPES, { name: 'Half kiosk', rates: [{ currency: C.UZS, rate: '1' }, { currency: await kzt(), rate: '2' }] }), 400, 'currency_not_in_company', 'rates');
    expectError(await admin.post(TYPES, { name: 'Half kiosk', rates: 'all' }), 400, 'invalid', 'rates');
    expect((await admin.get(`${TYPES}?limit=100`)).json().count).toBe(before);
    const rows = await t.db.select().from(placeTypes).where(eq(placeTypes.name, 'Half kiosk'));
    expect(rows).toEqual([]);
  });

  it('a duplicate name with rates is 409 and leaves no rates behind', async () => {
    expectError(await admin.post(TYPES, { name: 'shop', rates: [{ currency: C.UZS, rate: '1' }] }), 409, 'place_type_exists', 'name');
  });

  it('refuses other roles', async () => {
    expectError(await manager.post(TYPES, { name: 'Nope', rates: [] }), 403, 'permission_denied');
    expectError(await seller.post(PLACES, { name: 'Nope', type: T.Shop, currencies: [] }), 403, 'permission_denied');
  });

  it('creates the place and its currencies together; the first is base unless one is marked', async () => {
    const res = await admin.post(PLACES, {
      name: 'One-call outlet',
      type: T.Shop,
      currencies: [{ currency: C.USD }, { currency: C.UZS, is_base_currency: true, amount_to_remain: '100000' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.currencies.map((c: { currency: { name: string }; is_base_currency: boolean; amount_to_remain: string }) => [c.currency.name, c.is_base_currency, c.amount_to_remain])).toEqual([
      ['USD', false, '0.00'],
      ['UZS', true, '100000.00'],
    ]);
    const first = (await admin.post(PLACES, { name: 'One-call outlet 2', type: T.Shop, currencies: [{ currency: C.RUB }, { currency: C.USD }] })).json();
    expect(first.currencies.map((c: { is_base_currency: boolean }) => c.is_base_currency)).toEqual([true, false]);
    expect((await admin.get(`${PLACES}${first.id}/currencies/`)).json()).toHaveLength(2);
  });

  it('refuses two base currencies, a duplicate, a foreign currency, a bad minimum; nothing is created', async () => {
    const name = 'Half outlet';
    expectError(await admin.post(PLACES, { name, type: T.Shop, currencies: [{ currency: C.USD, is_base_currency: true }, { currency: C.UZS, is_base_currency: true }] }), 400, 'one_base_currency', 'currencies');
    expectError(await admin.post(PLACES, { name, type: T.Shop, currencies: [{ currency: C.USD }, { currency: C.USD }] }), 400, 'duplicate_currency', 'currencies');
    expectError(await admin.post(PLACES, { name, type: T.Shop, currencies: [{ currency: C.USD }, { currency: await kzt() }] }), 400, 'currency_not_in_company', 'currencies');
    expectError(await admin.post(PLACES, { name, type: T.Shop, currencies: [{ currency: C.USD, amount_to_remain: '-1' }] }), 400, 'negative_amount', 'currencies.0.amount_to_remain');
    expectError(await otherAdmin.post(PLACES, { name, type: T.Shop, currencies: [{ currency: C.USD }] }), 404, 'not_found', 'type');
    const rows = await t.db.select().from(places).where(eq(places.name, name));
    expect(rows).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------ racing writes

describe('the same write sent at once (on PostgreSQL the unique index decides; the refusal is the check\'s own)', () => {
  const race = async (send: () => Promise<{ statusCode: number; body: string; json: () => unknown }>, code: string, field: string) => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => send()));
    expect(answers.filter((a) => a.statusCode === 201).length, answers.map((a) => a.body).join('\n')).toBe(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expectError(a as Parameters<typeof expectError>[0], 409, code, field);
  };

  it('a place type name: one created, the others 409 place_type_exists on name', async () => {
    const name = unique('Racing type');
    await race(() => admin.post(TYPES, { name }), 'place_type_exists', 'name');
  });

  it('a rate of one type and currency: one created, the others 409 rate_exists on currency', async () => {
    const type = await newType();
    await race(() => admin.post(RATES, { rate: '2', place_type: type.id, currency: C.UZS }), 'rate_exists', 'currency');
  });

  it('a currency of one place: one created, the others 409 place_currency_exists on currency', async () => {
    const place = await newPlace();
    await race(() => admin.post(PCS, { place: place.id, currency: C.UZS }), 'place_currency_exists', 'currency');
  });
});
