/**
 * Issue 12: receptions, transfers between places, distribution and deliveries from the factory. Per
 * endpoint: success against its contract, each refusal, refused roles, another company's rows refused;
 * racing accepts apply once (a pool of 8 on PostgreSQL, so the requests really overlap); stock always
 * equals its journal and goods in transit are counted once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  distributionPageOut,
  factoryTransferDetailOut,
  factoryTransferPageOut,
  receptionGroupOut,
  receptionLineOut,
  receptionOut,
  receptionPageOut,
  transferDetailOut,
  transferLineOut,
  transferPageOut,
} from '../../src/domain/movement/contract';
import { placementPageOut, vendorCodePageOut } from '../../src/domain/product/contract';
import { expectContract } from './contract';
import { as, type Client, expectError, freshApp, rows, stockMismatches, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let clientManager: Client;
let otherAdmin: Client;
let shop: number;
let mall: number;
let warehouse: number;
let wholesale: number;
let productId: number;
let vendorCode: string;
let sizeA: number;
let sizeB: number;
let sizeAName: string;

const RECEPTIONS = '/api/reception/v1/receptions/';
const TRANSFERS = '/api/transfer/v1/transfers/';
const DISTRIBUTION = '/api/transfer/v1/distribution/';
const FACTORY = '/api/transfer/v1/transfers-from-factory/';
const FROM_FACTORY = '/api/transfer/v1/transfers/from-factory/';
let n = 0;
const key = (k = `mv-${++n}-${Date.now()}`) => ({ headers: { 'idempotency-key': k } });

async function stock(place: number, size = sizeA): Promise<number> {
  const [row] = await rows<{ quantity: number }>(t.db, sql`select quantity from placements where product_id = ${productId} and size_id = ${size} and place_id = ${place}`);
  return row?.quantity ?? 0;
}

async function journalsHold() {
  expect(await stockMismatches(t.db)).toEqual([]);
}

beforeAll(async () => {
  t = await freshApp({ poolSize: 8 });
  shop = t.fx.demo.placeIds['Chorsu shop'];
  mall = t.fx.demo.placeIds['Mall shop'];
  warehouse = t.fx.demo.placeIds['Central warehouse'];
  wholesale = t.fx.demo.placeIds['Wholesale hall'];
  [admin, manager, seller, clientManager, otherAdmin] = await Promise.all(['admin', 'manager', 'seller', 'clientmanager', 'other_admin'].map((u) => as(t.app, u)));
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  vendorCode = `MV-${Date.now() % 100000}`;
  const product = await admin.post('/api/product/v1/products/', { name: 'Moving coat', model: 'MV1', vendor_code: vendorCode, type: types[0].id, cost: '12.50' });
  expect(product.statusCode, product.body).toBe(201);
  productId = product.json().id;
  [sizeA, sizeB] = t.fx.demo.sizeIds;
  const [s] = await rows<{ name: string }>(t.db, sql`select name from sizes where id = ${sizeA}`);
  sizeAName = s.name;
});
afterAll(() => t?.close());

describe('receptions', () => {
  let id: number;
  it('a manager creates a reception at one of their places (contract); bad fields are said on their fields', async () => {
    const created = expectContract(await manager.post(RECEPTIONS, { place: warehouse, number: 'R-1', date: '2026-11-20' }, key()), receptionOut, 201);
    expect(created).toMatchObject({ number: 'R-1', place: { id: warehouse }, acceptor: null, lines: 0, total_cost: '0.00' });
    id = created.id;
    expectError(await manager.post(RECEPTIONS, { place: warehouse, number: '', date: '2026-11-20' }, key()), 400, 'required', 'number');
    expectError(await manager.post(RECEPTIONS, { place: warehouse, number: 'x', date: '2026-02-30' }, key()), 400, 'invalid', 'date');
    expectError(await manager.post(RECEPTIONS, { place: 2147483648, number: 'x', date: '2026-02-03' }, key()), 400, 'invalid', 'place');
    expectError(await manager.post(RECEPTIONS, { place: warehouse, number: 'a\u0000b', date: '2026-02-03' }, key()), 400, 'invalid', 'number');
    // the manager does not work at the wholesale hall
    expectError(await manager.post(RECEPTIONS, { place: wholesale, number: 'x', date: '2026-02-03' }, key()), 403, 'place_not_allowed');
  });

  it('sellers and client managers are refused; another company sees nothing', async () => {
    expectError(await seller.get(RECEPTIONS), 403, 'permission_denied');
    expectError(await clientManager.post(RECEPTIONS, { place: shop, number: 'x', date: '2026-02-03' }, key()), 403, 'permission_denied');
    expectError(await otherAdmin.get(`${RECEPTIONS}${id}/`), 404, 'not_found');
    expectError(await otherAdmin.post(`${RECEPTIONS}${id}/accept/`, {}, key()), 404, 'not_found');
    expect((await otherAdmin.get(RECEPTIONS)).json().count).toBe(0);
  });

  it('lines: one or several, merged by product and size; grouped; quantity edits; refusals', async () => {
    const one = await manager.post(`${RECEPTIONS}${id}/products/`, { product: productId, size: sizeA, quantity: 3, cost: '10,5' }, key());
    expect(z.array(receptionLineOut).parse(one.json())).toHaveLength(1);
    const lines = expectContract(
      await manager.post(`${RECEPTIONS}${id}/products/`, { products: [{ product: productId, size: sizeA, quantity: 2, cost: '11' }, { product: productId, size: sizeB, quantity: 4, cost: '11' }] }, key()),
      z.array(receptionLineOut),
      201,
    );
    expect(lines.map((l) => [l.size.id, l.quantity, l.cost])).toEqual([
      [sizeA, 5, '11.00'],
      [sizeB, 4, '11.00'],
    ]);
    const grouped = expectContract(await manager.get(`${RECEPTIONS}${id}/products/grouped/`), z.array(receptionGroupOut));
    expect(grouped).toEqual([expect.objectContaining({ quantity: 9, total_cost: '99.00' })]);
    const patched = expectContract(await manager.patch(`${RECEPTIONS}${id}/products/${lines[1].id}/`, { quantity: 6 }, key()), receptionLineOut);
    expect(patched.quantity).toBe(6);
    // a refused role (403) and another company (404) on the line, grouped and clean endpoints
    const line = `${RECEPTIONS}${id}/products/${lines[1].id}/`;
    expectError(await seller.patch(line, { quantity: 1 }, key()), 403, 'permission_denied');
    expectError(await clientManager.delete(line, key()), 403, 'permission_denied');
    expectError(await seller.get(`${RECEPTIONS}${id}/products/grouped/`), 403, 'permission_denied');
    expectError(await seller.post(`${RECEPTIONS}${id}/clean/`, {}, key()), 403, 'permission_denied');
    expectError(await otherAdmin.patch(line, { quantity: 1 }, key()), 404, 'not_found');
    expectError(await otherAdmin.delete(line, key()), 404, 'not_found');
    expectError(await otherAdmin.get(`${RECEPTIONS}${id}/products/grouped/`), 404, 'not_found');
    expectError(await otherAdmin.post(`${RECEPTIONS}${id}/clean/`, {}, key()), 404, 'not_found');
    // a line of another reception is not this one's
    expectError(await manager.delete(`${RECEPTIONS}${id}/products/2147483647/`, key()), 404, 'not_found');
    expectError(await manager.patch(`${RECEPTIONS}${id}/products/${lines[1].id}/`, { quantity: 0 }, key()), 400, 'quantity_min', 'quantity');
    expectError(await manager.post(`${RECEPTIONS}${id}/products/`, { product: productId, size: sizeA, quantity: 1, cost: '-1' }, key()), 400, 'negative_amount', 'products.0.cost');
    expectError(await manager.post(`${RECEPTIONS}${id}/products/`, { products: [] }, key()), 400, 'empty_basket', 'products');
    expectError(await manager.post(`${RECEPTIONS}${id}/products/`, { product: 999999, size: sizeA, quantity: 1, cost: '1' }, key()), 404, 'no_such_product', 'products.0.product');
    expect(expectContract(await manager.get(`${RECEPTIONS}${id}/`), receptionOut)).toMatchObject({ lines: 2, total_quantity: 11, total_cost: '121.00' });
  });

  it('accept puts every line into stock once, also under two racing clicks; then nothing changes it', async () => {
    const before = [await stock(warehouse, sizeA), await stock(warehouse, sizeB)];
    const [a, b] = await Promise.all([manager.post(`${RECEPTIONS}${id}/accept/`, {}, key()), manager.post(`${RECEPTIONS}${id}/accept/`, {}, key())]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expectError(refused, 409, 'reception_already_accepted');
    expect([await stock(warehouse, sizeA), await stock(warehouse, sizeB)]).toEqual([before[0] + 5, before[1] + 6]);
    const accepted = expectContract(await manager.get(`${RECEPTIONS}${id}/`), receptionOut);
    expect(accepted).toMatchObject({ acceptor: { name: 'Bobur Aliyev' }, total_cost: '121.00' });
    expect(accepted.accepted_at).toBeTruthy();
    expectError(await manager.post(`${RECEPTIONS}${id}/products/`, { product: productId, size: sizeA, quantity: 1, cost: '1' }, key()), 409, 'reception_already_accepted');
    expectError(await manager.delete(`${RECEPTIONS}${id}/`, key()), 409, 'reception_already_accepted');
    expectError(await admin.post(`${RECEPTIONS}${id}/clean/`, {}, key()), 409, 'reception_already_accepted');
    await journalsHold();
  });

  it('lists the not yet accepted ones with acceptor__isnull, all without it; an empty reception is not accepted; a line removed, delete and clean while pending', async () => {
    const empty = (await manager.post(RECEPTIONS, { place: shop, number: 'R-2', date: '2026-11-21' }, key())).json();
    expectError(await manager.post(`${RECEPTIONS}${empty.id}/accept/`, {}, key()), 400, 'empty_basket');
    const pending = expectContract(await manager.get(`${RECEPTIONS}?acceptor__isnull=true`), receptionPageOut);
    expect(pending.results.map((r) => r.id)).toEqual([empty.id]);
    expect(expectContract(await manager.get(`${RECEPTIONS}?acceptor__isnull=false`), receptionPageOut).results.map((r) => r.id)).not.toContain(empty.id);
    // SPEC.md 7: 'all' removes the filter
    expect(expectContract(await manager.get(RECEPTIONS), receptionPageOut).count).toBe(2);
    // the named filter still works; the SPEC's one wins when both are sent
    expect(expectContract(await manager.get(`${RECEPTIONS}?status=pending`), receptionPageOut).results.map((r) => r.id)).toEqual([empty.id]);
    expect(expectContract(await manager.get(`${RECEPTIONS}?status=all`), receptionPageOut).count).toBe(2);
    expect(expectContract(await manager.get(`${RECEPTIONS}?status=all&acceptor__isnull=true`), receptionPageOut).count).toBe(1);
    // paged by 10 like every table
    const paged = expectContract(await manager.get(`${RECEPTIONS}?limit=1&offset=1`), receptionPageOut);
    expect([paged.count, paged.results.length, paged.previous !== null]).toEqual([2, 1, true]);
    expectError(await manager.get(`${RECEPTIONS}?status=nope`), 400, 'invalid', 'status');
    expectError(await manager.get(`${RECEPTIONS}?acceptor__isnull=maybe`), 400, 'invalid', 'acceptor__isnull');
    const [added] = (await manager.post(`${RECEPTIONS}${empty.id}/products/`, { products: [{ product: productId, size: sizeA, quantity: 1, cost: '1' }, { product: productId, size: sizeB, quantity: 1, cost: '1' }] }, key())).json();
    expect((await manager.delete(`${RECEPTIONS}${empty.id}/products/${added.id}/`, key())).statusCode).toBe(204);
    expect(expectContract(await manager.get(`${RECEPTIONS}${empty.id}/products/`), z.array(receptionLineOut)).map((l) => l.size.id)).toEqual([sizeB]);
    expect(expectContract(await manager.post(`${RECEPTIONS}${empty.id}/clean/`, {}, key()), receptionOut).lines).toBe(0);
    expect((await manager.delete(`${RECEPTIONS}${empty.id}/`, key())).statusCode).toBe(204);
    expectError(await manager.get(`${RECEPTIONS}${empty.id}/`), 404, 'not_found');
  });
});

describe('transfers', () => {
  let id: number;
  let code: string;
  it('an admin creates a transfer from the warehouse (contract); To Place is required; same place refused', async () => {
    const created = expectContract(await admin.post(TRANSFERS, { from_place: warehouse, to_place: shop }, key()), transferDetailOut, 201);
    expect(created).toMatchObject({ status: 'preparing', from_place: { id: warehouse }, to_place: { id: shop }, products: [], can_edit: true, can_accept: false });
    expect(created.code).toMatch(/^\d{7,}$/);
    id = created.id;
    code = created.code;
    expectError(await admin.post(TRANSFERS, { from_place: warehouse, to_place: null }, key()), 400, 'to_place_null', 'to_place');
    expectError(await admin.post(TRANSFERS, { from_place: warehouse }, key()), 400, 'to_place_null', 'to_place');
    expectError(await admin.post(TRANSFERS, { from_place: warehouse, to_place: warehouse }, key()), 400, 'transfer_same_place', 'to_place');
    expectError(await seller.post(TRANSFERS, { from_place: warehouse, to_place: shop }, key()), 403, 'place_not_allowed');
    const otherPlace = t.fx.other.placeId;
    expectError(await admin.post(TRANSFERS, { from_place: warehouse, to_place: otherPlace }, key()), 404, 'not_found', 'to_place');
  });

  it('lines never exceed the sender stock; merged; edited; removed', async () => {
    const held = await stock(warehouse, sizeA);
    expectError(await admin.post(`${TRANSFERS}${id}/products/`, { product: productId, size: sizeA, quantity: held + 1 }, key()), 409, 'product_quantity_not_enough', 'products.0.quantity');
    const first = expectContract(await admin.post(`${TRANSFERS}${id}/products/`, { products: [{ product: productId, size: sizeA, quantity: 1 }, { product: productId, size: sizeB, quantity: 2 }] }, key()), z.array(transferLineOut), 201);
    expect(first.map((l) => l.quantity)).toEqual([1, 2]);
    const lines = expectContract(await admin.post(`${TRANSFERS}${id}/products/`, { product: productId, size: sizeA, quantity: 1 }, key()), z.array(transferLineOut), 201);
    expect(lines.map((l) => l.quantity)).toEqual([2, 2]);
    expectError(await admin.patch(`${TRANSFERS}${id}/products/${lines[0].id}/`, { quantity: held + 1 }, key()), 409, 'product_quantity_not_enough', 'quantity');
    expect(expectContract(await admin.patch(`${TRANSFERS}${id}/products/${lines[0].id}/`, { quantity: 3 }, key()), transferLineOut).quantity).toBe(3);
    expect((await admin.delete(`${TRANSFERS}${id}/products/${lines[1].id}/`, key())).statusCode).toBe(204);
    expect(expectContract(await admin.get(`${TRANSFERS}${id}/products/`), z.array(transferLineOut)).map((l) => l.quantity)).toEqual([3]);
    // adding, changing and removing lines is the admin's (SPEC.md 6 'add-products'); reading them is everyone's at the places
    for (const other of [manager, seller, clientManager]) {
      expectError(await other.post(`${TRANSFERS}${id}/products/`, { product: productId, size: sizeA, quantity: 1 }, key()), 403, 'permission_denied');
      expectError(await other.patch(`${TRANSFERS}${id}/products/${lines[0].id}/`, { quantity: 1 }, key()), 403, 'permission_denied');
      expectError(await other.delete(`${TRANSFERS}${id}/products/${lines[0].id}/`, key()), 403, 'permission_denied');
    }
    expect(expectContract(await seller.get(`${TRANSFERS}${id}/products/`), z.array(transferLineOut)).map((l) => l.quantity)).toEqual([3]);
  });

  it('PATCH sends a preparing transfer to several places at once: the first keeps it, the others get copies of its lines', async () => {
    const draft = expectContract(await admin.post(TRANSFERS, { from_place: warehouse, to_place: shop }, key()), transferDetailOut, 201);
    await admin.post(`${TRANSFERS}${draft.id}/products/`, { products: [{ product: productId, size: sizeA, quantity: 1 }, { product: productId, size: sizeB, quantity: 2 }] }, key());
    expectError(await admin.patch(`${TRANSFERS}${draft.id}/`, { to_places: [] }, key()), 400, 'to_place_null', 'to_places');
    expectError(await admin.patch(`${TRANSFERS}${draft.id}/`, {}, key()), 400, 'to_place_null', 'to_place');
    expectError(await admin.patch(`${TRANSFERS}${draft.id}/`, { to_places: [mall, mall] }, key()), 400, 'duplicate_place', 'to_places');
    expectError(await admin.patch(`${TRANSFERS}${draft.id}/`, { to_places: [mall, warehouse] }, key()), 400, 'transfer_same_place', 'to_places.1');
    expectError(await admin.patch(`${TRANSFERS}${draft.id}/`, { to_places: [mall, t.fx.other.placeId] }, key()), 404, 'not_found', 'to_places.1');
    expectError(await admin.patch(`${TRANSFERS}${draft.id}/`, { to_places: [mall, 2147483648] }, key()), 400, 'invalid', 'to_places.1');
    // nothing was made by the refusals
    expect((await admin.get(`${TRANSFERS}${draft.id}/`)).json().to_place.id).toBe(shop);
    const sent = expectContract(await admin.patch(`${TRANSFERS}${draft.id}/`, { to_places: [mall, shop, wholesale] }, key()), transferDetailOut);
    expect(sent.to_place.id).toBe(mall);
    expect(sent.copies!.map((c) => c.to_place.id)).toEqual([shop, wholesale]);
    for (const copy of sent.copies!) {
      const got = expectContract(await admin.get(`${TRANSFERS}${copy.id}/`), transferDetailOut);
      expect(got).toMatchObject({ status: 'preparing', code: copy.code, from_place: { id: warehouse }, to_place: { id: copy.to_place.id } });
      expect(got.products.map((l) => [l.size.id, l.quantity])).toEqual([[sizeA, 1], [sizeB, 2]]);
    }
    // the same key again answers the first PATCH, making no more copies
    const again = await admin.patch(`${TRANSFERS}${draft.id}/`, { to_places: [mall, shop, wholesale] }, { headers: { 'idempotency-key': 'multi-patch' } });
    const replay = await admin.patch(`${TRANSFERS}${draft.id}/`, { to_places: [mall, shop, wholesale] }, { headers: { 'idempotency-key': 'multi-patch' } });
    expect(replay.json().copies).toEqual(again.json().copies);
    expectError(await otherAdmin.patch(`${TRANSFERS}${draft.id}/`, { to_places: [shop] }, key()), 404, 'not_found');
    for (const made of [draft.id, ...sent.copies!.map((c) => c.id), ...again.json().copies.map((c: { id: number }) => c.id)]) {
      expect((await admin.delete(`${TRANSFERS}${made}/`, key())).statusCode).toBe(204);
    }
  });

  it('send takes the goods into transit once; the shop finds it by code and accepts it once', async () => {
    const warehouseBefore = await stock(warehouse);
    const shopBefore = await stock(shop);
    expectError(await seller.post(`${TRANSFERS}${id}/accept/`, {}, key()), 409, 'transfer_not_sent');
    const [a, b] = await Promise.all([admin.post(`${TRANSFERS}${id}/send/`, {}, key()), admin.post(`${TRANSFERS}${id}/send/`, {}, key())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await stock(warehouse)).toBe(warehouseBefore - 3);
    expect(await stock(shop)).toBe(shopBefore);
    // in transit: counted once, on the transfer
    const inTransit = await rows<{ q: number }>(t.db, sql`select coalesce(sum(l.quantity), 0)::int as q from transfer_lines l join transfers t on t.id = l.transfer_id where t.status = 'on_the_way' and l.product_id = ${productId}`);
    expect(inTransit[0].q).toBe(3);
    // the stock views show them on the way to the shop, apart from its free units
    const placements = expectContract(await seller.get(`/api/product/v1/placements/?product=${productId}&size=${sizeA}&place=${shop}`), placementPageOut);
    expect(placements.results.map((p) => [p.quantity, p.on_the_way])).toEqual([[shopBefore, 3]]);
    // the vendor-code table too: a count per place and, apart, what is on the way to it
    const byCode = expectContract(await seller.get(`/api/product/v1/count_by_vendor_code/?places=${shop},${warehouse}&search=${vendorCode}`), vendorCodePageOut);
    const shopCount = byCode.results[0].places.find((p) => p.place_id === shop)!;
    expect(shopCount.on_the_way).toBe(3);
    expect(byCode.results[0].places.find((p) => p.place_id === warehouse)!.on_the_way).toBe(0);
    expect(byCode.results[0].total).toBe(byCode.results[0].places.reduce((sum, p) => sum + p.count, 0));
    expectError(await admin.delete(`${TRANSFERS}${id}/`, key()), 409, 'transfer_already_sent');

    const found = expectContract(await seller.post(`${TRANSFERS}by_code/`, { code }), transferDetailOut);
    expect(found).toMatchObject({ id, status: 'on_the_way', can_accept: true });
    expectError(await seller.post(`${TRANSFERS}by_code/`, { code: '0000000' }), 404, 'transfer_not_found', 'code');
    expectError(await otherAdmin.post(`${TRANSFERS}by_code/`, { code }), 404, 'transfer_not_found', 'code');
    const toAccept = expectContract(await seller.get(`${TRANSFERS}?box=to_accept`), transferPageOut);
    expect(toAccept.results.map((r) => r.id)).toContain(id);

    const [x, y] = await Promise.all([seller.post(`${TRANSFERS}${id}/accept/`, {}, key()), seller.post(`${TRANSFERS}${id}/accept/`, {}, key())]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expectError(x.statusCode === 409 ? x : y, 409, 'transfer_already_accepted');
    expect(await stock(shop)).toBe(shopBefore + 3);
    const delivered = expectContract(await seller.get(`${TRANSFERS}${id}/`), transferDetailOut);
    expect(delivered).toMatchObject({ status: 'delivered', accepted_by: { name: 'Dilnoza Rashidova' }, sent_by: { name: 'Aziza Karimova' } });
    expect(expectContract(await seller.get(`${TRANSFERS}?box=accepted`), transferPageOut).results.map((r) => r.id)).toContain(id);
    await journalsHold();
  });

  it('the history with filters is the admin\'s; the client manager does not see transfers of places outside their set', async () => {
    const history = expectContract(await admin.get(`${TRANSFERS}?box=all&status=delivered,on_the_way&places=${shop}&date_after=2020-01-01`), transferPageOut);
    expect(history.results.map((r) => r.id)).toContain(id);
    expectError(await admin.get(`${TRANSFERS}?status=lost`), 400, 'invalid', 'status');
    expectError(await seller.get(`${TRANSFERS}?box=all&places=${shop}`), 403, 'permission_denied');
    // the client manager works at Chorsu shop (the recipient) and the wholesale hall
    expect((await clientManager.get(`${TRANSFERS}${id}/`)).statusCode).toBe(200);
    const hidden = expectContract(await admin.post(TRANSFERS, { from_place: warehouse, to_place: mall }, key()), transferDetailOut, 201);
    expectError(await clientManager.get(`${TRANSFERS}${hidden.id}/`), 404, 'not_found');
    expectError(await otherAdmin.get(`${TRANSFERS}${hidden.id}/`), 404, 'not_found');
    // another company's transfer (404) on PATCH, send and products; one the caller may not see (404)
    expectError(await otherAdmin.patch(`${TRANSFERS}${hidden.id}/`, { to_place: shop }, key()), 404, 'not_found');
    expectError(await otherAdmin.post(`${TRANSFERS}${hidden.id}/send/`, {}, key()), 404, 'not_found');
    expectError(await otherAdmin.get(`${TRANSFERS}${hidden.id}/products/`), 404, 'not_found');
    expectError(await otherAdmin.post(`${TRANSFERS}${hidden.id}/products/`, { product: productId, size: sizeA, quantity: 1 }, key()), 404, 'not_found');
    expectError(await clientManager.get(`${TRANSFERS}${hidden.id}/products/`), 404, 'not_found');
    expect(expectContract(await admin.patch(`${TRANSFERS}${hidden.id}/`, { to_place: shop }, key()), transferDetailOut).to_place.id).toBe(shop);
    // every role may move goods, but only from its own places: the recipient's seller is refused (403)
    expectError(await seller.patch(`${TRANSFERS}${hidden.id}/`, { to_place: mall }, key()), 403, 'place_not_allowed');
    expectError(await seller.post(`${TRANSFERS}${hidden.id}/send/`, {}, key()), 403, 'place_not_allowed');
    expectError(await seller.patch(`${TRANSFERS}${hidden.id}/`, { to_places: [mall, shop] }, key()), 403, 'place_not_allowed');
    expectError(await admin.post(`${TRANSFERS}${hidden.id}/send/`, {}, key()), 400, 'empty_basket');
    expect((await admin.delete(`${TRANSFERS}${hidden.id}/`, key())).statusCode).toBe(204);
  });
});

describe('distribution', () => {
  it('lists the stock at the source with its cost; moves the selected lines to a shop as a sent transfer', async () => {
    const listed = expectContract(await admin.get(`${DISTRIBUTION}?place=${warehouse}&search=${vendorCode}`), distributionPageOut);
    const row = listed.results.find((r) => r.product.id === productId && r.size.id === sizeB)!;
    expect(row.total_cost).toBe((row.quantity * 12.5).toFixed(2));
    const before = await stock(warehouse, sizeB);
    const sent = expectContract(await admin.post(DISTRIBUTION, { from_place: warehouse, place: mall, products: [{ product: productId, size: sizeB, quantity: 2 }] }, key()), transferDetailOut, 201);
    expect(sent).toMatchObject({ kind: 'distribution', status: 'on_the_way', to_place: { id: mall }, total_quantity: 2 });
    expect(await stock(warehouse, sizeB)).toBe(before - 2);
    // without a quantity: all of it
    const all = expectContract(await admin.post(DISTRIBUTION, { from_place: warehouse, place: shop, products: [{ product: productId, size: sizeB }] }, key()), transferDetailOut, 201);
    expect(all.total_quantity).toBe(before - 2);
    expect(await stock(warehouse, sizeB)).toBe(0);
    expectError(await admin.post(DISTRIBUTION, { from_place: warehouse, place: null, products: [{ product: productId, size: sizeA }] }, key()), 400, 'to_place_null', 'place');
    expectError(await admin.post(DISTRIBUTION, { from_place: warehouse, place: shop, products: [] }, key()), 400, 'distribution_empty', 'products');
    expectError(await admin.post(DISTRIBUTION, { from_place: warehouse, place: shop, products: [{ product: productId, size: sizeB }] }, key()), 409, 'product_quantity_not_enough', 'products.0.quantity');
    expectError(await manager.get(`${DISTRIBUTION}?place=${warehouse}`), 403, 'permission_denied');
    expectError(await manager.post(DISTRIBUTION, { from_place: warehouse, place: shop, products: [{ product: productId, size: sizeA }] }, key()), 403, 'permission_denied');
    expectError(await otherAdmin.post(DISTRIBUTION, { from_place: warehouse, place: shop, products: [{ product: productId, size: sizeA }] }, key()), 404, 'not_found', 'from_place');
    await journalsHold();
  });
});

describe('deliveries from the factory', () => {
  it('unknown lines are listed and block processing; fixed, it is processed once into stock and leaves the pending list', async () => {
    const created = expectContract(
      await manager.post(FROM_FACTORY, { reference: 'F-77', details: [{ vendor_code: vendorCode, size: sizeAName, quantity: 4, cost: '9.99' }, { vendor_code: 'NO-SUCH', size: sizeAName, quantity: 1, cost: '1' }] }, key()),
      factoryTransferDetailOut,
      201,
    );
    expect(created.unresolved).toBe(1);
    expect(created.details.map((d) => d.problem)).toEqual([null, 'unknown_vendor_code']);
    expect(expectContract(await seller.get(FACTORY), factoryTransferPageOut).results.map((r) => r.id)).toContain(created.id);
    expectError(await manager.post(`${FACTORY}${created.id}/process/`, { place: shop }, key()), 409, 'factory_lines_unresolved', 'details.1.vendor_code');
    // another company's delivery (404); every role may process, but only into its own places (403)
    expectError(await otherAdmin.patch(`${FACTORY}${created.id}/lines/${created.details[1].id}/`, { vendor_code: vendorCode }, key()), 404, 'not_found');
    expectError(await otherAdmin.post(`${FACTORY}${created.id}/process/`, { place: shop }, key()), 404, 'not_found');
    expectError(await seller.post(`${FACTORY}${created.id}/process/`, { place: warehouse }, key()), 403, 'place_not_allowed');
    expectError(await manager.patch(`${FACTORY}${created.id}/lines/2147483647/`, { vendor_code: vendorCode }, key()), 404, 'not_found');
    const fixed = expectContract(await manager.patch(`${FACTORY}${created.id}/lines/${created.details[1].id}/`, { vendor_code: vendorCode.toLowerCase() }, key()), factoryTransferDetailOut);
    expect(fixed.unresolved).toBe(0);
    const before = await stock(shop);
    const [a, b] = await Promise.all([
      manager.post(`${FACTORY}${created.id}/process/`, { place: shop }, key()),
      manager.post(`${FACTORY}${created.id}/process/`, { place: shop }, key()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await stock(shop)).toBe(before + 5);
    expect(expectContract(await seller.get(FACTORY), factoryTransferPageOut).results.map((r) => r.id)).not.toContain(created.id);
    expectError(await otherAdmin.get(`${FACTORY}${created.id}/`), 404, 'not_found');
    expectError(await manager.post(FROM_FACTORY, { details: [] }, key()), 400, 'empty_basket', 'details');
    expectError(await manager.post(FROM_FACTORY, { details: [{ vendor_code: '', size: 'M', quantity: 1, cost: '1' }] }, key()), 400, 'required', 'details.0.vendor_code');
    expectError(await manager.post(`${FACTORY}${created.id}/process/`, { place: null }, key()), 400, 'to_place_null', 'place');
    await journalsHold();
  });
});
