/**
 * Barcodes of (product, size), unique per company, and the scan used by the sale screen: code ->
 * product, size and the stock at the caller's place.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BarcodeDto, BarcodeInput, BarcodeScanInput, ScanResult } from '../../../src/domain/product/contract';
import { assertPlaceAllowed, type Caller } from '../../auth/access';
import { prepared, queryRows, type Db } from '../../db/connect';
import { inTransaction } from '../../db/transaction';
import { barcodes, products, sizes } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { matchesSearch, orderedPage } from '../../http/list';
import { productsJson, toProductDto, type ProductRow } from '../product/products';

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
  const rows = db.select(columns).from(barcodes).innerJoin(sizes, and(eq(sizes.id, barcodes.sizeId), eq(sizes.companyId, barcodes.companyId))).$dynamic();
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
    const [created] = await tx.select(columns).from(barcodes).innerJoin(sizes, and(eq(sizes.id, barcodes.sizeId), eq(sizes.companyId, barcodes.companyId))).where(and(eq(barcodes.id, row.id), eq(barcodes.companyId, caller.companyId)));
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
  // one round trip, prepared (a scan is the till's hot read; planning the code's lookup and the
  // product's JSON anew on every scan was most of its 9 ms on an idle server)
  const [hit] = await queryRows<{ size_id: number; size_name: string; place_id: number; place_name: string; quantity: number; rows: ProductRow[] | null }>(
    db,
    prepared(sql`with hit as (
        select b.product_id, s.id as size_id, s.name as size_name, pl.id as place_id, pl.name as place_name, coalesce(pm.quantity, 0)::int as quantity
        from barcodes b
        inner join products p on p.id = b.product_id and p.company_id = b.company_id and p.is_active
        inner join sizes s on s.id = b.size_id and s.company_id = b.company_id
        inner join places pl on pl.id = ${input.place}::int and pl.company_id = ${caller.companyId}::int
        left join placements pm on pm.product_id = b.product_id and pm.size_id = b.size_id and pm.place_id = pl.id and pm.company_id = b.company_id
        where b.company_id = ${caller.companyId}::int and b.code = ${input.code}::text)
      select hit.size_id, hit.size_name, hit.place_id, hit.place_name, hit.quantity,
        ${productsJson(caller.companyId, sql`(select array_agg(product_id) from hit)`)} as rows
      from hit`),
  );
  // the product's JSON is read with the company's scope too: without it, the code is not this company's product
  if (!hit?.rows?.length) throw new AppError(404, 'no_such_product', 'code');
  const inStock = Number(hit.quantity);
  if (inStock <= 0) throw new AppError(409, 'product_is_out_of_stock', 'code');
  const product = toProductDto(hit.rows[0]);
  return { product, size: { id: hit.size_id, name: hit.size_name }, place: { id: hit.place_id, name: hit.place_name }, in_stock: inStock };
}
