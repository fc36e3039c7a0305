/**
 * The money report (SPEC.md 3 'Report'; issue 13): for each currency, the balance before the period,
 * what came in and went out by kind, and the balance after, all read from the money ledger. The
 * identity prev + incomes - expenses = actual is checked by the server against the journal itself
 * (`consistent`); the screen shows an error instead of numbers that do not add up.
 */
import { z } from 'zod';
import { dateField, dateTimeOut, idOut, moneyOut, queryId, rateOut } from '../fields';

export * from './paths';

export const INCOME_KEYS = [
  'sales',
  'debt_sales',
  'debt_coverages',
  'customer_balance_replenishment',
  'company_replenishments',
  'bookings',
  'confirmed_cash_desks',
  'replenishments',
  'transfers_from_places',
  /** a place's side of a company -> place transfer (the journal names both legs by the transfer) */
  'transfers_to_places',
  'exchanges',
  'sale_cancels',
  'other',
] as const;
export const EXPENSE_KEYS = [
  'changes',
  'debt_coverage_changes',
  'confirmed_cash_desks',
  'transfers',
  'receptions',
  'transfers_to_places',
  /** a place's side of a place -> company transfer */
  'transfers_from_places',
  'withdraws',
  'exchanges',
  'sale_cancels',
  'bookings',
  'other',
] as const;

export const moneyReportQuery = z
  .object({ date_after: dateField, date_before: dateField, place: queryId })
  .refine((q) => q.date_after <= q.date_before, { message: 'dates_order', path: ['date_before'] });

const ref = z.object({ id: idOut, name: z.string() });

export const moneyReportRowOut = z.object({
  currency: ref,
  prev_amount: moneyOut,
  actual_amount: moneyOut,
  incomes: z.record(z.enum(INCOME_KEYS), moneyOut),
  expenses: z.record(z.enum(EXPENSE_KEYS), moneyOut),
  total_incomes: moneyOut,
  total_expenses: moneyOut,
  exchanges: z.array(z.object({ id: idOut, created_at: dateTimeOut, rate: rateOut, income: moneyOut, expense: moneyOut, change_currency_name: z.string() })),
});
export type MoneyReportRow = z.infer<typeof moneyReportRowOut>;
export const moneyReportOut = z.object({
  date_after: z.string(),
  date_before: z.string(),
  place: ref.nullable(),
  /** prev + incomes - expenses = actual for every currency, and actual = the journal's sum at the end */
  consistent: z.boolean(),
  results: z.array(moneyReportRowOut),
});
export type MoneyReportDto = z.infer<typeof moneyReportOut>;
