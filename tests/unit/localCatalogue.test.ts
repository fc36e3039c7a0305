/**
 * The till's local catalogue (src/pos/offline/localCatalogue.ts) over fake-indexeddb: a first fill in
 * pages, refreshes by cursor (price changes, new barcodes, deletes), a reset that switches generations
 * only when complete, search, byBarcode and takeStock.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { TillCatalogueDto, TillProduct } from '../../src/domain/sale/offline';
import { closeLocalCatalogue, openLocalCatalogue, refreshLocalCatalogue, WRITE_SLICE_MS, type FetchCataloguePage } from '../../src/pos/offline/localCatalogue';

let nextPlace = 100;

const product = (id: number, over: Partial<TillProduct> = {}): TillProduct => ({
  id,
  name: `Coat ${id}`,
  model: `M${id}`,
  vendor_code: `VC-${id}`,
  price: { price: '100.00', discount: '0.00', discount_in_percent: false },
  sizes: [
    { id: 1, name: '44', barcodes: [`B${id}-1`], stock: 5 },
    { id: 2, name: '46', barcodes: [], stock: 2 },
  ],
  ...over,
});

const page = (over: Partial<TillCatalogueDto>): TillCatalogueDto => ({
  cursor: 'c',
  more: false,
  reset: false,
  products: [],
  removed: [],
  place: { id: 1, name: 'Shop', type: 1 },
  currencies: [
    { id: 1, name: 'USD', rate: '1', is_base: true },
    { id: 2, name: 'UZS', rate: '12650', is_base: false },
  ],
  settings: { offline_window_hours: 72, can_sell_offline: true },
  server_time: new Date().toISOString() as unknown as Date,
  ...over,
});

/** A scripted server: answers the pages in order and records the cursors it was asked with. */
function scripted(pages: TillCatalogueDto[]) {
  const asked: (string | undefined)[] = [];
  const fetchPage: FetchCataloguePage = async (q) => {
    asked.push(q.cursor);
    const next = pages.shift();
    if (!next) throw new Error('no more pages scripted');
    return next;
  };
  return { fetchPage, asked };
}

async function filled(count: number) {
  const place = nextPlace++;
  const products = Array.from({ length: count }, (_, i) => product(i + 1));
  const half = Math.ceil(count / 2);
  const s = scripted([
    page({ reset: true, more: true, total: count, products: products.slice(0, half), cursor: 'fill-1' }),
    page({ products: products.slice(half), cursor: 'done-1' }),
  ]);
  const progress: [number, number | null][] = [];
  const result = await refreshLocalCatalogue(place, s.fetchPage, { onProgress: (a, b) => progress.push([a, b]) });
  return { place, catalogue: openLocalCatalogue(place), result, asked: s.asked, progress };
}

describe('refreshLocalCatalogue', () => {
  it('fills in pages from no cursor, then refreshes from the cursor it stored', async () => {
    const { place, catalogue, result, asked, progress } = await filled(10);
    expect(asked).toEqual([undefined, 'fill-1']);
    expect(result).toMatchObject({ pages: 2, products: 10, reset: true });
    expect(progress).toEqual([
      [5, 10],
      [10, 10],
    ]);
    const status = await catalogue.status();
    expect(status).toMatchObject({ placeId: place, products: 10, refreshing: false, progress: null, canSellOffline: true, offlineWindowHours: 72 });
    expect(status.refreshedAt).toBeGreaterThan(0);
    const s = scripted([page({ cursor: 'done-2' })]);
    await refreshLocalCatalogue(place, s.fetchPage);
    expect(s.asked).toEqual(['done-1']);
  });

  it('a price change replaces the product; a moved barcode follows it; a removed product goes with its barcodes', async () => {
    const { place, catalogue } = await filled(4);
    const s = scripted([
      page({
        cursor: 'r1',
        products: [
          product(2, { price: { price: '80.00', discount: '5.00', discount_in_percent: true } }),
          // B1-1 moved from product 1 to product 3
          product(3, { sizes: [{ id: 1, name: '44', barcodes: ['B3-1', 'B1-1'], stock: 5 }] }),
          product(1, { sizes: [{ id: 1, name: '44', barcodes: [], stock: 5 }] }),
        ],
        removed: [4],
      }),
    ]);
    await refreshLocalCatalogue(place, s.fetchPage);
    expect((await catalogue.product(2))!.price).toEqual({ price: '80.00', discount: '5.00', discount_in_percent: true });
    expect(await catalogue.byBarcode('B1-1')).toMatchObject({ product: { id: 3 }, sizeId: 1 });
    expect(await catalogue.product(4)).toBeNull();
    expect(await catalogue.byBarcode('B4-1')).toBeNull();
    expect((await catalogue.status()).products).toBe(3);
  });

  it('a reset fills a new generation: the old one is read until the last page, then dropped', async () => {
    const { place, catalogue } = await filled(3);
    // the reset's first page arrives, then the server cannot be reached
    const failing = scripted([page({ reset: true, more: true, total: 2, products: [product(50)], cursor: 'new-1' })]);
    await expect(refreshLocalCatalogue(place, failing.fetchPage)).rejects.toThrow('no more pages');
    expect(await catalogue.product(1)).not.toBeNull();
    expect(await catalogue.product(50)).toBeNull();
    expect(await catalogue.status()).toMatchObject({ products: 3, refreshing: true, progress: 0.5 });
    // next time it goes on from the fill's own cursor, and switches at its end
    const rest = scripted([page({ products: [product(51)], cursor: 'new-2' })]);
    await refreshLocalCatalogue(place, rest.fetchPage);
    expect(rest.asked).toEqual(['new-1']);
    expect(await catalogue.product(1)).toBeNull();
    expect(await catalogue.byBarcode('B1-1')).toBeNull();
    expect(await catalogue.byBarcode('B51-1')).toMatchObject({ product: { id: 51 } });
    expect(await catalogue.status()).toMatchObject({ products: 2, refreshing: false });
  });

  it('a page is written in slices with other tasks in between, and stored whole', async () => {
    const place = nextPlace++;
    const products = Array.from({ length: 60 }, (_, i) => product(i + 1));
    // each clock reading a slice's worth later: a slice ends after its first product
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += WRITE_SLICE_MS));
    // a task runs between any two others: the tick a product's write saw says which task it was in
    let tick = 0;
    let ticking = true;
    const ticker = () => {
      tick += 1;
      if (ticking) setImmediate(ticker);
    };
    setImmediate(ticker);
    const seen = new Set<number>();
    const original = IDBObjectStore.prototype.put;
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'products') seen.add(tick);
      return original.apply(this, args);
    });
    try {
      await refreshLocalCatalogue(place, scripted([page({ reset: true, total: 60, products, cursor: 'done' })]).fetchPage);
    } finally {
      ticking = false;
      put.mockRestore();
      now.mockRestore();
    }
    // the 60 products' writes came in many tasks, not one
    expect(seen.size).toBeGreaterThan(10);
    const c = openLocalCatalogue(place);
    expect(await c.status()).toMatchObject({ products: 60, refreshing: false });
    expect((await c.byBarcode('B60-1'))?.product.id).toBe(60);
    expect((await c.byBarcode('B1-1'))?.product.id).toBe(1);
    await closeLocalCatalogue(place);
  });

  it('a refresh without a cursor on an empty catalogue must start with a reset', async () => {
    const s = scripted([page({ products: [product(1)] })]);
    await expect(refreshLocalCatalogue(nextPlace++, s.fetchPage)).rejects.toThrow('reset');
  });
});

describe('reads', () => {
  it('search: by a word prefix of the name, model or vendor code, every word, case-insensitive, at most limit', async () => {
    const place = nextPlace++;
    const s = scripted([
      page({
        reset: true,
        products: [
          product(1, { name: 'Wool Coat', model: 'Classic', vendor_code: 'WC-100' }),
          product(2, { name: 'Wool scarf', model: 'Winter', vendor_code: 'WS-7' }),
          product(3, { name: 'Linen shirt', model: 'Summer', vendor_code: 'LS-1' }),
        ],
      }),
    ]);
    await refreshLocalCatalogue(place, s.fetchPage);
    const c = openLocalCatalogue(place);
    const ids = async (text: string, limit = 10) => (await c.search(text, limit)).map((p) => p.id).sort();
    expect(await ids('wool')).toEqual([1, 2]);
    expect(await ids('WOOL coat')).toEqual([1]);
    expect(await ids('coat wool')).toEqual([1]);
    expect(await ids('wc-1')).toEqual([1]);
    expect(await ids('summer')).toEqual([3]);
    expect(await ids('wool', 1)).toHaveLength(1);
    expect(await ids('nothing')).toEqual([]);
    expect(await ids('  ')).toEqual([]);
    await closeLocalCatalogue(place);
  });

  it('byBarcode, currencies, takeStock (never below zero)', async () => {
    const { catalogue } = await filled(2);
    expect(await catalogue.byBarcode(' B2-1 ')).toMatchObject({ product: { id: 2, name: 'Coat 2' }, sizeId: 1 });
    expect(await catalogue.byBarcode('unknown')).toBeNull();
    expect(await catalogue.currencies()).toEqual([
      { id: 1, name: 'USD', rate: '1', is_base: true },
      { id: 2, name: 'UZS', rate: '12650', is_base: false },
    ]);
    await catalogue.takeStock([
      { product: 2, size: 1, quantity: 2 },
      { product: 2, size: 1, quantity: 1 },
      { product: 2, size: 2, quantity: 9 },
      { product: 999, size: 1, quantity: 1 },
    ]);
    expect((await catalogue.product(2))!.sizes.map((s) => s.stock)).toEqual([2, 0]);
    expect((await catalogue.product(1))!.sizes.map((s) => s.stock)).toEqual([5, 2]);
  });

  it('an empty catalogue answers nothing', async () => {
    const c = openLocalCatalogue(nextPlace++);
    expect(await c.byBarcode('x')).toBeNull();
    expect(await c.search('x', 5)).toEqual([]);
    expect(await c.currencies()).toEqual([]);
    expect(await c.status()).toMatchObject({ products: 0, refreshedAt: null, refreshing: false });
  });
});
