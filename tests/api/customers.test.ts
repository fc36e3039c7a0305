/**
 * Issue 10, first part: customers (list, search, create, read, PATCH, approve/reject, DELETE that
 * deactivates) and their balance per currency through the money ledger (idempotent).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOut, customerPageOut, customerSeenOut, customerSeenPageOut, customerWalletsOut } from '../../src/domain/customer/contract';
import { expectContract } from './contract';
import { as, type Client, expectError, freshApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let clientManager: Client;
let otherAdmin: Client;
let C: Record<string, number>;
const CUSTOMERS = '/api/customers/v1/customers/';
let n = 0;
const key = (k = `cust-${++n}-${Date.now()}`) => ({ headers: { 'idempotency-key': k } });
let phoneNo = 0;
const phone = () => `+99890${String(10000000 + ++phoneNo).slice(1)}`;

beforeAll(async () => {
  t = await freshApp();
  C = t.fx.demo.currencyIds;
  [admin, manager, seller, clientManager, otherAdmin] = await Promise.all(['admin', 'manager', 'seller', 'clientmanager', 'other_admin'].map((u) => as(t.app, u)));
});
afterAll(() => t?.close());

async function newCustomer(who = manager, over: Record<string, unknown> = {}) {
  const res = await who.post(CUSTOMERS, { name: 'Malika Tursunova', phone: phone(), ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('customers', () => {
  it('creates (manager, and the client manager from the till), reads, lists with search', async () => {
    const made = expectContract(
      await manager.post(CUSTOMERS, { name: '  Malika Tursunova ', phone: '+998901234567', email: 'malika@example.uz', address: 'Tashkent', percentage_discount: '5,5' }),
      customerOut,
      201,
    );
    expect(made).toMatchObject({ name: 'Malika Tursunova', phone: '+998901234567', percentage_discount: '5.50', approval_status: 'pending', is_active: true, total_debt: '0.00' });
    expect(made.balance.map((b) => [b.currency.name, b.amount])).toEqual([
      ['USD', '0.00'],
      ['UZS', '0.00'],
      ['RUB', '0.00'],
    ]);
    await newCustomer(clientManager);
    expectContract(await clientManager.get(`${CUSTOMERS}${made.id}/`), customerOut);
    const found = expectContract(await manager.get(`${CUSTOMERS}?search=234567`), customerPageOut);
    expect(found.results.map((c) => c.id)).toContain(made.id);
    expect((await manager.get(`${CUSTOMERS}?search=MALIKA@EXAMPLE`)).json().results.map((c: { id: number }) => c.id)).toContain(made.id);
    // the words of a search, in any order and however spaced, each in any field (name, phone, e-mail)
    for (const term of ['tursunova malika', 'Malika   Tursunova', 'tursunova 4567', 'malika, example']) {
      expect((await manager.get(`${CUSTOMERS}?search=${encodeURIComponent(term)}`)).json().results.map((c: { id: number }) => c.id), term).toContain(made.id);
    }
    expect((await manager.get(`${CUSTOMERS}?search=${encodeURIComponent('malika nobody')}`)).json().results.map((c: { id: number }) => c.id)).not.toContain(made.id);
    expect((await manager.get(`${CUSTOMERS}?approval_status=approved`)).json().results.map((c: { id: number }) => c.id)).not.toContain(made.id);
  });

  it('refuses each bad field with its message, and duplicates with 409', async () => {
    expectError(await manager.post(CUSTOMERS, { phone: phone() }), 400, 'required', 'name');
    expectError(await manager.post(CUSTOMERS, { name: 'A', phone: '998901234567' }), 400, 'phone_not_international', 'phone', 'Phone number must be international');
    expectError(await manager.post(CUSTOMERS, { name: 'A', phone: '+99890123' }), 400, 'phone_not_international', 'phone');
    expectError(await manager.post(CUSTOMERS, { name: 'A', phone: phone(), email: 'not-an-email' }), 400, 'email_invalid', 'email', 'Email is not a valid');
    expectError(await manager.post(CUSTOMERS, { name: 'A', phone: phone(), percentage_discount: '101' }), 400, 'amount_too_large', 'percentage_discount');
    expectError(await manager.post(CUSTOMERS, { name: 'A\u0000B', phone: phone() }), 400, 'invalid');
    const first = await newCustomer(manager, { email: 'twin@example.uz' });
    expectError(await manager.post(CUSTOMERS, { name: 'B', phone: first.phone }), 409, 'customer_phone_exists', 'phone', 'Customer with this phone already exists');
    // a phone written as people write it is kept as plus and 12 digits, and is the same phone
    const spaced = first.phone.replace(/^(\+\d{3})(\d{2})(\d{3})(\d{2})(\d{2})$/, '$1 ($2) $3-$4 $5');
    expect(spaced).not.toBe(first.phone);
    expectError(await manager.post(CUSTOMERS, { name: 'B', phone: spaced }), 409, 'customer_phone_exists', 'phone');
    const written = expectContract(await manager.post(CUSTOMERS, { name: 'C', phone: '+998 91 765-43-21' }), customerOut, 201);
    expect(written.phone).toBe('+998917654321');
    expectError(await manager.post(CUSTOMERS, { name: 'A', phone: '+998 91 765 43 2' }), 400, 'phone_not_international', 'phone');
    expectError(await manager.post(CUSTOMERS, { name: 'B', phone: phone(), email: 'TWIN@example.uz' }), 409, 'customer_email_exists', 'email');
    expectError(await manager.patch(`${CUSTOMERS}${first.id}/`, { phone: 'x' }), 400, 'phone_not_international', 'phone');
  });

  it('PATCH changes fields; approve and reject are the admin\'s and the manager\'s', async () => {
    const c = await newCustomer();
    expect(expectContract(await manager.patch(`${CUSTOMERS}${c.id}/`, { address: 'Samarkand', percentage_discount: '10' }), customerOut)).toMatchObject({
      address: 'Samarkand',
      percentage_discount: '10.00',
    });
    expectError(await clientManager.post(`${CUSTOMERS}${c.id}/approve/`, {}), 403, 'permission_denied');
    expectError(await seller.post(`${CUSTOMERS}${c.id}/approve/`, {}), 403, 'permission_denied');
    expect(expectContract(await manager.post(`${CUSTOMERS}${c.id}/approve/`, {}), customerOut).approval_status).toBe('approved');
    expect(expectContract(await admin.post(`${CUSTOMERS}${c.id}/reject/`, {}), customerOut).approval_status).toBe('rejected');
  });

  it('refuses the seller (no customer access: only the lookup for a booking) and another company', async () => {
    const c = await newCustomer();
    expect((await seller.get(`${CUSTOMERS}?search=${encodeURIComponent(c.phone)}`)).json().results.map((x: { id: number }) => x.id)).toEqual([c.id]);
    // the lookup carries no money: no balance, no debts (customer access only)
    const money = ['balance', 'old_debt', 'total_debt', 'debt_currency'];
    const looked = expectContract(await seller.get(`${CUSTOMERS}?search=${encodeURIComponent(c.phone)}`), customerSeenPageOut).results[0];
    expect(Object.keys(looked).filter((k) => money.includes(k))).toEqual([]);
    const one = expectContract(await seller.get(`${CUSTOMERS}${c.id}/`), customerSeenOut);
    expect(Object.keys(one).filter((k) => money.includes(k))).toEqual([]);
    expect(one).toMatchObject({ id: c.id, name: c.name, phone: c.phone });
    for (const who of [clientManager, manager]) {
      expect(Object.keys(expectContract(await who.get(`${CUSTOMERS}${c.id}/`), customerOut)).filter((k) => money.includes(k)).sort()).toEqual([...money].sort());
    }
    expectError(await seller.get(`${CUSTOMERS}${c.id}/consignee/`), 403, 'permission_denied');
    expectError(await seller.post(CUSTOMERS, { name: 'A', phone: phone() }), 403, 'permission_denied');
    expectError(await clientManager.patch(`${CUSTOMERS}${c.id}/`, { name: 'B' }), 403, 'permission_denied');
    expectError(await otherAdmin.get(`${CUSTOMERS}${c.id}/`), 404, 'not_found');
    expectError(await otherAdmin.patch(`${CUSTOMERS}${c.id}/`, { name: 'B' }), 404, 'not_found');
    expectError(await otherAdmin.post(`${CUSTOMERS}${c.id}/balance_replenish_withdraw/`, { operation: 'replenishment', amount: '1', currency: C.USD, comment: 'cash' }, key()), 404, 'not_found');
    expect((await otherAdmin.get(CUSTOMERS)).json().results.map((x: { id: number }) => x.id)).not.toContain(c.id);
  });
});

describe('customer balance', () => {
  it('replenishes and withdraws per currency; never below zero; one operation per key', async () => {
    const c = await newCustomer();
    const url = `${CUSTOMERS}${c.id}/balance_replenish_withdraw/`;
    const k = key();
    const first = expectContract(await manager.post(url, { operation: 'replenishment', amount: '100,50', currency: C.USD, comment: 'cash' }, k), customerOut);
    expect(first.balance.find((b) => b.currency.name === 'USD')?.amount).toBe('100.50');
    // the same key again: the first answer, nothing moved twice
    await manager.post(url, { operation: 'replenishment', amount: '100,50', currency: C.USD, comment: 'cash' }, k);
    await manager.post(url, { operation: 'replenishment', amount: '250000', currency: C.UZS, comment: 'cash' }, key());
    expectError(await manager.post(url, { operation: 'withdraw', amount: '100.51', currency: C.USD, comment: 'cash' }, key()), 409, 'balance_not_enough_to_withdraw', 'amount', 'Balance do not have enough money to withdraw');
    const after = expectContract(await manager.post(url, { operation: 'withdraw', amount: '0.50', currency: C.USD, comment: 'cash' }, key()), customerOut);
    expect(after.balance.map((b) => [b.currency.name, b.amount])).toEqual([
      ['USD', '100.00'],
      ['UZS', '250000.00'],
      ['RUB', '0.00'],
    ]);
    expectError(await manager.post(url, { operation: 'gift', amount: '1', currency: C.USD, comment: 'cash' }, key()), 400, 'invalid', 'operation');
    // SPEC.md 5 'Balance operation': the comment is required (missing, empty or blank)
    for (const comment of [undefined, '', '   ']) {
      expectError(await manager.post(url, { operation: 'replenishment', amount: '1', currency: C.USD, ...(comment === undefined ? {} : { comment }) }, key()), 400, 'required', 'comment');
    }
    expectError(await manager.post(url, { operation: 'replenishment', amount: '1', currency: C.USD, comment: 'a\u0000b' }, key()), 400, 'invalid', 'comment');
    expectError(await manager.post(url, { operation: 'replenishment', amount: '1', currency: C.USD, comment: 'x'.repeat(256) }, key()), 400, 'max_length', 'comment');
    expectError(await manager.post(url, { operation: 'withdraw', amount: '-1', currency: C.USD, comment: 'cash' }, key()), 400, 'negative_amount', 'amount');
    expectError(await manager.post(url, { operation: 'withdraw', amount: '0', currency: C.USD, comment: 'cash' }, key()), 400, 'amount_not_positive', 'amount');

    // the wallets (SPEC.md 7 customer_wallets/{id}/): the balance and its journal, newest first, paged
    const wallets = expectContract(await manager.get(`/api/customers/v1/customer_wallets/${c.id}/?limit=2`), customerWalletsOut);
    expect(wallets.balance.map((b) => [b.currency.name, b.amount])).toContainEqual(['USD', '100.00']);
    expect(wallets.movements.count).toBe(3);
    expect(wallets.movements.results.map((m) => [m.kind, m.delta, m.amount_after, m.currency.name])).toEqual([
      ['withdraws', '-0.50', '100.00', 'USD'],
      ['customer_balance_replenishment', '250000.00', '250000.00', 'UZS'],
    ]);
    expectError(await seller.get(`/api/customers/v1/customer_wallets/${c.id}/`), 403, 'permission_denied');
    expectError(await otherAdmin.get(`/api/customers/v1/customer_wallets/${c.id}/`), 404, 'not_found');
    expectError(await manager.get(`/api/customers/v1/customer_wallets/${c.id}/?limit=0`), 400, 'invalid', 'limit');
  });

  it('deleting is refused while the customer holds money, then deactivates (kept in history)', async () => {
    const c = await newCustomer();
    const url = `${CUSTOMERS}${c.id}/balance_replenish_withdraw/`;
    await manager.post(url, { operation: 'replenishment', amount: '5', currency: C.RUB, comment: 'cash' }, key());
    expectError(await manager.delete(`${CUSTOMERS}${c.id}/`), 409, 'customer_has_balance', undefined, 'The customer cannot be deleted because he has money on the balance');
    await manager.post(url, { operation: 'withdraw', amount: '5', currency: C.RUB, comment: 'cash' }, key());
    const res = await manager.delete(`${CUSTOMERS}${c.id}/`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await manager.get(CUSTOMERS + '?limit=100')).json().results.map((x: { id: number }) => x.id)).not.toContain(c.id);
    expect((await manager.get(`${CUSTOMERS}?is_active=false&limit=100`)).json().results.map((x: { id: number }) => x.id)).toContain(c.id);
    expect((await manager.get(`${CUSTOMERS}${c.id}/`)).json().is_active).toBe(false);
    // is_active=all lists both, the active ones and the deactivated ones
    const active = await newCustomer();
    const all = (await manager.get(`${CUSTOMERS}?is_active=all&limit=100`)).json().results.map((x: { id: number }) => x.id);
    expect(all).toContain(c.id);
    expect(all).toContain(active.id);
    expectError(await manager.get(`${CUSTOMERS}?is_active=maybe`), 400, 'invalid', 'is_active');
    // the phone of a deactivated customer is still taken (history keeps it)
    expectError(await manager.post(CUSTOMERS, { name: 'Again', phone: c.phone }), 409, 'customer_phone_exists', 'phone');
  });
});

describe('consignees', () => {
  it('adds, lists, changes and removes consignees; one phone per customer; roles and companies refused', async () => {
    const c = await newCustomer();
    const url = `${CUSTOMERS}${c.id}/consignee/`;
    const made = await manager.post(url, { city: 'Samarkand', postcode: '140100', phone: '+998911112233', email: 'cargo@example.uz' });
    expect(made.statusCode, made.body).toBe(201);
    const consignee = made.json();
    expect(consignee).toMatchObject({ city: 'Samarkand', postcode: '140100', phone: '+998911112233', email: 'cargo@example.uz' });
    expectError(await manager.post(url, { city: 'Bukhara', phone: '+998911112233' }), 409, 'consignee_phone_exists', 'phone', 'Already have a consignee with this phone number');
    expectError(await manager.post(url, { city: '', phone: '+998911112299' }), 400, 'required', 'city');
    expectError(await manager.post(url, { city: 'Bukhara', phone: '911112299' }), 400, 'phone_not_international', 'phone');
    // another customer may use the same phone for theirs
    const other = await newCustomer();
    expect((await manager.post(`${CUSTOMERS}${other.id}/consignee/`, { city: 'Bukhara', phone: '+998911112233' })).statusCode).toBe(201);
    expect((await clientManager.get(url)).json()).toHaveLength(1);
    const changed = await manager.patch(`${url}${consignee.id}/`, { city: 'Navoi' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().city).toBe('Navoi');
    expectError(await clientManager.post(url, { city: 'X', phone: '+998911110000' }), 403, 'permission_denied');
    expectError(await seller.get(url), 403, 'permission_denied');
    expectError(await otherAdmin.get(url), 404, 'not_found');
    expectError(await otherAdmin.delete(`${url}${consignee.id}/`), 404, 'not_found');
    expectError(await manager.delete(`${CUSTOMERS}${other.id}/consignee/${consignee.id}/`), 404, 'not_found');
    expect((await manager.delete(`${url}${consignee.id}/`)).statusCode).toBe(204);
    expect((await manager.get(url)).json()).toEqual([]);
  });

  it('one e-mail per customer (any letter case; none may repeat), on create and on change', async () => {
    const c = await newCustomer();
    const url = `${CUSTOMERS}${c.id}/consignee/`;
    const first = await manager.post(url, { city: 'Samarkand', phone: '+998911112201', email: 'cargo@example.uz' });
    expect(first.statusCode, first.body).toBe(201);
    expectError(
      await manager.post(url, { city: 'Bukhara', phone: '+998911112202', email: 'CARGO@example.uz' }),
      409,
      'consignee_email_exists',
      'email',
      'Already have a consignee with this email',
    );
    // several without an e-mail are fine
    for (const [p, email] of [['+998911112203', null], ['+998911112205', undefined]] as const) {
      const res = await manager.post(url, { city: 'Navoi', phone: p, ...(email === undefined ? {} : { email }) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const second = (await manager.post(url, { city: 'Khiva', phone: '+998911112206', email: 'other@example.uz' })).json();
    expectError(await manager.patch(`${url}${second.id}/`, { email: 'Cargo@Example.uz' }), 409, 'consignee_email_exists', 'email');
    // another customer may use the same e-mail for theirs
    const other = await newCustomer();
    expect((await manager.post(`${CUSTOMERS}${other.id}/consignee/`, { city: 'Bukhara', phone: '+998911112201', email: 'cargo@example.uz' })).statusCode).toBe(201);
  });
});
