/**
 * The cash desk area's contract (SPEC.md 2 'close cash desk', 3, 4, 7): a place's takings for
 * one day, closed with the cash counted per currency, then confirmed by the admin (the counted cash
 * moves from the place to the company). Expected amounts are read from the money ledger.
 */
import * as z from 'zod';
import { dateField, pastDateField, dateTimeOut, idArray, idField, idOut, moneyField, moneyOut, pageOf, pageQuery, queryId, queryIdList, queryIds, textField, refOut } from '../fields';

import { todayUtc } from '../period';
import { SALE_STATUSES, saleOut, type SaleStatus } from '../sale/contract';

export * from './paths';

/** The money journal kinds that are the till's takings of a day (what the drawer should hold). */
export const TILL_KINDS = ['sales', 'debt_sales', 'changes', 'debt_coverages', 'debt_coverage_changes', 'bookings', 'sale_cancels', 'customer_balance_replenishment'] as const;

export const CASH_DESK_STATUSES = ['closed', 'confirmed', 'rejected'] as const;
export type CashDeskStatus = (typeof CASH_DESK_STATUSES)[number];

/** SPEC.md 5: no future dates */

export const cashDeskDayQuery = z.object({ place: idField, date: pastDateField });

export const cashDeskCloseBody = z.object({
  place: idField,
  date: pastDateField,
  counted: z.array(z.object({ currency: idField, amount: moneyField }), { error: 'invalid' }).min(1, 'required').max(20, 'invalid'),
  comment: textField(500).optional(),
});
export type CashDeskCloseInput = z.infer<typeof cashDeskCloseBody>;

export const cashDeskCancelBody = z.object({ place: idField, date: pastDateField });

/**
 * SPEC.md 4 'Cash desk: ... closing cancelled, reopened for today': only today's closing is cancelled by
 * the till; an older one waiting for its decision is the admin's to approve or reject (a rejected
 * closing leaves its day open for a new one). The close screen and the server apply this one rule.
 */
export const closingCancellable = (date: string, today = todayUtc()) => date === today;

export const cashDeskDecisionBody = z.object({ ids: idArray.pipe(z.array(z.number()).min(1, 'required').max(100, 'invalid')), action: z.enum(['approve', 'reject'], { error: 'invalid' }) });

export const cashDeskListQuery = pageQuery.extend({
  place: queryId,
  places: queryIds,
  date_after: dateField.optional(),
  date_before: dateField.optional(),
  status: z.enum(CASH_DESK_STATUSES, { error: 'invalid' }).optional(),
});


export const cashDeskCurrencyOut = z.object({ currency: refOut, expected: moneyOut, counted: moneyOut, difference: moneyOut });
export const cashDeskOut = z.object({
  id: idOut,
  place: refOut,
  date: z.string(),
  status: z.enum(CASH_DESK_STATUSES),
  comment: z.string(),
  closed_by: refOut,
  closed_at: dateTimeOut,
  confirmed_by: refOut.nullable(),
  confirmed_at: dateTimeOut.nullable(),
  currencies: z.array(cashDeskCurrencyOut),
});
export type CashDeskDto = z.infer<typeof cashDeskOut>;
export const cashDeskPageOut = pageOf(cashDeskOut);

export const cashDeskDayOut = z.object({
  place: refOut,
  date: z.string(),
  /** per currency the place takes: what the ledger says the drawer holds from the day's takings */
  currencies: z.array(z.object({ currency: refOut, expected: moneyOut })),
  /**
   * the closing shown: the one waiting for a decision, else the day's last confirmed one while nothing
   * came in since (null: the day, or what came in after its confirmed closings, is open to count)
   */
  desk: cashDeskOut.nullable(),
  /** the day's confirmed closings: with `desk` null, `currencies` are the takings since the last of them */
  confirmed_closings: z.number().int(),
});
export type CashDeskDayDto = z.infer<typeof cashDeskDayOut>;

// ------------------------------------------------------------------------------------ a desk's sales

/**
 * GET cash_desk_info/?cash_desks=1,2 (SPEC.md 7, comma arrays): the sales the closings count (made at
 * the desk's place on its day, after the day's previous confirmed closing and before this one closed),
 * each with its status, optionally only some statuses.
 */
export const cashDeskInfoQuery = pageQuery.extend({
  cash_desks: z.string({ error: (iss) => (iss.input === undefined ? 'required' : 'invalid') }).pipe(queryIdList).refine((ids) => ids.length <= 100, 'invalid'),
  status: z
    .string({ error: 'invalid' })
    .max(64, 'max_length')
    .regex(/^(active|success|canceled)(,(active|success|canceled))*$/, 'invalid')
    .optional()
    .transform((s) => (s ? (s.split(',') as SaleStatus[]) : undefined)),
});
export type CashDeskInfoQuery = z.infer<typeof cashDeskInfoQuery>;

/**
 * PATCH cash_desk_info/{sale id}/ {status} (SPEC.md 7 'sell status'), the admin checking a closing's
 * sales before deciding it: 'success' marks a sale checked, 'active' takes that back, 'canceled' cancels
 * it (the sale cancel itself). A confirmed closing's sales are success and final.
 */
export const cashDeskSaleStatusBody = z.object({ status: z.enum(SALE_STATUSES, { error: 'invalid' }) });

export const cashDeskSaleOut = saleOut.omit({ sell_products: true }).extend({ cash_desk: idOut });
export type CashDeskSaleDto = z.infer<typeof cashDeskSaleOut>;
export const cashDeskSalePageOut = pageOf(cashDeskSaleOut);

/** GET cash_desks/{id}/excel/?lang=: the desk as an .xlsx file (its figures and its sales), headers in `lang`. */
export const cashDeskExcelQuery = z.object({ lang: z.enum(['en', 'ru'], { error: 'invalid' }).optional() });
