/**
 * Wholesale orders: entering, listing with filters, lines, quantity edits, every allowed and
 * refused transition, completion as a sale (stock, debt) through the till's createSale, idempotency,
 * the Excel export, the public details table by token, roles and another company.
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, ORDER_STATUSES, ORDER_TRANSITIONS } from '../../src/domain/wholesale/contract';
import { as, authed, expectError, freshApp, rows, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let clientmanager: Client;
let other: Client;
let product: number;
let shop: number;
let size: number;
let size2: number;
let customer: number;
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `wh-order-${++n}` } });
const ORDERS = '/api/v1/orders/';
const CUSTOMERS = '/api/customers/v1/customers/';

async function newCustomer(approve = true) {
  const c = (await admin.post(CUSTOMERS, { name: `Wholesaler ${++n}`, phone: `+99890${String(1000000 + n).padStart(7, '0')}` })).json();
  if (approve) await admin.post(`${CUSTOMERS}${c.id}/approve/`, {});
  return c.id as number;
}
async function newOrder(client: Client = manager, quantity = 2, cust = customer) {
  const res = await client.post(ORDERS, { customer: cust, company: 'Silk Road LLC', place: shop, products: [{ product, size, quantity }, { product, size: size2, quantity: 1 }] }, key());
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const act = (client: Client, id: number, action: string, body?: unknown) => client.post(`${ORDERS}${id}/${action}/`, body ?? {}, key());
const stockAt = async (sizeId: number) =>
  Number((await rows<{ q: number }>(t.db, sql`select coalesce(sum(quantity), 0)::int as q from placements where product_id = ${product} and size_id = ${sizeId} and place_id = ${shop}`))[0].q);

beforeAll(async () => {
  t = await freshApp();
  [admin, manager, seller, clientmanager, other] = await Promise.all([as(t.app, 'admin'), as(t.app, 'manager'), as(t.app, 'seller'), as(t.app, 'clientmanager'), as(t.app, 'other_admin')]);
  shop = t.fx.demo.placeIds['Chorsu shop'];
  [size, size2] = t.fx.demo.sizeIds;
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const shopType = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results.find((p: { name: string }) => p.name === 'Shop').id;
  product = (await admin.post('/api/product/v1/products/', { name: 'Wholesale coat', model: 'WC', vendor_code: 'WC-1', type: types[0].id, cost: '5', prices: [{ place_type: shopType, price: '10.00' }] })).json().id;
  for (const s of [size, size2]) await admin.post('/api/product/v1/placements/adjust/', { product, size: s, place: shop, delta: 100 }, key());
  customer = await newCustomer();
});
afterAll(() => t?.close());

describe('entering an order', () => {
  it('answers 201, status new, priced at the place type, with a random details token', async () => {
    const o = await newOrder();
    expect(o.status).toBe('new');
    expect(o.customer).toMatchObject({ id: customer, company: 'Silk Road LLC' });
    expect(o.quantity).toBe(3);
    expect(o.total_price).toBe('30.00');
    expect(o.place.id).toBe(shop);
    expect(o.details_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // random, not derived from the id: a second order's token shares nothing with the first's
    const other = await newOrder();
    expect(other.details_token).not.toBe(o.details_token);
    expect(o.details_token).not.toBe(String(o.id));
  });
  it('a double click enters one order: the same Idempotency-Key in sequence or at once answers the first order', async () => {
    const cust = await newCustomer();
    const count = async () => (await manager.get(`${ORDERS}?customer=${cust}&limit=100`)).json().count as number;
    const body = { customer: cust, company: 'Double click LLC', place: shop, products: [{ product, size, quantity: 1 }] };
    const headers = { headers: { 'idempotency-key': `wh-order-create-dbl-${cust}` } };
    const [a, b] = await Promise.all([manager.post(ORDERS, body, headers), manager.post(ORDERS, body, headers)]);
    const c = await manager.post(ORDERS, body, headers);
    expect([a.statusCode, b.statusCode, c.statusCode], a.body).toEqual([201, 201, 201]);
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    expect(c.headers['idempotency-replayed']).toBe('true');
    expect(await count()).toBe(1);
    // the same key for another order is refused, and makes none
    expectError(await manager.post(ORDERS, { ...body, company: 'Another' }, headers), 409, 'idempotency_key_reused');
    expect(await count()).toBe(1);
    // a refusal keeps no key: the corrected order goes through with it
    const retryKey = { headers: { 'idempotency-key': `wh-order-create-fix-${cust}` } };
    expectError(await manager.post(ORDERS, { ...body, products: [{ product: 999999, size, quantity: 1 }] }, retryKey), 400, 'no_such_product', 'products.0.product');
    expect((await manager.post(ORDERS, body, retryKey)).statusCode).toBe(201);
    expect(await count()).toBe(2);
  });
  it('refuses bad input with the field', async () => {
    expectError(await manager.post(ORDERS, { customer, products: [] }), 400, 'required', 'products');
    expectError(await manager.post(ORDERS, { customer: 2147483648, products: [{ product, size, quantity: 1 }] }), 400, 'invalid', 'customer');
    expectError(await manager.post(ORDERS, { customer, products: [{ product, size, quantity: 0 }] }), 400, 'quantity_min', 'products.0.quantity');
    expectError(await manager.post(ORDERS, { customer, company: 'a\u0000b', products: [{ product, size, quantity: 1 }] }), 400, 'invalid', 'company');
    expectError(await manager.post(ORDERS, { customer, place: shop, products: [{ product, size, quantity: 1 }, { product, size, quantity: 2 }] }), 400, 'invalid', 'products.1.size');
    expectError(await manager.post(ORDERS, { customer, place: shop, products: [{ product: 999999, size, quantity: 1 }] }), 400, 'no_such_product', 'products.0.product');
  });
  it('refuses a customer not approved (409) and an unknown one (404)', async () => {
    const pending = await newCustomer(false);
    expectError(await manager.post(ORDERS, { customer: pending, place: shop, products: [{ product, size, quantity: 1 }] }), 409, 'customer_not_approved', 'customer');
    expectError(await manager.post(ORDERS, { customer: 999999, place: shop, products: [{ product, size, quantity: 1 }] }), 404, 'not_found', 'customer');
  });
  it('roles: the seller 403, no token 401; admin and the client manager may', async () => {
    expectError(await seller.post(ORDERS, { customer, products: [{ product, size, quantity: 1 }] }), 403, 'permission_denied');
    expectError(await seller.get(ORDERS), 403, 'permission_denied');
    expect((await authed(t.app, null).get(ORDERS)).statusCode).toBe(401);
    expect((await admin.get(ORDERS)).statusCode).toBe(200);
    const cm = await clientmanager.post(ORDERS, { customer, place: shop, products: [{ product, size, quantity: 1 }] }, key());
    expect(cm.statusCode, cm.body).toBe(201);
  });
});

describe('reading', () => {
  it('lists with filters and paging', async () => {
    const a = await newOrder(manager, 10);
    await act(manager, a.id, 'start-processing');
    const list = (q: string) => manager.get(`${ORDERS}?${q}`).then((r) => r.json());
    const inWork = await list('status=in_progress');
    expect(inWork.results.map((o: { id: number }) => o.id)).toContain(a.id);
    expect(inWork.results.every((o: { status: string }) => o.status === 'in_progress')).toBe(true);
    const pricey = await list('total_price_min=100&total_price_max=110');
    expect(pricey.results.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`created_at_after=${today}&created_at_before=${today}`)).count).toBeGreaterThan(1);
    expect((await list('created_at_before=2000-01-01')).count).toBe(0);
    expect((await list(`customer=${customer}&limit=1`)).next).not.toBeNull();
    expect((await list('search=Silk%20Road')).count).toBeGreaterThan(0);
    const asc = await list('ordering=total_price&limit=100');
    const totals = asc.results.map((o: { total_price: string }) => Number(o.total_price));
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
    expectError(await manager.get(`${ORDERS}?status=lost`), 400, 'invalid', 'status');
    expectError(await manager.get(`${ORDERS}?total_price_min=1.234`), 400, 'max_decimal_places', 'total_price_min');
  });
  it('answers the lines and the size grid; another company sees 404', async () => {
    const o = await newOrder();
    const lines = (await manager.get(`${ORDERS}${o.id}/products/`)).json();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ product: { id: product, vendor_code: 'WC-1' }, unit_price: '10.00' });
    const grid = (await manager.get(`${ORDERS}${o.id}/products-with-sizes/`)).json();
    expect(grid).toHaveLength(1);
    expect(grid[0].sizes).toHaveLength(2);
    expect(grid[0].quantity).toBe(3);
    expect((await manager.get(`${ORDERS}${o.id}/products/${lines[0].id}/`)).json().id).toBe(lines[0].id);
    expectError(await other.get(`${ORDERS}${o.id}/`), 404, 'not_found');
    expectError(await other.get(`${ORDERS}${o.id}/products/`), 404, 'not_found');
    expectError(await other.post(`${ORDERS}${o.id}/start-processing/`, {}), 404, 'not_found');
    expectError(await other.patch(`${ORDERS}${o.id}/products/${lines[0].id}/`, { quantity: 5 }), 404, 'not_found');
    expect((await other.get(ORDERS)).json().results.some((x: { id: number }) => x.id === o.id)).toBe(false);
  });
  it('exports Excel with the file name in Content-Disposition', async () => {
    const o = await newOrder();
    const res = await manager.get(`${ORDERS}${o.id}/export/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="order-${o.id}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Vendor code');
    expect(sheet.getRow(2).getCell(1).value).toBe('WC-1');
    expectError(await other.get(`${ORDERS}${o.id}/export/`), 404, 'not_found');
    expectError(await seller.get(`${ORDERS}${o.id}/export/`), 403, 'permission_denied');
  });
});

describe('quantity edits', () => {
  it('change a line while new or in progress and price the order again', async () => {
    const o = await newOrder();
    const [line] = (await manager.get(`${ORDERS}${o.id}/products/`)).json();
    const res = await manager.patch(`${ORDERS}${o.id}/products/${line.id}/`, { quantity: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ quantity: 5, total: '50.00' });
    const after = (await manager.get(`${ORDERS}${o.id}/`)).json();
    expect(after).toMatchObject({ quantity: 6, total_price: '60.00' });
    expectError(await manager.patch(`${ORDERS}${o.id}/products/${line.id}/`, { quantity: 0 }), 400, 'quantity_min', 'quantity');
    expectError(await manager.patch(`${ORDERS}${o.id}/products/999999/`, { quantity: 2 }), 404, 'not_found');
    await act(manager, o.id, 'cancel');
    expectError(await manager.patch(`${ORDERS}${o.id}/products/${line.id}/`, { quantity: 2 }), 409, 'order_status_invalid', 'status');
  });
});

describe('the state machine', () => {
  const path: Record<string, string> = { start: 'start-processing', release: 'cancel-processing', complete: 'complete', cancel: 'cancel', reject: 'reject' };
  /** an order brought into `status` */
  async function orderIn(status: string) {
    const o = await newOrder(manager, 1);
    if (status === 'in_progress' || status === 'done') await act(manager, o.id, 'start-processing');
    if (status === 'done') expect((await act(manager, o.id, 'complete', { method: 'cash', payments: [{ currency: t.fx.demo.currencyIds.USD, amount: '100' }] })).statusCode).toBe(200);
    if (status === 'canceled') await act(manager, o.id, 'cancel');
    if (status === 'rejected') await act(manager, o.id, 'reject');
    expect((await manager.get(`${ORDERS}${o.id}/`)).json().status).toBe(status);
    return o.id as number;
  }
  for (const status of ORDER_STATUSES) {
    for (const action of ORDER_ACTIONS.filter((a) => a !== 'edit')) {
      const allowed = ORDER_TRANSITIONS[action].from.includes(status);
      it(`${action} from ${status}: ${allowed ? `-> ${ORDER_TRANSITIONS[action].to}` : 'refused'}`, async () => {
        const id = await orderIn(status);
        const body = action === 'complete' ? { method: 'cash', payments: [{ currency: t.fx.demo.currencyIds.USD, amount: '100' }] } : {};
        const res = await act(manager, id, path[action], body);
        if (allowed) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().status).toBe(ORDER_TRANSITIONS[action].to);
        } else {
          expectError(res, 409, action === 'start' && status === 'in_progress' ? 'order_in_work' : 'order_status_invalid', 'status');
        }
      });
    }
  }
  it("start by someone else while in work: 'Order is already in work'", async () => {
    const o = await newOrder();
    expect((await act(clientmanager, o.id, 'start-processing')).json().processed_by.name).toBeTruthy();
    expectError(await act(manager, o.id, 'start-processing'), 409, 'order_in_work', 'status', 'Order is already in work');
  });
});

describe('completing: a sale to the customer through the till', () => {
  it('on credit: stock leaves the place, the unpaid total is the customer debt, once per key', async () => {
    const cust = await newCustomer();
    const o = await newOrder(manager, 4, cust);
    await act(manager, o.id, 'start-processing');
    const before = [await stockAt(size), await stockAt(size2)];
    const headers = { headers: { 'idempotency-key': `wh-complete-${o.id}` } };
    const res = await manager.post(`${ORDERS}${o.id}/complete/`, {}, headers);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json();
    expect(done.status).toBe('done');
    expect(done.sale).toEqual(expect.any(Number));
    expect([await stockAt(size), await stockAt(size2)]).toEqual([before[0] - 4, before[1] - 1]);
    const sale = (await manager.get(`/api/realization/v1/sells/${done.sale}/`)).json();
    expect(sale).toMatchObject({ customer: { id: cust }, method: 'debt', total_sum: done.total_price, debt: { amount: '50.00' } });
    // the same key replays the answer; nothing moves twice
    const replay = await manager.post(`${ORDERS}${o.id}/complete/`, {}, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().sale).toBe(done.sale);
    expect([await stockAt(size), await stockAt(size2)]).toEqual([before[0] - 4, before[1] - 1]);
    // a new key finds the order done
    expectError(await act(manager, o.id, 'complete'), 409, 'order_status_invalid', 'status');
    expect((await manager.get(`${CUSTOMERS}${cust}/`)).json().total_debt).toBe('50.00');
  });
  it('a refusal of the till rolls everything back (not enough stock)', async () => {
    const o = await newOrder(manager, 1000);
    await act(manager, o.id, 'start-processing');
    const before = await stockAt(size);
    const res = await act(manager, o.id, 'complete', { method: 'cash', payments: [{ currency: t.fx.demo.currencyIds.USD, amount: '100000' }] });
    expect(res.statusCode).toBe(409);
    expect(await stockAt(size)).toBe(before);
    expect((await manager.get(`${ORDERS}${o.id}/`)).json().status).toBe('in_progress');
  });
  it('refuses bad payment input', async () => {
    const o = await newOrder();
    await act(manager, o.id, 'start-processing');
    expectError(await act(manager, o.id, 'complete', { method: 'gift' }), 400, 'invalid', 'method');
    expectError(await act(manager, o.id, 'complete', { method: 'cash', payments: [{ currency: t.fx.demo.currencyIds.USD, amount: '1.001' }] }), 400, 'max_decimal_places', 'payments.0.amount');
  });
});

describe('the public details table', () => {
  it('answers its order by token without sign-in, and nothing else', async () => {
    const o = await newOrder();
    const anon = authed(t.app, null);
    const res = await anon.get(`/api/v1/orders-table/${o.details_token}/details-table/`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['created_at', 'currency', 'products', 'quantity', 'status', 'total_price']);
    expect(body.products).toHaveLength(2);
    expect(Object.keys(body.products[0]).sort()).toEqual(['model', 'name', 'quantity', 'size', 'total', 'unit_price', 'vendor_code']);
    // no ids and no customer anywhere in it (the keys are checked above; no value names the customer)
    expect(JSON.stringify(body)).not.toMatch(/"(id|customer|employee|phone)"/);
    expect(res.body).not.toContain('Wholesaler');
    expect(res.headers['cache-control']).toBe('no-store');
    // the id, a wrong or a malformed token: 404 / 400, the same for everyone
    expectError(await anon.get(`/api/v1/orders-table/${o.id}/details-table/`), 400, 'invalid', 'token');
    expectError(await anon.get(`/api/v1/orders-table/${'x'.repeat(32)}/details-table/`), 404, 'not_found');
    expectError(await anon.get(`/api/v1/orders-table/${o.details_token.slice(0, -1)}${o.details_token.endsWith('A') ? 'B' : 'A'}/details-table/`), 404, 'not_found');
  });
});
