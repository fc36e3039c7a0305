/** The product area's API paths (SPEC.md section 7), without zod: the browser's entry imports these alone. */
import { apiPath } from '../apiPaths';

export const productTypesPath = apiPath('product', 'product_types');
export const sizeTypesPath = apiPath('product', 'size_types');
export const sizesPath = apiPath('product', 'sizes');
export const productsPath = apiPath('product', 'products');
export const priceRulesPath = apiPath('product', 'price_rules');
export const placementsPath = apiPath('product', 'placements');
export const countByVendorCodePath = apiPath('product', 'count_by_vendor_code');
export const totalCountPath = apiPath('product', 'total_count');
export const barcodesPath = apiPath('barcode', 'barcodes');
