/**
 * Covering the old debt (SPEC.md 5 'Checkout': the old-debt cover amount must not exceed the old debt):
 * one rule for the cover form (Send disabled above it) and the server (refused above it). The old debt
 * is in the base currency; the money is paid in a place currency at its rate (units for one base unit).
 */
import Decimal from 'decimal.js';
import { money, toMoneyString, type Money } from '../money';

/** A crumb below half a cent from converting counts as exact. */
const CRUMB = '0.005';

export interface OldDebtCover {
  /** what the amount is worth in the base currency */
  paid: Money;
  /** what it covers of the old debt (base currency, 2 places) */
  covered: Money;
  /** the amount is above the old debt: refused */
  exceeds: boolean;
}

export function oldDebtCover(amount: string, rate: string, oldDebt: string): OldDebtCover {
  const paid = money(amount).div(rate);
  const old = money(oldDebt);
  return { paid, covered: Decimal.min(paid.toDecimalPlaces(2, Decimal.ROUND_HALF_UP), old), exceeds: paid.minus(old).gte(CRUMB) };
}

/** The most that may be paid against the old debt in a currency of that rate: the largest cent amount not refused. */
export function oldDebtCoverMax(rate: string, oldDebt: string): string {
  const cents = money(oldDebt).plus(CRUMB).times(rate).times(100).ceil().minus(1);
  return toMoneyString(Decimal.max(cents, 0).div(100));
}
