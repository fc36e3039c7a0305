import { COMMENT_MAX, type BalanceOperation } from '../domain/currency';
import { amountProblem, normaliseAmount, type AmountOptions } from '../domain/rules';
import { money } from '../domain/money';

/** The values of a balance form (company balance, transfers, wallets). */
export interface BalanceFormValues {
  operation: BalanceOperation | null;
  currency: number | null;
  amount: string;
  comment: string;
}

export const emptyBalanceForm = (operation: BalanceOperation | null = null): BalanceFormValues => ({
  operation,
  currency: null,
  amount: '',
  comment: '',
});

/** The rule of a balance operation's amount: above zero, 2 places (src/domain/fields.ts, as the server). */
export const AMOUNT_RULE: AmountOptions = { allowZero: false };

/** The decimal string to send for what was typed ("12,50" -> "12.50"), or null when the rule refuses it. */
export function sentAmount(typed: string): string | null {
  return amountProblem(typed, AMOUNT_RULE) ? null : normaliseAmount(typed).replace(/^\+/, '');
}

/**
 * SPEC.md section 5 'Balance operation': the submit button is disabled while the currency, the amount
 * or the comment is empty; the company card also needs the operation. The amount must be a positive
 * decimal with at most 2 places and the comment at most 500 characters (the server's rules).
 */
export function balanceFormReady(v: BalanceFormValues, needsOperation: boolean): boolean {
  if (needsOperation && !v.operation) return false;
  if (!v.currency) return false;
  if (sentAmount(v.amount) === null) return false;
  const comment = v.comment.trim();
  return comment.length > 0 && comment.length <= COMMENT_MAX;
}

/** Is `amount` more than what is `available`? (a hint before the server says so) */
export function exceeds(amount: string, available: string | null | undefined): boolean {
  const value = sentAmount(amount);
  if (available == null || value === null) return false;
  return money(value).gt(money(available));
}
