/**
 * Financial requisitions: admin and manager ask for money; the admin approves (paid out of
 * the company balance as a withdrawal, exactly once, also under the same key or at the same moment) or
 * rejects; validation, roles, scope and another company.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, authed, expectError, freshApp, rows, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let USD: number;
const url = '/api/company/v1/financial_requisitions/';

async function companyBalance(currency: number) {
  const [row] = await rows<{ amount: string }>(
    t.db,
    sql`select amount::text from balances where company_id = ${t.fx.demo.companyId} and account_type = 'company' and account_id = ${t.fx.demo.companyId} and currency_id = ${currency}`,
  );
  return row?.amount ?? '0';
}

beforeAll(async () => {
  t = await freshApp({ poolSize: 8 });
  admin = await as(t.app, 'admin');
  manager = await as(t.app, 'manager');
  USD = t.fx.demo.currencyIds.USD;
});
afterAll(() => t?.close());

describe('financial requisitions', () => {
  it('a double click asks once: the same Idempotency-Key, in sequence or at once, is one requisition', async () => {
    const count = async () => (await manager.get(`${url}?limit=100`)).json().count as number;
    const before = await count();
    const body = { currency: USD, amount: '10', comment: 'Double click' };
    const headers = { headers: { 'idempotency-key': 'fin-create-dbl-0001' } };
    const [a, b] = await Promise.all([manager.post(url, body, headers), manager.post(url, body, headers)]);
    const c = await manager.post(url, body, headers);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it('a manager asks, the admin approves: paid once out of the company balance', async () => {
    const created = await manager.post(url, { currency: USD, amount: '120,50', comment: 'Shelves for Mall shop' });
    expect(created.statusCode, created.body).toBe(201);
    const req = created.json();
    expect(req).toMatchObject({ applicant: { id: t.fx.demo.staff.manager, name: 'Bobur Aliyev' }, currency: { id: USD, name: 'USD' }, amount: '120.50', status: 'pending', decided_by: null });
    const before = await companyBalance(USD);
    const key = 'fin-approve-0001';
    const [a, b] = await Promise.all([
      admin.post(`${url}${req.id}/approve/`, undefined, { headers: { 'idempotency-key': key } }),
      admin.post(`${url}${req.id}/approve/`, undefined, { headers: { 'idempotency-key': key } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toMatchObject({ status: 'approved', decided_by: { id: t.fx.demo.staff.admin } });
    expect(await companyBalance(USD)).toBe((Number(before) - 120.5).toFixed(2));
    const journal = await rows<{ kind: string; delta: string }>(t.db, sql`select kind, delta::text from money_movements where ref_type = 'financial_requisition' and ref_id = ${req.id}`);
    expect(journal).toEqual([{ kind: 'withdraws', delta: '-120.50' }]);
    // another key: already decided
    expectError(await admin.post(`${url}${req.id}/approve/`), 409, 'requisition_already_decided', 'status');
    expectError(await admin.post(`${url}${req.id}/reject/`), 409, 'requisition_already_decided', 'status');
  });

  it('two approvals with different keys at the same moment pay once', async () => {
    const req = (await admin.post(url, { currency: USD, amount: '10', comment: 'Taxi' })).json();
    const before = await companyBalance(USD);
    const results = await Promise.all([admin.post(`${url}${req.id}/approve/`), admin.post(`${url}${req.id}/approve/`), admin.post(`${url}${req.id}/reject/`)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const final = (await admin.get(`${url}${req.id}/`)).json();
    expect(await companyBalance(USD)).toBe(final.status === 'approved' ? (Number(before) - 10).toFixed(2) : before);
  });

  it('rejecting moves nothing; a shortfall is refused with the SPEC text and keeps it pending', async () => {
    const req = (await manager.post(url, { currency: USD, amount: '5', comment: 'Coffee' })).json();
    const before = await companyBalance(USD);
    const rejected = await admin.post(`${url}${req.id}/reject/`);
    expect(rejected.json().status).toBe('rejected');
    expect(await companyBalance(USD)).toBe(before);
    const big = (await manager.post(url, { currency: USD, amount: '99999999', comment: 'A shop' })).json();
    expectError(await admin.post(`${url}${big.id}/approve/`), 409, 'not_enough_money', undefined, 'There is not enough money on the balance sheet to complete the operation');
    expect((await admin.get(`${url}${big.id}/`)).json().status).toBe('pending');
  });

  it('validates the body', async () => {
    expectError(await manager.post(url, { amount: '5', comment: 'x' }), 400, 'required', 'currency');
    expectError(await manager.post(url, { currency: USD, amount: '0', comment: 'x' }), 400, 'amount_not_positive', 'amount');
    expectError(await manager.post(url, { currency: USD, amount: '1.005', comment: 'x' }), 400, 'max_decimal_places', 'amount');
    expectError(await manager.post(url, { currency: USD, amount: '-1', comment: 'x' }), 400, 'negative_amount', 'amount');
    expectError(await manager.post(url, { currency: USD, amount: '5' }), 400, 'required', 'comment');
    expectError(await manager.post(url, { currency: USD, amount: '5', comment: 'a\u0000b' }), 400, 'invalid', 'comment');
    expectError(await manager.post(url, { currency: 2147483648, amount: '5', comment: 'x' }), 400, 'invalid', 'currency');
    const kzt = t.fx.demo.currencyIds.KZT;
    expectError(await manager.post(url, { currency: kzt, amount: '5', comment: 'x' }), 400, 'currency_not_in_company', 'currency');
    expectError(await manager.get(`${url}?status=maybe`), 400, 'invalid', 'status');
  });

  it('roles: sellers may not, managers may not decide and see only their own; another company sees nothing', async () => {
    const mine = (await manager.post(url, { currency: USD, amount: '7', comment: 'Mine' })).json();
    const admins = (await admin.post(url, { currency: USD, amount: '8', comment: 'Admin' })).json();
    expect((await (await as(t.app, 'seller')).get(url)).statusCode).toBe(403);
    expect((await (await as(t.app, 'seller')).post(url, { currency: USD, amount: '5', comment: 'x' })).statusCode).toBe(403);
    expect((await authed(t.app, null).get(url)).statusCode).toBe(401);
    expect((await manager.post(`${url}${mine.id}/approve/`)).statusCode).toBe(403);
    const list = (await manager.get(url)).json();
    expect(list.results.every((r: { applicant: { id: number } }) => r.applicant.id === t.fx.demo.staff.manager)).toBe(true);
    expect((await manager.get(`${url}${admins.id}/`)).statusCode).toBe(404);
    const all = (await admin.get(`${url}?status=pending&limit=100`)).json();
    expect(all.results.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([mine.id, admins.id]));
    const other = await as(t.app, 'other_admin');
    expect((await other.get(url)).json().count).toBe(0);
    expect((await other.get(`${url}${mine.id}/`)).statusCode).toBe(404);
    expect((await other.post(`${url}${mine.id}/approve/`)).statusCode).toBe(404);
    expect((await admin.get(`${url}${mine.id}/`)).json().status).toBe('pending');
  });
});
