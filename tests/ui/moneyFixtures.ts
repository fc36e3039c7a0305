import { http, HttpResponse } from 'msw';
import { setToken } from '../../src/providers/token';
import { server } from './setup';

export const API = 'http://localhost:3000/api';

/** A company with USD (base), UZS (national) and RUB; company currency row ids 11, 12, 13. */
export function companyInfo(role: 'admin' | 'manager' | 'seller' | 'customer_access_seller' = 'admin', rub = '92.500000') {
  return {
    company: {
      id: 1,
      name: 'Demo',
      currencies: [
        { id: 11, rate: '1.000000', currency: { id: 1, name: 'USD' }, is_base: true, is_secondary_default: false, is_national: false },
        { id: 12, rate: '12650.000000', currency: { id: 2, name: 'UZS' }, is_base: false, is_secondary_default: true, is_national: true },
        { id: 13, rate: rub, currency: { id: 3, name: 'RUB' }, is_base: false, is_secondary_default: false, is_national: false },
      ],
      baseCurrency: { id: 1, name: 'USD' },
      secondaryDefaultCurrency: { id: 2, name: 'UZS' },
      nationalCurrency: { id: 2, name: 'UZS' },
      place_type_rates: [],
    },
    user: {
      id: 1,
      username: role,
      name: 'Aziza Karimova',
      phone: '',
      salary: '0.00',
      sell_percent: '0.00',
      position: 'Administrator',
      role,
      roles: [role],
      places: [1, 2],
      payload: { picture: null },
    },
  };
}

/** Signs in (token) and answers the auth info; returns how many times it was asked. */
export function signedIn(role: Parameters<typeof companyInfo>[0] = 'admin', rates?: () => string) {
  setToken('t'.repeat(64));
  // a new sign-in: the auth info the app keeps for the same token (the last role's) is not this one's
  localStorage.removeItem('pos.session');
  const calls = { info: 0 };
  server.use(
    http.get(`${API}/auth/v1/info/`, () => {
      calls.info++;
      return HttpResponse.json(companyInfo(role, rates?.()));
    }),
  );
  return calls;
}

export const balance = (usd: string, uzs: string, rub = '0.00') => [
  { id: 1, amount: usd, currency: { id: 1, name: 'USD' } },
  { id: 2, amount: uzs, currency: { id: 2, name: 'UZS' } },
  { id: 3, amount: rub, currency: { id: 3, name: 'RUB' } },
];

export const places = [
  { id: 1, name: 'Chorsu shop', address: 'Chorsu 12', image: null, is_active: true, type: { id: 1, name: 'Shop' } },
  { id: 2, name: 'Mall shop', address: 'Mall', image: null, is_active: true, type: { id: 1, name: 'Shop' } },
];

export const apiError = (code: string, message: string, status = 409, field?: string) =>
  HttpResponse.json({ errors: [field ? { code, message, field } : { code, message }] }, { status });
