/**
 * Bookings (SPEC.md 3 'Booking', 4 'Booking', 7): goods reserved at a place for an approved
 * customer with a prepayment. All stock and money moves go through the ledger in the caller's one
 * transaction:
 * - create / add a product / raise a quantity: the goods leave the place's free stock (kind 'booking'),
 *   so the till cannot sell them twice; the prepayment enters the place's till (kind 'bookings');
 * - lower a quantity / remove a product / cancel: the goods come back ('booking_cancel'); on cancel the
 *   prepayment goes to the customer's balance (SPEC.md: 'prepayment back to the customer's balance');
 * - success: the goods are released ('booking_release') and sold by the same code as the till
 *   (createSale), the prepayment counted as paid.
 * One pending booking per customer: 'Customer already has an active booking' (a partial unique index
 * holds it under racing requests too).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  BookingChangeInput,
  BookingCreateInput,
  BookingDto,
  BookingLineInput,
  BookingStatus,
  BookingSuccessInput,
} from '../../../src/domain/booking/contract';
import { money, toMoneyString } from '../../../src/domain/money';
import { linePrice } from '../../../src/domain/sale/pricing';
import type { Caller } from '../../auth/access';
import { callerCan } from '../../auth/scope';
import type { DbOrTx } from '../../db/connect';
import { isUniqueViolation } from '../../db/pgErrors';
import { nameOf } from '../../db/refs';
import type { RowOf } from '../../db/rows';
import { bookingLines, bookings, companyCurrencies, currencies, customers, employees, places, productPrices } from '../../db/schema';
import { iso } from '../../http/dates';
import { badRequest, conflict, notFound } from '../../errors';
import { orderedPage } from '../../http/list';
import { moveMoney, moveStock, type StockKind } from '../../ledger';
import { createSale, priceBasket, saleCustomer, tillPlace, tillRate, tillSetup, type BasketLine } from '../sale/service';
import { productAndSize, selectLines } from '../stock/lines';

/** Bookings the caller may see: the company's for an admin, else those of the caller's places. */
function visibleBookings(caller: Caller): SQL[] {
  const where: SQL[] = [eq(bookings.companyId, caller.companyId)];
  if (!callerCan(caller, 'sale.reject')) where.push(caller.placeIds.length ? inArray(bookings.placeId, caller.placeIds) : sql`false`);
  return where;
}

/** A pending booking the caller may change, locked for the rest of the transaction. */
async function pendingBooking(tx: DbOrTx, caller: Caller, id: number) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), ...visibleBookings(caller)))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'pending') throw conflict('booking_not_pending');
  await tillPlace(tx, caller, row.placeId, 'place');
  return row;
}

/** The booking's place, and the prepayment's currency must be one it takes. */
async function placeTaking(tx: DbOrTx, caller: Caller, placeId: number, currency: number) {
  const till = await tillSetup(tx, caller, placeId, 'place');
  tillRate(till, currency, 'currency');
  return till.place;
}

const stockMoves = (caller: Caller, bookingId: number, lines: readonly BasketLine[], sign: 1 | -1, kind: StockKind) =>
  lines.map((l) => ({
    companyId: caller.companyId,
    productId: l.product,
    sizeId: l.size,
    placeId: l.place,
    delta: sign * l.quantity,
    kind,
    refType: 'booking',
    refId: bookingId,
    employeeId: caller.employeeId,
  }));

/** Lines of the same product, size and place become one (their quantities added). */
function mergeLines(lines: readonly BookingLineInput[]): BookingLineInput[] {
  const byKey = new Map<string, BookingLineInput>();
  for (const l of lines) {
    const key = `${l.product}:${l.size}:${l.place}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, quantity: seen.quantity + l.quantity } : { ...l });
  }
  return [...byKey.values()];
}

/** POST bookings/: reserve the goods, take the prepayment. */
export async function createBooking(tx: DbOrTx, caller: Caller, input: BookingCreateInput): Promise<BookingDto> {
  const place = await placeTaking(tx, caller, input.place, input.currency);
  const extra = input.extra_service_cost && money(input.extra_service_cost.amount).gt(0) ? input.extra_service_cost : null;
  if (extra) tillRate(await tillSetup(tx, caller, input.place, 'place'), extra.currency, 'extra_service_cost.currency');
  const customer = await saleCustomer(tx, caller, input.customer, 'customer', true);
  if (!customer.approved) throw conflict('customer_not_approved', 'customer');
  const [active] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.customerId, customer.id), eq(bookings.companyId, caller.companyId), eq(bookings.status, 'pending')));
  if (active) throw conflict('customer_has_active_booking', 'customer');
  const lines = mergeLines(input.booking_products);
  await priceBasket(tx, caller, place, lines, customer.discount, 'booking_products');

  let id: number;
  try {
    const [row] = await tx
      .insert(bookings)
      .values({
        companyId: caller.companyId,
        placeId: place.id,
        customerId: customer.id,
        employeeId: caller.employeeId,
        prepaymentAmount: input.prepayment!,
        prepaymentCurrencyId: input.currency,
        extraServiceAmount: extra?.amount ?? null,
        extraServiceCurrencyId: extra?.currency ?? null,
      })
      .returning({ id: bookings.id });
    id = row.id;
  } catch (err) {
    if (isUniqueViolation(err, 'bookings_customer_pending')) throw conflict('customer_has_active_booking', 'customer');
    throw err;
  }
  await tx.insert(bookingLines).values(lines.map((l) => ({ bookingId: id, productId: l.product, sizeId: l.size, placeId: l.place, quantity: l.quantity })));
  await moveStock(tx, stockMoves(caller, id, lines, -1, 'booking'), { field: (i) => `booking_products.${i}.quantity` });
  await moveMoney(tx, [
    { companyId: caller.companyId, account: { type: 'place', id: place.id }, currencyId: input.currency, delta: input.prepayment!, kind: 'bookings', refType: 'booking', refId: id, employeeId: caller.employeeId },
  ]);
  return getBooking(tx, caller, id);
}

/** POST {id}/change/: the new prepayment comes into the till and the old one goes back out (to the customer). */
export async function changePrepayment(tx: DbOrTx, caller: Caller, id: number, input: BookingChangeInput): Promise<BookingDto> {
  const booking = await pendingBooking(tx, caller, id);
  await placeTaking(tx, caller, booking.placeId, input.currency);
  const account = { type: 'place' as const, id: booking.placeId };
  const ref = { refType: 'booking', refId: id, employeeId: caller.employeeId };
  const sameCurrency = input.currency === booking.prepaymentCurrencyId;
  const delta = sameCurrency ? money(input.prepayment).minus(booking.prepaymentAmount) : null;
  if (delta ? !delta.isZero() : true) {
    await moveMoney(
      tx,
      delta
        ? [{ companyId: caller.companyId, account, currencyId: input.currency, delta: toMoneyString(delta), kind: 'bookings', ...ref }]
        : [
            { companyId: caller.companyId, account, currencyId: input.currency, delta: input.prepayment, kind: 'bookings', ...ref },
            { companyId: caller.companyId, account, currencyId: booking.prepaymentCurrencyId, delta: `-${booking.prepaymentAmount}`, kind: 'bookings', ...ref },
          ],
    );
  }
  await tx.update(bookings).set({ prepaymentAmount: input.prepayment, prepaymentCurrencyId: input.currency }).where(and(eq(bookings.id, id), eq(bookings.companyId, caller.companyId)));
  return getBooking(tx, caller, id);
}

async function linesOf(tx: DbOrTx, bookingId: number): Promise<(BasketLine & { id: number })[]> {
  const rows = await tx.select().from(bookingLines).where(eq(bookingLines.bookingId, bookingId)).orderBy(asc(bookingLines.id));
  return rows.map((r) => ({ id: r.id, product: r.productId, size: r.sizeId, place: r.placeId, quantity: r.quantity }));
}

/**
 * POST {id}/cancel/: the goods back to free stock, the prepayment to the customer's balance. POST
 * {id}/reject/ (admin, manager) does the same when the shop refuses the booking (SPEC.md 4 'rejected').
 */
export async function cancelBooking(tx: DbOrTx, caller: Caller, id: number, outcome: 'canceled' | 'rejected' = 'canceled'): Promise<BookingDto> {
  const booking = await pendingBooking(tx, caller, id);
  const lines = await linesOf(tx, id);
  if (lines.length) await moveStock(tx, stockMoves(caller, id, lines, 1, 'booking_cancel'));
  await moveMoney(tx, [
    {
      companyId: caller.companyId,
      account: { type: 'customer', id: booking.customerId },
      currencyId: booking.prepaymentCurrencyId,
      delta: booking.prepaymentAmount,
      kind: 'bookings',
      comment: `booking ${id} ${outcome}`,
      refType: 'booking',
      refId: id,
      employeeId: caller.employeeId,
    },
  ]);
  await tx.update(bookings).set({ status: outcome, closedAt: new Date() }).where(and(eq(bookings.id, id), eq(bookings.companyId, caller.companyId)));
  return getBooking(tx, caller, id);
}

export const rejectBooking = (tx: DbOrTx, caller: Caller, id: number) => cancelBooking(tx, caller, id, 'rejected');

/** POST {id}/success/: the booking becomes a sale through the till's own code; the prepayment is counted as paid. */
export async function bookingSuccess(tx: DbOrTx, caller: Caller, id: number, input: BookingSuccessInput): Promise<BookingDto> {
  const booking = await pendingBooking(tx, caller, id);
  const lines = await linesOf(tx, id);
  if (!lines.length) throw badRequest('empty_basket', 'booking_products');
  await moveStock(tx, stockMoves(caller, id, lines, 1, 'booking_release'));
  const sale = await createSale(
    tx,
    caller,
    {
      place: booking.placeId,
      sell_products: lines.map(({ product, size, quantity, place }) => ({ product, size, quantity, place })),
      payments: input.payments,
      change_currency: input.change_currency,
      method: 'cash',
      customer: { customer: booking.customerId },
      ...(booking.extraServiceCurrencyId && booking.extraServiceAmount ? { extra_service_cost: { currency: booking.extraServiceCurrencyId, amount: booking.extraServiceAmount } } : {}),
    },
    { bookingId: id, prepayment: { amount: booking.prepaymentAmount, currency: booking.prepaymentCurrencyId } },
  );
  await tx.update(bookings).set({ status: 'confirmed', closedAt: new Date(), saleId: sale.id }).where(and(eq(bookings.id, id), eq(bookings.companyId, caller.companyId)));
  return getBooking(tx, caller, id);
}

// ------------------------------------------------------------------------------------ products of a booking

/** POST {id}/products/: one more line (or more of an existing one), reserved now. */
export async function addBookingProduct(tx: DbOrTx, caller: Caller, id: number, input: BookingLineInput): Promise<BookingDto> {
  const booking = await pendingBooking(tx, caller, id);
  const place = await tillPlace(tx, caller, booking.placeId, 'place');
  const customer = await saleCustomer(tx, caller, booking.customerId, 'customer');
  await priceBasket(tx, caller, place, [input], customer.discount, 'booking_products');
  await tx
    .insert(bookingLines)
    .values({ bookingId: id, productId: input.product, sizeId: input.size, placeId: input.place, quantity: input.quantity })
    .onConflictDoUpdate({
      target: [bookingLines.bookingId, bookingLines.productId, bookingLines.sizeId, bookingLines.placeId],
      set: { quantity: sql`${bookingLines.quantity} + ${input.quantity}` },
    });
  await moveStock(tx, stockMoves(caller, id, [input], -1, 'booking'), { field: () => 'quantity' });
  return getBooking(tx, caller, id);
}

async function ownLine(tx: DbOrTx, bookingId: number, lineId: number) {
  const [line] = await tx
    .select()
    .from(bookingLines)
    .where(and(eq(bookingLines.id, lineId), eq(bookingLines.bookingId, bookingId)));
  if (!line) throw notFound();
  return line;
}

/** PATCH {id}/products/{lineId}/: a new quantity; the difference is reserved or released. */
export async function setBookingProductQuantity(tx: DbOrTx, caller: Caller, id: number, lineId: number, quantity: number): Promise<BookingDto> {
  await pendingBooking(tx, caller, id);
  const line = await ownLine(tx, id, lineId);
  const delta = quantity - line.quantity;
  if (delta !== 0) {
    await tx.update(bookingLines).set({ quantity }).where(and(eq(bookingLines.id, lineId), eq(bookingLines.bookingId, id)));
    const basket = { product: line.productId, size: line.sizeId, place: line.placeId, quantity: Math.abs(delta) };
    await moveStock(tx, stockMoves(caller, id, [basket], delta > 0 ? -1 : 1, delta > 0 ? 'booking' : 'booking_cancel'), { field: () => 'quantity' });
  }
  return getBooking(tx, caller, id);
}

/** DELETE {id}/products/{lineId}/: the line's goods back to free stock. */
export async function removeBookingProduct(tx: DbOrTx, caller: Caller, id: number, lineId: number) {
  await pendingBooking(tx, caller, id);
  const line = await ownLine(tx, id, lineId);
  await tx.delete(bookingLines).where(and(eq(bookingLines.id, lineId), eq(bookingLines.bookingId, id)));
  await moveStock(tx, stockMoves(caller, id, [{ product: line.productId, size: line.sizeId, place: line.placeId, quantity: line.quantity }], 1, 'booking_cancel'));
}

// ------------------------------------------------------------------------------------ reading

const bookingColumns = {
  id: bookings.id,
  status: bookings.status,
  placeId: bookings.placeId,
  placeName: places.name,
  placeTypeId: places.typeId,
  customerId: bookings.customerId,
  customerName: customers.name,
  customerDiscount: customers.percentageDiscount,
  employeeId: bookings.employeeId,
  employeeName: nameOf(employees, bookings.employeeId),
  prepaymentAmount: bookings.prepaymentAmount,
  prepaymentCurrencyId: bookings.prepaymentCurrencyId,
  extraServiceAmount: bookings.extraServiceAmount,
  extraServiceCurrencyId: bookings.extraServiceCurrencyId,
  saleId: bookings.saleId,
  createdAt: bookings.createdAt,
  closedAt: bookings.closedAt,
};

// joined to the place and the customer: their type and discount price the lines
function bookingQuery(db: DbOrTx) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(places, and(eq(places.id, bookings.placeId), eq(places.companyId, bookings.companyId)))
    .innerJoin(customers, and(eq(customers.id, bookings.customerId), eq(customers.companyId, bookings.companyId)));
}
type BookingRow = RowOf<typeof bookingQuery>;

async function bookingDtos(db: DbOrTx, caller: Caller, rows: BookingRow[]): Promise<BookingDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const lineRows = await selectLines(db, caller.companyId, bookingLines, {
    id: bookingLines.id,
    bookingId: bookingLines.bookingId,
    placeId: bookingLines.placeId,
    placeName: nameOf(places, bookingLines.placeId, caller.companyId),
    quantity: bookingLines.quantity,
  })
    .where(inArray(bookingLines.bookingId, ids))
    .orderBy(asc(bookingLines.id));
  const productIds = [...new Set(lineRows.map((l) => l.productId))];
  const typeIds = [...new Set(rows.map((r) => r.placeTypeId))];
  const [priceRows, base, names] = await Promise.all([
    productIds.length
      ? db.select().from(productPrices).where(and(eq(productPrices.companyId, caller.companyId), inArray(productPrices.productId, productIds), inArray(productPrices.placeTypeId, typeIds)))
      : Promise.resolve([]),
    db
      .select({ id: currencies.id, name: currencies.name })
      .from(companyCurrencies)
      .innerJoin(currencies, eq(currencies.id, companyCurrencies.currencyId))
      .where(and(eq(companyCurrencies.companyId, caller.companyId), eq(companyCurrencies.isBase, true))),
    db
      .select({ id: currencies.id, name: currencies.name })
      .from(currencies)
      .where(inArray(currencies.id, [...new Set(rows.flatMap((r) => (r.extraServiceCurrencyId ? [r.prepaymentCurrencyId, r.extraServiceCurrencyId] : [r.prepaymentCurrencyId])))])),
  ]);
  const currencyName = new Map(names.map((c) => [c.id, c.name]));
  return rows.map((r) => {
    let total = money(0);
    const lines = lineRows
      .filter((l) => l.bookingId === r.id)
      .map((l) => {
        const rule = priceRows.find((p) => p.productId === l.productId && p.placeTypeId === r.placeTypeId);
        const priced = rule ? linePrice({ price: rule.price, discount: rule.discount, discount_in_percent: rule.discountInPercent, quantity: l.quantity }, r.customerDiscount) : null;
        if (priced) total = total.plus(priced.total);
        return {
          id: l.id,
          ...productAndSize(l),
          place: { id: l.placeId, name: l.placeName },
          quantity: l.quantity,
          unit_price: priced?.unit ?? null,
          total: priced?.total ?? null,
        };
      });
    return {
      id: r.id,
      status: r.status as BookingStatus,
      place: { id: r.placeId, name: r.placeName },
      customer: { id: r.customerId, name: r.customerName },
      created_by: { id: r.employeeId, name: r.employeeName },
      prepayment: { amount: r.prepaymentAmount, currency: { id: r.prepaymentCurrencyId, name: currencyName.get(r.prepaymentCurrencyId) ?? '' } },
      extra_service_cost:
        r.extraServiceCurrencyId && r.extraServiceAmount ? { amount: r.extraServiceAmount, currency: { id: r.extraServiceCurrencyId, name: currencyName.get(r.extraServiceCurrencyId) ?? '' } } : null,
      total_sum: toMoneyString(total),
      currency: base[0] ?? { id: r.prepaymentCurrencyId, name: currencyName.get(r.prepaymentCurrencyId) ?? '' },
      quantity: lines.reduce((n, l) => n + l.quantity, 0),
      created_at: iso(r.createdAt)!,
      closed_at: iso(r.closedAt),
      sale: r.saleId,
      booking_products: lines,
    };
  });
}

export async function getBooking(db: DbOrTx, caller: Caller, id: number): Promise<BookingDto> {
  const [row] = await bookingQuery(db).where(and(eq(bookings.id, id), ...visibleBookings(caller)));
  if (!row) throw notFound();
  const [dto] = await bookingDtos(db, caller, [row]);
  return dto;
}

/** GET bookings/: newest first, by status and customer. */
export async function listBookings(db: DbOrTx, caller: Caller, q: { offset: number; limit: number; status?: BookingStatus; customer?: number; search?: string }) {
  const where = visibleBookings(caller);
  if (q.status) where.push(eq(bookings.status, q.status));
  if (q.customer) where.push(eq(bookings.customerId, q.customer));
  const list = await orderedPage(db, bookings, bookingQuery(db).$dynamic(), where, [desc(bookings.id)], q);
  const dtos = await bookingDtos(db, caller, list.results);
  return { count: list.count, results: dtos.map(({ booking_products: _lines, ...rest }) => rest) };
}

/** Units reserved by pending bookings, per product, size and place (the product page shows them apart from free stock). */
export async function reservedUnits(db: DbOrTx, companyId: number, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select({ productId: bookingLines.productId, sizeId: bookingLines.sizeId, placeId: bookingLines.placeId, quantity: sql<number>`sum(${bookingLines.quantity})::int` })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .where(and(eq(bookings.companyId, companyId), eq(bookings.status, 'pending'), inArray(bookingLines.productId, productIds)))
    .groupBy(bookingLines.productId, bookingLines.sizeId, bookingLines.placeId);
}
