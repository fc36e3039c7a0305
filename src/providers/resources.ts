/** react-admin resource name -> API path under /api (SPEC.md section 7). Later resources add a line here. */
export const RESOURCE_PATHS: Record<string, string> = {
  places: 'company/v1/places',
  // resources: catalogue (issue 3)
  product_types: 'product/v1/product_types',
  size_types: 'product/v1/size_types',
  sizes: 'product/v1/sizes',
  products: 'product/v1/products',
  barcodes: 'barcode/v1/barcodes',
  placements: 'product/v1/placements',
  vendor_codes: 'product/v1/count_by_vendor_code',
  // resources: money (issue 4)
  place_types: 'company/v1/place_types',
  place_type_rates: 'company/v1/place_type_rates',
  place_currencies: 'company/v1/place_currencies',
  wallets: 'wallet/v1/wallets',
  // the react-admin resources of App.tsx, named after SPEC.md's paths
  'products/types': 'product/v1/product_types',
  'products/vendor-codes': 'product/v1/count_by_vendor_code',
  'management/sizes': 'product/v1/sizes',
  'management/sizes/types': 'product/v1/size_types',
  'management/places': 'company/v1/places',
  'management/places/types': 'company/v1/place_types',
  'management/wallets': 'wallet/v1/wallets',
};

export function resourcePath(resource: string): string {
  const path = RESOURCE_PATHS[resource];
  if (!path) throw new Error(`Unknown resource "${resource}": add it to src/providers/resources.ts`);
  return path;
}
