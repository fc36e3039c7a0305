/**
 * Transfers between places (SPEC.md 3 'Transfer', 4, 7) and distribution. A transfer is
 * prepared at the sender (its lines never exceed the sender's stock), sent (the goods leave the sender
 * through the ledger, kind 'transfer_out': the lines of an on_the_way transfer ARE the goods in
 * transit) and accepted at the recipient (kind 'transfer_in'), each step once under the transfer row's
 * lock. A distribution is a transfer from the source place created and sent in one go.
 */
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  TransferPatchInput,
  DistributionInput,
  DistributionRowDto,
  TransferBox,
  TransferCreateInput,
  TransferDetailDto,
  TransferDto,
  TransferLineDto,
  TransferLineInput,
  TransferStatus,
} from '../../../src/domain/movement/contract';
import { daySpan } from '../../../src/domain/period';
import { money, toMoneyString } from '../../../src/domain/money';
import type { Caller } from '../../auth/access';
import { assertPlaceAllowed } from '../../auth/scope';
import { queryRows, type DbOrTx } from '../../db/connect';
import { placements, products, sizes, transferLines, transfers } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { matchesSearch } from '../../http/list';
import { ensurePlacements, moveStock } from '../../ledger';
import { tillPlace } from '../sale/service';
import { iso } from '../../http/dates';
import { checkItems, companyPlace, mergeItems, namesOf, seesAllPlaces } from './shared';
import { deleteLine, quantityLine, selectLines } from '../stock/lines';

type TransferRow = typeof transfers.$inferSelect;

/** The company's transfers for an admin; else those from or to one of the caller's places. */
function visible(caller: Caller): SQL[] {
  const where: SQL[] = [eq(transfers.companyId, caller.companyId)];
  if (!seesAllPlaces(caller)) {
    where.push(caller.placeIds.length ? or(inArray(transfers.fromPlaceId, caller.placeIds), inArray(transfers.toPlaceId, caller.placeIds))! : sql`false`);
  }
  return where;
}

const mine = (caller: Caller, placeId: number) => caller.placeIds.includes(placeId);

async function toDtos(db: DbOrTx, caller: Caller, rows: TransferRow[]): Promise<TransferDto[]> {
  if (!rows.length) return [];
  const [sums, names] = await Promise.all([
    db
      .select({ id: transferLines.transferId, lines: sql<number>`count(*)::int`, quantity: sql<number>`coalesce(sum(${transferLines.quantity}), 0)::int` })
      .from(transferLines)
      .where(inArray(transferLines.transferId, rows.map((r) => r.id)))
      .groupBy(transferLines.transferId),
    namesOf(
      db,
      caller.companyId,
      rows.flatMap((r) => [r.fromPlaceId, r.toPlaceId]),
      rows.flatMap((r) => [r.createdBy, r.sentBy ?? r.createdBy, r.acceptedBy ?? r.createdBy]),
    ),
  ]);
  const sumOf = new Map(sums.map((s) => [s.id, s]));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    kind: r.kind === 'distribution' ? 'distribution' : 'transfer',
    status: r.status as TransferStatus,
    from_place: names.place(r.fromPlaceId),
    to_place: names.place(r.toPlaceId),
    created_by: names.employee(r.createdBy)!,
    sent_by: names.employee(r.sentBy),
    accepted_by: names.employee(r.acceptedBy),
    created_at: iso(r.createdAt)!,
    sent_at: iso(r.sentAt),
    accepted_at: iso(r.acceptedAt),
    lines: sumOf.get(r.id)?.lines ?? 0,
    total_quantity: sumOf.get(r.id)?.quantity ?? 0,
    can_edit: r.status === 'preparing' && mine(caller, r.fromPlaceId),
    can_accept: r.status === 'on_the_way' && mine(caller, r.toPlaceId),
  }));
}

async function linesOf(db: DbOrTx, caller: Caller, id: number): Promise<TransferLineDto[]> {
  const rows = await selectLines(db, caller.companyId, transferLines, { id: transferLines.id, quantity: transferLines.quantity })
    .where(eq(transferLines.transferId, id))
    .orderBy(asc(transferLines.id));
  return rows.map(quantityLine);
}

async function detail(db: DbOrTx, caller: Caller, row: TransferRow): Promise<TransferDetailDto> {
  const [dto] = await toDtos(db, caller, [row]);
  return { ...dto, products: await linesOf(db, caller, row.id) };
}

export async function getTransfer(db: DbOrTx, caller: Caller, id: number): Promise<TransferDetailDto> {
  const [row] = await db.select().from(transfers).where(and(eq(transfers.id, id), ...visible(caller)));
  if (!row) throw notFound();
  return detail(db, caller, row);
}

export async function transferLinesOf(db: DbOrTx, caller: Caller, id: number) {
  return (await getTransfer(db, caller, id)).products;
}

/** POST by_code/: the transfer with this printed code, if the caller may see it. */
export async function transferByCode(db: DbOrTx, caller: Caller, code: string): Promise<TransferDetailDto> {
  const [row] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.code, code.trim()), ...visible(caller)));
  if (!row) throw new AppError(404, 'transfer_not_found', 'code');
  return detail(db, caller, row);
}

export interface TransferListQuery {
  offset: number;
  limit: number;
  box: TransferBox;
  status?: TransferStatus[];
  places?: number[];
  date_after?: string;
  date_before?: string;
  search?: string;
}

export async function listTransfers(db: DbOrTx, caller: Caller, q: TransferListQuery) {
  const where = visible(caller);
  const my = caller.placeIds.length ? caller.placeIds : [0];
  if (q.box === 'outgoing') where.push(eq(transfers.status, 'preparing'), inArray(transfers.fromPlaceId, my));
  if (q.box === 'forwarded') where.push(inArray(transfers.status, ['on_the_way', 'delivered']), inArray(transfers.fromPlaceId, my));
  if (q.box === 'to_accept') where.push(eq(transfers.status, 'on_the_way'), inArray(transfers.toPlaceId, my));
  if (q.box === 'accepted') where.push(eq(transfers.status, 'delivered'), inArray(transfers.toPlaceId, my));
  if (q.status?.length) where.push(inArray(transfers.status, q.status));
  if (q.places?.length) where.push(or(inArray(transfers.fromPlaceId, q.places), inArray(transfers.toPlaceId, q.places))!);
  if (q.date_after) where.push(gte(transfers.createdAt, daySpan(q.date_after).start));
  if (q.date_before) where.push(lt(transfers.createdAt, daySpan(q.date_before).end));
  if (q.search) where.push(matchesSearch(transfers.code, q.search));
  const [rows, [total]] = await Promise.all([
    db.select().from(transfers).where(and(...where)).orderBy(desc(transfers.id)).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(transfers).where(and(...where)),
  ]);
  return { count: Number(total.n), results: await toDtos(db, caller, rows) };
}

/** A printed code: the id with a check digit (the receiving shop types or scans it). */
const codeOf = (id: number) => {
  const digits = String(id).padStart(6, '0');
  const check = [...digits].reverse().reduce((sum, d, i) => sum + Number(d) * (i % 2 ? 1 : 3), 0);
  return `${digits}${(10 - (check % 10)) % 10}`;
};

async function insertTransfer(tx: DbOrTx, caller: Caller, from: number, to: number, kind: 'transfer' | 'distribution') {
  if (from === to) throw badRequest('transfer_same_place', kind === 'distribution' ? 'place' : 'to_place');
  const [{ id }] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('transfers', 'id'))::int as id`);
  const [row] = await tx
    .insert(transfers)
    .values({ id, companyId: caller.companyId, code: codeOf(id), kind, fromPlaceId: from, toPlaceId: to, createdBy: caller.employeeId })
    .returning();
  return row;
}

/** POST transfers/: from one of the caller's places to another place of the company. */
export async function createTransfer(tx: DbOrTx, caller: Caller, input: TransferCreateInput): Promise<TransferDetailDto> {
  await tillPlace(tx, caller, input.from_place, 'from_place');
  await companyPlace(tx, caller, input.to_place, 'to_place');
  const row = await insertTransfer(tx, caller, input.from_place, input.to_place, 'transfer');
  return detail(tx, caller, row);
}

/** The transfer locked for the rest of the transaction, visible to the caller. */
async function lockTransfer(tx: DbOrTx, caller: Caller, id: number) {
  const [row] = await tx.select().from(transfers).where(and(eq(transfers.id, id), ...visible(caller))).for('update');
  if (!row) throw notFound();
  return row;
}

/** A transfer the caller prepares: still preparing, sent from one of their places. */
async function preparing(tx: DbOrTx, caller: Caller, id: number) {
  const row = await lockTransfer(tx, caller, id);
  assertPlaceAllowed(caller, row.fromPlaceId);
  if (row.status !== 'preparing') throw conflict('transfer_already_sent');
  return row;
}

/**
 * PATCH {id}/: the recipient, or several (SPEC.md 'selected places'): the first place becomes this
 * transfer's, and each further place gets a new preparing transfer from the same sender with a copy of
 * the lines. Stock is taken only when each is sent, so every copy is checked then, on its own.
 */
export async function patchTransfer(tx: DbOrTx, caller: Caller, id: number, input: TransferPatchInput): Promise<TransferDetailDto> {
  const row = await preparing(tx, caller, id);
  const several = input.to_places !== undefined;
  const targets = input.to_places ?? [input.to_place!];
  const fieldOf = (i: number) => (several ? `to_places.${i}` : 'to_place');
  const refs = [];
  for (const [i, place] of targets.entries()) {
    refs.push(await companyPlace(tx, caller, place, fieldOf(i)));
    if (place === row.fromPlaceId) throw badRequest('transfer_same_place', fieldOf(i));
  }
  const [first, ...others] = refs;
  await tx.update(transfers).set({ toPlaceId: first.id }).where(and(eq(transfers.id, id), eq(transfers.companyId, caller.companyId)));
  const copies: { id: number; code: string; to_place: { id: number; name: string } }[] = [];
  for (const place of others) {
    const copy = await insertTransfer(tx, caller, row.fromPlaceId, place.id, 'transfer');
    await tx.execute(
      sql`insert into transfer_lines (transfer_id, product_id, size_id, quantity) select ${copy.id}, product_id, size_id, quantity from transfer_lines where transfer_id = ${id} order by id`,
    );
    copies.push({ id: copy.id, code: copy.code, to_place: place });
  }
  const answer = await getTransfer(tx, caller, id);
  return several ? { ...answer, copies } : answer;
}

export async function deleteTransfer(tx: DbOrTx, caller: Caller, id: number) {
  await preparing(tx, caller, id);
  await tx.delete(transfers).where(and(eq(transfers.id, id), eq(transfers.companyId, caller.companyId)));
}

/** Units of each (product, size) at a place, for the "never more than the sender holds" rule. */
async function stockAt(tx: DbOrTx, companyId: number, placeId: number, items: readonly { product: number; size: number }[]) {
  if (!items.length) return new Map<string, number>();
  const rows = await tx
    .select({ productId: placements.productId, sizeId: placements.sizeId, quantity: placements.quantity })
    .from(placements)
    .where(and(eq(placements.companyId, companyId), eq(placements.placeId, placeId), inArray(placements.productId, [...new Set(items.map((i) => i.product))])));
  return new Map(rows.map((r) => [`${r.productId}:${r.sizeId}`, r.quantity]));
}

/** The lines after a change must each fit the sender's stock: else 409 product_quantity_not_enough on that line. */
async function checkFits(tx: DbOrTx, companyId: number, placeId: number, lines: readonly { product: number; size: number; quantity: number }[], field: (i: number) => string) {
  const stock = await stockAt(tx, companyId, placeId, lines);
  lines.forEach((l, i) => {
    if ((stock.get(`${l.product}:${l.size}`) ?? 0) < l.quantity) throw conflict('product_quantity_not_enough', field(i));
  });
}

/** POST {id}/products/: one line or several; a product and size already listed gets the quantity added. */
export async function addTransferLines(tx: DbOrTx, caller: Caller, id: number, input: TransferLineInput[]) {
  const row = await preparing(tx, caller, id);
  await checkItems(tx, caller, input, (i) => `products.${i}`);
  const existing = await tx.select().from(transferLines).where(eq(transferLines.transferId, id));
  const had = new Map(existing.map((l) => [`${l.productId}:${l.sizeId}`, l.quantity]));
  const lines = mergeItems(input);
  // what each line will hold, checked against the sender's stock (reported on the first input line of it)
  const after = lines.map((l) => ({ ...l, quantity: l.quantity + (had.get(`${l.product}:${l.size}`) ?? 0) }));
  await checkFits(tx, caller.companyId, row.fromPlaceId, after, (i) => `products.${input.findIndex((l) => l.product === after[i].product && l.size === after[i].size)}.quantity`);
  await tx
    .insert(transferLines)
    .values(lines.map((l) => ({ transferId: id, productId: l.product, sizeId: l.size, quantity: l.quantity })))
    .onConflictDoUpdate({ target: [transferLines.transferId, transferLines.productId, transferLines.sizeId], set: { quantity: sql`${transferLines.quantity} + excluded.quantity` } });
  return linesOf(tx, caller, id);
}

export async function setTransferLineQuantity(tx: DbOrTx, caller: Caller, id: number, lineId: number, quantity: number) {
  const row = await preparing(tx, caller, id);
  const [line] = await tx.select().from(transferLines).where(and(eq(transferLines.id, lineId), eq(transferLines.transferId, id)));
  if (!line) throw notFound();
  await checkFits(tx, caller.companyId, row.fromPlaceId, [{ product: line.productId, size: line.sizeId, quantity }], () => 'quantity');
  await tx.update(transferLines).set({ quantity }).where(and(eq(transferLines.id, lineId), eq(transferLines.transferId, id)));
  return (await linesOf(tx, caller, id)).find((l) => l.id === lineId)!;
}

export async function deleteTransferLine(tx: DbOrTx, caller: Caller, id: number, lineId: number) {
  await preparing(tx, caller, id);
  await deleteLine(tx, transferLines, transferLines.transferId, id, lineId);
}

const moves = (caller: Caller, row: TransferRow, lines: { productId: number; sizeId: number; quantity: number }[], direction: 'out' | 'in') =>
  lines.map((l) => ({
    companyId: caller.companyId,
    productId: l.productId,
    sizeId: l.sizeId,
    placeId: direction === 'out' ? row.fromPlaceId : row.toPlaceId,
    delta: direction === 'out' ? -l.quantity : l.quantity,
    kind: direction === 'out' ? ('transfer_out' as const) : ('transfer_in' as const),
    refType: 'transfer',
    refId: row.id,
    employeeId: caller.employeeId,
  }));

async function send(tx: DbOrTx, caller: Caller, row: TransferRow) {
  const lines = await tx.select().from(transferLines).where(eq(transferLines.transferId, row.id)).orderBy(asc(transferLines.id));
  if (!lines.length) throw badRequest('empty_basket', 'products');
  await moveStock(tx, moves(caller, row, lines, 'out'), { field: (i) => `products.${i}.quantity` });
  await ensurePlacements(tx, caller.companyId, lines.map((l) => ({ productId: l.productId, sizeId: l.sizeId, placeId: row.toPlaceId })));
  await tx.update(transfers).set({ status: 'on_the_way', sentAt: new Date(), sentBy: caller.employeeId }).where(and(eq(transfers.id, row.id), eq(transfers.companyId, caller.companyId)));
}

/** POST {id}/send/: the goods leave the sender (into transit), once. */
export async function sendTransfer(tx: DbOrTx, caller: Caller, id: number): Promise<TransferDetailDto> {
  const row = await preparing(tx, caller, id);
  await send(tx, caller, row);
  return getTransfer(tx, caller, id);
}

/** POST {id}/accept/: the goods in transit enter the recipient, once. */
export async function acceptTransfer(tx: DbOrTx, caller: Caller, id: number): Promise<TransferDetailDto> {
  const row = await lockTransfer(tx, caller, id);
  assertPlaceAllowed(caller, row.toPlaceId);
  if (row.status === 'delivered') throw conflict('transfer_already_accepted');
  if (row.status !== 'on_the_way') throw conflict('transfer_not_sent');
  const lines = await tx.select().from(transferLines).where(eq(transferLines.transferId, id)).orderBy(asc(transferLines.id));
  await moveStock(tx, moves(caller, row, lines, 'in'));
  await tx.update(transfers).set({ status: 'delivered', acceptedAt: new Date(), acceptedBy: caller.employeeId }).where(and(eq(transfers.id, id), eq(transfers.companyId, caller.companyId)));
  return getTransfer(tx, caller, id);
}

// ------------------------------------------------------------------------------------ distribution

/** GET distribution/?place=: 'products_for_distribution', the stock held at the source place. */
export async function distributionRows(db: DbOrTx, caller: Caller, q: { place: number; offset: number; limit: number; search?: string }) {
  await tillPlace(db, caller, q.place, 'place');
  const where: SQL[] = [eq(placements.placeId, q.place), eq(placements.companyId, caller.companyId), sql`${placements.quantity} > 0`, eq(products.isActive, true)];
  if (q.search) where.push(matchesSearch(sql`(${products.vendorCode} || E'\\x1f' || ${products.model} || E'\\x1f' || ${products.name})`, q.search));
  const base = () => db.select().from(placements).innerJoin(products, and(eq(products.id, placements.productId), eq(products.companyId, placements.companyId))).innerJoin(sizes, and(eq(sizes.id, placements.sizeId), eq(sizes.companyId, placements.companyId)));
  const [rows, [total]] = await Promise.all([
    base().where(and(...where)).orderBy(asc(products.vendorCode), asc(products.id), asc(sizes.name)).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(placements).innerJoin(products, and(eq(products.id, placements.productId), eq(products.companyId, placements.companyId))).where(and(...where)),
  ]);
  const results: DistributionRowDto[] = rows.map((r) => ({
    product: { id: r.products.id, name: r.products.name, model: r.products.model, vendor_code: r.products.vendorCode },
    size: { id: r.sizes.id, name: r.sizes.name },
    quantity: r.placements.quantity,
    total_cost: toMoneyString(money(r.products.cost).times(r.placements.quantity)),
  }));
  return { count: Number(total.n), results };
}

/** POST distribution/: the selected lines leave the source for the destination as one transfer, sent now. */
export async function distribute(tx: DbOrTx, caller: Caller, input: DistributionInput): Promise<TransferDetailDto> {
  await tillPlace(tx, caller, input.from_place, 'from_place');
  await companyPlace(tx, caller, input.place, 'place');
  await checkItems(tx, caller, input.products, (i) => `products.${i}`);
  const stock = await stockAt(tx, caller.companyId, input.from_place, input.products);
  const wanted = mergeItems(input.products.map((l) => ({ product: l.product, size: l.size, quantity: l.quantity ?? stock.get(`${l.product}:${l.size}`) ?? 0 })));
  wanted.forEach((l, i) => {
    if (l.quantity < 1 || (stock.get(`${l.product}:${l.size}`) ?? 0) < l.quantity) throw conflict('product_quantity_not_enough', `products.${i}.quantity`);
  });
  const row = await insertTransfer(tx, caller, input.from_place, input.place, 'distribution');
  await tx.insert(transferLines).values(wanted.map((l) => ({ transferId: row.id, productId: l.product, sizeId: l.size, quantity: l.quantity })));
  await send(tx, caller, row);
  return getTransfer(tx, caller, row.id);
}
