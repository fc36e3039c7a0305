/**
 * Cash desks (SPEC.md 2, 3, 4, 7): a place's takings for one UTC day. Closing reads what the
 * drawer should hold per currency from the money ledger (the till's kinds, TILL_KINDS) and keeps it
 * beside what was counted; confirming moves the counted cash from the place to the company through the
 * ledger ('confirmed_cash_desks') once, under the desk's row lock. After that the sales it counted
 * cannot be cancelled ('Can not reject, sale already confirmed', server/modules/sale). Takings after a
 * confirmed closing are counted by a later closing of the same day (deskDay).
 */
import { and, asc, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { daySpan } from '../../../src/domain/period';
import { closingCancellable, TILL_KINDS, type CashDeskInfoQuery, type CashDeskSaleDto, type CashDeskCloseInput, type CashDeskDayDto, type CashDeskDto, type CashDeskStatus } from '../../../src/domain/cashdesk/contract';
import { money, toMoneyString } from '../../../src/domain/money';
import type { Caller } from '../../auth/access';
import { assertPlaceAllowed, callerCan, ownRowById } from '../../auth/scope';
import { queryRows, type DbOrTx } from '../../db/connect';
import { isUniqueViolation } from '../../db/pgErrors';
import { cashDeskCurrencies, cashDesks, currencies, employees, placeCurrencies, places, sales } from '../../db/schema';
import { iso } from '../../http/dates';
import { AppError, conflict, notFound } from '../../errors';
import { moveMoney } from '../../ledger';
import { rejectSale, saleListItems, tillPlace } from '../sale/service';
import type { SaleStatus } from '../../../src/domain/sale/contract';
import { xlsxSheet } from '../../http/xlsx';

/**
 * The sales `s` a closing `d` counts: made at its place on its day (UTC), after the day's previous
 * confirmed closing and up to its own closing. (The same bound the sale cancel applies: a sale made after
 * a closing is in no desk's figures yet.)
 */
const DESK_SALES = sql.raw(`s.company_id = d.company_id and s.place_id = d.place_id
  and s.created_at >= (d.date::date)::timestamp at time zone 'UTC' and s.created_at < (d.date::date + 1)::timestamp at time zone 'UTC'
  and s.created_at <= d.closed_at
  and s.created_at > coalesce((select max(p.closed_at) from cash_desks p
    where p.company_id = d.company_id and p.place_id = d.place_id and p.date = d.date and p.status = 'confirmed' and p.id <> d.id and p.closed_at < d.closed_at), '-infinity'::timestamptz)`);

/** The currencies a place takes, by name. */
async function placeCurrencyRefs(db: DbOrTx, companyId: number, placeId: number) {
  return db
    .select({ id: currencies.id, name: currencies.name })
    .from(placeCurrencies)
    .innerJoin(currencies, eq(currencies.id, placeCurrencies.currencyId))
    .where(and(eq(placeCurrencies.placeId, placeId), eq(placeCurrencies.companyId, companyId)))
    .orderBy(asc(currencies.id));
}

/** What the place's drawer took in on that day, per currency (the ledger's till kinds). */
export async function expectedCash(db: DbOrTx, companyId: number, placeId: number, date: string) {
  const { start, end } = daySpan(date);
  const rows = await queryRows<{ currency_id: number; amount: string }>(
    db,
    sql`select currency_id, coalesce(sum(delta), 0)::text as amount from money_movements
        where company_id = ${companyId} and account_type = 'place' and account_id = ${placeId}
          and kind in (${sql.join(TILL_KINDS.map((k) => sql`${k}`), sql`, `)})
          and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
        group by currency_id`,
  );
  return new Map(rows.map((r) => [Number(r.currency_id), toMoneyString(r.amount)]));
}

function visible(caller: Caller): SQL[] {
  const where: SQL[] = [eq(cashDesks.companyId, caller.companyId)];
  if (!callerCan(caller, 'cashdesk.confirm')) where.push(caller.placeIds.length ? inArray(cashDesks.placeId, caller.placeIds) : sql`false`);
  return where;
}

type DeskRow = typeof cashDesks.$inferSelect;

async function toDtos(db: DbOrTx, rows: DeskRow[]): Promise<CashDeskDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [lines, placeRows, people] = await Promise.all([
    db
      .select({ deskId: cashDeskCurrencies.cashDeskId, currencyId: currencies.id, name: currencies.name, expected: cashDeskCurrencies.expected, counted: cashDeskCurrencies.counted })
      .from(cashDeskCurrencies)
      .innerJoin(currencies, eq(currencies.id, cashDeskCurrencies.currencyId))
      .where(inArray(cashDeskCurrencies.cashDeskId, ids))
      .orderBy(asc(currencies.id)),
    db.select({ id: places.id, name: places.name }).from(places).where(and(inArray(places.id, [...new Set(rows.map((r) => r.placeId))]), eq(places.companyId, rows[0].companyId))),
    db
      .select({ id: employees.id, name: employees.name })
      .from(employees)
      .where(inArray(employees.id, [...new Set(rows.flatMap((r) => [r.closedBy, r.confirmedBy ?? r.closedBy]))])),
  ]);
  const placeName = new Map(placeRows.map((p) => [p.id, p.name]));
  const person = new Map(people.map((p) => [p.id, p.name]));
  return rows.map((r) => ({
    id: r.id,
    place: { id: r.placeId, name: placeName.get(r.placeId) ?? '' },
    date: r.date,
    status: r.status as CashDeskStatus,
    comment: r.comment,
    closed_by: { id: r.closedBy, name: person.get(r.closedBy) ?? '' },
    closed_at: iso(r.closedAt)!,
    confirmed_by: r.confirmedBy ? { id: r.confirmedBy, name: person.get(r.confirmedBy) ?? '' } : null,
    confirmed_at: iso(r.confirmedAt),
    currencies: lines
      .filter((l) => l.deskId === r.id)
      .map((l) => ({
        currency: { id: l.currencyId, name: l.name },
        expected: toMoneyString(l.expected),
        counted: toMoneyString(l.counted),
        difference: toMoneyString(money(l.counted).minus(l.expected)),
      })),
  }));
}

/** The day's closings at the place that are not rejected, oldest first: confirmed ones and at most one waiting. */
async function dayDesks(db: DbOrTx, caller: Caller, placeId: number, date: string) {
  return db
    .select()
    .from(cashDesks)
    .where(and(eq(cashDesks.companyId, caller.companyId), eq(cashDesks.placeId, placeId), eq(cashDesks.date, date), ne(cashDesks.status, 'rejected')))
    .orderBy(asc(cashDesks.id));
}

/**
 * The day as a closing sees it: the closing waiting for its decision (if any), the confirmed ones, and
 * what the drawer should hold now per currency: the day's takings less what the confirmed closings
 * already counted as expected. So takings made after a confirmed closing (or between its closing and
 * its confirmation) are a later closing's, and no journal row is counted twice or left out, whatever
 * the timestamps of transactions that committed around a closing.
 */
async function deskDay(db: DbOrTx, caller: Caller, placeId: number, date: string) {
  const [desks, taken] = await Promise.all([dayDesks(db, caller, placeId, date), expectedCash(db, caller.companyId, placeId, date)]);
  const pending = desks.find((d) => d.status === 'closed') ?? null;
  const confirmed = desks.filter((d) => d.status === 'confirmed');
  const remaining = new Map(taken);
  if (confirmed.length) {
    const lines = await db
      .select({ currencyId: cashDeskCurrencies.currencyId, expected: cashDeskCurrencies.expected })
      .from(cashDeskCurrencies)
      .where(inArray(cashDeskCurrencies.cashDeskId, confirmed.map((d) => d.id)));
    for (const l of lines) remaining.set(l.currencyId, toMoneyString(money(remaining.get(l.currencyId) ?? '0').minus(l.expected)));
  }
  const nothingSince = [...remaining.values()].every((v) => money(v).isZero());
  return { pending, confirmed, remaining, nothingSince };
}

/** GET expected/?place=&date=: the close screen: expected per currency and the desk if closed (the day's sales: GET sells/?place=&date_after=&date_before=). */
export async function cashDeskDay(db: DbOrTx, caller: Caller, placeId: number, date: string): Promise<CashDeskDayDto> {
  const place = await tillPlace(db, caller, placeId, 'place');
  const [refs, day] = await Promise.all([placeCurrencyRefs(db, caller.companyId, placeId), deskDay(db, caller, placeId, date)]);
  // the desk shown: the closing waiting for a decision, else the last confirmed one while nothing came in since
  const shown = day.pending ?? (day.confirmed.length && day.nothingSince ? day.confirmed[day.confirmed.length - 1] : null);
  return {
    place: { id: place.id, name: place.name },
    date,
    currencies: refs.map((c) => ({ currency: c, expected: day.remaining.get(c.id) ?? '0.00' })),
    desk: shown ? (await toDtos(db, [shown]))[0] : null,
    confirmed_closings: day.confirmed.length,
  };
}

/**
 * POST close/: the day's desk with what was counted per currency (a currency not counted is 0). After
 * a confirmed closing, a later one counts the takings since (refused while nothing came in).
 */
export async function closeCashDesk(tx: DbOrTx, caller: Caller, input: CashDeskCloseInput): Promise<CashDeskDto> {
  await tillPlace(tx, caller, input.place, 'place');
  const refs = await placeCurrencyRefs(tx, caller.companyId, input.place);
  const taken = new Set(refs.map((c) => c.id));
  input.counted.forEach((c, i) => {
    if (!taken.has(c.currency)) throw new AppError(400, 'currency_not_in_place', `counted.${i}.currency`);
  });
  if (new Set(input.counted.map((c) => c.currency)).size !== input.counted.length) throw new AppError(400, 'duplicate_currency', 'counted');
  const day = await deskDay(tx, caller, input.place, input.date);
  if (day.pending || (day.confirmed.length && day.nothingSince)) throw conflict('cash_desk_already_closed');
  let id: number;
  try {
    const [row] = await tx
      .insert(cashDesks)
      .values({ companyId: caller.companyId, placeId: input.place, date: input.date, comment: input.comment ?? '', closedBy: caller.employeeId })
      .returning({ id: cashDesks.id });
    id = row.id;
  } catch (err) {
    if (isUniqueViolation(err, 'cash_desks_place_date_pending')) throw conflict('cash_desk_already_closed');
    throw err;
  }
  const counted = new Map(input.counted.map((c) => [c.currency, c.amount]));
  await tx
    .insert(cashDeskCurrencies)
    .values(refs.map((c) => ({ cashDeskId: id, currencyId: c.id, expected: day.remaining.get(c.id) ?? '0', counted: counted.get(c.id) ?? '0' })));
  return getCashDesk(tx, caller, id);
}

/** POST cancel_closed_cash_desk/ {place, date}: the closing is undone (the day is open again) while not confirmed. */
export async function cancelClosedCashDesk(tx: DbOrTx, caller: Caller, placeId: number, date: string) {
  assertPlaceAllowed(caller, placeId);
  if (!closingCancellable(date)) throw new AppError(400, 'cash_desk_reopen_today_only', 'date');
  const desks = await dayDesks(tx, caller, placeId, date);
  // the closing waiting for its decision; a day whose closings are all confirmed cannot be reopened
  const desk = desks.find((d) => d.status === 'closed') ?? desks.at(-1);
  if (!desk) throw notFound();
  const [locked] = await tx.select().from(cashDesks).where(and(eq(cashDesks.id, desk.id), eq(cashDesks.companyId, caller.companyId))).for('update');
  if (locked.status === 'confirmed') throw conflict('cash_desk_already_confirmed');
  if (locked.status !== 'closed') throw notFound();
  await uncheckSales(tx, caller.companyId, desk.id);
  await tx.delete(cashDesks).where(and(eq(cashDesks.id, desk.id), eq(cashDesks.companyId, caller.companyId)));
}

export async function getCashDesk(db: DbOrTx, caller: Caller, id: number): Promise<CashDeskDto> {
  const [row] = await db.select().from(cashDesks).where(and(eq(cashDesks.id, id), ...visible(caller)));
  if (!row) throw notFound();
  return (await toDtos(db, [row]))[0];
}

export async function listCashDesks(
  db: DbOrTx,
  caller: Caller,
  q: { offset: number; limit: number; place?: number; places?: number[]; date_after?: string; date_before?: string; status?: CashDeskStatus },
) {
  const where = visible(caller);
  if (q.place) where.push(eq(cashDesks.placeId, q.place));
  if (q.places?.length) where.push(inArray(cashDesks.placeId, q.places));
  if (q.date_after) where.push(gte(cashDesks.date, q.date_after));
  if (q.date_before) where.push(sql`${cashDesks.date} <= ${q.date_before}`);
  if (q.status) where.push(eq(cashDesks.status, q.status));
  const [rows, [total]] = await Promise.all([
    db.select().from(cashDesks).where(and(...where)).orderBy(desc(cashDesks.date), desc(cashDesks.id)).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(cashDesks).where(and(...where)),
  ]);
  return { count: Number(total.n), results: await toDtos(db, rows) };
}

/** The company's desk, locked for the transaction, that is closed (neither confirmed nor rejected yet). */
async function lockClosedDesk(tx: DbOrTx, caller: Caller, id: number) {
  const desk = await ownRowById(tx, caller, cashDesks, id, true);
  if (desk.status === 'confirmed') throw conflict('cash_desk_already_confirmed');
  if (desk.status !== 'closed') throw conflict('cash_desk_rejected');
  return desk;
}

/** Confirm (approve) one closed desk: the counted cash moves from the place to the company, once. */
async function confirmLocked(tx: DbOrTx, caller: Caller, id: number) {
  const desk = await lockClosedDesk(tx, caller, id);
  const lines = await tx.select().from(cashDeskCurrencies).where(eq(cashDeskCurrencies.cashDeskId, id));
  const ref = { refType: 'cash_desk', refId: id, employeeId: caller.employeeId, kind: 'confirmed_cash_desks' as const, companyId: caller.companyId };
  const moves = lines
    .filter((l) => money(l.counted).gt(0))
    .flatMap((l) => [
      { ...ref, account: { type: 'place' as const, id: desk.placeId }, currencyId: l.currencyId, delta: `-${toMoneyString(l.counted)}`, shortfallField: 'counted' },
      { ...ref, account: { type: 'company' as const, id: caller.companyId }, currencyId: l.currencyId, delta: toMoneyString(l.counted) },
    ]);
  if (moves.length) await moveMoney(tx, moves);
  await tx.update(cashDesks).set({ status: 'confirmed', confirmedBy: caller.employeeId, confirmedAt: new Date() }).where(and(eq(cashDesks.id, id), eq(cashDesks.companyId, caller.companyId)));
  // SPEC.md 4 'Sale status': the sales this closing counted are final now: success (a sale cancel locks
  // this desk FOR SHARE before the sale, so it waits for this or finds the sale confirmed)
  await tx.execute(sql`update sales s set status = 'success' from cash_desks d where d.company_id = ${caller.companyId} and d.id = ${id} and s.status = 'active' and ${DESK_SALES}`);
}

/** A closing that is undone (cancelled or rejected) counts nothing: its sales checked 'success' are active again. */
async function uncheckSales(tx: DbOrTx, companyId: number, deskId: number) {
  await tx.execute(sql`update sales s set status = 'active' from cash_desks d where d.company_id = ${companyId} and d.id = ${deskId} and s.status = 'success' and ${DESK_SALES}`);
}

export async function confirmCashDesk(tx: DbOrTx, caller: Caller, id: number): Promise<CashDeskDto> {
  await confirmLocked(tx, caller, id);
  return getCashDesk(tx, caller, id);
}

/** POST cash_desk_info/ {ids, action}: approve (confirm) or reject several closed desks, in id order, all or none. */
export async function decideCashDesks(tx: DbOrTx, caller: Caller, ids: number[], action: 'approve' | 'reject'): Promise<CashDeskDto[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  for (const id of sorted) {
    if (action === 'approve') await confirmLocked(tx, caller, id);
    else {
      await lockClosedDesk(tx, caller, id);
      await uncheckSales(tx, caller.companyId, id);
      await tx.update(cashDesks).set({ status: 'rejected', confirmedBy: caller.employeeId, confirmedAt: new Date() }).where(and(eq(cashDesks.id, id), eq(cashDesks.companyId, caller.companyId)));
    }
  }
  const rows = await tx.select().from(cashDesks).where(and(inArray(cashDesks.id, sorted), eq(cashDesks.companyId, caller.companyId))).orderBy(asc(cashDesks.id));
  return toDtos(tx, rows);
}

// ------------------------------------------------------------------------------------ a desk's sales

/** GET cash_desk_info/?cash_desks=: the sales the closings count, desk by desk, each with its desk's id. */
export async function listDeskSales(db: DbOrTx, caller: Caller, q: CashDeskInfoQuery): Promise<{ count: number; results: CashDeskSaleDto[] }> {
  const places = callerCan(caller, 'cashdesk.confirm') ? sql`true` : caller.placeIds.length ? sql`d.place_id in (${sql.join(caller.placeIds.map((p) => sql`${p}`), sql`, `)})` : sql`false`;
  const statuses = q.status ? sql`s.status in (${sql.join(q.status.map((st) => sql`${st}`), sql`, `)})` : sql`true`;
  const where = sql`d.company_id = ${caller.companyId} and d.id in (${sql.join(q.cash_desks.map((id) => sql`${id}`), sql`, `)}) and ${places} and ${statuses} and ${DESK_SALES}`;
  const [rows, [total]] = await Promise.all([
    queryRows<{ sale_id: number; desk_id: number }>(db, sql`select s.id as sale_id, d.id as desk_id from cash_desks d join sales s on ${where} order by d.id, s.id limit ${q.limit} offset ${q.offset}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from cash_desks d join sales s on ${where}`),
  ]);
  const deskOf = new Map(rows.map((r) => [Number(r.sale_id), Number(r.desk_id)]));
  const items = await saleListItems(db, caller, [...deskOf.keys()]);
  return { count: Number(total.n), results: items.map((s) => ({ ...s, cash_desk: deskOf.get(s.id)! })) };
}

/** The sale with the closing that counts it (not a rejected one), the desk locked FOR SHARE, then the sale FOR UPDATE. */
async function deskSale(tx: DbOrTx, caller: Caller, saleId: number) {
  const seen = await ownRowById(tx, caller, sales, saleId);
  assertPlaceAllowed(caller, seen.placeId);
  const [desk] = await queryRows<{ id: number; status: CashDeskStatus }>(
    tx,
    sql`select d.id, d.status from cash_desks d join sales s on s.company_id = ${caller.companyId} and s.id = ${seen.id} and ${DESK_SALES} where d.status <> 'rejected' order by d.closed_at limit 1 for share of d`,
  );
  const sale = await ownRowById(tx, caller, sales, saleId, true);
  return { desk, sale };
}

/**
 * PATCH cash_desk_info/{sale id}/ {status}: 'canceled' is the sale cancel (its own refusals); 'success'
 * marks a sale of a closing checked, 'active' takes that back while the closing waits for its decision.
 */
export async function setDeskSaleStatus(tx: DbOrTx, caller: Caller, saleId: number, status: SaleStatus): Promise<CashDeskSaleDto> {
  if (status === 'canceled') await rejectSale(tx, caller, saleId);
  const { desk, sale } = await deskSale(tx, caller, saleId);
  if (!desk) throw conflict('sale_not_in_cash_desk');
  if (status !== 'canceled' && sale.status !== status) {
    if (sale.status === 'canceled') throw conflict('sale_already_rejected');
    if (desk.status === 'confirmed') throw conflict('sale_already_confirmed');
    await tx.update(sales).set({ status }).where(and(eq(sales.id, saleId), eq(sales.companyId, caller.companyId)));
  }
  const [item] = await saleListItems(tx, caller, [saleId]);
  return { ...item, cash_desk: Number(desk.id) };
}

const EXCEL_TEXT = {
  en: {
    sheet: 'Cash desk',
    figures: ['Currency', 'Expected', 'Counted', 'Difference'],
    place: 'Place',
    date: 'Date',
    status: 'Status',
    comment: 'Comment',
    closed_by: 'Closed by',
    confirmed_by: 'Confirmed by',
    sales: ['Sale', 'Time', 'Seller', 'Sum', 'Currency', 'Status'],
    desk: { closed: 'closed', confirmed: 'confirmed', rejected: 'rejected' },
    sale: { active: 'active', success: 'success', canceled: 'cancelled' },
  },
  ru: {
    sheet: 'Касса',
    figures: ['Валюта', 'Ожидалось', 'Посчитано', 'Разница'],
    place: 'Точка',
    date: 'Дата',
    status: 'Статус',
    comment: 'Комментарий',
    closed_by: 'Закрыл',
    confirmed_by: 'Подтвердил',
    sales: ['Продажа', 'Время', 'Продавец', 'Сумма', 'Валюта', 'Статус'],
    desk: { closed: 'закрыта', confirmed: 'подтверждена', rejected: 'отклонена' },
    sale: { active: 'активна', success: 'проведена', canceled: 'отменена' },
  },
} as const;

/** GET cash_desks/{id}/excel/: the desk's figures per currency, who closed and confirmed it, and its sales, as one sheet. */
export async function cashDeskExcel(db: DbOrTx, caller: Caller, id: number, lang: 'en' | 'ru' = 'en'): Promise<{ file: Buffer; name: string }> {
  const desk = await getCashDesk(db, caller, id);
  const text = EXCEL_TEXT[lang];
  const { sheet, file } = await xlsxSheet(text.sheet, text.figures, [
    ['a', 24],
    ['b', 16],
    ['c', 16],
    ['d', 16],
    ['e', 12],
    ['f', 14],
  ]);
  // amounts are the answer's exact decimal strings, written as numbers with two places
  for (const c of desk.currencies) sheet.addRow([c.currency.name, Number(c.expected), Number(c.counted), Number(c.difference)]);
  [2, 3, 4].forEach((i) => (sheet.getColumn(i).numFmt = '0.00'));
  sheet.addRow([]);
  sheet.addRow([text.place, desk.place.name]);
  sheet.addRow([text.date, desk.date]);
  sheet.addRow([text.status, text.desk[desk.status]]);
  sheet.addRow([text.closed_by, desk.closed_by.name, desk.closed_at]);
  if (desk.confirmed_by) sheet.addRow([text.confirmed_by, desk.confirmed_by.name, desk.confirmed_at ?? '']);
  if (desk.comment) sheet.addRow([text.comment, desk.comment]);
  sheet.addRow([]);
  sheet.addRow([...text.sales]).font = { bold: true };
  const { results } = await listDeskSales(db, caller, { cash_desks: [id], status: undefined, offset: 0, limit: 10_000 });
  for (const s of results) sheet.addRow([s.id, s.created_at ?? '', s.seller.name, Number(s.total_sum), s.currency.name, text.sale[s.status]]);
  return { file: await file(), name: `cash-desk-${desk.id}-${desk.date}.xlsx` };
}
