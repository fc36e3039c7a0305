/** Sales as the API shows them: one, a list, the lists' items, the check. */
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { pricingRate } from '../../../src/domain/currency';
import { money, toMoneyString } from '../../../src/domain/money';
import { daySpan, todayUtc } from '../../../src/domain/period';
import type { SALE_STATUSES, SaleCheckDto, SaleDto } from '../../../src/domain/sale/contract';
import { paidInBase, totalIn } from '../../../src/domain/sale/pricing';
import { saleReceiptOf } from '../../../src/domain/sale/receipt';
import type { Caller } from '../../auth/access';
import { callerCan } from '../../auth/scope';
import { queryRows, type DbOrTx } from '../../db/connect';
import { currencies, customers, debts, employees, places, saleLines, salePayments, sales } from '../../db/schema';
import { iso } from '../../http/dates';
import { nameOf } from '../../db/refs';
import type { RowOf } from '../../db/rows';
import { badRequest, notFound } from '../../errors';
import { orderedPage } from '../../http/list';
import { productAndSize, selectLines } from '../stock/lines';

/** A sale's base-currency total in the currency it was priced in at the till (SPEC.md 3 'Sale' total_cost_with_extra_service). */
export function saleTotalIn(total: string, currency: number, rate: string, cur: (id: number) => { id: number; name: string }) {
  return { amount: totalIn(total, rate), currency: cur(currency), rate: money(rate).toString() };
}
const saleColumns = {
  id: sales.id,
  companyId: sales.companyId,
  createdAt: sales.createdAt,
  status: sales.status,
  method: sales.method,
  placeId: sales.placeId,
  placeName: nameOf(places, sales.placeId),
  sellerId: sales.employeeId,
  sellerName: nameOf(employees, sales.employeeId),
  totalSum: sales.totalSum,
  currencyId: sales.currencyId,
  tillCurrencyId: sales.tillCurrencyId,
  tillRate: sales.tillRate,
  extraAmount: sales.extraServiceAmount,
  extraCurrencyId: sales.extraServiceCurrencyId,
  changeAmount: sales.changeAmount,
  changeCurrencyId: sales.changeCurrencyId,
  customerId: sales.customerId,
  customerName: nameOf(customers, sales.customerId),
  customerDiscount: sales.customerDiscount,
  balanceAmount: sales.balanceAmount,
  balanceCurrencyId: sales.balanceCurrencyId,
  changeToBalance: sales.changeToBalance,
  bookingId: sales.bookingId,
};
type SaleRow = RowOf<typeof saleQuery>;

/** Sales the caller may see: the company's for an admin, else those of the caller's places. */
export function visibleSales(caller: Caller): SQL[] {
  const where: SQL[] = [eq(sales.companyId, caller.companyId)];
  if (!callerCan(caller, 'sale.reject')) where.push(caller.placeIds.length ? inArray(sales.placeId, caller.placeIds) : sql`false`);
  return where;
}

async function currencyNames(db: DbOrTx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, string>();
  const rows = await db.select({ id: currencies.id, name: currencies.name }).from(currencies).where(inArray(currencies.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function saleDtos(db: DbOrTx, rows: SaleRow[], withLines: boolean): Promise<SaleDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const companyId = rows[0].companyId;
  const [paymentRows, debtRows, lineRows] = await Promise.all([
    db.select().from(salePayments).where(inArray(salePayments.saleId, ids)).orderBy(asc(salePayments.id)),
    db.select().from(debts).where(and(eq(debts.companyId, companyId), inArray(debts.saleId, ids))),
    selectLines(db, companyId, saleLines, {
      id: saleLines.id,
      saleId: saleLines.saleId,
      placeId: saleLines.placeId,
      placeName: nameOf(places, saleLines.placeId, companyId),
      quantity: saleLines.quantity,
      price: saleLines.price,
      discount: saleLines.discount,
      discountInPercent: saleLines.discountInPercent,
      unitPrice: saleLines.unitPrice,
      total: saleLines.total,
    })
      .where(inArray(saleLines.saleId, ids))
      .orderBy(asc(saleLines.id)),
  ]);
  const names = await currencyNames(db, [
    ...rows.flatMap((r) => [r.currencyId, r.tillCurrencyId ?? r.currencyId, r.changeCurrencyId, ...(r.extraCurrencyId ? [r.extraCurrencyId] : []), ...(r.balanceCurrencyId ? [r.balanceCurrencyId] : [])]),
    ...paymentRows.map((p) => p.currencyId),
  ]);
  const cur = (id: number) => ({ id, name: names.get(id) ?? '' });
  return rows.map((r) => {
    const lines = lineRows.filter((l) => l.saleId === r.id);
    return {
      id: r.id,
      customer: r.customerId ? { id: r.customerId, name: r.customerName ?? '' } : null,
      customer_discount: money(r.customerDiscount).toFixed(2),
      from_balance: r.balanceCurrencyId && money(r.balanceAmount).gt(0) ? { amount: r.balanceAmount, currency: cur(r.balanceCurrencyId) } : null,
      change_to_balance: r.changeToBalance,
      debt: (() => {
        const d = debtRows.find((x) => x.saleId === r.id);
        return d ? { id: d.id, amount: d.amount, covered: d.covered, status: d.status as 'open' | 'canceled' } : null;
      })(),
      booking: r.bookingId,
      created_at: iso(r.createdAt),
      status: r.status as (typeof SALE_STATUSES)[number],
      method: r.method,
      place: { id: r.placeId, name: r.placeName },
      seller: { id: r.sellerId, name: r.sellerName },
      total_sum: r.totalSum,
      currency: cur(r.currencyId),
      // a sale made before the till's currency was kept reads in the base currency
      total_cost_with_extra_service: saleTotalIn(r.totalSum, r.tillCurrencyId ?? r.currencyId, r.tillRate ?? '1', cur),
      extra_service_cost: r.extraCurrencyId && money(r.extraAmount).gt(0) ? { currency: cur(r.extraCurrencyId), amount: r.extraAmount } : null,
      payments: paymentRows.filter((p) => p.saleId === r.id).map((p) => ({ currency: cur(p.currencyId), amount: p.amount, rate: money(p.rate).toString() })),
      change: { amount: r.changeAmount, currency: cur(r.changeCurrencyId) },
      quantity: lines.reduce((n, l) => n + l.quantity, 0),
      sell_products: withLines
        ? lines.map((l) => ({
            id: l.id,
            ...productAndSize(l),
            place: { id: l.placeId, name: l.placeName },
            quantity: l.quantity,
            price: l.price,
            discount: l.discount,
            discount_in_percent: l.discountInPercent,
            unit_price: l.unitPrice,
            total: l.total,
          }))
        : [],
    };
  });
}

function saleQuery(db: DbOrTx) {
  return db.select(saleColumns).from(sales);
}

/** Sales as the lists show them (no lines), in the order of `ids`, those the caller may see. */
export async function saleListItems(db: DbOrTx, caller: Caller, ids: number[]) {
  if (!ids.length) return [];
  const rows = await saleQuery(db).where(and(inArray(sales.id, ids), ...visibleSales(caller)));
  const dtos = await saleDtos(db, rows, false);
  const byId = new Map(dtos.map(({ sell_products: _lines, ...rest }) => [rest.id, rest]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getSale(db: DbOrTx, caller: Caller, id: number): Promise<SaleDto> {
  const [row] = await saleQuery(db).where(and(eq(sales.id, id), ...visibleSales(caller)));
  if (!row) throw notFound();
  const [dto] = await saleDtos(db, [row], true);
  return dto;
}

/** A sale of the company by id, whatever the caller's places (a replayed key's sale: it is theirs to see again). */
export async function saleOfCompany(db: DbOrTx, companyId: number, id: number): Promise<SaleDto> {
  const [row] = await saleQuery(db).where(and(eq(sales.id, id), eq(sales.companyId, companyId)));
  if (!row) throw notFound();
  const [dto] = await saleDtos(db, [row], true);
  return dto;
}

/**
 * GET sells/{id}/check/ (SPEC.md 3 'Check'): the sale as its receipt and the sale info show it, seen
 * like GET sells/{id} (the company's; a non-admin only the sales of their places). The booking's
 * prepayment is the sale's last payment (saleReceiptOf, shared with the till's printed check). The rates: each
 * currency of the sale's place at the rate a payment was taken at, else its pricing rate now.
 */
export async function saleCheck(db: DbOrTx, caller: Caller, id: number): Promise<SaleCheckDto> {
  const sale = await getSale(db, caller, id);
  const [rateRow] = await queryRows<{
    own: { currency: number; rate: string }[] | null;
    company: { currency: number; rate: string }[] | null;
    offered: { currency: number; name: string }[] | null;
  }>(
    db,
    sql`select
          (select json_agg(json_build_object('currency', r.currency_id, 'rate', r.rate::text)) from place_type_rates r where r.place_type_id = p.type_id and r.company_id = p.company_id) as own,
          (select json_agg(json_build_object('currency', cc.currency_id, 'rate', cc.rate::text)) from company_currencies cc where cc.company_id = p.company_id) as company,
          (select json_agg(json_build_object('currency', pc.currency_id, 'name', c.name) order by pc.id) from place_currencies pc join currencies c on c.id = pc.currency_id where pc.place_id = p.id and pc.company_id = p.company_id) as offered
        from places p where p.id = ${sale.place.id} and p.company_id = ${caller.companyId}`,
  );
  const priced = sale.total_cost_with_extra_service;
  const paidRates = new Map([[priced.currency.id, priced.rate], ...sale.payments.map((p): [number, string] => [p.currency.id, p.rate])]);
  const rates: SaleCheckDto['currency_rates'] = [];
  for (const { currency, name } of rateRow?.offered ?? []) {
    const rate = paidRates.get(currency) ?? pricingRate(currency, rateRow?.own ?? [], rateRow?.company ?? []);
    if (rate != null && money(rate).gt(0)) rates.push({ currency: { id: currency, name }, rate: money(rate).toString() });
  }
  // the sale's own currency always converts (rate 1 when the place no longer lists it)
  if (!rates.some((r) => r.currency.id === sale.currency.id)) rates.unshift({ currency: sale.currency, rate: '1' });
  return {
    ...saleReceiptOf(sale),
    pay: toMoneyString(paidInBase(sale.payments)),
    currency_rates: rates,
  };
}

/** GET sells: newest first, between two dates (inclusive, UTC days; both default to today). */
export async function listSales(
  db: DbOrTx,
  caller: Caller,
  q: { offset: number; limit: number; date_after?: string; date_before?: string; place?: number; customer?: number },
) {
  // a customer's purchases span all dates unless a range is given; the history defaults to today
  const today = todayUtc();
  const where = [...visibleSales(caller)];
  if (!q.customer || q.date_after || q.date_before) {
    const { start: from, end: to } = daySpan(q.date_after ?? (q.customer ? '2000-01-01' : today), q.date_before ?? today);
    if (from >= to) throw badRequest('dates_order', 'date_before');
    where.push(gte(sales.createdAt, from), lt(sales.createdAt, to));
  }
  if (q.place) where.push(eq(sales.placeId, q.place));
  if (q.customer) where.push(eq(sales.customerId, q.customer));
  const list = await orderedPage(db, sales, saleQuery(db).$dynamic(), where, [desc(sales.id)], q);
  const dtos = await saleDtos(db, list.results, false);
  return { count: list.count, results: dtos.map(({ sell_products: _lines, ...rest }) => rest) };
}
