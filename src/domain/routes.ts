import { can, type Action } from './permissions';
import type { Roles } from './roles';

/**
 * The route table of SPEC.md section 2: the URL contract of the app. The menu, the route guards and
 * the placeholders are all built from it, and canAccess() answers for both sides.
 *
 * `path` uses react-router syntax (`:id`). `menu` places the route in the sidebar: `group` is the
 * collapsible group it sits in (absent = main menu). `public` routes need no sign-in.
 */
export type MenuGroup = 'sales' | 'management' | 'products' | 'transfers' | 'wholesale';

export interface RouteDef {
  path: string;
  /** who may open it: an action of src/domain/permissions.ts, or 'public' (no sign-in) */
  permission: Action | 'public';
  /** i18n key of the screen title: app.routes.<key> */
  key: string;
  /**
   * `greyedFor`: the entry is shown greyed out to whoever may do this action (a permission, never a role
   * name) but may not open the route
   */
  menu?: { group?: MenuGroup; order: number; greyedFor?: Action };
  /** shown without the main layout */
  noLayout?: boolean;
  /** reachable without a selected sale place */
  noPlace?: boolean;
  /**
   * a screen SPEC.md names without describing it: the route answers with the 'not built yet' page and
   * has no menu entry, so nobody is sent to a half-guessed screen
   */
  notBuilt?: true;
}

const TABLE = [
  { path: '/dashboard', permission: 'dashboard.read', key: 'dashboard', menu: { order: 1 } },
  { path: '/sign-in', permission: 'public', key: 'sign_in', noLayout: true, noPlace: true },
  // SPEC.md section 2 "Sign-up page (not routed)": reachable, public like /sign-in
  { path: '/sign-up', permission: 'public', key: 'sign_up', noLayout: true, noPlace: true },
  { path: '/workplace', permission: 'screen.all', key: 'workplace', noPlace: true },
  { path: '/profile/:id', permission: 'screen.all', key: 'profile' },
  { path: '/not-found', permission: 'screen.all', key: 'not_found', noPlace: true },

  { path: '/financial-requisitions', permission: 'screen.admin_manager', key: 'financial_requisitions', menu: { order: 2 } },
  { path: '/requisitions', permission: 'screen.admin', key: 'requisitions', menu: { order: 3 } },
  { path: '/requisitions/view/:id', permission: 'screen.admin', key: 'requisition' },
  { path: '/products', permission: 'screen.all', key: 'products', menu: { group: 'products', order: 10 } },
  { path: '/products/types', permission: 'screen.all', key: 'product_types', menu: { group: 'products', order: 11 } },
  { path: '/products/vendor-codes', permission: 'screen.all', key: 'vendor_codes', menu: { group: 'products', order: 12 } },
  { path: '/product/:id', permission: 'screen.all', key: 'product' },
  { path: '/sale', permission: 'screen.all', key: 'sale', menu: { order: 4 } },
  { path: '/check', permission: 'screen.all', key: 'check' },
  { path: '/sale/:id/check', permission: 'screen.all', key: 'sale_check' },
  { path: '/sale/:id', permission: 'screen.all', key: 'sale_info' },
  { path: '/bookings', permission: 'screen.bookings', key: 'bookings', menu: { order: 5 } },
  { path: '/bookings/view/:id', permission: 'screen.bookings', key: 'booking' },
  { path: '/check/bookings/:id', permission: 'screen.all', key: 'booking_check' },

  { path: '/sales/sale-history', permission: 'screen.all', key: 'sale_history', menu: { group: 'sales', order: 20 } },
  { path: '/sales/close-cash-desk', permission: 'screen.all', key: 'close_cash_desk', menu: { group: 'sales', order: 21 } },
  { path: '/sales/cash-desk-approvement', permission: 'screen.admin', key: 'cash_desk_approvement', menu: { group: 'sales', order: 22 } },
  { path: '/sales/cash-desk-history', permission: 'screen.admin', key: 'cash_desk_history', menu: { group: 'sales', order: 23 } },
  { path: '/sales/offline', permission: 'sale.offline_review', key: 'offline_sales', menu: { group: 'sales', order: 24 } },

  { path: '/management/receptions', permission: 'screen.admin_manager', key: 'receptions', menu: { group: 'management', order: 30 } },
  { path: '/management/receptions/reception-info/:id', permission: 'screen.admin_manager', key: 'reception' },
  { path: '/management/receptions/reception-info/:id/product/:productId', permission: 'screen.admin_manager', key: 'reception_product' },
  { path: '/management/employees', permission: 'screen.admin', key: 'employees', menu: { group: 'management', order: 31 } },
  { path: '/management/employees/edit/:id', permission: 'screen.admin', key: 'employee_edit' },
  { path: '/management/employees/create', permission: 'screen.admin', key: 'employee_create' },
  { path: '/management/customers', permission: 'screen.admin_manager', key: 'customers', menu: { group: 'management', order: 32 } },
  { path: '/management/customers/edit/:id', permission: 'screen.admin_manager', key: 'customer_edit' },
  { path: '/management/customers/edit/:id/info', permission: 'screen.admin_manager', key: 'customer_info' },
  { path: '/management/customers/create', permission: 'screen.admin_manager', key: 'customer_create' },
  { path: '/management/distribution', permission: 'screen.admin', key: 'distribution', menu: { group: 'management', order: 33 } },
  { path: '/management/places', permission: 'screen.admin', key: 'places', menu: { group: 'management', order: 34 } },
  { path: '/management/places/types', permission: 'screen.admin', key: 'place_types', menu: { group: 'management', order: 35 } },
  { path: '/management/place/:id/view', permission: 'screen.admin', key: 'place_view' },
  { path: '/management/place/:id/view/products', permission: 'screen.admin', key: 'place_products' },
  { path: '/management/sizes', permission: 'screen.admin', key: 'sizes', menu: { group: 'management', order: 36 } },
  { path: '/management/sizes/types', permission: 'screen.admin', key: 'size_types', menu: { group: 'management', order: 37 } },
  { path: '/management/wallets', permission: 'screen.admin', key: 'wallets', menu: { group: 'management', order: 38 } },
  { path: '/management/wallets/:id', permission: 'screen.admin', key: 'wallet' },
  { path: '/management/payroll', permission: 'screen.admin', key: 'payroll', menu: { group: 'management', order: 39 } },
  { path: '/management/payroll/history', permission: 'screen.admin', key: 'payroll_history', menu: { group: 'management', order: 40 } },

  { path: '/transfers', permission: 'screen.all', key: 'transfers' },
  { path: '/transfers/create-transfers', permission: 'screen.all', key: 'transfers_outgoing', menu: { group: 'transfers', order: 50 } },
  { path: '/transfers/forwarded-shipment', permission: 'screen.all', key: 'transfers_forwarded', menu: { group: 'transfers', order: 51 } },
  { path: '/transfers/to-accept', permission: 'screen.all', key: 'transfers_to_accept', menu: { group: 'transfers', order: 52 } },
  { path: '/transfers/accepted', permission: 'screen.all', key: 'transfers_accepted', menu: { group: 'transfers', order: 53 } },
  { path: '/transfers/history', permission: 'screen.admin', key: 'transfers_history', menu: { group: 'transfers', order: 54 } },
  { path: '/transfers/info/:id', permission: 'screen.all', key: 'transfer_info' },
  { path: '/transfers/:id/add-products', permission: 'transfer.add_products', key: 'transfer_add_products' },

  { path: '/settings', permission: 'screen.all', key: 'settings', menu: { order: 6 } },
  { path: '/reports', permission: 'screen.all', key: 'reports', menu: { order: 7 } },
  { path: '/transfers-from-factory', permission: 'screen.all', key: 'transfers_from_factory', menu: { order: 8 } },

  // the wholesalers' site: SPEC.md names it ('site') without describing it; not built, so not in the menu
  { path: '/for-wholesalers', permission: 'screen.all', key: 'for_wholesalers', notBuilt: true },
  // orders accept admin, manager and customer_access_seller; a seller sees the entry greyed out
  { path: '/for-wholesalers/orders', permission: 'order.read', key: 'wholesale_orders', menu: { group: 'wholesale', order: 61, greyedFor: 'screen.all' } },
  { path: '/for-wholesalers/orders/create', permission: 'order.write', key: 'wholesale_order_create' },
  { path: '/for-wholesalers/orders/:id', permission: 'order.read', key: 'wholesale_order' },
  { path: '/orders-table/:id/details-table', permission: 'public', key: 'order_details_table', noLayout: true, noPlace: true },
  { path: '/for-wholesalers/tissues', permission: 'screen.admin', key: 'tissues', menu: { group: 'wholesale', order: 62 } },
  { path: '/for-wholesalers/tissues/:id', permission: 'screen.admin', key: 'tissue' },
  { path: '/for-wholesalers/heights', permission: 'screen.admin', key: 'heights', menu: { group: 'wholesale', order: 63 } },
  { path: '/for-wholesalers/sizes', permission: 'screen.admin', key: 'wholesale_sizes', menu: { group: 'wholesale', order: 64 } },
  { path: '/for-wholesalers/colors', permission: 'screen.admin', key: 'colors', menu: { group: 'wholesale', order: 65 } },
  { path: '/for-wholesalers/models', permission: 'screen.admin', key: 'models', menu: { group: 'wholesale', order: 66 } },
  { path: '/for-wholesalers/styles', permission: 'screen.admin', key: 'styles', menu: { group: 'wholesale', order: 67 } },
  { path: '/for-wholesalers/types', permission: 'screen.admin', key: 'wholesale_types', menu: { group: 'wholesale', order: 68 } },
  { path: '/price-group', permission: 'screen.admin', key: 'price_groups', menu: { order: 9 } },
  { path: '/price-group/:id', permission: 'screen.admin', key: 'price_group' },
] as const satisfies readonly RouteDef[];

/** A route's key: one of the table's, checked by the compiler (the screen map is keyed by it). */
export type RouteKey = (typeof TABLE)[number]['key'];
/** A route of the table, its key one of the table's. */
export interface TableRoute extends RouteDef {
  key: RouteKey;
}
export const ROUTES: readonly TableRoute[] = TABLE;

export const MENU_GROUPS: readonly MenuGroup[] = ['products', 'sales', 'management', 'transfers', 'wholesale'];

/** A path's segments ('' before the leading slash), one trailing slash dropped. */
const segmentsOf = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/');

/**
 * Compared segment by segment, a `:param` matching any non-empty one: the same answer as a regular
 * expression per route (tests/unit/routes.test.ts holds it to one), without compiling seventy of them
 * on an old till's first screen (about 10 ms of its start, found in a profile at 4x CPU).
 */
const compiled = ROUTES.map((r) => ({ route: r, parts: segmentsOf(r.path) }));

/** The route definition a concrete path resolves to, or undefined for an unknown path. */
export function matchRoute(pathname: string): RouteDef | undefined {
  const parts = segmentsOf(pathname);
  return compiled.find((c) => c.parts.length === parts.length && c.parts.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i])))?.route;
}

/** May this role open this path? Unknown paths: no. Public paths: yes. */
export function canAccess(role: Roles, pathname: string): boolean {
  const route = matchRoute(pathname);
  if (!route) return false;
  if (route.permission === 'public') return true;
  return can(role, route.permission);
}

/** Menu entries the role sees, in menu order: the ones it may open, and the ones shown to it greyed out. */
export function menuFor(role: Roles): RouteDef[] {
  return ROUTES.filter(
    (r) => r.menu && !r.notBuilt && r.permission !== 'public' && (can(role, r.permission) || isMenuDisabled(r, role)),
  ).sort(
    (a, b) => a.menu!.order - b.menu!.order,
  );
}

/** Shown greyed out: the roles may do the entry's `greyedFor` action, and none of them may open it. */
export function isMenuDisabled(route: RouteDef, role: Roles): boolean {
  const greyed = route.menu?.greyedFor;
  return !!greyed && can(role, greyed) && (route.permission === 'public' || !can(role, route.permission));
}

/** Where a role lands on '/': the dashboard when allowed, else its first menu entry. */
export function homeFor(role: Roles): string {
  if (canAccess(role, '/dashboard')) return '/dashboard';
  const first = menuFor(role).find((r) => !isMenuDisabled(r, role));
  return first?.path ?? '/workplace';
}
