/**
 * The catalogue area's contract (SPEC.md section 7 Product and Barcode; docs/api/catalogue.md): paths,
 * and the answers of product types, size types, sizes, products with prices and images, stock
 * (placements, counts, adjustments) and barcodes. Request bodies are the schemas of
 * src/domain/catalogue.ts. The server serialises every answer with these schemas: a product's `cost`
 * is optional because server/auth/scope.ts leaves it out for roles without product.cost.read.
 */
import { z } from 'zod';

export * from './paths';
import { activeRefOut, idOut, moneyOut, pageOf, refOut, stockLineOut } from '../fields';


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
  /** units reserved by pending bookings, apart from the free ones (issue 10) */
  reserved: z.number().int(),
  /** units on the way to this place in sent transfers (issue 12), apart from the free ones */
  on_the_way: z.number().int(),
});
export type PlacementDto = z.infer<typeof placementOut>;

export const stockAdjustedOut = z.object({ product: idOut, size: idOut, place: idOut, quantity: z.number().int() });

export const vendorCodeRowOut = z.object({
  vendor_code: z.string(),
  product_type_name: z.string(),
  product_type: idOut,
  model: z.string(),
  /** count: units in stock at the place; on_the_way: units in sent transfers to it (issue 12), apart from count */
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
