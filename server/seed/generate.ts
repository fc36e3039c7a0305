/**
 * A generated dataset of a chosen size, for `npm run bench` (ARCHITECTURE.md section 7): one company
 * with `places` places, `products` products, a size grid of `sizesPerProduct` sizes, stock on a
 * fraction of the (product, size, place) cells, and the four demo sign-ins (password demo1234).
 *
 * Built from the same builders as the demo data and the test fixtures; stock goes through the ledger
 * (builders' stockUp -> ledger.moveStock), so the journal agrees with the totals.
 *
 * Scale: catalogue rows are written in chunked multi-row inserts (one transaction per chunk), so
 * 100 000 products cost ~100 round trips (~1 s per 2 000 products on PGlite). Stock cannot be "every
 * cell": 100 000 x 10 x 20 is 20 million placements, and the ledger writes each move as two statements
 * (placement upsert + journal row), measured at ~1 000 moves/s on PGlite and ~1 000-2 000 moves/s on a
 * local PostgreSQL (1-4 transactions in flight). So only `stockFraction` of the cells get stock
 * (default 2 %), chosen by a deterministic hash spread evenly over products, sizes and places. For the
 * 100k target, 0.002 gives 40 000 placements (~40 s); more needs a set-based bulk path in the ledger.
 * Pass `stockFraction: 0` for no stock.
 */
import type { Db } from '../db/connect';
import { hashPassword } from '../auth/passwords';
import {
  createCatalogueBasics,
  createCompany,
  createEmployee,
  createProducts,
  replenishCompany,
  stockUp,
  type ProductSpec,
} from './builders';
import { DEMO_PASSWORD, DEMO_USERS } from './demo';

export interface DatasetSize {
  products: number;
  sizesPerProduct: number;
  places: number;
}

export interface GenerateOptions {
  /** share of (product, size, place) cells that get stock, 0..1 (default 0.02) */
  stockFraction?: number;
  /** products per multi-row insert (default 1000; prices add 3 rows per product) */
  productChunk?: number;
  /** stock moves per ledger transaction (default 1000) */
  stockChunk?: number;
  /** ledger transactions in flight at once (default 1; use a few on PostgreSQL, PGlite serialises anyway) */
  concurrency?: number;
  companyName?: string;
  /** progress messages */
  log?: (message: string) => void;
}

export interface GeneratedDataset {
  companyId: number;
  placeIds: number[];
  sizeIds: number[];
  productCount: number;
  firstProductId: number;
  lastProductId: number;
  /** placements created (cells with stock) */
  stockLines: number;
  users: { username: string; id: number }[];
  password: string;
  timings: { catalogueMs: number; stockMs: number; totalMs: number };
}

const PRODUCT_TYPES = ['Dress', 'Suit', 'Shirt', 'Trousers', 'Jacket', 'Skirt', 'Coat', 'Blouse'];
const MODELS = ['Aurora', 'Bella', 'Classic', 'Denver', 'Elegance', 'Florence', 'Geneva', 'Harmony', 'Iris', 'Jasmine', 'Kira', 'Luna'];
const COLOURS = ['black', 'white', 'navy', 'beige', 'red', 'green', 'grey', 'blue', 'brown', 'pink', 'olive'];
const MATERIALS = ['cotton', 'wool', 'linen', 'silk', 'denim', 'viscose', 'polyester'];
const PLACE_KINDS = ['Shop', 'Warehouse', 'Wholesale'] as const;

/** Shops mostly, with some warehouses and wholesale halls: 7 / 2 / 1 of every 10. */
function placeKind(i: number): (typeof PLACE_KINDS)[number] {
  const r = i % 10;
  return r < 7 ? 'Shop' : r < 9 ? 'Warehouse' : 'Wholesale';
}

/** A cheap deterministic 32-bit hash (for spreading stock and prices without Math.random). */
function mix(a: number, b = 0, c = 0): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x6b43a9b5, 0xc2b2ae35) ^ Math.imul(c + 0x27d4eb2f, 0x165667b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h >>> 0;
}

function productSpec(n: number, typeIds: number[], priceTypeIds: Record<(typeof PLACE_KINDS)[number], number>): ProductSpec {
  const typeIndex = n % PRODUCT_TYPES.length;
  const model = MODELS[Math.floor(n / PRODUCT_TYPES.length) % MODELS.length];
  const colour = COLOURS[mix(n, 1) % COLOURS.length];
  const material = MATERIALS[mix(n, 2) % MATERIALS.length];
  const base = 10 + (mix(n, 3) % 190);
  return {
    name: `${PRODUCT_TYPES[typeIndex]} ${model} ${colour} ${material} ${n}`,
    model,
    modelCode: `M-${String(n).padStart(6, '0')}`,
    vendorCode: `VC-${String(mix(n, 4) % 100_000_000).padStart(8, '0')}-${n}`,
    typeId: typeIds[typeIndex],
    cost: `${base}.00`,
    prices: [
      { placeTypeId: priceTypeIds.Shop, price: `${base * 2}.00`, discount: n % 7 === 0 ? '10' : '0', discountInPercent: true },
      { placeTypeId: priceTypeIds.Warehouse, price: `${base * 2}.00` },
      { placeTypeId: priceTypeIds.Wholesale, price: `${Math.round(base * 1.5)}.00` },
    ],
  };
}

/** Run async jobs with at most `limit` in flight. */
async function pool<T>(jobs: AsyncIterable<T> | Iterable<T>, limit: number, work: (job: T) => Promise<void>) {
  const running = new Set<Promise<void>>();
  for await (const job of jobs) {
    const p: Promise<void> = work(job).finally(() => running.delete(p));
    running.add(p);
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
}

export async function generateDataset(db: Db, size: DatasetSize, options: GenerateOptions = {}): Promise<GeneratedDataset> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const stockFraction = Math.min(1, Math.max(0, options.stockFraction ?? 0.02));
  const productChunk = Math.max(1, options.productChunk ?? 1000);
  const stockChunk = Math.max(1, options.stockChunk ?? 1000);
  const concurrency = Math.max(1, options.concurrency ?? 1);
  if (size.products < 1 || size.sizesPerProduct < 1 || size.places < 1) throw new Error('generateDataset: every count must be >= 1');

  // Company, currencies, place types and places.
  const placeSpecs = Array.from({ length: size.places }, (_, i) => {
    const kind = placeKind(i);
    return { name: `${kind} ${String(i + 1).padStart(3, '0')}`, type: kind, address: `Bench street ${i + 1}` };
  });
  const { company, currencyIds, placeTypeIds, placeIds: placeIdByName } = await createCompany(db, {
    name: options.companyName ?? 'Bench Company',
    currencies: [
      { name: 'USD', rate: '1' },
      { name: 'UZS', rate: '12650', national: true, secondaryDefault: true },
      { name: 'RUB', rate: '92.5' },
    ],
    placeTypes: [...PLACE_KINDS],
    places: placeSpecs,
  });
  const placeIds = placeSpecs.map((p) => placeIdByName.get(p.name)!);
  const priceTypeIds = {
    Shop: placeTypeIds.get('Shop')!,
    Warehouse: placeTypeIds.get('Warehouse')!,
    Wholesale: placeTypeIds.get('Wholesale')!,
  };

  // The four demo sign-ins: admin everywhere, manager at shops and warehouses, seller at the first two
  // places, client manager at the first place and the first wholesale hall.
  const byKind = (k: string) => placeSpecs.flatMap((p, i) => (p.type === k ? [placeIds[i]] : []));
  const placesFor: Record<string, number[]> = {
    admin: placeIds,
    manager: [...byKind('Shop'), ...byKind('Warehouse')],
    seller: placeIds.slice(0, 2),
    clientmanager: [...new Set([placeIds[0], ...byKind('Wholesale').slice(0, 1)])],
  };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users: GeneratedDataset['users'] = [];
  for (const u of DEMO_USERS) {
    const employee = await createEmployee(
      db,
      {
        companyId: company.id,
        username: u.username,
        password: DEMO_PASSWORD,
        roles: u.roles,
        name: u.name,
        position: u.position,
        placeIds: placesFor[u.username] ?? placeIds,
      },
      passwordHash,
    );
    users.push({ username: u.username, id: employee.id });
  }
  const adminId = users[0].id;

  // Catalogue: types, one size grid shared by all products, products with prices in chunks.
  const gridName = `Grid of ${size.sizesPerProduct}`;
  const { productTypeIds, sizeIds: sizeIdsByGrid } = await createCatalogueBasics(db, company.id, PRODUCT_TYPES, {
    [gridName]: Array.from({ length: size.sizesPerProduct }, (_, i) => `S${i + 1}`),
  });
  const typeIds = PRODUCT_TYPES.map((t) => productTypeIds.get(t)!);
  const sizeIds = sizeIdsByGrid.get(gridName)!;

  const productIds: number[] = new Array(size.products);
  for (let from = 0; from < size.products; from += productChunk) {
    const to = Math.min(size.products, from + productChunk);
    const specs: ProductSpec[] = [];
    for (let n = from + 1; n <= to; n++) specs.push(productSpec(n, typeIds, priceTypeIds));
    const ids = await db.transaction(async (tx) => createProducts(tx as unknown as Db, company.id, specs));
    for (let i = 0; i < ids.length; i++) productIds[from + i] = ids[i];
    if (to % (productChunk * 20) === 0 || to === size.products) log(`products ${to}/${size.products}`);
  }
  const catalogueMs = performance.now() - started;

  // Stock on a deterministic fraction of the cells, through the ledger, one transaction per chunk.
  const threshold = Math.floor(stockFraction * 0x1_0000_0000);
  let stockLines = 0;
  function* chunks() {
    if (threshold === 0) return;
    let lines: { productId: number; sizeId: number; placeId: number; quantity: number }[] = [];
    for (let p = 0; p < productIds.length; p++) {
      for (let s = 0; s < sizeIds.length; s++) {
        for (let k = 0; k < placeIds.length; k++) {
          const h = mix(p + 1, s + 1, k + 1);
          if (stockFraction < 1 && h >= threshold) continue;
          lines.push({ productId: productIds[p], sizeId: sizeIds[s], placeId: placeIds[k], quantity: 1 + (h % 20) });
          if (lines.length >= stockChunk) {
            yield lines;
            lines = [];
          }
        }
      }
    }
    if (lines.length) yield lines;
  }
  const stockStarted = performance.now();
  let lastLog = stockStarted;
  await pool(chunks(), concurrency, async (lines) => {
    await stockUp(db, company.id, lines, adminId);
    stockLines += lines.length;
    if (performance.now() - lastLog > 5000) {
      lastLog = performance.now();
      log(`stock lines ${stockLines}`);
    }
  });
  const stockMs = performance.now() - stockStarted;

  await replenishCompany(db, company.id, currencyIds.get('USD')!, '100000.00', adminId);

  return {
    companyId: company.id,
    placeIds,
    sizeIds,
    productCount: productIds.length,
    firstProductId: productIds[0],
    lastProductId: productIds[productIds.length - 1],
    stockLines,
    users,
    password: DEMO_PASSWORD,
    timings: { catalogueMs, stockMs, totalMs: performance.now() - started },
  };
}
