/** Stock views, the admin stock adjustment and the counts (docs/api/catalogue.md, section Stock). */
import ExcelJS from 'exceljs';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../../server/db/schema';
import { as, authed, type Client, expectError, freshApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let clientmanager: Client;
let otherAdmin: Client;
let P: Record<string, number>;
let placeOrder: number[];
let productIds: number[];
let letters: number[];
let heights: number[];
let productTypes: Record<string, number>;

const PL = '/api/product/v1/placements/';
const ALL = '/api/product/v1/placements/all/';
const REPORT = '/api/product/v1/placements/report/';
const ADJUST = '/api/product/v1/placements/adjust/';
const CBV = '/api/product/v1/count_by_vendor_code/';
const TOTAL = '/api/product/v1/total_count/';

/** The demo stock (server/seed/demo.ts): product i, size j of its grid, place k (demo order). */
const demoQty = (i: number, j: number, k: number) => (i + j * 3 + k * 5) % 9;
const sizesOf = (i: number) => (i % 2 === 0 ? letters : heights);

type Placement = { id: number; product: { id: number; name: string; model: string; vendor_code: string }; size: { id: number; name: string }; place: { id: number; name: string }; quantity: number };

beforeAll(async () => {
  t = await freshApp();
  P = t.fx.demo.placeIds;
  placeOrder = [P['Chorsu shop'], P['Mall shop'], P['Central warehouse'], P['Wholesale hall']];
  productIds = t.fx.demo.productIds;
  [letters, heights] = [t.fx.demo.sizeIds.slice(0, 4), t.fx.demo.sizeIds.slice(4, 8)];
  [admin, manager, seller, clientmanager, otherAdmin] = await Promise.all(
    ['admin', 'manager', 'seller', 'clientmanager', 'other_admin'].map((u) => as(t.app, u)),
  );
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results as { id: number; name: string }[];
  productTypes = Object.fromEntries(types.map((x) => [x.name, x.id]));
});
afterAll(() => t?.close());

// --------------------------------------------------------------------------- placements

describe('GET placements', () => {
  it('lists the stock of products, sizes and places (quantity > 0), for every role', async () => {
    const expected = sizesOf(0).flatMap((sizeId, j) =>
      placeOrder.flatMap((placeId, k) => (demoQty(0, j, k) > 0 ? [{ sizeId, placeId, quantity: demoQty(0, j, k) }] : [])),
    );
    for (const client of [admin, manager, seller, clientmanager]) {
      const res = await client.get(`${PL}?product=${productIds[0]}&limit=1000`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.count).toBe(expected.length);
      expect(body.results.map((r: Placement) => ({ sizeId: r.size.id, placeId: r.place.id, quantity: r.quantity })).sort(
        (a: { sizeId: number; placeId: number }, b: { sizeId: number; placeId: number }) => a.sizeId - b.sizeId || a.placeId - b.placeId,
      )).toEqual(expected.sort((a, b) => a.sizeId - b.sizeId || a.placeId - b.placeId));
    }
    const first = (await seller.get(`${PL}?product=${productIds[0]}&limit=1`)).json().results[0];
    expect(first).toEqual({
      id: expect.any(Number),
      product: { id: productIds[0], name: 'Dress Aurora', model: 'Aurora', vendor_code: 'VC-1001' },
      size: { id: expect.any(Number), name: expect.any(String) },
      place: { id: expect.any(Number), name: expect.any(String) },
      quantity: expect.any(Number),
      reserved: 0,
      on_the_way: 0,
    });
  });

  it('filters by several products, sizes and places (comma-joined) and pages', async () => {
    const res = (await seller.get(`${PL}?product=${productIds[0]},${productIds[2]}&size=${letters[1]}&place=${P['Mall shop']},${P['Chorsu shop']}`)).json();
    const expected = [0, 2].flatMap((i) => [0, 1].filter((k) => demoQty(i, 1, k) > 0));
    expect(res.count).toBe(expected.length);
    for (const r of res.results) {
      expect([productIds[0], productIds[2]]).toContain(r.product.id);
      expect(r.size.id).toBe(letters[1]);
      expect([P['Mall shop'], P['Chorsu shop']]).toContain(r.place.id);
    }
    const all = (await seller.get(`${PL}?limit=1000`)).json();
    const pageTwo = (await seller.get(`${PL}?offset=10&limit=10`)).json();
    expect(pageTwo.count).toBe(all.count);
    expect(pageTwo.results.map((r: Placement) => r.id)).toEqual(all.results.slice(10, 20).map((r: Placement) => r.id));
    expect(pageTwo.previous).toContain('offset=0');
  });

  it('validates filters and refuses another company and no token', async () => {
    expectError(await seller.get(`${PL}?product=abc`), 400, 'invalid', 'product');
    expectError(await seller.get(`${PL}?place=1,,2`), 400, 'invalid', 'place');
    expectError(await seller.get(`${PL}?limit=1001`), 400, 'invalid', 'limit');
    expect((await otherAdmin.get(`${PL}?product=${productIds[0]}`)).json().count).toBe(0);
    expect((await otherAdmin.get(PL)).json().count).toBe(0);
    expectError(await authed(t.app, null).get(PL), 401, 'not_authenticated');
  });
});

describe('POST placements/all', () => {
  it('answers every matching placement, not paged', async () => {
    const res = await clientmanager.post(ALL, { products: [productIds[1]], places: [P['Chorsu shop']] });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as Placement[];
    expect(rows.map((r) => r.quantity)).toEqual(sizesOf(1).map((_, j) => demoQty(1, j, 0)).filter((q) => q > 0));
    const byVendor = (await seller.post(ALL, { vendor_code: 'VC-1002' })).json() as Placement[];
    expect(byVendor.length).toBeGreaterThan(0);
    expect(byVendor.every((r) => r.product.vendor_code === 'VC-1002')).toBe(true);
    const lettersType = (await seller.get('/api/product/v1/sizes/all/')).json()[0].type;
    const bySizeType = (await seller.post(ALL, { products: [productIds[0], productIds[1]], size_type: lettersType })).json() as Placement[];
    expect(bySizeType.every((r) => r.product.id === productIds[0])).toBe(true);
    const bySizes = (await seller.post(ALL, { sizes: [heights[0]], places: [P['Wholesale hall']] })).json() as Placement[];
    expect(bySizes.every((r) => r.size.id === heights[0] && r.place.id === P['Wholesale hall'])).toBe(true);
  });

  it('validates and scopes to the company', async () => {
    expectError(await seller.post(ALL, { products: ['x'] }), 400, 'invalid', 'products.0');
    expectError(await seller.post(ALL, { size_type: 'abc' }), 400, 'invalid', 'size_type');
    expectError(await seller.post(ALL, { vendor_code: 'x'.repeat(21) }), 400, 'max_length', 'vendor_code');
    expect((await otherAdmin.post(ALL, { products: [productIds[0]] })).json()).toEqual([]);
    expectError(await authed(t.app, null).post(ALL, {}), 401, 'not_authenticated');
  });
});

describe('GET placements/report', () => {
  it('answers a real .xlsx with the placements', async () => {
    const res = await seller.get(`${REPORT}?product=${productIds[0]},${productIds[1]}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="placements-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Vendor code', 'Product', 'Model', 'Size', 'Place', 'Quantity']);
    const listed = (await seller.get(`${PL}?product=${productIds[0]},${productIds[1]}&limit=1000`)).json();
    expect(sheet.rowCount).toBe(listed.count + 1);
    const first = listed.results[0] as Placement;
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      first.product.vendor_code,
      first.product.name,
      first.product.model,
      first.size.name,
      first.place.name,
      first.quantity,
    ]);
    const ru = await seller.get(`${REPORT}?product=${productIds[0]}&lang=ru`);
    const ruBook = new ExcelJS.Workbook();
    await ruBook.xlsx.load(ru.rawPayload as unknown as ArrayBuffer);
    expect(ruBook.worksheets[0].getRow(1).getCell(1).value).toBe('Артикул');
  });

  it('validates, scopes to the company and needs a token', async () => {
    expectError(await seller.get(`${REPORT}?place=x`), 400, 'invalid', 'place');
    expectError(await authed(t.app, null).get(REPORT), 401, 'not_authenticated');
    const res = await otherAdmin.get(`${REPORT}?product=${productIds[0]}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].rowCount).toBe(1);
  });
});

// --------------------------------------------------------------------------- adjustment

describe('POST placements/adjust', () => {
  it('admin adds and removes stock through the ledger (journal kind adjustment)', async () => {
    const body = { product: productIds[0], size: letters[0], place: P['Chorsu shop'] };
    const before = demoQty(0, 0, 0);
    const res = await admin.post(ADJUST, { ...body, delta: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...body, quantity: before + 5 });
    const down = await admin.post(ADJUST, { ...body, delta: '-2' });
    expect(down.json().quantity).toBe(before + 3);
    const [journal] = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, body.product), eq(stockMovements.sizeId, body.size), eq(stockMovements.placeId, body.place)))
      .orderBy(desc(stockMovements.id))
      .limit(1);
    expect(journal).toMatchObject({ delta: -2, quantityAfter: before + 3, kind: 'adjustment', employeeId: t.fx.demo.staff.admin, companyId: t.fx.demo.companyId });
    const listed = (await seller.get(`${PL}?product=${body.product}&size=${body.size}&place=${body.place}`)).json();
    expect(listed.results[0].quantity).toBe(before + 3);
  });

  it('refuses going below zero (409) and leaves the stock unchanged; an emptied cell shows with include_empty', async () => {
    const body = { product: productIds[3], size: heights[1], place: P['Mall shop'] };
    const q = demoQty(3, 1, 1);
    expectError(await admin.post(ADJUST, { ...body, delta: -(q + 1) }), 409, 'product_quantity_not_enough', 'delta', 'Product quantity is not enough in current place');
    expect((await admin.post(ADJUST, { ...body, delta: -q })).json().quantity).toBe(0);
    expect((await seller.get(`${PL}?product=${body.product}&size=${body.size}&place=${body.place}`)).json().count).toBe(0);
    const empty = (await seller.get(`${PL}?product=${body.product}&size=${body.size}&place=${body.place}&include_empty=true`)).json();
    expect(empty.results.map((r: Placement) => r.quantity)).toEqual([0]);
    const never = { product: productIds[4], size: heights[0], place: P['Mall shop'] };
    expectError(await admin.post(ADJUST, { ...never, delta: -1 }), 409, 'product_quantity_not_enough', 'delta');
  });

  it('validates the body', async () => {
    const body = { product: productIds[0], size: letters[0], place: P['Chorsu shop'], delta: 1 };
    expectError(await admin.post(ADJUST, { ...body, delta: 0 }), 400, 'invalid', 'delta');
    // SPEC.md 5 'Enter an integer' (the one integer rule of src/domain/fields.ts)
    const half = await admin.post(ADJUST, { ...body, delta: 1.5 });
    expectError(half, 400, 'integer_required', 'delta');
    expect(half.json().errors[0].message).toBe('Enter an integer');
    expectError(await admin.post(ADJUST, { ...body, delta: '2,5' }), 400, 'integer_required', 'delta');
    expectError(await admin.post(ADJUST, { ...body, delta: undefined }), 400, 'required', 'delta');
    expectError(await admin.post(ADJUST, { ...body, product: undefined }), 400, 'required', 'product');
    expectError(await admin.post(ADJUST, { ...body, size: 'x' }), 400, 'invalid', 'size');
    expectError(await admin.post(ADJUST, { ...body, place: t.fx.other.placeId }), 400, 'invalid', 'place');
    expectError(await admin.post(ADJUST, { ...body, size: 999999 }), 400, 'invalid', 'size');
    expectError(await otherAdmin.post(ADJUST, { ...body, place: t.fx.other.placeId }), 400, 'invalid', 'product');
  });

  it('is for admins only', async () => {
    const body = { product: productIds[0], size: letters[0], place: P['Chorsu shop'], delta: 1 };
    for (const client of [manager, seller, clientmanager]) expectError(await client.post(ADJUST, body), 403, 'permission_denied');
    expectError(await authed(t.app, null).post(ADJUST, body), 401, 'not_authenticated');
  });
});

// --------------------------------------------------------------------------- counts

type CountRow = { vendor_code: string; product_type_name: string; product_type: number; model: string; places: { place_id: number; place_name: string; count: number }[]; total: number };

/** Units of the demo stock of product i at the places with demo index ks (the running test may have adjusted some). */
async function unitsOf(productId: number, places: number[]) {
  const rows = (await admin.post(ALL, { products: [productId], places })).json() as Placement[];
  return rows.reduce((s, r) => s + r.quantity, 0);
}

describe('GET count_by_vendor_code', () => {
  it('pages vendor-code groups with a count per active place and totals, for every role', async () => {
    for (const client of [admin, manager, seller, clientmanager]) {
      const res = await client.get(`${CBV}?offset=0&limit=10`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.count).toBe(36);
      expect(body.results).toHaveLength(10);
      expect(body.next).toContain('offset=10');
      expect(typeof body.total_units).toBe('number');
    }
    const body = (await seller.get(`${CBV}?limit=1`)).json();
    const row = body.results[0] as CountRow;
    expect(row).toMatchObject({ vendor_code: 'VC-1001', product_type_name: 'Dress', product_type: productTypes.Dress, model: 'Aurora' });
    expect(row.places.map((p) => p.place_name)).toEqual(['Chorsu shop', 'Mall shop', 'Central warehouse', 'Wholesale hall']);
    for (const p of row.places) expect(p.count).toBe(await unitsOf(productIds[0], [p.place_id]));
    expect(row.total).toBe(row.places.reduce((s, p) => s + p.count, 0));
    const everything = (await admin.post(ALL, {})).json() as Placement[];
    expect(body.total_units).toBe(everything.reduce((s, r) => s + r.quantity, 0));
  });

  it('filters by places, product types and search', async () => {
    const two = `${P['Mall shop']},${P['Chorsu shop']}`;
    const body = (await seller.get(`${CBV}?places=${two}&product_types=${productTypes.Suit},${productTypes.Skirt}&limit=100`)).json();
    expect(body.count).toBe(12);
    expect(body.results.every((r: CountRow) => ['Suit', 'Skirt'].includes(r.product_type_name))).toBe(true);
    expect(body.results[0].places.map((p: { place_id: number }) => p.place_id)).toEqual([P['Chorsu shop'], P['Mall shop']]);
    let units = 0;
    for (const r of body.results as CountRow[]) units += r.total;
    expect(body.total_units).toBe(units);
    const searched = (await seller.get(`${CBV}?search=florence&product_types=${productTypes.Dress}`)).json();
    expect(searched.count).toBe(1);
    expect(searched.results[0].vendor_code).toBe('VC-1006');
    const none = (await seller.get(`${CBV}?search=nothing-like-this`)).json();
    expect(none).toMatchObject({ count: 0, results: [], total_units: 0 });
  });

  it('groups products sharing vendor code, type and model; the counts follow deactivation and changes', async () => {
    const make = async (name: string, model = 'Twin') =>
      (await admin.post('/api/product/v1/products/', { name, model, vendor_code: 'VC-TWIN', type: productTypes.Coat ?? productTypes.Shirt, cost: '1' })).json();
    const before = (await seller.get(CBV)).json().count;
    const a = await make('Twin A');
    const b = await make('Twin B');
    await admin.post(ADJUST, { product: a.id, size: letters[0], place: P['Chorsu shop'], delta: 2 });
    await admin.post(ADJUST, { product: b.id, size: letters[1], place: P['Chorsu shop'], delta: 3 });
    await admin.post(ADJUST, { product: b.id, size: letters[1], place: P['Mall shop'], delta: 4 });
    const grouped = (await seller.get(`${CBV}?search=VC-TWIN`)).json();
    expect(grouped.count).toBe(1);
    expect(grouped.results[0].places.slice(0, 2).map((p: { count: number }) => p.count)).toEqual([5, 4]);
    expect(grouped.results[0].total).toBe(9);
    expect((await seller.get(CBV)).json().count).toBe(before + 1);

    // a different model is another group; deactivating one of two keeps the group; both removes it
    const c = await make('Twin C', 'Other');
    expect((await seller.get(CBV)).json().count).toBe(before + 2);
    await admin.delete(`/api/product/v1/products/${a.id}/`);
    expect((await seller.get(CBV)).json().count).toBe(before + 2);
    expect((await seller.get(`${CBV}?search=VC-TWIN`)).json().results.find((r: CountRow) => r.model === 'Twin').total).toBe(7);
    await admin.delete(`/api/product/v1/products/${b.id}/`);
    expect((await seller.get(CBV)).json().count).toBe(before + 1);
    // a type change moves the group; restoring brings it back
    await admin.patch(`/api/product/v1/products/${c.id}/`, { type: productTypes.Jacket });
    expect((await seller.get(`${CBV}?product_types=${productTypes.Jacket}`)).json().count).toBe(7);
    await admin.patch(`/api/product/v1/products/${a.id}/`, { is_active: true });
    expect((await seller.get(CBV)).json().count).toBe(before + 2);
    // the counters agree with a count over the products (search path) and the product list
    const listed = (await seller.get('/api/product/v1/products/?limit=1')).json().count;
    const searchedAll = (await seller.get('/api/product/v1/products/?limit=1&search=-')).json().count;
    expect(listed).toBe(searchedAll);
  });

  it('validates filters, scopes to the company, needs a token', async () => {
    expectError(await seller.get(`${CBV}?places=abc`), 400, 'invalid', 'places');
    expectError(await seller.get(`${CBV}?product_types=1,x`), 400, 'invalid', 'product_types');
    const other = (await otherAdmin.get(CBV)).json();
    expect(other).toMatchObject({ count: 0, results: [], total_units: 0 });
    const mixed = (await seller.get(`${CBV}?places=${t.fx.other.placeId},${P['Chorsu shop']}&limit=1`)).json();
    expect(mixed.results[0].places.map((p: { place_id: number }) => p.place_id)).toEqual([P['Chorsu shop']]);
    expectError(await authed(t.app, null).get(CBV), 401, 'not_authenticated');
  });
});

describe('POST total_count', () => {
  it('sums the units in stock of active products, optionally at some places and of some types, for every role', async () => {
    const active = new Set(((await admin.get('/api/product/v1/products/?limit=1000')).json().results as { id: number }[]).map((p) => p.id));
    const everything = ((await admin.post(ALL, {})).json() as Placement[]).filter((r) => active.has(r.product.id));
    const sum = (rows: Placement[]) => rows.reduce((s, r) => s + r.quantity, 0);
    for (const client of [admin, manager, seller, clientmanager]) {
      const res = await client.post(TOTAL, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ total_count_of_products: sum(everything) });
    }
    const chorsu = everything.filter((r) => r.place.id === P['Chorsu shop']);
    expect((await seller.post(TOTAL, { places: [P['Chorsu shop']] })).json().total_count_of_products).toBe(sum(chorsu));
    const dresses = (await admin.post(ALL, { places: [P['Chorsu shop']], products: productIds.slice(0, 6) })).json() as Placement[];
    expect((await seller.post(TOTAL, { places: [P['Chorsu shop']], product_types: [productTypes.Dress] })).json().total_count_of_products).toBe(sum(dresses));
    const noBody = await seller.inject({ method: 'POST', url: TOTAL });
    expect(noBody.json().total_count_of_products, noBody.body).toBe(sum(everything));
  });

  it('keeps the per-place totals right through adjustments, type changes, deactivation and compaction', async () => {
    const active = async () =>
      ((await admin.get('/api/product/v1/products/?limit=1000')).json().results as { id: number; type: { id: number } }[]);
    const expectTotalsMatchStock = async () => {
      const products = await active();
      const typeOf = new Map(products.map((p) => [p.id, p.type.id]));
      const rows = ((await admin.post(ALL, {})).json() as Placement[]).filter((r) => typeOf.has(r.product.id));
      for (const typeId of [productTypes.Dress, productTypes.Suit, productTypes.Jacket]) {
        for (const places of [undefined, [P['Mall shop']]]) {
          const expected = rows
            .filter((r) => typeOf.get(r.product.id) === typeId && (!places || places.includes(r.place.id)))
            .reduce((s, r) => s + r.quantity, 0);
          const got = (await seller.post(TOTAL, { product_types: [typeId], ...(places ? { places } : {}) })).json().total_count_of_products;
          expect(got, `type ${typeId} places ${places}`).toBe(expected);
        }
      }
    };
    const p = (await admin.post('/api/product/v1/products/', { name: 'Mover', model: 'M', type: productTypes.Dress, cost: '1' })).json();
    await admin.post(ADJUST, { product: p.id, size: letters[0], place: P['Mall shop'], delta: 7 });
    await admin.post(ADJUST, { product: p.id, size: letters[1], place: P['Chorsu shop'], delta: 2 });
    await expectTotalsMatchStock();
    await admin.patch(`/api/product/v1/products/${p.id}/`, { type: productTypes.Suit });
    await admin.post(ADJUST, { product: p.id, size: letters[0], place: P['Mall shop'], delta: -3 });
    await expectTotalsMatchStock();
    await admin.delete(`/api/product/v1/products/${p.id}/`);
    await admin.post(ADJUST, { product: p.id, size: letters[0], place: P['Mall shop'], delta: 1 });
    await expectTotalsMatchStock();
    await t.db.execute(sql`select stock_unit_totals_compact(${t.fx.demo.companyId})`);
    await expectTotalsMatchStock();
    await admin.patch(`/api/product/v1/products/${p.id}/`, { is_active: true, type: productTypes.Jacket });
    await expectTotalsMatchStock();
    // the search path (a direct sum over the matching products) agrees too
    const searched = (await seller.get(`${CBV}?search=Mover`)).json();
    expect(searched.total_units).toBe(7);
  });

  it('validates, scopes to the company, needs a token', async () => {
    expectError(await seller.post(TOTAL, { places: 'x' }), 400, 'invalid', 'places.0');
    expect((await otherAdmin.post(TOTAL, { places: [P['Chorsu shop']] })).json()).toEqual({ total_count_of_products: 0 });
    expect((await otherAdmin.post(TOTAL, {})).json()).toEqual({ total_count_of_products: 0 });
    expectError(await authed(t.app, null).post(TOTAL, {}), 401, 'not_authenticated');
  });
});
