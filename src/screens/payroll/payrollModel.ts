/** Pure helpers of the payroll screens. */
import { money, toMoneyString } from '../../domain/money';
import { todayUtc } from '../../domain/period';

/** The default period: the last seven days up to today (UTC). */
export function lastWeek(now = new Date()): { date_after: string; date_before: string } {
  const start = new Date(now);
  start.setUTCDate(start.getUTCDate() - 6);
  return { date_after: todayUtc(start), date_before: todayUtc(now) };
}


/** Sums of `total` per currency name, in the order the currencies first appear. */
export function totalsByCurrency(rows: readonly { total: string; currency: { name: string } }[]): { currency: string; total: string }[] {
  const sums = new Map<string, ReturnType<typeof money>>();
  for (const r of rows) sums.set(r.currency.name, (sums.get(r.currency.name) ?? money(0)).plus(r.total));
  return [...sums].map(([currency, total]) => ({ currency, total: toMoneyString(total) }));
}

export const canPay = (row: { paid: boolean; total: string }) => !row.paid && money(row.total).gt(0);
