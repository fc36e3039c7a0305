import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createAuthProvider } from '../../src/providers/authProvider';
import { setToken } from '../../src/providers/token';

const API = 'http://localhost:3000/api';

/** Records every request (method, URL, JSON body) and answers `reply`. */
function record(reply: unknown = {}, status = 200) {
  const seen: { method: string; url: string; body: unknown }[] = [];
  server.use(
    http.all(`${API}/*`, async ({ request }) => {
      const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      seen.push({ method: request.method, url: request.url, body });
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(reply as object, { status });
    }),
  );
  return seen;
}

const op = { amount: '150.00', currency: 2, comment: 'cash in' };

describe('dataProvider: money calls (docs/api/money.md)', () => {
  const dp = createDataProvider();

  it.each([
    ['placeCurrencies', () => dp.placeCurrencies(7), 'GET', '/company/v1/places/7/currencies/', undefined],
    ['renamePlaceType', () => dp.renamePlaceType(3, 'Outlet'), 'PUT', '/company/v1/place_types/3/', { name: 'Outlet' }],
    ['placeStock', () => dp.placeStock(7, 20, 10), 'GET', '/product/v1/placements/?place=7&offset=20&limit=10', undefined],
    ['companyBalance', () => dp.companyBalance(), 'GET', '/wallet/v1/balance/', undefined],
    ['replenishCompany', () => dp.replenishCompany(op), 'POST', '/wallet/v1/balance/', op],
    ['withdrawCompany', () => dp.withdrawCompany(op), 'POST', '/wallet/v1/withdraw/', op],
    ['placesBalances', () => dp.placesBalances(), 'GET', '/wallet/v1/place/', undefined],
    ['placeBalance', () => dp.placeBalance(4), 'GET', '/wallet/v1/place/4/balance/', undefined],
    ['transferToPlace', () => dp.transferToPlace(4, op), 'POST', '/wallet/v1/place/4/balance/', { id: 4, ...op }],
    ['transferFromPlace', () => dp.transferFromPlace(4, op), 'POST', '/wallet/v1/place/4/balance/transfer/', { id: 4, ...op, withdraw_all: false }],
    [
      'exchangeCurrency',
      () => dp.exchangeCurrency({ from_currency: 2, to_currency: 1, from_amount: '1265000.00', rate: '12650' }),
      'POST',
      '/company/v1/currency_exchanges/',
      { from_currency: 2, to_currency: 1, from_amount: '1265000.00', rate: '12650' },
    ],
    ['updateCurrencyRate', () => dp.updateCurrencyRate(5, '93.25'), 'PATCH', '/company/v1/currency_rate/5/', { rate: '93.25' }],
    ['companySettings', () => dp.companySettings(), 'GET', '/company/v1/settings/', undefined],
    ['updateCompanySettings', () => dp.updateCompanySettings({ offline_window_hours: 48 }), 'PATCH', '/company/v1/settings/', { offline_window_hours: 48 }],
    ['walletDetail', () => dp.walletDetail(9, 10, 10), 'GET', '/wallet/v1/wallets/9/?offset=10&limit=10', undefined],
    ['walletReplenish', () => dp.walletReplenish(9, op), 'POST', '/wallet/v1/wallets/9/replenish/', op],
    ['walletWithdraw', () => dp.walletWithdraw(9, op), 'POST', '/wallet/v1/wallets/9/withdraw/', op],
  ] as const)('%s sends the exact URL and body', async (_name, call, method, path, body) => {
    const seen = record([]);
    await call();
    expect(seen).toEqual([{ method, url: `${API}${path}`, body }]);
  });

  it('placeTypeRates asks one type and answers the results', async () => {
    const seen = record({ count: 1, results: [{ id: 1, rate: '12650', place_type: 3, currency: { id: 2, name: 'UZS' }, company: 1 }] });
    expect(await dp.placeTypeRates(3)).toHaveLength(1);
    expect(seen[0].url).toBe(`${API}/company/v1/place_type_rates/?place_type=3&offset=0&limit=100`);
  });

  it('uploads a place image as multipart `file` and answers its URL', async () => {
    let contentType = '';
    let fileName: string | null = null;
    server.use(
      http.post(`${API}/upload/`, async ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        const form = await request.formData();
        fileName = (form.get('file') as File | null)?.name ?? null;
        return HttpResponse.json({ file: '/uploads/a.png' }, { status: 201 });
      }),
    );
    const url = await dp.uploadPlaceImage(new File(['x'], 'shop.png', { type: 'image/png' }));
    expect(url).toBe('/uploads/a.png');
    expect(contentType).toMatch(/^multipart\/form-data/);
    // jsdom's File reaches msw as a plain blob: the field is there, its name is jsdom's business
    expect(fileName).not.toBeNull();
  });

  it('maps the money resources to their paths (create, update, delete, list)', async () => {
    const seen = record({ id: 1, count: 0, results: [] });
    await dp.create('place_types', { data: { name: 'Outlet' } });
    await dp.create('place_type_rates', { data: { rate: '12650', place_type: 3, currency: 2 } });
    await dp.create('place_currencies', { data: { place: 7, currency: 2, is_base_currency: true, amount_to_remain: '0.00' } });
    await dp.update('place_currencies', { id: 11, data: { amount_to_remain: '25.50' }, previousData: { id: 11 } });
    await dp.delete('place_types', { id: 3, previousData: { id: 3 } });
    await dp.getList('wallets', { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(seen.map((s) => `${s.method} ${s.url.replace(API, '')} ${s.body ? JSON.stringify(s.body) : ''}`.trim())).toEqual([
      'POST /company/v1/place_types/ {"name":"Outlet"}',
      'POST /company/v1/place_type_rates/ {"rate":"12650","place_type":3,"currency":2}',
      'POST /company/v1/place_currencies/ {"place":7,"currency":2,"is_base_currency":true,"amount_to_remain":"0.00"}',
      'PATCH /company/v1/place_currencies/11/ {"amount_to_remain":"25.50"}',
      'DELETE /company/v1/place_types/3/',
      'GET /wallet/v1/wallets/?offset=10&limit=10',
    ]);
  });
});

describe('authProvider.refreshAuthInfo', () => {
  it('drops the cached auth info and loads it again', async () => {
    setToken('c'.repeat(64));
    let calls = 0;
    server.use(
      http.get(`${API}/auth/v1/info/`, () => {
        calls++;
        return HttpResponse.json({
          company: { id: 1, name: 'Co', currencies: [{ id: 5, rate: String(92 + calls), currency: { id: 3, name: 'RUB' } }] },
          user: { id: 1, role: 'admin', payload: { picture: null } },
        });
      }),
    );
    const auth = createAuthProvider();
    expect((await auth.getAuthInfo()).company?.currencies[0].rate).toBe('93');
    expect((await auth.getAuthInfo()).company?.currencies[0].rate).toBe('93');
    expect((await auth.refreshAuthInfo()).company?.currencies[0].rate).toBe('94');
    expect(calls).toBe(2);
  });
});

describe('calls that move money or stock send the action\'s Idempotency-Key', () => {
  const dp = createDataProvider();
  function recordHeaders() {
    const keys: (string | null)[] = [];
    server.use(
      http.all(`${API}/*`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({});
      }),
    );
    return keys;
  }

  it.each([
    ['replenishCompany', (k: string) => dp.replenishCompany(op, k)],
    ['withdrawCompany', (k: string) => dp.withdrawCompany(op, k)],
    ['transferToPlace', (k: string) => dp.transferToPlace(7, op, k)],
    ['transferFromPlace', (k: string) => dp.transferFromPlace(7, op, k)],
    ['exchangeCurrency', (k: string) => dp.exchangeCurrency({ from_currency: 1, to_currency: 2, from_amount: '1.00', rate: '12650' }, k)],
    ['walletReplenish', (k: string) => dp.walletReplenish(4, op, k)],
    ['walletWithdraw', (k: string) => dp.walletWithdraw(4, op, k)],
    ['adjustStock', (k: string) => dp.adjustStock({ product: 1, size: 2, place: 3, delta: 1 }, k)],
  ])('%s', async (_name, call) => {
    setToken('t0k3n');
    const keys = recordHeaders();
    await call('action-key-0001');
    await call('action-key-0001');
    expect(keys).toEqual(['action-key-0001', 'action-key-0001']);
  });
});
