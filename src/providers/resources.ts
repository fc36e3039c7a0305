/**
 * react-admin resource name -> API path under /api. The paths are the area contracts' constants
 * (src/domain/<area>/contract.ts), so the browser and the server name each path once.
 */
import { placeCurrenciesPath, placesPath, placeTypeRatesPath, placeTypesPath } from '../domain/company/paths';
import { barcodesPath, countByVendorCodePath, placementsPath, productsPath, productTypesPath, sizesPath, sizeTypesPath } from '../domain/product/paths';
import { walletsPath } from '../domain/wallet/paths';
import { customersPath } from '../domain/customer/paths';
import { employeesPath } from '../domain/employee/paths';
import { ordersPath, priceGroupsPath, tissuesPath, wholesaleDictionaryPath } from '../domain/wholesale/paths';

/** '/company/v1/places/' -> 'company/v1/places' (the dataProvider adds the slashes). */
const bare = (path: string) => path.replace(/^\/|\/$/g, '');

/**
 * Each resource under its one name: the react-admin resource's (src/resources/<name>/index.ts, whose URL is
 * the route table's), the data calls' and the i18n's (`resources.<name>.*`). The names with no screen of
 * their own (barcodes, placements, ...) are read and written by other screens.
 */
export const RESOURCE_PATHS = {
  // catalogue
  products: bare(productsPath),
  product_types: bare(productTypesPath),
  vendor_codes: bare(countByVendorCodePath),
  sizes: bare(sizesPath),
  size_types: bare(sizeTypesPath),
  barcodes: bare(barcodesPath),
  placements: bare(placementsPath),
  // company and money
  places: bare(placesPath),
  place_types: bare(placeTypesPath),
  place_type_rates: bare(placeTypeRatesPath),
  place_currencies: bare(placeCurrenciesPath),
  wallets: bare(walletsPath),
  customers: bare(customersPath),
  employees: bare(employeesPath),
  // wholesale
  wholesale_orders: bare(ordersPath),
  tissues: bare(tissuesPath),
  price_groups: bare(priceGroupsPath),
  wholesale_heights: bare(wholesaleDictionaryPath('heights')),
  wholesale_sizes: bare(wholesaleDictionaryPath('sizes')),
  wholesale_colors: bare(wholesaleDictionaryPath('colors')),
  wholesale_models: bare(wholesaleDictionaryPath('models')),
  wholesale_styles: bare(wholesaleDictionaryPath('styles')),
  wholesale_types: bare(wholesaleDictionaryPath('types')),
} as const;
export type ResourceName = keyof typeof RESOURCE_PATHS;

export function resourcePath(resource: string): string {
  const path = (RESOURCE_PATHS as Record<string, string>)[resource];
  if (!path) throw new Error(`Unknown resource "${resource}": add it to src/providers/resources.ts`);
  return path;
}
