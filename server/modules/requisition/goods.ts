/**
 * Goods requisitions (SPEC.md 3 'Requisition (proposal)', 4, 7 proposals), admin only: a shop
 * asks for goods (product, size, quantity); the lines are edited while it is pending; it is approved or
 * rejected ('Please select status'); an approved one becomes, in one click, a transfer from a warehouse
 * to the shop that is created and sent through the stock-movement code (createTransfer,
 * addTransferLines, sendTransfer: the goods leave the warehouse in the same transaction), once. Every
 * change locks the requisition's row FOR UPDATE and checks its state first.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RequisitionCreateInput, RequisitionDto, RequisitionLineInput, RequisitionStatus } from '../../../src/domain/requisition/contract';
import type { Caller } from '../../auth/access';
import { ownRowById } from '../../auth/scope';
import type { Db, DbOrTx, Tx } from '../../db/connect';
import { inTransaction } from '../../db/transaction';
import { employeeNameOf, nameOf } from '../../db/refs';
import type { RowOf } from '../../db/rows';
import { employees, places, requisitionLines, requisitions, transfers } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { newestFirstPage } from '../../http/list';
import { checkItems, companyPlace, mergeItems } from '../movement/shared';
import { addTransferLines, createTransfer, sendTransfer } from '../movement/transfers';
import { deleteLine, productAndSize, selectLines } from '../stock/lines';
import { decide, lockPending } from './state';

function select(db: DbOrTx) {
  return db
    .select({
      r: requisitions,
      placeName: nameOf(places, requisitions.placeId),
      applicantName: employeeNameOf(requisitions.applicantId),
      deciderName: nameOf(employees, requisitions.decidedBy),
      transferCode: transfers.code,
      transferStatus: transfers.status,
    })
    .from(requisitions)
    .leftJoin(transfers, and(eq(transfers.id, requisitions.transferId), eq(transfers.companyId, requisitions.companyId)));
}
type Row = RowOf<typeof select>;

/** The lines of several requisitions in one statement. */
async function linesOf(db: DbOrTx, companyId: number, ids: number[]) {
  const out = new Map<number, RequisitionDto['products']>();
  if (!ids.length) return out;
  const rows = await selectLines(db, companyId, requisitionLines, { id: requisitionLines.id, requisitionId: requisitionLines.requisitionId, quantity: requisitionLines.quantity })
    .where(inArray(requisitionLines.requisitionId, ids))
    .orderBy(asc(requisitionLines.id));
  for (const l of rows) {
    if (!out.has(l.requisitionId)) out.set(l.requisitionId, []);
    out.get(l.requisitionId)!.push({
      id: l.id,
      proposal: l.requisitionId,
      ...productAndSize(l),
      quantity: l.quantity,
    });
  }
  return out;
}

async function toDtos(db: DbOrTx, companyId: number, rows: Row[]): Promise<RequisitionDto[]> {
  const lines = await linesOf(db, companyId, rows.map((x) => x.r.id));
  return rows.map((x) => {
    const r = x.r;
    const list = lines.get(r.id) ?? [];
    return {
      id: r.id,
      place: { id: r.placeId, name: x.placeName },
      applicant: { id: r.applicantId, name: x.applicantName },
      comment: r.comment,
      status: r.status as RequisitionStatus,
      decided_by: r.decidedBy ? { id: r.decidedBy, name: x.deciderName ?? '' } : null,
      decided_at: r.decidedAt,
      transfer: r.transferId ? { id: r.transferId, code: x.transferCode ?? '', status: x.transferStatus ?? '' } : null,
      total_quantity: list.reduce((s, l) => s + l.quantity, 0),
      products: list,
      created_at: r.createdAt,
    };
  });
}

export async function getRequisition(db: DbOrTx, caller: Caller, id: number): Promise<RequisitionDto> {
  const rows = await select(db).where(and(eq(requisitions.id, id), eq(requisitions.companyId, caller.companyId)));
  if (!rows.length) throw notFound();
  return (await toDtos(db, caller.companyId, rows))[0];
}

export async function listRequisitions(db: Db, caller: Caller, q: { offset: number; limit: number; status?: RequisitionStatus; place?: number }) {
  const where: SQL[] = [eq(requisitions.companyId, caller.companyId)];
  if (q.status) where.push(eq(requisitions.status, q.status));
  if (q.place) where.push(eq(requisitions.placeId, q.place));
  const list = await newestFirstPage(db, requisitions, select(db).$dynamic(), where, q);
  return { count: list.count, results: await toDtos(db, caller.companyId, list.results) };
}

async function insertLines(tx: DbOrTx, caller: Caller, id: number, input: readonly RequisitionLineInput[]) {
  await checkItems(tx, caller, input, (i) => `products.${i}`);
  const lines = mergeItems(input);
  await tx
    .insert(requisitionLines)
    .values(lines.map((l) => ({ requisitionId: id, productId: l.product, sizeId: l.size, quantity: l.quantity })))
    .onConflictDoUpdate({ target: [requisitionLines.requisitionId, requisitionLines.productId, requisitionLines.sizeId], set: { quantity: sql`${requisitionLines.quantity} + excluded.quantity` } });
}

export async function createRequisition(db: Db, caller: Caller, input: RequisitionCreateInput) {
  return inTransaction(db, async (tx) => {
    await companyPlace(tx, caller, input.place, 'place');
    const [row] = await tx
      .insert(requisitions)
      .values({ companyId: caller.companyId, placeId: input.place, applicantId: caller.employeeId, comment: input.comment ?? '' })
      .returning({ id: requisitions.id });
    await insertLines(tx, caller, row.id, input.products);
    return getRequisition(tx, caller, row.id);
  });
}

export async function deleteRequisition(db: Db, caller: Caller, id: number) {
  await inTransaction(db, async (tx) => {
    await lockPending(tx, caller, requisitions, id);
    await tx.delete(requisitions).where(and(eq(requisitions.id, id), eq(requisitions.companyId, caller.companyId)));
  });
}

export async function requisitionLinesOf(db: DbOrTx, caller: Caller, id: number) {
  return (await getRequisition(db, caller, id)).products;
}

export async function addRequisitionLines(db: Db, caller: Caller, id: number, input: RequisitionLineInput[]) {
  return inTransaction(db, async (tx) => {
    await lockPending(tx, caller, requisitions, id);
    await insertLines(tx, caller, id, input);
    return requisitionLinesOf(tx, caller, id);
  });
}

/** POST {proposal}/products/{id}/{action}/: one more or one less (never below 1: 'quantity_min'). */
export async function changeRequisitionLine(db: Db, caller: Caller, id: number, lineId: number, action: 'increase' | 'decrease') {
  return inTransaction(db, async (tx) => {
    await lockPending(tx, caller, requisitions, id);
    const [line] = await tx
      .select()
      .from(requisitionLines)
      .where(and(eq(requisitionLines.id, lineId), eq(requisitionLines.requisitionId, id)));
    if (!line) throw notFound();
    if (action === 'decrease' && line.quantity <= 1) throw badRequest('quantity_min', 'quantity');
    await tx
      .update(requisitionLines)
      .set({ quantity: line.quantity + (action === 'increase' ? 1 : -1) })
      .where(and(eq(requisitionLines.id, lineId), eq(requisitionLines.requisitionId, id)));
    return (await requisitionLinesOf(tx, caller, id)).find((l) => l.id === lineId)!;
  });
}

export async function deleteRequisitionLine(db: Db, caller: Caller, id: number, lineId: number) {
  await inTransaction(db, async (tx) => {
    await lockPending(tx, caller, requisitions, id);
    await deleteLine(tx, requisitionLines, requisitionLines.requisitionId, id, lineId);
  });
}

/** POST {id}/status/: a pending requisition approved or rejected, once. */
export async function setRequisitionStatus(tx: Tx, caller: Caller, id: number, status: 'approved' | 'rejected') {
  await decide(tx, caller, requisitions, id, status);
  return getRequisition(tx, caller, id);
}

/** POST {id}/transfer/: the approved requisition's goods sent from `fromPlace` to its shop, once. */
export async function requisitionToTransfer(tx: Tx, caller: Caller, id: number, fromPlace: number) {
  const row = await ownRowById(tx, caller, requisitions, id, true);
  if (row.status !== 'approved') throw conflict('requisition_not_approved', 'status');
  if (row.transferId) throw conflict('requisition_has_transfer');
  if (fromPlace === row.placeId) throw badRequest('transfer_same_place', 'from_place');
  const lines = await tx.select().from(requisitionLines).where(eq(requisitionLines.requisitionId, id)).orderBy(asc(requisitionLines.id));
  if (!lines.length) throw badRequest('empty_basket', 'products');
  const transfer = await createTransfer(tx, caller, { from_place: fromPlace, to_place: row.placeId });
  await addTransferLines(
    tx,
    caller,
    transfer.id,
    lines.map((l) => ({ product: l.productId, size: l.sizeId, quantity: l.quantity })),
  );
  await sendTransfer(tx, caller, transfer.id);
  await tx.update(requisitions).set({ transferId: transfer.id }).where(and(eq(requisitions.id, id), eq(requisitions.companyId, caller.companyId)));
  return getRequisition(tx, caller, id);
}
