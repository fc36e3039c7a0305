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

export const RESOURCE_PATHS: Record<string, string> = {
  places: bare(placesPath),
  // catalogue
  product_types: bare(productTypesPath),
  size_types: bare(sizeTypesPath),
  sizes: bare(sizesPath),
  products: bare(productsPath),
  barcodes: bare(barcodesPath),
  placements: bare(placementsPath),
  vendor_codes: bare(countByVendorCodePath),
  // money
  place_types: bare(placeTypesPath),
  place_type_rates: bare(placeTypeRatesPath),
  place_currencies: bare(placeCurrenciesPath),
  wallets: bare(walletsPath),
  customers: bare(customersPath),
  employees: bare(employeesPath),
  // the react-admin resources of App.tsx, named after SPEC.md's paths
  'products/types': bare(productTypesPath),
  'products/vendor-codes': bare(countByVendorCodePath),
  'management/sizes': bare(sizesPath),
  'management/sizes/types': bare(sizeTypesPath),
  'management/places': bare(placesPath),
  'management/places/types': bare(placeTypesPath),
  'management/wallets': bare(walletsPath),
  'management/customers': bare(customersPath),
  'management/employees': bare(employeesPath),
  // wholesale (issue 16)
  'for-wholesalers/orders': bare(ordersPath),
  'for-wholesalers/tissues': bare(tissuesPath),
  'wholesale/heights': bare(wholesaleDictionaryPath('heights')),
  'wholesale/sizes': bare(wholesaleDictionaryPath('sizes')),
  'wholesale/colors': bare(wholesaleDictionaryPath('colors')),
  'wholesale/models': bare(wholesaleDictionaryPath('models')),
  'wholesale/styles': bare(wholesaleDictionaryPath('styles')),
  'wholesale/types': bare(wholesaleDictionaryPath('types')),
  'wholesale/price_groups': bare(priceGroupsPath),
};

export function resourcePath(resource: string): string {
  const path = RESOURCE_PATHS[resource];
  if (!path) throw new Error(`Unknown resource "${resource}": add it to src/providers/resources.ts`);
  return path;
}
