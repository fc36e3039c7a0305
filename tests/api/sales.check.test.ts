/**
 * GET realization/v1/sells/{id}/check/ (SPEC.md 3 'Check', issue 11): the receipt of a sale, for the
 * check screens and the sale info: financial info, payments, prepayment, change, what was paid from the
 * balance, the place's rates. Seen like GET sells/{id}: the company's sales, a non-admin's places only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleCheckOut, saleCheckPath } from '../../src/domain/sale/contract';
import { saleReceiptOf } from '../../src/domain/sale/receipt';
import { expectContract } from './contract';
import { as, type Client, expectError, freshApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let seller: Client;
let clientManager: Client;
let otherAdmin: Client;
let C: Record<string, number>;
let shop: number;
let mall: number;
let productId: number;
let sizeId: number;
let customer: number;

const SELLS = '/api/realization/v1/sells/';
const BOOKINGS = '/api/customers/v1/bookings/';
const check = (id: number) => `/api${saleCheckPath(id)}`;
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `check-${++n}-${Date.now()}` } });

beforeAll(async () => {
  t = await freshApp();
  C = t.fx.demo.currencyIds;
  shop = t.fx.demo.placeIds['Chorsu shop'];
  mall = t.fx.demo.placeIds['Mall shop'];
  [admin, seller, clientManager, otherAdmin] = await Promise.all(['admin', 'seller', 'clientmanager', 'other_admin'].map((u) => as(t.app, u)));
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const placeTypes = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results;
  const shopType = placeTypes.find((p: { name: string }) => p.name === 'Shop').id;
  const product = await admin.post('/api/product/v1/products/', { name: 'Check coat', model: 'K1', type: types[0].id, cost: '10', prices: [{ place_type: shopType, price: '50.00' }] });
  expect(product.statusCode, product.body).toBe(201);
  productId = product.json().id;
  sizeId = t.fx.demo.sizeIds[0];
  for (const place of [shop, mall]) {
    const res = await admin.post('/api/product/v1/placements/adjust/', { product: productId, size: sizeId, place, delta: 20 }, key());
    expect(res.statusCode, res.body).toBe(200);
  }
  for (const place of [shop, mall]) {
    await admin.post(`/api/wallet/v1/place/${place}/balance/`, { id: place, amount: '1000', currency: C.USD, comment: 'float' }, key());
  }
  customer = (await admin.post('/api/customers/v1/customers/', { name: 'Check buyer', phone: '+998971234599' })).json().id;
  await admin.post(`/api/customers/v1/customers/${customer}/approve/`, {});
  await admin.post(`/api/customers/v1/customers/${customer}/balance_replenish_withdraw/`, { operation: 'replenishment', amount: '30', currency: C.USD, comment: 'float' }, key());
});
afterAll(() => t?.close());

const line = (quantity: number, place = shop) => [{ product: productId, size: sizeId, quantity, place }];

describe('GET sells/{id}/check/', () => {
  it('a cash sale: payments, change, pay in the base currency, the place\'s rates', async () => {
    const sale = (await seller.post(SELLS, { place: shop, sell_products: line(2), payments: [{ currency: C.USD, amount: '120' }] }, key())).json();
    const c = expectContract(await seller.get(check(sale.id)), saleCheckOut);
    expect(c).toMatchObject({
      id: sale.id,
      status: 'active',
      place: { id: shop },
      employee: { name: sale.seller.name },
      customer: null,
      currency: { name: 'USD' },
      total_quantity: 2,
      total_sum: '100.00',
      extra_service_cost: null,
      change: { amount: '20.00', currency: { name: 'USD' } },
      change_currency: { name: 'USD' },
      prepayment: null,
      pay: '120.00',
      fromBalance: null,
      financial_info: { customer: null, debt: null },
    });
    expect(c.payments.map((p) => [p.currency.name, p.amount])).toEqual([['USD', '120.00']]);
    expect(c.financial_info.payments).toEqual(c.payments);
    expect(c.sell_products).toHaveLength(1);
    const rates = Object.fromEntries(c.currency_rates.map((r) => [r.currency.name, r.rate]));
    expect(rates.USD).toBe('1');
    expect(Number(rates.UZS)).toBeGreaterThan(1);
  });

  it('a customer sale: from the balance, the extra service, cash in two currencies', async () => {
    const sale = (
      await clientManager.post(
        SELLS,
        {
          place: shop,
          sell_products: line(1),
          method: 'balance',
          payments: [{ currency: C.USD, amount: '30' }],
          extra_service_cost: { currency: C.USD, amount: '5' },
          customer: { customer, pay_from_balance: '25', balance_currency: C.USD },
        },
        key(),
      )
    ).json();
    const c = expectContract(await seller.get(check(sale.id)), saleCheckOut);
    expect(c).toMatchObject({
      customer: { id: customer, name: 'Check buyer' },
      total_sum: '55.00',
      extra_service_cost: { amount: '5.00', currency: { name: 'USD' } },
      fromBalance: { amount: '25.00', currency: { name: 'USD' } },
      financial_info: { customer: { balance_payment: { amount: '25.00' }, change_to_balance: false }, debt: null },
      pay: '30.00',
      change: { amount: '0.00' },
    });
  });

  it('a sale closing a booking: the prepayment apart from the till\'s payments', async () => {
    const booking = (await seller.post(BOOKINGS, { place: shop, customer, booking_products: line(2), prepayment: '40', currency: C.USD }, key())).json();
    const done = (await seller.post(`${BOOKINGS}${booking.id}/success/`, { payments: [{ currency: C.USD, amount: '60' }] }, key())).json();
    const c = expectContract(await seller.get(check(done.sale)), saleCheckOut);
    expect(c.prepayment).toMatchObject({ booking: booking.id, amount: '40.00', currency: { name: 'USD' } });
    expect(c.payments.map((p) => p.amount)).toEqual(['60.00']);
    expect(c.financial_info.payments.map((p) => p.amount)).toEqual(['60.00', '40.00']);
    expect(c.pay).toBe('100.00');
  });

  it('a cancelled sale still has its check, with its status', async () => {
    const sale = (await seller.post(SELLS, { place: shop, sell_products: line(1), payments: [{ currency: C.USD, amount: '50' }] }, key())).json();
    await admin.post(`${SELLS}${sale.id}/reject/`, {}, key());
    expect(expectContract(await admin.get(check(sale.id)), saleCheckOut).status).toBe('canceled');
  });

  it('another company\'s sale, a place the caller does not work at, an unknown or bad id: refused', async () => {
    const atMall = (await seller.post(SELLS, { place: mall, sell_products: line(1, mall), payments: [{ currency: C.USD, amount: '50' }] }, key())).json();
    expectError(await otherAdmin.get(check(atMall.id)), 404, 'not_found');
    // the client manager works at the shop and the wholesale hall, not at the mall
    expectError(await clientManager.get(check(atMall.id)), 404, 'not_found');
    expect((await admin.get(check(atMall.id))).statusCode).toBe(200);
    expectError(await admin.get(check(999999)), 404, 'not_found');
    expect((await admin.get(check(2147483648))).statusCode).toBe(400);
    // no token
    expect((await t.app.inject({ method: 'GET', url: check(atMall.id) })).statusCode).toBe(401);
  });

  it('the till prints from the sale\'s own answer: saleReceiptOf(POST sells) is the check without its rates and pay', async () => {
    await admin.post(`/api/customers/v1/customers/${customer}/balance_replenish_withdraw/`, { operation: 'replenishment', amount: '30', currency: C.USD, comment: 'float' }, key());
    const bodies = [
      { place: shop, sell_products: line(2), payments: [{ currency: C.USD, amount: '120' }] },
      { place: shop, sell_products: line(1), method: 'balance', payments: [{ currency: C.USD, amount: '30' }], extra_service_cost: { currency: C.USD, amount: '5' }, customer: { customer, pay_from_balance: '25', balance_currency: C.USD } },
    ];
    for (const body of bodies) {
      const made = await clientManager.post(SELLS, body, key());
      expect(made.statusCode, made.body).toBe(201);
      const { currency_rates: _rates, pay: _pay, ...receipt } = expectContract(await seller.get(check(made.json().id)), saleCheckOut);
      expect(saleReceiptOf(made.json())).toEqual(receipt);
    }
  });
});
