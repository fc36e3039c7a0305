/**
 * SPEC.md 7: POST sell_to_customer_full_balance_payment/, _no_balance_payment/ and
 * _partial_balance_payment/ are the same sale as POST sells/ with a customer; a body that contradicts
 * its variant is refused on the field that does. Idempotent like every sale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleOut } from '../../src/domain/sale/contract';
import { expectContract } from './contract';
import { as, type Client, expectError, freshApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let clientManager: Client;
let otherAdmin: Client;
let seller: Client;
let USD: number;
let shop: number;
let product: number;
let size: number;
let customer: number;
let n = 0;
const key = (k = `variant-${++n}-${Date.now()}`) => ({ headers: { 'idempotency-key': k } });
const PATH = (v: string) => `/api/realization/v1/sell_to_customer_${v}/`;
const balanceOf = async () => (await admin.get(`/api/customers/v1/customers/${customer}/`)).json().balance.find((b: { currency: { id: number } }) => b.currency.id === USD).amount as string;

beforeAll(async () => {
  t = await freshApp();
  [admin, clientManager, otherAdmin, seller] = await Promise.all(['admin', 'clientmanager', 'other_admin', 'seller'].map((u) => as(t.app, u)));
  USD = t.fx.demo.currencyIds.USD;
  shop = t.fx.demo.placeIds['Chorsu shop'];
  size = t.fx.demo.sizeIds[0];
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const shopType = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results.find((p: { name: string }) => p.name === 'Shop').id;
  product = (await admin.post('/api/product/v1/products/', { name: 'Variant scarf', model: 'V1', type: types[0].id, cost: '5', prices: [{ place_type: shopType, price: '20.00' }] })).json().id;
  await admin.post('/api/product/v1/placements/adjust/', { product, size, place: shop, delta: 20 }, key());
  await admin.post(`/api/wallet/v1/place/${shop}/balance/`, { id: shop, amount: '100', currency: USD, comment: 'float' }, key());
  customer = (await admin.post('/api/customers/v1/customers/', { name: 'Variant buyer', phone: `+99890${String(Date.now()).slice(-7)}` })).json().id;
  await admin.post(`/api/customers/v1/customers/${customer}/approve/`, {});
  await admin.post(`/api/customers/v1/customers/${customer}/balance_replenish_withdraw/`, { operation: 'replenishment', amount: '100', currency: USD, comment: 'deposit' }, key());
});
afterAll(() => t?.close());

const lines = (quantity = 1) => [{ product, size, quantity, place: shop }];

describe('sell_to_customer_* (SPEC.md 7)', () => {
  it('full balance payment: the balance pays it all, no money in the till', async () => {
    const before = await balanceOf();
    const k = key();
    const body = { place: shop, sell_products: lines(), customer: { customer, pay_from_balance: '20', balance_currency: USD } };
    const sale = expectContract(await clientManager.post(PATH('full_balance_payment'), body, k), saleOut, 201);
    expect(sale).toMatchObject({ total_sum: '20.00', customer: { id: customer }, from_balance: { amount: '20.00' }, payments: [] });
    // the same key again is the same sale
    expect((await clientManager.post(PATH('full_balance_payment'), body, k)).json().id).toBe(sale.id);
    expect(Number(await balanceOf())).toBe(Number(before) - 20);
    // a payment, another method or nothing from the balance contradicts the variant
    expectError(await clientManager.post(PATH('full_balance_payment'), { ...body, payments: [{ currency: USD, amount: '5' }] }, key()), 400, 'invalid', 'payments');
    expectError(await clientManager.post(PATH('full_balance_payment'), { ...body, method: 'cash' }, key()), 400, 'invalid', 'method');
    expectError(await clientManager.post(PATH('full_balance_payment'), { ...body, customer: { customer } }, key()), 400, 'invalid', 'customer.pay_from_balance');
    // an amount that is not one is refused on its field, whichever variant (it was a 500: the variant's rule read it)
    for (const bad of ['', 'abc', '1e400', ' \u0000 ']) {
      for (const v of ['full_balance_payment', 'partial_balance_payment', 'no_balance_payment']) {
        const res = await clientManager.post(PATH(v), { ...body, customer: { customer, pay_from_balance: bad, balance_currency: USD } }, key());
        expect(res.statusCode, `${v} ${JSON.stringify(bad)}: ${res.body}`).toBe(400);
        expect(res.json().errors.map((e: { field?: string }) => e.field)).toContain('customer.pay_from_balance');
      }
    }
    // the balance must cover the total
    expectError(await clientManager.post(PATH('full_balance_payment'), { ...body, customer: { customer, pay_from_balance: '10', balance_currency: USD } }, key()), 400, 'not_enough_paid', 'payments');
  });

  it('partial balance payment: part from the balance, the rest in cash', async () => {
    const body = { place: shop, sell_products: lines(2), payments: [{ currency: USD, amount: '30' }], change_currency: USD, customer: { customer, pay_from_balance: '10', balance_currency: USD } };
    const sale = expectContract(await clientManager.post(PATH('partial_balance_payment'), body, key()), saleOut, 201);
    expect(sale).toMatchObject({ total_sum: '40.00', from_balance: { amount: '10.00' } });
    expectError(await clientManager.post(PATH('partial_balance_payment'), { ...body, payments: [] }, key()), 400, 'invalid', 'payments');
  });

  it('no balance payment: cash or on credit, nothing from the balance', async () => {
    const before = await balanceOf();
    const body = { place: shop, sell_products: lines(), payments: [{ currency: USD, amount: '20' }], customer: { customer } };
    const sale = expectContract(await clientManager.post(PATH('no_balance_payment'), body, key()), saleOut, 201);
    expect(sale).toMatchObject({ total_sum: '20.00', customer: { id: customer } });
    expect(await balanceOf()).toBe(before);
    expectError(await clientManager.post(PATH('no_balance_payment'), { ...body, customer: { customer, pay_from_balance: '5', balance_currency: USD } }, key()), 400, 'invalid', 'customer.pay_from_balance');
    expectError(await clientManager.post(PATH('no_balance_payment'), { ...body, method: 'balance' }, key()), 400, 'invalid', 'method');
    // a customer is required on every variant
    expectError(await clientManager.post(PATH('no_balance_payment'), { place: shop, sell_products: lines(), payments: [{ currency: USD, amount: '20' }] }, key()), 400, 'required', 'customer');
  });

  it("a role without customer access never moves a customer's money: from the balance, change to it, on credit (403); a cash sale to them stays", async () => {
    const before = await balanceOf();
    const fromBalance = { place: shop, sell_products: lines(), customer: { customer, pay_from_balance: '20', balance_currency: USD } };
    expectError(await seller.post(PATH('full_balance_payment'), fromBalance, key()), 403, 'permission_denied');
    expectError(await seller.post('/api/realization/v1/sells/', { ...fromBalance, method: 'balance' }, key()), 403, 'permission_denied');
    const credit = { place: shop, sell_products: lines(), payments: [{ currency: USD, amount: '1' }], method: 'debt', customer: { customer } };
    expectError(await seller.post(PATH('no_balance_payment'), credit, key()), 403, 'permission_denied');
    const change = { place: shop, sell_products: lines(), payments: [{ currency: USD, amount: '25' }], customer: { customer, add_change_to_balance: true } };
    expectError(await seller.post(PATH('no_balance_payment'), change, key()), 403, 'permission_denied');
    expect(await balanceOf()).toBe(before);
    expect((await admin.get(`/api/customers/v1/customers/${customer}/`)).json().total_debt).toBe('0.00');
    // the client manager may (the same bodies)
    expectContract(await clientManager.post(PATH('no_balance_payment'), change, key()), saleOut, 201);
    expect(Number(await balanceOf())).toBe(Number(before) + 5);
    // a plain cash sale to the customer is the seller's (a booking's customer is picked at the till)
    expectContract(await seller.post(PATH('no_balance_payment'), { place: shop, sell_products: lines(), payments: [{ currency: USD, amount: '20' }], customer: { customer } }, key()), saleOut, 201);
  });

  it("another company's customer and product are refused", async () => {
    // their till is not theirs: the place is not found in their company (nor the customer)
    expectError(await otherAdmin.post(PATH('no_balance_payment'), { place: shop, sell_products: lines(), payments: [{ currency: USD, amount: '20' }], customer: { customer } }, key()), 404, 'not_found', 'place');
  });
});
