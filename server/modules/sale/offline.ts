/**
 * A sale the till made while the server could not be reached (src/domain/sale/offline.ts), replayed from
 * the till's outbox with the Idempotency-Key it was written with. The server records what happened: at
 * the time it happened (on that day's cash desk, or the next open one when that desk was closed
 * meanwhile), at the prices the customer paid, never refused because the stock ran out meanwhile. What
 * differs from the server's view (units the stock lacked, a till price unlike the catalogue's) is
 * listed for a manager, never hidden. Older than the company's window: it waits for a manager.
 *
 * Never doubled: the key is kept on the sale row (unique per company), so a replay returns the sale
 * whoever sends it (the seller, or later an admin on their behalf), and whether the first attempt was
 * this offline sale or an online one that timed out at the till.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { money, toMoneyString } from '../../../src/domain/money';
import { todayUtc } from '../../../src/domain/period';
import {
  offlineSaleCreateBody,
  OFFLINE_WINDOW_HOURS_DEFAULT,
  type OfflineDiscrepancyDto,
  type OfflinePendingItemDto,
  type OfflineSaleCreateInput,
} from '../../../src/domain/sale/offline';
import type { SaleDto } from '../../../src/domain/sale/contract';
import type { Caller } from '../../auth/access';
import { callerCan } from '../../auth/scope';
import { queryRows, type Db, type DbOrTx } from '../../db/connect';
import { inTransaction } from '../../db/transaction';
import { companies, employees, offlineDiscrepancies, offlinePendingSales, offlineSales, places, products, sales, sizes } from '../../db/schema';
import { nameOf } from '../../db/refs';
import { iso } from '../../http/dates';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { recordSale } from './create';
import { saleOfCompany } from './queries';

/** The till's clock may run ahead a little; further is a mistake (or a trick). */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** What the server noted about an offline sale (offlineNoteOut). */
export interface OfflineNote {
  local_number: string;
  occurred_at: string;
  moved_to_next_desk: boolean;
  shortfall: number;
  price_differs: boolean;
}
export type OfflineSaleDto = SaleDto & { offline: OfflineNote | null };
export type OfflineAnswer =
  | { status: 201; body: OfflineSaleDto; replayed: boolean }
  | { status: 202; body: { status: 'awaiting_approval'; pending: number; local_number: string }; replayed: boolean };

/** The checks that need no database: cash only, no customer, one till price per line, not in the future. */
function checkBody(body: OfflineSaleCreateInput, now: Date) {
  if (body.customer) throw badRequest('offline_cash_only', 'customer');
  if (body.method !== 'cash') throw badRequest('offline_cash_only', 'method');
  if (body.offline.unit_prices.length !== body.sell_products.length) throw badRequest('invalid', 'offline.unit_prices');
  if (new Date(body.offline.occurred_at).getTime() > now.getTime() + FUTURE_TOLERANCE_MS) throw badRequest('future_date', 'offline.occurred_at');
}

/** The employee who sold: the caller, or (with sale.offline_for_others) another employee of the company, active or not. */
async function offlineSeller(db: DbOrTx, caller: Caller, sellerId: number) {
  if (sellerId !== caller.employeeId && !callerCan(caller, 'sale.offline_for_others')) throw forbidden();
  const [row] = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.id, sellerId), eq(employees.companyId, caller.companyId)));
  if (!row) throw new AppError(404, 'not_found', 'offline.seller');
  return row;
}

/** The offline note of a sale, or null (an online sale). */
async function noteOf(db: DbOrTx, companyId: number, saleId: number): Promise<OfflineNote | null> {
  const [row] = await db
    .select()
    .from(offlineSales)
    .where(and(eq(offlineSales.saleId, saleId), eq(offlineSales.companyId, companyId)));
  if (!row) return null;
  return {
    local_number: row.localNumber,
    occurred_at: iso(row.occurredAt)!,
    moved_to_next_desk: row.movedToNextDesk,
    shortfall: row.shortfall,
    price_differs: row.priceDiffers,
  };
}

/** The answer a key already has: its sale (online or offline), its waiting entry, or nothing yet. */
async function answerOfKey(db: DbOrTx, caller: Caller, key: string): Promise<OfflineAnswer | null> {
  const [sale] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.companyId, caller.companyId), eq(sales.idempotencyKey, key)));
  if (sale) {
    const dto = await saleOfCompany(db, caller.companyId, sale.id);
    return { status: 201, body: { ...dto, offline: await noteOf(db, caller.companyId, sale.id) }, replayed: true };
  }
  const [pending] = await db
    .select()
    .from(offlinePendingSales)
    .where(and(eq(offlinePendingSales.companyId, caller.companyId), eq(offlinePendingSales.idempotencyKey, key)));
  if (!pending) return null;
  if (pending.status === 'rejected') throw conflict('offline_sale_rejected');
  const localNumber = (pending.body as OfflineSaleCreateInput).offline.local_number;
  return { status: 202, body: { status: 'awaiting_approval', pending: pending.id, local_number: localNumber }, replayed: true };
}

/** The sale's own lines: the body as an online sale's. */
function saleInputOf(body: OfflineSaleCreateInput) {
  const { offline: _offline, ...input } = body;
  return input;
}

/**
 * Records an offline sale (the key's first arrival, or a manager's approval): that day's desk, or the
 * next open one; the till's prices; the stock taken at most; discrepancies listed.
 */
async function recordOffline(
  tx: DbOrTx,
  caller: Caller,
  body: OfflineSaleCreateInput,
  key: string,
  seller: { id: number; name: string },
  receivedAt: Date,
): Promise<OfflineSaleDto> {
  const occurredAt = new Date(body.offline.occurred_at);
  // a sale belongs to the desk whose day and closing time take it in (server/modules/cashdesk DESK_SALES):
  // when a closing of that day already took in its time, the sale goes to the open desk, at its arrival
  const [closed] = await queryRows<{ id: number }>(
    tx,
    sql`select id from cash_desks where company_id = ${caller.companyId} and place_id = ${body.place} and date = ${todayUtc(occurredAt)}
        and status in ('closed', 'confirmed') and closed_at >= ${occurredAt.toISOString()}::timestamptz limit 1`,
  );
  const movedToNextDesk = !!closed;
  const at = movedToNextDesk ? receivedAt : occurredAt;
  const recorded = await recordSale(tx, caller, saleInputOf(body), undefined, {
    lineUnitPrices: body.offline.unit_prices,
    seller,
    at,
    rates: new Map(body.offline.rates.map((r) => [r.currency, r.rate])),
    stockAtMost: true,
    idempotencyKey: key,
  });
  const sale = recorded.dto;
  const rows: (typeof offlineDiscrepancies.$inferInsert)[] = [];
  recorded.priced.forEach((line, i) => {
    const base = { companyId: caller.companyId, saleId: sale.id, placeId: line.line.place, productId: line.line.product, sizeId: line.line.size };
    if (recorded.shortfall[i] > 0) rows.push({ ...base, kind: 'stock_shortfall', quantity: recorded.shortfall[i] });
    const server = recorded.serverPriced[i].unit;
    if (!money(line.unit).eq(server)) rows.push({ ...base, kind: 'price_difference', tillPrice: line.unit, serverPrice: server });
  });
  if (rows.length) await tx.insert(offlineDiscrepancies).values(rows);
  const note: OfflineNote = {
    local_number: body.offline.local_number,
    occurred_at: occurredAt.toISOString(),
    moved_to_next_desk: movedToNextDesk,
    shortfall: recorded.shortfall.reduce((n, s) => n + s, 0),
    price_differs: rows.some((r) => r.kind === 'price_difference'),
  };
  await tx.insert(offlineSales).values({
    saleId: sale.id,
    companyId: caller.companyId,
    localNumber: note.local_number,
    occurredAt,
    receivedAt,
    movedToNextDesk,
    shortfall: note.shortfall,
    priceDiffers: note.price_differs,
  });
  return { ...sale, offline: note };
}

/**
 * POST sells/ with `offline`: 201 with the sale (a replay of the key: the same sale, whoever sends it),
 * or 202 when it is older than the company's window (a replay: the same 202, or the sale once approved).
 */
export async function offlineSale(db: Db, caller: Caller, body: OfflineSaleCreateInput, key: string | undefined, now = new Date()): Promise<OfflineAnswer> {
  if (!key) throw badRequest('required', 'Idempotency-Key');
  checkBody(body, now);
  if (!callerCan(caller, 'sale.offline')) throw forbidden();
  try {
    return await inTransaction(db, async (tx) => {
      // one key at a time (two tabs, or the seller and an admin replaying the same outbox entry at once)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sale-key:${caller.companyId}:${key}`}))`);
      const known = await answerOfKey(tx, caller, key);
      if (known) return known;
      const seller = await offlineSeller(tx, caller, body.offline.seller);
      const [company] = await tx.select({ hours: companies.offlineWindowHours }).from(companies).where(eq(companies.id, caller.companyId));
      const windowMs = (company?.hours ?? OFFLINE_WINDOW_HOURS_DEFAULT) * HOUR_MS;
      const occurredAt = new Date(body.offline.occurred_at);
      if (now.getTime() - occurredAt.getTime() > windowMs) {
        await assertPlaceOfCompany(tx, caller, body.place);
        const [row] = await tx
          .insert(offlinePendingSales)
          .values({ companyId: caller.companyId, idempotencyKey: key, placeId: body.place, sellerId: seller.id, sentBy: caller.employeeId, body, occurredAt, receivedAt: now })
          .returning({ id: offlinePendingSales.id });
        return { status: 202, body: { status: 'awaiting_approval', pending: row.id, local_number: body.offline.local_number }, replayed: false } as const;
      }
      return { status: 201, body: await recordOffline(tx, caller, body, key, seller, now), replayed: false } as const;
    });
  } catch (err) {
    // the key's sale committed meanwhile by a request that does not take the key's lock (an online sale
    // of the same key: this insert waited on the unique key, then failed): answer that sale
    const known = await answerOfKey(db, caller, key).catch(() => null);
    if (known) return known;
    throw err;
  }
}

/** An online POST sells/ whose key is already on a sale (an offline sale recorded first): that sale. */
export async function saleOfKey(db: DbOrTx, caller: Caller, key: string): Promise<SaleDto | null> {
  const [sale] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.companyId, caller.companyId), eq(sales.idempotencyKey, key)));
  return sale ? saleOfCompany(db, caller.companyId, sale.id) : null;
}

/**
 * An online sale (`sell`), unless its key is already on a sale the till sent as offline (the online
 * attempt had timed out, the till then queued it): that sale is the answer, not a refusal. A key reused
 * with another basket stays refused: that is the till's mistake, not a lost answer.
 */
export async function onlineSaleOrKnown<T>(db: DbOrTx, caller: Caller, key: string | undefined, sell: () => Promise<T>): Promise<{ sale: T } | { known: SaleDto }> {
  try {
    return { sale: await sell() };
  } catch (err) {
    if (err instanceof AppError && err.code === 'idempotency_key_reused') throw err;
    const known = key ? await saleOfKey(db, caller, key).catch(() => null) : null;
    if (!known) throw err;
    return { known };
  }
}

/** An active place of the company the caller may work at (as a sale's own check), for an entry kept for later. */
async function assertPlaceOfCompany(db: DbOrTx, caller: Caller, placeId: number) {
  const [row] = await db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.id, placeId), eq(places.companyId, caller.companyId)));
  if (!row) throw new AppError(404, 'not_found', 'place');
  if (!callerCan(caller, 'place.read_all') && !caller.placeIds.includes(placeId)) throw new AppError(403, 'place_not_allowed', 'place');
}

/** The places a reviewer sees: the company's for an admin, else those they work at. */
function reviewPlaces(caller: Caller, column: Parameters<typeof inArray>[0]): SQL[] {
  if (callerCan(caller, 'place.read_all')) return [];
  return [caller.placeIds.length ? inArray(column, caller.placeIds) : sql`false`];
}

// ------------------------------------------------------------------------------------ waiting for approval

function pendingItemOf(row: typeof offlinePendingSales.$inferSelect & { placeName: string | null; sellerName: string | null }): OfflinePendingItemDto {
  const body = row.body as OfflineSaleCreateInput;
  const total = body.sell_products.reduce((sum, line, i) => sum.plus(money(body.offline.unit_prices[i] ?? '0').times(line.quantity)), money(0));
  return {
    id: row.id,
    local_number: body.offline.local_number,
    occurred_at: iso(row.occurredAt)!,
    received_at: iso(row.receivedAt)!,
    place: { id: row.placeId, name: row.placeName ?? '' },
    seller: { id: row.sellerId, name: row.sellerName ?? '' },
    total: toMoneyString(total),
    quantity: body.sell_products.reduce((n, l) => n + l.quantity, 0),
    status: row.status as OfflinePendingItemDto['status'],
    sale: row.saleId,
  };
}

const pendingColumns = () => ({
  row: offlinePendingSales,
  placeName: nameOf(places, offlinePendingSales.placeId),
  sellerName: nameOf(employees, offlinePendingSales.sellerId),
});

/** GET offline_pending/: the company's offline sales waiting (or decided), oldest first. */
export async function listOfflinePending(db: DbOrTx, caller: Caller, q: { offset: number; limit: number; place?: number; status: 'waiting' | 'approved' | 'rejected' }) {
  const where = [eq(offlinePendingSales.companyId, caller.companyId), eq(offlinePendingSales.status, q.status), ...reviewPlaces(caller, offlinePendingSales.placeId)];
  if (q.place) where.push(eq(offlinePendingSales.placeId, q.place));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(offlinePendingSales).where(and(...where));
  const rows = await db
    .select(pendingColumns())
    .from(offlinePendingSales)
    .where(and(...where))
    .orderBy(asc(offlinePendingSales.occurredAt), asc(offlinePendingSales.id))
    .offset(q.offset)
    .limit(q.limit);
  return { count: Number(count.n), results: rows.map((r) => pendingItemOf({ ...r.row, placeName: r.placeName, sellerName: r.sellerName })) };
}

async function lockedPending(tx: DbOrTx, caller: Caller, id: number) {
  const [row] = await tx
    .select()
    .from(offlinePendingSales)
    .where(and(eq(offlinePendingSales.id, id), eq(offlinePendingSales.companyId, caller.companyId), ...reviewPlaces(caller, offlinePendingSales.placeId)))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'waiting') throw conflict('offline_sale_decided');
  return row;
}

async function pendingItem(db: DbOrTx, caller: Caller, id: number) {
  const [r] = await db
    .select(pendingColumns())
    .from(offlinePendingSales)
    .where(and(eq(offlinePendingSales.id, id), eq(offlinePendingSales.companyId, caller.companyId)));
  return pendingItemOf({ ...r.row, placeName: r.placeName, sellerName: r.sellerName });
}

/** POST offline_pending/{id}/approve/: the sale is recorded as it would have been, at the time it happened. */
export async function approveOfflinePending(tx: DbOrTx, caller: Caller, id: number): Promise<OfflineSaleDto> {
  const row = await lockedPending(tx, caller, id);
  const body = offlineSaleCreateBody.parse(row.body);
  const [seller] = await tx
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.id, row.sellerId), eq(employees.companyId, caller.companyId)));
  const sale = await recordOffline(tx, caller, body, row.idempotencyKey, seller, row.receivedAt);
  await tx
    .update(offlinePendingSales)
    .set({ status: 'approved', saleId: sale.id, decidedBy: caller.employeeId, decidedAt: new Date() })
    .where(and(eq(offlinePendingSales.id, id), eq(offlinePendingSales.companyId, caller.companyId)));
  return sale;
}

/** POST offline_pending/{id}/reject/: not recorded (no stock, no money); the till's replay then gets 409. */
export async function rejectOfflinePending(tx: DbOrTx, caller: Caller, id: number): Promise<OfflinePendingItemDto> {
  await lockedPending(tx, caller, id);
  await tx
    .update(offlinePendingSales)
    .set({ status: 'rejected', decidedBy: caller.employeeId, decidedAt: new Date() })
    .where(and(eq(offlinePendingSales.id, id), eq(offlinePendingSales.companyId, caller.companyId)));
  return pendingItem(tx, caller, id);
}

// ------------------------------------------------------------------------------------ discrepancies

function discrepancyQuery(db: DbOrTx) {
  return db
    .select({
      row: offlineDiscrepancies,
      localNumber: offlineSales.localNumber,
      occurredAt: offlineSales.occurredAt,
      sellerId: sales.employeeId,
      sellerName: nameOf(employees, sales.employeeId),
      placeName: nameOf(places, offlineDiscrepancies.placeId),
      productName: nameOf(products, offlineDiscrepancies.productId),
      sizeName: nameOf(sizes, offlineDiscrepancies.sizeId),
    })
    .from(offlineDiscrepancies)
    .innerJoin(sales, and(eq(sales.id, offlineDiscrepancies.saleId), eq(sales.companyId, offlineDiscrepancies.companyId)))
    .innerJoin(offlineSales, and(eq(offlineSales.saleId, offlineDiscrepancies.saleId), eq(offlineSales.companyId, offlineDiscrepancies.companyId)));
}
type DiscrepancyRow = Awaited<ReturnType<typeof discrepancyQuery>>[number];

function discrepancyOf(r: DiscrepancyRow): OfflineDiscrepancyDto {
  return {
    id: r.row.id,
    kind: r.row.kind as OfflineDiscrepancyDto['kind'],
    sale: r.row.saleId,
    local_number: r.localNumber,
    occurred_at: iso(r.occurredAt)!,
    place: { id: r.row.placeId, name: r.placeName ?? '' },
    seller: { id: r.sellerId, name: r.sellerName ?? '' },
    product: { id: r.row.productId, name: r.productName ?? '' },
    size: { id: r.row.sizeId, name: r.sizeName ?? '' },
    quantity: r.row.quantity,
    till_price: r.row.tillPrice,
    server_price: r.row.serverPrice,
    resolved: r.row.resolvedAt !== null,
  };
}

/** GET offline_discrepancies/: newest first; filters place and resolved. */
export async function listOfflineDiscrepancies(db: DbOrTx, caller: Caller, q: { offset: number; limit: number; place?: number; resolved?: boolean }) {
  const where = [eq(offlineDiscrepancies.companyId, caller.companyId), ...reviewPlaces(caller, offlineDiscrepancies.placeId)];
  if (q.place) where.push(eq(offlineDiscrepancies.placeId, q.place));
  if (q.resolved !== undefined) where.push(q.resolved ? isNotNull(offlineDiscrepancies.resolvedAt) : isNull(offlineDiscrepancies.resolvedAt));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(offlineDiscrepancies).where(and(...where));
  const rows = await discrepancyQuery(db)
    .where(and(...where))
    .orderBy(desc(offlineDiscrepancies.id))
    .offset(q.offset)
    .limit(q.limit);
  return { count: Number(count.n), results: rows.map(discrepancyOf) };
}

/**
 * POST offline_discrepancies/{id}/resolve/: marks it done (who, when). A stock shortfall is made good on
 * the existing screens (a reception, a transfer or a write-off); this records that it was.
 */
export async function resolveOfflineDiscrepancy(tx: DbOrTx, caller: Caller, id: number): Promise<OfflineDiscrepancyDto> {
  const [row] = await tx
    .select({ id: offlineDiscrepancies.id, resolvedAt: offlineDiscrepancies.resolvedAt })
    .from(offlineDiscrepancies)
    .where(and(eq(offlineDiscrepancies.id, id), eq(offlineDiscrepancies.companyId, caller.companyId), ...reviewPlaces(caller, offlineDiscrepancies.placeId)))
    .for('update');
  if (!row) throw notFound();
  if (row.resolvedAt) throw conflict('offline_discrepancy_resolved');
  await tx
    .update(offlineDiscrepancies)
    .set({ resolvedBy: caller.employeeId, resolvedAt: new Date() })
    .where(and(eq(offlineDiscrepancies.id, id), eq(offlineDiscrepancies.companyId, caller.companyId)));
  const [r] = await discrepancyQuery(tx).where(and(eq(offlineDiscrepancies.id, id), eq(offlineDiscrepancies.companyId, caller.companyId)));
  return discrepancyOf(r);
}
