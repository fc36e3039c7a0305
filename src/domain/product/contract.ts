/**
 * The catalogue area's contract (SPEC.md section 7 Product and Barcode; docs/api/catalogue.md): paths,
 * and the answers of product types, size types, sizes, products with prices and images, stock
 * (placements, counts, adjustments) and barcodes. Request bodies are at the end. The server serialises every answer with these schemas: a product's `cost`
 * is optional because server/auth/scope.ts leaves it out for roles without product.cost.read.
 */
import * as z from 'zod';

export * from './paths';
import { activeRefOut, boolField, idArray, idField, idOut, integerField, moneyOut, pageOf, refOut, stockLineOut } from '../fields';
import { BARCODE_MAX, CODE_MAX, NAME_MAX } from '../catalogue';
import { isMoneyString, money } from '../money';


export const productTypeOut = activeRefOut;
export type ProductTypeDto = z.infer<typeof productTypeOut>;
export type SizeTypeDto = ProductTypeDto;

export const sizeOut = refOut.extend({ type: idOut, type_name: z.string(), is_active: z.boolean() });
export type SizeDto = z.infer<typeof sizeOut>;

export const priceOut = z.object({
  id: idOut,
  place_type: idOut,
  place_type_name: z.string(),
  price: moneyOut,
  discount: moneyOut,
  discount_in_percent: z.boolean(),
  discount_price: moneyOut,
});
export type PriceDto = z.infer<typeof priceOut>;

export const imageOut = z.object({ id: idOut, image: z.string(), is_main: z.boolean() });
export type ImageDto = z.infer<typeof imageOut>;

export const productOut = refOut.extend({
  model: z.string(),
  model_code: z.string(),
  vendor_code: z.string(),
  type: refOut,
  /** absent for roles without product.cost.read (a seller never receives it) */
  cost: moneyOut.optional(),
  is_active: z.boolean(),
  is_novelty: z.boolean(),
  is_available_online: z.boolean(),
  online_places: z.array(idOut),
  prices: z.array(priceOut),
  images: z.array(imageOut),
  main_image: z.string().nullable(),
});
export type ProductDto = z.infer<typeof productOut>;

/** `quantity`: free units (what the till can sell) */
export const placementOut = stockLineOut.extend({
  /** units reserved by pending bookings, apart from the free ones */
  reserved: z.number().int(),
  /** units on the way to this place in sent transfers, apart from the free ones */
  on_the_way: z.number().int(),
});
export type PlacementDto = z.infer<typeof placementOut>;

export const stockAdjustedOut = z.object({ product: idOut, size: idOut, place: idOut, quantity: z.number().int() });

export const vendorCodeRowOut = z.object({
  vendor_code: z.string(),
  product_type_name: z.string(),
  product_type: idOut,
  model: z.string(),
  /** count: units in stock at the place; on_the_way: units in sent transfers to it, apart from count */
  places: z.array(z.object({ place_id: idOut, place_name: z.string(), count: z.number().int(), on_the_way: z.number().int().optional() })),
  total: z.number().int(),
});
export type VendorCodeRow = z.infer<typeof vendorCodeRowOut>;
export const vendorCodePageOut = pageOf(vendorCodeRowOut).extend({ total_units: z.number().int() });

export const totalCountOut = z.object({ total_count_of_products: z.number().int() });

export const barcodeOut = z.object({ id: idOut, code: z.string(), product: idOut, size: refOut });
export type BarcodeDto = z.infer<typeof barcodeOut>;

export const scanOut = z.object({ product: productOut, size: refOut, place: refOut, in_stock: z.number().int() });
export type ScanResult = z.infer<typeof scanOut>;

export const productTypePageOut = pageOf(productTypeOut);
export const sizePageOut = pageOf(sizeOut);
export const productPageOut = pageOf(productOut);
export const placementPageOut = pageOf(placementOut);
export const barcodePageOut = pageOf(barcodeOut);

// ------------------------------------------------------------ request bodies

const requiredOrInvalid = (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? 'required' : 'invalid');


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
 * A discount never makes a price free by mistake: an amount discount is at most the price, a
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
