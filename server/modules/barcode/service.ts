/**
 * Barcodes of (product, size), unique per company, and the scan used by the sale screen: code ->
 * product, size and the stock at the caller's place.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { BarcodeDto, BarcodeInput, BarcodeScanInput, ScanResult } from '../../../src/domain/catalogue';
import { assertPlaceAllowed, type Caller } from '../../auth/access';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/pgErrors';
import { barcodes, placements, places, products, sizes } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { matchesSearch, orderedPage } from '../../http/list';
import { productsByIds } from '../product/products';

const columns = { id: barcodes.id, code: barcodes.code, product: barcodes.productId, sizeId: sizes.id, sizeName: sizes.name };
const dto = (r: { id: number; code: string; product: number; sizeId: number; sizeName: string }): BarcodeDto => ({
  id: r.id,
  code: r.code,
  product: r.product,
  size: { id: r.sizeId, name: r.sizeName },
});

export interface BarcodeFilter {
  offset: number;
  limit: number;
  search?: string;
  product?: number;
  size?: number;
}

export async function listBarcodes(db: Db, caller: Caller, f: BarcodeFilter) {
  const where: SQL[] = [eq(barcodes.companyId, caller.companyId)];
  if (f.product) where.push(eq(barcodes.productId, f.product));
  if (f.size) where.push(eq(barcodes.sizeId, f.size));
  if (f.search) where.push(matchesSearch(barcodes.code, f.search));
  const rows = db.select(columns).from(barcodes).innerJoin(sizes, eq(sizes.id, barcodes.sizeId)).$dynamic();
  const list = await orderedPage(db, barcodes, rows, where, [asc(barcodes.id)], f);
  return { count: list.count, results: list.results.map(dto) };
}

export async function createBarcode(db: Db, caller: Caller, input: BarcodeInput): Promise<BarcodeDto> {
  return inTransaction(db, async (t) => {
    const tx = t;
    const [product] = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, input.product), eq(products.companyId, caller.companyId)));
    const [size] = await tx.select({ id: sizes.id }).from(sizes).where(and(eq(sizes.id, input.size), eq(sizes.companyId, caller.companyId)));
    if (!product) throw badRequest('invalid', 'product');
    if (!size) throw badRequest('invalid', 'size');
    const [row] = await tx
      .insert(barcodes)
      .values({ companyId: caller.companyId, code: input.code, productId: input.product, sizeId: input.size })
      .onConflictDoNothing({ target: [barcodes.companyId, barcodes.code] })
      .returning({ id: barcodes.id });
    if (!row) throw conflict('barcode_exists', 'code');
    const [created] = await tx.select(columns).from(barcodes).innerJoin(sizes, eq(sizes.id, barcodes.sizeId)).where(eq(barcodes.id, row.id));
    return dto(created);
  });
}

/** Hard delete: nothing refers to a barcode. */
export async function deleteBarcode(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .delete(barcodes)
    .where(and(eq(barcodes.id, id), eq(barcodes.companyId, caller.companyId)))
    .returning({ id: barcodes.id });
  if (!row) throw notFound();
}

/**
 * Scan: the place must be one of the caller's (403 place_not_allowed); an unknown code or an inactive
 * product is 404 no_such_product; nothing in stock at the place is 409 product_is_out_of_stock.
 */
export async function scanBarcode(db: Db, caller: Caller, input: BarcodeScanInput): Promise<ScanResult> {
  assertPlaceAllowed(caller, input.place);
  const [hit] = await db
    .select({
      productId: barcodes.productId,
      sizeId: sizes.id,
      sizeName: sizes.name,
      placeId: places.id,
      placeName: places.name,
      quantity: placements.quantity,
    })
    .from(barcodes)
    .innerJoin(products, and(eq(products.id, barcodes.productId), eq(products.isActive, true)))
    .innerJoin(sizes, eq(sizes.id, barcodes.sizeId))
    .innerJoin(places, and(eq(places.id, input.place), eq(places.companyId, caller.companyId)))
    .leftJoin(
      placements,
      and(eq(placements.productId, barcodes.productId), eq(placements.sizeId, barcodes.sizeId), eq(placements.placeId, places.id)),
    )
    .where(and(eq(barcodes.companyId, caller.companyId), eq(barcodes.code, input.code)));
  if (!hit) throw new AppError(404, 'no_such_product', 'code');
  const inStock = hit.quantity ?? 0;
  if (inStock <= 0) throw new AppError(409, 'product_is_out_of_stock', 'code');
  const [product] = await productsByIds(db, caller.companyId, [hit.productId]);
  return { product, size: { id: hit.sizeId, name: hit.sizeName }, place: { id: hit.placeId, name: hit.placeName }, in_stock: inStock };
}
