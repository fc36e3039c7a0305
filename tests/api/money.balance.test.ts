/**
 * Issue 4, money: company currency rates, the converter (exchanges), the company balance
 * (replenish / withdraw), place balances and company <-> place transfers, wallets. Every amount moves
 * through the ledger: journal rows with the report kind and the caller as employee.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money } from '../../src/domain/money';
import { companyCurrencies, currencyExchanges, moneyMovements } from '../../server/db/schema';
import { as, authed, type Client, expectError, freshApp, rows, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let clientmanager: Client;
let otherAdmin: Client;
let anon: Client;
let P: Record<string, number>;
let C: Record<string, number>;
let companyId: number;

const BALANCE = '/api/wallet/v1/balance/';
const WITHDRAW = '/api/wallet/v1/withdraw/';
const PLACE_LIST = '/api/wallet/v1/place/';
const placeBalance = (id: number | string) => `/api/wallet/v1/place/${id}/balance/`;
const placeTransfer = (id: number | string) => `/api/wallet/v1/place/${id}/balance/transfer/`;
const EXCHANGES = '/api/company/v1/currency_exchanges/';
const RATE = (id: number | string) => `/api/company/v1/currency_rate/${id}/`;
const WALLETS = '/api/wallet/v1/wallets/';
const wallet = (id: number | string, action = '') => `${WALLETS}${id}/${action ? `${action}/` : ''}`;

type Entry = { id: number; amount: string; currency: { id: number; name: string } };
const amountIn = (list: Entry[], currencyId: number) => list.find((e) => e.currency.id === currencyId)?.amount;

beforeAll(async () => {
  t = await freshApp();
  P = t.fx.demo.placeIds;
  C = t.fx.demo.currencyIds;
  companyId = t.fx.demo.companyId;
  [admin, manager, seller, clientmanager, otherAdmin] = await Promise.all(
    ['admin', 'manager', 'seller', 'clientmanager', 'other_admin'].map((u) => as(t.app, u)),
  );
  anon = authed(t.app, null);
});
afterAll(() => t?.close());

async function companyAmount(currencyId: number): Promise<string> {
  return amountIn((await admin.get(BALANCE)).json(), currencyId)!;
}
async function placeAmount(placeId: number, currencyId: number): Promise<string> {
  return amountIn((await admin.get(placeBalance(placeId))).json(), currencyId) ?? '0.00';
}
async function lastMovements(n: number) {
  return t.db.select().from(moneyMovements).where(eq(moneyMovements.companyId, companyId)).orderBy(desc(moneyMovements.id)).limit(n);
}
async function movementCount() {
  const [r] = await rows<{ n: string }>(t.db, sql`select count(*)::text as n from money_movements`);
  return Number(r.n);
}
/** Every balance equals the sum of its journal (ARCHITECTURE.md section 4). */
async function expectJournalsMatch() {
  const bad = await rows(
    t.db,
    sql`select b.account_type, b.account_id, b.currency_id, b.amount, coalesce(sum(m.delta), 0) as journal
        from balances b left join money_movements m
          on m.company_id = b.company_id and m.account_type = b.account_type and m.account_id = b.account_id and m.currency_id = b.currency_id
        group by b.id having b.amount <> coalesce(sum(m.delta), 0)`,
  );
  expect(bad).toEqual([]);
}

// ------------------------------------------------------------------------------------ company balance

describe('company balance', () => {
  it('lists every company currency, 0.00 when none (demo: opening balances less the shop floats)', async () => {
    const res = await manager.get(BALANCE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: C.USD, amount: '4800.00', currency: { id: C.USD, name: 'USD' } },
      { id: C.UZS, amount: '20500000.00', currency: { id: C.UZS, name: 'UZS' } },
      { id: C.RUB, amount: '0.00', currency: { id: C.RUB, name: 'RUB' } },
    ]);
    expect((await otherAdmin.get(BALANCE)).json()).toEqual([
      { id: C.USD, amount: '0.00', currency: { id: C.USD, name: 'USD' } },
      { id: C.KZT, amount: '0.00', currency: { id: C.KZT, name: 'KZT' } },
    ]);
  });

  it('replenishes (kind company_replenishments, caller as employee) and answers the balance', async () => {
    const before = money(await companyAmount(C.RUB));
    const res = await manager.post(BALANCE, { amount: '1500.5', currency: C.RUB, comment: 'cash from the owner' });
    expect(res.statusCode, res.body).toBe(200);
    expect(amountIn(res.json(), C.RUB)).toBe(before.plus('1500.50').toFixed(2));
    const [m] = await lastMovements(1);
    expect(m).toMatchObject({
      accountType: 'company',
      accountId: companyId,
      currencyId: C.RUB,
      delta: '1500.50',
      kind: 'company_replenishments',
      employeeId: t.fx.demo.staff.manager,
      comment: 'cash from the owner',
    });
  });

  it('withdraws (kind withdraws); more than the balance -> 409 and nothing changes', async () => {
    const before = await companyAmount(C.USD);
    const res = await admin.post(WITHDRAW, { amount: '100', currency: C.USD, comment: 'rent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(amountIn(res.json(), C.USD)).toBe(money(before).minus(100).toFixed(2));
    const [m] = await lastMovements(1);
    expect(m).toMatchObject({ accountType: 'company', delta: '-100.00', kind: 'withdraws', employeeId: t.fx.demo.staff.admin, comment: 'rent' });

    const count = await movementCount();
    const now = await companyAmount(C.USD);
    const tooMuch = money(now).plus('0.01').toFixed(2);
    expectError(
      await admin.post(WITHDRAW, { amount: tooMuch, currency: C.USD, comment: 'too much' }),
      409,
      'balance_not_enough_to_withdraw',
      'amount',
      'Balance do not have enough money to withdraw',
    );
    expect(await companyAmount(C.USD)).toBe(now);
    expect(await movementCount()).toBe(count);
    // the whole balance may go
    expect((await admin.post(WITHDRAW, { amount: now, currency: C.USD, comment: 'all' })).statusCode).toBe(200);
    expect(await companyAmount(C.USD)).toBe('0.00');
    expect((await admin.post(BALANCE, { amount: now, currency: C.USD, comment: 'back' })).statusCode).toBe(200);
  });

  it('withdrawing a currency never held -> 409', async () => {
    expectError(await otherAdmin.post(WITHDRAW, { amount: '1', currency: C.KZT, comment: 'x' }), 409, 'balance_not_enough_to_withdraw');
  });

  it.each([
    [{ currency: 0, comment: 'x' }, 'required', 'amount'],
    [{ amount: '', currency: 0, comment: 'x' }, 'required', 'amount'],
    [{ amount: '0', comment: 'x' }, 'amount_not_positive', 'amount'],
    [{ amount: '-5', comment: 'x' }, 'negative_amount', 'amount'],
    [{ amount: '1.001', comment: 'x' }, 'max_decimal_places', 'amount'],
    [{ amount: '1e3', comment: 'x' }, 'invalid_number', 'amount'],
    [{ amount: '1' }, 'required', 'comment'],
    [{ amount: '1', comment: '  ' }, 'required', 'comment'],
    [{ amount: '1', comment: 'x'.repeat(501) }, 'max_length', 'comment'],
    [{ amount: '1', comment: 'bell\u0007' }, 'invalid', 'comment'],
    [{ amount: '99999999999999', comment: 'x' }, 'amount_too_large', 'amount'],
  ])('validates %j -> %s on %s', async (body, code, field) => {
    const payload = { currency: C.USD, ...body };
    if ((body as { currency?: number }).currency === 0) delete (payload as { currency?: number }).currency;
    expectError(await admin.post(BALANCE, payload), 400, code, field);
    expectError(await admin.post(WITHDRAW, payload), 400, code, field);
  });

  it('validates the currency: required, of the company', async () => {
    expectError(await admin.post(BALANCE, { amount: '1', comment: 'x' }), 400, 'required', 'currency');
    expectError(await admin.post(BALANCE, { amount: '1', currency: C.KZT, comment: 'x' }), 400, 'currency_not_in_company', 'currency');
    expectError(await admin.post(WITHDRAW, { amount: '1', currency: C.KZT, comment: 'x' }), 400, 'currency_not_in_company', 'currency');
  });

  it('refuses sellers (403) and no token (401)', async () => {
    for (const c of [seller, clientmanager]) {
      expectError(await c.get(BALANCE), 403, 'permission_denied');
      expectError(await c.post(BALANCE, { amount: '1', currency: C.USD, comment: 'x' }), 403, 'permission_denied');
      expectError(await c.post(WITHDRAW, { amount: '1', currency: C.USD, comment: 'x' }), 403, 'permission_denied');
    }
    expectError(await anon.get(BALANCE), 401, 'not_authenticated');
    expectError(await anon.post(WITHDRAW, { amount: '1', currency: C.USD, comment: 'x' }), 401, 'not_authenticated');
  });

  it("another company's operations never touch this company", async () => {
    const before = (await admin.get(BALANCE)).json();
    expect((await otherAdmin.post(BALANCE, { amount: '10', currency: C.USD, comment: 'theirs' })).statusCode).toBe(200);
    expect((await admin.get(BALANCE)).json()).toEqual(before);
    expect(amountIn((await otherAdmin.get(BALANCE)).json(), C.USD)).toBe('10.00');
  });
});

// ------------------------------------------------------------------------------------ places

describe('place balances and transfers', () => {
  it('lists the company places with their balances (their currencies)', async () => {
    const res = await admin.get(PLACE_LIST);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Chorsu shop', 'Mall shop', 'Central warehouse', 'Wholesale hall']);
    expect(list[0]).toEqual({
      id: P['Chorsu shop'],
      name: 'Chorsu shop',
      balances: [
        { id: C.USD, amount: '200.00', currency: { id: C.USD, name: 'USD' } },
        { id: C.UZS, amount: '3000000.00', currency: { id: C.UZS, name: 'UZS' } },
        { id: C.RUB, amount: '0.00', currency: { id: C.RUB, name: 'RUB' } },
      ],
    });
    expect((await admin.get(placeBalance(P['Mall shop']))).json()).toEqual([
      { id: C.USD, amount: '0.00', currency: { id: C.USD, name: 'USD' } },
      { id: C.UZS, amount: '1500000.00', currency: { id: C.UZS, name: 'UZS' } },
      { id: C.RUB, amount: '0.00', currency: { id: C.RUB, name: 'RUB' } },
    ]);
  });

  it('a manager sees only their places; sellers are refused', async () => {
    const list = (await manager.get(PLACE_LIST)).json();
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Chorsu shop', 'Mall shop', 'Central warehouse']);
    expectError(await manager.get(placeBalance(P['Wholesale hall'])), 404, 'not_found');
    expect((await manager.get(placeBalance(P['Chorsu shop']))).statusCode).toBe(200);
    expectError(await seller.get(PLACE_LIST), 403, 'permission_denied');
    expectError(await seller.get(placeBalance(P['Chorsu shop'])), 403, 'permission_denied');
    expectError(await anon.get(PLACE_LIST), 401, 'not_authenticated');
  });

  it('company -> place: two legs of kind transfers_to_places in one transaction', async () => {
    const place = P['Central warehouse'];
    const [cBefore, pBefore] = [await companyAmount(C.UZS), await placeAmount(place, C.UZS)];
    const res = await admin.post(placeBalance(place), { id: place, amount: '250000', currency: C.UZS, comment: 'float' });
    expect(res.statusCode, res.body).toBe(200);
    expect(amountIn(res.json(), C.UZS)).toBe(money(pBefore).plus(250000).toFixed(2));
    expect(await companyAmount(C.UZS)).toBe(money(cBefore).minus(250000).toFixed(2));
    const legs = await lastMovements(2);
    expect(legs.map((m) => [m.accountType, m.delta, m.kind, m.employeeId, m.comment]).sort()).toEqual(
      [
        ['company', '-250000.00', 'transfers_to_places', t.fx.demo.staff.admin, 'float'],
        ['place', '250000.00', 'transfers_to_places', t.fx.demo.staff.admin, 'float'],
      ].sort(),
    );
  });

  it('company -> place with not enough on the company -> 409 not_enough_money, nothing changes', async () => {
    const place = P['Central warehouse'];
    const count = await movementCount();
    const [cBefore, pBefore] = [await companyAmount(C.USD), await placeAmount(place, C.USD)];
    expectError(
      await admin.post(placeBalance(place), { amount: money(cBefore).plus(1).toFixed(2), currency: C.USD, comment: 'x' }),
      409,
      'not_enough_money',
      'amount',
      'There is not enough money on the balance sheet to complete the operation',
    );
    expect([await companyAmount(C.USD), await placeAmount(place, C.USD)]).toEqual([cBefore, pBefore]);
    expect(await movementCount()).toBe(count);
  });

  it('place -> company (kind transfers_from_places); more than the place holds -> 409; withdraw_all takes it all', async () => {
    const place = P['Chorsu shop'];
    const [cBefore, pBefore] = [await companyAmount(C.UZS), await placeAmount(place, C.UZS)];
    const res = await admin.post(placeTransfer(place), { id: place, amount: '1000000', currency: C.UZS, comment: 'collection' });
    expect(res.statusCode, res.body).toBe(200);
    expect(amountIn(res.json(), C.UZS)).toBe(money(pBefore).minus(1000000).toFixed(2));
    expect(await companyAmount(C.UZS)).toBe(money(cBefore).plus(1000000).toFixed(2));
    const legs = await lastMovements(2);
    expect(legs.every((m) => m.kind === 'transfers_from_places' && m.employeeId === t.fx.demo.staff.admin)).toBe(true);

    const count = await movementCount();
    const held = await placeAmount(place, C.UZS);
    expectError(
      await admin.post(placeTransfer(place), { amount: money(held).plus('0.01').toFixed(2), currency: C.UZS, comment: 'x' }),
      409,
      'not_enough_money',
      'amount',
    );
    expect(await movementCount()).toBe(count);

    const cNow = await companyAmount(C.UZS);
    const all = await admin.post(placeTransfer(place), { id: place, currency: C.UZS, comment: 'close the till', withdraw_all: true });
    expect(all.statusCode, all.body).toBe(200);
    expect(amountIn(all.json(), C.UZS)).toBe('0.00');
    expect(await companyAmount(C.UZS)).toBe(money(cNow).plus(held).toFixed(2));
    // nothing left: withdraw_all refuses
    expectError(await admin.post(placeTransfer(place), { currency: C.UZS, comment: 'again', withdraw_all: true }), 409, 'not_enough_money');
  });

  it('validates the transfer body', async () => {
    const place = P['Mall shop'];
    expectError(await admin.post(placeBalance(place), { currency: C.UZS, comment: 'x' }), 400, 'required', 'amount');
    expectError(await admin.post(placeBalance(place), { amount: '0', currency: C.UZS, comment: 'x' }), 400, 'amount_not_positive', 'amount');
    expectError(await admin.post(placeBalance(place), { amount: '1', comment: 'x' }), 400, 'required', 'currency');
    expectError(await admin.post(placeBalance(place), { amount: '1', currency: C.UZS }), 400, 'required', 'comment');
    expectError(await admin.post(placeTransfer(place), { currency: C.UZS, comment: 'x' }), 400, 'required', 'amount');
    expectError(await admin.post(placeTransfer(place), { amount: '1', currency: C.KZT, comment: 'x' }), 400, 'currency_not_in_company', 'currency');
    expectError(await admin.post(placeTransfer(place), { amount: '1', currency: C.UZS, comment: 'x', withdraw_all: 'yes' }), 400, 'invalid', 'withdraw_all');
  });

  it('transfers are admin only; another company or a deleted place -> 404', async () => {
    const place = P['Mall shop'];
    for (const c of [manager, seller]) {
      expectError(await c.post(placeBalance(place), { amount: '1', currency: C.UZS, comment: 'x' }), 403, 'permission_denied');
      expectError(await c.post(placeTransfer(place), { amount: '1', currency: C.UZS, comment: 'x' }), 403, 'permission_denied');
    }
    expectError(await anon.post(placeBalance(place), { amount: '1', currency: C.UZS, comment: 'x' }), 401, 'not_authenticated');
    expectError(await otherAdmin.post(placeBalance(place), { amount: '1', currency: C.USD, comment: 'x' }), 404, 'not_found');
    expectError(await otherAdmin.post(placeTransfer(place), { amount: '1', currency: C.USD, comment: 'x' }), 404, 'not_found');
    expectError(await otherAdmin.get(placeBalance(place)), 404, 'not_found');
    expect((await otherAdmin.get(PLACE_LIST)).json().map((p: { id: number }) => p.id)).toEqual([t.fx.other.placeId]);
    expectError(await admin.post(placeBalance(t.fx.other.placeId), { amount: '1', currency: C.USD, comment: 'x' }), 404, 'not_found');

    const created = (await admin.post('/api/company/v1/places/', { name: 'Short-lived', type: (await admin.get('/api/company/v1/places/all/')).json()[0].type.id })).json();
    expect((await admin.delete(`/api/company/v1/places/${created.id}/`)).statusCode).toBe(204);
    expectError(await admin.post(placeBalance(created.id), { amount: '1', currency: C.USD, comment: 'x' }), 404, 'not_found');
  });

  it('journals still match every balance', expectJournalsMatch);
});

// ------------------------------------------------------------------------------------ rates and converter

describe('company currency rates', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const list = await t.db.select().from(companyCurrencies).where(eq(companyCurrencies.companyId, companyId));
    ids = Object.fromEntries(list.map((c) => [Object.entries(C).find(([, id]) => id === c.currencyId)![0], c.id]));
  });

  it('lists the company currencies with their rates (every role; another company sees its own)', async () => {
    const res = await seller.get('/api/company/v1/currency_rate/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: ids.USD, rate: '1', currency: { id: C.USD, name: 'USD' }, is_base: true, is_national: false, is_secondary_default: false },
      { id: ids.UZS, rate: '12650', currency: { id: C.UZS, name: 'UZS' }, is_base: false, is_national: true, is_secondary_default: true },
      { id: ids.RUB, rate: '92.5', currency: { id: C.RUB, name: 'RUB' }, is_base: false, is_national: false, is_secondary_default: false },
    ]);
    expect((await otherAdmin.get('/api/company/v1/currency_rate/')).json().map((c: { currency: { name: string } }) => c.currency.name)).toEqual(['USD', 'KZT']);
    expectError(await anon.get('/api/company/v1/currency_rate/'), 401, 'not_authenticated');
  });

  it('edits a rate (id = company currency row)', async () => {
    const res = await admin.patch(RATE(ids.RUB), { rate: '95.25' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: ids.RUB, rate: '95.25', currency: { id: C.RUB, name: 'RUB' } });
    const info = (await admin.get('/api/auth/v1/info/')).json();
    expect(Number(info.company.currencies.find((c: { id: number }) => c.id === ids.RUB).rate)).toBe(95.25);
  });

  it("refuses the base currency's rate", async () => {
    expectError(await admin.patch(RATE(ids.USD), { rate: '2' }), 400, 'cannot_edit_base_currency_rate', 'rate', 'cannot edit base currency rate');
  });

  it('validates the rate', async () => {
    expectError(await admin.patch(RATE(ids.UZS), {}), 400, 'required', 'rate');
    expectError(await admin.patch(RATE(ids.UZS), { rate: '0' }), 400, 'amount_not_positive', 'rate');
    expectError(await admin.patch(RATE(ids.UZS), { rate: '-1' }), 400, 'negative_rate', 'rate');
    expectError(await admin.patch(RATE(ids.UZS), { rate: '1.1234567' }), 400, 'max_rate_places', 'rate');
    expectError(await admin.patch(RATE(ids.UZS), { rate: 'x' }), 400, 'invalid_number', 'rate');
  });

  it('admin only; another company -> 404', async () => {
    expectError(await manager.patch(RATE(ids.UZS), { rate: '1' }), 403, 'permission_denied');
    expectError(await seller.patch(RATE(ids.UZS), { rate: '1' }), 403, 'permission_denied');
    expectError(await anon.patch(RATE(ids.UZS), { rate: '1' }), 401, 'not_authenticated');
    expectError(await otherAdmin.patch(RATE(ids.UZS), { rate: '1' }), 404, 'not_found');
    expectError(await admin.patch(RATE(999999), { rate: '1' }), 404, 'not_found');
  });
});

describe('currency exchanges (converter)', () => {
  it('foreign -> national: to_amount = from_amount * rate; both legs kind exchanges; a currency_exchanges row', async () => {
    const [usd, uzs] = [await companyAmount(C.USD), await companyAmount(C.UZS)];
    const res = await admin.post(EXCHANGES, { from_currency: C.USD, to_currency: C.UZS, from_amount: '100', rate: '12700' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      from_amount: '100.00',
      from_currency: { id: C.USD, name: 'USD' },
      to_amount: '1270000.00',
      to_currency: { id: C.UZS, name: 'UZS' },
      rate: '12700',
    });
    expect(await companyAmount(C.USD)).toBe(money(usd).minus(100).toFixed(2));
    expect(await companyAmount(C.UZS)).toBe(money(uzs).plus(1270000).toFixed(2));
    const legs = await lastMovements(2);
    expect(legs.every((m) => m.kind === 'exchanges' && m.refType === 'currency_exchange' && m.refId === body.id && m.employeeId === t.fx.demo.staff.admin)).toBe(true);
    const [row] = await t.db.select().from(currencyExchanges).where(eq(currencyExchanges.id, body.id));
    expect(row).toMatchObject({ companyId, fromAmount: '100.00', toAmount: '1270000.00', employeeId: t.fx.demo.staff.admin });
  });

  it('national -> foreign: to_amount = from_amount / rate, rounded half-up at the end', async () => {
    const res = await admin.post(EXCHANGES, { from_currency: C.UZS, to_currency: C.USD, from_amount: '1000000', rate: '12650' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ from_amount: '1000000.00', to_amount: '79.05' }); // 79.0513..
    const res2 = await admin.post(EXCHANGES, { from_currency: C.UZS, to_currency: C.RUB, from_amount: '10000', rate: '136.75' });
    expect(res2.json()).toMatchObject({ to_amount: '73.13' }); // 73.1261..
  });

  it('not enough in the source currency -> 409 not_enough_money_in_the_balance, nothing changes', async () => {
    const count = await movementCount();
    const rub = await companyAmount(C.RUB);
    const [exchangesBefore] = await rows<{ n: string }>(t.db, sql`select count(*)::text as n from currency_exchanges`);
    expectError(
      await admin.post(EXCHANGES, { from_currency: C.RUB, to_currency: C.UZS, from_amount: money(rub).plus(1).toFixed(2), rate: '136' }),
      409,
      'not_enough_money_in_the_balance',
      'from_amount',
    );
    expect(await movementCount()).toBe(count);
    const [exchangesAfter] = await rows<{ n: string }>(t.db, sql`select count(*)::text as n from currency_exchanges`);
    expect(exchangesAfter.n).toBe(exchangesBefore.n);
    expect(await companyAmount(C.RUB)).toBe(rub);
  });

  it('validates: same currency, no national side, currency not of the company, amounts, rate', async () => {
    const ok = { from_currency: C.USD, to_currency: C.UZS, from_amount: '1', rate: '12650' };
    expectError(await admin.post(EXCHANGES, { ...ok, to_currency: C.USD }), 400, 'exchange_same_currency', 'to_currency');
    expectError(await admin.post(EXCHANGES, { ...ok, to_currency: C.RUB }), 400, 'exchange_needs_national_currency', 'to_currency');
    expectError(await admin.post(EXCHANGES, { ...ok, to_currency: C.KZT }), 400, 'currency_not_in_company', 'to_currency');
    expectError(await admin.post(EXCHANGES, { ...ok, from_currency: C.KZT }), 400, 'currency_not_in_company', 'from_currency');
    for (const field of ['from_currency', 'to_currency', 'from_amount', 'rate'] as const) {
      const body: Record<string, unknown> = { ...ok };
      delete body[field];
      expectError(await admin.post(EXCHANGES, body), 400, 'required', field);
    }
    expectError(await admin.post(EXCHANGES, { ...ok, from_amount: '0' }), 400, 'amount_not_positive', 'from_amount');
    expectError(await admin.post(EXCHANGES, { ...ok, rate: '0' }), 400, 'amount_not_positive', 'rate');
    expectError(await admin.post(EXCHANGES, { ...ok, rate: '-12650' }), 400, 'negative_rate', 'rate');
    // so small that nothing would arrive
    expectError(await admin.post(EXCHANGES, { from_currency: C.UZS, to_currency: C.USD, from_amount: '1', rate: '12650' }), 400, 'invalid', 'from_amount');
  });

  it('admin only; another company exchanges on its own balance only', async () => {
    const ok = { from_currency: C.USD, to_currency: C.UZS, from_amount: '1', rate: '12650' };
    expectError(await manager.post(EXCHANGES, ok), 403, 'permission_denied');
    expectError(await seller.post(EXCHANGES, ok), 403, 'permission_denied');
    expectError(await anon.post(EXCHANGES, ok), 401, 'not_authenticated');
    // the other company has no UZS, and no money in USD
    expectError(await otherAdmin.post(EXCHANGES, ok), 400, 'currency_not_in_company', 'to_currency');
    const before = (await admin.get(BALANCE)).json();
    expectError(await otherAdmin.post(EXCHANGES, { from_currency: C.KZT, to_currency: C.USD, from_amount: '1000', rate: '480' }), 409, 'not_enough_money_in_the_balance');
    expect((await admin.get(BALANCE)).json()).toEqual(before);
  });

  it('journals still match every balance', expectJournalsMatch);
});

// ------------------------------------------------------------------------------------ wallets

describe('wallets', () => {
  it('lists the demo wallets with balances in every company currency', async () => {
    const res = await admin.get(WALLETS);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results.map((w: { name: string }) => w.name)).toEqual(['Cash safe', 'Bank account']);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      name: 'Cash safe',
      is_active: true,
      balances: [
        { id: C.USD, amount: '1200.00', currency: { id: C.USD, name: 'USD' } },
        { id: C.UZS, amount: '8500000.00', currency: { id: C.UZS, name: 'UZS' } },
        { id: C.RUB, amount: '0.00', currency: { id: C.RUB, name: 'RUB' } },
      ],
    });
    expect((await admin.get(`${WALLETS}?search=bank`)).json().results.map((w: { name: string }) => w.name)).toEqual(['Bank account']);
    expect((await otherAdmin.get(WALLETS)).json().count).toBe(0);
  });

  it('creates, replenishes (kind replenishments), withdraws (kind withdraws) and shows the journal', async () => {
    const res = await admin.post(WALLETS, { name: 'Petty cash' });
    expect(res.statusCode, res.body).toBe(201);
    const w = res.json();
    expect(w).toMatchObject({ name: 'Petty cash', is_active: true });
    expect(w.balances.every((b: Entry) => b.amount === '0.00')).toBe(true);

    const rep = await admin.post(wallet(w.id, 'replenish'), { amount: '300', currency: C.USD, comment: 'from the bank' });
    expect(rep.statusCode, rep.body).toBe(200);
    expect(amountIn(rep.json().balances, C.USD)).toBe('300.00');
    const wd = await admin.post(wallet(w.id, 'withdraw'), { amount: '120.25', currency: C.USD, comment: 'stationery' });
    expect(wd.statusCode, wd.body).toBe(200);
    expect(amountIn(wd.json().balances, C.USD)).toBe('179.75');

    const count = await movementCount();
    expectError(
      await admin.post(wallet(w.id, 'withdraw'), { amount: '179.76', currency: C.USD, comment: 'x' }),
      409,
      'balance_not_enough_to_withdraw',
      'amount',
    );
    expectError(await admin.post(wallet(w.id, 'withdraw'), { amount: '1', currency: C.RUB, comment: 'x' }), 409, 'balance_not_enough_to_withdraw');
    expect(await movementCount()).toBe(count);

    const detail = await admin.get(`${wallet(w.id)}?limit=1`);
    expect(detail.statusCode, detail.body).toBe(200);
    const d = detail.json();
    expect(d).toMatchObject({ id: w.id, name: 'Petty cash' });
    expect(d.movements.count).toBe(2);
    expect(d.movements.results).toEqual([
      {
        id: expect.any(Number),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        kind: 'withdraws',
        delta: '-120.25',
        amount_after: '179.75',
        currency: { id: C.USD, name: 'USD' },
        comment: 'stationery',
        employee: { id: t.fx.demo.staff.admin, name: 'Aziza Karimova' },
      },
    ]);
    const second = (await admin.get(`${wallet(w.id)}?offset=1&limit=1`)).json();
    expect(second.movements.results[0]).toMatchObject({ kind: 'replenishments', delta: '300.00', amount_after: '300.00' });
  });

  it('validates: name required, max 64, unique; operations like the company balance', async () => {
    expectError(await admin.post(WALLETS, {}), 400, 'required', 'name');
    expectError(await admin.post(WALLETS, { name: 'x'.repeat(65) }), 400, 'max_length', 'name');
    expectError(await admin.post(WALLETS, { name: 'cash SAFE' }), 400, 'wallet_exists', 'name');
    const [w] = (await admin.get(WALLETS)).json().results;
    expectError(await admin.post(wallet(w.id, 'replenish'), { amount: '0', currency: C.USD, comment: 'x' }), 400, 'amount_not_positive', 'amount');
    expectError(await admin.post(wallet(w.id, 'replenish'), { amount: '1', currency: C.KZT, comment: 'x' }), 400, 'currency_not_in_company', 'currency');
    expectError(await admin.post(wallet(w.id, 'withdraw'), { amount: '1', currency: C.USD }), 400, 'required', 'comment');
    expectError(await admin.get(`${wallet(w.id)}?limit=0`), 400, 'invalid', 'limit');
  });

  it('admin only; another company -> 404', async () => {
    const [w] = (await admin.get(WALLETS)).json().results;
    for (const c of [manager, seller]) {
      expectError(await c.get(WALLETS), 403, 'permission_denied');
      expectError(await c.get(wallet(w.id)), 403, 'permission_denied');
      expectError(await c.post(WALLETS, { name: 'x' }), 403, 'permission_denied');
      expectError(await c.post(wallet(w.id, 'replenish'), { amount: '1', currency: C.USD, comment: 'x' }), 403, 'permission_denied');
    }
    expectError(await anon.get(WALLETS), 401, 'not_authenticated');
    expectError(await otherAdmin.get(wallet(w.id)), 404, 'not_found');
    expectError(await otherAdmin.post(wallet(w.id, 'replenish'), { amount: '1', currency: C.USD, comment: 'x' }), 404, 'not_found');
    expectError(await otherAdmin.post(wallet(w.id, 'withdraw'), { amount: '1', currency: C.USD, comment: 'x' }), 404, 'not_found');
    expectError(await admin.get(wallet(999999)), 404, 'not_found');
    const balances = (await admin.get(wallet(w.id))).json().balances;
    expect(amountIn(balances, C.USD)).toBe('1200.00');
  });

  it('journals still match every balance', expectJournalsMatch);
});
