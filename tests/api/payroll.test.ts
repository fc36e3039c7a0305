/**
 * Payroll (SPEC.md 7 'Salaries'): calculate (days worked x fee + sell_percent of sales in the
 * salary currency), pay (one transaction, company balance or a wallet, 'withdraws', Idempotency-Key),
 * overlapping periods refused, the history; validation, roles and another company.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, authed, expectError, freshApp, rows, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let USD: number;
let UZS: number;
let RUB: number;
let chorsu: number;
let mall: number;
const url = '/api/company/v1/salaries/';
const calc = '/api/company/v1/salaries/calculate/';
const week = { date_after: '2025-01-06', date_before: '2025-01-12' };

/** A sale row as the till writes it (only the columns payroll reads matter). */
async function sale(employee: number, place: number, day: string, total: string, opts: { status?: string; currency?: number; payments?: { currency: number; amount: string; rate: string }[] } = {}) {
  const [row] = await rows<{ id: number }>(
    t.db,
    sql`insert into sales (company_id, place_id, employee_id, status, currency_id, total_sum, change_currency_id, created_at)
        values (${t.fx.demo.companyId}, ${place}, ${employee}, ${opts.status ?? 'active'}, ${opts.currency ?? USD}, ${total}, ${USD}, ${`${day}T10:00:00Z`}::timestamptz) returning id`,
  );
  for (const p of opts.payments ?? []) {
    await t.db.execute(sql`insert into sale_payments (sale_id, currency_id, amount, rate) values (${row.id}, ${p.currency}, ${p.amount}, ${p.rate})`);
  }
  return row.id;
}

async function companyBalance(currency: number) {
  const [row] = await rows<{ amount: string }>(
    t.db,
    sql`select amount::text from balances where company_id = ${t.fx.demo.companyId} and account_type = 'company' and account_id = ${t.fx.demo.companyId} and currency_id = ${currency}`,
  );
  return row?.amount ?? '0';
}

beforeAll(async () => {
  t = await freshApp();
  admin = await as(t.app, 'admin');
  ({ USD, UZS, RUB } = t.fx.demo.currencyIds as Record<string, number>);
  chorsu = t.fx.demo.placeIds['Chorsu shop'];
  mall = t.fx.demo.placeIds['Mall shop'];
  const { seller, manager, clientmanager } = t.fx.demo.staff;
  await t.db.execute(sql`update employees set salary = '100', salary_currency_id = ${USD}, sell_percent = '5' where id = ${seller}`);
  await t.db.execute(sql`update employees set salary = '200000', salary_currency_id = ${UZS}, sell_percent = '2.5' where id = ${manager}`);
  await t.db.execute(sql`update employees set salary = '0', salary_currency_id = ${USD}, sell_percent = '0' where id = ${clientmanager}`);
  // seller: sales on two days at Chorsu, one on the same day again, a cancelled one on a third day,
  // a cash desk closed on a fourth day at Mall; and a sale outside the period
  await sale(seller, chorsu, '2025-01-06', '150.00');
  await sale(seller, chorsu, '2025-01-06', '50.00');
  await sale(seller, chorsu, '2025-01-07', '300.00');
  await sale(seller, chorsu, '2025-01-08', '999.00', { status: 'canceled' });
  await sale(seller, chorsu, '2025-01-13', '1000.00');
  await t.db.execute(
    sql`insert into cash_desks (company_id, place_id, date, status, closed_by) values (${t.fx.demo.companyId}, ${mall}, '2025-01-09', 'closed', ${seller})`,
  );
  // manager: a sale in USD paid in UZS at 12000 (the rate the sale used) and one without a UZS payment (company rate 12650)
  await sale(manager, mall, '2025-01-10', '10.00', { payments: [{ currency: UZS, amount: '120000', rate: '12000' }] });
  await sale(manager, mall, '2025-01-11', '20.00', { payments: [{ currency: USD, amount: '20', rate: '1' }] });
});
afterAll(() => t?.close());

type Row = { employee: { id: number }; days: number; salary: string; sales_amount: string; sell_percent_amount: string; total: string; currency: { id: number; name: string }; paid: boolean };
const rowOf = (list: Row[], id: number) => list.find((r) => r.employee.id === id)!;

describe('POST /salaries/calculate/', () => {
  it('counts sale days and closed cash desks, converts sales to the salary currency', async () => {
    const res = await admin.post(calc, week);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Row[];
    const seller = rowOf(list, t.fx.demo.staff.seller);
    expect(seller).toMatchObject({ days: 3, salary: '300.00', sales_amount: '500.00', sell_percent_amount: '25.00', total: '325.00', currency: { id: USD, name: 'USD' }, paid: false });
    const manager = rowOf(list, t.fx.demo.staff.manager);
    // 10 USD x 12000 + 20 USD x 12650 = 373000 UZS; 2.5 % = 9325; 2 days x 200000
    expect(manager).toMatchObject({ days: 2, salary: '400000.00', sales_amount: '373000.00', sell_percent_amount: '9325.00', total: '409325.00', currency: { id: UZS } });
    expect(rowOf(list, t.fx.demo.staff.clientmanager)).toMatchObject({ days: 0, total: '0.00' });
  });

  it('counts only the chosen places', async () => {
    const list = (await admin.post(calc, { ...week, places: [chorsu] })).json() as Row[];
    expect(rowOf(list, t.fx.demo.staff.seller)).toMatchObject({ days: 2, sales_amount: '500.00' });
    expect(rowOf(list, t.fx.demo.staff.manager)).toMatchObject({ days: 0, sales_amount: '0.00' });
    const mallOnly = (await admin.post(calc, { ...week, places: [mall] })).json() as Row[];
    expect(rowOf(mallOnly, t.fx.demo.staff.seller)).toMatchObject({ days: 1, sales_amount: '0.00', total: '100.00' });
  });

  it('refuses bad periods and places', async () => {
    expectError(await admin.post(calc, { date_after: '2025-01-12', date_before: '2025-01-06' }), 400, 'dates_order', 'date_before');
    expectError(await admin.post(calc, { date_after: '2025-01-01', date_before: '2999-01-01' }), 400, 'future_date', 'date_before');
    expectError(await admin.post(calc, { date_before: '2025-01-06' }), 400, 'required', 'date_after');
    expectError(await admin.post(calc, { date_after: '2025-02-30', date_before: '2025-03-01' }), 400, 'invalid', 'date_after');
    expectError(await admin.post(calc, { ...week, places: [2147483648] }), 400, 'invalid');
    expectError(await admin.post(calc, { ...week, places: [t.fx.other.placeId] }), 400, 'invalid', 'places');
  });

  it('is admin only', async () => {
    expect((await (await as(t.app, 'manager')).post(calc, week)).statusCode).toBe(403);
    expect((await authed(t.app, null).post(calc, week)).statusCode).toBe(401);
  });
});

describe('POST /salaries/', () => {
  it('pays what calculate shows from the company balance, once per period', async () => {
    const before = await companyBalance(USD);
    const key = 'payroll-seller-week-1';
    const body = { employee: t.fx.demo.staff.seller, ...week };
    const res = await admin.post(url, body, { headers: { 'idempotency-key': key } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ employee: { id: t.fx.demo.staff.seller }, days: 3, total: '325.00', currency: { id: USD }, wallet: null, ...week });
    expect(await companyBalance(USD)).toBe((Number(before) - 325).toFixed(2));
    const journal = await rows<{ kind: string; delta: string }>(t.db, sql`select kind, delta::text from money_movements where ref_type = 'salary' and ref_id = ${res.json().id}`);
    expect(journal).toEqual([{ kind: 'withdraws', delta: '-325.00' }]);
    // the same key again: the first answer, nothing moves
    const again = await admin.post(url, body, { headers: { 'idempotency-key': key } });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(res.json().id);
    expect(await companyBalance(USD)).toBe((Number(before) - 325).toFixed(2));
    // an overlapping period with another key: refused
    expectError(await admin.post(url, { employee: t.fx.demo.staff.seller, date_after: '2025-01-12', date_before: '2025-01-20' }), 409, 'salary_already_paid', 'employee');
    expect(rowOf((await admin.post(calc, week)).json(), t.fx.demo.staff.seller).paid).toBe(true);
    // the next week is another period
    const next = await admin.post(url, { employee: t.fx.demo.staff.seller, date_after: '2025-01-13', date_before: '2025-01-19' });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json()).toMatchObject({ days: 1, total: '150.00' });
  });

  it('pays from a wallet when one is named', async () => {
    const [wallet] = await rows<{ id: number }>(t.db, sql`select id from wallets where company_id = ${t.fx.demo.companyId} and name = 'Bank account'`);
    const res = await admin.post(url, { employee: t.fx.demo.staff.manager, ...week, wallet: wallet.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ total: '409325.00', wallet: { id: wallet.id, name: 'Bank account' } });
    const [moved] = await rows<{ account_type: string }>(t.db, sql`select account_type from money_movements where ref_type = 'salary' and ref_id = ${res.json().id}`);
    expect(moved.account_type).toBe('wallet');
  });

  it('refuses a shortfall with the SPEC text and keeps nothing', async () => {
    const { clientmanager } = t.fx.demo.staff;
    await t.db.execute(sql`update employees set salary = '1000000', salary_currency_id = ${RUB} where id = ${clientmanager}`);
    await sale(clientmanager, chorsu, '2025-02-03', '10.00');
    const res = await admin.post(url, { employee: clientmanager, date_after: '2025-02-03', date_before: '2025-02-03' });
    expectError(res, 409, 'not_enough_money', undefined, 'There is not enough money on the balance sheet to complete the operation');
    expect(await rows(t.db, sql`select id from salaries where employee_id = ${clientmanager}`)).toEqual([]);
  });

  it('refuses nothing to pay, unknown employees and bad wallets', async () => {
    const { admin: adminId } = t.fx.demo.staff;
    expectError(await admin.post(url, { employee: adminId, ...week }), 409, 'nothing_to_pay', 'employee');
    expectError(await admin.post(url, { employee: t.fx.other.adminId, ...week }), 400, 'invalid', 'employee');
    expectError(await admin.post(url, { employee: 2147483648, ...week }), 400, 'invalid', 'employee');
    expectError(await admin.post(url, { ...week }), 400, 'required', 'employee');
    expectError(await admin.post(url, { employee: t.fx.demo.staff.clientmanager, date_after: '2025-02-03', date_before: '2025-02-03', wallet: 999999 }), 400, 'invalid', 'wallet');
    expectError(await admin.post(url, { employee: adminId, date_after: '2025-01-0\u0000', date_before: '2025-01-12' }), 400, 'invalid', 'date_after');
  });

  it('is admin only', async () => {
    expect((await (await as(t.app, 'manager')).post(url, { employee: t.fx.demo.staff.seller, ...week })).statusCode).toBe(403);
    expect((await (await as(t.app, 'seller')).get(url)).statusCode).toBe(403);
    expect((await authed(t.app, null).get(url)).statusCode).toBe(401);
  });
});

describe('GET /salaries/', () => {
  it('lists payments newest first, paged and filtered; another company sees none', async () => {
    const res = await admin.get(`${url}?limit=2`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results).toHaveLength(2);
    expect(body.next).toContain('offset=2');
    const bySeller = (await admin.get(`${url}?employee=${t.fx.demo.staff.seller}`)).json();
    expect(bySeller.count).toBe(2);
    const inWeek = (await admin.get(`${url}?date_after=2025-01-13&date_before=2025-01-19`)).json();
    expect(inWeek.results.map((r: { total: string }) => r.total)).toEqual(['150.00']);
    const one = body.results[0];
    expect((await admin.get(`${url}${one.id}/`)).json()).toEqual(one);
    const other = await as(t.app, 'other_admin');
    expect((await other.get(url)).json().count).toBe(0);
    expect((await other.get(`${url}${one.id}/`)).statusCode).toBe(404);
    expectError(await admin.get(`${url}?employee=abc`), 400, 'invalid', 'employee');
  });
});
