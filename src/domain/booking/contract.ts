/**
 * The booking area's contract (SPEC.md sections 3 'Booking', 4 'Booking', 7): goods reserved
 * at a place for a customer with a prepayment, its products, and closing it (cancel or success).
 */
import * as z from 'zod';
import { amountField, currencyAmountOut, dateTimeOut, idField, idOut, moneyOut, pageOf, pageQuery, positiveMoneyField, queryId, refOut, stockLineOut } from '../fields';
import { SALE_LINES_MAX, extraServiceCostField, lineQuantityField, tillPaymentsField } from '../sale/contract';

export * from './paths';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'rejected', 'canceled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookingLineBody = z.object({ product: idField, size: idField, quantity: lineQuantityField, place: idField });
export type BookingLineInput = z.infer<typeof bookingLineBody>;

/** POST bookings/: the customer, the goods (reserved at their places) and the prepayment paid into the place's till. */
export const bookingCreateBody = z.object({
  place: idField,
  customer: idField,
  booking_products: z.array(bookingLineBody, { error: 'invalid' }).min(1, 'empty_basket').max(SALE_LINES_MAX, 'invalid'),
  /** SPEC.md 5: 'Book needs a prepayment' (missing or empty: prepayment_required) */
  prepayment: amountField({ allowZero: false, requiredCode: 'prepayment_required' }),
  currency: idField,
  /** SPEC.md 7: extra services taken with the booking, charged when it becomes a sale */
  extra_service_cost: extraServiceCostField,
  /** SPEC.md 7 names it; a booking is always 'book' */
  method: z.literal('book', { error: 'invalid' }).optional(),
});
export type BookingCreateInput = z.infer<typeof bookingCreateBody>;

/** POST {id}/change/: a new prepayment (the old one goes back out of the till, the new one comes in). */
export const bookingChangeBody = z.object({ prepayment: positiveMoneyField, currency: idField });
export type BookingChangeInput = z.infer<typeof bookingChangeBody>;

/** POST {id}/success/: the booking becomes a sale; what the prepayment leaves unpaid is paid now. */
export const bookingSuccessBody = z.object({
  payments: tillPaymentsField,
  change_currency: idField.optional(),
});
export type BookingSuccessInput = z.infer<typeof bookingSuccessBody>;

export const bookingListQuery = pageQuery.extend({
  status: z.enum(BOOKING_STATUSES, { error: 'invalid' }).optional(),
  customer: queryId,
});


export const bookingLineOut = stockLineOut.extend({
  /** today's unit price at the booking's place type (with the customer's discount), and the line's total */
  unit_price: moneyOut.nullable(),
  total: moneyOut.nullable(),
});

export const bookingOut = z.object({
  id: idOut,
  status: z.enum(BOOKING_STATUSES),
  place: refOut,
  customer: refOut,
  created_by: refOut,
  prepayment: currencyAmountOut,
  extra_service_cost: currencyAmountOut.nullable(),
  /** the goods' total in the base currency at today's prices */
  total_sum: moneyOut,
  currency: refOut,
  quantity: z.number().int(),
  created_at: dateTimeOut,
  closed_at: dateTimeOut.nullable(),
  /** the sale it became */
  sale: idOut.nullable(),
  booking_products: z.array(bookingLineOut),
});
export type BookingDto = z.infer<typeof bookingOut>;
export const bookingPageOut = pageOf(bookingOut.omit({ booking_products: true }));
