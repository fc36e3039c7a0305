import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeePlaces, places } from '../../server/db/schema';
import { as, authed, type Client, expectError, freshApp, OTHER_PLACE, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let clientmanager: Client;
let otherAdmin: Client;
let P: Record<string, number>;
/** place type name -> id */
let T: Record<string, number>;

const LIST = '/api/company/v1/places/';
const ALL = '/api/company/v1/places/all/';
const one = (id: number | string) => `/api/company/v1/places/${id}/`;

type PlaceDto = { id: number; name: string; address: string; image: string | null; is_active: boolean; type: { id: number; name: string } };
const ids = (results: PlaceDto[]) => results.map((p) => p.id);
const names = (results: PlaceDto[]) => results.map((p) => p.name);

beforeAll(async () => {
  t = await freshApp();
  P = t.fx.demo.placeIds;
  [admin, manager, seller, clientmanager, otherAdmin] = await Promise.all(
    ['admin', 'manager', 'seller', 'clientmanager', 'other_admin'].map((u) => as(t.app, u)),
  );
  const all = (await admin.get(ALL)).json() as PlaceDto[];
  T = Object.fromEntries(all.map((p) => [p.type.name, p.type.id]));
});
afterAll(() => t?.close());

describe('GET /api/company/v1/places/', () => {
  it('admin sees all four demo places, in id order, in the paged shape', async () => {
    const res = await admin.get(LIST);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['count', 'next', 'previous', 'results']);
    expect(body.count).toBe(4);
    expect(body.next).toBeNull();
    expect(body.previous).toBeNull();
    expect(ids(body.results)).toEqual([P['Chorsu shop'], P['Mall shop'], P['Central warehouse'], P['Wholesale hall']]);
    expect(body.results[0]).toEqual({
      id: P['Chorsu shop'],
      name: 'Chorsu shop',
      address: 'Tashkent, Chorsu bazaar, 12',
      image: null,
      is_active: true,
      type: { id: T.Shop, name: 'Shop' },
    });
  });

  it.each([
    ['seller', ['Chorsu shop', 'Mall shop']],
    ['clientmanager', ['Chorsu shop', 'Wholesale hall']],
    ['manager', ['Chorsu shop', 'Mall shop', 'Central warehouse']],
  ])('%s sees only their allowed places', async (who, expected) => {
    const client = { seller, clientmanager, manager }[who]!;
    const body = (await client.get(LIST)).json();
    expect(body.count).toBe(expected.length);
    expect(names(body.results).sort()).toEqual([...expected].sort());
  });

  it("never shows another company's places", async () => {
    for (const client of [admin, manager, seller, clientmanager]) {
      const body = (await client.get(`${LIST}?limit=1000`)).json();
      expect(ids(body.results)).not.toContain(t.fx.other.placeId);
      expect((await client.get(`${LIST}?search=${encodeURIComponent(OTHER_PLACE)}`)).json().count).toBe(0);
    }
    const other = (await otherAdmin.get(LIST)).json();
    expect(other.count).toBe(1);
    expect(other.results[0]).toMatchObject({ id: t.fx.other.placeId, name: OTHER_PLACE });
  });

  it('pages with offset and limit, with next and previous links', async () => {
    const first = (await admin.get(`${LIST}?offset=0&limit=2`)).json();
    expect(first.count).toBe(4);
    expect(ids(first.results)).toEqual([P['Chorsu shop'], P['Mall shop']]);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/company/v1/places/?offset=2&limit=2');

    const second = (await admin.get(first.next)).json();
    expect(ids(second.results)).toEqual([P['Central warehouse'], P['Wholesale hall']]);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/company/v1/places/?offset=0&limit=2');

    const middle = (await admin.get(`${LIST}?offset=1&limit=2`)).json();
    expect(ids(middle.results)).toEqual([P['Mall shop'], P['Central warehouse']]);
    expect(middle.next).toBe('/api/company/v1/places/?offset=3&limit=2');
    expect(middle.previous).toBe('/api/company/v1/places/?offset=0&limit=2');

    const beyond = (await admin.get(`${LIST}?offset=10&limit=2`)).json();
    expect(beyond.count).toBe(4);
    expect(beyond.results).toEqual([]);
    expect(beyond.next).toBeNull();
  });

  it('keeps the other query parameters in the paging links', async () => {
    const body = (await admin.get(`${LIST}?search=shop&limit=1`)).json();
    expect(body.count).toBe(2);
    const next = new URL(body.next, 'http://x');
    expect(next.pathname).toBe('/api/company/v1/places/');
    expect(Object.fromEntries(next.searchParams)).toEqual({ search: 'shop', offset: '1', limit: '1' });
  });

  it('searches name and address, case-insensitively', async () => {
    expect(names((await admin.get(`${LIST}?search=MALL`)).json().results)).toEqual(['Mall shop']);
    expect(names((await admin.get(`${LIST}?search=sergeli`)).json().results)).toEqual(['Central warehouse']);
    expect((await admin.get(`${LIST}?search=Tashkent`)).json().count).toBe(4);
    expect((await admin.get(`${LIST}?search=nothing-like-this`)).json().count).toBe(0);
    // every word, in any order and however spaced, in the name or the address
    expect(names((await admin.get(`${LIST}?search=${encodeURIComponent('shop  mall')}`)).json().results)).toEqual(['Mall shop']);
    expect(names((await admin.get(`${LIST}?search=${encodeURIComponent('sergeli central')}`)).json().results)).toEqual(['Central warehouse']);
    expect((await admin.get(`${LIST}?search=${encodeURIComponent('mall sergeli')}`)).json().count).toBe(0);
    // the search stays inside the caller's places
    expect((await seller.get(`${LIST}?search=sergeli`)).json().count).toBe(0);
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    expect((await admin.get(`${LIST}?search=${encodeURIComponent('%')}`)).json().count).toBe(0);
    expect((await admin.get(`${LIST}?search=_`)).json().count).toBe(0);
    expect((await admin.get(`${LIST}?search=${encodeURIComponent('\\')}`)).json().count).toBe(0);
  });

  it('filters by type', async () => {
    expect(names((await admin.get(`${LIST}?type=${T.Shop}`)).json().results)).toEqual(['Chorsu shop', 'Mall shop']);
    expect(names((await admin.get(`${LIST}?type=${T.Warehouse}`)).json().results)).toEqual(['Central warehouse']);
    expect((await clientmanager.get(`${LIST}?type=${T.Warehouse}`)).json().count).toBe(0);
  });

  it('filters by a comma-joined type__in list', async () => {
    const body = (await admin.get(`${LIST}?type__in=${T.Warehouse},${T.Wholesale}`)).json();
    expect(names(body.results)).toEqual(['Central warehouse', 'Wholesale hall']);
    expect((await admin.get(`${LIST}?type__in=${T.Shop}`)).json().count).toBe(2);
    expect((await seller.get(`${LIST}?type__in=${T.Warehouse},${T.Wholesale}`)).json().count).toBe(0);
  });

  it('orders by name', async () => {
    expect(names((await admin.get(`${LIST}?ordering=name`)).json().results)).toEqual([
      'Central warehouse',
      'Chorsu shop',
      'Mall shop',
      'Wholesale hall',
    ]);
    expect(names((await admin.get(`${LIST}?ordering=-name`)).json().results)).toEqual([
      'Wholesale hall',
      'Mall shop',
      'Chorsu shop',
      'Central warehouse',
    ]);
    // an unknown ordering key falls back to id order
    expect(ids((await admin.get(`${LIST}?ordering=password`)).json().results)[0]).toBe(P['Chorsu shop']);
  });

  it('mine=true limits an admin to their own allowed places', async () => {
    const adminId = t.fx.demo.staff.admin;
    await t.db
      .delete(employeePlaces)
      .where(and(eq(employeePlaces.employeeId, adminId), eq(employeePlaces.placeId, P['Wholesale hall'])));
    try {
      expect((await admin.get(LIST)).json().count).toBe(4);
      const mine = (await admin.get(`${LIST}?mine=true`)).json();
      expect(mine.count).toBe(3);
      expect(ids(mine.results)).not.toContain(P['Wholesale hall']);
      expect((await admin.get(`${LIST}?mine=false`)).json().count).toBe(4);
      // for the others it changes nothing
      expect((await seller.get(`${LIST}?mine=true`)).json().count).toBe(2);
    } finally {
      await t.db.insert(employeePlaces).values({ employeeId: adminId, placeId: P['Wholesale hall'] });
    }
  });

  it('shows active places by default, inactive ones with is_active=false', async () => {
    await t.db.update(places).set({ isActive: false }).where(eq(places.id, P['Mall shop']));
    try {
      expect(ids((await admin.get(LIST)).json().results)).not.toContain(P['Mall shop']);
      expect(ids((await admin.get(`${LIST}?is_active=false`)).json().results)).toEqual([P['Mall shop']]);
      expect((await admin.get(`${LIST}?is_active=true`)).json().count).toBe(3);
      expect(names((await admin.get(ALL)).json())).not.toContain('Mall shop');
    } finally {
      await t.db.update(places).set({ isActive: true }).where(eq(places.id, P['Mall shop']));
    }
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=1001', 'limit'],
    ['limit=-1', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
    ['type=abc', 'type'],
    ['type=0', 'type'],
    ['type__in=a,b', 'type__in'],
    ['type__in=1,', 'type__in'],
    ['is_active=maybe', 'is_active'],
    ['mine=yes', 'mine'],
  ])('refuses %s with 400 invalid on the field', async (query, field) => {
    const res = await admin.get(`${LIST}?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ code: 'invalid', message: 'is invalid', field }]);
  });

  it('refuses a search longer than 200 characters', async () => {
    expectError(await admin.get(`${LIST}?search=${'x'.repeat(201)}`), 400, 'max_length', 'search');
  });

  it('needs a token', async () => {
    expectError(await authed(t.app, null).get(LIST), 401, 'not_authenticated');
  });
});

describe('GET /api/company/v1/places/all/', () => {
  it('gives all active places of the company, by name, unpaged', async () => {
    const res = await admin.get(ALL);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PlaceDto[];
    expect(Array.isArray(body)).toBe(true);
    expect(names(body)).toEqual(['Central warehouse', 'Chorsu shop', 'Mall shop', 'Wholesale hall']);
    expect(body[0]).toMatchObject({ id: P['Central warehouse'], type: { id: T.Warehouse, name: 'Warehouse' } });
  });

  it("answers every role, never with another company's places", async () => {
    for (const client of [admin, manager, seller, clientmanager]) {
      const res = await client.get(ALL);
      expect(res.statusCode).toBe(200);
      const got = ids(res.json());
      expect(got).not.toContain(t.fx.other.placeId);
      expect(got).toContain(P['Chorsu shop']);
    }
    expect(names((await otherAdmin.get(ALL)).json())).toEqual([OTHER_PLACE]);
  });

  it('needs a token', async () => {
    expectError(await authed(t.app, null).get(ALL), 401, 'not_authenticated');
  });
});

describe('GET /api/company/v1/places/{id}/', () => {
  it('gives an own place', async () => {
    const res = await admin.get(one(P['Wholesale hall']));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: P['Wholesale hall'],
      name: 'Wholesale hall',
      address: 'Tashkent, Abu Sahiy market, B-14',
      image: null,
      is_active: true,
      type: { id: T.Wholesale, name: 'Wholesale' },
    });
  });

  it('gives a seller an allowed place', async () => {
    expect((await seller.get(one(P['Mall shop']))).json().name).toBe('Mall shop');
    expect((await clientmanager.get(one(P['Wholesale hall']))).json().name).toBe('Wholesale hall');
  });

  it("another company's place -> 404", async () => {
    for (const client of [admin, manager, seller, clientmanager]) {
      const res = await client.get(one(t.fx.other.placeId));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [{ code: 'not_found', message: 'Not found' }] });
    }
    expectError(await otherAdmin.get(one(P['Chorsu shop'])), 404, 'not_found');
  });

  it("a place the employee may not work at -> 404", async () => {
    expectError(await seller.get(one(P['Central warehouse'])), 404, 'not_found');
    expectError(await seller.get(one(P['Wholesale hall'])), 404, 'not_found');
    expectError(await clientmanager.get(one(P['Mall shop'])), 404, 'not_found');
    expectError(await manager.get(one(P['Wholesale hall'])), 404, 'not_found');
  });

  it('an unknown id -> 404', async () => {
    expectError(await admin.get(one(99999999)), 404, 'not_found');
  });

  it.each(['abc', '0', '-1', '1.5'])('a malformed id (%s) -> 400 on the field id', async (id) => {
    expectError(await admin.get(one(id)), 400, 'invalid', 'id');
  });

  it('needs a token', async () => {
    expectError(await authed(t.app, null).get(one(P['Chorsu shop'])), 401, 'not_authenticated');
  });
});
