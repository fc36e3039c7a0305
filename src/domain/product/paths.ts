/** The product area's API paths (SPEC.md section 7), without zod: the browser's entry imports these alone. */
export const productTypesPath = '/product/v1/product_types/';
export const sizeTypesPath = '/product/v1/size_types/';
export const sizesPath = '/product/v1/sizes/';
export const productsPath = '/product/v1/products/';
export const priceRulesPath = '/product/v1/price_rules/';
export const placementsPath = '/product/v1/placements/';
export const countByVendorCodePath = '/product/v1/count_by_vendor_code/';
export const totalCountPath = '/product/v1/total_count/';
export const barcodesPath = '/barcode/v1/barcodes/';
