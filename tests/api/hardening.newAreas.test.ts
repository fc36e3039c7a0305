/**
 * Bad input on the later areas (staff, payroll, requisitions, wholesale, price groups,
 * report movements): an id beyond PostgreSQL's integer, a NUL character, an amount beyond the precision
 * or the range, a malformed date or number in a query: each a 400 in the one error shape, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Client, freshApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `hard-${++n}-${Date.now()}` } });
const BIG = 2147483648;

beforeAll(async () => {
  t = await freshApp();
  admin = await as(t.app, 'admin');
});
afterAll(() => t?.close());

function expect400(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
  expect(Array.isArray(JSON.parse(res.body).errors), label).toBe(true);
}

describe('bad input on the new areas answers 400, never 500', () => {
  it('ids beyond 2^31-1 in paths and queries', async () => {
    for (const path of [
      `/api/company/v1/employees/${BIG}/`,
      `/api/company/v1/salaries/${BIG}/`,
      `/api/company/v1/financial_requisitions/${BIG}/`,
      `/api/customers/v1/proposals/${BIG}/`,
      `/api/v1/orders/${BIG}/`,
      `/api/wholesale/v1/price_groups/${BIG}/`,
      `/api/wholesale/v1/heights/${BIG}/`,
      `/api/v1/orders/?customer=${BIG}`,
      `/api/report/v1/money/movements/?date_after=2026-11-01&date_before=2026-11-02&currency=${BIG}`,
      `/api/company/v1/salaries/?employee=${BIG}`,
    ]) {
      const res = await admin.get(path);
      expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(500);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
    }
  });

  it('NUL characters in names, comments and searches', async () => {
    const usd = t.fx.demo.currencyIds.USD;
    expect400(await admin.post('/api/company/v1/financial_requisitions/', { currency: usd, amount: '5', comment: 'a\u0000b' }, key()), 'financial requisition comment');
    expect400(await admin.post('/api/wholesale/v1/price_groups/', { name: 'a\u0000b' }, key()), 'price group name');
    expect400(await admin.post('/api/wholesale/v1/heights/', { name: 'a\u0000b' }, key()), 'height name');
    expect400(
      await admin.post('/api/company/v1/employees/', { username: 'nul_user', password: 'longenough1', name: 'a\u0000b', roles: ['seller'], places: [t.fx.demo.placeIds['Chorsu shop']] }, key()),
      'employee name',
    );
    for (const path of ['/api/company/v1/employees/?search=a%00b', '/api/v1/orders/?search=a%00b']) {
      expect((await admin.get(path)).statusCode, path).toBeLessThan(500);
    }
  });

  it('amounts beyond the precision or the range, and malformed numbers and dates in queries', async () => {
    const usd = t.fx.demo.currencyIds.USD;
    expect400(await admin.post('/api/company/v1/financial_requisitions/', { currency: usd, amount: '1.001', comment: 'x' }, key()), 'three decimals');
    expect400(await admin.post('/api/company/v1/financial_requisitions/', { currency: usd, amount: '99999999999999999999', comment: 'x' }, key()), 'huge amount');
    expect400(await admin.post('/api/company/v1/salaries/calculate/', { date_after: '2026-02-30', date_before: '2026-03-01' }, key()), 'impossible date');
    for (const path of ['/api/v1/orders/?total_price_min=abc', '/api/v1/orders/?created_at_after=yesterday', '/api/v1/orders/?total_price_max=1e999']) {
      const res = await admin.get(path);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
    }
  });
});
