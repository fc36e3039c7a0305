import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef } from '../domain/routes';

/** Screens by route key, each lazy-loaded. A key not listed shows the Placeholder. */
export const SCREENS: Record<string, LazyExoticComponent<ComponentType<{ route: RouteDef }>>> = {
  workplace: lazy(() => import('./Workplace')),
  not_found: lazy(() => import('./NotFound')),
  // screens: catalogue (issue 3)
  products: lazy(() => import('../resources/products/ProductList')),
  product: lazy(() => import('../resources/products/ProductPage')),
  product_types: lazy(() => import('../resources/product_types/ProductTypeList')),
  vendor_codes: lazy(() => import('../resources/vendor_codes/VendorCodeList')),
  sizes: lazy(() => import('../resources/sizes/SizeList')),
  size_types: lazy(() => import('../resources/size_types/SizeTypeList')),
  // screens: money (issue 4)
  places: lazy(() => import('../resources/places/PlaceList')),
  place_types: lazy(() => import('../resources/place_types/PlaceTypeList')),
  place_view: lazy(() => import('../resources/places/PlaceView')),
  place_products: lazy(() => import('../resources/places/PlaceView')),
  wallets: lazy(() => import('../resources/wallets/WalletList')),
  wallet: lazy(() => import('../resources/wallets/WalletShow')),
  settings: lazy(() => import('./settings/SettingsPage')),
};

export const Placeholder = lazy(() => import('./Placeholder'));
export const SignIn = lazy(() => import('./SignIn'));
