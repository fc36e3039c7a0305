/**
 * The stock movement area's contract (SPEC.md sections 3 'Reception', 'Transfer', 4, 5, 7):
 * receptions, transfers between places, distribution and deliveries from the factory. Every unit that
 * moves goes through server/ledger; these are the requests and answers.
 */
import * as z from 'zod';
import { dateField, dateTimeOut, idField, idOut, moneyField, moneyOut, nameField, pageOf, pageQuery, productRefOut, queryBool, queryId, queryIds, textField, CODE_MAX, NAME_MAX, refOut } from '../fields';
import { lineQuantityField } from '../sale/contract';

export * from './paths';

/** The most lines one request adds (a 500-line reception is added in one request). */
export const MOVEMENT_LINES_MAX = 1000;

/**
 * One line `{product, size, ...}`, or several `{products: [...]}` (the product list editor saves all its
 * lines in one request). Either way the handler gets `{products}`; refusals name `products.N.<field>`.
 */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) && !('products' in v) ? { products: [v] } : v),
    z.object({ products: z.array(item, { error: 'invalid' }).min(1, 'empty_basket').max(MOVEMENT_LINES_MAX, 'invalid') }),
  );

// ------------------------------------------------------------------------------------ receptions

export const receptionCreateBody = z.object({ place: idField, number: nameField(NAME_MAX), date: dateField });
export type ReceptionCreateInput = z.infer<typeof receptionCreateBody>;

export const receptionLineBody = z.object({ product: idField, size: idField, quantity: lineQuantityField, cost: moneyField });
export type ReceptionLineInput = z.infer<typeof receptionLineBody>;
export const receptionLinesBody = oneOrMany(receptionLineBody);

export const RECEPTION_FILTERS = ['pending', 'accepted', 'all'] as const;
export const receptionListQuery = pageQuery.extend({
  /** SPEC.md 7: `acceptor__isnull=true` the not yet accepted ones, `false` the accepted ones, absent all of them */
  acceptor__isnull: queryBool.optional(),
  /** the same filter by name (pending, accepted, all); `acceptor__isnull` wins when both are sent; neither = all */
  status: z.enum(RECEPTION_FILTERS, { error: 'invalid' }).optional(),
  place: queryId,
});
export type ReceptionListQuery = z.infer<typeof receptionListQuery>;

export const receptionOut = z.object({
  id: idOut,
  number: z.string(),
  date: z.string(),
  place: refOut,
  created_by: refOut,
  /** who confirmed it, and when (null until accepted) */
  acceptor: refOut.nullable(),
  accepted_at: dateTimeOut.nullable(),
  lines: z.number().int(),
  total_quantity: z.number().int(),
  total_cost: moneyOut,
  created_at: dateTimeOut,
});
export type ReceptionDto = z.infer<typeof receptionOut>;
export const receptionPageOut = pageOf(receptionOut);

export const receptionLineOut = z.object({ id: idOut, product: productRefOut, size: refOut, quantity: z.number().int(), cost: moneyOut });
export type ReceptionLineDto = z.infer<typeof receptionLineOut>;

/** GET {id}/products/grouped/: one row per product with its sizes */
export const receptionGroupOut = z.object({
  product: productRefOut,
  quantity: z.number().int(),
  total_cost: moneyOut,
  sizes: z.array(z.object({ id: idOut, size: refOut, quantity: z.number().int(), cost: moneyOut })),
});
export type ReceptionGroupDto = z.infer<typeof receptionGroupOut>;

// ------------------------------------------------------------------------------------ transfers

export const TRANSFER_STATUSES = ['preparing', 'on_the_way', 'delivered'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** SPEC.md 8: 'Field To Place may not be null' */
const toPlaceField = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: (iss) => (iss.input == null ? 'to_place_null' : 'invalid') }).int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid'),
);

export const transferCreateBody = z.object({ from_place: idField, to_place: toPlaceField });
export type TransferCreateInput = z.infer<typeof transferCreateBody>;
/** The most places one PATCH sends a transfer to (SPEC.md 7 'selected places'). */
export const TRANSFER_PLACES_MAX = 50;
/**
 * PATCH {id}/ while preparing: another recipient (`to_place`), or SPEC.md's selected places
 * (`to_places`): the first becomes this transfer's recipient, and each other place gets a transfer of
 * its own from the same sender with the same lines (answered in `copies`).
 */
export const transferPatchBody = z
  .object({
    to_place: toPlaceField.optional(),
    to_places: z.array(toPlaceField, { error: 'invalid' }).min(1, 'to_place_null').max(TRANSFER_PLACES_MAX, 'invalid').optional(),
  })
  .superRefine((b, ctx) => {
    if (b.to_place === undefined && b.to_places === undefined) ctx.addIssue({ code: 'custom', message: 'to_place_null', path: ['to_place'] });
    if (b.to_places && new Set(b.to_places).size !== b.to_places.length) ctx.addIssue({ code: 'custom', message: 'duplicate_place', path: ['to_places'] });
  });
export type TransferPatchInput = z.infer<typeof transferPatchBody>;

export const transferLineBody = z.object({ product: idField, size: idField, quantity: lineQuantityField });
export type TransferLineInput = z.infer<typeof transferLineBody>;
export const transferLinesBody = oneOrMany(transferLineBody);

export const transferByCodeBody = z.object({ code: nameField(CODE_MAX) });

/** Which transfers a list shows (the /transfers sub-routes). */
export const TRANSFER_BOXES = ['outgoing', 'forwarded', 'to_accept', 'accepted', 'all'] as const;
export type TransferBox = (typeof TRANSFER_BOXES)[number];
export const transferListQuery = pageQuery.extend({
  /** outgoing: preparing at my places; forwarded: sent from my places; to_accept: on the way to my places; accepted: delivered to my places; all: the history (admin) */
  box: z.enum(TRANSFER_BOXES, { error: 'invalid' }).default('all'),
  /** comma arrays (SPEC.md 7) */
  status: z
    .string({ error: 'invalid' })
    .max(64, 'max_length')
    .regex(/^(preparing|on_the_way|delivered)(,(preparing|on_the_way|delivered))*$/, 'invalid')
    .optional()
    .transform((s) => (s ? (s.split(',') as TransferStatus[]) : undefined)),
  places: queryIds,
  date_after: dateField.optional(),
  date_before: dateField.optional(),
});

export const transferLineOut = z.object({ id: idOut, product: productRefOut, size: refOut, quantity: z.number().int() });
export type TransferLineDto = z.infer<typeof transferLineOut>;

export const transferOut = z.object({
  id: idOut,
  code: z.string(),
  kind: z.enum(['transfer', 'distribution']),
  status: z.enum(TRANSFER_STATUSES),
  from_place: refOut,
  to_place: refOut,
  created_by: refOut,
  sent_by: refOut.nullable(),
  accepted_by: refOut.nullable(),
  created_at: dateTimeOut,
  sent_at: dateTimeOut.nullable(),
  accepted_at: dateTimeOut.nullable(),
  lines: z.number().int(),
  total_quantity: z.number().int(),
  /** what the caller may do with it now */
  can_edit: z.boolean(),
  can_accept: z.boolean(),
});
export type TransferDto = z.infer<typeof transferOut>;
export const transferPageOut = pageOf(transferOut);
export const transferDetailOut = transferOut.extend({
  products: z.array(transferLineOut),
  /** PATCH with several places: the transfers made for the places after the first */
  copies: z.array(z.object({ id: idOut, code: z.string(), to_place: refOut })).optional(),
});
export type TransferDetailDto = z.infer<typeof transferDetailOut>;

// ------------------------------------------------------------------------------------ distribution

export const distributionQuery = pageQuery.extend({ place: idField });
/** one row of 'products_for_distribution': a product and size in stock at the source place */
export const distributionRowOut = z.object({
  product: productRefOut,
  size: refOut,
  quantity: z.number().int(),
  /** quantity x the product's cost (base currency) */
  total_cost: moneyOut,
});
export type DistributionRowDto = z.infer<typeof distributionRowOut>;
export const distributionPageOut = pageOf(distributionRowOut);
export const distributionBody = z.object({
  /** the source (the stock shown) */
  from_place: idField,
  /** SPEC.md 5: needs a destination ('Field To Place may not be null') */
  place: toPlaceField,
  /** SPEC.md 5: at least one product; each line all of its stock unless a quantity is given */
  products: z
    .array(z.object({ product: idField, size: idField, quantity: lineQuantityField.optional() }), { error: 'invalid' })
    .min(1, 'distribution_empty')
    .max(MOVEMENT_LINES_MAX, 'invalid'),
});
export type DistributionInput = z.infer<typeof distributionBody>;

// ------------------------------------------------------------------------------------ factory deliveries

export const factoryLineBody = z.object({
  vendor_code: nameField(CODE_MAX),
  size: nameField(NAME_MAX),
  quantity: lineQuantityField,
  cost: moneyField,
});
export type FactoryLineInput = z.infer<typeof factoryLineBody>;
export const factoryCreateBody = z.object({
  reference: textField(NAME_MAX).optional(),
  details: z.array(factoryLineBody, { error: 'invalid' }).min(1, 'empty_basket').max(MOVEMENT_LINES_MAX * 5, 'invalid'),
});
export type FactoryCreateInput = z.infer<typeof factoryCreateBody>;
/** PATCH {id}/lines/{lineId}/: fix a line's vendor code or size (what the factory wrote wrong) */
export const factoryLinePatchBody = factoryLineBody.partial();
export const factoryProcessBody = z.object({ place: toPlaceField });

export const factoryLineOut = z.object({
  id: idOut,
  vendor_code: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  cost: moneyOut,
  /** the catalogue's product and size it resolves to; null = unknown (listed, blocks processing) */
  product: productRefOut.nullable(),
  size_ref: refOut.nullable(),
  problem: z.enum(['unknown_vendor_code', 'ambiguous_vendor_code', 'unknown_size']).nullable(),
});
export type FactoryLineDto = z.infer<typeof factoryLineOut>;
export const factoryTransferOut = z.object({
  id: idOut,
  reference: z.string(),
  status: z.enum(['pending', 'processed']),
  created_by: refOut,
  created_at: dateTimeOut,
  place: refOut.nullable(),
  processed_by: refOut.nullable(),
  processed_at: dateTimeOut.nullable(),
  lines: z.number().int(),
  total_quantity: z.number().int(),
  unresolved: z.number().int(),
});
export type FactoryTransferDto = z.infer<typeof factoryTransferOut>;
export const factoryTransferPageOut = pageOf(factoryTransferOut);
export const factoryTransferDetailOut = factoryTransferOut.extend({ details: z.array(factoryLineOut) });
export type FactoryTransferDetailDto = z.infer<typeof factoryTransferDetailOut>;
export const factoryListQuery = pageQuery.extend({ status: z.enum(['pending', 'processed', 'all'], { error: 'invalid' }).default('pending') });

// ------------------------------------------------------------------------------------ fabric barcode lookup

/**
 * SPEC.md 7 Transfer 'A fabric barcode lookup goes to an external address': the server calls the
 * address the operator configured (FABRIC_LOOKUP_URL) and answers the upstream's JSON object flattened
 * to at most FABRIC_FIELDS_MAX top-level name/value pairs (strings, numbers, booleans; values cut to
 * FABRIC_VALUE_MAX characters; anything else left out).
 */
export const FABRIC_BARCODE_MAX = 64;
export const FABRIC_FIELDS_MAX = 50;
export const FABRIC_NAME_MAX = 100;
export const FABRIC_VALUE_MAX = 500;

/** A barcode as the scanner types it: trimmed, 1..64 characters, no control characters. */
export const fabricLookupQuery = z.object({ barcode: nameField(FABRIC_BARCODE_MAX) });
export type FabricLookupQuery = z.infer<typeof fabricLookupQuery>;

export const fabricFieldOut = z.object({ name: z.string(), value: z.string() });
export const fabricLookupOut = z.object({
  barcode: z.string(),
  /** false when the fabric service does not know the barcode (its 404) */
  found: z.boolean(),
  fields: z.array(fabricFieldOut),
});
export type FabricLookupDto = z.infer<typeof fabricLookupOut>;
