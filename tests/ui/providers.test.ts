import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { httpClient, withTrailingSlash, errorsOf } from '../../src/providers/httpClient';
import { createDataProvider, listQuery } from '../../src/providers/dataProvider';
import { LIST_LIMIT_MAX } from '../../src/domain/fields';
import { createAuthProvider } from '../../src/providers/authProvider';
import { getToken, setToken } from '../../src/providers/token';
import { getSalePlace, setSalePlace } from '../../src/providers/salePlace';

const API = 'http://localhost:3000/api';

describe('httpClient', () => {
  it('adds the trailing slash and the token header', async () => {
    setToken('abc123abc123abc123');
    let seen: { url: string; auth: string | null } | null = null;
    server.use(
      http.get(`${API}/company/v1/places/`, ({ request }) => {
        seen = { url: request.url, auth: request.headers.get('authorization') };
        return HttpResponse.json({ count: 0, results: [] });
      }),
    );
    await httpClient('/api/company/v1/places?limit=5');
    expect(seen).toEqual({ url: `${API}/company/v1/places/?limit=5`, auth: 'Token abc123abc123abc123' });
  });

  it('omits the token with noAuth', async () => {
    setToken('abc123abc123abc123');
    let auth: string | null = 'unset';
    server.use(
      http.post(`${API}/auth/v1/login/`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await httpClient('/api/auth/v1/login/', { method: 'POST', body: '{}', noAuth: true });
    expect(auth).toBeNull();
  });

  it('normalises an API error to the one shape, message = first code', async () => {
    server.use(
      http.post(`${API}/auth/v1/login/`, () =>
        HttpResponse.json({ errors: [{ code: 'invalid_credentials', message: 'Incorrect username or password' }] }, { status: 400 }),
      ),
    );
    const err = await httpClient('/api/auth/v1/login/', { method: 'POST', body: '{}' }).catch((e) => e);
    expect(err.status).toBe(400);
    expect(err.message).toBe('invalid_credentials');
    expect(errorsOf(err)).toEqual([{ code: 'invalid_credentials', message: 'Incorrect username or password' }]);
  });

  it('turns a non-JSON failure into the one shape too', async () => {
    server.use(http.get(`${API}/x/`, () => new HttpResponse('<html>oops</html>', { status: 500 })));
    const err = await httpClient('/api/x/').catch((e) => e);
    expect(err.status).toBe(500);
    expect(errorsOf(err)[0].code).toBe('server_error');
  });

  it("a gateway's own 502/503/504 (no server behind the load balancer) is a network error: the outcome is unknown", async () => {
    for (const status of [502, 503, 504]) {
      server.use(http.get(`${API}/x/`, () => new HttpResponse('<html>bad gateway</html>', { status })));
      const err = await httpClient('/api/x/').catch((e) => e);
      expect(err.status).toBe(status);
      expect(errorsOf(err)[0].code).toBe('network_error');
    }
  });

  it("says 'network error' when there is no response", async () => {
    server.use(http.get(`${API}/x/`, () => HttpResponse.error()));
    const err = await httpClient('/api/x/').catch((e) => e);
    expect(err.status).toBe(0);
    expect(errorsOf(err)).toEqual([{ code: 'network_error', message: 'network error' }]);
  });

  it('keeps query strings when adding the slash', () => {
    expect(withTrailingSlash('/a/b?x=1')).toBe('/a/b/?x=1');
    expect(withTrailingSlash('/a/b/')).toBe('/a/b/');
  });
});

describe('dataProvider', () => {
  it('maps react-admin list params to offset/limit/search/ordering and comma-joined arrays', () => {
    const q = listQuery({
      pagination: { page: 3, perPage: 6 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'shop', type__in: [1, 2], empty: '', is_active: true },
    });
    expect(q.toString()).toBe('offset=12&limit=6&ordering=-name&search=shop&type__in=1%2C2&is_active=true');
  });

  it('keeps a page and page size typed into the address within what the server takes', () => {
    const of = (page: number, perPage: number) => listQuery({ pagination: { page, perPage } }).toString();
    expect(of(1, 100000)).toBe(`offset=0&limit=${LIST_LIMIT_MAX}`);
    expect(of(0, 6)).toBe('offset=0&limit=6');
    expect(of(-3, 0)).toBe('offset=0&limit=10');
    expect(of(Number.NaN, 2.5)).toBe('offset=0&limit=2');
    expect(of(2, 12)).toBe('offset=12&limit=12');
  });

  it('reads count/results for getList', async () => {
    let url = '';
    server.use(
      http.get(`${API}/company/v1/places/`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({ count: 7, next: null, previous: null, results: [{ id: 1, name: 'A' }] });
      }),
    );
    const dp = createDataProvider();
    const res = await dp.getList('places', { pagination: { page: 1, perPage: 6 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(res).toEqual({ data: [{ id: 1, name: 'A' }], total: 7 });
    expect(url).toBe(`${API}/company/v1/places/?offset=0&limit=6`);
  });

  it('updates with PATCH on {id}/ and deletes returning the previous record', async () => {
    const calls: string[] = [];
    server.use(
      http.patch(`${API}/company/v1/places/5/`, async ({ request }) => {
        calls.push(`PATCH ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ id: 5, name: 'B' });
      }),
      http.delete(`${API}/company/v1/places/5/`, () => {
        calls.push('DELETE');
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${API}/company/v1/places/5/`, () => HttpResponse.json({ id: 5, name: 'B' })),
    );
    const dp = createDataProvider();
    expect((await dp.update('places', { id: 5, data: { name: 'B' }, previousData: { id: 5 } })).data).toEqual({ id: 5, name: 'B' });
    expect((await dp.delete('places', { id: 5, previousData: { id: 5, name: 'B' } })).data).toEqual({ id: 5, name: 'B' });
    expect((await dp.getOne('places', { id: 5 })).data).toEqual({ id: 5, name: 'B' });
    expect(calls).toEqual(['PATCH {"name":"B"}', 'DELETE']);
  });

  it('refuses an unknown resource loudly', async () => {
    const dp = createDataProvider();
    await expect(dp.getList('nope', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow(
      /Unknown resource/,
    );
  });

  it('asks for the caller’s own places for the workplace', async () => {
    let url = '';
    server.use(
      http.get(`${API}/company/v1/places/`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({ count: 1, results: [{ id: 2, name: 'Shop' }] });
      }),
    );
    expect(await createDataProvider().myPlaces()).toEqual([{ id: 2, name: 'Shop' }]);
    expect(url).toBe(`${API}/company/v1/places/?mine=true&offset=0&limit=100`);
  });
});

const info = {
  company: { id: 1, name: 'Co', currencies: [], baseCurrency: null, secondaryDefaultCurrency: null, nationalCurrency: null, place_type_rates: [] },
  user: { id: 3, username: 'seller', name: 'Dilnoza R', phone: '', salary: '0.00', sell_percent: '0.00', position: 'Seller', role: 'seller', roles: ['seller'], places: [1], payload: { picture: null } },
};

describe('authProvider', () => {
  it('logs in: stores the token, answers identity and permissions without another call', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/v1/login/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 'f'.repeat(64), ...info });
      }),
    );
    const auth = createAuthProvider();
    await auth.login({ username: 'seller', password: 'demo1234' });
    expect(body).toEqual({ username: 'seller', password: 'demo1234' });
    expect(getToken()).toBe('f'.repeat(64));
    expect(await auth.getPermissions()).toBe('seller');
    expect((await auth.getIdentity()).fullName).toBe('Dilnoza R');
  });

  it("hands no basket to another user: the till's baskets are dropped when someone else signs in, kept for the same user", async () => {
    const as = (id: number) => server.use(http.post(`${API}/auth/v1/login/`, () => HttpResponse.json({ token: 'f'.repeat(64), ...info, user: { ...info.user, id } })));
    server.use(http.post(`${API}/auth/v1/logout/`, () => new HttpResponse(null, { status: 204 })));
    const auth = createAuthProvider();
    as(3);
    await auth.login({ username: 'seller', password: 'demo1234' });
    localStorage.setItem('pos.cart.1', JSON.stringify({ saleKey: 'k1', lines: [{ product: 1 }], customer: { id: 9, name: 'Malika', discount: '10' } }));
    localStorage.setItem('pos.checkout.k1', JSON.stringify({ cash: '50' }));
    localStorage.setItem('ra.language', 'en');
    await auth.logout();
    // the same user again: the basket is where it was
    await auth.login({ username: 'seller', password: 'demo1234' });
    expect(localStorage.getItem('pos.cart.1')).toContain('Malika');
    await auth.logout();
    // another user on this browser: no basket, no draft; other settings stay
    as(4);
    await auth.login({ username: 'clientmanager', password: 'demo1234' });
    expect(localStorage.getItem('pos.cart.1')).toBeNull();
    expect(localStorage.getItem('pos.checkout.k1')).toBeNull();
    expect(localStorage.getItem('ra.language')).toBe('en');
  });

  it('refuses a login whose answer has no company', async () => {
    server.use(http.post(`${API}/auth/v1/login/`, () => HttpResponse.json({ token: 'f'.repeat(64), company: null, user: info.user })));
    await expect(createAuthProvider().login({ username: 'x', password: 'y' })).rejects.toThrow('no_company');
    expect(getToken()).toBeNull();
  });

  it('loads auth info at start when a token exists; a failed info clears the token', async () => {
    setToken('a'.repeat(64));
    server.use(http.get(`${API}/auth/v1/info/`, () => HttpResponse.json({ errors: [{ code: 'invalid_token', message: 'Invalid token' }] }, { status: 401 })));
    const auth = createAuthProvider();
    await expect(auth.getIdentity()).rejects.toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('checkAuth sends to /sign-in without a token; checkError signs out on 401 only', async () => {
    const auth = createAuthProvider();
    await expect(auth.checkAuth()).rejects.toEqual({ redirectTo: '/sign-in', message: false });
    setToken('a'.repeat(64));
    await expect(auth.checkAuth()).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ redirectTo: '/sign-in', message: false });
    expect(getToken()).toBeNull();
  });

  it('logs out: revokes on the server, clears token and sale place, goes to /sign-in', async () => {
    setToken('b'.repeat(64));
    setSalePlace({ id: 1, name: 'Shop' });
    let revoked = false;
    server.use(
      http.post(`${API}/auth/v1/logout/`, ({ request }) => {
        revoked = request.headers.get('authorization') === `Token ${'b'.repeat(64)}`;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await createAuthProvider().logout()).toBe('/sign-in');
    expect(revoked).toBe(true);
    expect(getToken()).toBeNull();
    expect(getSalePlace()).toBeNull();
  });
});

describe('sale place', () => {
  it('stores the whole object; the same id does nothing; none clears it', () => {
    setSalePlace({ id: 1, name: 'Shop', type: { id: 1, name: 'Shop' } });
    const first = getSalePlace();
    expect(first).toEqual({ id: 1, name: 'Shop', type: { id: 1, name: 'Shop' } });
    setSalePlace({ id: 1, name: 'Renamed' });
    expect(getSalePlace()).toBe(first);
    setSalePlace(null);
    expect(getSalePlace()).toBeNull();
  });

  it('ignores a damaged stored value', () => {
    localStorage.setItem('pos.salePlace', '{not json');
    expect(getSalePlace()).toBeNull();
  });
});

describe('query retries', () => {
  it('asks a refused read (4xx) once; no answer, a timeout, 429 and 5xx up to three times more', async () => {
    const { shouldRetry } = await import('../../src/providers/queryClient');
    const { apiError } = await import('../../src/providers/httpClient');
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetry(0, apiError(status, { errors: [{ code: 'x', message: 'x' }] })), String(status)).toBe(false);
    for (const status of [0, 408, 429, 500, 503]) expect(shouldRetry(0, apiError(status, { errors: [{ code: 'x', message: 'x' }] })), String(status)).toBe(true);
    expect(shouldRetry(3, apiError(500, { errors: [] }))).toBe(false);
    expect(shouldRetry(1, new Error('boom'))).toBe(true);
  });
});
