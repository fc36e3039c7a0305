/**
 * GET realization/v1/sells/{id}/check/ (SPEC.md 3 'Check'): the receipt of a sale, for the
 * check screens and the sale info: financial info, payments, prepayment, change, what was paid from the
 * balance, the place's rates. Seen like GET sells/{id}: the company's sales, a non-admin's places only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleCheckOut, saleCheckPath, saleOut, salePageOut } from '../../src/domain/sale/contract';
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

/**
 * The currency the sale was priced in at the till (total_cost_with_extra_service): the seller showed the
 * total in UZS, so the customer's check, the sale and the lists state it in UZS with the rate of the sale,
 * while total_sum stays the company's (base) figure for the reports.
 */
describe('the currency the sale was priced in', () => {
  it('kept with its rate: the answer, GET sells/{id}, the list and the check state the total in it', async () => {
    // 50.00 USD at 12 650 UZS a dollar: 632 500 UZS; 700 000 UZS paid, 67 500 UZS change
    const made = await seller.post(SELLS, { place: shop, currency: C.UZS, sell_products: line(1), payments: [{ currency: C.UZS, amount: '700000' }], change_currency: C.UZS }, key());
    expect(made.statusCode, made.body).toBe(201);
    const priced = { amount: '632500.00', currency: { id: C.UZS, name: 'UZS' }, rate: '12650' };
    const sale = expectContract(made, saleOut, 201);
    expect(sale).toMatchObject({ total_sum: '50.00', currency: { name: 'USD' }, total_cost_with_extra_service: priced, change: { amount: '67500.00', currency: { name: 'UZS' } } });
    expect(expectContract(await seller.get(`${SELLS}${sale.id}/`), saleOut).total_cost_with_extra_service).toEqual(priced);
    const list = expectContract(await seller.get(`${SELLS}?place=${shop}`), salePageOut);
    expect(list.results.find((r) => r.id === sale.id)?.total_cost_with_extra_service).toEqual(priced);
    const c = expectContract(await seller.get(check(sale.id)), saleCheckOut);
    expect(c.total_cost_with_extra_service).toEqual(priced);
    expect(c.total_sum).toBe('50.00');
    expect(c.currency_rates.find((r) => r.currency.id === C.UZS)?.rate).toBe('12650');
  });

  it('paid in another currency than the one priced in: the total in the priced one, the payment at its own rate', async () => {
    const sale = expectContract(await seller.post(SELLS, { place: shop, currency: C.UZS, sell_products: line(1), payments: [{ currency: C.USD, amount: '60' }], change_currency: C.UZS }, key()), saleOut, 201);
    expect(sale.total_cost_with_extra_service).toEqual({ amount: '632500.00', currency: { id: C.UZS, name: 'UZS' }, rate: '12650' });
    expect(sale.payments).toEqual([{ currency: { id: C.USD, name: 'USD' }, amount: '60.00', rate: '1' }]);
    expect(sale.change).toEqual({ amount: '126500.00', currency: { id: C.UZS, name: 'UZS' } });
  });

  it('none named: the place\'s base currency (SPEC.md 9), at its rate', async () => {
    const atShop = expectContract(await seller.post(SELLS, { place: shop, sell_products: line(1), payments: [{ currency: C.USD, amount: '50' }] }, key()), saleOut, 201);
    expect(atShop.total_cost_with_extra_service).toEqual({ amount: '50.00', currency: { id: C.USD, name: 'USD' }, rate: '1' });
    // the mall's base becomes UZS: a sale there without a currency is priced in UZS
    const pcs = (await admin.get(`/api/company/v1/places/${mall}/currencies/`)).json() as { id: number; currency: { id: number } }[];
    const uzs = pcs.find((pc) => pc.currency.id === C.UZS)!;
    expect((await admin.patch(`/api/company/v1/place_currencies/${uzs.id}/`, { is_base_currency: true })).statusCode).toBe(200);
    const atMall = expectContract(await admin.post(SELLS, { place: mall, sell_products: line(1, mall), payments: [{ currency: C.UZS, amount: '632500' }] }, key()), saleOut, 201);
    expect(atMall.total_cost_with_extra_service).toEqual({ amount: '632500.00', currency: { id: C.UZS, name: 'UZS' }, rate: '12650' });
  });

  it('refuses a currency the place does not take, and a bad id, on the field', async () => {
    const body = { place: shop, sell_products: line(1), payments: [{ currency: C.USD, amount: '50' }] };
    expectError(await seller.post(SELLS, { ...body, currency: C.KZT }, key()), 400, 'currency_not_in_place', 'currency');
    expect((await seller.post(SELLS, { ...body, currency: 2147483648 }, key())).statusCode).toBe(400);
    expect((await seller.post(SELLS, { ...body, currency: 'UZS' }, key())).json().errors[0].field).toBe('currency');
  });
});
