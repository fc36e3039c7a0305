/**
 * The place's catalogue kept in IndexedDB (one database per place: `till-catalogue-<place>`), so the
 * till can sell when the server cannot be reached. Filled and refreshed from GET till_catalogue/
 * (src/domain/sale/offline.ts) by `refreshLocalCatalogue`; read through `openLocalCatalogue`.
 *
 * Stores (every key starts with the generation, see below):
 * - products: [gen, id] -> { gen, id, product, words, text }; index `words` (multiEntry) over
 *   `<gen>\u0001<word>` for each word of the name, model and vendor code (lower-cased) and the whole
 *   vendor code: a search looks words up by prefix there, then checks the whole text;
 * - barcodes: [gen, code] -> { product, size };
 * - meta: 'current' (the generation the till reads, its cursor, place, currencies, settings, when
 *   refreshed) and 'pending' (a first fill under way: its generation and cursor, so a reload goes on
 *   from the last page it stored).
 *
 * Generations: a reset fills a NEW generation page by page while the till still reads the old one;
 * the last page switches 'current' to it in the same transaction, then the old one is deleted. A
 * crash half-way leaves the old catalogue in use and the fill resumes from its cursor.
 */
import type { TillCatalogueDto } from '../../domain/sale/offline';
import type { LocalCatalogue, LocalCatalogueStatus, LocalCurrency, TillProduct } from './types';

const VERSION = 1;
const PRODUCTS = 'products';
const BARCODES = 'barcodes';
const META = 'meta';
const SEP = '\u0001';

/**
 * Products asked per page: a fifth of the server's maximum. A page of 5 000 held the embedded database
 * for about 0.6 s (every till's scans waited behind it) and was 1.2 MB of JSON to parse at once.
 */
export const LOCAL_CATALOGUE_PAGE = 1000;
/**
 * The longest a page's writes run before the rest waits for the last write's answer: an IndexedDB put
 * costs about 80 us of the page's main thread (more on an old till), and a first fill's thousands of
 * them in one go froze the till for half a second at a time (a scan's keys waited behind them).
 */
export const WRITE_SLICE_MS = 8;
/** A search reads at most this many index entries per word before it stops (fast at 100 000 products). */
export const SEARCH_SCAN_MAX = 2000;

export interface CurrentMeta {
  gen: number;
  cursor: string;
  refreshedAt: number;
  products: number;
  place: TillCatalogueDto['place'];
  currencies: TillCatalogueDto['currencies'];
  settings: TillCatalogueDto['settings'];
}
interface PendingMeta {
  gen: number;
  cursor: string;
  /** products stored so far and the fill's total */
  stored: number;
  total: number | null;
}
interface ProductRecord {
  gen: number;
  id: number;
  product: TillProduct;
  words: string[];
  /** name, model and vendor code lower-cased, for the whole-text check */
  text: string;
}
interface BarcodeRecord {
  gen: number;
  code: string;
  product: number;
  size: number;
}

export function localCatalogueName(placeId: number) {
  return `till-catalogue-${placeId}`;
}

// ------------------------------------------------------------------------------------ IndexedDB plumbing

const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

const done = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

const opened = new Map<number, Promise<IDBDatabase>>();

function openDb(placeId: number): Promise<IDBDatabase> {
  let db = opened.get(placeId);
  if (!db) {
    db = new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open(localCatalogueName(placeId), VERSION);
      r.onupgradeneeded = () => {
        const d = r.result;
        const products = d.createObjectStore(PRODUCTS, { keyPath: ['gen', 'id'] });
        products.createIndex('words', 'words', { multiEntry: true });
        d.createObjectStore(BARCODES, { keyPath: ['gen', 'code'] });
        d.createObjectStore(META);
      };
      r.onsuccess = () => {
        const d = r.result;
        // another tab upgrading (a newer app): let it, this tab opens again on its next call
        d.onversionchange = () => {
          d.close();
          opened.delete(placeId);
        };
        resolve(d);
      };
      r.onerror = () => {
        opened.delete(placeId);
        reject(r.error);
      };
    });
    opened.set(placeId, db);
  }
  return db;
}

/** Close and forget this page's connection to a place's catalogue (tests, sign-out). */
export async function closeLocalCatalogue(placeId: number) {
  const db = opened.get(placeId);
  opened.delete(placeId);
  if (db) (await db).close();
}

/** Every key of one generation: [gen] .. [gen, []] (an array sorts after numbers and strings). */
const genRange = (gen: number) => IDBKeyRange.bound([gen], [gen, []]);

// ------------------------------------------------------------------------------------ words

function wordsOf(p: TillProduct): string[] {
  const words = new Set<string>();
  for (const field of [p.name, p.model, p.vendor_code]) {
    const lower = field.toLowerCase().trim();
    if (!lower) continue;
    // the whole vendor code (it may hold separators); the name and model by their words
    if (field === p.vendor_code) words.add(lower);
    for (const w of lower.split(/[\s,;/()]+/)) if (w) words.add(w);
  }
  return [...words];
}

const textOf = (p: TillProduct) => [p.name, p.model, p.vendor_code].join('\u001f').toLowerCase();

function recordOf(gen: number, p: TillProduct): ProductRecord {
  return { gen, id: p.id, product: p, words: wordsOf(p).map((w) => `${gen}${SEP}${w}`), text: textOf(p) };
}

// ------------------------------------------------------------------------------------ refresh

export type FetchCataloguePage = (q: { place: number; cursor?: string; limit?: number }) => Promise<TillCatalogueDto>;

export interface RefreshOptions {
  limit?: number;
  /** after each page stored: products stored so far in this pass and the fill's total (null: not a fill) */
  onProgress?: (stored: number, total: number | null) => void;
}

export interface RefreshResult {
  pages: number;
  products: number;
  removed: number;
  reset: boolean;
}

async function readMeta(db: IDBDatabase): Promise<{ current: CurrentMeta | undefined; pending: PendingMeta | undefined }> {
  const tx = db.transaction(META, 'readonly');
  const store = tx.objectStore(META);
  const [current, pending] = await Promise.all([request<CurrentMeta | undefined>(store.get('current')), request<PendingMeta | undefined>(store.get('pending'))]);
  return { current, pending };
}

/**
 * Store one page in one transaction: the products whole, the removed ones out, the cursor. The old
 * records are read first and their barcodes dropped before any new one is written, so a code that
 * moved from one product to another within the page ends up at the new one. The products are written
 * in slices of WRITE_SLICE_MS: the next slice starts when the last write of the one before has its
 * answer (a pending write keeps the transaction open, so the page stays one transaction), and the
 * browser handles the keys and draws in between.
 */
function storePage(db: IDBDatabase, gen: number, page: TillCatalogueDto, fresh: boolean, meta: (tx: IDBTransaction) => void): Promise<void> {
  const tx = db.transaction([PRODUCTS, BARCODES, META], 'readwrite');
  const products = tx.objectStore(PRODUCTS);
  const barcodes = tx.objectStore(BARCODES);
  // a fill's generation holds nothing of these products yet: nothing old to read
  const ids = fresh ? [] : [...page.products.map((p) => p.id), ...page.removed];
  const write = (olds: (ProductRecord | undefined)[]) => {
    for (const old of olds) if (old) for (const s of old.product.sizes) for (const code of s.barcodes) barcodes.delete([gen, code]);
    for (const id of page.removed) products.delete([gen, id]);
    let next = 0;
    const slice = () => {
      const until = performance.now() + WRITE_SLICE_MS;
      let last: IDBRequest | undefined;
      while (next < page.products.length) {
        const p = page.products[next++];
        last = products.put(recordOf(gen, p));
        for (const s of p.sizes) for (const code of s.barcodes) last = barcodes.put({ gen, code, product: p.id, size: s.id } satisfies BarcodeRecord);
        if (performance.now() >= until) break;
      }
      if (next < page.products.length && last) last.onsuccess = slice;
    };
    slice();
  };
  const olds: (ProductRecord | undefined)[] = new Array(ids.length);
  let left = ids.length;
  if (!left) write([]);
  ids.forEach((id, i) => {
    const get = products.get([gen, id]);
    get.onsuccess = () => {
      olds[i] = get.result as ProductRecord | undefined;
      if (--left === 0) write(olds);
    };
  });
  meta(tx);
  return done(tx);
}

async function dropGeneration(db: IDBDatabase, gen: number) {
  const tx = db.transaction([PRODUCTS, BARCODES], 'readwrite');
  tx.objectStore(PRODUCTS).delete(genRange(gen));
  tx.objectStore(BARCODES).delete(genRange(gen));
  await done(tx);
}

async function countGeneration(db: IDBDatabase, gen: number): Promise<number> {
  return request(db.transaction(PRODUCTS, 'readonly').objectStore(PRODUCTS).count(genRange(gen)));
}

/**
 * Bring the place's local catalogue up to date: pages from `fetchPage` until the server says no more.
 * Each page is stored in one transaction with its cursor, so an interrupted refresh goes on from the
 * last page stored. A reset fills a new generation and switches to it with the last page.
 */
export async function refreshLocalCatalogue(placeId: number, fetchPage: FetchCataloguePage, options: RefreshOptions = {}): Promise<RefreshResult> {
  const db = await openDb(placeId);
  const result: RefreshResult = { pages: 0, products: 0, removed: 0, reset: false };
  let { current, pending } = await readMeta(db);
  for (;;) {
    const page = await fetchPage({ place: placeId, cursor: pending?.cursor ?? current?.cursor, limit: options.limit ?? LOCAL_CATALOGUE_PAGE });
    result.pages += 1;
    result.products += page.products.length;
    result.removed += page.removed.length;
    if (page.reset) {
      // a new generation above any the database holds (a pending fill's left-overs go)
      result.reset = true;
      const gen = Math.max(current?.gen ?? 0, pending?.gen ?? 0) + 1;
      if (pending) await dropGeneration(db, pending.gen);
      pending = { gen, cursor: '', stored: 0, total: page.total ?? null };
    }
    const filling = pending;
    if (!filling && !current) throw new Error('till catalogue: a refresh without a reset on an empty catalogue');
    const gen = filling ? filling.gen : current!.gen;
    let switched: CurrentMeta | undefined;
    const finishing = !page.more;
    await storePage(db, gen, page, filling !== undefined, (tx) => {
      const meta = tx.objectStore(META);
      if (filling) {
        filling.cursor = page.cursor;
        filling.stored += page.products.length;
        if (finishing) {
          switched = { gen, cursor: page.cursor, refreshedAt: Date.now(), products: filling.stored, place: page.place, currencies: page.currencies, settings: page.settings };
          meta.put(switched, 'current');
          meta.delete('pending');
        } else meta.put(filling, 'pending');
      } else {
        const next: CurrentMeta = { ...current!, cursor: page.cursor, place: page.place, currencies: page.currencies, settings: page.settings, ...(finishing ? { refreshedAt: Date.now() } : {}) };
        meta.put(next, 'current');
        switched = next;
      }
    });
    if (filling && finishing) {
      const old = current;
      current = switched;
      pending = undefined;
      if (old) await dropGeneration(db, old.gen);
    } else if (!filling) current = switched;
    if (!filling && (page.products.length || page.removed.length)) {
      // the count after a refresh's changes (cheap: a key range count)
      const products = await countGeneration(db, gen);
      const tx = db.transaction(META, 'readwrite');
      current = { ...current!, products };
      tx.objectStore(META).put(current, 'current');
      await done(tx);
    }
    options.onProgress?.(filling ? filling.stored : result.products, filling ? filling.total : null);
    if (!page.more) return result;
  }
}

// ------------------------------------------------------------------------------------ reads

/** The local catalogue of one place, as the till reads it offline (./types.ts). */
export function openLocalCatalogue(placeId: number): LocalCatalogue {
  const current = async () => {
    const db = await openDb(placeId);
    const { current: meta } = await readMeta(db);
    return { db, meta };
  };
  const product = async (id: number): Promise<TillProduct | null> => {
    const { db, meta } = await current();
    if (!meta) return null;
    const rec = await request<ProductRecord | undefined>(db.transaction(PRODUCTS, 'readonly').objectStore(PRODUCTS).get([meta.gen, id]));
    return rec?.product ?? null;
  };
  return {
    async byBarcode(code) {
      const { db, meta } = await current();
      if (!meta) return null;
      const tx = db.transaction([BARCODES, PRODUCTS], 'readonly');
      const hit = await request<BarcodeRecord | undefined>(tx.objectStore(BARCODES).get([meta.gen, code.trim()]));
      if (!hit) return null;
      const rec = await request<ProductRecord | undefined>(tx.objectStore(PRODUCTS).get([meta.gen, hit.product]));
      return rec ? { product: rec.product, sizeId: hit.size } : null;
    },
    async search(text, limit) {
      const words = text.toLowerCase().split(/[\s,;/()]+/).filter(Boolean);
      if (!words.length || limit <= 0) return [];
      const { db, meta } = await current();
      if (!meta) return [];
      // the longest word narrows most: its prefix range in the words index, bounded; every word must
      // then be in the product's text (any order, as the server's search)
      const lead = words.reduce((a, b) => (b.length > a.length ? b : a));
      const from = `${meta.gen}${SEP}${lead}`;
      const index = db.transaction(PRODUCTS, 'readonly').objectStore(PRODUCTS).index('words');
      const found = new Map<number, TillProduct>();
      await new Promise<void>((resolve, reject) => {
        let scanned = 0;
        const r = index.openCursor(IDBKeyRange.bound(from, `${from}\uffff`));
        r.onerror = () => reject(r.error);
        r.onsuccess = () => {
          const c = r.result;
          if (!c || found.size >= limit || scanned >= SEARCH_SCAN_MAX) return resolve();
          scanned += 1;
          const rec = c.value as ProductRecord;
          if (!found.has(rec.id) && words.every((w) => rec.text.includes(w))) found.set(rec.id, rec.product);
          c.continue();
        };
      });
      return [...found.values()];
    },
    product,
    async currencies(): Promise<LocalCurrency[]> {
      const { meta } = await current();
      return (meta?.currencies ?? []).map((c) => ({ id: c.id, name: c.name, rate: c.rate, is_base: c.is_base }));
    },
    async status(): Promise<LocalCatalogueStatus> {
      const db = await openDb(placeId);
      const { current: meta, pending } = await readMeta(db);
      return {
        placeId,
        products: meta?.products ?? 0,
        refreshedAt: meta?.refreshedAt ?? null,
        refreshing: pending !== undefined,
        progress: pending ? (pending.total ? Math.min(1, pending.stored / pending.total) : 0) : null,
        canSellOffline: meta?.settings.can_sell_offline ?? false,
        offlineWindowHours: meta?.settings.offline_window_hours ?? 72,
        placeTypeId: meta?.place.type ?? null,
      };
    },
    async takeStock(lines) {
      const { db, meta } = await current();
      if (!meta || !lines.length) return;
      const tx = db.transaction(PRODUCTS, 'readwrite');
      const store = tx.objectStore(PRODUCTS);
      const byProduct = new Map<number, typeof lines>();
      for (const l of lines) byProduct.set(l.product, [...(byProduct.get(l.product) ?? []), l]);
      for (const [id, own] of byProduct) {
        const get = store.get([meta.gen, id]);
        get.onsuccess = () => {
          const rec = get.result as ProductRecord | undefined;
          if (!rec) return;
          const sizes = rec.product.sizes.map((s) => {
            const sold = own.filter((l) => l.size === s.id).reduce((n, l) => n + l.quantity, 0);
            // the ledger never goes below zero either; the server lists the shortfall
            return sold ? { ...s, stock: Math.max(0, s.stock - sold) } : s;
          });
          store.put({ ...rec, product: { ...rec.product, sizes } });
        };
      }
      await done(tx);
    },
  };
}
