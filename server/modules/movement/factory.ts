/**
 * Deliveries from the factory: lines written by the factory as vendor code and size NAME.
 * Each line is resolved against the catalogue when read; processing puts every line into stock at the
 * chosen place (ledger kind 'reception', ref 'factory_transfer') once, under the delivery's row lock,
 * and only when every line resolves (unknown ones are listed line by line and block it).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FactoryCreateInput, FactoryLineDto, FactoryLineInput, FactoryTransferDetailDto, FactoryTransferDto } from '../../../src/domain/movement/contract';
import { toMoneyString } from '../../../src/domain/money';
import type { Caller } from '../../auth/access';
import { ownRowById } from '../../auth/scope';
import type { DbOrTx } from '../../db/connect';
import { factoryTransferLines, factoryTransfers, products, sizes } from '../../db/schema';
import { sentColumns } from '../../db/sentColumns';
import { AppError, conflict, notFound } from '../../errors';
import { moveStock } from '../../ledger';
import { tillPlace } from '../sale/service';
import { iso } from '../../http/dates';
import { namesOf } from './shared';

type FactoryRow = typeof factoryTransfers.$inferSelect;
type LineRow = typeof factoryTransferLines.$inferSelect;

const norm = (s: string) => s.trim().toLowerCase();

/** Each line's product (by vendor code, one active product) and size (by name; several sizes of that name: the one the product already uses, else the first). */
async function resolve(db: DbOrTx, companyId: number, lines: LineRow[]): Promise<FactoryLineDto[]> {
  const codes = [...new Set(lines.map((l) => norm(l.vendorCode)))];
  const names = [...new Set(lines.map((l) => norm(l.size)))];
  const [productRows, sizeRows] = await Promise.all([
    codes.length
      ? db
          .select({ id: products.id, name: products.name, model: products.model, vendorCode: products.vendorCode })
          .from(products)
          .where(and(eq(products.companyId, companyId), eq(products.isActive, true), inArray(sql`lower(trim(${products.vendorCode}))`, codes)))
      : Promise.resolve([]),
    names.length
      ? db
          .select({ id: sizes.id, name: sizes.name })
          .from(sizes)
          .where(and(eq(sizes.companyId, companyId), eq(sizes.isActive, true), inArray(sql`lower(trim(${sizes.name}))`, names)))
          .orderBy(asc(sizes.id))
      : Promise.resolve([]),
  ]);
  return lines.map((l) => {
    const matches = productRows.filter((p) => norm(p.vendorCode) === norm(l.vendorCode));
    const size = sizeRows.find((s) => norm(s.name) === norm(l.size));
    const product = matches.length === 1 ? matches[0] : null;
    const problem = matches.length === 0 ? 'unknown_vendor_code' : matches.length > 1 ? 'ambiguous_vendor_code' : !size ? 'unknown_size' : null;
    return {
      id: l.id,
      vendor_code: l.vendorCode,
      size: l.size,
      quantity: l.quantity,
      cost: toMoneyString(l.cost),
      product: product ? { id: product.id, name: product.name, model: product.model, vendor_code: product.vendorCode } : null,
      size_ref: size ? { id: size.id, name: size.name } : null,
      problem,
    } satisfies FactoryLineDto;
  });
}

async function toDtos(db: DbOrTx, caller: Caller, rows: FactoryRow[]): Promise<FactoryTransferDetailDto[]> {
  if (!rows.length) return [];
  const [lines, names] = await Promise.all([
    db.select().from(factoryTransferLines).where(inArray(factoryTransferLines.factoryTransferId, rows.map((r) => r.id))).orderBy(asc(factoryTransferLines.id)),
    namesOf(
      db,
      caller.companyId,
      rows.flatMap((r) => (r.placeId ? [r.placeId] : [])),
      rows.flatMap((r) => [r.createdBy, r.processedBy ?? r.createdBy]),
    ),
  ]);
  const resolved = await resolve(db, caller.companyId, lines);
  return rows.map((r) => {
    const details = resolved.filter((_, i) => lines[i].factoryTransferId === r.id);
    return {
      id: r.id,
      reference: r.reference,
      status: r.status === 'processed' ? 'processed' : 'pending',
      created_by: names.employee(r.createdBy)!,
      created_at: iso(r.createdAt)!,
      place: r.placeId ? names.place(r.placeId) : null,
      processed_by: names.employee(r.processedBy),
      processed_at: iso(r.processedAt),
      lines: details.length,
      total_quantity: details.reduce((n, l) => n + l.quantity, 0),
      unresolved: details.filter((l) => l.problem).length,
      details,
    };
  });
}

export async function getFactoryTransfer(db: DbOrTx, caller: Caller, id: number): Promise<FactoryTransferDetailDto> {
  const row = await ownRowById(db, caller, factoryTransfers, id);
  return (await toDtos(db, caller, [row]))[0];
}

export async function listFactoryTransfers(db: DbOrTx, caller: Caller, q: { offset: number; limit: number; status: 'pending' | 'processed' | 'all' }) {
  const where = [eq(factoryTransfers.companyId, caller.companyId)];
  if (q.status !== 'all') where.push(eq(factoryTransfers.status, q.status));
  const [rows, [total]] = await Promise.all([
    db.select().from(factoryTransfers).where(and(...where)).orderBy(desc(factoryTransfers.id)).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(factoryTransfers).where(and(...where)),
  ]);
  const dtos = await toDtos(db, caller, rows);
  return { count: Number(total.n), results: dtos.map(({ details: _d, ...rest }): FactoryTransferDto => rest) };
}

/** POST transfers/from-factory/: a delivery, pending until processed. */
export async function createFactoryTransfer(tx: DbOrTx, caller: Caller, input: FactoryCreateInput): Promise<FactoryTransferDetailDto> {
  const [row] = await tx.insert(factoryTransfers).values({ companyId: caller.companyId, reference: input.reference ?? '', createdBy: caller.employeeId }).returning();
  await tx.insert(factoryTransferLines).values(
    input.details.map((l) => ({ factoryTransferId: row.id, vendorCode: l.vendor_code, size: l.size, quantity: l.quantity, cost: l.cost })),
  );
  return (await toDtos(tx, caller, [row]))[0];
}

async function pendingDelivery(tx: DbOrTx, caller: Caller, id: number) {
  const row = await ownRowById(tx, caller, factoryTransfers, id, true);
  if (row.status !== 'pending') throw conflict('factory_transfer_processed');
  return row;
}

/** PATCH {id}/lines/{lineId}/: fix what the factory wrote (vendor code, size, quantity, cost). */
export async function patchFactoryLine(tx: DbOrTx, caller: Caller, id: number, lineId: number, input: Partial<FactoryLineInput>): Promise<FactoryTransferDetailDto> {
  await pendingDelivery(tx, caller, id);
  const set: Partial<typeof factoryTransferLines.$inferInsert> = sentColumns(input, { vendor_code: 'vendorCode', size: 'size', quantity: 'quantity', cost: 'cost' });
  if (Object.keys(set).length) {
    const [row] = await tx
      .update(factoryTransferLines)
      .set(set)
      .where(and(eq(factoryTransferLines.id, lineId), eq(factoryTransferLines.factoryTransferId, id)))
      .returning({ id: factoryTransferLines.id });
    if (!row) throw notFound();
  }
  return getFactoryTransfer(tx, caller, id);
}

/** POST {id}/process/ {place}: every line into stock at the place, once; nothing while a line is unknown. */
export async function processFactoryTransfer(tx: DbOrTx, caller: Caller, id: number, placeId: number): Promise<FactoryTransferDetailDto> {
  await pendingDelivery(tx, caller, id);
  await tillPlace(tx, caller, placeId, 'place');
  const { details } = await getFactoryTransfer(tx, caller, id);
  const bad = details.findIndex((l) => l.problem);
  if (bad >= 0) throw new AppError(409, 'factory_lines_unresolved', `details.${bad}.${details[bad].problem === 'unknown_size' ? 'size' : 'vendor_code'}`);
  await moveStock(
    tx,
    details.map((l) => ({
      companyId: caller.companyId,
      productId: l.product!.id,
      sizeId: l.size_ref!.id,
      placeId,
      delta: l.quantity,
      kind: 'reception' as const,
      refType: 'factory_transfer',
      refId: id,
      employeeId: caller.employeeId,
    })),
  );
  await tx.update(factoryTransfers).set({ status: 'processed', placeId, processedAt: new Date(), processedBy: caller.employeeId }).where(and(eq(factoryTransfers.id, id), eq(factoryTransfers.companyId, caller.companyId)));
  return getFactoryTransfer(tx, caller, id);
}
