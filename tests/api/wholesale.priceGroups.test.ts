/**
 * Price groups (SPEC.md 2 '/price-group', admin): the groups and their rules (success,
 * validation, roles, another company, contract), and a wholesale order priced by a group: its lines and
 * total take the group's prices, and completing it makes a sale at exactly those prices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  orderOut,
  priceGroupOut,
  priceGroupPageOut,
  priceGroupRuleOut,
  priceGroupRulePageOut,
} from '../../src/domain/wholesale/contract';
import { money, toMoneyString } from '../../src/domain/money';
import { expectContract } from './contract';
import { as, authed, expectError, freshApp, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let clientmanager: Client;
let other: Client;
let shop: number;
let size: number;
let size2: number;
let typeA: number;
let typeB: number;
let coat: number; // type A, 100.00
let scarf: number; // type A, 40.00 with its own 10.00 discount
let hat: number; // type B, 20.00
let customer: number;
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `wh-price-group-${++n}` } });
const GROUPS = '/api/wholesale/v1/price_groups/';
const ORDERS = '/api/v1/orders/';

beforeAll(async () => {
  t = await freshApp();
  [admin, manager, seller, clientmanager, other] = await Promise.all([as(t.app, 'admin'), as(t.app, 'manager'), as(t.app, 'seller'), as(t.app, 'clientmanager'), as(t.app, 'other_admin')]);
  shop = t.fx.demo.placeIds['Chorsu shop'];
  [size, size2] = t.fx.demo.sizeIds;
  const shopType = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results.find((p: { name: string }) => p.name === 'Shop').id;
  const newType = async (name: string) => (await admin.post('/api/product/v1/product_types/', { name })).json().id as number;
  [typeA, typeB] = [await newType('PG outerwear'), await newType('PG hats')];
  const newProduct = async (name: string, type: number, price: string, discount = '0') => {
    const res = await admin.post('/api/product/v1/products/', { name, model: name, vendor_code: `PG-${++n}`, type, cost: '1', prices: [{ place_type: shopType, price, discount }] });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  coat = await newProduct('PG coat', typeA, '100.00');
  scarf = await newProduct('PG scarf', typeA, '40.00', '10.00');
  hat = await newProduct('PG hat', typeB, '20.00');
  for (const product of [coat, scarf, hat]) {
    for (const s of [size, size2]) {
      const res = await admin.post('/api/product/v1/placements/adjust/', { product, size: s, place: shop, delta: 50 }, key());
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
  }
  const c = (await admin.post('/api/customers/v1/customers/', { name: 'PG wholesaler', phone: '+998901234599' })).json();
  await admin.post(`/api/customers/v1/customers/${c.id}/approve/`, {});
  customer = c.id;
});
afterAll(() => t?.close());

const newGroup = async (name: string) => {
  const res = await admin.post(GROUPS, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string };
};
const addRule = async (group: number, body: Record<string, unknown>) => {
  const res = await admin.post(`${GROUPS}${group}/rules/`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};

describe('price groups', () => {
  it('creates, lists, reads, renames and deactivates (a name is free again)', async () => {
    const g = expectContract(await admin.post(GROUPS, { name: 'Dealers' }), priceGroupOut, 201);
    expect(g).toMatchObject({ name: 'Dealers', is_active: true, rules_count: 0 });
    expect(expectContract(await admin.get(`${GROUPS}?search=deal`), priceGroupPageOut).results.map((x) => x.id)).toContain(g.id);
    expect(expectContract(await admin.get(`${GROUPS}${g.id}/`), priceGroupOut).name).toBe('Dealers');
    expect(expectContract(await admin.patch(`${GROUPS}${g.id}/`, { name: 'Big dealers' }), priceGroupOut).name).toBe('Big dealers');
    expectError(await admin.post(GROUPS, { name: 'big DEALERS' }), 409, 'already_exists', 'name');
    expect((await admin.delete(`${GROUPS}${g.id}/`)).statusCode).toBe(204);
    expect((await admin.get(`${GROUPS}${g.id}/`)).json().is_active).toBe(false);
    expect((await admin.get(GROUPS)).json().results.map((x: { id: number }) => x.id)).not.toContain(g.id);
    expect((await admin.get(`${GROUPS}?is_active=false`)).json().results.map((x: { id: number }) => x.id)).toContain(g.id);
    expect((await admin.post(GROUPS, { name: 'Big dealers' })).statusCode).toBe(201);
  });
  it('refuses bad input with the field', async () => {
    expectError(await admin.post(GROUPS, {}), 400, 'required', 'name');
    expectError(await admin.post(GROUPS, { name: 'a\u0000b' }), 400, 'invalid', 'name');
    expectError(await admin.post(GROUPS, { name: 'x'.repeat(65) }), 400, 'max_length', 'name');
    expectError(await admin.get(`${GROUPS}2147483648/`), 400, 'invalid', 'id');
    expectError(await admin.get(`${GROUPS}999999/`), 404, 'not_found');
  });
  it('roles: admin writes; the order staff read the names; the seller nothing; no token 401', async () => {
    const g = await newGroup('Roles group');
    for (const who of [manager, clientmanager]) {
      expect((await who.get(GROUPS)).statusCode).toBe(200);
      expect((await who.get(`${GROUPS}${g.id}/`)).statusCode).toBe(200);
      expectError(await who.post(GROUPS, { name: 'Nope' }), 403, 'permission_denied');
      expectError(await who.patch(`${GROUPS}${g.id}/`, { name: 'Nope' }), 403, 'permission_denied');
      expectError(await who.delete(`${GROUPS}${g.id}/`), 403, 'permission_denied');
      expectError(await who.get(`${GROUPS}${g.id}/rules/`), 403, 'permission_denied');
      expectError(await who.post(`${GROUPS}${g.id}/rules/`, { product_type: typeA, percent: '5' }), 403, 'permission_denied');
    }
    expectError(await seller.get(GROUPS), 403, 'permission_denied');
    expect((await authed(t.app, null).get(GROUPS)).statusCode).toBe(401);
  });
  it("another company's group is 404 and its list is its own", async () => {
    const g = await newGroup('Mine only');
    expectError(await other.get(`${GROUPS}${g.id}/`), 404, 'not_found');
    expectError(await other.patch(`${GROUPS}${g.id}/`, { name: 'Theirs' }), 404, 'not_found');
    expectError(await other.delete(`${GROUPS}${g.id}/`), 404, 'not_found');
    expectError(await other.get(`${GROUPS}${g.id}/rules/`), 404, 'not_found');
    expectError(await other.post(`${GROUPS}${g.id}/rules/`, { product_type: typeA, percent: '5' }), 404, 'not_found');
    expect((await other.get(GROUPS)).json().results.map((x: { id: number }) => x.id)).not.toContain(g.id);
  });
});

describe('rules', () => {
  it('adds a type rule and a product rule, lists, edits and deletes them', async () => {
    const g = await newGroup('Rules CRUD');
    const byType = expectContract(await admin.post(`${GROUPS}${g.id}/rules/`, { product_type: typeA, percent: '12,5' }), priceGroupRuleOut, 201);
    expect(byType).toMatchObject({ product_type: { id: typeA, name: 'PG outerwear' }, product: null, percent: '12.50', fixed_price: null });
    const byProduct = expectContract(await admin.post(`${GROUPS}${g.id}/rules/`, { product: coat, fixed_price: '70' }), priceGroupRuleOut, 201);
    expect(byProduct).toMatchObject({ product_type: null, product: { id: coat, name: 'PG coat' }, percent: null, fixed_price: '70.00' });
    const list = expectContract(await admin.get(`${GROUPS}${g.id}/rules/`), priceGroupRulePageOut);
    expect(list.count).toBe(2);
    expect((await admin.get(`${GROUPS}${g.id}/`)).json().rules_count).toBe(2);
    const patched = expectContract(await admin.patch(`${GROUPS}${g.id}/rules/${byType.id}/`, { fixed_price: '55.5' }), priceGroupRuleOut);
    expect(patched).toMatchObject({ percent: null, fixed_price: '55.50', product_type: { id: typeA } });
    expectContract(await admin.get(`${GROUPS}${g.id}/rules/${byType.id}/`), priceGroupRuleOut);
    expect((await admin.delete(`${GROUPS}${g.id}/rules/${byType.id}/`)).statusCode).toBe(204);
    expectError(await admin.get(`${GROUPS}${g.id}/rules/${byType.id}/`), 404, 'not_found');
    expectError(await admin.delete(`${GROUPS}${g.id}/rules/${byType.id}/`), 404, 'not_found');
    // a rule of another group is not this group's
    const g2 = await newGroup('Rules CRUD 2');
    expectError(await admin.get(`${GROUPS}${g2.id}/rules/${byProduct.id}/`), 404, 'not_found');
    expect(z.array(priceGroupRuleOut).parse((await admin.get(`${GROUPS}${g2.id}/rules/`)).json().results)).toEqual([]);
  });
  it('refuses bad rules with the field; one rule per product and per type (409)', async () => {
    const g = await newGroup('Rules validation');
    const rules = `${GROUPS}${g.id}/rules/`;
    expectError(await admin.post(rules, { percent: '5' }), 400, 'required', 'product_type');
    expectError(await admin.post(rules, { product_type: typeA, product: coat, percent: '5' }), 400, 'invalid', 'product');
    expectError(await admin.post(rules, { product_type: typeA }), 400, 'required', 'percent');
    expectError(await admin.post(rules, { product_type: typeA, percent: '5', fixed_price: '5' }), 400, 'invalid', 'fixed_price');
    expectError(await admin.post(rules, { product_type: typeA, percent: '100.01' }), 400, 'amount_too_large', 'percent');
    expectError(await admin.post(rules, { product_type: typeA, percent: '-1' }), 400, 'negative_percent', 'percent');
    expectError(await admin.post(rules, { product: coat, fixed_price: '1.234' }), 400, 'max_decimal_places', 'fixed_price');
    expectError(await admin.post(rules, { product: 2147483648, fixed_price: '1' }), 400, 'invalid', 'product');
    expectError(await admin.post(rules, { product: 999999, fixed_price: '1' }), 400, 'invalid', 'product');
    expectError(await admin.post(rules, { product_type: 999999, percent: '1' }), 400, 'invalid', 'product_type');
    await addRule(g.id, { product_type: typeA, percent: '5' });
    expectError(await admin.post(rules, { product_type: typeA, fixed_price: '5' }), 409, 'already_exists', 'product_type');
    const r = await addRule(g.id, { product: coat, percent: '5' });
    expectError(await admin.post(rules, { product: coat, percent: '6' }), 409, 'already_exists', 'product');
    expectError(await admin.patch(`${rules}${r.id}/`, {}), 400, 'required', 'percent');
    expectError(await admin.patch(`${rules}${r.id}/`, { percent: '1', fixed_price: '1' }), 400, 'invalid', 'fixed_price');
  });
});

describe('orders priced by a group', () => {
  const order = (body: Record<string, unknown>) => manager.post(ORDERS, { customer, place: shop, ...body }, key());
  let lines: { product: number; size: number; quantity: number }[] = [];
  beforeAll(() => {
    lines = [
      { product: coat, size, quantity: 2 },
      { product: scarf, size, quantity: 1 },
      { product: hat, size: size2, quantity: 3 },
    ];
  });

  it('without a group: the till pricing, price_group null', async () => {
    const o = expectContract(await order({ products: lines }), orderOut, 201);
    expect(o.price_group).toBeNull();
    // 2 x 100 + 1 x (40 - 10) + 3 x 20
    expect(o.total_price).toBe('290.00');
  });

  it("a type's percent, a product's fixed price over it, no rule = catalogue; the sale charges exactly those prices", async () => {
    const g = await newGroup('Wholesale A');
    await addRule(g.id, { product_type: typeA, percent: '10' });
    await addRule(g.id, { product: coat, fixed_price: '75.55' });
    const res = await order({ products: lines, price_group: g.id });
    const o = expectContract(res, orderOut, 201);
    expect(o.price_group).toEqual({ id: g.id, name: 'Wholesale A' });
    const got = (await manager.get(`${ORDERS}${o.id}/products/`)).json() as { product: { id: number }; unit_price: string; total: string }[];
    const unit = (id: number) => got.find((l) => l.product.id === id)!.unit_price;
    expect(unit(coat)).toBe('75.55'); // the product's fixed price wins over its type's percent
    expect(unit(scarf)).toBe('27.00'); // 10 % off the catalogue price after its own discount (30.00)
    expect(unit(hat)).toBe('20.00'); // no rule: as the till prices it
    expect(o.total_price).toBe('238.10'); // 2 x 75.55 + 27.00 + 3 x 20.00

    await admin.post(`${ORDERS}${o.id}/start-processing/`, {});
    const done = await admin.post(`${ORDERS}${o.id}/complete/`, { method: 'debt' }, key());
    expect(done.statusCode, done.body).toBe(200);
    const sale = (await admin.get(`/api/realization/v1/sells/${done.json().sale}/`)).json();
    expect(sale.total_sum).toBe('238.10');
    const saleUnit = (id: number) => sale.sell_products.find((l: { product: { id: number } }) => l.product.id === id).unit_price;
    expect([saleUnit(coat), saleUnit(scarf), saleUnit(hat)]).toEqual(['75.55', '27.00', '20.00']);
    expect(sale.debt.amount).toBe('238.10');
    expect(done.json().total_price).toBe('238.10');
  });

  it('PATCH {id}/ chooses or clears the group while the order is open, pricing it again', async () => {
    const g = await newGroup('Wholesale B');
    await addRule(g.id, { product_type: typeB, fixed_price: '15' });
    const o = (await order({ products: lines })).json();
    expect(o.total_price).toBe('290.00');
    const withGroup = expectContract(await manager.patch(`${ORDERS}${o.id}/`, { price_group: g.id }), orderOut);
    expect(withGroup.price_group?.id).toBe(g.id);
    expect(withGroup.total_price).toBe('275.00');
    expect(expectContract(await manager.patch(`${ORDERS}${o.id}/`, { price_group: null }), orderOut).total_price).toBe('290.00');
    expectError(await manager.patch(`${ORDERS}${o.id}/`, { price_group: 999999 }), 400, 'invalid', 'price_group');
    expectError(await manager.patch(`${ORDERS}${o.id}/`, {}), 400, 'required', 'price_group');
    await manager.post(`${ORDERS}${o.id}/cancel/`, {});
    expectError(await manager.patch(`${ORDERS}${o.id}/`, { price_group: g.id }), 409, 'order_status_invalid', 'status');
  });

  it("refuses an inactive group, another company's group, and a seller", async () => {
    const g = await newGroup('Wholesale gone');
    await admin.delete(`${GROUPS}${g.id}/`);
    expectError(await order({ products: lines, price_group: g.id }), 400, 'invalid', 'price_group');
    const theirs = (await other.post(GROUPS, { name: 'Theirs' })).json().id;
    expectError(await order({ products: lines, price_group: theirs }), 400, 'invalid', 'price_group');
    expectError(await order({ products: lines, price_group: 2147483648 }), 400, 'invalid', 'price_group');
    const o = (await order({ products: lines })).json();
    expectError(await seller.patch(`${ORDERS}${o.id}/`, { price_group: null }), 403, 'permission_denied');
    expectError(await other.patch(`${ORDERS}${o.id}/`, { price_group: null }), 404, 'not_found');
  });
});

describe('the demo data', () => {
  it("has a price group that Silk Road Trading's orders are priced by: its type's lines 10 % under the place's price", async () => {
    const group = expectContract(await admin.get(`${GROUPS}?search=Partner%20prices`), priceGroupPageOut).results.find((g) => g.name === 'Partner prices');
    expect(group).toMatchObject({ is_active: true, rules_count: 1 });
    const [rule] = (await admin.get(`${GROUPS}${group!.id}/rules/`)).json().results as { product_type: { id: number }; percent: string | null }[];
    expect(rule.percent).toBe('10.00');
    const orders = (await manager.get(`${ORDERS}?search=Silk%20Road%20Trading&limit=100`)).json().results as { id: number; status: string; place: { id: number }; price_group: { id: number; name: string } | null }[];
    const priced = orders.filter((o) => o.price_group?.id === group!.id);
    expect(priced.map((o) => o.status).sort()).toEqual(['done', 'new', 'rejected']);
    // the new order's lines of the rule's type: 10 % off the product's price at the order's place type
    const placeType = (await admin.get(`/api/company/v1/places/${priced[0].place.id}/`)).json().type.id as number;
    const fresh = priced.find((o) => o.status === 'new')!;
    const lines = (await manager.get(`${ORDERS}${fresh.id}/products/`)).json() as { product: { id: number }; unit_price: string }[];
    let ruled = 0;
    for (const line of lines) {
      const product = (await admin.get(`/api/product/v1/products/${line.product.id}/`)).json() as { type: { id: number }; prices: { place_type: number; discount_price: string }[] };
      if (product.type.id !== rule.product_type.id) continue;
      ruled++;
      const catalogue = product.prices.find((p) => p.place_type === placeType)!.discount_price;
      expect(line.unit_price).toBe(toMoneyString(money(catalogue).times('0.9')));
    }
    expect(ruled).toBeGreaterThan(0);
  });
});
