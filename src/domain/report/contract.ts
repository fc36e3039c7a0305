/**
 * The money report (SPEC.md 3 'Report'): for each currency, the balance before the period,
 * what came in and went out by kind, and the balance after, all read from the money ledger. The
 * identity prev + incomes - expenses = actual is checked by the server against the journal itself
 * (`consistent`); the screen shows an error instead of numbers that do not add up.
 */
import * as z from 'zod';
import { dateField, datedRecordOut, idField, idOut, moneyOut, pageOf, queryId, rateOut, refOut } from '../fields';

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


export const moneyReportRowOut = z.object({
  currency: refOut,
  prev_amount: moneyOut,
  actual_amount: moneyOut,
  incomes: z.record(z.enum(INCOME_KEYS), moneyOut),
  expenses: z.record(z.enum(EXPENSE_KEYS), moneyOut),
  total_incomes: moneyOut,
  total_expenses: moneyOut,
  /**
   * What the shop earned by selling, in this currency (the report's headline): the
   * cash tendered for sales (incomes.sales, incomes.debt_sales) less the change given (expenses.changes),
   * less what cancelled sales gave back (expenses less incomes of sale_cancels). The tendered and the
   * change stay apart in incomes and expenses: the drawer's flow, which prev + incomes - expenses follows.
   */
  sales_net: moneyOut,
  /** the cost of the goods received (receptions accepted in the period, in scope), in the base currency's row only:
   *  receptions are not paid from a balance, so this is shown beside the figures, not in them */
  received_goods_cost: moneyOut,
  /** the period's days that have movements, oldest first (the report's chart) */
  days: z.array(z.object({ date: z.string(), income: moneyOut, expense: moneyOut })),
  exchanges: z.array(datedRecordOut({ rate: rateOut, income: moneyOut, expense: moneyOut, change_currency_name: z.string() })),
});
export type MoneyReportRow = z.infer<typeof moneyReportRowOut>;
export const moneyReportOut = z.object({
  date_after: z.string(),
  date_before: z.string(),
  place: refOut.nullable(),
  /** prev + incomes - expenses = actual for every currency, and actual = the journal's sum at the end */
  consistent: z.boolean(),
  results: z.array(moneyReportRowOut),
});
export type MoneyReportDto = z.infer<typeof moneyReportOut>;

export const MOVEMENTS_PAGE_MAX = 1000;

/** One report row's movements: the journal lines of a currency and key on one side, newest first. */
export const moneyMovementsQuery = z
  .object({
    date_after: dateField,
    date_before: dateField,
    place: queryId,
    currency: idField,
    /** without side and key: every movement of the currency (the Excel export) */
    side: z.enum(['income', 'expense'], { error: 'invalid' }).optional(),
    key: z.string().max(40, 'max_length').regex(/^[a-z_]+$/, 'invalid').optional(),
    offset: z.coerce.number({ error: 'invalid' }).int('invalid').min(0, 'invalid').max(2_147_483_647, 'invalid').default(0),
    limit: z.coerce.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(MOVEMENTS_PAGE_MAX, 'invalid').default(20),
  })
  .refine((q) => q.date_after <= q.date_before, { message: 'dates_order', path: ['date_before'] })
  .refine((q) => q.key === undefined || (q.side !== undefined && (q.side === 'income' ? (INCOME_KEYS as readonly string[]) : (EXPENSE_KEYS as readonly string[])).includes(q.key)), {
    message: 'invalid',
    path: ['key'],
  });

export const moneyMovementOut = datedRecordOut({
  /** signed: + in, - out */
  amount: moneyOut,
  kind: z.string(),
  account: z.object({ type: z.enum(['company', 'place', 'wallet', 'customer']), id: idOut }),
  /** what the movement belongs to (a sale, a booking, a customer, a cash desk...), for its link */
  ref: z.object({ type: z.string(), id: idOut }).nullable(),
  employee: refOut.nullable(),
  comment: z.string(),
});
export type MoneyMovementDto = z.infer<typeof moneyMovementOut>;
export const moneyMovementPageOut = pageOf(moneyMovementOut);
