/**
 * Issue 12, a property: random receptions (accepted or not), transfers (sent, accepted or left on the
 * way), distributions and sales at the shops, several seeds, keep every placement equal to the sum of
 * its journal and never negative, every quantity equal to an exact model of what happened, and the
 * company's units counted once: free stock + goods in transit = received - sold. PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, freshApp, prng, rows, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `mv-prop-${++n}` } });
let places: number[];
let shops: number[];
let products: number[];
let sizes: number[];
let USD: number;

beforeAll(async () => {
  t = await freshApp();
  admin = await as(t.app, 'admin');
  const p = t.fx.demo.placeIds;
  places = [p['Central warehouse'], p['Chorsu shop'], p['Mall shop']];
  shops = [p['Chorsu shop'], p['Mall shop']];
  sizes = t.fx.demo.sizeIds.slice(0, 2);
  USD = t.fx.demo.currencyIds.USD;
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const shopType = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results.find((x: { name: string }) => x.name === 'Shop').id;
  products = [];
  for (const name of ['Prop A', 'Prop B']) {
    products.push((await admin.post('/api/product/v1/products/', { name, model: 'P', type: types[0].id, cost: '2', prices: [{ place_type: shopType, price: '10.00' }] })).json().id);
  }
});
afterAll(() => t?.close());

type Cell = string;
const cell = (product: number, size: number, place: number): Cell => `${product}:${size}:${place}`;

describe('stock movement keeps every unit counted once', () => {
  for (const seed of [7, 31]) {
    it(`seed ${seed}: 80 random operations`, async () => {
      const rnd = prng(seed);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
      const model = new Map<Cell, number>();
      const get = (c: Cell) => model.get(c) ?? 0;
      const add = (c: Cell, d: number) => model.set(c, get(c) + d);
      // what is on the way: transfer id -> its lines and destination
      const onTheWay = new Map<number, { to: number; lines: { product: number; size: number; quantity: number }[] }>();
      // seeding stock already in the database for these products (the other seed's leftovers)
      for (const r of await rows<{ product_id: number; size_id: number; place_id: number; quantity: number }>(
        t.db,
        sql`select product_id, size_id, place_id, quantity from placements where product_id in (${sql.join(products.map((p) => sql`${p}`), sql`, `)})`,
      )) {
        model.set(cell(r.product_id, r.size_id, r.place_id), r.quantity);
      }
      for (const [, tr] of (await rows<{ id: number; to_place_id: number }>(t.db, sql`select id, to_place_id from transfers where status = 'on_the_way'`)).entries()) {
        const lines = await rows<{ product_id: number; size_id: number; quantity: number }>(t.db, sql`select product_id, size_id, quantity from transfer_lines where transfer_id = ${tr.id}`);
        onTheWay.set(tr.id, { to: tr.to_place_id, lines: lines.map((l) => ({ product: l.product_id, size: l.size_id, quantity: l.quantity })) });
      }
      let received = 0;
      let sold = 0;
      let sent = 0;
      let accepted = 0;
      for (let step = 0; step < 80; step++) {
        const r = rnd();
        if (r < 0.25) {
          // a reception, accepted 4 times in 5
          const place = pick(places);
          const rec = (await admin.post('/api/reception/v1/receptions/', { place, number: `P${seed}-${step}`, date: '2026-11-20' }, key())).json();
          const lines = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => ({ product: pick(products), size: pick(sizes), quantity: 1 + Math.floor(rnd() * 5), cost: '2' }));
          expect((await admin.post(`/api/reception/v1/receptions/${rec.id}/products/`, { products: lines }, key())).statusCode).toBe(201);
          if (rnd() < 0.8) {
            expect((await admin.post(`/api/reception/v1/receptions/${rec.id}/accept/`, {}, key())).statusCode).toBe(200);
            for (const l of lines) {
              add(cell(l.product, l.size, place), l.quantity);
              received += l.quantity;
            }
          }
        } else if (r < 0.5) {
          // a transfer of what a place holds (sometimes more than it holds: refused, nothing moves)
          const from = pick(places);
          const to = pick(places.filter((p) => p !== from));
          const product = pick(products);
          const size = pick(sizes);
          const held = get(cell(product, size, from));
          const quantity = 1 + Math.floor(rnd() * (held + 2));
          const tr = (await admin.post('/api/transfer/v1/transfers/', { from_place: from, to_place: to }, key())).json();
          const res = await admin.post(`/api/transfer/v1/transfers/${tr.id}/products/`, { product, size, quantity }, key());
          if (quantity > held) {
            expect(res.statusCode).toBe(409);
            continue;
          }
          expect(res.statusCode, res.body).toBe(201);
          expect((await admin.post(`/api/transfer/v1/transfers/${tr.id}/send/`, {}, key())).statusCode).toBe(200);
          add(cell(product, size, from), -quantity);
          onTheWay.set(tr.id, { to, lines: [{ product, size, quantity }] });
          sent++;
        } else if (r < 0.65 && onTheWay.size) {
          // accept one transfer on the way (twice: the second is refused)
          const [id, tr] = pick([...onTheWay.entries()]);
          expect((await admin.post(`/api/transfer/v1/transfers/${id}/accept/`, {}, key())).statusCode).toBe(200);
          expect((await admin.post(`/api/transfer/v1/transfers/${id}/accept/`, {}, key())).statusCode).toBe(409);
          for (const l of tr.lines) add(cell(l.product, l.size, tr.to), l.quantity);
          onTheWay.delete(id);
          accepted++;
        } else if (r < 0.8) {
          // distribute what the warehouse holds of one product and size to a shop
          const product = pick(products);
          const size = pick(sizes);
          const from = places[0];
          const held = get(cell(product, size, from));
          const to = pick(shops);
          const res = await admin.post('/api/transfer/v1/distribution/', { from_place: from, place: to, products: [{ product, size }] }, key());
          if (held === 0) {
            expect(res.statusCode).toBe(409);
            continue;
          }
          expect(res.statusCode, res.body).toBe(201);
          add(cell(product, size, from), -held);
          onTheWay.set(res.json().id, { to, lines: [{ product, size, quantity: held }] });
        } else {
          // a sale at a shop (refused when the shop holds too little)
          const place = pick(shops);
          const product = pick(products);
          const size = pick(sizes);
          const quantity = 1 + Math.floor(rnd() * 2);
          const res = await admin.post(
            '/api/realization/v1/sells/',
            { place, sell_products: [{ product, size, quantity, place }], payments: [{ currency: USD, amount: `${10 * quantity}` }] },
            key(),
          );
          if (get(cell(product, size, place)) < quantity) {
            expect(res.statusCode).toBe(409);
            continue;
          }
          expect(res.statusCode, res.body).toBe(201);
          add(cell(product, size, place), -quantity);
          sold += quantity;
        }
      }
      // every placement = its journal, never negative, = the model
      const actual = await rows<{ product_id: number; size_id: number; place_id: number; quantity: number; journal: number }>(
        t.db,
        sql`select p.product_id, p.size_id, p.place_id, p.quantity,
              coalesce((select sum(s.delta) from stock_movements s where s.product_id = p.product_id and s.size_id = p.size_id and s.place_id = p.place_id), 0)::int as journal
            from placements p where p.product_id in (${sql.join(products.map((p) => sql`${p}`), sql`, `)})`,
      );
      for (const a of actual) {
        expect(a.quantity).toBeGreaterThanOrEqual(0);
        expect(a.quantity).toBe(a.journal);
        expect(a.quantity, cell(a.product_id, a.size_id, a.place_id)).toBe(get(cell(a.product_id, a.size_id, a.place_id)));
      }
      for (const [c, q] of model) if (q > 0) expect(actual.some((a) => cell(a.product_id, a.size_id, a.place_id) === c)).toBe(true);
      // units counted once: on the shelves + on the way = everything received - everything sold (all seeds so far)
      const [{ transit }] = await rows<{ transit: number }>(
        t.db,
        sql`select coalesce(sum(l.quantity), 0)::int as transit from transfer_lines l join transfers t on t.id = l.transfer_id where t.status = 'on_the_way'`,
      );
      const modelTransit = [...onTheWay.values()].reduce((s, tr) => s + tr.lines.reduce((x, l) => x + l.quantity, 0), 0);
      expect(transit).toBe(modelTransit);
      const [{ inn, out }] = await rows<{ inn: number; out: number }>(
        t.db,
        sql`select coalesce(sum(delta) filter (where kind = 'reception'), 0)::int as inn, coalesce(-sum(delta) filter (where kind = 'sale'), 0)::int as out from stock_movements
            where product_id in (${sql.join(products.map((p) => sql`${p}`), sql`, `)})`,
      );
      const shelves = actual.reduce((s, a) => s + a.quantity, 0);
      expect(shelves + transit).toBe(inn - out);
      // the run really moved goods every way
      expect({ received: received > 0, sold: sold > 0, accepted: accepted > 0, sent: sent > 0 }).toEqual({ received: true, sold: true, accepted: true, sent: true });
      expect(received).toBeLessThanOrEqual(inn);
      expect(sold).toBeLessThanOrEqual(out);
    });
  }
});
