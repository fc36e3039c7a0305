import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef, RouteKey } from '../domain/routes';
import { preloadedLazy } from '../layout/preloaded';
import { ProductPageScreen } from '../resources/products';
import { PlaceViewScreen } from '../resources/places';
import { CustomerPageScreen } from '../resources/customers';
import { OrderCreateScreen, OrderDetailsTableScreen, OrderPageScreen } from '../resources/wholesale_orders';
import { EmployeeEditScreen, ProfileScreen } from '../resources/employees';

type LazyScreen = LazyExoticComponent<ComponentType<{ route: RouteDef }>>;

/**
 * The route keys one screen module serves (a list and its tabs, a page and its sub-routes), each with a
 * lazy component of its own, as if written once per key: going from one of these routes to another
 * mounts the screen afresh.
 */
function lazyScreens<K extends ScreenKey>(load: () => Promise<{ default: ComponentType<{ route: RouteDef }> }>, ...keys: K[]): Record<K, LazyScreen> {
  return Object.fromEntries(keys.map((key) => [key, lazy(load)])) as Record<K, LazyScreen>;
}

/** Route keys served by react-admin resources (their paths are the resources' own routes, App.tsx). */
export const RESOURCE_ROUTE_KEYS = new Set([
  'products',
  'product_types',
  'vendor_codes',
  'sizes',
  'size_types',
  'places',
  'place_types',
  'wallets',
  'wallet',
  'customers',
  'customer_create',
  'wholesale_orders',
  'employees',
  'employee_create',
] as const satisfies readonly RouteKey[]);
type ResourceRouteKey = typeof RESOURCE_ROUTE_KEYS extends Set<infer K> ? K : never;
/** The route keys with a screen of their own: every key of the route table but the resources' and the sign-in page (mounted by itself). */
export type ScreenKey = Exclude<RouteKey, ResourceRouteKey | 'sign_in'>;

export const Placeholder = lazy(() => import('./Placeholder'));
export const SignIn = lazy(() => import('./SignIn'));

/**
 * The screen of every route key, each lazy-loaded: a key missing here is a compile error. A route not
 * built yet (its `notBuilt` in the route table) shows the Placeholder ('not built yet'), explicitly.
 */
export const SCREENS: Record<ScreenKey, LazyScreen> = {
  // not built yet: SPEC.md names the screen without describing it
  for_wholesalers: Placeholder,
  // the first screens src/boot.ts loads as the page opens: found by their route key
  workplace: preloadedLazy<{ route: RouteDef }>('workplace', () => import('./Workplace')),
  not_found: lazy(() => import('./NotFound')),
  sign_up: lazy(() => import('./SignUp')),
  // resource views whose spec path is not the resource's own
  product: ProductPageScreen,
  place_view: PlaceViewScreen,
  place_products: PlaceViewScreen,
  customer_edit: CustomerPageScreen,
  customer_info: CustomerPageScreen,
  // wholesale: the order's page and the customer's public details table
  wholesale_order: OrderPageScreen,
  // the order-entry screen (also the resource's create view): a route of its own, since the custom route
  // /for-wholesalers/orders/:id outranks the resource's routes and would take /create as an id
  wholesale_order_create: OrderCreateScreen,
  order_details_table: OrderDetailsTableScreen,
  // the six wholesale reference tables: one generic screen (src/screens/wholesale/DictionaryTable)
  ...lazyScreens(() => import('../screens/wholesale/DictionaryTable'), 'heights', 'wholesale_sizes', 'colors', 'models', 'styles', 'wholesale_types'),
  // price groups: the list and one group's rules
  price_groups: lazy(() => import('../screens/wholesale/PriceGroupList')),
  price_group: lazy(() => import('../screens/wholesale/PriceGroupPage')),
  ...lazyScreens(() => import('../screens/wholesale/TissueList'), 'tissues', 'tissue'),
  employee_edit: EmployeeEditScreen,
  profile: ProfileScreen,
  settings: lazy(() => import('./settings/SettingsPage')),
  // the till (src/pos)
  sale: preloadedLazy<{ route: RouteDef }>('sale', () => import('../pos/SaleScreen')),
  ...lazyScreens(() => import('../pos/SaleCheck'), 'sale_check', 'sale_info'),
  check: lazy(() => import('../pos/CheckPreview')),
  sale_history: lazy(() => import('../pos/SaleHistory')),
  bookings: lazy(() => import('../pos/BookingList')),
  booking: lazy(() => import('../pos/BookingView')),
  booking_check: lazy(() => import('../pos/BookingCheck')),
  // stock movement (src/screens/movement)
  receptions: lazy(() => import('../screens/movement/Receptions')),
  ...lazyScreens(() => import('../screens/movement/ReceptionInfo'), 'reception', 'reception_product'),
  ...lazyScreens(() => import('../screens/movement/Transfers'), 'transfers', 'transfers_outgoing', 'transfers_forwarded', 'transfers_to_accept', 'transfers_accepted', 'transfers_history'),
  ...lazyScreens(() => import('../screens/movement/TransferInfo'), 'transfer_info', 'transfer_add_products'),
  distribution: lazy(() => import('../screens/movement/Distribution')),
  transfers_from_factory: lazy(() => import('../screens/movement/FactoryTransfers')),
  // cash desks and reports (src/screens/cashdesk)
  close_cash_desk: lazy(() => import('../screens/cashdesk/CloseCashDesk')),
  ...lazyScreens(() => import('../screens/cashdesk/CashDesks'), 'cash_desk_approvement', 'cash_desk_history'),
  reports: lazy(() => import('../screens/cashdesk/Reports')),
  // the offline till's review (src/screens/offline)
  offline_sales: lazy(() => import('../screens/offline/OfflineSales')),
  dashboard: preloadedLazy<{ route: RouteDef }>('dashboard', () => import('./dashboard/Dashboard')),
  // payroll (src/screens/payroll)
  payroll: lazy(() => import('../screens/payroll/Payroll')),
  payroll_history: lazy(() => import('../screens/payroll/PayrollHistory')),
  // requisitions (src/screens/requisition)
  financial_requisitions: lazy(() => import('../screens/requisition/FinancialRequisitions')),
  requisitions: lazy(() => import('../screens/requisition/Requisitions')),
  requisition: lazy(() => import('../screens/requisition/RequisitionView')),
};

