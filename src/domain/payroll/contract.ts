/**
 * The payroll area's contract (SPEC.md sections 3 'Salary', 7 'Salaries'): the calculation
 * request and its rows, the payment and the history. Built on src/domain/fields.ts.
 */
import * as z from 'zod';
import { dateField, pastDateField, dateTimeOut, idArray, idField, idOut, moneyOut, optionalIdField, pageOf, pageQuery, queryId, rateOut, refOut } from '../fields';

export * from './paths';

/** SPEC.md 5 'Dates': no future dates; start not after end. */

const period = { date_after: pastDateField, date_before: pastDateField };
const periodOrder = <T extends { date_after: string; date_before: string }>(v: T) => v.date_after <= v.date_before;

export const salaryCalculateBody = z
  .object({ ...period, places: idArray.optional() })
  .refine(periodOrder, { message: 'dates_order', path: ['date_before'] });
export type SalaryCalculateInput = z.infer<typeof salaryCalculateBody>;

/** POST /salaries/: pays what calculate shows for one employee (places: the same choice as calculate). */
export const salaryPayBody = z
  .object({ employee: idField, ...period, places: idArray.optional(), wallet: optionalIdField })
  .refine(periodOrder, { message: 'dates_order', path: ['date_before'] });
export type SalaryPayInput = z.infer<typeof salaryPayBody>;


/** The figures of a salary, calculated or paid: working days, the day fee, the sales share and their total. */
const salaryFigures = {
  days: z.number().int(),
  /** fee per working day */
  rate: moneyOut,
  salary: moneyOut,
  sales_amount: moneyOut,
  sell_percent: rateOut,
  sell_percent_amount: moneyOut,
  total: moneyOut,
  currency: refOut,
};

export const salaryCalculationOut = z.object({
  employee: refOut.extend({ username: z.string(), position: z.string() }),
  ...salaryFigures,
  /** an earlier payment overlaps this period (paying again is refused) */
  paid: z.boolean(),
});
export type SalaryCalculationDto = z.infer<typeof salaryCalculationOut>;
export const salaryCalculationListOut = z.array(salaryCalculationOut);

export const salaryOut = z.object({
  id: idOut,
  employee: refOut,
  date_after: z.string(),
  date_before: z.string(),
  ...salaryFigures,
  wallet: refOut.nullable(),
  paid_by: refOut,
  created_at: dateTimeOut,
});
export type SalaryDto = z.infer<typeof salaryOut>;
export const salaryPageOut = pageOf(salaryOut);

export const salaryListQuery = pageQuery.extend({
  employee: queryId,
  /** payments whose period ends on or after this day */
  date_after: dateField.optional(),
  /** payments whose period starts on or before this day */
  date_before: dateField.optional(),
});
