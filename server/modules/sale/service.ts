/**
 * Sales at a till (issue 11, cash without a customer): the server prices every line from the catalogue
 * (the price rule at the sale place's type, its discount), totals and change with src/domain/sale/pricing.ts,
 * and moves stock and money through the ledger in the caller's one transaction: a sale is all or nothing.
 */
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { pricingRate } from '../../../src/domain/currency';
import { money, toMoneyString } from '../../../src/domain/money';
import { daySpan, daysAgoUtc, todayUtc } from '../../../src/domain/period';
import type { SALE_STATUSES, SaleCheckDto, SaleCreateInput, SaleDto } from '../../../src/domain/sale/contract';
import { changeFor, linePrice, paidInBase, saleTotal, totalIn } from '../../../src/domain/sale/pricing';
import { saleReceiptOf } from '../../../src/domain/sale/receipt';
import { assertPlaceAllowed, type Caller } from '../../auth/access';
import { callerCan, ownRowById } from '../../auth/scope';
import { intArray, pgArray, prepared, queryRows, together, type DbOrTx } from '../../db/connect';
import { afterCommit } from '../../db/transaction';
import {
  currencies,
  customers,
  debtCoverages,
  debts,
  employees,
  places,
  products,
  saleLines,
  salePayments,
  sales,
} from '../../db/schema';
import { iso } from '../../http/dates';
import { nameOf } from '../../db/refs';
import type { RowOf } from '../../db/rows';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { countSale } from '../../http/metrics';
import { orderedPage } from '../../http/list';
import { moveMoney, moveStock, type MoneyMove } from '../../ledger';
import { addSaleToDayTotals, takeSaleFromDayTotals } from '../report/totals';
import { productAndSize, selectLines } from '../stock/lines';

/** An active place of the company that the caller may work at (403 place_not_allowed), or 404 on `field`. */
export async function tillPlace(db: DbOrTx, caller: Caller, placeId: number, field: string) {
  const [row] = await db
    .select({ id: places.id, name: places.name, typeId: places.typeId })
    .from(places)
    .where(and(eq(places.id, placeId), eq(places.companyId, caller.companyId), eq(places.isActive, true)));
  if (!row) throw new AppError(404, 'not_found', field);
  assertPlaceAllowed(caller, placeId);
  return row;
}

export interface TillSetup {
  place: { id: number; name: string; typeId: number };
  baseCurrencyId: number;
  /** the currency a sale is priced in when the till names none: the place's base, else the company's, else the first */
  defaultCurrencyId: number;
  /** the rate of each currency the place takes, as the place prices in it (its type's own rate, else the company's) */
  rates: Map<number, string>;
  currencyNames: Map<number, string>;
  /** the caller's name (the seller of a sale) */
  sellerName: string;
  /** a basket's products and sizes read (and locked) with the till, when tillSetup was given the basket's lines */
  basket?: BasketRead;
  /**
   * the id of the sale about to be written, taken from its sequence with the till (`reserveSale`): the sale,
   * its stock and its money then go to the database together (a failed sale leaves a gap, as a rolled
   * back insert does)
   */
  saleId?: number;
}

/**
 * The till in one round trip: an active place of the company that the caller may work at (403
 * place_not_allowed, or 404 on `field`), the rate of each currency it takes, their names, the base
 * currency and the caller's name.
 */
export async function tillSetup(
  db: DbOrTx,
  caller: Caller,
  placeId: number,
  field: string,
  options: { basket?: readonly BasketLine[]; reserveSale?: boolean } = {},
): Promise<TillSetup> {
  const { basket, reserveSale } = options;
  const [row] = await queryRows<{
    id: number;
    name: string;
    type_id: number;
    seller_name: string | null;
    base_currency: number | null;
    own: { currency: number; rate: string }[] | null;
    company: { currency: number; rate: string }[] | null;
    offered: { currency: number; name: string; base: boolean }[] | null;
    basket: BasketRow[] | null;
    basket_sizes: { id: number; name: string }[] | null;
    sale_id: number | null;
  }>(
    db,
    // one statement text whatever the basket (its ids are array parameters): prepared on PostgreSQL
    prepared(sql`${basket ? sql`with bp as (${basketQuery(caller, sql`(select type_id from places where id = ${placeId}::int and company_id = ${caller.companyId}::int)`, basket)}) ` : sql``}select p.id, p.name, p.type_id,
          (select e.name from employees e where e.id = ${caller.employeeId}) as seller_name,
          (select cc.currency_id from company_currencies cc where cc.company_id = p.company_id and cc.is_base) as base_currency,
          (select json_agg(json_build_object('currency', r.currency_id, 'rate', r.rate::text)) from place_type_rates r where r.place_type_id = p.type_id and r.company_id = p.company_id) as own,
          (select json_agg(json_build_object('currency', cc.currency_id, 'rate', cc.rate::text)) from company_currencies cc where cc.company_id = p.company_id) as company,
          (select json_agg(json_build_object('currency', pc.currency_id, 'name', c.name, 'base', pc.is_base_currency) order by pc.id) from place_currencies pc join currencies c on c.id = pc.currency_id where pc.place_id = p.id and pc.company_id = p.company_id) as offered
          ${basket ? sql`, (select json_agg(bp order by bp.id) from bp) as basket, ${basketSizes(caller, basket)} as basket_sizes` : sql``}
          ${reserveSale ? sql`, nextval('sales_id_seq')::int as sale_id` : sql``}
        from places p where p.id = ${placeId} and p.company_id = ${caller.companyId} and p.is_active`),
  );
  if (!row) throw new AppError(404, 'not_found', field);
  assertPlaceAllowed(caller, placeId);
  if (row.base_currency == null) throw new AppError(409, 'no_base_currency');
  const rates = new Map<number, string>();
  const currencyNames = new Map<number, string>();
  let placeBase: number | null = null;
  for (const { currency, name, base } of row.offered ?? []) {
    currencyNames.set(currency, name);
    const rate = pricingRate(currency, row.own ?? [], row.company ?? []);
    if (rate != null && money(rate).gt(0)) {
      rates.set(currency, rate);
      if (base && placeBase === null) placeBase = currency;
    }
  }
  const baseCurrencyId = Number(row.base_currency);
  return {
    place: { id: row.id, name: row.name, typeId: row.type_id },
    baseCurrencyId,
    // the till's currency by default (SPEC.md 9): the place's base, else the company's, else the first
    defaultCurrencyId: placeBase ?? (rates.has(baseCurrencyId) ? baseCurrencyId : ([...rates.keys()][0] ?? baseCurrencyId)),
    rates,
    currencyNames,
    sellerName: row.seller_name ?? '',
    ...(basket ? { basket: { rows: row.basket ?? [], sizes: row.basket_sizes ?? [] } } : {}),
    ...(reserveSale && row.sale_id != null ? { saleId: Number(row.sale_id) } : {}),
  };
}

/** The rate of a currency at the till, or 400 (no currencies at all: no_currencies_for_this_place; not this one: currency_not_in_place). */
export function tillRate(till: TillSetup, currency: number, field: string): string {
  if (!till.rates.size) throw badRequest('no_currencies_for_this_place', 'place');
  const rate = till.rates.get(currency);
  if (!rate) throw badRequest('currency_not_in_place', field);
  return rate;
}

export interface BasketLine {
  product: number;
  size: number;
  quantity: number;
  place: number;
}

/** A line checked and priced: the catalogue's names for the answer, the price rule used, unit and total. */
export interface PricedBasketLine {
  line: BasketLine;
  p: { price: string; discount: string; discount_in_percent: boolean; quantity: number };
  unit: string;
  total: string;
  product: { id: number; name: string; model: string; vendor_code: string };
  sizeName: string;
  placeName: string;
}

/** A basket's product as read for pricing: its names and the price rule at the place's type. */
type BasketRow = {
  id: number;
  name: string;
  model: string;
  vendor_code: string;
  price: string | null;
  discount: string | null;
  discount_in_percent: boolean | null;
};
export interface BasketRead {
  rows: BasketRow[];
  sizes: { id: number; name: string }[];
}

/**
 * The basket's active products of the company with their price rule at the place type `typeId` (an SQL
 * expression or a value), locked FOR SHARE in ascending id order (the stock ledger's parent lock).
 */
function basketQuery(caller: Caller, typeId: SQL | number, lines: readonly BasketLine[]) {
  const productIds = [...new Set(lines.map((l) => l.product))];
  return sql`select p.id, p.name, p.model, p.vendor_code, pp.price::text as price, pp.discount::text as discount, pp.discount_in_percent
        from products p left join product_prices pp on pp.product_id = p.id and pp.company_id = p.company_id and pp.place_type_id = ${typeId}
        where p.id = any(${intArray(productIds)}::int[]) and p.company_id = ${caller.companyId} and p.is_active
        order by p.id for share of p`;
}

/** The basket's sizes of the company, as a json array (a scalar subquery). */
function basketSizes(caller: Caller, lines: readonly BasketLine[]) {
  const sizeIds = [...new Set(lines.map((l) => l.size))];
  return sql`(select json_agg(json_build_object('id', s.id, 'name', s.name)) from sizes s where s.id = any(${intArray(sizeIds)}::int[]) and s.company_id = ${caller.companyId})`;
}

/** One round trip: the basket's products (locked, see basketQuery) and its sizes. */
async function readBasket(tx: DbOrTx, caller: Caller, typeId: number, lines: readonly BasketLine[]): Promise<BasketRead> {
  const rows = await queryRows<BasketRow & { sizes: { id: number; name: string }[] | null }>(
    tx,
    sql`select b.*, ${basketSizes(caller, lines)} as sizes from (${basketQuery(caller, typeId, lines)}) b order by b.id`,
  );
  if (rows.length) return { rows, sizes: rows[0].sizes ?? [] };
  // no product found: the sizes alone (the answer names the product line, but a bad size too)
  const [row] = await queryRows<{ sizes: { id: number; name: string }[] | null }>(tx, sql`select ${basketSizes(caller, lines)} as sizes`);
  return { rows, sizes: row?.sizes ?? [] };
}

/**
 * The lines of a basket (a sale's or a booking's), checked against the catalogue and priced at the
 * place's type: places the caller may sell from, active products, sizes of the company, a price rule.
 * `field` names a line's field in the request ('sell_products' or 'booking_products').
 *
 * One round trip: the products (locked FOR SHARE in ascending id order, the stock ledger's parent lock,
 * so the caller passes `productsLocked` to moveStock), their price rule and the sizes together.
 */
export async function priceBasket(
  tx: DbOrTx,
  caller: Caller,
  place: { id: number; name?: string; typeId: number },
  lines: readonly BasketLine[],
  customerDiscount: string | null | undefined,
  field: string,
  prefetched?: BasketRead,
): Promise<PricedBasketLine[]> {
  const placeNames = new Map<number, string>(place.name !== undefined ? [[place.id, place.name]] : []);
  for (const id of new Set(lines.map((l) => l.place))) {
    if (placeNames.has(id)) continue;
    const other = await tillPlace(tx, caller, id, `${field}.${lines.findIndex((l) => l.place === id)}.place`);
    placeNames.set(id, other.name);
  }
  const read = prefetched ?? (await readBasket(tx, caller, place.typeId, lines));
  const rows = read.rows;
  const productOf = new Map(rows.map((r) => [Number(r.id), r]));
  // the sizes come with every product row; with no product found, ask for them alone
  const sizeName = new Map(read.sizes.map((r) => [Number(r.id), r.name]));
  return lines.map((line, i) => {
    const product = productOf.get(line.product);
    if (!product) throw badRequest('no_such_product', `${field}.${i}.product`);
    if (!sizeName.has(line.size)) throw badRequest('invalid', `${field}.${i}.size`);
    if (product.price == null) throw badRequest('price_not_set', `${field}.${i}.product`);
    const p = { price: toMoneyString(product.price), discount: toMoneyString(product.discount ?? '0'), discount_in_percent: !!product.discount_in_percent, quantity: line.quantity };
    return {
      line,
      p,
      ...linePrice(p, customerDiscount),
      product: { id: line.product, name: product.name, model: product.model, vendor_code: product.vendor_code },
      sizeName: sizeName.get(line.size)!,
      placeName: placeNames.get(line.place) ?? '',
    };
  });
}

/**
 * An active customer of the company (404 on `field`), with what the till needs to know. `lock` takes
 * the customer's row for the transaction (a sale on credit checks 'no uncovered debt', a booking 'no
 * active booking': racing requests for one customer wait for each other instead of both passing).
 * Lock order: the customer, then stock, then balances (as every customer operation does).
 */
export async function saleCustomer(tx: DbOrTx, caller: Caller, id: number, field: string, lock = false) {
  const query = tx
    .select({ id: customers.id, name: customers.name, discount: customers.percentageDiscount, status: customers.approvalStatus })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.companyId, caller.companyId), eq(customers.isActive, true)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'not_found', field);
  return { id: row.id, name: row.name, discount: row.discount, approved: row.status === 'approved' };
}

/** How many debts of the customer are not yet covered (their old debt aside). */
export async function openDebtCount(db: DbOrTx, companyId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(debts)
    .where(and(eq(debts.customerId, customerId), eq(debts.companyId, companyId), eq(debts.status, 'open'), sql`${debts.covered} < ${debts.amount}`));
  return Number(row.n);
}

/** A booking closed as a sale: its prepayment (already in the till, kind 'bookings') counts as paid. */
export interface SaleFromBooking {
  bookingId: number;
  prepayment: { amount: string; currency: number };
}

/** A sale's base-currency total in the currency it was priced in at the till (SPEC.md 3 'Sale' total_cost_with_extra_service). */
function saleTotalIn(total: string, currency: number, rate: string, cur: (id: number) => { id: number; name: string }) {
  return { amount: totalIn(total, rate), currency: cur(currency), rate: money(rate).toString() };
}

/** The key of a sale line in `SaleInternalOptions.unitPrices`. */
export const saleLineKey = (l: { product: number; size: number; place: number }) => `${l.product}:${l.size}:${l.place}`;

/**
 * Server-side options of createSale, never from a request body (the browser never sets a price):
 * `unitPrices` (saleLineKey -> 2-place unit price) sells every line at the given unit price instead of
 * the catalogue's (a wholesale order completes at exactly the order's prices); the totals follow from
 * them through the same code.
 */
export interface SaleInternalOptions {
  unitPrices?: ReadonlyMap<string, string>;
  /** when it happened (default: now): an offline sale's time */
  at?: Date;
}

/** The lines at the given unit prices (every line must have one): a price of its own, no discount. */
function atUnitPrices(priced: PricedBasketLine[], unitPrices: ReadonlyMap<string, string>): PricedBasketLine[] {
  return priced.map((x, i) => {
    const unit = unitPrices.get(saleLineKey(x.line));
    if (unit === undefined) throw badRequest('price_not_set', `sell_products.${i}.product`);
    const p = { price: toMoneyString(unit), discount: '0.00', discount_in_percent: false, quantity: x.line.quantity };
    return { ...x, p, ...linePrice(p, null) };
  });
}

/**
 * POST sells: validates against the catalogue and the place, prices, moves stock and money, records the
 * sale. Methods (SPEC.md 4 'Payment methods'): cash; balance (part or all from the customer's balance);
 * debt (on credit: what the payments and balance leave unpaid becomes the customer's debt, in the base
 * currency; refused while an earlier debt is uncovered). `booking` closes a booking (bookings service).
 */
export async function createSale(tx: DbOrTx, caller: Caller, input: SaleCreateInput, booking?: SaleFromBooking, internal?: SaleInternalOptions): Promise<SaleDto> {
  // a sale without a customer reads its basket with the till (one round trip less at the busiest path); with
  // a customer, the customer's row is locked first (the lock order: customer, then stock, then balances)
  const till = await tillSetup(tx, caller, input.place, 'place', { basket: input.customer ? undefined : input.sell_products, reserveSale: true });
  const saleId = till.saleId!;
  const { place, baseCurrencyId, rates } = till;
  if (!rates.size) throw badRequest('no_currencies_for_this_place', 'place');
  const rateOf = (currency: number, field: string) => tillRate(till, currency, field);

  // the customer, when the sale is made to one (SPEC.md 'Checkout with customer')
  const customer = input.customer ? await saleCustomer(tx, caller, input.customer.customer, 'customer.customer', input.method === 'debt') : null;
  const fromBalance = input.customer?.pay_from_balance && money(input.customer.pay_from_balance).gt(0) ? input.customer.pay_from_balance : null;
  const changeToBalance = !!input.customer?.add_change_to_balance;
  const onCredit = input.method === 'debt';
  // the customer's money (their balance, their debt) is moved only by a role with customer access: the
  // till shows those ways to pay to no other role, and the API refuses them alike
  if ((fromBalance || changeToBalance || onCredit) && !callerCan(caller, 'sale.customer.pay')) throw forbidden();
  if ((fromBalance || changeToBalance || onCredit) && !customer?.approved) {
    throw customer ? conflict('customer_not_approved', 'customer.customer') : badRequest('required', 'customer.customer');
  }
  if (input.method === 'balance' && !fromBalance) throw badRequest('required', 'customer.pay_from_balance');
  if (!input.payments.length && !fromBalance && !onCredit && !booking) throw badRequest('required', 'payments');
  if (onCredit && customer && (await openDebtCount(tx, caller.companyId, customer.id)) > 0) throw conflict('customer_has_uncovered_debt', 'customer.customer');

  const basket = await priceBasket(tx, caller, place, input.sell_products, customer?.discount, 'sell_products', till.basket);
  const priced = internal?.unitPrices ? atUnitPrices(basket, internal.unitPrices) : basket;
  // given unit prices are final: the customer's discount does not apply to them again
  const lineDiscount = internal?.unitPrices ? null : customer?.discount;

  // totals, payments and change, all recomputed here
  const payments = input.payments.map((p, i) => ({ ...p, rate: rateOf(p.currency, `payments.${i}.currency`) }));
  if (new Set(payments.map((p) => p.currency)).size !== payments.length) throw badRequest('duplicate_currency', 'payments');
  const balanceCurrency = input.customer?.balance_currency ?? payments[0]?.currency ?? [...rates.keys()][0];
  const balancePay = fromBalance ? { amount: fromBalance, rate: rateOf(balanceCurrency, 'customer.balance_currency') } : null;
  const extra = input.extra_service_cost && money(input.extra_service_cost.amount).gt(0) ? input.extra_service_cost : null;
  const total = saleTotal(
    priced.map((x) => x.p),
    extra ? { amount: extra.amount, rate: rateOf(extra.currency, 'extra_service_cost.currency') } : null,
    lineDiscount,
  );
  if (!money(total).gt(0)) throw badRequest('total_not_positive', 'sell_products');
  const changeCurrency = input.change_currency ?? payments[0]?.currency ?? balanceCurrency;
  // the currency the seller priced the sale in, and its rate now: the total the customer was told
  const tillCurrency = input.currency ?? till.defaultCurrencyId;
  const tillCurrencyRate = rateOf(tillCurrency, 'currency');
  const prepaid = booking ? { ...booking.prepayment, rate: rateOf(booking.prepayment.currency, 'currency') } : null;
  const paidAll = [...payments, ...(balancePay ? [balancePay] : []), ...(prepaid ? [prepaid] : [])];
  let change = changeFor(total, paidAll, rateOf(changeCurrency, 'change_currency'));
  // on credit, what is not paid becomes the debt (base currency, half-up); a paid-up credit sale is a plain one
  const unpaid = onCredit && change === null ? toMoneyString(money(total).minus(paidInBase(paidAll))) : null;
  const debt = unpaid && money(unpaid).gt(0) ? unpaid : null;
  if (onCredit && change === null) change = '0.00';
  if (change === null) throw badRequest('not_enough_paid', 'payments');

  // the sale, its lines and its payments in one statement (one text whatever the lines: each column one
  // array parameter, so PostgreSQL keeps it prepared); the lines' ids come back in the order they were
  // given (inserted in the arrays' order). The booking's prepayment is one of the sale's payments (a
  // cancel gives it back with the others).
  const recorded = prepaid ? [...payments, prepaid] : payments;
  const col = <T,>(rows: readonly T[], pick: (row: T) => string | number | boolean) => pgArray(rows.map(pick));
  const insertSale = () =>
    queryRows<{ id: number; created_at: Date | string; line_ids: number[] }>(
      tx,
      prepared(sql`with s as (
          insert into sales (id, company_id, place_id, employee_id, method, currency_id, total_sum, extra_service_amount, extra_service_currency_id,
                             change_amount, change_currency_id, customer_id, balance_amount, balance_currency_id, change_to_balance, customer_discount, booking_id,
                             till_currency_id, till_rate, created_at)
          values (${saleId}::int, ${caller.companyId}::int, ${place.id}::int, ${caller.employeeId}::int, ${input.method}::text, ${baseCurrencyId}::int, ${total}::numeric,
                  ${extra?.amount ?? '0'}::numeric, ${extra?.currency ?? null}::int, ${change}::numeric, ${changeCurrency}::int, ${customer?.id ?? null}::int,
                  ${fromBalance ?? '0'}::numeric, ${fromBalance ? balanceCurrency : null}::int, ${changeToBalance}::boolean,
                  ${customer ? customer.discount : '0'}::numeric, ${booking?.bookingId ?? null}::int, ${tillCurrency}::int, ${tillCurrencyRate}::numeric,
                  coalesce(${internal?.at?.toISOString() ?? null}::timestamptz, now()))
          returning id, company_id, place_id, created_at),
        l as (
          insert into sale_lines (sale_id, product_id, size_id, place_id, quantity, price, discount, discount_in_percent, unit_price, total)
          select s.id, v.product, v.size, v.place, v.quantity, v.price, v.discount, v.in_percent, v.unit, v.total
          from s, unnest(${col(priced, (x) => x.line.product)}::int[], ${col(priced, (x) => x.line.size)}::int[], ${col(priced, (x) => x.line.place)}::int[],
                         ${col(priced, (x) => x.line.quantity)}::int[], ${col(priced, (x) => x.p.price)}::numeric[], ${col(priced, (x) => x.p.discount)}::numeric[],
                         ${col(priced, (x) => x.p.discount_in_percent)}::boolean[], ${col(priced, (x) => x.unit)}::numeric[], ${col(priced, (x) => x.total)}::numeric[])
               with ordinality as v (product, size, place, quantity, price, discount, in_percent, unit, total, ord)
          order by v.ord
          returning id, product_id, size_id, quantity, total),
        t as (${addSaleToDayTotals('s', 'l')}),
        p as (
          insert into sale_payments (sale_id, currency_id, amount, rate)
          select s.id, v.currency, v.amount, v.rate
          from s, unnest(${col(recorded, (p) => p.currency)}::int[], ${col(recorded, (p) => p.amount)}::numeric[], ${col(recorded, (p) => p.rate)}::numeric[])
               with ordinality as v (currency, amount, rate, ord)
          order by v.ord
          returning id)
        select s.id, s.created_at, (select array_agg(l.id order by l.id) from l) as line_ids from s`),
    );

  // stock and money last: their rows are the ones other tills wait for, so they are held the shortest.
  // The sale, its stock and its money go to the database together (one round trip on PostgreSQL,
  // `together`; the sale's id was taken with the till); a failure is reported in that order (a shortfall
  // of stock before one of money), as when they went one by one.
  const ref = { refType: 'sale', refId: saleId, employeeId: caller.employeeId, at: internal?.at };
  const stockMoves = input.sell_products.map((l) => ({ companyId: caller.companyId, productId: l.product, sizeId: l.size, placeId: l.place, delta: -l.quantity, kind: 'sale' as const, ...ref }));
  const account = { type: 'place' as const, id: place.id };
  const moves: MoneyMove[] = payments.map((p) => ({ companyId: caller.companyId, account, currencyId: p.currency, delta: p.amount, kind: onCredit ? 'debt_sales' : 'sales', ...ref }));
  const customerAccount = customer ? { type: 'customer' as const, id: customer.id } : null;
  if (fromBalance && customerAccount) {
    moves.push({ companyId: caller.companyId, account: customerAccount, currencyId: balanceCurrency, delta: `-${fromBalance}`, kind: 'sales', shortfallField: 'customer.pay_from_balance', ...ref });
  }
  if (money(change).gt(0)) {
    if (changeToBalance && customerAccount) {
      moves.push({ companyId: caller.companyId, account: customerAccount, currencyId: changeCurrency, delta: change, kind: 'changes', ...ref });
    } else {
      // the change leaves the till after the payments came in; a till without that much is refused
      moves.push({ companyId: caller.companyId, account, currencyId: changeCurrency, delta: `-${change}`, kind: 'changes', shortfallField: 'change_currency', ...ref });
    }
  }
  const [[sale]] = await together(insertSale, () =>
    together(
      () => moveStock(tx, stockMoves, { field: (i) => `sell_products.${i}.quantity`, productsLocked: true }),
      () => (moves.length ? moveMoney(tx, moves) : Promise.resolve([])),
    ),
  );
  const lineIds = (sale.line_ids ?? []).map((id) => ({ id: Number(id) }));
  const createdAt = sale.created_at instanceof Date ? sale.created_at : new Date(sale.created_at);
  let debtId: number | null = null;
  if (debt && customer) {
    const [row] = await tx
      .insert(debts)
      .values({ companyId: caller.companyId, customerId: customer.id, saleId, currencyId: baseCurrencyId, amount: debt })
      .returning({ id: debts.id });
    debtId = row.id;
  }

  // the answer from what this transaction wrote (no second read): the same shape as GET sells/{id}
  const cur = (id: number) => ({ id, name: till.currencyNames.get(id) ?? '' });
  afterCommit(tx, () => countSale(total, baseCurrencyId));
  return {
    id: sale.id,
    customer: customer ? { id: customer.id, name: customer.name } : null,
    customer_discount: money(customer ? customer.discount : '0').toFixed(2),
    from_balance: fromBalance ? { amount: toMoneyString(fromBalance), currency: cur(balanceCurrency) } : null,
    change_to_balance: changeToBalance,
    debt: debtId ? { id: debtId, amount: debt!, covered: '0.00', status: 'open' } : null,
    booking: booking?.bookingId ?? null,
    created_at: createdAt.toISOString(),
    status: 'active',
    method: input.method,
    place: { id: place.id, name: place.name },
    seller: { id: caller.employeeId, name: till.sellerName },
    total_sum: total,
    currency: cur(baseCurrencyId),
    total_cost_with_extra_service: saleTotalIn(total, tillCurrency, tillCurrencyRate, cur),
    extra_service_cost: extra ? { currency: cur(extra.currency), amount: toMoneyString(extra.amount) } : null,
    payments: recorded.map((p) => ({ currency: cur(p.currency), amount: toMoneyString(p.amount), rate: money(p.rate).toString() })),
    change: { amount: change, currency: cur(changeCurrency) },
    quantity: priced.reduce((n, x) => n + x.line.quantity, 0),
    sell_products: priced.map((x, i) => ({
      id: lineIds[i].id,
      product: x.product,
      size: { id: x.line.size, name: x.sizeName },
      place: { id: x.line.place, name: x.placeName },
      quantity: x.line.quantity,
      price: x.p.price,
      discount: x.p.discount,
      discount_in_percent: x.p.discount_in_percent,
      unit_price: x.unit,
      total: x.total,
    })),
  };
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
function visibleSales(caller: Caller): SQL[] {
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

/**
 * POST sells/{id}/reject/ (admin): the goods go back to their places and the money leaves the till again
 * (payments out, change back in), journal kinds sale_cancel / sale_cancels. Once only.
 */
export async function rejectSale(tx: DbOrTx, caller: Caller, id: number): Promise<SaleDto> {
  const seen = await ownRowById(tx, caller, sales, id);
  // the place's cash desks of the sale's day, locked FOR SHARE before the sale itself: a confirm locks its
  // desk, then marks its sales 'success', so the two take their locks in one order and one waits for the other
  const confirmedDesk = await queryRows<{ status: string; includes_sale: boolean }>(
    tx,
    sql`select status, closed_at >= (select created_at from sales where id = ${seen.id} and company_id = ${caller.companyId}) as includes_sale
        from cash_desks where company_id = ${caller.companyId} and place_id = ${seen.placeId} and date = ${todayUtc(new Date(seen.createdAt))} and status <> 'rejected' for share`,
  );
  const sale = await ownRowById(tx, caller, sales, id, true);
  // counted by a confirmed desk (the figures are kept at closing: a sale made after it is in no desk's)
  if (sale.status === 'success' || confirmedDesk.some((d) => d.status === 'confirmed' && d.includes_sale)) throw conflict('sale_already_confirmed');
  if (sale.status !== 'active') throw conflict('sale_already_rejected');
  const [lines, payments] = await Promise.all([
    tx.select().from(saleLines).where(eq(saleLines.saleId, id)),
    tx.select().from(salePayments).where(eq(salePayments.saleId, id)),
  ]);
  const ref = { refType: 'sale', refId: id, employeeId: caller.employeeId };
  // its day's totals first: a sale writes them before its stock, so the two take their locks in one order
  await takeSaleFromDayTotals(tx, caller.companyId, id);
  await moveStock(
    tx,
    lines.map((l) => ({ companyId: caller.companyId, productId: l.productId, sizeId: l.sizeId, placeId: l.placeId, delta: l.quantity, kind: 'sale_cancel' as const, ...ref })),
  );
  const account = { type: 'place' as const, id: sale.placeId };
  const moves: MoneyMove[] = [];
  const customerAccount = sale.customerId ? { type: 'customer' as const, id: sale.customerId } : null;
  // money back into the customer's balance first, so a change taken back out of it nets against it
  if (customerAccount && sale.balanceCurrencyId && money(sale.balanceAmount).gt(0)) {
    moves.push({ companyId: caller.companyId, account: customerAccount, currencyId: sale.balanceCurrencyId, delta: sale.balanceAmount, kind: 'sale_cancels', ...ref });
  }
  if (money(sale.changeAmount).gt(0)) {
    // the change comes back: to the till, or out of the customer's balance it went to
    if (sale.changeToBalance && customerAccount) {
      moves.push({ companyId: caller.companyId, account: customerAccount, currencyId: sale.changeCurrencyId, delta: `-${sale.changeAmount}`, kind: 'sale_cancels', ...ref });
    } else {
      moves.push({ companyId: caller.companyId, account, currencyId: sale.changeCurrencyId, delta: sale.changeAmount, kind: 'sale_cancels', ...ref });
    }
  }
  for (const p of payments) {
    moves.push({ companyId: caller.companyId, account, currencyId: p.currencyId, delta: `-${p.amount}`, kind: 'sale_cancels', ...ref });
  }
  // a sale on credit: its debt is nulled, and what was paid against it leaves the tills it went to
  const [debt] = await tx.select().from(debts).where(and(eq(debts.saleId, id), eq(debts.companyId, caller.companyId))).for('update');
  if (debt) {
    const coverages = await tx.select().from(debtCoverages).where(and(eq(debtCoverages.debtId, debt.id), eq(debtCoverages.companyId, caller.companyId)));
    for (const c of coverages) {
      const kept = money(c.amount).minus(c.changeAmount);
      if (kept.gt(0)) {
        moves.push({ companyId: caller.companyId, account: { type: 'place', id: c.placeId }, currencyId: c.currencyId, delta: `-${toMoneyString(kept)}`, kind: 'sale_cancels', ...ref });
      }
    }
    await tx.update(debts).set({ status: 'canceled' }).where(and(eq(debts.id, debt.id), eq(debts.companyId, caller.companyId)));
  }
  if (moves.length) await moveMoney(tx, moves);
  await tx.update(sales).set({ status: 'canceled', rejectedAt: new Date() }).where(and(eq(sales.id, id), eq(sales.companyId, caller.companyId)));
  return getSale(tx, caller, id);
}

// ------------------------------------------------------------------------------------ top sellers

function topRange(q: { date_after?: string; date_before?: string }) {
  const before = q.date_before ?? todayUtc();
  const after = q.date_after ?? daysAgoUtc(29);
  const { start: from, end: to } = daySpan(after, before);
  if (from >= to) throw badRequest('invalid', 'date_after');
  return { from, to };
}

/** The day totals (sale_day_totals) of the sales the caller may see: the company's, a non-admin only its places'. */
function visibleTotals(caller: Caller, from: Date, to: Date): SQL {
  const places = callerCan(caller, 'sale.reject') ? sql`true` : caller.placeIds.length ? sql`t.place_id in (${sql.join(caller.placeIds.map((p) => sql`${p}`), sql`, `)})` : sql`false`;
  return sql`t.company_id = ${caller.companyId} and ${places} and t.day >= ${from.toISOString().slice(0, 10)}::date and t.day < ${to.toISOString().slice(0, 10)}::date`;
}

/**
 * GET top_sell_products: the products most sold (units) in sales not cancelled the caller may see, between
 * two dates; read from the sales' day totals (a product's rows of the period), not from every sale line.
 */
export async function topSellProducts(db: DbOrTx, caller: Caller, q: { date_after?: string; date_before?: string; limit: number }) {
  const { from, to } = topRange(q);
  const rows = await queryRows<{ id: number; name: string; model: string; vendor_code: string; type_name: string; quantity: number; total: string }>(
    db,
    sql`with top as (
          select t.product_id, sum(t.quantity) as quantity, sum(t.total) as total from sale_day_totals t
          where ${visibleTotals(caller, from, to)} group by t.product_id having sum(t.quantity) > 0)
        select p.id, p.name, p.model, p.vendor_code, pt.name as type_name, top.quantity::int as quantity, top.total::text as total
        from top
        join products p on p.id = top.product_id and p.company_id = ${caller.companyId}
        join product_types pt on pt.id = p.type_id and pt.company_id = p.company_id
        order by top.quantity desc, p.id asc
        limit ${q.limit}`,
  );
  return rows.map((r) => ({
    product: { id: Number(r.id), name: r.name, model: r.model, vendor_code: r.vendor_code, type_name: r.type_name },
    quantity: Number(r.quantity),
    total: money(r.total).toFixed(2),
  }));
}

/** GET top_sell_products_by_size/{id}: one product's units sold per size, same range (its day totals). */
export async function topSellBySize(db: DbOrTx, caller: Caller, productId: number, q: { date_after?: string; date_before?: string }) {
  const { from, to } = topRange(q);
  const [own] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.companyId, caller.companyId)));
  if (!own) throw notFound();
  const rows = await queryRows<{ id: number; name: string; quantity: number }>(
    db,
    sql`select z.id, z.name, sum(t.quantity)::int as quantity from sale_day_totals t
        join sizes z on z.id = t.size_id and z.company_id = t.company_id
        where ${visibleTotals(caller, from, to)} and t.product_id = ${productId}
        group by z.id, z.name having sum(t.quantity) > 0
        order by sum(t.quantity) desc, z.id asc`,
  );
  return rows.map((r) => ({ size: { id: Number(r.id), name: r.name }, quantity: Number(r.quantity) }));
}
