/**
 * Issue 9: on PostgreSQL a product's PATCH (type, is_active) racing stock adjustments of the same
 * product deadlocked (171 of 300 requests answered 500). 20 rounds of one PATCH against 4 concurrent
 * adjustments: no answer is a 5xx, and the stock equals its journal. Meaningful on PostgreSQL
 * (TEST_DATABASE_URL, a pool of 8 so the requests really overlap); also runs on PGlite.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, freshApp, rows, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await freshApp({ poolSize: 8 });
  admin = await as(t.app, 'admin');
});
afterAll(() => t?.close());

describe('product PATCH racing stock adjustments', () => {
  it('20 rounds of PATCH (type, is_active) against 4 adjustments: no 5xx, stock equals its journal', async () => {
    const product = t.fx.demo.productIds[2]!;
    const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results as { id: number }[];
    const placements = (await admin.get(`/api/product/v1/placements/?product=${product}&limit=4`)).json().results as {
      size: { id: number };
      place: { id: number };
    }[];
    expect(placements.length).toBeGreaterThan(0);
    const statuses: number[] = [];
    for (let round = 0; round < 20; round++) {
      const patch = admin.patch(`/api/product/v1/products/${product}/`, { type: types[round % types.length]!.id, is_active: true });
      const adjustments = [0, 1, 2, 3].map((i) => {
        const p = placements[i % placements.length]!;
        return admin.post('/api/product/v1/placements/adjust/', { product, size: p.size.id, place: p.place.id, delta: i % 2 ? -1 : 1 });
      });
      for (const res of await Promise.all([patch, ...adjustments])) statuses.push(res.statusCode);
    }
    const failures = statuses.filter((s) => s >= 500);
    expect(failures, `statuses: ${statuses.join(',')}`).toEqual([]);
    const mismatched = await rows(
      t.db,
      sql`select p.size_id, p.place_id from placements p
          where p.product_id = ${product}
            and p.quantity <> coalesce((select sum(m.delta) from stock_movements m
                                        where m.product_id = p.product_id and m.size_id = p.size_id and m.place_id = p.place_id), 0)`,
    );
    expect(mismatched).toEqual([]);
  }, 120_000);
});
