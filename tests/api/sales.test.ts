/**
 * Issue 11, server core of the till: POST sells (cash, no customer) prices every line itself, moves
 * stock and money through the ledger in one transaction, is never doubled by a retried or racing
 * request with the same Idempotency-Key; GET sells / {id}; POST {id}/reject (admin) puts everything back.
 */
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleOut, salePageOut, topSellBySizeOut, topSellOut } from '../../src/domain/sale/contract';
import { changeFor, linePrice, saleTotal } from '../../src/domain/sale/pricing';
import { daysAgoUtc } from '../../src/domain/period';
import { expectContract } from './contract';
import { as, type Client, expectError, freshApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let seller: Client;
let manager: Client;
let clientManager: Client;
let otherAdmin: Client;
let C: Record<string, number>;
let shop: number;
let mall: number;
let warehouse: number;
let productId: number;
let sizeId: number;

const SELLS = '/api/realization/v1/sells/';
let n = 0;
const key = (k = `sale-${++n}-${Date.now()}`) => ({ headers: { 'idempotency-key': k } });

async function stockAt(place: number): Promise<number> {
  const res = await admin.get(`/api/product/v1/placements/?product=${productId}&size=${sizeId}&place=${place}`);
  return res.json().results.reduce((s: number, r: { quantity: number }) => s + r.quantity, 0);
}
async function placeMoney(place: number, currency: string): Promise<string> {
  const res = await admin.get(`/api/wallet/v1/place/${place}/balance/`);
  return res.json().find((b: { currency: { name: string } }) => b.currency.name === currency)?.amount ?? '0.00';
}

beforeAll(async () => {
  t = await freshApp();
  C = t.fx.demo.currencyIds;
  shop = t.fx.demo.placeIds['Chorsu shop'];
  mall = t.fx.demo.placeIds['Mall shop'];
  warehouse = t.fx.demo.placeIds['Central warehouse'];
  [admin, seller, manager, clientManager, otherAdmin] = await Promise.all(['admin', 'seller', 'manager', 'clientmanager', 'other_admin'].map((u) => as(t.app, u)));
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const placeTypes = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results;
  const shopType = placeTypes.find((p: { name: string }) => p.name === 'Shop').id;
  // 100.00 USD less 10 % at shops; no price at warehouses
  const product = await admin.post('/api/product/v1/products/', {
    name: 'Till coat',
    model: 'T1',
    type: types[0].id,
    cost: '40',
    prices: [{ place_type: shopType, price: '100.00', discount: '10', discount_in_percent: true }],
  });
  expect(product.statusCode, product.body).toBe(201);
  productId = product.json().id;
  sizeId = t.fx.demo.sizeIds[0];
  for (const place of [shop, mall, warehouse]) {
    const res = await admin.post('/api/product/v1/placements/adjust/', { product: productId, size: sizeId, place, delta: place === shop ? 100 : 5 }, key());
    expect(res.statusCode, res.body).toBe(200);
  }
  // change is paid out of the till: give the shop some cash in both currencies
  for (const [currency, amount] of [['USD', '100'], ['UZS', '1000000']] as const) {
    const res = await admin.post(`/api/wallet/v1/place/${shop}/balance/`, { id: shop, amount, currency: C[currency], comment: 'float' }, key());
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t?.close());

const body = (over: Record<string, unknown> = {}) => ({
  place: shop,
  sell_products: [{ product: productId, size: sizeId, quantity: 2, place: shop }],
  payments: [{ currency: C.USD, amount: '200' }],
  ...over,
});

describe('the till arithmetic (src/domain/sale/pricing.ts)', () => {
  it('discounts, totals, change rounded down, underpayment', () => {
    expect(linePrice({ price: '100.00', discount: '10', discount_in_percent: true, quantity: 3 })).toEqual({ unit: '90.00', total: '270.00' });
    expect(linePrice({ price: '19.99', discount: '0.99', discount_in_percent: false, quantity: 2 })).toEqual({ unit: '19.00', total: '38.00' });
    expect(saleTotal([{ price: '10', discount: '0', discount_in_percent: false, quantity: 1 }], { amount: '12650', rate: '12650' })).toBe('11.00');
    // 180 USD paid with 2 000 000 UZS at 12650: 158.10... USD; 100 USD + 1 000 000 UZS = 179.05 USD
    expect(changeFor('180.00', [{ amount: '2000000', rate: '12650' }], '12650')).toBeNull();
    // 100 USD + 1 100 000 UZS = 186.956... USD: 6.956... USD over = 88 000 UZS
    expect(changeFor('180.00', [{ amount: '100', rate: '1' }, { amount: '1100000', rate: '12650' }], '12650')).toBe('88000.00');
    expect(changeFor('180.00', [{ amount: '180.01', rate: '1' }], '12650')).toBe('126.50');
    expect(changeFor('10.00', [{ amount: '10.00', rate: '1' }], '1')).toBe('0.00');
    // paid in the change currency itself: exact, not a cent lost through the base currency
    expect(changeFor('108.00', [{ amount: '1400000.5', rate: '12650' }], '12650')).toBe('33800.50');
    // 1/3 of a unit: change is never rounded up
    expect(changeFor('0.00', [{ amount: '1', rate: '3' }], '1')).toBe('0.33');
  });
});

describe('POST sells', () => {
  it('sells: 201 with the server prices, stock and till money moved once', async () => {
    const before = { stock: await stockAt(shop), usd: await placeMoney(shop, 'USD') };
    const sale = expectContract(await seller.post(SELLS, body({ payments: [{ currency: C.USD, amount: '200' }] }), key()), saleOut, 201);
    expect(sale).toMatchObject({ status: 'active', method: 'cash', total_sum: '180.00', currency: { name: 'USD' }, quantity: 2 });
    expect(sale.sell_products[0]).toMatchObject({ price: '100.00', discount: '10.00', discount_in_percent: true, unit_price: '90.00', total: '180.00' });
    expect(sale.change).toEqual({ amount: '20.00', currency: { id: C.USD, name: 'USD' } });
    expect(await stockAt(shop)).toBe(before.stock - 2);
    // +200 paid in, -20 change out
    expect(await placeMoney(shop, 'USD')).toBe((Number(before.usd) + 180).toFixed(2));
  });

  it('pays in two currencies and gives change in the national one', async () => {
    const sale = expectContract(
      await seller.post(SELLS, body({ payments: [{ currency: C.USD, amount: '100' }, { currency: C.UZS, amount: '1100000' }], change_currency: C.UZS }), key()),
      saleOut,
      201,
    );
    expect(sale.payments.map((p) => [p.currency.name, p.amount, p.rate])).toEqual([
      ['USD', '100.00', '1'],
      ['UZS', '1100000.00', '12650'],
    ]);
    expect(sale.change).toMatchObject({ amount: '88000.00', currency: { name: 'UZS' } });
    // the POST answer is built from what the sale wrote: it is exactly what GET answers later
    expect(expectContract(await seller.get(`${SELLS}${sale.id}/`), saleOut)).toEqual(sale);
  });

  it('never trusts the browser: a total in the body is refused as unknown or ignored; underpayment is a 400 on payments', async () => {
    expectError(await seller.post(SELLS, body({ payments: [{ currency: C.USD, amount: '179.99' }] }), key()), 400, 'not_enough_paid', 'payments');
    const res = await seller.post(SELLS, { ...body(), total_sum: '1.00' }, key());
    // unknown fields are dropped by the contract: the sale still costs 180.00
    if (res.statusCode === 201) expect(res.json().total_sum).toBe('180.00');
    else expect(res.statusCode).toBe(400);
  });

  it('refuses each bad input with its field', async () => {
    expectError(await seller.post(SELLS, body({ sell_products: [] }), key()), 400, 'empty_basket', 'sell_products');
    expectError(await seller.post(SELLS, body({ sell_products: [{ product: productId, size: sizeId, quantity: 0, place: shop }] }), key()), 400, 'quantity_min', 'sell_products.0.quantity');
    expectError(await seller.post(SELLS, body({ sell_products: [{ product: productId, size: sizeId, quantity: 1.5, place: shop }] }), key()), 400, 'integer_required', 'sell_products.0.quantity');
    expectError(await seller.post(SELLS, body({ sell_products: [{ product: 2147483648, size: sizeId, quantity: 1, place: shop }] }), key()), 400, 'invalid', 'sell_products.0.product');
    expectError(await seller.post(SELLS, body({ sell_products: [{ product: 999999, size: sizeId, quantity: 1, place: shop }] }), key()), 400, 'no_such_product', 'sell_products.0.product');
    expectError(await seller.post(SELLS, body({ payments: [{ currency: C.USD, amount: '-5' }] }), key()), 400, 'negative_amount', 'payments.0.amount');
    expectError(await seller.post(SELLS, body({ payments: [{ currency: C.USD, amount: '1e5' }] }), key()), 400, 'invalid_number', 'payments.0.amount');
    expectError(await seller.post(SELLS, body({ payments: [{ currency: C.USD, amount: '10' }, { currency: C.USD, amount: '190' }] }), key()), 400, 'duplicate_currency', 'payments');
    expectError(await seller.post(SELLS, body({ method: 'credit' }), key()), 400, 'invalid', 'method');
    expectError(await seller.post(SELLS, body({ sell_products: [{ product: productId, size: sizeId, quantity: 1000, place: shop }], payments: [{ currency: C.USD, amount: '999999' }] }), key()), 409, 'product_quantity_not_enough', 'sell_products.0.quantity');
    // several lines go to the ledger in one statement: the short one is named, and nothing is sold
    const before = await stockAt(shop);
    expectError(
      await seller.post(
        SELLS,
        body({ sell_products: [{ product: productId, size: sizeId, quantity: 1, place: shop }, { product: productId, size: sizeId, quantity: 1000, place: mall }], payments: [{ currency: C.USD, amount: '999999' }] }),
        key(),
      ),
      409,
      'product_quantity_not_enough',
      'sell_products.1.quantity',
    );
    expect(await stockAt(shop)).toBe(before);
    // the same placement on two lines counts both against its stock
    const mallStock = await stockAt(mall);
    expectError(
      await seller.post(
        SELLS,
        body({ sell_products: [{ product: productId, size: sizeId, quantity: mallStock, place: mall }, { product: productId, size: sizeId, quantity: 1, place: shop }, { product: productId, size: sizeId, quantity: 1, place: mall }], payments: [{ currency: C.USD, amount: '999999' }] }),
        key(),
      ),
      409,
      'product_quantity_not_enough',
      'sell_products.0.quantity',
    );
  });

  it('refuses a product without a price at the place type, and a place the seller may not work at', async () => {
    expectError(await admin.post(SELLS, body({ place: warehouse, sell_products: [{ product: productId, size: sizeId, quantity: 1, place: warehouse }] }), key()), 400, 'price_not_set', 'sell_products.0.product');
    expectError(await seller.post(SELLS, body({ place: warehouse, sell_products: [{ product: productId, size: sizeId, quantity: 1, place: warehouse }] }), key()), 403, 'place_not_allowed');
    expectError(await otherAdmin.post(SELLS, body(), key()), 404, 'not_found', 'place');
  });

  it('refuses change the till cannot give (in another currency than paid), and moves nothing then', async () => {
    const stock = await stockAt(mall);
    expectError(
      await seller.post(SELLS, body({ place: mall, sell_products: [{ product: productId, size: sizeId, quantity: 1, place: mall }], payments: [{ currency: C.USD, amount: '9999999' }], change_currency: C.UZS }), key()),
      409,
      'not_enough_money',
      'change_currency',
    );
    expect(await stockAt(mall)).toBe(stock);
  });

  it('is never doubled: the same key twice, in sequence and at the same moment, makes one sale', async () => {
    const stock = await stockAt(shop);
    const k = key('till-double-click-1');
    const first = await seller.post(SELLS, body({ sell_products: [{ product: productId, size: sizeId, quantity: 1, place: shop }], payments: [{ currency: C.USD, amount: '90' }] }), k);
    const again = await seller.post(SELLS, body({ sell_products: [{ product: productId, size: sizeId, quantity: 1, place: shop }], payments: [{ currency: C.USD, amount: '90' }] }), k);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const k2 = key('till-double-click-2');
    const racing = await Promise.all(
      [1, 2, 3].map(() => seller.post(SELLS, body({ sell_products: [{ product: productId, size: sizeId, quantity: 1, place: shop }], payments: [{ currency: C.USD, amount: '90' }] }), k2)),
    );
    expect(racing.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(racing.filter((r) => r.headers['idempotency-replayed'] === 'true')).toHaveLength(2);
    const ids = new Set(racing.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(await stockAt(shop)).toBe(stock - 2);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL: a cash sale is 4 writes to the database (statements that go together are pipelined)', async () => {
    // the caller's token; BEGIN + the key's claim + the till (and the sale's id); the sale with its lines
    // and payments + stock + money; the key's answer + COMMIT (server/db/connect.ts tuneClient, together;
    // idempotency.ts 'hot')
    const port = Number(new URL(process.env.TEST_DATABASE_URL!).port || 5432);
    let writes = 0;
    const proto = Socket.prototype as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
    const original = { _write: proto._write, _writev: proto._writev };
    for (const name of ['_write', '_writev'] as const) {
      proto[name] = function (this: Socket, ...args: unknown[]) {
        if (this.remotePort === port) writes++;
        return original[name].apply(this, args);
      };
    }
    try {
      const res = await seller.post(SELLS, body({ payments: [{ currency: C.USD, amount: '180' }] }), key());
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      Object.assign(proto, original);
    }
    expect(writes).toBe(4);
  });

  it('a retry of the sale that took the last units answers that sale, not a shortfall; its key with another basket is refused', async () => {
    // the sale's key is claimed together with its first statement (idempotency.ts 'hot'): the retry runs
    // the sale again, finds no stock, and still answers the first sale, changing nothing
    const units = await stockAt(mall);
    expect(units).toBeGreaterThan(0);
    const k = key('till-last-units');
    const lastUnits = { place: mall, sell_products: [{ product: productId, size: sizeId, quantity: units, place: mall }], payments: [{ currency: C.USD, amount: `${90 * units}` }] };
    const first = expectContract(await admin.post(SELLS, lastUnits, k), saleOut, 201);
    expect(await stockAt(mall)).toBe(0);
    const retried = await admin.post(SELLS, lastUnits, k);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotency-replayed']).toBe('true');
    expect(retried.json()).toEqual(first);
    expect(await stockAt(mall)).toBe(0);
    expectError(await admin.post(SELLS, { ...lastUnits, payments: [{ currency: C.USD, amount: `${90 * units + 1}` }] }, k), 409, 'idempotency_key_reused');
    const again = await Promise.all([1, 2].map(() => admin.post(SELLS, lastUnits, k)));
    expect(again.map((r) => [r.statusCode, r.json().id])).toEqual([
      [201, first.id],
      [201, first.id],
    ]);
    expect(await placeMoney(mall, 'USD')).toBe(first.total_sum);
  });
});

describe('GET sells, reject', () => {
  it('lists today\'s sales for the seller\'s places and shows one', async () => {
    const list = expectContract(await seller.get(SELLS), salePageOut);
    expect(list.count).toBeGreaterThan(0);
    const one = expectContract(await seller.get(`${SELLS}${list.results[0].id}/`), saleOut);
    expect(one.sell_products.length).toBeGreaterThan(0);
    expect((await seller.get(`${SELLS}?date_after=2000-01-01&date_before=2000-01-02`)).json().count).toBe(0);
    expectError(await seller.get(`${SELLS}?date_after=2026-13-01`), 400, 'invalid', 'date_after');
    // SPEC.md 5 'Dates': no future day, and the start not after the end
    const tomorrow = daysAgoUtc(-1);
    expectError(await seller.get(`${SELLS}?date_before=${tomorrow}`), 400, 'future_date', 'date_before');
    expectError(await seller.get(`${SELLS}?date_after=${tomorrow}`), 400, 'future_date', 'date_after');
    expectError(await seller.get(`${SELLS}?date_after=2026-01-02&date_before=2026-01-01`), 400, 'dates_order', 'date_before', 'The start date must not be after the end date');
    expectError(await otherAdmin.get(`${SELLS}${list.results[0].id}/`), 404, 'not_found');
    expect((await otherAdmin.get(SELLS)).json().count).toBe(0);
  });

  it('reject (admin only) puts the goods and the money back, once', async () => {
    const stock = await stockAt(shop);
    const usd = await placeMoney(shop, 'USD');
    const sale = (await seller.post(SELLS, body({ payments: [{ currency: C.USD, amount: '190' }] }), key())).json();
    expect(await stockAt(shop)).toBe(stock - 2);
    expectError(await seller.post(`${SELLS}${sale.id}/reject/`, {}, key()), 403, 'permission_denied');
    expectError(await manager.post(`${SELLS}${sale.id}/reject/`, {}, key()), 403, 'permission_denied');
    const rejected = expectContract(await admin.post(`${SELLS}${sale.id}/reject/`, {}, key()), saleOut);
    expect(rejected.status).toBe('canceled');
    expect(await stockAt(shop)).toBe(stock);
    expect(await placeMoney(shop, 'USD')).toBe(usd);
    expectError(await admin.post(`${SELLS}${sale.id}/reject/`, {}, key()), 409, 'sale_already_rejected');
    expectError(await otherAdmin.post(`${SELLS}${sale.id}/reject/`, {}, key()), 404, 'not_found');
  });

  it('every role of the till may sell at its places', async () => {
    for (const who of [admin, manager, clientManager]) {
      const res = await who.post(SELLS, body({ sell_products: [{ product: productId, size: sizeId, quantity: 1, place: shop }], payments: [{ currency: C.USD, amount: '90' }] }), key());
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});

describe('top sellers', () => {
  it('ranks products by units in active sales of the last 30 days, and one product by size; other companies see none', async () => {
    const top = expectContract(await admin.get('/api/realization/v1/top_sell_products/'), topSellOut);
    expect(top.length).toBeGreaterThan(0);
    const coat = top.find((r) => r.product.id === productId)!;
    expect(coat.product.name).toBe('Till coat');
    expect(coat.quantity).toBeGreaterThan(0);
    for (let i = 1; i < top.length; i++) expect(top[i - 1].quantity).toBeGreaterThanOrEqual(top[i].quantity);
    const bySize = expectContract(await admin.get(`/api/realization/v1/top_sell_products_by_size/${productId}/`), topSellBySizeOut);
    expect(bySize.map((r) => r.quantity).reduce((a, b) => a + b, 0)).toBe(coat.quantity);
    expect((await admin.get('/api/realization/v1/top_sell_products/?date_after=2000-01-01&date_before=2000-01-31')).json()).toEqual([]);
    expect((await otherAdmin.get('/api/realization/v1/top_sell_products/')).json()).toEqual([]);
    expectError(await otherAdmin.get(`/api/realization/v1/top_sell_products_by_size/${productId}/`), 404, 'not_found');
    expectError(await admin.get('/api/realization/v1/top_sell_products/?limit=0'), 400, 'invalid', 'limit');
  });
});

describe('a sale to a customer (SPEC.md "Checkout with customer")', () => {
  let plain: number; // 50.00 USD at shops, no discount of its own
  let customer: number;
  let pending: number;
  let phoneNo = 0;
  const phone = () => `+99897${String(1000000 + ++phoneNo).padStart(7, '0')}`;
  const customerBalance = async (id: number, currency = 'USD') =>
    (await admin.get(`/api/customers/v1/customers/${id}/`)).json().balance.find((b: { currency: { name: string } }) => b.currency.name === currency).amount;

  beforeAll(async () => {
    const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
    const placeTypes = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results;
    const shopType = placeTypes.find((p: { name: string }) => p.name === 'Shop').id;
    const made = await admin.post('/api/product/v1/products/', { name: 'Plain scarf', model: 'S1', type: types[0].id, cost: '10', prices: [{ place_type: shopType, price: '50.00' }] });
    plain = made.json().id;
    await admin.post('/api/product/v1/placements/adjust/', { product: plain, size: sizeId, place: shop, delta: 50 }, key());
    const c = await admin.post('/api/customers/v1/customers/', { name: 'Shahnoza', phone: phone(), percentage_discount: '10' });
    customer = c.json().id;
    await admin.post(`/api/customers/v1/customers/${customer}/approve/`, {});
    await admin.post(`/api/customers/v1/customers/${customer}/balance_replenish_withdraw/`, { operation: 'replenishment', amount: '100', currency: C.USD, comment: 'float' }, key());
    pending = (await admin.post('/api/customers/v1/customers/', { name: 'Pending', phone: phone() })).json().id;
  });

  const line = (quantity = 2) => [{ product: plain, size: sizeId, quantity, place: shop }];

  it("applies the customer's discount to a price without its own, and pays from the balance", async () => {
    const sale = expectContract(
      await clientManager.post(SELLS, { place: shop, sell_products: line(), method: 'balance', customer: { customer, pay_from_balance: '90', balance_currency: C.USD } }, key()),
      saleOut,
      201,
    );
    expect(sale).toMatchObject({ total_sum: '90.00', customer: { id: customer, name: 'Shahnoza' }, customer_discount: '10.00', from_balance: { amount: '90.00' }, change: { amount: '0.00' } });
    expect(sale.sell_products[0]).toMatchObject({ price: '50.00', unit_price: '45.00', total: '90.00' });
    expect(await customerBalance(customer)).toBe('10.00');
    // a price with its own discount keeps it: the coat is 10 % off already, the customer's 10 % does not add
    const coat = expectContract(
      await clientManager.post(SELLS, { place: shop, sell_products: [{ product: productId, size: sizeId, quantity: 1, place: shop }], payments: [{ currency: C.USD, amount: '90' }], customer: { customer } }, key()),
      saleOut,
      201,
    );
    expect(coat.total_sum).toBe('90.00');
  });

  it('pays partly from the balance and partly in cash, the change going to the balance; reject gives it all back', async () => {
    const before = await customerBalance(customer);
    const till = await placeMoney(shop, 'USD');
    const sale = expectContract(
      await clientManager.post(
        SELLS,
        { place: shop, sell_products: line(1), payments: [{ currency: C.USD, amount: '50' }], customer: { customer, pay_from_balance: '5', balance_currency: C.USD, add_change_to_balance: true } },
        key(),
      ),
      saleOut,
      201,
    );
    // 45.00 due: 5 from the balance + 50 cash = 55; 10.00 change back onto the balance
    expect(sale.change).toMatchObject({ amount: '10.00', currency: { name: 'USD' } });
    expect(sale.change_to_balance).toBe(true);
    expect(await customerBalance(customer)).toBe((Number(before) - 5 + 10).toFixed(2));
    expect(await placeMoney(shop, 'USD')).toBe((Number(till) + 50).toFixed(2));
    await admin.post(`${SELLS}${sale.id}/reject/`, {}, key());
    expect(await customerBalance(customer)).toBe(before);
    expect(await placeMoney(shop, 'USD')).toBe(till);
  });

  it("lists a customer's purchases (all dates), and no one else's", async () => {
    const mine = expectContract(await admin.get(`${SELLS}?customer=${customer}`), salePageOut);
    expect(mine.count).toBeGreaterThanOrEqual(3);
    expect(mine.results.every((s) => s.customer?.id === customer)).toBe(true);
    expect((await admin.get(`${SELLS}?customer=${pending}`)).json().count).toBe(0);
    expect((await otherAdmin.get(`${SELLS}?customer=${customer}`)).json().count).toBe(0);
  });

  it('refuses more than the balance holds, a customer not approved, another company\'s customer, and a balance sale without an amount', async () => {
    expectError(
      await clientManager.post(SELLS, { place: shop, sell_products: line(), method: 'balance', customer: { customer, pay_from_balance: '90', balance_currency: C.USD } }, key()),
      409,
      'not_enough_money',
      'customer.pay_from_balance',
    );
    expectError(
      await clientManager.post(SELLS, { place: shop, sell_products: line(), method: 'balance', customer: { customer: pending, pay_from_balance: '90' } }, key()),
      409,
      'customer_not_approved',
      'customer.customer',
    );
    expectError(await otherAdmin.post(SELLS, { place: shop, sell_products: line(), customer: { customer } }, key()), 404, 'not_found', 'place');
    expectError(await clientManager.post(SELLS, { place: shop, sell_products: line(), method: 'balance', customer: { customer } }, key()), 400, 'required', 'customer.pay_from_balance');
    expectError(await clientManager.post(SELLS, { place: shop, sell_products: line(), payments: [], customer: { customer } }, key()), 400, 'required', 'payments');
    expectError(await clientManager.post(SELLS, { place: shop, sell_products: line(), payments: [{ currency: C.USD, amount: '90' }], customer: { customer: 999999 } }, key()), 404, 'not_found', 'customer.customer');
  });
});
