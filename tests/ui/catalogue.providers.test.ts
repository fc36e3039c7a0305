/** The catalogue's custom dataProvider calls: exact URLs and bodies (docs/api/catalogue.md). */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { createDataProvider } from '../../src/providers/dataProvider';
import { setToken } from '../../src/providers/token';

const API = 'http://localhost:3000/api';

interface Seen {
  method: string;
  url: string;
  contentType: string | null;
  auth: string | null;
  json?: unknown;
  form?: Record<string, string | string[]>;
}

/**
 * Records every request to the API and answers `reply` (JSON) or 204. A file part shows as
 * file:<type> (jsdom's FormData does not carry file names through fetch).
 */
function record(reply: unknown = {}, status = 200) {
  const seen: Seen[] = [];
  server.use(
    http.all(`${API}/*`, async ({ request }) => {
      const contentType = request.headers.get('content-type');
      const entry: Seen = { method: request.method, url: request.url, contentType, auth: request.headers.get('authorization') };
      if (contentType?.startsWith('application/json')) entry.json = await request.json();
      if (contentType?.startsWith('multipart/form-data')) {
        const form = await request.formData();
        entry.form = {};
        for (const key of new Set(form.keys())) {
          const values = form.getAll(key).map((v) => (typeof v === 'string' ? v : `file:${(v as File).type}`));
          entry.form[key] = values.length === 1 ? values[0]! : values;
        }
      }
      seen.push(entry);
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(reply as object, { status });
    }),
  );
  return seen;
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });

describe('catalogue custom calls', () => {
  it('renames product types, size types and sizes with PUT {id}/', async () => {
    const seen = record({ id: 3, name: 'Shoes' });
    const dp = createDataProvider();
    await dp.replaceRecord('product_types', 3, { name: 'Shoes' });
    await dp.replaceRecord('sizes', 7, { name: 'XL', type: 2 });
    expect(seen.map((s) => [s.method, s.url, s.json])).toEqual([
      ['PUT', `${API}/product/v1/product_types/3/`, { id: 3, name: 'Shoes' }],
      ['PUT', `${API}/product/v1/sizes/7/`, { id: 7, name: 'XL', type: 2 }],
    ]);
  });

  it('creates a product as JSON without an image', async () => {
    setToken('k'.repeat(64));
    const seen = record({ id: 1 });
    const body = { name: 'Dress', model: 'Aurora', type: 2, cost: '10.00', prices: [{ place_type: 1, price: '20.00' }], online_places: [1, 2] };
    await createDataProvider().createProduct(body);
    expect(seen).toEqual([
      { method: 'POST', url: `${API}/product/v1/products/`, contentType: 'application/json', auth: `Token ${'k'.repeat(64)}`, json: body },
    ]);
  });

  it('creates a product as multipart with its image: online_places comma-joined, prices as JSON', async () => {
    const seen = record({ id: 1 });
    await createDataProvider().createProduct(
      { name: 'Dress', model: 'Aurora', model_code: 'M1', type: 2, cost: '10.00', is_novelty: true, online_places: [1, 2], prices: [{ place_type: 1, price: '20.00', discount: '5', discount_in_percent: true }] },
      png('front.png'),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe(`${API}/product/v1/products/`);
    expect(seen[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.form).toEqual({
      name: 'Dress',
      model: 'Aurora',
      model_code: 'M1',
      type: '2',
      cost: '10.00',
      is_novelty: 'true',
      online_places: '1,2',
      prices: JSON.stringify([{ place_type: 1, price: '20.00', discount: '5', discount_in_percent: true }]),
      image: 'file:image/png',
    });
  });

  it('uploads one image in field image, several in field images', async () => {
    const seen = record([{ id: 1, image: '/uploads/a.png', is_main: true }]);
    const dp = createDataProvider();
    await dp.uploadProductImages(5, [png('a.png')]);
    await dp.uploadProductImages(5, [png('b.png'), png('c.png')]);
    expect(seen.map((s) => [s.method, s.url, s.form])).toEqual([
      ['POST', `${API}/product/v1/products/5/images/`, { image: 'file:image/png' }],
      ['POST', `${API}/product/v1/products/5/images/`, { images: ['file:image/png', 'file:image/png'] }],
    ]);
  });

  it('lists, deletes and sets the main image', async () => {
    const seen = record([]);
    const dp = createDataProvider();
    await dp.productImages(5);
    await dp.setMainImage(5, 9);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `GET ${API}/product/v1/products/5/images/`,
      `POST ${API}/product/v1/products/5/images/9/set-main/`,
    ]);
    const deleted = record(null, 204);
    await dp.deleteProductImage(5, 9);
    expect(deleted.map((s) => `${s.method} ${s.url}`)).toEqual([`DELETE ${API}/product/v1/products/5/images/9/`]);
  });

  it('reads stock: placements (comma arrays, limit 1000), placements/all, count by vendor code, total count', async () => {
    const seen = record({ count: 0, next: null, previous: null, results: [], total_units: 0, total_count_of_products: 0 });
    const dp = createDataProvider();
    await dp.placements({ product: [1, 2], place: [3] });
    await dp.placementsAll({ vendor_code: 'VC-1', size_type: 2, places: [1, 3] });
    await dp.countByVendorCode({ places: [1, 2], product_types: [4], offset: 10, limit: 10 });
    await dp.countByVendorCode({});
    await dp.totalCount({ places: [1] });
    expect(seen.map((s) => [s.method, s.url, s.json])).toEqual([
      ['GET', `${API}/product/v1/placements/?product=1%2C2&place=3&limit=1000`, undefined],
      ['POST', `${API}/product/v1/placements/all/`, { vendor_code: 'VC-1', size_type: 2, places: [1, 3] }],
      ['GET', `${API}/product/v1/count_by_vendor_code/?places=1%2C2&product_types=4&offset=10&limit=10`, undefined],
      ['GET', `${API}/product/v1/count_by_vendor_code/?offset=0&limit=10`, undefined],
      ['POST', `${API}/product/v1/total_count/`, { places: [1] }],
    ]);
  });

  it('downloads the stock report as a Blob, with the token', async () => {
    setToken('r'.repeat(64));
    let auth: string | null = null;
    let url = '';
    server.use(
      http.get(`${API}/product/v1/placements/report/`, ({ request }) => {
        auth = request.headers.get('authorization');
        url = request.url;
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    const blob = await createDataProvider().placementsReport({ product: [7] }, 'ru');
    expect(url).toBe(`${API}/product/v1/placements/report/?product=7&lang=ru`);
    expect(auth).toBe(`Token ${'r'.repeat(64)}`);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
  });

  it('a failed report download carries the one error shape', async () => {
    server.use(
      http.get(`${API}/product/v1/placements/report/`, () =>
        HttpResponse.json({ errors: [{ code: 'permission_denied', message: 'You do not have permission to perform this action' }] }, { status: 403 }),
      ),
    );
    const err = await createDataProvider().placementsReport({}).catch((e) => e);
    expect(err.status).toBe(403);
    expect(err.message).toBe('permission_denied');
  });

  it('adjusts stock, adds a barcode and scans one', async () => {
    const seen = record({});
    const dp = createDataProvider();
    await dp.adjustStock({ product: 1, size: 2, place: 3, delta: -4 });
    await dp.createBarcode({ code: '4780001', product: 1, size: 2 });
    await dp.scanBarcode({ code: '4780001', place: 3 });
    expect(seen.map((s) => [s.method, s.url, s.json])).toEqual([
      ['POST', `${API}/product/v1/placements/adjust/`, { product: 1, size: 2, place: 3, delta: -4 }],
      ['POST', `${API}/barcode/v1/barcodes/`, { code: '4780001', product: 1, size: 2 }],
      ['POST', `${API}/barcode/v1/barcodes/scan/`, { code: '4780001', place: 3 }],
    ]);
  });

  it('reads sizes: all, of a type (limit 200), and the active places', async () => {
    const seen = record({ count: 0, results: [] });
    const dp = createDataProvider();
    await dp.allSizes();
    await dp.sizesOfType(4);
    await dp.activePlaces();
    expect(seen.map((s) => s.url)).toEqual([
      `${API}/product/v1/sizes/all/`,
      `${API}/product/v1/size_types/4/sizes/?limit=200`,
      `${API}/company/v1/places/all/`,
    ]);
  });

  it('lists products with search, type and paging; barcodes by product', async () => {
    const seen = record({ count: 0, results: [] });
    const dp = createDataProvider();
    await dp.getList('products', { pagination: { page: 2, perPage: 6 }, sort: { field: 'id', order: 'DESC' }, filter: { q: 'dress', type: 3 } });
    await dp.getList('barcodes', { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' }, filter: { product: 5 } });
    expect(seen.map((s) => s.url)).toEqual([
      `${API}/product/v1/products/?offset=6&limit=6&ordering=-id&search=dress&type=3`,
      `${API}/barcode/v1/barcodes/?offset=0&limit=200&product=5`,
    ]);
  });
});
