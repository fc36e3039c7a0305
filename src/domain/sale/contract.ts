/**
 * The sale area's contract (SPEC.md section 7 Realization): the sale request (cash, no
 * customer: the customer variants come with the customers area) and the sale's answers. The server
 * recomputes every price from the catalogue and every total with ./pricing.ts.
 */
import * as z from 'zod';
import { currencyAmountOut, dateField, pastDateField, idField, idOut, moneyField, moneyOut, pageOf, positiveMoneyField, productRefOut, queryId, rateOut, datedRecordOut, dateTimeOut, integerNumber, refOut, stockLineOut } from '../fields';
import { isMoneyString, money } from '../money';
import type { SellToCustomerVariant } from './paths';

export * from './paths';

/** The most lines and payments one sale carries (a till's basket, SPEC.md section 5). */
export const SALE_LINES_MAX = 200;
export const SALE_QUANTITY_MAX = 100_000;

/** A line's quantity (a sale's, a booking's, a reception's or a transfer's). 'Enter an integer' for 1.5 (SPEC.md 5): the one integer rule of src/domain/fields.ts */
export const lineQuantityField = integerNumber({ min: 1, minCode: 'quantity_min', max: SALE_QUANTITY_MAX });
/** PATCH `{id}/products/{lineId}/` of a document (a reception, a transfer, a booking): the line's new quantity. */
export const lineQuantityPatchBody = z.object({ quantity: lineQuantityField });

/** What is paid at the till (a sale, a booking or an order becoming one): at most two payments, each in a currency. */
export const tillPaymentsField = z.array(z.object({ currency: idField, amount: positiveMoneyField }), { error: 'invalid' }).max(2, 'invalid').default([]);

/** Extra services taken with the goods (SPEC.md 7), charged with the sale. */
export const extraServiceCostField = z.object({ currency: idField, amount: moneyField }).optional();

export const SALE_METHODS = ['cash', 'balance', 'debt'] as const;

/** SPEC.md 4 'Sale status': active, or canceled by an admin (nothing makes a sale 'success' yet) */
/** SPEC.md 4: a sale is active, success once a confirmed cash desk counted it (then final), or canceled */
export const SALE_STATUSES = ['active', 'success', 'canceled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const saleCreateBody = z.object({
  place: idField,
  sell_products: z
    .array(z.object({ product: idField, size: idField, quantity: lineQuantityField, place: idField }), { error: 'invalid' })
    .min(1, 'empty_basket')
    .max(SALE_LINES_MAX, 'invalid'),
  payments: tillPaymentsField,
  change_currency: idField.optional(),
  /**
   * The currency the seller priced the sale in at the till (the total the customer was told): the
   * check, the sale's lists and its info show the total in it. One of the place's currencies; by
   * default the place's base currency (SPEC.md 9 'Current currency defaults to the base').
   */
  currency: idField.optional(),
  /**
   * cash only; or, with a customer, part or all from the customer's balance (balance), or on credit
   * (debt: what is left unpaid becomes the customer's debt). A booking is POST bookings (method 'book').
   */
  method: z.enum(SALE_METHODS, { error: 'invalid' }).default('cash'),
  /** SPEC.md 'Sale request': the customer, what they pay from their balance, and whether the change goes there */
  customer: z
    .object({
      customer: idField,
      pay_from_balance: moneyField.optional(),
      balance_currency: idField.optional(),
      add_change_to_balance: z.boolean().optional(),
    })
    .optional(),
  extra_service_cost: extraServiceCostField,
});
export type SaleCreateInput = z.infer<typeof saleCreateBody>;

/**
 * The body of POST sell_to_customer_{variant}/ (SPEC.md 7): a sale with a customer, whose variant says
 * how their balance pays: all of it (no payments; method balance), part of it (a payment too), or none
 * (cash or on credit). Each one is the same sale as POST sells/; a body that contradicts its variant
 * is refused on the field that does.
 */
export function sellToCustomerBody(variant: SellToCustomerVariant) {
  return saleCreateBody
    .extend({
      customer: z.object({ customer: idField, pay_from_balance: moneyField.optional(), balance_currency: idField.optional(), add_change_to_balance: z.boolean().optional() }),
      method: z.enum(SALE_METHODS, { error: 'invalid' }).default(variant === 'no_balance_payment' ? 'cash' : 'balance'),
    })
    .superRefine((b, ctx) => {
      // zod runs this refinement even when pay_from_balance failed its own (non-aborting) check: that
      // field's issue already names it, so an amount that is not one refuses nothing more here
      const raw = b.customer.pay_from_balance ?? '0';
      if (!isMoneyString(raw)) return;
      const fromBalance = money(raw);
      const refuse = (path: (string | number)[]) => ctx.addIssue({ code: 'custom', message: 'invalid', path });
      if (variant === 'no_balance_payment') {
        if (b.method === 'balance') refuse(['method']);
        if (fromBalance.gt(0)) refuse(['customer', 'pay_from_balance']);
        return;
      }
      if (b.method !== 'balance') refuse(['method']);
      if (!fromBalance.gt(0)) refuse(['customer', 'pay_from_balance']);
      if (variant === 'full_balance_payment' && b.payments.length) refuse(['payments']);
      if (variant === 'partial_balance_payment' && !b.payments.length) refuse(['payments']);
    });
}

export const saleListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(2147483647).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** SPEC.md 5 'Dates': no future day (the order of the two: the service, 'dates_order') */
  date_after: pastDateField.optional(),
  date_before: pastDateField.optional(),
  place: queryId,
  /** a customer's purchases (the customer page's tab): all dates unless given */
  customer: queryId,
});


export const saleLineOut = stockLineOut.extend({
  /** the price rule used, in the base currency */
  price: moneyOut,
  discount: moneyOut,
  discount_in_percent: z.boolean(),
  /** the unit price after the discount, and the line's total */
  unit_price: moneyOut,
  total: moneyOut,
});

export const salePaymentOut = z.object({ currency: refOut, amount: moneyOut, rate: rateOut });

/**
 * SPEC.md 3 'Sale' total_cost_with_extra_service {amount, currency}: the total (extra service included)
 * in the currency the sale was priced in at the till, with that currency's rate at the sale (units for
 * one base unit): what the customer was told, and what the check, the lists and the info show.
 */
export const saleTotalOut = currencyAmountOut.extend({ rate: rateOut });

export const saleOut = z.object({
  id: idOut,
  customer: refOut.nullable(),
  /** the customer's percentage discount applied to lines without their own */
  customer_discount: z.string(),
  from_balance: currencyAmountOut.nullable(),
  change_to_balance: z.boolean(),
  /** a sale on credit: its debt (base currency) and how much of it is covered */
  debt: z.object({ id: idOut, amount: moneyOut, covered: moneyOut, status: z.enum(['open', 'canceled']) }).nullable(),
  /** the booking this sale closed */
  booking: idOut.nullable(),
  created_at: dateTimeOut,
  status: z.enum(SALE_STATUSES),
  method: z.string(),
  place: refOut,
  seller: refOut,
  /** the total in the base currency */
  total_sum: moneyOut,
  currency: refOut,
  total_cost_with_extra_service: saleTotalOut,
  extra_service_cost: currencyAmountOut.nullable(),
  payments: z.array(salePaymentOut),
  change: currencyAmountOut,
  quantity: z.number().int(),
  sell_products: z.array(saleLineOut),
});
export type SaleDto = z.infer<typeof saleOut>;

export const salePageOut = pageOf(saleOut.omit({ sell_products: true }));

/**
 * GET sells/{id}/check/ (SPEC.md 3 'Check'): what the receipt and the sale info show. Amounts are in
 * the sale's (base) `currency` unless they carry their own. `payments` are the ones taken at the till
 * when the sale was made; the booking's prepayment it closed is `prepayment`; `financial_info.payments`
 * holds both. `pay` is what all of them are worth in the base currency (at the rates of the sale).
 * `currency_rates`: every currency of the sale's place with the rate of the sale (a payment's), else
 * the place's rate now (its type's own, else the company's): the currency switcher's rates.
 */
export const saleCheckOut = datedRecordOut({
  status: z.enum(SALE_STATUSES),
  method: z.string(),
  place: refOut,
  employee: refOut,
  customer: refOut.nullable(),
  currency: refOut,
  sell_products: z.array(saleLineOut),
  total_quantity: z.number().int(),
  /** the total with the extra service (base currency) */
  total_sum: moneyOut,
  total_cost_with_extra_service: saleTotalOut,
  extra_service_cost: currencyAmountOut.nullable(),
  financial_info: z.object({
    customer: z.object({ balance_payment: currencyAmountOut.nullable(), change_to_balance: z.boolean() }).nullable(),
    debt: z.object({ amount: moneyOut, covered: moneyOut, currency: refOut, status: z.enum(['open', 'canceled']) }).nullable(),
    payments: z.array(salePaymentOut),
  }),
  payments: z.array(salePaymentOut),
  change: currencyAmountOut,
  change_currency: refOut,
  prepayment: currencyAmountOut.extend({ booking: idOut }).nullable(),
  pay: moneyOut,
  /** the part paid from the customer's balance (SPEC.md 'fromBalance'), or null */
  fromBalance: currencyAmountOut.nullable(),
  currency_rates: z.array(z.object({ currency: refOut, rate: rateOut })),
});
export type SaleCheckDto = z.infer<typeof saleCheckOut>;

/** GET top_sell_products (the dashboard's chart): units sold in active sales between two dates (default the last 30 days). */
export const topSellQuery = z.object({
  date_after: dateField.optional(),
  date_before: dateField.optional(),
  limit: z.coerce.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(50, 'invalid').default(10),
});
export const topSellOut = z.array(
  z.object({
    product: productRefOut.extend({ type_name: z.string() }),
    quantity: z.number().int(),
    total: moneyOut,
  }),
);
export const topSellBySizeOut = z.array(z.object({ size: refOut, quantity: z.number().int() }));
