/**
 * Issue 10, second part: sales on credit and their debts (cover, coverage history, the old debt),
 * deletion refused while a debt remains, and bookings (reserved stock, prepayment, change, products,
 * cancel back to the customer's balance, success through the till's sale code).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookingOut, bookingPageOut } from '../../src/domain/booking/contract';
import { coverageOut, customerOut, debtOut } from '../../src/domain/customer/contract';
import { saleOut, salePageOut } from '../../src/domain/sale/contract';
import { placementPageOut } from '../../src/domain/product/contract';
import { expectContract } from './contract';
import { as, type Client, expectError, freshApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let clientManager: Client;
let otherAdmin: Client;
let C: Record<string, number>;
let shop: number;
let mall: number;
let wholesale: number;
let productId: number;
let sizeId: number;

const CUSTOMERS = '/api/customers/v1/customers/';
const SELLS = '/api/realization/v1/sells/';
const BOOKINGS = '/api/customers/v1/bookings/';
let n = 0;
const key = (k = `debt-${++n}-${Date.now()}`) => ({ headers: { 'idempotency-key': k } });
let phoneNo = 0;
const phone = () => `+99891${String(10000000 + ++phoneNo).slice(1)}`;

async function stockAt(place: number): Promise<number> {
  const res = await admin.get(`/api/product/v1/placements/?product=${productId}&size=${sizeId}&place=${place}`);
  return res.json().results.reduce((s: number, r: { quantity: number }) => s + r.quantity, 0);
}
async function placeMoney(place: number, currency: string): Promise<string> {
  const res = await admin.get(`/api/wallet/v1/place/${place}/balance/`);
  return res.json().find((b: { currency: { name: string } }) => b.currency.name === currency)?.amount ?? '0.00';
}
async function customerOf(id: number) {
  return expectContract(await manager.get(`${CUSTOMERS}${id}/`), customerOut);
}
const balanceIn = (c: z.infer<typeof customerOut>, currency: string) => c.balance.find((b) => b.currency.name === currency)?.amount;

async function approvedCustomer(over: Record<string, unknown> = {}) {
  const res = await manager.post(CUSTOMERS, { name: 'Credit Customer', phone: phone(), ...over });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  expect((await admin.post(`${CUSTOMERS}${id}/approve/`, {})).statusCode).toBe(200);
  return id;
}

const line = (quantity = 1, place = shop) => ({ product: productId, size: sizeId, quantity, place });

beforeAll(async () => {
  t = await freshApp();
  C = t.fx.demo.currencyIds;
  shop = t.fx.demo.placeIds['Chorsu shop'];
  mall = t.fx.demo.placeIds['Mall shop'];
  wholesale = t.fx.demo.placeIds['Wholesale hall'];
  [admin, manager, seller, clientManager, otherAdmin] = await Promise.all(['admin', 'manager', 'seller', 'clientmanager', 'other_admin'].map((u) => as(t.app, u)));
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const placeTypes = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results;
  const shopType = placeTypes.find((p: { name: string }) => p.name === 'Shop').id;
  // 100.00 USD at shops, no discount
  const product = await admin.post('/api/product/v1/products/', { name: 'Credit coat', model: 'D1', type: types[0].id, cost: '40', prices: [{ place_type: shopType, price: '100.00', discount: '0', discount_in_percent: false }] });
  expect(product.statusCode, product.body).toBe(201);
  productId = product.json().id;
  sizeId = t.fx.demo.sizeIds[0];
  for (const place of [shop, mall]) {
    expect((await admin.post('/api/product/v1/placements/adjust/', { product: productId, size: sizeId, place, delta: 20 }, key())).statusCode).toBe(200);
  }
  expect((await admin.post(`/api/wallet/v1/place/${shop}/balance/`, { id: shop, amount: '500', currency: C.USD, comment: 'float' }, key())).statusCode).toBe(200);
});
afterAll(() => t?.close());

describe('sales on credit and debts', () => {
  it('a credit sale records the unpaid part as debt (base currency); a second one is refused while it is uncovered', async () => {
    const customer = await approvedCustomer();
    const usdBefore = await placeMoney(shop, 'USD');
    const sale = expectContract(
      await clientManager.post(SELLS, { place: shop, sell_products: [line(2)], payments: [{ currency: C.USD, amount: '50' }], method: 'debt', customer: { customer } }, key()),
      saleOut,
      201,
    );
    expect(sale.debt).toMatchObject({ amount: '150.00', covered: '0.00', status: 'open' });
    expect(expectContract(await clientManager.get(`${SELLS}${sale.id}/`), saleOut)).toEqual(sale);
    // the customer's purchases (SPEC.md 7 customer_purchases): all dates, this customer's only
    const purchases = expectContract(await manager.get(`/api/customers/v1/customer_purchases/?customer=${customer}`), salePageOut);
    expect(purchases.results.map((p) => p.id)).toEqual([sale.id]);
    expectError(await manager.get('/api/customers/v1/customer_purchases/'), 400, 'required', 'customer');
    expectError(await seller.get(`/api/customers/v1/customer_purchases/?customer=${customer}`), 403, 'permission_denied');
    expect((await otherAdmin.get(`/api/customers/v1/customer_purchases/?customer=${customer}`)).json().results).toEqual([]);
    expect(sale.change.amount).toBe('0.00');
    expect(await placeMoney(shop, 'USD')).toBe((Number(usdBefore) + 50).toFixed(2));
    const c = await customerOf(customer);
    expect(c.total_debt).toBe('150.00');
    expect(c.debt_currency?.name).toBe('USD');
    const debts = expectContract(await manager.get(`${CUSTOMERS}${customer}/debts/`), z.array(debtOut));
    expect(debts).toHaveLength(1);
    expect(debts[0]).toMatchObject({ total_debt: '150.00', debt_coverage: '0.00', remaining: '150.00', sell: { id: sale.id, quantity: 2, total_sum: '200.00' } });
    expectError(
      await clientManager.post(SELLS, { place: shop, sell_products: [line(1)], payments: [], method: 'debt', customer: { customer } }, key()),
      409,
      'customer_has_uncovered_debt',
      'customer.customer',
      'Customer has uncovered debt',
    );
  });

  it('credit needs an approved customer; a credit sale that is paid in full is a plain sale', async () => {
    const pending = (await manager.post(CUSTOMERS, { name: 'Pending', phone: phone() })).json().id;
    expectError(await clientManager.post(SELLS, { place: shop, sell_products: [line()], method: 'debt', customer: { customer: pending } }, key()), 409, 'customer_not_approved');
    expectError(await clientManager.post(SELLS, { place: shop, sell_products: [line()], method: 'debt' }, key()), 400, 'required', 'customer.customer');
    const customer = await approvedCustomer();
    const sale = expectContract(
      await clientManager.post(SELLS, { place: shop, sell_products: [line()], payments: [{ currency: C.USD, amount: '120' }], method: 'debt', customer: { customer } }, key()),
      saleOut,
      201,
    );
    expect(sale.debt).toBeNull();
    expect(sale.change.amount).toBe('20.00');
  });

  it('covers a debt in part and in full (change back in the paid currency), with its history; deletion waits for it', async () => {
    const customer = await approvedCustomer();
    const sale = (await clientManager.post(SELLS, { place: shop, sell_products: [line()], method: 'debt', customer: { customer } }, key())).json();
    expect(sale.debt.amount).toBe('100.00');
    expectError(await manager.delete(`${CUSTOMERS}${customer}/`), 409, 'customer_has_debt', undefined, 'Customer cannot be deleted, because of he has a uncovered debt');
    const cover = `${CUSTOMERS}${customer}/debts/${sale.debt.id}/cover/`;
    // 632 500 UZS at 12650 = 50.00 USD
    const part = expectContract(await clientManager.post(cover, { debt_coverage: '632500', currency: C.UZS, place: shop }, key()), debtOut);
    expect(part).toMatchObject({ debt_coverage: '50.00', remaining: '50.00' });
    const usd = await placeMoney(shop, 'USD');
    const full = expectContract(await clientManager.post(cover, { debt_coverage: '70', currency: C.USD, place: shop }, key()), debtOut);
    expect(full).toMatchObject({ debt_coverage: '100.00', remaining: '0.00' });
    // 70 in, 20 change out
    expect(await placeMoney(shop, 'USD')).toBe((Number(usd) + 50).toFixed(2));
    const history = expectContract(await manager.get(`${CUSTOMERS}${customer}/debts/${sale.debt.id}/coverage_history/`), z.array(coverageOut));
    expect(history.map((h) => [h.amount, h.currency.name, h.covered, h.change])).toEqual([
      ['632500.00', 'UZS', '50.00', '0.00'],
      ['70.00', 'USD', '50.00', '20.00'],
    ]);
    expectError(await clientManager.post(cover, { debt_coverage: '1', currency: C.USD, place: shop }, key()), 409, 'debt_already_covered');
    expect((await customerOf(customer)).total_debt).toBe('0.00');
    expect(await manager.get(`${CUSTOMERS}${customer}/debts/`).then((r) => r.json())).toEqual([]);
    expect((await manager.delete(`${CUSTOMERS}${customer}/`)).statusCode).toBe(204);
  });

  it('refuses bad coverages, other roles, places and companies', async () => {
    const customer = await approvedCustomer();
    const sale = (await clientManager.post(SELLS, { place: shop, sell_products: [line()], method: 'debt', customer: { customer } }, key())).json();
    const cover = `${CUSTOMERS}${customer}/debts/${sale.debt.id}/cover/`;
    expectError(await clientManager.post(cover, { currency: C.USD, place: shop }, key()), 400, 'required', 'debt_coverage');
    expectError(await clientManager.post(cover, { debt_coverage: '-5', currency: C.USD, place: shop }, key()), 400, 'negative_amount', 'debt_coverage');
    expectError(await clientManager.post(cover, { debt_coverage: '0.001', currency: C.USD, place: shop }, key()), 400, 'max_decimal_places', 'debt_coverage');
    expectError(await clientManager.post(cover, { debt_coverage: '10', currency: 2147483648, place: shop }, key()), 400, 'invalid', 'currency');
    // a coverage in a weak currency below a cent of the base is refused, not recorded as 0
    expectError(await clientManager.post(cover, { debt_coverage: '1', currency: C.UZS, place: shop }, key()), 400, 'amount_not_positive', 'debt_coverage');
    expectError(await clientManager.post(cover, { debt_coverage: '10', currency: C.USD, place: mall }, key()), 403, 'place_not_allowed');
    expectError(await seller.post(cover, { debt_coverage: '10', currency: C.USD, place: shop }, key()), 403, 'permission_denied');
    expectError(await seller.get(`${CUSTOMERS}${customer}/debts/`), 403, 'permission_denied');
    expectError(await otherAdmin.post(cover, { debt_coverage: '10', currency: C.USD, place: shop }, key()), 404, 'not_found');
    expectError(await otherAdmin.get(`${CUSTOMERS}${customer}/debts/`), 404, 'not_found');
    expectError(await manager.post(`${CUSTOMERS}${customer}/debts/999999/cover/`, { debt_coverage: '10', currency: C.USD, place: shop }, key()), 404, 'not_found');
    // one operation per key: the same click twice covers once
    const k = key();
    await clientManager.post(cover, { debt_coverage: '10', currency: C.USD, place: shop }, k);
    const again = await clientManager.post(cover, { debt_coverage: '10', currency: C.USD, place: shop }, k);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect((await customerOf(customer)).total_debt).toBe('90.00');
  });

  it('cancelling a credit sale nulls its debt and takes its coverages back out of the till', async () => {
    const customer = await approvedCustomer();
    const sale = (await clientManager.post(SELLS, { place: shop, sell_products: [line()], payments: [{ currency: C.USD, amount: '30' }], method: 'debt', customer: { customer } }, key())).json();
    await clientManager.post(`${CUSTOMERS}${customer}/debts/${sale.debt.id}/cover/`, { debt_coverage: '20', currency: C.USD, place: shop }, key());
    const usd = await placeMoney(shop, 'USD');
    const stock = await stockAt(shop);
    const rejected = expectContract(await admin.post(`${SELLS}${sale.id}/reject/`, {}, key()), saleOut);
    expect(rejected.debt?.status).toBe('canceled');
    expect(await placeMoney(shop, 'USD')).toBe((Number(usd) - 50).toFixed(2));
    expect(await stockAt(shop)).toBe(stock + 1);
    expect((await customerOf(customer)).total_debt).toBe('0.00');
  });

  it('the old debt: set by PATCH, covered never above it, counted in the total debt', async () => {
    const customer = await approvedCustomer({ old_debt: '30' });
    expect((await customerOf(customer)).old_debt).toBe('30.00');
    expect((await customerOf(customer)).total_debt).toBe('30.00');
    const cover = `${CUSTOMERS}${customer}/cover_old_debt/`;
    expectError(await clientManager.post(cover, { debt_coverage: '30.01', currency: C.USD, place: shop }, key()), 400, 'old_debt_cover_exceeds', 'debt_coverage');
    expect((await clientManager.post(cover, { debt_coverage: '126500', currency: C.UZS, place: shop }, key())).json()).toEqual({ old_debt: '20.00' });
    expect((await clientManager.post(cover, { debt_coverage: '20', currency: C.USD, place: shop }, key())).json()).toEqual({ old_debt: '0.00' });
    const history = expectContract(await manager.get(`${CUSTOMERS}${customer}/old_debt_coverage_history/`), z.array(coverageOut));
    expect(history.map((h) => h.covered)).toEqual(['10.00', '20.00']);
    expectError(await manager.patch(`${CUSTOMERS}${customer}/`, { old_debt: '-1' }), 400, 'negative_amount', 'old_debt');
    expectError(await seller.post(cover, { debt_coverage: '1', currency: C.USD, place: shop }, key()), 403, 'permission_denied');
  });
});

describe('bookings', () => {
  it('a seller books for an approved customer: goods reserved, prepayment in the till; one active booking per customer', async () => {
    const customer = await approvedCustomer();
    const stock = await stockAt(shop);
    const usd = await placeMoney(shop, 'USD');
    const made = expectContract(await seller.post(BOOKINGS, { place: shop, customer, booking_products: [line(2)], prepayment: '40', currency: C.USD }, key()), bookingOut, 201);
    expect(made).toMatchObject({ status: 'pending', prepayment: { amount: '40.00', currency: { name: 'USD' } }, total_sum: '200.00', quantity: 2, sale: null });
    expect(await stockAt(shop)).toBe(stock - 2);
    expect(await placeMoney(shop, 'USD')).toBe((Number(usd) + 40).toFixed(2));
    // the product's stock shows the reserved units apart from the free ones
    const placed = expectContract(await seller.get(`/api/product/v1/placements/?product=${productId}&size=${sizeId}&place=${shop}`), placementPageOut);
    expect(placed.results.map((p) => [p.quantity, p.reserved])).toEqual([[stock - 2, 2]]);
    expectError(
      await seller.post(BOOKINGS, { place: shop, customer, booking_products: [line(1)], prepayment: '10', currency: C.USD }, key()),
      409,
      'customer_has_active_booking',
      'customer',
      'Customer already has an active booking',
    );
    const list = expectContract(await seller.get(`${BOOKINGS}?status=pending`), bookingPageOut);
    expect(list.results.map((b) => b.id)).toContain(made.id);
    // the reserved goods cannot be sold twice: 18 left free of 20 - other tests
    const free = await stockAt(shop);
    expectError(await seller.post(SELLS, { place: shop, sell_products: [line(free + 1)], payments: [{ currency: C.USD, amount: '99999' }] }, key()), 409, 'product_quantity_not_enough');
  });

  it('refuses bad bookings, other roles, places and companies', async () => {
    const customer = await approvedCustomer();
    const ok = { place: shop, customer, booking_products: [line()], prepayment: '10', currency: C.USD };
    expectError(await seller.post(BOOKINGS, { ...ok, prepayment: undefined }, key()), 400, 'prepayment_required', 'prepayment', 'A booking needs a prepayment');
    expectError(await seller.post(BOOKINGS, { ...ok, prepayment: '0' }, key()), 400, 'amount_not_positive', 'prepayment');
    expectError(await seller.post(BOOKINGS, { ...ok, booking_products: [] }, key()), 400, 'empty_basket', 'booking_products');
    expectError(await seller.post(BOOKINGS, { ...ok, booking_products: [line(0)] }, key()), 400, 'quantity_min', 'booking_products.0.quantity');
    expectError(await seller.post(BOOKINGS, { ...ok, booking_products: [line(9999)] }, key()), 409, 'product_quantity_not_enough', 'booking_products.0.quantity');
    expectError(await seller.post(BOOKINGS, { ...ok, customer: 2147483648 }, key()), 400, 'invalid', 'customer');
    expectError(await seller.post(BOOKINGS, { ...ok, place: wholesale }, key()), 403, 'place_not_allowed');
    const pending = (await manager.post(CUSTOMERS, { name: 'Pending', phone: phone() })).json().id;
    expectError(await seller.post(BOOKINGS, { ...ok, customer: pending }, key()), 409, 'customer_not_approved', 'customer');
    expectError(await clientManager.post(BOOKINGS, ok, key()), 403, 'permission_denied');
    expectError(await otherAdmin.post(BOOKINGS, ok, key()), 404, 'not_found');
    const made = (await seller.post(BOOKINGS, ok, key())).json();
    expectError(await otherAdmin.get(`${BOOKINGS}${made.id}/`), 404, 'not_found');
    expectError(await otherAdmin.post(`${BOOKINGS}${made.id}/cancel/`, {}, key()), 404, 'not_found');
    expect((await otherAdmin.get(BOOKINGS)).json().results).toEqual([]);
  });

  it('a place whose every unit is booked still lists the product, with 0 free and its reserved units', async () => {
    const customer = await approvedCustomer();
    const free = (await admin.get(`/api/product/v1/placements/?product=${productId}&size=${sizeId}&place=${mall}`)).json().results[0].quantity;
    expect((await manager.post(BOOKINGS, { place: mall, customer, booking_products: [line(free, mall)], prepayment: '1', currency: C.USD }, key())).statusCode).toBe(201);
    const placed = (await admin.get(`/api/product/v1/placements/?product=${productId}&size=${sizeId}&place=${mall}`)).json().results;
    expect(placed.map((p: { quantity: number; reserved: number }) => [p.quantity, p.reserved])).toEqual([[0, free]]);
  });

  it('changes the prepayment and the products (reserving and releasing stock)', async () => {
    const customer = await approvedCustomer();
    const made = (await manager.post(BOOKINGS, { place: shop, customer, booking_products: [line(1)], prepayment: '10', currency: C.USD }, key())).json();
    const stock = await stockAt(shop);
    const usd = await placeMoney(shop, 'USD');
    const changed = expectContract(await manager.post(`${BOOKINGS}${made.id}/change/`, { prepayment: '25', currency: C.USD }, key()), bookingOut);
    expect(changed.prepayment.amount).toBe('25.00');
    expect(await placeMoney(shop, 'USD')).toBe((Number(usd) + 15).toFixed(2));
    const added = expectContract(await manager.post(`${BOOKINGS}${made.id}/products/`, line(2), key()), bookingOut, 201);
    expect(added.booking_products).toHaveLength(1);
    expect(added.booking_products[0].quantity).toBe(3);
    expect(await stockAt(shop)).toBe(stock - 2);
    const lineId = added.booking_products[0].id;
    expect(expectContract(await manager.patch(`${BOOKINGS}${made.id}/products/${lineId}/`, { quantity: 1 }, key()), bookingOut).quantity).toBe(1);
    expect(await stockAt(shop)).toBe(stock);
    expectError(await manager.patch(`${BOOKINGS}${made.id}/products/${lineId}/`, { quantity: 0 }, key()), 400, 'quantity_min', 'quantity');
    expect((await manager.delete(`${BOOKINGS}${made.id}/products/${lineId}/`)).statusCode).toBe(204);
    expect(await stockAt(shop)).toBe(stock + 1);
    expect((await manager.get(`${BOOKINGS}${made.id}/products/`)).json()).toEqual([]);
    expectError(await manager.post(`${BOOKINGS}${made.id}/success/`, {}, key()), 400, 'empty_basket');
  });

  it('cancel: goods back to free stock, prepayment to the customer\'s balance; closed bookings refuse changes', async () => {
    const customer = await approvedCustomer();
    const stock = await stockAt(shop);
    const made = (await seller.post(BOOKINGS, { place: shop, customer, booking_products: [line(3)], prepayment: '15', currency: C.USD }, key())).json();
    const canceled = expectContract(await seller.post(`${BOOKINGS}${made.id}/cancel/`, {}, key()), bookingOut);
    expect(canceled.status).toBe('canceled');
    expect(canceled.closed_at).not.toBeNull();
    expect(await stockAt(shop)).toBe(stock);
    expect(balanceIn(await customerOf(customer), 'USD')).toBe('15.00');
    expectError(await seller.post(`${BOOKINGS}${made.id}/cancel/`, {}, key()), 409, 'booking_not_pending');
    expectError(await seller.post(`${BOOKINGS}${made.id}/change/`, { prepayment: '1', currency: C.USD }, key()), 409, 'booking_not_pending');
    // a new booking is allowed once the first is closed
    expect((await seller.post(BOOKINGS, { place: shop, customer, booking_products: [line(1)], prepayment: '5', currency: C.USD }, key())).statusCode).toBe(201);
  });

  it('reject (SPEC.md 4 \'rejected\'): the shop refuses a booking, goods and prepayment go back as with a cancel; sellers may not', async () => {
    const customer = await approvedCustomer();
    const stock = await stockAt(shop);
    const made = (await seller.post(BOOKINGS, { place: shop, customer, booking_products: [line(2)], prepayment: '7', currency: C.USD }, key())).json();
    expectError(await seller.post(`${BOOKINGS}${made.id}/reject/`, {}, key()), 403, 'permission_denied');
    expectError(await clientManager.post(`${BOOKINGS}${made.id}/reject/`, {}, key()), 403, 'permission_denied');
    expectError(await otherAdmin.post(`${BOOKINGS}${made.id}/reject/`, {}, key()), 404, 'not_found');
    expectError(await admin.post(`${BOOKINGS}2147483648/reject/`, {}, key()), 400, 'invalid', 'id');
    const rejected = expectContract(await admin.post(`${BOOKINGS}${made.id}/reject/`, {}, key()), bookingOut);
    expect(rejected).toMatchObject({ status: 'rejected' });
    expect(rejected.closed_at).not.toBeNull();
    expect(await stockAt(shop)).toBe(stock);
    expect(balanceIn(await customerOf(customer), 'USD')).toBe('7.00');
    expectError(await admin.post(`${BOOKINGS}${made.id}/reject/`, {}, key()), 409, 'booking_not_pending');
    expectError(await seller.post(`${BOOKINGS}${made.id}/cancel/`, {}, key()), 409, 'booking_not_pending');
    expect((await admin.get(`${BOOKINGS}?status=rejected`)).json().results.map((b: { id: number }) => b.id)).toContain(made.id);
  });

  it('a customer with a pending booking cannot be deleted; once it is closed (and the prepayment given back) they can', async () => {
    const customer = await approvedCustomer();
    const made = (await seller.post(BOOKINGS, { place: shop, customer, booking_products: [line(1)], prepayment: '5', currency: C.USD }, key())).json();
    expectError(
      await manager.delete(`${CUSTOMERS}${customer}/`),
      409,
      'customer_has_pending_booking',
      undefined,
      'The customer cannot be deleted because he has a pending booking',
    );
    expect((await customerOf(customer)).is_active).toBe(true);
    expect((await seller.post(`${BOOKINGS}${made.id}/cancel/`, {}, key())).statusCode).toBe(200);
    // the prepayment went to the balance: still refused, for the money now
    expectError(await manager.delete(`${CUSTOMERS}${customer}/`), 409, 'customer_has_balance');
    const out = await manager.post(`${CUSTOMERS}${customer}/balance_replenish_withdraw/`, { operation: 'withdraw', amount: '5', currency: C.USD, comment: 'prepayment back' }, key());
    expect(out.statusCode, out.body).toBe(200);
    expect((await manager.delete(`${CUSTOMERS}${customer}/`)).statusCode).toBe(204);
  });

  it('success: the booking becomes a sale (prepayment counted as paid), stock leaves once', async () => {
    const customer = await approvedCustomer();
    const stock = await stockAt(shop);
    const made = (await seller.post(BOOKINGS, { place: shop, customer, booking_products: [line(2)], prepayment: '50', currency: C.USD }, key())).json();
    expectError(await seller.post(`${BOOKINGS}${made.id}/success/`, { payments: [{ currency: C.USD, amount: '100' }] }, key()), 400, 'not_enough_paid', 'payments');
    const usd = await placeMoney(shop, 'USD');
    const done = expectContract(await seller.post(`${BOOKINGS}${made.id}/success/`, { payments: [{ currency: C.USD, amount: '160' }] }, key()), bookingOut);
    expect(done.status).toBe('confirmed');
    expect(done.sale).not.toBeNull();
    const sale = expectContract(await seller.get(`${SELLS}${done.sale}/`), saleOut);
    expect(sale).toMatchObject({ booking: made.id, total_sum: '200.00', customer: { id: customer }, change: { amount: '10.00' } });
    expect(sale.payments.map((p) => p.amount)).toEqual(['160.00', '50.00']);
    expect(await stockAt(shop)).toBe(stock - 2);
    expect(await placeMoney(shop, 'USD')).toBe((Number(usd) + 150).toFixed(2));
    // cancelling that sale returns the goods and all the money paid, the prepayment included
    await admin.post(`${SELLS}${sale.id}/reject/`, {}, key());
    expect(await stockAt(shop)).toBe(stock);
    expect(await placeMoney(shop, 'USD')).toBe((Number(usd) - 50).toFixed(2));
  });

  it('extra services taken with a booking (SPEC.md 7) are charged when it becomes a sale; a currency the place does not take is refused', async () => {
    const customer = await approvedCustomer();
    const body = { place: shop, customer, booking_products: [line(1)], prepayment: '20', currency: C.USD, method: 'book' };
    expectError(await seller.post(BOOKINGS, { ...body, extra_service_cost: { currency: 2147483647, amount: '5' } }, key()), 400, 'currency_not_in_place', 'extra_service_cost.currency');
    expectError(await seller.post(BOOKINGS, { ...body, extra_service_cost: { currency: C.USD, amount: '5.555' } }, key()), 400, 'max_decimal_places', 'extra_service_cost.amount');
    expectError(await seller.post(BOOKINGS, { ...body, method: 'cash' }, key()), 400, 'invalid', 'method');
    const made = expectContract(await seller.post(BOOKINGS, { ...body, extra_service_cost: { currency: C.USD, amount: '5' } }, key()), bookingOut, 201);
    expect(made.extra_service_cost).toMatchObject({ amount: '5.00', currency: { id: C.USD } });
    // 100 of goods + 5 of services - 20 prepaid: 85 left to pay
    expectError(await seller.post(`${BOOKINGS}${made.id}/success/`, { payments: [{ currency: C.USD, amount: '80' }] }, key()), 400, 'not_enough_paid', 'payments');
    const done = expectContract(await seller.post(`${BOOKINGS}${made.id}/success/`, { payments: [{ currency: C.USD, amount: '85' }] }, key()), bookingOut);
    const sale = expectContract(await seller.get(`${SELLS}${done.sale}/`), saleOut);
    expect(sale.extra_service_cost).toMatchObject({ amount: '5.00', currency: { id: C.USD } });
    expect(sale.change.amount).toBe('0.00');
  });
});
