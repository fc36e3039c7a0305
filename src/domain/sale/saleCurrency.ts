/**
 * A sale's money as the people at the till read it: the customer was told the total in the currency the
 * seller priced the sale in (`total_cost_with_extra_service`, with that currency's rate at the sale), so
 * the check, the sale's lists and its info state amounts in it, and say the rate of any payment or change
 * in another currency. A cancel's summary says what leaves the drawer (payments less the change that
 * comes back in), per currency. Pure: the screens render from these.
 */
import { money, toMoneyString } from '../money';
import { totalIn } from './pricing';

interface Ref {
  id: number;
  name: string;
}

/** The part of a sale (or its check) these read. */
export interface PricedSale {
  total_cost_with_extra_service: { amount: string; currency: Ref; rate: string };
}

/** A base-currency amount of the sale (a line's price, its total) in the currency the sale was priced in. */
export function inSaleCurrency(sale: PricedSale, baseAmount: string): string {
  return totalIn(baseAmount, sale.total_cost_with_extra_service.rate);
}

/** One rate a check states: one unit of `from` is `rate` units of `to`. */
export interface StatedRate {
  from: Ref;
  to: Ref;
  rate: string;
}

/**
 * The rates a check states so the customer can verify the change: for each currency paid in or given
 * change in that is not the sale's, its rate at the sale against the sale's currency, written the way
 * round that is at least 1 ('1 USD = 12 650 UZS', never '1 UZS = 0.000079 USD'). Rates are units for one
 * base unit (`currency_rates`: the payment's rate, else the sale's, else the place's); a currency with no
 * rate there is left out rather than guessed.
 */
export function statedRates(
  check: PricedSale & { payments: readonly { currency: Ref; rate?: string }[]; change: { amount: string; currency: Ref }; currency_rates?: readonly { currency: Ref; rate: string }[] },
): StatedRate[] {
  const sale = check.total_cost_with_extra_service;
  const others = [...check.payments.map((p) => p.currency), ...(money(check.change.amount).gt(0) ? [check.change.currency] : [])].filter((c) => c.id !== sale.currency.id);
  const seen = new Set<number>();
  const out: StatedRate[] = [];
  for (const c of others) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    // the rate the payment was taken at; else the place's rate (a change currency nobody paid in)
    const rate = check.payments.find((p) => p.currency.id === c.id && p.rate)?.rate ?? check.currency_rates?.find((r) => r.currency.id === c.id)?.rate;
    if (!rate || !money(rate).gt(0) || !money(sale.rate).gt(0)) continue;
    // units of the sale's currency for one unit of c
    const perUnit = money(sale.rate).div(rate);
    out.push(perUnit.gte(1) ? { from: c, to: sale.currency, rate: perUnit.toString() } : { from: sale.currency, to: c, rate: money(1).div(perUnit).toString() });
  }
  return out;
}

/** What a cancel moves in one currency at the till: `out` leaves the drawer (positive), or comes back into it (negative). */
export interface DrawerMove {
  currency: Ref;
  out: string;
}

/**
 * What cancelling a sale takes out of its till, per currency: the payments taken leave, and the change
 * given comes back in (unless it went to the customer's balance, which gives it back itself). 800 000 UZS
 * paid with 41 000 UZS change: 759 000 UZS leave. A currency that nets to nothing is left out.
 */
export function drawerOnCancel(sale: { payments: readonly { currency: Ref; amount: string }[]; change: { amount: string; currency: Ref }; change_to_balance: boolean }): DrawerMove[] {
  const net = new Map<number, { currency: Ref; out: ReturnType<typeof money> }>();
  const add = (currency: Ref, amount: ReturnType<typeof money>) => {
    const row = net.get(currency.id) ?? { currency, out: money(0) };
    net.set(currency.id, { currency: row.currency, out: row.out.plus(amount) });
  };
  for (const p of sale.payments) add(p.currency, money(p.amount));
  if (!sale.change_to_balance && money(sale.change.amount).gt(0)) add(sale.change.currency, money(sale.change.amount).neg());
  return [...net.values()].filter((r) => !r.out.isZero()).map((r) => ({ currency: r.currency, out: toMoneyString(r.out) }));
}
