/**
 * The checkout's rules (SPEC.md sections 4 'Checkout variant', 'Payment methods', 5 'Checkout'), one
 * pure function the checkout dialog renders from and the unit tests pin down. The server applies the
 * same arithmetic (./pricing.ts) and has the last word; this only decides what the till shows and
 * whether its sell (or book) button is enabled.
 *
 * - cash: what is paid (one currency, or two) must cover the total; the change is counted in the
 *   change currency, rounded down.
 * - balance: part or all from the customer's balance (never more than it holds, nor more than the total);
 *   paid plus balance must cover the total.
 * - debt: always allowed (the customer's approval and earlier debts are the server's to check); what is
 *   not paid becomes the debt, in the base currency.
 * - book: a prepayment (the first amount, one currency) is required; the goods are reserved.
 * - Mode returns to cash when the cash alone covers the total (balance and debt); the second payment
 *   is switched off when the first covers the total.
 * - The change never exceeds what the till holds in the change currency (SPEC.md 5 'Change must not
 *   exceed the wallet balance'): the place's balance plus what this sale pays in that currency (the
 *   payments come in before the change leaves, as on the server). Change sent to the customer's
 *   balance leaves nothing from the till. Unknown balance (a role that may not read it): not checked
 *   here, the server refuses (409 not_enough_money on change_currency).
 * - Paying from the balance sends the change to the balance by default (SPEC.md 4 'Payment methods':
 *   'change goes to balance'); the seller may still switch it off.
 */
import Decimal from 'decimal.js';
import { money, toMoneyString } from '../money';
import { changeFor, paidInBase, type PaymentIn } from './pricing';

export const CHECKOUT_METHODS = ['cash', 'balance', 'debt', 'book'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** A method the checkout shows: usable, or shown disabled with the reason (the roles that may use it). */
export interface MethodOffer {
  method: CheckoutMethod;
  /** why it cannot be chosen: 'customer_access' = only the roles of `sale.customer.pay` may */
  refusal: 'customer_access' | null;
}

/**
 * The methods of the checkout (SPEC.md 4 'Payment methods'): cash always; with an approved customer,
 * from the balance and on credit (shown to every role, disabled with the reason for a role without
 * customer access, so a seller learns who may sell on credit) and the booking for the roles that book.
 */
export function checkoutMethods(o: { customer: boolean; approved: boolean; customerPay: boolean; book: boolean }): MethodOffer[] {
  const withCustomer = o.customer && o.approved;
  const refusal = o.customerPay ? null : ('customer_access' as const);
  return [
    { method: 'cash', refusal: null },
    ...(withCustomer ? (['balance', 'debt'] as const).map((method) => ({ method, refusal })) : []),
    ...(withCustomer && o.book ? [{ method: 'book' as const, refusal: null }] : []),
  ];
}

export interface TillMoney {
  /** as typed and accepted (a decimal string), or null when empty */
  amount: string | null;
  currency: { id: number; rate: string };
}

export interface CheckoutInput {
  /** the sale's total in the base currency (lines and extra service) */
  total: string;
  method: CheckoutMethod;
  first: TillMoney;
  /** the second currency's payment when the two-currency toggle is on */
  second: TillMoney | null;
  /** paid from the customer's balance (method balance), in balanceCurrency */
  fromBalance: string | null;
  balanceCurrency: { id: number; rate: string };
  /** what the customer holds in balanceCurrency */
  held: string;
  changeCurrency: { id: number; rate: string };
  /** the change goes to the customer's balance (not out of the till) */
  changeToBalance?: boolean;
  /** what the till (the sale place) holds in the change currency, or null when unknown */
  tillHeld?: string | null;
}

export type CheckoutProblem = 'nothing_paid' | 'not_enough_paid' | 'too_much_from_balance' | 'prepayment_required' | 'not_enough_change';

export interface CheckoutOutcome {
  payments: { currency: number; amount: string }[];
  /** the change in the change currency ('0.00' on credit or a booking); null when the payments do not cover the total */
  change: string | null;
  /** on credit: what becomes the customer's debt (base currency), or null */
  debt: string | null;
  /** the customer's balance after paying from it (balanceCurrency) */
  remainingBalance: string;
  /** the cash alone covers the total: balance and debt return to cash, the second payment is switched off */
  cashCovers: boolean;
  /** the first payment alone covers the total */
  firstCovers: boolean;
  problem: CheckoutProblem | null;
  ok: boolean;
}

const positive = (v: string | null | undefined): v is string => !!v && money(v).gt(0);

export function checkoutOutcome(input: CheckoutInput): CheckoutOutcome {
  const cash: (PaymentIn & { currency: number })[] = [];
  if (positive(input.first.amount)) cash.push({ amount: input.first.amount, rate: input.first.currency.rate, currency: input.first.currency.id });
  if (input.method !== 'book' && input.second && positive(input.second.amount) && input.second.currency.id !== input.first.currency.id) {
    cash.push({ amount: input.second.amount, rate: input.second.currency.rate, currency: input.second.currency.id });
  }
  // counted in the change currency, as the sale itself is (below, and on the server): a first payment
  // short by less than half a cent of ITS currency may still be short by more than half a cent of the
  // change currency, and switching the second payment off then would leave the sale refused
  const firstCovers = positive(input.first.amount) && changeFor(input.total, [{ amount: input.first.amount, rate: input.first.currency.rate }], input.changeCurrency.rate) !== null;
  const cashChange = cash.length ? changeFor(input.total, cash, input.changeCurrency.rate) : null;
  const cashCovers = cashChange !== null;
  const fromBalance = input.method === 'balance' && positive(input.fromBalance) ? input.fromBalance : null;
  const remainingBalance = toMoneyString(money(input.held).minus(fromBalance ?? 0));
  const payments = cash.map(({ currency, amount }) => ({ currency, amount }));
  const base = { payments, remainingBalance, cashCovers, firstCovers };

  if (input.method === 'book') {
    if (!positive(input.first.amount)) return { ...base, change: '0.00', debt: null, problem: 'prepayment_required', ok: false };
    return { ...base, change: '0.00', debt: null, problem: null, ok: true };
  }
  const all = fromBalance ? [...cash, { amount: fromBalance, rate: input.balanceCurrency.rate }] : cash;
  if (fromBalance && (money(fromBalance).gt(input.held) || money(fromBalance).div(input.balanceCurrency.rate).gt(money(input.total).plus('0.005')))) {
    return { ...base, change: null, debt: null, problem: 'too_much_from_balance', ok: false };
  }
  const change = all.length ? changeFor(input.total, all, input.changeCurrency.rate) : null;
  // the change leaves the till after this sale's payments came in (server/modules/sale/service.ts)
  const tillShort = (c: string) => {
    if (input.changeToBalance || input.tillHeld == null || !money(c).gt(0)) return false;
    const inChangeCurrency = payments.filter((p) => p.currency === input.changeCurrency.id).reduce((sum, p) => sum.plus(p.amount), money(0));
    return money(c).gt(money(input.tillHeld).plus(inChangeCurrency));
  };
  if (change !== null && tillShort(change)) return { ...base, change, debt: null, problem: 'not_enough_change', ok: false };
  if (input.method === 'debt') {
    if (change !== null) return { ...base, change, debt: null, problem: null, ok: true };
    // the debt is the unpaid part rounded half-up; under half a cent of the base currency there is none
    // (server/modules/sale/service.ts records no debt of 0.00)
    const unpaid = toMoneyString(money(input.total).minus(paidInBase(all)));
    return { ...base, change: '0.00', debt: money(unpaid).gt(0) ? unpaid : null, problem: null, ok: true };
  }
  if (!all.length) return { ...base, change: null, debt: null, problem: 'nothing_paid', ok: false };
  if (change === null) return { ...base, change: null, debt: null, problem: 'not_enough_paid', ok: false };
  return { ...base, change, debt: null, problem: null, ok: true };
}

/**
 * The two-currency toggle (SPEC.md 4): the second amount computed from what the first leaves unpaid,
 * in the second currency, rounded UP to cents so that the two together cover the total. Null when the
 * first already covers it.
 */
export function secondFromRemainder(total: string, first: TillMoney, second: { rate: string }): string | null {
  // what the first leaves unpaid, counted in the first currency (exact: no division yet), then in the
  // second with one division at the end: an exact number of cents stays exact, where a quotient rounded
  // on the way (first / rate, then x rate) came out a hair above it and was rounded UP a cent too many
  const firstRate = money(first.currency.rate);
  const left = money(total).times(firstRate).minus(positive(first.amount) ? first.amount : 0);
  if (!left.gt(0)) return null;
  const amount = left.times(second.rate).div(firstRate).toDecimalPlaces(2, Decimal.ROUND_UP);
  // a crumb below a cent of the second currency is covered already
  return amount.gt(0) ? amount.toFixed(2) : null;
}

/** Where the change goes by default for a method (SPEC.md 4): from the balance, back to the balance; otherwise out of the till. */
export const defaultChangeToBalance = (method: CheckoutMethod) => method === 'balance';
