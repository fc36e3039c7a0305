/**
 * Products: list (search, type, is_active), one, create (JSON or multipart with an image), patch,
 * deactivate, price rules. A page of products is one statement whatever its size (plus the count of a
 * list): the product rows with their prices, images and online places aggregated to JSON by
 * correlated subqueries, evaluated for the page's rows only.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { costIsSet, discountPrice } from '../../../src/domain/catalogue';
import { type ImageDto, type PriceDto, type PriceInput, type PriceRuleInput, type ProductCreate, type ProductDto, type ProductPatch } from '../../../src/domain/product/contract';
import { toMoneyString } from '../../../src/domain/money';
import type { Caller } from '../../auth/access';
import { intArray, prerendered, queryRows, type Db } from '../../db/connect';
import { inTransaction } from '../../db/transaction';
import { places, placeTypes, productGroupCounts, productImages, productOnlinePlaces, productPrices, products, productTypes } from '../../db/schema';
import { sentColumns } from '../../db/sentColumns';
import { badRequest, notFound } from '../../errors';
import { likePattern, parseOrdering, searchTerms, type TypedListFilter } from '../../http/list';
import { uploadUrl } from '../upload/storage';

/**
 * A money column as the wire's 2-place string. The money columns are numeric(20,2), so the database
 * already sends that form ("192.00") and decimal.js is only needed when it does not (six
 * Decimal constructions per price were a tenth of a 96-card page's CPU time).
 */
const TWO_PLACES = /^\d+\.\d{2}$/;
const moneyOf = (value: string) => (TWO_PLACES.test(value) ? value : toMoneyString(value));

export const priceDto = (r: {
  id: number;
  placeTypeId: number;
  placeTypeName: string;
  price: string;
  discount: string;
  discountInPercent: boolean;
}): PriceDto => {
  const price = moneyOf(r.price);
  const discount = moneyOf(r.discount);
  return {
    id: r.id,
    place_type: r.placeTypeId,
    place_type_name: r.placeTypeName,
    price,
    discount,
    discount_in_percent: r.discountInPercent,
    // no discount on a non-negative price: the price itself (what discountPrice answers then, either kind)
    discount_price: discount === '0.00' && TWO_PLACES.test(price) ? price : discountPrice(price, discount, r.discountInPercent),
  };
};

const priceColumns = {
  id: productPrices.id,
  placeTypeId: productPrices.placeTypeId,
  placeTypeName: placeTypes.name,
  price: productPrices.price,
  discount: productPrices.discount,
  discountInPercent: productPrices.discountInPercent,
};

export const imageDto = (r: { id: number; file: string; isMain: boolean }): ImageDto => ({ id: r.id, image: uploadUrl(r.file), is_main: r.isMain });

type ImageRow = Parameters<typeof imageDto>[0];

/**
 * A page of products as one JSON array, in the order of an int[] of their ids (`ids`, evaluated once):
 * each product's row, its type's name, and its prices (by place type), images (oldest first) and online
 * places (by id), each read for the whole page by one index scan with `= any(ids)` and grouped by
 * product. Amounts travel as text (a JSON number would lose decimals). One row of one JSON value:
 * PGlite's client parses every row and field of an answer in JavaScript, and a correlated subquery per
 * card rescans its table (and PGlite asks the file system for the table's size) once per card: a
 * 96-card page of 96 rows cost PGlite 12.6 ms, as one array 4.7, grouped 3.7.
 */
const productsJsonSql = sql`coalesce(json_agg(json_build_object(
    'id', ${products.id}, 'name', ${products.name}, 'model', ${products.model}, 'model_code', ${products.modelCode},
    'vendor_code', ${products.vendorCode}, 'typeId', ${products.typeId}, 'typeName', ${productTypes.name},
    'cost', ${products.cost}::text, 'is_active', ${products.isActive}, 'is_novelty', ${products.isNovelty},
    'is_available_online', ${products.isAvailableOnline}, 'prices', coalesce(pr.j, '[]'::json),
    'images', coalesce(im.j, '[]'::json), 'onlinePlaces', coalesce(op.j, '[]'::json)
  ) order by page.n), case when (select a from ids) is not null then '[]'::json end)
  from unnest((select a from ids)) with ordinality page(id, n)
  inner join ${products} on ${products.id} = page.id
  inner join ${productTypes} on ${productTypes.id} = ${products.typeId} and ${productTypes.companyId} = ${products.companyId}
  left join (select ${productPrices.productId} as product_id, json_agg(json_build_array(
      ${productPrices.id}, ${productPrices.placeTypeId}, ${placeTypes.name},
      ${productPrices.price}::text, ${productPrices.discount}::text, ${productPrices.discountInPercent}
    ) order by ${productPrices.placeTypeId}) as j
    from ${productPrices} inner join ${placeTypes} on ${placeTypes.id} = ${productPrices.placeTypeId} and ${placeTypes.companyId} = ${productPrices.companyId}
    where ${productPrices.productId} = any((select a from ids)::int[]) and ${productPrices.companyId} = (select company from ids) group by ${productPrices.productId}) pr on pr.product_id = ${products.id}
  left join (select ${productImages.productId} as product_id, json_agg(json_build_object(
      'id', ${productImages.id}, 'file', ${productImages.file}, 'isMain', ${productImages.isMain}
    ) order by ${productImages.id}) as j
    from ${productImages} where ${productImages.productId} = any((select a from ids)::int[]) and ${productImages.companyId} = (select company from ids) group by ${productImages.productId}) im on im.product_id = ${products.id}
  left join (select ${productOnlinePlaces.productId} as product_id, json_agg(${productOnlinePlaces.placeId} order by ${productOnlinePlaces.placeId}) as j
    from ${productOnlinePlaces} where ${productOnlinePlaces.productId} = any((select a from ids)::int[]) group by ${productOnlinePlaces.productId}) op on op.product_id = ${products.id}`;
/** ...its text rendered once: it has no parameters, and drizzle building its 60 column names anew was 5 % of a page's CPU */
const productsJsonText = prerendered(productsJsonSql);
/** The products of the company among `ids` (an int[] expression), in its order, as one JSON value (null when `ids` is null). */
export const productsJson = (companyId: number, ids: SQL) =>
  sql<ProductRow[]>`(with ids as materialized (select ${ids} as a, ${companyId}::int as company) select ${productsJsonText} where ${products.companyId} = ${companyId})`;
export type ProductRow = {
  id: number;
  name: string;
  model: string;
  model_code: string;
  vendor_code: string;
  typeId: number;
  typeName: string;
  cost: string;
  is_active: boolean;
  is_novelty: boolean;
  is_available_online: boolean;
  /** [id, placeTypeId, placeTypeName, price, discount, discountInPercent]: a row's prices are most of its JSON */
  prices: [number, number, string, string, string, boolean][];
  images: ImageRow[];
  onlinePlaces: number[];
};

export function toProductDto(r: ProductRow): ProductDto {
  const images = r.images.map(imageDto);
  return {
    id: r.id,
    name: r.name,
    model: r.model,
    model_code: r.model_code,
    vendor_code: r.vendor_code,
    type: { id: r.typeId, name: r.typeName },
    cost: moneyOf(r.cost),
    is_active: r.is_active,
    is_novelty: r.is_novelty,
    is_available_online: r.is_available_online,
    online_places: r.onlinePlaces,
    prices: r.prices.map(([id, placeTypeId, placeTypeName, price, discount, discountInPercent]) =>
      priceDto({ id, placeTypeId, placeTypeName, price, discount, discountInPercent }),
    ),
    images,
    main_image: images.find((i) => i.is_main)?.image ?? null,
  };
}

export interface ProductFilter extends TypedListFilter {
  /** the till's add-product dialog: each a part of that field (case-insensitive) */
  model?: string;
  model_code?: string;
  vendor_code?: string;
  /** products in stock somewhere in a size of this name (exact, case-insensitive) */
  size?: string;
}

/**
 * The search condition over name, model, model_code and vendor_code: the stored column `search_text`
 * (migration 0024: the four fields joined by U+001F, so a match never spans two, lower-cased once per
 * write) with its pg_trgm GIN index products_search_text_trgm. `lower()` on both sides: the same case
 * folding as the column's, whatever the database's locale (ILIKE's semantics).
 */
export function productSearch(search: string): SQL {
  const text = sql`"products"."search_text"`;
  const like = (column: SQL, word: string) => sql`${column} like lower(${likePattern(word)})`;
  // every word of the term (white space between them, in any order: searchTerms) is found in the text
  const terms = searchTerms(search);
  const words = searchWords(search);
  if (!words.length || (words.length === terms.length && words.every((w) => terms.includes(w)))) {
    return sql`(${sql.join(
      terms.map((t) => like(text, t)),
      sql` and `,
    )})`;
  }
  // A word with punctuation ('VC-0012'), or more than 4 words: the trigram index is asked for each
  // word of 3 letters or more on its own, and the term's words are checked on the rows it finds. Asked
  // for 'vc-0012', pg_trgm also looks up the trigrams padded at its inner word boundaries ('vc ', ' 00'),
  // whose lists hold a good part of the catalogue: 'VC-0012' at 100 000 products read the index in 1.3
  // ms, by its word '0012' in 0.3 (EXPLAIN ANALYZE). Every such word is part of a term, so
  // the rows are the same; `|| ''` keeps the terms' own conditions out of the index scan.
  const indexed = words.map((w) => like(text, w));
  const checked = terms.map((t) => like(sql`(${text} || '')`, t));
  return sql`(${sql.join([...indexed, ...checked], sql` and `)})`;
}

/**
 * The words of a search term that pg_trgm can look up by themselves: runs of letters and digits of 3
 * characters or more (shorter ones have no trigram), the 4 longest (each adds an index lookup).
 */
export function searchWords(search: string): string[] {
  const words = [...new Set(search.split(/[^\p{L}\p{N}]+/u).filter((w) => [...w].length >= 3))];
  return words.sort((a, b) => [...b].length - [...a].length).slice(0, 4);
}

const ORDERING = {
  id: products.id,
  name: products.name,
  model: products.model,
  vendor_code: products.vendorCode,
  model_code: products.modelCode,
} as const;

/** A search with at most this many matches is answered from one read of the trigram index... */
export const SEARCH_CANDIDATES = 200;
/**
 * ...or, for a page larger than 20 cards, ten pages' worth (the 96-card page: 960): a term with a few
 * hundred matches is then read once, where 200 candidates were barely two pages and sent it to a
 * second read of the index. The 6-card searches a seller types keep the cap of 200.
 */
export const searchCap = (limit: number) => Math.min(SPARSE_MATCHES, Math.max(SEARCH_CANDIDATES, 10 * limit));

export async function listProducts(db: Db, caller: Caller, f: ProductFilter) {
  const where: SQL[] = [eq(products.companyId, caller.companyId), eq(products.isActive, f.is_active ?? true)];
  if (f.type) where.push(eq(products.typeId, f.type));
  if (f.search) where.push(productSearch(f.search));
  if (f.model) where.push(sql`${products.model} ilike ${likePattern(f.model)}`);
  if (f.model_code) where.push(sql`${products.modelCode} ilike ${likePattern(f.model_code)}`);
  if (f.vendor_code) where.push(sql`${products.vendorCode} ilike ${likePattern(f.vendor_code)}`);
  if (f.size) {
    where.push(
      sql`exists (select 1 from placements pl join sizes s on s.id = pl.size_id and s.company_id = pl.company_id where pl.product_id = ${products.id} and pl.company_id = ${products.companyId} and pl.quantity > 0 and lower(s.name) = lower(${f.size}))`,
    );
  }
  const fieldFilters = !!(f.model || f.model_code || f.vendor_code || f.size);
  const order = parseOrdering(f.ordering ?? '-id', Object.keys(ORDERING) as (keyof typeof ORDERING)[], 'id');
  const active = f.is_active ?? true;
  // The page's ids by walking the ordering's index (`array(...)` keeps their order; `extra`: one row
  // more, which says whether a next page exists), then their cards with prices, images and online
  // places: the details are read for the page's products only.
  const orderBy = [order.desc ? desc(ORDERING[order.key]) : asc(ORDERING[order.key]), order.desc ? desc(products.id) : asc(products.id)];
  const walk = (extra = 0) =>
    sql`array(${db
      .select({ id: products.id })
      .from(products)
      .where(and(...where))
      .orderBy(...orderBy)
      .limit(f.limit + extra)
      .offset(f.offset)})`;
  const cards = (ids: SQL) =>
    queryRows<{ rows: ProductRow[] }>(db, sql`select ${productsJson(caller.companyId, ids)} as rows`).then(([r]) => r.rows.map(toProductDto));

  if (!f.search && !fieldFilters) {
    // One statement: the page and the count. Active products: the per-type counters (a few rows)
    // instead of counting every product.
    const total = active
      ? sql`(select coalesce(products, 0)::int from (${groupCountsQuery(db, caller, f.type ? [f.type] : undefined)}) c)`
      : sql`(${db.select({ n: count() }).from(products).where(and(...where))})::int`;
    const [r] = await queryRows<{ rows: ProductRow[]; n: number }>(db, sql`select ${productsJson(caller.companyId, walk())} as rows, ${total} as n`);
    return { count: r.n, results: r.rows.map(toProductDto) };
  }

  // A search is one statement. It reads the ids of up to searchCap(limit) matches (`found`: the trigram
  // index, or a scan that stops early). When that is all of them, the count is exact and the page comes
  // out of them (in id order, the cards') or from the ordering's walk. More matches (a letter or two, a
  // common word): the count stops at the cap (`capped`: the pager says 'more than') and the page is
  // the walk with one row more than asked. Counting every match of a one-letter term cost 130 ms on
  // PostgreSQL at 100 000 products. But are many matches dense? Walking
  // the id index from the newest product rechecks about (offset + limit + 1) / density rows: 13 600
  // rows for 97 cards of a term that 0.7 % of the catalogue matches (72 ms on PGlite). The candidates
  // came in table order, so their id span estimates the density; a sparse term's page is left out
  // (`rows` null) and read by a second statement: its matches through the trigram index (up to
  // SPARSE_MATCHES), sorted, and the page taken from them, exact. Each branch of the `case` runs only
  // when it is taken.
  const cap = searchCap(f.limit);
  // the ids of up to n matches, in no order (the trigram index, or a scan that stops early)
  const matches = (n: number) => db.select({ id: products.id }).from(products).where(and(...where)).limit(n);
  const found = matches(cap + 1);
  const direction = order.desc ? sql`desc` : sql`asc`;
  const narrow = order.key === 'id' ? sql`array(select id from found order by id ${direction} offset ${f.offset} limit ${f.limit})` : walk();
  const dense =
    order.key === 'id'
      ? sql`${f.offset + f.limit + 1}::float8 * ((select max(id) from found) - (select min(id) from found) + 1) / (select count(*) from found) <= ${SPARSE_WALK_ROWS}`
      : sql`true`;
  const page = sql`case when (select count(*) from found) <= ${cap} then ${narrow} when ${dense} then ${walk(1)} end`;
  const [matched] = await queryRows<{ n: number; rows: ProductRow[] | null }>(
    db,
    sql`with found as materialized (${found}) select (select count(*)::int from found) as n, ${productsJson(caller.companyId, page)} as rows`,
  );
  const total = Math.min(matched.n, cap + 1);
  if (matched.rows) return { count: total, capped: matched.n > cap, results: matched.rows.map(toProductDto) };
  const [{ ids }] = await queryRows<{ ids: number[] }>(db, sql`select array(${matches(SPARSE_MATCHES + 1)}) as ids`);
  if (ids.length > SPARSE_MATCHES) return { count: total, capped: true, results: await cards(walk(1)) };
  // the page (one row more: says 'next') out of all the matches, sorted
  const sorted = ids.sort((x, y) => (order.desc ? y - x : x - y));
  return { count: total, capped: true, results: await productsByIds(db, caller.companyId, sorted.slice(f.offset, f.offset + f.limit + 1)) };
}

/** A capped search whose page would walk more rows than this reads its matches by the index instead... */
const SPARSE_WALK_ROWS = 3000;
/** ...when they are at most this many (else the walk, however long). */
const SPARSE_MATCHES = 5000;

/** Active products and (vendor_code, type, model) groups of the company, optionally of some types only: one row. */
function groupCountsQuery(db: Db, caller: Caller, typeIds?: number[]) {
  const where: SQL[] = [eq(productGroupCounts.companyId, caller.companyId)];
  if (typeIds?.length) where.push(inArray(productGroupCounts.typeId, typeIds));
  return db
    .select({
      products: sql<string | null>`sum(${productGroupCounts.products})`.as('products'),
      groups: sql<string | null>`sum(${productGroupCounts.groups})`.as('groups'),
    })
    .from(productGroupCounts)
    .where(and(...where));
}

export async function groupCounts(db: Db, caller: Caller, typeIds?: number[]) {
  const [row] = await groupCountsQuery(db, caller, typeIds);
  return { products: Number(row?.products ?? 0), groups: Number(row?.groups ?? 0) };
}

/** Products of the company by id (any state), as DTOs in the order of `ids`: one statement. */
export async function productsByIds(db: Db, companyId: number, ids: number[]): Promise<ProductDto[]> {
  if (!ids.length) return [];
  const [{ rows }] = await queryRows<{ rows: ProductRow[] }>(db, sql`select ${productsJson(companyId, sql`${intArray(ids)}::int[]`)} as rows`);
  return rows.map(toProductDto);
}

export async function getProduct(db: Db, caller: Caller, id: number): Promise<ProductDto> {
  const [dto] = await productsByIds(db, caller.companyId, [id]);
  if (!dto) throw notFound();
  return dto;
}

/** Lock the company's product row (image and price changes serialise on it); 404 otherwise. */
export async function lockProduct(tx: Db, caller: Caller, id: number) {
  const [row] = await tx
    .select({ id: products.id, cost: products.cost })
    .from(products)
    .where(and(eq(products.id, id), eq(products.companyId, caller.companyId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * 'The cost must be set before pricing' (SPEC.md 5/8, code cost_not_set on `prices`): prices given
 * (or kept, when the change sets the cost to zero) while the cost is not set are refused.
 */
async function assertCostBeforePrices(tx: Db, caller: Caller, productId: number, cost: string, prices: PriceInput[] | undefined, costChanged: boolean) {
  if (costIsSet(cost)) return;
  if (prices) {
    if (prices.length) throw badRequest('cost_not_set', 'prices');
    return;
  }
  if (!costChanged) return;
  const [kept] = await tx.select({ id: productPrices.id }).from(productPrices).where(and(eq(productPrices.productId, productId), eq(productPrices.companyId, caller.companyId))).limit(1);
  if (kept) throw badRequest('cost_not_set', 'prices');
}

// ------------------------------------------------------------------------------------ references

async function assertProductType(tx: Db, caller: Caller, typeId: number) {
  const [row] = await tx
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(and(eq(productTypes.id, typeId), eq(productTypes.companyId, caller.companyId), eq(productTypes.isActive, true)));
  if (!row) throw badRequest('invalid', 'type');
}

async function assertPlaces(tx: Db, caller: Caller, ids: number[], field: string) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const rows = await tx
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.companyId, caller.companyId), inArray(places.id, unique)));
  if (rows.length !== unique.length) throw badRequest('invalid', field);
}

async function assertPlaceTypes(tx: Db, caller: Caller, prices: { place_type: number }[], field: (i: number) => string) {
  if (!prices.length) return;
  const unique = [...new Set(prices.map((p) => p.place_type))];
  const rows = await tx
    .select({ id: placeTypes.id })
    .from(placeTypes)
    .where(and(eq(placeTypes.companyId, caller.companyId), inArray(placeTypes.id, unique)));
  const known = new Set(rows.map((r) => r.id));
  const seen = new Set<number>();
  prices.forEach((p, i) => {
    if (!known.has(p.place_type) || seen.has(p.place_type)) throw badRequest('invalid', field(i));
    seen.add(p.place_type);
  });
}

const priceRow = (companyId: number, productId: number, p: PriceInput) => ({
  companyId,
  productId,
  placeTypeId: p.place_type,
  price: p.price,
  discount: p.discount ?? '0',
  discountInPercent: p.discount_in_percent ?? false,
});

async function replacePrices(tx: Db, caller: Caller, productId: number, prices: PriceInput[]) {
  await tx.delete(productPrices).where(and(eq(productPrices.productId, productId), eq(productPrices.companyId, caller.companyId)));
  if (prices.length) await tx.insert(productPrices).values(prices.map((p) => priceRow(caller.companyId, productId, p)));
}

async function replaceOnlinePlaces(tx: Db, productId: number, placeIds: number[]) {
  await tx.delete(productOnlinePlaces).where(eq(productOnlinePlaces.productId, productId));
  const unique = [...new Set(placeIds)];
  if (unique.length) await tx.insert(productOnlinePlaces).values(unique.map((placeId) => ({ productId, placeId })));
}

/** Record stored image files of a product; the first image of a product becomes main. Caller locks the product. */
export async function addImageRows(tx: Db, caller: Caller, productId: number, files: string[]) {
  if (!files.length) return;
  const [main] = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.companyId, caller.companyId), eq(productImages.isMain, true)));
  await tx
    .insert(productImages)
    .values(files.map((file, i) => ({ companyId: caller.companyId, productId, file, isMain: !main && i === 0 })));
}

// ------------------------------------------------------------------------------------ writes

/** Create a product (one transaction); `imageFiles` are already stored files to attach. */
export async function createProduct(db: Db, caller: Caller, input: ProductCreate, imageFiles: string[] = []): Promise<ProductDto> {
  return inTransaction(db, async (t) => {
    const tx = t;
    await assertProductType(tx, caller, input.type);
    await assertPlaces(tx, caller, input.online_places, 'online_places');
    await assertPlaceTypes(tx, caller, input.prices, (i) => `prices.${i}.place_type`);
    if (input.prices.length && !costIsSet(input.cost)) throw badRequest('cost_not_set', 'prices');
    const [row] = await tx
      .insert(products)
      .values({
        companyId: caller.companyId,
        name: input.name,
        model: input.model,
        modelCode: input.model_code,
        vendorCode: input.vendor_code,
        typeId: input.type,
        cost: input.cost,
        isNovelty: input.is_novelty,
        isAvailableOnline: input.is_available_online,
      })
      .returning({ id: products.id });
    await replacePrices(tx, caller, row.id, input.prices);
    await replaceOnlinePlaces(tx, row.id, input.online_places);
    await addImageRows(tx, caller, row.id, imageFiles);
    return getProduct(tx, caller, row.id);
  });
}

export async function patchProduct(db: Db, caller: Caller, id: number, input: ProductPatch, imageFiles: string[] = []): Promise<ProductDto> {
  return inTransaction(db, async (t) => {
    const tx = t;
    const current = await lockProduct(tx, caller, id);
    await assertCostBeforePrices(tx, caller, id, input.cost ?? current.cost, input.prices, input.cost !== undefined);
    if (input.type !== undefined) await assertProductType(tx, caller, input.type);
    if (input.online_places) await assertPlaces(tx, caller, input.online_places, 'online_places');
    if (input.prices) await assertPlaceTypes(tx, caller, input.prices, (i) => `prices.${i}.place_type`);
    const set: Partial<typeof products.$inferInsert> = sentColumns(input, { name: 'name', model: 'model', model_code: 'modelCode', vendor_code: 'vendorCode', type: 'typeId', cost: 'cost', is_novelty: 'isNovelty', is_available_online: 'isAvailableOnline', is_active: 'isActive' });
    if (Object.keys(set).length) await tx.update(products).set(set).where(and(eq(products.id, id), eq(products.companyId, caller.companyId)));
    if (input.prices) await replacePrices(tx, caller, id, input.prices);
    if (input.online_places) await replaceOnlinePlaces(tx, id, input.online_places);
    await addImageRows(tx, caller, id, imageFiles);
    return getProduct(tx, caller, id);
  });
}

export async function deactivateProduct(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .update(products)
    .set({ isActive: false })
    .where(and(eq(products.id, id), eq(products.companyId, caller.companyId), eq(products.isActive, true)))
    .returning({ id: products.id });
  if (!row) throw notFound();
}

/** POST /price_rules/: upsert the price of a product at a place type. */
export async function upsertPriceRule(db: Db, caller: Caller, input: PriceRuleInput): Promise<PriceDto> {
  return inTransaction(db, async (t) => {
    const tx = t;
    const product = await lockProduct(tx, caller, input.product);
    if (!costIsSet(product.cost)) throw badRequest('cost_not_set', 'price');
    await assertPlaceTypes(tx, caller, [input], () => 'place_type');
    const values = priceRow(caller.companyId, input.product, input);
    const [row] = await tx
      .insert(productPrices)
      .values(values)
      .onConflictDoUpdate({
        target: [productPrices.productId, productPrices.placeTypeId],
        set: { price: values.price, discount: values.discount, discountInPercent: values.discountInPercent },
      })
      .returning({ id: productPrices.id });
    const [price] = await tx
      .select(priceColumns)
      .from(productPrices)
      .innerJoin(placeTypes, and(eq(placeTypes.id, productPrices.placeTypeId), eq(placeTypes.companyId, productPrices.companyId)))
      .where(and(eq(productPrices.id, row.id), eq(productPrices.companyId, caller.companyId)));
    return priceDto(price);
  });
}

/** Shared by stock queries: active products of the company matching type and search filters. */
export function productFilterSql(caller: Caller, f: { product_types?: number[]; search?: string }): SQL[] {
  const where: SQL[] = [eq(products.companyId, caller.companyId), eq(products.isActive, true)];
  if (f.product_types?.length) where.push(inArray(products.typeId, f.product_types));
  if (f.search) where.push(productSearch(f.search));
  return where;
}
