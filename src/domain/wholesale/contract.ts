/**
 * The wholesale area's contract (SPEC.md sections 3 'Wholesale order', 'Tissue', 4, 7 'Orders',
 * 'tissues', 8): request and response schemas built on src/domain/fields.ts.
 */
import * as z from 'zod';
import { activeRefOut, amountField, boolField, dateField, dateTimeOut, emptyIsAbsent, idField, idOut, moneyField, moneyOut, nameField, pageOf, pageQuery, percentField, productRefOut, queryBool, textField, refOut } from '../fields';
import { SALE_LINES_MAX, lineQuantityField, tillPaymentsField } from '../sale/contract';
import { ORDER_STATUSES } from './orderStates';
import { COLOR_MODELS, type ColorModels } from './color';

export * from './paths';
export * from './orderStates';

/** A line's quantity: a whole number 1 .. 100 000 (SPEC.md 9: quantity minimum 1), a sale line's (the order becomes one). */
export const orderQuantityField = lineQuantityField;
/** as many lines as one sale may carry (the order becomes one) */
export const ORDER_LINES_MAX = SALE_LINES_MAX;

/**
 * The order's own fields (POST /v1/orders/ without its lines): `place` is the place the goods will leave
 * from (prices are at its type); absent = the first place of the caller. The order-entry screen's form
 * checks these; its lines come from the product list editor.
 */
export const orderHeaderBody = z.object({
  customer: idField,
  company: textField(128).optional(),
  place: idField.optional(),
  /** the price group the lines are priced by (absent or null: none) */
  price_group: idField.nullable().optional(),
});
export type OrderHeaderInput = z.infer<typeof orderHeaderBody>;
/** POST /v1/orders/: staff enter an order for a wholesale customer, once per Idempotency-Key. */
export const orderCreateBody = orderHeaderBody.extend({
  products: z
    .array(z.object({ product: idField, size: idField, quantity: orderQuantityField }), { error: 'invalid' })
    .min(1, 'required')
    .max(ORDER_LINES_MAX, 'invalid'),
});
export type OrderCreateInput = z.infer<typeof orderCreateBody>;

/** SPEC.md 3: filters status, created_at_after, created_at_before, total_price_min, total_price_max, customer, search, ordering. */
export const ORDER_ORDERINGS = ['id', 'created_at', 'total_price', 'quantity', 'status'] as const;
export const orderListQuery = pageQuery.extend({
  status: emptyIsAbsent(z.enum(ORDER_STATUSES, { error: 'invalid' })),
  created_at_after: emptyIsAbsent(dateField),
  created_at_before: emptyIsAbsent(dateField),
  total_price_min: emptyIsAbsent(moneyField),
  total_price_max: emptyIsAbsent(moneyField),
  customer: emptyIsAbsent(idField),
  /** SPEC.md 7: is_active true (the default); false lists the closed ones (done, canceled, rejected) */
  is_active: emptyIsAbsent(queryBool),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** PATCH {id}/: the order's price group (null: none) while new or in progress; the lines are priced again. */
export const orderPatchBody = z.object({ price_group: idField.nullable() });
export type OrderPatchInput = z.infer<typeof orderPatchBody>;

/** PATCH {id}/products/{productId}/: a line's quantity while the order is new or in progress. */
export const orderLinePatchBody = z.object({ quantity: orderQuantityField });

/**
 * POST {id}/complete/: the order becomes a sale to its customer (the till's createSale): on credit by
 * default (what is not paid becomes the customer's debt), or paid now and/or from the customer's balance.
 */
export const orderCompleteBody = z.object({
  method: z.enum(['debt', 'cash', 'balance'], { error: 'invalid' }).default('debt'),
  payments: tillPaymentsField,
  change_currency: idField.optional(),
  pay_from_balance: moneyField.optional(),
  balance_currency: idField.optional(),
});
export type OrderCompleteInput = z.infer<typeof orderCompleteBody>;


export const orderOut = z.object({
  id: idOut,
  customer: refOut.extend({ company: z.string() }),
  place: refOut,
  /** the price group the lines are priced by, or none */
  price_group: refOut.nullable(),
  total_price: moneyOut,
  /** the company's base currency, which prices are in */
  currency: refOut.nullable(),
  quantity: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  created_at: dateTimeOut,
  processed_by: refOut.nullable(),
  /** the sale the order became when done */
  sale: idOut.nullable(),
  /** the random key of the customer's details table (/orders-table/{token}/details-table) */
  details_token: z.string(),
});
export type OrderDto = z.infer<typeof orderOut>;
export const orderPageOut = pageOf(orderOut);

export const orderLineOut = z.object({
  id: idOut,
  product: productRefOut,
  size: refOut,
  quantity: z.number().int(),
  unit_price: moneyOut,
  total: moneyOut,
});
export type OrderLineDto = z.infer<typeof orderLineOut>;

/** GET {id}/products-with-sizes/: the lines grouped by product, one cell per size. */
export const orderProductSizesOut = z.array(
  z.object({
    product: productRefOut,
    quantity: z.number().int(),
    total: moneyOut,
    sizes: z.array(z.object({ line: idOut, size: refOut, quantity: z.number().int(), unit_price: moneyOut, total: moneyOut })),
  }),
);
export type OrderProductSizesDto = z.infer<typeof orderProductSizesOut>;

/** The public details table: the order's lines and totals, nothing else (no ids, no customer, no staff). */
export const orderDetailsTableOut = z.object({
  status: z.enum(ORDER_STATUSES),
  created_at: dateTimeOut,
  total_price: moneyOut,
  currency: z.string(),
  quantity: z.number().int(),
  products: z.array(
    z.object({ name: z.string(), model: z.string(), vendor_code: z.string(), size: z.string(), quantity: z.number().int(), unit_price: moneyOut, total: moneyOut }),
  ),
});
export type OrderDetailsTableDto = z.infer<typeof orderDetailsTableOut>;
export const detailsTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'invalid') });

// ------------------------------------------------------------------------------------ reference tables

export const wholesaleDictionaryBody = z.object({ name: nameField(64), is_active: boolField.optional() });
export type WholesaleDictionaryInput = z.infer<typeof wholesaleDictionaryBody>;
export const wholesaleDictionaryQuery = pageQuery.extend({ is_active: emptyIsAbsent(queryBool) });
export const wholesaleDictionaryOut = activeRefOut;
export type WholesaleDictionaryDto = z.infer<typeof wholesaleDictionaryOut>;
export const wholesaleDictionaryPageOut = pageOf(wholesaleDictionaryOut);

// ------------------------------------------------------------------------------------ tissues

export const hexField = z
  .string({ error: 'invalid' })
  .trim()
  .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'invalid');
/** available length in metres: >= 0, 2 places */
export const lengthField = amountField({ integerDigits: 10 });

/** POST and PATCH (JSON, or multipart with the image in fabric_sample_image). */
export const tissueBody = z.object({
  is_active: boolField.optional(),
  available_length: lengthField.optional(),
  color_name: textField(64).optional(),
  code: textField(20).optional(),
  hex: hexField.optional(),
});
export type TissueInput = z.infer<typeof tissueBody>;
export const tissueListQuery = pageQuery.extend({ is_active: emptyIsAbsent(z.union([z.literal('all'), queryBool], { error: 'invalid' })) });

/** The colour models computed from the hex (./color.ts), each a text such as 'rgb(255, 128, 0)'. */
const colorModelsOut = Object.fromEntries(COLOR_MODELS.map((m) => [m, z.string()])) as Record<keyof ColorModels, z.ZodString>;
export const tissueOut = z.object({
  id: idOut,
  fabric_sample_image: z.string().nullable(),
  is_active: z.boolean(),
  available_length: moneyOut,
  color_name: z.string(),
  code: z.string(),
  hex: z.string(),
  ...colorModelsOut,
});
export type TissueDto = z.infer<typeof tissueOut>;
export const tissuePageOut = pageOf(tissueOut);

// ------------------------------------------------------------------------------------ price groups

export const priceGroupBody = z.object({ name: nameField(64), is_active: boolField.optional() });
export type PriceGroupInput = z.infer<typeof priceGroupBody>;
export const priceGroupQuery = pageQuery.extend({ is_active: emptyIsAbsent(queryBool) });
export const priceGroupOut = activeRefOut.extend({ rules_count: z.number().int() });
export type PriceGroupDto = z.infer<typeof priceGroupOut>;
export const priceGroupPageOut = pageOf(priceGroupOut);

/** A rule's price: exactly one of percent (0..100 off the catalogue price) and fixed_price. */
const rulePrice = { percent: percentField.nullable().optional(), fixed_price: moneyField.nullable().optional() };
function exactlyOne(value: Record<string, unknown>, keys: readonly [string, string], ctx: z.RefinementCtx) {
  const given = keys.filter((k) => value[k] != null);
  if (given.length === 0) ctx.addIssue({ code: 'custom', message: 'required', path: [keys[0]] });
  if (given.length > 1) ctx.addIssue({ code: 'custom', message: 'invalid', path: [keys[1]] });
}

/** POST {id}/rules/: for a product type or for a product (exactly one), a percent or a fixed price (exactly one). */
export const priceGroupRuleBody = z
  .object({ product_type: idField.nullable().optional(), product: idField.nullable().optional(), ...rulePrice })
  .superRefine((v, ctx) => {
    exactlyOne(v, ['product_type', 'product'], ctx);
    exactlyOne(v, ['percent', 'fixed_price'], ctx);
  });
export type PriceGroupRuleInput = z.infer<typeof priceGroupRuleBody>;
/** PATCH {id}/rules/{ruleId}/: the rule's price (its product or type stays: delete and add for another). */
export const priceGroupRulePatchBody = z.object(rulePrice).superRefine((v, ctx) => exactlyOne(v, ['percent', 'fixed_price'], ctx));
export type PriceGroupRulePatchInput = z.infer<typeof priceGroupRulePatchBody>;

export const priceGroupRuleOut = z.object({
  id: idOut,
  product_type: refOut.nullable(),
  product: productRefOut.nullable(),
  percent: moneyOut.nullable(),
  fixed_price: moneyOut.nullable(),
});
export type PriceGroupRuleDto = z.infer<typeof priceGroupRuleOut>;
export const priceGroupRulePageOut = pageOf(priceGroupRuleOut);
