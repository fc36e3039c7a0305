/**
 * The till's arithmetic (SPEC.md sections 4, 5 and 9), one implementation for the browser (display)
 * and the server (which recomputes every price and total itself and never trusts totals sent to it).
 *
 * Prices are kept in the company's base currency per place type; a line's unit price is the price less
 * its discount (an amount, or a percent: `discountPrice`), the line total is unit x quantity. Money in
 * another currency converts through the place's rate of that currency (the place type's own rate, else
 * the company's: `pricingRate`): rate = units of the currency for one unit of the base currency.
 * Everything is exact (decimal.js, 40 digits) and rounded to 2 places only where an amount is stated:
 * totals half-up, change DOWN (a till never hands out a cent it was not paid).
 */
import Decimal from 'decimal.js';
import { discountPrice } from '../catalogue';
import { money, toMoneyString, type Money } from '../money';

export interface PricedLine {
  /** the price rule at the sale's place type, in the base currency */
  price: string;
  discount: string;
  discount_in_percent: boolean;
  quantity: number;
}

/**
 * A line's unit price and total (2-place strings, base currency). SPEC.md section 9: a price with no
 * discount of its own takes the customer's percentage discount, when a customer is set; a price with
 * a discount keeps its own (the two never add up).
 */
export function linePrice(line: PricedLine, customerDiscount?: string | null): { unit: string; total: string } {
  const own = money(line.discount || 0).gt(0);
  const unit = own || !customerDiscount || !money(customerDiscount).gt(0)
    ? discountPrice(line.price, line.discount, line.discount_in_percent)
    : discountPrice(line.price, customerDiscount, true);
  return { unit, total: toMoneyString(money(unit).times(line.quantity)) };
}

/** The sale's total in the base currency: the lines, plus an extra service given in a currency of rate `rate`. */
export function saleTotal(lines: readonly PricedLine[], extra?: { amount: string; rate: string } | null, customerDiscount?: string | null): string {
  let total: Money = money(0);
  for (const line of lines) total = total.plus(linePrice(line, customerDiscount).total);
  if (extra && money(extra.amount).gt(0)) total = total.plus(money(extra.amount).div(money(extra.rate)));
  return toMoneyString(total);
}

export interface PaymentIn {
  amount: string;
  /** the place's rate of the payment's currency (units for one base unit) */
  rate: string;
}

/** What the payments are worth in the base currency, exactly (not rounded). */
export function paidInBase(payments: readonly PaymentIn[]): Money {
  return payments.reduce((sum, p) => sum.plus(money(p.amount).div(money(p.rate))), money(0));
}

/**
 * The change for payments against a base-currency total, in the change currency of rate `changeRate`:
 * null when the payments do not cover the total; otherwise what is over, rounded DOWN to cents.
 * Everything is counted in the change currency, multiplying before dividing (amount x changeRate /
 * rate), so paying in the change currency itself is exact: 1 400 000.50 UZS for 1 366 200.00 UZS gives
 * 33 800.50, not 33 800.49 through a rounded base amount.
 */
export function changeFor(total: string, payments: readonly PaymentIn[], changeRate: string): string | null {
  const target = money(changeRate);
  const paid = payments.reduce((sum, p) => sum.plus(money(p.amount).times(target).div(money(p.rate))), money(0));
  const over = paid.minus(money(total).times(target));
  // a crumb below half a cent (from converting between currencies) counts as paid exactly
  if (over.lt(0) && over.abs().gte('0.005')) return null;
  if (over.lte(0)) return '0.00';
  return over.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

/** The base-currency total shown in a currency of rate `rate` (half-up, 2 places). */
export function totalIn(total: string, rate: string): string {
  return toMoneyString(money(total).times(money(rate)));
}
