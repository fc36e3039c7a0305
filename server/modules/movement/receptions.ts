/**
 * Receptions (SPEC.md 3 'Reception', 4, 7): goods arriving at a place. Lines are a list until
 * accept; accept puts every line into stock at the reception's place through the ledger (kind
 * 'reception') in the caller's one transaction, under the reception row's lock, so it happens once even
 * under two concurrent clicks. The received cost is fixed on the row (total_cost) for the reports'
 * 'receptions' expense; no balance pays it.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReceptionCreateInput, ReceptionDto, ReceptionGroupDto, ReceptionLineDto, ReceptionLineInput, ReceptionListQuery } from '../../../src/domain/movement/contract';
import { money, toMoneyString } from '../../../src/domain/money';
import type { Caller } from '../../auth/access';
import { assertPlaceAllowed } from '../../auth/scope';
import type { DbOrTx } from '../../db/connect';
import { receptionLines, receptions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { matchesSearch } from '../../http/list';
import { moveStock } from '../../ledger';
import { tillPlace } from '../sale/service';
import { iso } from '../../http/dates';
import { checkItems, mergeItems, namesOf, seesAllPlaces } from './shared';
import { deleteLine, quantityLine, selectLines } from '../stock/lines';

function visible(caller: Caller): SQL[] {
  const where: SQL[] = [eq(receptions.companyId, caller.companyId)];
  if (!seesAllPlaces(caller)) where.push(caller.placeIds.length ? inArray(receptions.placeId, caller.placeIds) : sql`false`);
  return where;
}

type ReceptionRow = typeof receptions.$inferSelect;

async function toDtos(db: DbOrTx, rows: ReceptionRow[]): Promise<ReceptionDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [sums, names] = await Promise.all([
    db
      .select({
        id: receptionLines.receptionId,
        lines: sql<number>`count(*)::int`,
        quantity: sql<number>`coalesce(sum(${receptionLines.quantity}), 0)::int`,
        cost: sql<string>`coalesce(sum(${receptionLines.quantity} * ${receptionLines.cost}), 0)::text`,
      })
      .from(receptionLines)
      .where(inArray(receptionLines.receptionId, ids))
      .groupBy(receptionLines.receptionId),
    namesOf(
      db,
      rows[0].companyId,
      rows.map((r) => r.placeId),
      rows.flatMap((r) => [r.createdBy, r.acceptedBy ?? r.createdBy]),
    ),
  ]);
  const sumOf = new Map(sums.map((s) => [s.id, s]));
  return rows.map((r) => {
    const s = sumOf.get(r.id);
    return {
      id: r.id,
      number: r.number,
      date: r.date,
      place: names.place(r.placeId),
      created_by: names.employee(r.createdBy)!,
      acceptor: names.employee(r.acceptedBy),
      accepted_at: iso(r.acceptedAt),
      lines: s?.lines ?? 0,
      total_quantity: s?.quantity ?? 0,
      total_cost: toMoneyString(r.totalCost ?? s?.cost ?? '0'),
      created_at: iso(r.createdAt)!,
    };
  });
}

export async function getReception(db: DbOrTx, caller: Caller, id: number): Promise<ReceptionDto> {
  const [row] = await db.select().from(receptions).where(and(eq(receptions.id, id), ...visible(caller)));
  if (!row) throw notFound();
  return (await toDtos(db, [row]))[0];
}

export async function listReceptions(db: DbOrTx, caller: Caller, q: ReceptionListQuery) {
  const where = visible(caller);
  // SPEC.md 7: acceptor__isnull (absent = all); the named status is the same filter
  const status = q.acceptor__isnull === undefined ? (q.status ?? 'all') : q.acceptor__isnull ? 'pending' : 'accepted';
  if (status === 'pending') where.push(isNull(receptions.acceptedAt));
  if (status === 'accepted') where.push(isNotNull(receptions.acceptedAt));
  if (q.place) where.push(eq(receptions.placeId, q.place));
  if (q.search) where.push(matchesSearch(receptions.number, q.search));
  const [rows, [total]] = await Promise.all([
    db.select().from(receptions).where(and(...where)).orderBy(desc(receptions.id)).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(receptions).where(and(...where)),
  ]);
  return { count: Number(total.n), results: await toDtos(db, rows) };
}

export async function createReception(tx: DbOrTx, caller: Caller, input: ReceptionCreateInput): Promise<ReceptionDto> {
  await tillPlace(tx, caller, input.place, 'place');
  const [row] = await tx
    .insert(receptions)
    .values({ companyId: caller.companyId, placeId: input.place, number: input.number, date: input.date, createdBy: caller.employeeId })
    .returning();
  return (await toDtos(tx, [row]))[0];
}

/** A reception the caller may change (not yet accepted, at one of their places), locked for the transaction. */
async function pendingReception(tx: DbOrTx, caller: Caller, id: number) {
  const [row] = await tx.select().from(receptions).where(and(eq(receptions.id, id), ...visible(caller))).for('update');
  if (!row) throw notFound();
  assertPlaceAllowed(caller, row.placeId);
  if (row.acceptedAt) throw conflict('reception_already_accepted');
  return row;
}

export async function deleteReception(tx: DbOrTx, caller: Caller, id: number) {
  await pendingReception(tx, caller, id);
  await tx.delete(receptions).where(and(eq(receptions.id, id), eq(receptions.companyId, caller.companyId)));
}

export async function receptionLinesOf(db: DbOrTx, caller: Caller, id: number): Promise<ReceptionLineDto[]> {
  await getReception(db, caller, id);
  const rows = await selectLines(db, caller.companyId, receptionLines, { id: receptionLines.id, quantity: receptionLines.quantity, cost: receptionLines.cost })
    .where(eq(receptionLines.receptionId, id))
    .orderBy(asc(receptionLines.id));
  return rows.map((r) => ({ ...quantityLine(r), cost: toMoneyString(r.cost) }));
}

/** GET {id}/products/grouped/: one row per product, its sizes inside. */
export async function receptionGroups(db: DbOrTx, caller: Caller, id: number): Promise<ReceptionGroupDto[]> {
  const lines = await receptionLinesOf(db, caller, id);
  const groups = new Map<number, ReceptionGroupDto>();
  for (const l of lines) {
    const g = groups.get(l.product.id) ?? { product: l.product, quantity: 0, total_cost: '0.00', sizes: [] };
    g.quantity += l.quantity;
    g.total_cost = toMoneyString(money(g.total_cost).plus(money(l.cost).times(l.quantity)));
    g.sizes.push({ id: l.id, size: l.size, quantity: l.quantity, cost: l.cost });
    groups.set(l.product.id, g);
  }
  return [...groups.values()];
}

/** POST {id}/products/: one line or several; a product and size already listed gets the quantity added (and the new cost). */
export async function addReceptionLines(tx: DbOrTx, caller: Caller, id: number, input: ReceptionLineInput[]) {
  await pendingReception(tx, caller, id);
  await checkItems(tx, caller, input, (i) => `products.${i}`);
  const lines = mergeItems(input);
  await tx
    .insert(receptionLines)
    .values(lines.map((l) => ({ receptionId: id, productId: l.product, sizeId: l.size, quantity: l.quantity, cost: l.cost })))
    .onConflictDoUpdate({
      target: [receptionLines.receptionId, receptionLines.productId, receptionLines.sizeId],
      set: { quantity: sql`${receptionLines.quantity} + excluded.quantity`, cost: sql`excluded.cost` },
    });
  return receptionLinesOf(tx, caller, id);
}

/** PATCH {id}/products/{lineId}/ {quantity} */
export async function setReceptionLineQuantity(tx: DbOrTx, caller: Caller, id: number, lineId: number, quantity: number) {
  await pendingReception(tx, caller, id);
  const [row] = await tx
    .update(receptionLines)
    .set({ quantity })
    .where(and(eq(receptionLines.id, lineId), eq(receptionLines.receptionId, id)))
    .returning({ id: receptionLines.id });
  if (!row) throw notFound();
  return (await receptionLinesOf(tx, caller, id)).find((l) => l.id === lineId)!;
}

export async function deleteReceptionLine(tx: DbOrTx, caller: Caller, id: number, lineId: number) {
  await pendingReception(tx, caller, id);
  await deleteLine(tx, receptionLines, receptionLines.receptionId, id, lineId);
}

/** POST {id}/clean/: every line removed (while not accepted). */
export async function cleanReception(tx: DbOrTx, caller: Caller, id: number) {
  await pendingReception(tx, caller, id);
  await tx.delete(receptionLines).where(eq(receptionLines.receptionId, id));
  return getReception(tx, caller, id);
}

/** POST {id}/accept/: every line into stock at the reception's place, once. */
export async function acceptReception(tx: DbOrTx, caller: Caller, id: number): Promise<ReceptionDto> {
  const reception = await pendingReception(tx, caller, id);
  const lines = await tx.select().from(receptionLines).where(eq(receptionLines.receptionId, id)).orderBy(asc(receptionLines.id));
  if (!lines.length) throw badRequest('empty_basket', 'products');
  await moveStock(
    tx,
    lines.map((l) => ({
      companyId: caller.companyId,
      productId: l.productId,
      sizeId: l.sizeId,
      placeId: reception.placeId,
      delta: l.quantity,
      kind: 'reception' as const,
      refType: 'reception',
      refId: id,
      employeeId: caller.employeeId,
    })),
  );
  const totalCost = lines.reduce((sum, l) => sum.plus(money(l.cost).times(l.quantity)), money(0));
  await tx.update(receptions).set({ acceptedAt: new Date(), acceptedBy: caller.employeeId, totalCost: toMoneyString(totalCost) }).where(and(eq(receptions.id, id), eq(receptions.companyId, caller.companyId)));
  return getReception(tx, caller, id);
}
