import Decimal from 'decimal.js';
import { z } from 'zod';
import { isMoneyString, money, toMoneyString } from './money';

/**
 * Catalogue rules shared by the browser forms and the API (SPEC.md sections 3, 5 and 9;
 * docs/api/catalogue.md). Validation messages are error codes of src/domain/errors.ts
 * ('required', 'max_length', 'invalid', 'product_name_required'); the browser translates them.
 */
export const NAME_MAX = 64;
export const CODE_MAX = 20;
export const BARCODE_MAX = 64;
/** Image uploads (products, /upload/): jpeg, png, webp up to 5 MB, checked by content. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PRODUCT_PAGE_SIZES = [6, 12, 24, 48, 96] as const;
export const PRODUCT_PAGE_SIZE = 6;
export const VENDOR_CODE_PAGE_SIZE = 10;

const requiredOrInvalid = (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? 'required' : 'invalid');

/**
 * Ids: src/domain/fields.ts (1..2^31-1, numeric strings accepted); booleans there too ("true"/"false"/
 * "1"/"0"/"on" from multipart forms, or a real boolean).
 */
export { idField, idArray, boolField } from './fields';
import { idField, idArray, integerField, boolField } from './fields';

/** A non-negative amount with at most 2 places, as a decimal string ("12", "12.5" -> kept as given). */
export const moneyField = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: requiredOrInvalid })
    .min(1, 'required')
    .refine((s) => isMoneyString(s), 'invalid'),
);

export const nameField = z.string({ error: requiredOrInvalid }).trim().min(1, 'required').max(NAME_MAX, 'max_length');

// ------------------------------------------------------------ product types, size types, sizes

/** Product type, size type: `{name}` (required 'is required', max 64). */
export const productTypeSchema = z.object({ name: nameField });
export type ProductTypeInput = z.infer<typeof productTypeSchema>;
export const sizeTypeSchema = productTypeSchema;
export type SizeTypeInput = ProductTypeInput;

/** Size: `{name, type}` (type = size type id). */
export const sizeSchema = z.object({ name: nameField, type: idField });
export type SizeInput = z.infer<typeof sizeSchema>;

// ------------------------------------------------------------ prices

const priceFields = {
  place_type: idField,
  price: moneyField,
  discount: moneyField.optional(),
  discount_in_percent: boolField.optional(),
};

/**
 * A discount never makes a price free by mistake (issue 9): an amount discount is at most the price, a
 * percent discount at most 100. Refused on `discount` with its own code.
 */
function percentAtMost100(p: { price?: string; discount?: string; discount_in_percent?: boolean }, ctx: z.RefinementCtx) {
  if (p.discount === undefined || !isMoneyString(p.discount)) return;
  if (p.discount_in_percent) {
    if (money(p.discount).gt(100)) ctx.addIssue({ code: 'custom', message: 'discount_above_100', path: ['discount'] });
  } else if (p.price !== undefined && isMoneyString(p.price) && money(p.discount).gt(money(p.price))) {
    ctx.addIssue({ code: 'custom', message: 'discount_above_price', path: ['discount'] });
  }
}

/** A price rule of a product at a place type. Discounts are at most the price (or 100 %). */
export const priceInputSchema = z.object(priceFields).superRefine(percentAtMost100);
export type PriceInput = z.infer<typeof priceInputSchema>;

/** POST /product/v1/price_rules/: a price rule for one product (upsert per product and place type). */
export const priceRuleSchema = z.object({ product: idField, ...priceFields }).superRefine(percentAtMost100);
export type PriceRuleInput = z.infer<typeof priceRuleSchema>;

/** Prices of a multipart form arrive as a JSON string. */
const priceList = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  if (!v.trim()) return [];
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, z.array(priceInputSchema, { error: 'invalid' }));

/**
 * The discounted price: price - discount, or price * (1 - discount/100) when in percent; rounded
 * half-up to 2 places and never below 0. Returns a 2-place decimal string.
 */
export function discountPrice(price: Decimal.Value, discount: Decimal.Value | null | undefined, inPercent: boolean | null | undefined): string {
  const p = money(price);
  const d = money(discount ?? 0);
  const result = inPercent ? p.mul(money(100).minus(d)).div(100) : p.minus(d);
  return toMoneyString(result.lt(0) ? 0 : result);
}

/**
 * SPEC.md sections 5 and 8: 'The cost must be set before pricing' ('First set the cost of goods',
 * code cost_not_set). A cost is set when it is a valid amount above zero (the column's default 0 and
 * an empty field are "not set"). The product form and the server apply this one rule.
 */
export function costIsSet(cost: string | null | undefined): boolean {
  if (cost == null || !isMoneyString(String(cost).trim())) return false;
  return money(String(cost).trim()).gt(0);
}

// ------------------------------------------------------------ products

/** Field rules of a product (SPEC.md section 5): name 'of product is required'. */
export const productFields = {
  name: z
    .string({ error: (iss) => (iss.input == null ? 'product_name_required' : 'invalid') })
    .trim()
    .min(1, 'product_name_required')
    .max(NAME_MAX, 'max_length'),
  model: nameField,
  model_code: z.string({ error: 'invalid' }).trim().max(CODE_MAX, 'max_length'),
  vendor_code: z.string({ error: 'invalid' }).trim().max(CODE_MAX, 'max_length'),
  type: idField,
  cost: moneyField,
  is_novelty: boolField,
  is_available_online: boolField,
  online_places: idArray,
  prices: priceList,
};

/** POST /product/v1/products/ (JSON, or multipart with online_places "1,2" and prices as JSON). */
export const productCreateSchema = z.object({
  name: productFields.name,
  model: productFields.model,
  model_code: productFields.model_code.optional().default(''),
  vendor_code: productFields.vendor_code.optional().default(''),
  type: productFields.type,
  cost: productFields.cost,
  is_novelty: productFields.is_novelty.optional().default(false),
  is_available_online: productFields.is_available_online.optional().default(false),
  online_places: productFields.online_places.optional().default([]),
  prices: productFields.prices.optional().default([]),
});
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;

/** PATCH /product/v1/products/{id}/: any subset; `prices` replaces the whole price list. */
export const productPatchSchema = z.object({
  name: productFields.name.optional(),
  model: productFields.model.optional(),
  model_code: productFields.model_code.optional(),
  vendor_code: productFields.vendor_code.optional(),
  type: productFields.type.optional(),
  cost: productFields.cost.optional(),
  is_novelty: productFields.is_novelty.optional(),
  is_available_online: productFields.is_available_online.optional(),
  online_places: productFields.online_places.optional(),
  prices: productFields.prices.optional(),
  is_active: boolField.optional(),
});
export type ProductPatchInput = z.input<typeof productPatchSchema>;
export type ProductPatch = z.output<typeof productPatchSchema>;

// ------------------------------------------------------------ barcodes and stock

export const barcodeCodeField = z.string({ error: requiredOrInvalid }).trim().min(1, 'required').max(BARCODE_MAX, 'max_length');

/** POST /barcode/v1/barcodes/ */
export const barcodeSchema = z.object({ code: barcodeCodeField, product: idField, size: idField });
export type BarcodeInput = z.infer<typeof barcodeSchema>;

/** POST /barcode/v1/barcodes/scan/ */
export const barcodeScanSchema = z.object({ code: barcodeCodeField, place: idField });
export type BarcodeScanInput = z.infer<typeof barcodeScanSchema>;

/** POST /product/v1/placements/adjust/ (admin): a non-zero integer change of stock. */
export const stockAdjustSchema = z.object({
  product: idField,
  size: idField,
  place: idField,
  // 'Enter an integer' for 1.5 (SPEC.md 5; the one integer rule of src/domain/fields.ts)
  delta: integerField({ min: -1_000_000, max: 1_000_000, nonZero: true }),
});
export type StockAdjustInput = z.infer<typeof stockAdjustSchema>;

// ------------------------------------------------------------ wire types (responses): src/domain/product/contract.ts

export type { BarcodeDto, ImageDto, PlacementDto, PriceDto, ProductDto, ProductTypeDto, ScanResult, SizeDto, SizeTypeDto, VendorCodeRow } from './product/contract';

/** Is this file content a jpeg, png or webp? Returns its mime type and extension, or null. */
export function sniffImage(head: Uint8Array): { mime: (typeof IMAGE_MIME_TYPES)[number]; ext: string } | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (head.length >= 4 && head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47)
    return { mime: 'image/png', ext: 'png' };
  if (
    head.length >= 12 &&
    head[0] === 0x52 && head[1] === 0x49 && head[2] === 0x46 && head[3] === 0x46 &&
    head[8] === 0x57 && head[9] === 0x45 && head[10] === 0x42 && head[11] === 0x50
  )
    return { mime: 'image/webp', ext: 'webp' };
  return null;
}
