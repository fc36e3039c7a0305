import { COMMENT_MAX, isPositiveAmount, type BalanceOperation } from '../../domain/currency';
import { money } from '../../domain/money';

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

/**
 * SPEC.md section 5 'Balance operation': the submit button is disabled while the currency, the amount
 * or the comment is empty; the company card also needs the operation. The amount must be a positive
 * decimal with at most 2 places and the comment at most 500 characters (the server's rules).
 */
export function balanceFormReady(v: BalanceFormValues, needsOperation: boolean): boolean {
  if (needsOperation && !v.operation) return false;
  if (!v.currency) return false;
  if (!isPositiveAmount(v.amount)) return false;
  const comment = v.comment.trim();
  return comment.length > 0 && comment.length <= COMMENT_MAX;
}

/** Is `amount` more than what is `available`? (a hint before the server says so) */
export function exceeds(amount: string, available: string | null | undefined): boolean {
  if (available == null || !isPositiveAmount(amount)) return false;
  return money(amount).gt(money(available));
}
