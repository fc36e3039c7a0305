/**
 * A generated dataset of a chosen size, for `npm run bench` (ARCHITECTURE.md section 7): one company
 * with `places` places, `products` products, a size grid of `sizesPerProduct` sizes, stock on a
 * fraction of the (product, size, place) cells, one barcode per product (its first size), and the four
 * demo sign-ins (password demo1234).
 *
 * Scale (100 000 products x 10 sizes x 20 places is the target of ARCHITECTURE.md section 7):
 * - products and their prices go in ONE statement per chunk (a JSON recordset expanded by the database),
 *   about 5 s for 100 000 products on PGlite;
 * - stock goes through the ledger's set-based path (server/ledger/openingStock.ts: one statement per
 *   chunk upserts the placements AND writes their stock_movements journal rows, kind 'adjustment'), so
 *   the journal still agrees with the totals. Every cell would be 20 million placements (+ 20 million
 *   journal rows), far beyond a bench run; `stockFraction` of the cells get stock (default 1 %: 200 000
 *   placements for the 100k target, i.e. 1 in 10 (product, place) pairs holds some sizes), chosen by a
 *   deterministic hash spread evenly over products, sizes and places. Pass `stockFraction: 0` for none.
 * - at the end the tables are ANALYZEd (and VACUUMed, which sets the visibility map that index-only
 *   scans need), as autovacuum would do on a live database.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect';
import { addOpeningStock } from '../ledger';
import { createCatalogueBasics, createCompany, replenishCompany, type ProductSpec } from './builders';
import { createDemoUsers, DEMO_PASSWORD } from './demo';

export interface DatasetSize {
  products: number;
  sizesPerProduct: number;
  places: number;
  /** customers (search must stay fast at 100 000); default 0 */
  customers?: number;
}

export interface GenerateOptions {
  /** share of (product, size, place) cells that get stock, 0..1 (default 0.01) */
  stockFraction?: number;
  /** products per multi-row insert (default 1000; prices add 3 rows per product) */
  productChunk?: number;
  /** stock cells per ledger statement (default 5000) */
  stockChunk?: number;
  /** ledger transactions in flight at once (default 1; use a few on PostgreSQL, PGlite serialises anyway) */
  /** VACUUM ANALYZE at the end (default true) */
  vacuum?: boolean;
  concurrency?: number;
  companyName?: string;
  /** progress messages */
  log?: (message: string) => void;
}

export interface GeneratedDataset {
  companyId: number;
  /** the base currency (USD) */
  baseCurrencyId: number;
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

/**
 * Insert products and their prices in one statement: the specs travel as one JSON parameter that the
 * database expands (json_to_recordset), instead of ~13 bound parameters per product. Model codes must be
 * unique within a call (they join the new ids back to their prices). Returns the ids in `specs` order.
 */
async function insertProducts(db: Db, companyId: number, specs: ProductSpec[]): Promise<number[]> {
  const payload = JSON.stringify(
    specs.map((p, i) => ({
      i,
      name: p.name,
      model: p.model,
      model_code: p.modelCode,
      vendor_code: p.vendorCode,
      type_id: p.typeId,
      cost: p.cost,
      prices: p.prices.map((pr) => ({
        place_type_id: pr.placeTypeId,
        price: pr.price,
        discount: pr.discount ?? '0',
        discount_in_percent: pr.discountInPercent ?? false,
      })),
    })),
  );
  const rows = await queryRows<{ id: number | string; i: number | string }>(db, sql`
    with src as (
      select * from json_to_recordset(${payload}::json)
        as x(i int, name text, model text, model_code text, vendor_code text, type_id int, cost numeric, prices json)
    ), ins as (
      insert into products (company_id, name, model, model_code, vendor_code, type_id, cost)
      select ${companyId}, name, model, model_code, vendor_code, type_id, cost from src order by i
      returning id, model_code
    ), pr as (
      insert into product_prices (company_id, product_id, place_type_id, price, discount, discount_in_percent)
      select ${companyId}, ins.id, p.place_type_id, p.price, p.discount, p.discount_in_percent
      from ins join src using (model_code)
      cross join lateral json_to_recordset(src.prices) as p(place_type_id int, price numeric, discount numeric, discount_in_percent boolean)
    )
    select ins.id, src.i from ins join src using (model_code)
  `);
  const ids = new Array<number>(specs.length);
  for (const r of rows) ids[Number(r.i)] = Number(r.id);
  return ids;
}

export async function generateDataset(db: Db, size: DatasetSize, options: GenerateOptions = {}): Promise<GeneratedDataset> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const stockFraction = Math.min(1, Math.max(0, options.stockFraction ?? 0.01));
  const productChunk = Math.max(1, options.productChunk ?? 1000);
  const stockChunk = Math.max(1, options.stockChunk ?? 5000);
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
  const staff = await createDemoUsers(db, company.id, (u) => placesFor[u.username] ?? placeIds);
  const users: GeneratedDataset['users'] = staff.map((e) => ({ username: e.username, id: e.id }));
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
    const ids = await db.transaction(async (tx) => insertProducts(tx, company.id, specs));
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
          // the first cell always has stock: the bench scans the first product's barcode at the first place
          if (stockFraction < 1 && h >= threshold && p + s + k > 0) continue;
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
    await db.transaction(async (tx) => addOpeningStock(tx, company.id, lines, { employeeId: adminId, chunk: stockChunk }));
    stockLines += lines.length;
    if (performance.now() - lastLog > 5000) {
      lastLog = performance.now();
      log(`stock lines ${stockLines}`);
    }
  });
  const stockMs = performance.now() - stockStarted;

  // One barcode per product (its first size): 2000000000000 + product number, for the scan scenario.
  await db.execute(sql`
    insert into barcodes (company_id, code, product_id, size_id)
    select ${company.id}, (2000000000000 + row_number() over (order by id))::text, id, ${sizeIds[0]}::int
    from products where company_id = ${company.id}
  `);
  // Customers, generated in SQL (one statement): names from a small list, phones +99890 and 7 digits,
  // every third with an e-mail; the bench searches them by a phone fragment and by a name.
  if (size.customers) {
    await db.execute(sql`
      insert into customers (company_id, name, phone, email, address, approval_status)
      select ${company.id},
             (array['Malika','Bobur','Dilnoza','Sardor','Nodira','Jasur','Zarina','Otabek'])[1 + n % 8] || ' ' ||
               (array['Karimova','Aliyev','Rashidova','Usmonov','Tursunova','Yusupov'])[1 + (n / 8) % 6] || ' ' || n,
             '+99890' || lpad(n::text, 7, '0'),
             case when n % 3 = 0 then 'customer' || n || '@example.uz' end,
             'Tashkent', 'approved'
      from generate_series(1, ${size.customers}::int) as n
    `);
    log(`customers ${size.customers}`);
  }
  // fold the stock deltas of the opening stock into the per-place totals (migration catalogue_sql)
  await db.execute(sql`select stock_unit_totals_compact(${company.id})`);
  if (options.vacuum !== false) {
    for (const table of ['products', 'product_prices', 'placements', 'stock_movements', 'barcodes', 'stock_unit_totals', 'stock_unit_deltas', 'product_group_counts', 'customers']) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
  }

  await replenishCompany(db, company.id, currencyIds.get('USD')!, '100000.00', adminId);

  return {
    companyId: company.id,
    baseCurrencyId: currencyIds.get('USD')!,
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
