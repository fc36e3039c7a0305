/**
 * Stock views and the admin stock adjustment: placements (list, all, Excel report), counts by vendor
 * code, total count, and POST placements/adjust/ (the only write here, through server/ledger).
 */
import type { Readable } from 'node:stream';
import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PlacementDto, StockAdjustInput, VendorCodeRow } from '../../../src/domain/product/contract';
import type { Caller } from '../../auth/access';
import { intArray, queryRows, type Db } from '../../db/connect';
import { inTransaction } from '../../db/transaction';
import { bookingLines, bookings, placements, places, products, productTypes, sizes, stockUnitDeltas, stockUnitTotals, transferLines, transfers } from '../../db/schema';
import { badRequest } from '../../errors';
import { xlsxStream } from '../../http/xlsx';
import { moveStock } from '../../ledger';
import { groupCounts, productFilterSql } from '../product/products';
import { productAndSize, productSizeColumns, type ProductSizeRow } from './lines';

export interface PlacementFilter {
  product?: number[];
  size?: number[];
  place?: number[];
  size_type?: number;
  vendor_code?: string;
  include_empty?: boolean;
}

/** Units of the placement's product, size and place reserved by pending bookings: not in `quantity`, which is free stock. */
const reservedUnits = sql<number>`(select coalesce(sum(bl.quantity), 0)::int from ${bookingLines} bl join ${bookings} b on b.id = bl.booking_id
  where b.company_id = ${placements.companyId} and b.status = 'pending' and bl.product_id = ${placements.productId} and bl.size_id = ${placements.sizeId} and bl.place_id = ${placements.placeId})`;

/** Units on the way to the placement's place (sent transfers not yet accepted): goods in transit, in no placement's `quantity`. */
const onTheWayUnits = sql<number>`(select coalesce(sum(tl.quantity), 0)::int from ${transferLines} tl join ${transfers} t on t.id = tl.transfer_id
  where t.company_id = ${placements.companyId} and t.status = 'on_the_way' and tl.product_id = ${placements.productId} and tl.size_id = ${placements.sizeId} and t.to_place_id = ${placements.placeId})`;

const placementColumns = {
  id: placements.id,
  quantity: placements.quantity,
  reserved: reservedUnits,
  onTheWay: onTheWayUnits,
  ...productSizeColumns,
  placeId: places.id,
  placeName: places.name,
};
type PlacementRow = ProductSizeRow & {
  id: number;
  quantity: number;
  reserved: number;
  onTheWay: number;
  placeId: number;
  placeName: string;
};

const placementDto = (r: PlacementRow): PlacementDto => ({
  id: r.id,
  ...productAndSize(r),
  place: { id: r.placeId, name: r.placeName },
  quantity: r.quantity,
  reserved: Number(r.reserved),
  on_the_way: Number(r.onTheWay),
});

function placementWhere(caller: Caller, f: PlacementFilter): SQL[] {
  const where: SQL[] = [eq(placements.companyId, caller.companyId)];
  // a placement whose every unit is booked has no free stock but still shows, with its reserved units
  if (!f.include_empty) where.push(or(gt(placements.quantity, 0), sql`${reservedUnits} > 0`, sql`${onTheWayUnits} > 0`)!);
  if (f.product?.length) where.push(inArray(placements.productId, f.product));
  if (f.size?.length) where.push(inArray(placements.sizeId, f.size));
  if (f.place?.length) where.push(inArray(placements.placeId, f.place));
  if (f.size_type) where.push(eq(sizes.typeId, f.size_type));
  if (f.vendor_code !== undefined) where.push(eq(products.vendorCode, f.vendor_code));
  return where;
}

function placementQuery(db: Db, where: SQL[]) {
  return db
    .select(placementColumns)
    .from(placements)
    .innerJoin(products, and(eq(products.id, placements.productId), eq(products.companyId, placements.companyId)))
    .innerJoin(sizes, and(eq(sizes.id, placements.sizeId), eq(sizes.companyId, placements.companyId)))
    .innerJoin(places, and(eq(places.id, placements.placeId), eq(places.companyId, placements.companyId)))
    .where(and(...where))
    .orderBy(asc(placements.productId), asc(placements.sizeId), asc(placements.placeId));
}

export async function listPlacements(db: Db, caller: Caller, f: PlacementFilter & { offset: number; limit: number }) {
  const where = placementWhere(caller, f);
  const needsJoin = !!f.size_type || f.vendor_code !== undefined;
  const countQuery = needsJoin
    ? db
        .select({ n: count() })
        .from(placements)
        .innerJoin(products, and(eq(products.id, placements.productId), eq(products.companyId, placements.companyId)))
        .innerJoin(sizes, and(eq(sizes.id, placements.sizeId), eq(sizes.companyId, placements.companyId)))
        .where(and(...where))
    : db.select({ n: count() }).from(placements).where(and(...where));
  const [rows, [total]] = await Promise.all([placementQuery(db, where).limit(f.limit).offset(f.offset), countQuery]);
  return { count: Number(total.n), results: rows.map(placementDto) };
}

/** The most rows POST placements/all/ answers (it is not paged). */
export const ALL_PLACEMENTS_MAX = 10_000;

export async function allPlacements(db: Db, caller: Caller, f: PlacementFilter): Promise<PlacementDto[]> {
  const rows = await placementQuery(db, placementWhere(caller, f)).limit(ALL_PLACEMENTS_MAX);
  return rows.map(placementDto);
}

const REPORT_HEADERS = {
  en: ['Vendor code', 'Product', 'Model', 'Size', 'Place', 'Quantity'],
  ru: ['Артикул', 'Товар', 'Модель', 'Размер', 'Место', 'Количество'],
};
/** The most rows of the Excel report. */
export const REPORT_MAX_ROWS = 100_000;

/** The placements report as an .xlsx workbook, written as it is sent (xlsxStream). */
export async function placementsReport(db: Db, caller: Caller, f: PlacementFilter, lang: 'en' | 'ru' = 'en'): Promise<Readable> {
  const rows = await placementQuery(db, placementWhere(caller, f)).limit(REPORT_MAX_ROWS);
  return xlsxStream(lang === 'ru' ? 'Остатки' : 'Stock', REPORT_HEADERS[lang], [
    ['vendorCode', 20],
    ['productName', 40],
    ['model', 20],
    ['sizeName', 12],
    ['placeName', 24],
    ['quantity', 12],
  ], rows);
}

// ------------------------------------------------------------------------------------ counts

export interface CountFilter {
  places?: number[];
  product_types?: number[];
  search?: string;
}

/** The places whose counts are shown: those of the filter (the company's only), else all active ones. */
async function countPlaces(db: Db, caller: Caller, placeIds: number[] | undefined) {
  const where: SQL[] = [eq(places.companyId, caller.companyId)];
  if (placeIds?.length) where.push(inArray(places.id, placeIds));
  else where.push(eq(places.isActive, true));
  return db.select({ id: places.id, name: places.name }).from(places).where(and(...where)).orderBy(asc(places.id));
}

/** Pending stock_unit_deltas of a company beyond which a reader folds them into stock_unit_totals. */
export const COMPACT_AFTER_DELTAS = 1000;

/**
 * Units in stock at `placeIds` of the active products matching the filters. Without a search: the
 * per (place, type) buckets, stock_unit_totals plus the pending stock_unit_deltas (kept by triggers on
 * placements and products, migration catalogue_sql), i.e. a few hundred rows whatever the stock size;
 * a reader that meets many pending deltas folds them in. With a search: the matching products' stock.
 */
async function unitsAt(db: Db, caller: Caller, placeIds: number[], f: { product_types?: number[]; search?: string }): Promise<number> {
  if (!placeIds.length) return 0;
  if (!f.search) {
    const types = f.product_types?.length ? sql` and type_id = any(${intArray(f.product_types)}::int[])` : sql``;
    const places = sql` and place_id = any(${intArray(placeIds)}::int[])`;
    const rows = await queryRows<{ units: string; pending: number }>(db, sql`
      select coalesce(sum(units), 0)::text as units, count(*) filter (where pending)::int as pending from (
        select units, false as pending from ${stockUnitTotals} where company_id = ${caller.companyId}${places}${types}
        union all
        select units, true from ${stockUnitDeltas} where company_id = ${caller.companyId}${places}${types}
      ) x
    `);
    const row = rows[0]!;
    if (Number(row.pending) > COMPACT_AFTER_DELTAS) {
      await db.execute(sql`select stock_unit_totals_compact(${caller.companyId})`);
    }
    return Number(row.units);
  }
  const [row] = await db
    .select({ n: sql<string | null>`sum(${placements.quantity})` })
    .from(placements)
    .innerJoin(products, and(eq(products.id, placements.productId), eq(products.companyId, placements.companyId)))
    .where(and(inArray(placements.placeId, placeIds), ...productFilterSql(caller, f)));
  return Number(row?.n ?? 0);
}

/**
 * GET count_by_vendor_code/: active products grouped by (vendor_code, type, model), a page of groups
 * with per-place unit counts. Five statements: places, the page of groups (index-only scan of
 * products_vendor_group), their count (product_group_counts unless searching), the page's per-place
 * sums, and total_units (stock_unit_totals unless searching).
 */
export async function countByVendorCode(db: Db, caller: Caller, f: CountFilter & { offset: number; limit: number }) {
  const placeRows = await countPlaces(db, caller, f.places);
  const placeIds = placeRows.map((p) => p.id);
  const where = productFilterSql(caller, f);
  const groupKey = [products.vendorCode, products.typeId, products.model] as const;
  const groupColumns = { vendorCode: products.vendorCode, typeId: products.typeId, model: products.model };

  const [groups, total, totalUnits] = await Promise.all([
    db
      .select({ ...groupColumns, typeName: sql<string>`min(${productTypes.name})` })
      .from(products)
      .innerJoin(productTypes, and(eq(productTypes.id, products.typeId), eq(productTypes.companyId, products.companyId)))
      .where(and(...where))
      .groupBy(...groupKey)
      .orderBy(asc(products.vendorCode), asc(products.typeId), asc(products.model))
      .limit(f.limit)
      .offset(f.offset),
    // without a search, the per-type group counters (a few rows); with one, the matching groups
    f.search
      ? db
          .select({ n: count() })
          .from(
            db
              .select({ one: sql`1`.as('one') })
              .from(products)
              .where(and(...where))
              .groupBy(...groupKey)
              .as('g'),
          )
          .then(([r]) => Number(r.n))
      : groupCounts(db, caller, f.product_types).then((c) => c.groups),
    unitsAt(db, caller, placeIds, f),
  ]);

  const key = (vendorCode: string, typeId: number, model: string) => JSON.stringify([vendorCode, typeId, model]);
  const sums = new Map<string, Map<number, number>>();
  // goods in sent transfers, per destination place: shown apart ('+n on the way'), never in the counts
  const onTheWay = new Map<string, Map<number, number>>();
  if (groups.length && placeIds.length) {
    const vendorCodes = [...new Set(groups.map((g) => g.vendorCode))];
    const [rows, transit] = await Promise.all([
      db
        .select({ ...groupColumns, placeId: placements.placeId, n: sql<string>`sum(${placements.quantity})` })
        .from(products)
        .innerJoin(placements, and(eq(placements.productId, products.id), eq(placements.companyId, products.companyId)))
        .where(and(...where, inArray(products.vendorCode, vendorCodes), inArray(placements.placeId, placeIds)))
        .groupBy(...groupKey, placements.placeId),
      db
        .select({ ...groupColumns, placeId: transfers.toPlaceId, n: sql<string>`sum(${transferLines.quantity})` })
        .from(products)
        .innerJoin(transferLines, eq(transferLines.productId, products.id))
        .innerJoin(transfers, eq(transfers.id, transferLines.transferId))
        .where(and(...where, inArray(products.vendorCode, vendorCodes), eq(transfers.companyId, caller.companyId), eq(transfers.status, 'on_the_way'), inArray(transfers.toPlaceId, placeIds)))
        .groupBy(...groupKey, transfers.toPlaceId),
    ]);
    const put = (into: Map<string, Map<number, number>>, r: { vendorCode: string; typeId: number; model: string; placeId: number; n: string }) => {
      const k = key(r.vendorCode, r.typeId, r.model);
      if (!into.has(k)) into.set(k, new Map());
      into.get(k)!.set(r.placeId, Number(r.n));
    };
    for (const r of rows) put(sums, r);
    for (const r of transit) put(onTheWay, r);
  }

  const results: VendorCodeRow[] = groups.map((g) => {
    const perPlace = sums.get(key(g.vendorCode, g.typeId, g.model));
    const transit = onTheWay.get(key(g.vendorCode, g.typeId, g.model));
    const counts = placeRows.map((p) => ({ place_id: p.id, place_name: p.name, count: perPlace?.get(p.id) ?? 0, on_the_way: transit?.get(p.id) ?? 0 }));
    return {
      vendor_code: g.vendorCode,
      product_type_name: g.typeName,
      product_type: g.typeId,
      model: g.model,
      places: counts,
      total: counts.reduce((s, c) => s + c.count, 0),
    };
  });
  return { count: total, results, totalUnits };
}

/** POST total_count/: units in stock of active products at the places (default: all active places). */
export async function totalCount(db: Db, caller: Caller, f: { places?: number[]; product_types?: number[] }) {
  const placeRows = await countPlaces(db, caller, f.places);
  return { total_count_of_products: await unitsAt(db, caller, placeRows.map((p) => p.id), f) };
}

// ------------------------------------------------------------------------------------ adjustment

/** POST placements/adjust/ (admin): change stock through the ledger (journal kind 'adjustment'). */
export async function adjustStock(db: Db, caller: Caller, input: StockAdjustInput) {
  return inTransaction(db, async (t) => {
    const tx = t;
    // the ledger locks the product row before its placements (the lock order a product PATCH keeps too)
    const product = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, input.product), eq(products.companyId, caller.companyId)));
    const size = await tx.select({ id: sizes.id }).from(sizes).where(and(eq(sizes.id, input.size), eq(sizes.companyId, caller.companyId)));
    const place = await tx.select({ id: places.id }).from(places).where(and(eq(places.id, input.place), eq(places.companyId, caller.companyId)));
    if (!product.length) throw badRequest('invalid', 'product');
    if (!size.length) throw badRequest('invalid', 'size');
    if (!place.length) throw badRequest('invalid', 'place');
    const [quantity] = await moveStock(
      tx,
      [
        {
          companyId: caller.companyId,
          productId: input.product,
          sizeId: input.size,
          placeId: input.place,
          delta: input.delta,
          kind: 'adjustment',
          employeeId: caller.employeeId,
          refType: 'adjustment',
        },
      ],
      { field: () => 'delta' },
    );
    return { product: input.product, size: input.size, place: input.place, quantity };
  });
}
