/**
 * Recording a sale (POST sells/, a booking closed as a sale, a wholesale order completed): the server
 * prices every line from the catalogue (the price rule at the sale place's type, its discount), totals
 * and change with src/domain/sale/pricing.ts, and moves stock and money through the ledger in the
 * caller's one transaction: a sale is all or nothing.
 */
import { sql } from 'drizzle-orm';
import { money, toMoneyString } from '../../../src/domain/money';
import type { SaleCreateInput, SaleDto } from '../../../src/domain/sale/contract';
import { changeFor, linePrice, paidInBase, saleTotal } from '../../../src/domain/sale/pricing';
import type { Caller } from '../../auth/access';
import { callerCan } from '../../auth/scope';
import { pgArray, prepared, queryRows, together, type DbOrTx } from '../../db/connect';
import { afterCommit } from '../../db/transaction';
import { debts } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../errors';
import { countSale } from '../../http/metrics';
import { addSaleToDayTotals } from '../report/totals';
import { moveMoney, moveStock, type MoneyMove } from '../../ledger';
import { openDebtCount, priceBasket, saleCustomer } from './basket';
import type { BasketLine, PricedBasketLine } from './basketRead';
import { saleTotalIn } from './queries';
import { tillRate, tillSetup, type TillSetup } from './setup';

/** A booking closed as a sale: its prepayment (already in the till, kind 'bookings') counts as paid. */
export interface SaleFromBooking {
  bookingId: number;
  prepayment: { amount: string; currency: number };
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
  /** per line of the basket, in order: the unit price the customer paid (an offline sale's till prices) */
  lineUnitPrices?: readonly string[];
  /** the employee who sold, when not the caller (an admin sending a seller's offline sale) */
  seller?: { id: number; name: string };
  /** when the sale happened (default: now): its created_at and its journal rows' time */
  at?: Date;
  /** the rates the till used for the payments' currencies (an offline sale), instead of today's */
  rates?: ReadonlyMap<number, string>;
  /** take at most the stock there is (the goods already left the shop): the shortfall per line is returned */
  stockAtMost?: boolean;
  /** the request's Idempotency-Key, kept on the sale row (unique per company: a sale is never made twice) */
  idempotencyKey?: string;
}

/** The lines at the given unit prices (every line must have one): a price of its own, no discount. */
function atUnitPrices(priced: PricedBasketLine[], unitOf: (line: BasketLine, index: number) => string | undefined): PricedBasketLine[] {
  return priced.map((x, i) => {
    const unit = unitOf(x.line, i);
    if (unit === undefined) throw badRequest('price_not_set', `sell_products.${i}.product`);
    const p = { price: toMoneyString(unit), discount: '0.00', discount_in_percent: false, quantity: x.line.quantity };
    return { ...x, p, ...linePrice(p, null) };
  });
}

/** The customer a sale is made to, how it is paid, each checked (the lock order: customer, then stock, then balances). */
async function saleParties(tx: DbOrTx, caller: Caller, input: SaleCreateInput, booking: SaleFromBooking | undefined) {
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
  return { customer, fromBalance, changeToBalance, onCredit };
}
type SaleParties = Awaited<ReturnType<typeof saleParties>>;

/** Totals, payments and change, all recomputed here (the debt: what a sale on credit leaves unpaid). */
function saleSums(
  till: TillSetup,
  input: SaleCreateInput,
  priced: PricedBasketLine[],
  parties: SaleParties,
  booking: SaleFromBooking | undefined,
  lineDiscount: string | null | undefined,
  rateOf: (currency: number, field: string) => string,
) {
  const { fromBalance, onCredit } = parties;
  const payments = input.payments.map((p, i) => ({ ...p, rate: rateOf(p.currency, `payments.${i}.currency`) }));
  if (new Set(payments.map((p) => p.currency)).size !== payments.length) throw badRequest('duplicate_currency', 'payments');
  const balanceCurrency = input.customer?.balance_currency ?? payments[0]?.currency ?? [...till.rates.keys()][0];
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
  // the booking's prepayment is one of the sale's payments (a cancel gives it back with the others)
  const recorded = prepaid ? [...payments, prepaid] : payments;
  return { payments, recorded, balanceCurrency, extra, total, change, changeCurrency, tillCurrency, tillCurrencyRate, debt };
}
type SaleSums = ReturnType<typeof saleSums>;

/** Who and when a sale is recorded as: the seller (the caller unless given), its time and key. */
interface SaleStamp {
  saleId: number;
  sellerId: number;
  at: Date | null;
  idempotencyKey: string | null;
}

/**
 * The sale, its lines and its payments in one statement (one text whatever the lines: each column one
 * array parameter, so PostgreSQL keeps it prepared); the lines' ids come back in the order they were
 * given (inserted in the arrays' order).
 */
function insertSale(tx: DbOrTx, caller: Caller, till: TillSetup, input: SaleCreateInput, stamp: SaleStamp, parties: SaleParties, sums: SaleSums, priced: PricedBasketLine[], booking?: SaleFromBooking) {
  const { customer, fromBalance, changeToBalance } = parties;
  const { recorded, extra, total, change, changeCurrency, balanceCurrency, tillCurrency, tillCurrencyRate } = sums;
  const col = <T,>(rows: readonly T[], pick: (row: T) => string | number | boolean) => pgArray(rows.map(pick));
  return queryRows<{ id: number; created_at: Date | string; line_ids: number[] }>(
    tx,
    prepared(sql`with s as (
        insert into sales (id, company_id, place_id, employee_id, method, currency_id, total_sum, extra_service_amount, extra_service_currency_id,
                           change_amount, change_currency_id, customer_id, balance_amount, balance_currency_id, change_to_balance, customer_discount, booking_id,
                           till_currency_id, till_rate, created_at, idempotency_key)
        values (${stamp.saleId}::int, ${caller.companyId}::int, ${till.place.id}::int, ${stamp.sellerId}::int, ${input.method}::text, ${till.baseCurrencyId}::int, ${total}::numeric,
                ${extra?.amount ?? '0'}::numeric, ${extra?.currency ?? null}::int, ${change}::numeric, ${changeCurrency}::int, ${customer?.id ?? null}::int,
                ${fromBalance ?? '0'}::numeric, ${fromBalance ? balanceCurrency : null}::int, ${changeToBalance}::boolean,
                ${customer ? customer.discount : '0'}::numeric, ${booking?.bookingId ?? null}::int, ${tillCurrency}::int, ${tillCurrencyRate}::numeric,
                coalesce(${stamp.at?.toISOString() ?? null}::timestamptz, now()), ${stamp.idempotencyKey}::text)
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
}

/** The sale's stock moves (its lines out) and money moves (payments in, change out or to the balance). */
function saleMoves(caller: Caller, till: TillSetup, input: SaleCreateInput, stamp: SaleStamp, parties: SaleParties, sums: SaleSums) {
  const { customer, fromBalance, changeToBalance, onCredit } = parties;
  const { payments, balanceCurrency, change, changeCurrency } = sums;
  const ref = { refType: 'sale', refId: stamp.saleId, employeeId: stamp.sellerId, ...(stamp.at ? { at: stamp.at } : {}) };
  const companyId = caller.companyId;
  const stock = input.sell_products.map((l) => ({ companyId, productId: l.product, sizeId: l.size, placeId: l.place, delta: -l.quantity, kind: 'sale' as const, ...ref }));
  const account = { type: 'place' as const, id: till.place.id };
  const moves: MoneyMove[] = payments.map((p) => ({ companyId, account, currencyId: p.currency, delta: p.amount, kind: onCredit ? 'debt_sales' : 'sales', ...ref }));
  const customerAccount = customer ? { type: 'customer' as const, id: customer.id } : null;
  if (fromBalance && customerAccount) {
    moves.push({ companyId, account: customerAccount, currencyId: balanceCurrency, delta: `-${fromBalance}`, kind: 'sales', shortfallField: 'customer.pay_from_balance', ...ref });
  }
  if (money(change).gt(0)) {
    if (changeToBalance && customerAccount) {
      moves.push({ companyId, account: customerAccount, currencyId: changeCurrency, delta: change, kind: 'changes', ...ref });
    } else {
      // the change leaves the till after the payments came in; a till without that much is refused
      moves.push({ companyId, account, currencyId: changeCurrency, delta: `-${change}`, kind: 'changes', shortfallField: 'change_currency', ...ref });
    }
  }
  return { stock, moves };
}

/** A sale as recorded: its answer, its lines as priced by the catalogue now and as sold, and any stock it lacked. */
export interface RecordedSale {
  dto: SaleDto;
  /** the lines at the catalogue's prices now */
  serverPriced: PricedBasketLine[];
  /** the lines as sold (the catalogue's, or the given unit prices) */
  priced: PricedBasketLine[];
  /** per line: units sold that the stock did not hold (only with `stockAtMost`; else zeros) */
  shortfall: number[];
}

/**
 * POST sells: validates against the catalogue and the place, prices, moves stock and money, records the
 * sale. Methods (SPEC.md 4 'Payment methods'): cash; balance (part or all from the customer's balance);
 * debt (on credit: what the payments and balance leave unpaid becomes the customer's debt, in the base
 * currency; refused while an earlier debt is uncovered). `booking` closes a booking (bookings service).
 */
export async function createSale(tx: DbOrTx, caller: Caller, input: SaleCreateInput, booking?: SaleFromBooking, internal?: SaleInternalOptions): Promise<SaleDto> {
  return (await recordSale(tx, caller, input, booking, internal)).dto;
}

/** createSale with what an offline sale needs to know besides the answer (see RecordedSale). */
export async function recordSale(tx: DbOrTx, caller: Caller, input: SaleCreateInput, booking?: SaleFromBooking, internal?: SaleInternalOptions): Promise<RecordedSale> {
  // a sale without a customer reads its basket with the till (one round trip less at the busiest path); with
  // a customer, the customer's row is locked first (the lock order: customer, then stock, then balances)
  const till = await tillSetup(tx, caller, input.place, 'place', { basket: input.customer ? undefined : input.sell_products, reserveSale: true });
  const stamp: SaleStamp = {
    saleId: till.saleId!,
    sellerId: internal?.seller?.id ?? caller.employeeId,
    at: internal?.at ?? null,
    idempotencyKey: internal?.idempotencyKey ?? null,
  };
  if (!till.rates.size) throw badRequest('no_currencies_for_this_place', 'place');
  // an offline sale's payments convert at the rates the till used (a currency the place takes)
  const rateOf = (currency: number, field: string) => {
    const given = internal?.rates?.get(currency);
    return given !== undefined && till.currencyNames.has(currency) ? given : tillRate(till, currency, field);
  };

  const parties = await saleParties(tx, caller, input, booking);
  const basket = await priceBasket(tx, caller, till.place, input.sell_products, parties.customer?.discount, 'sell_products', till.basket);
  const unitPrices = internal?.unitPrices;
  const lineUnitPrices = internal?.lineUnitPrices;
  const priced = unitPrices
    ? atUnitPrices(basket, (line) => unitPrices.get(saleLineKey(line)))
    : lineUnitPrices
      ? atUnitPrices(basket, (_line, i) => lineUnitPrices[i])
      : basket;
  // given unit prices are final: the customer's discount does not apply to them again
  const lineDiscount = unitPrices || lineUnitPrices ? null : parties.customer?.discount;
  const sums = saleSums(till, input, priced, parties, booking, lineDiscount, rateOf);

  // stock and money last: their rows are the ones other tills wait for, so they are held the shortest.
  // The sale, its stock and its money go to the database together (one round trip on PostgreSQL,
  // `together`; the sale's id was taken with the till); a failure is reported in that order (a shortfall
  // of stock before one of money), as when they went one by one.
  const { stock, moves } = saleMoves(caller, till, input, stamp, parties, sums);
  const stockOptions = { field: (i: number) => `sell_products.${i}.quantity`, productsLocked: true };
  const [[sale], [shortfall]] = await together(
    () => insertSale(tx, caller, till, input, stamp, parties, sums, priced, booking),
    () =>
      together(
        async () => {
          if (internal?.stockAtMost) return (await moveStock(tx, stock, { ...stockOptions, atMost: true })).shortfall;
          await moveStock(tx, stock, stockOptions);
          return stock.map(() => 0);
        },
        () => (moves.length ? moveMoney(tx, moves) : Promise.resolve([])),
      ),
  );
  let debtId: number | null = null;
  if (sums.debt && parties.customer) {
    const [row] = await tx
      .insert(debts)
      .values({ companyId: caller.companyId, customerId: parties.customer.id, saleId: stamp.saleId, currencyId: till.baseCurrencyId, amount: sums.debt })
      .returning({ id: debts.id });
    debtId = row.id;
  }
  afterCommit(tx, () => countSale(sums.total, till.baseCurrencyId));
  const sellerName = internal?.seller?.name ?? till.sellerName;
  return { dto: createdSaleDto(sale, till, input, stamp, sellerName, parties, sums, priced, debtId, booking), serverPriced: basket, priced, shortfall };
}

/** The answer from what the transaction wrote (no second read): the same shape as GET sells/{id}. */
function createdSaleDto(
  sale: { id: number; created_at: Date | string; line_ids: number[] | null },
  till: TillSetup,
  input: SaleCreateInput,
  stamp: SaleStamp,
  sellerName: string,
  parties: SaleParties,
  sums: SaleSums,
  priced: PricedBasketLine[],
  debtId: number | null,
  booking: SaleFromBooking | undefined,
): SaleDto {
  const { customer, fromBalance, changeToBalance } = parties;
  const lineIds = (sale.line_ids ?? []).map((id) => ({ id: Number(id) }));
  const createdAt = sale.created_at instanceof Date ? sale.created_at : new Date(sale.created_at);
  const cur = (id: number) => ({ id, name: till.currencyNames.get(id) ?? '' });
  return {
    id: sale.id,
    customer: customer ? { id: customer.id, name: customer.name } : null,
    customer_discount: money(customer ? customer.discount : '0').toFixed(2),
    from_balance: fromBalance ? { amount: toMoneyString(fromBalance), currency: cur(sums.balanceCurrency) } : null,
    change_to_balance: changeToBalance,
    debt: debtId ? { id: debtId, amount: sums.debt!, covered: '0.00', status: 'open' } : null,
    booking: booking?.bookingId ?? null,
    created_at: createdAt.toISOString(),
    status: 'active',
    method: input.method,
    place: { id: till.place.id, name: till.place.name },
    seller: { id: stamp.sellerId, name: sellerName },
    total_sum: sums.total,
    currency: cur(till.baseCurrencyId),
    total_cost_with_extra_service: saleTotalIn(sums.total, sums.tillCurrency, sums.tillCurrencyRate, cur),
    extra_service_cost: sums.extra ? { currency: cur(sums.extra.currency), amount: toMoneyString(sums.extra.amount) } : null,
    payments: sums.recorded.map((p) => ({ currency: cur(p.currency), amount: toMoneyString(p.amount), rate: money(p.rate).toString() })),
    change: { amount: sums.change, currency: cur(sums.changeCurrency) },
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
