import { ADMIN, ADMIN_MANAGER, ALL_ROLES, BOOKING_ROLES, ORDER_ROLES, type Role } from './roles';

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
  roles: readonly Role[] | 'public';
  /** i18n key of the screen title: app.routes.<key> */
  key: string;
  menu?: { group?: MenuGroup; order: number; disabledFor?: readonly Role[] };
  /** shown without the main layout */
  noLayout?: boolean;
  /** reachable without a selected sale place */
  noPlace?: boolean;
}

const W = ['admin'] as const;

export const ROUTES: readonly RouteDef[] = [
  { path: '/dashboard', roles: ADMIN_MANAGER, key: 'dashboard', menu: { order: 1 } },
  { path: '/sign-in', roles: 'public', key: 'sign_in', noLayout: true, noPlace: true },
  { path: '/workplace', roles: ALL_ROLES, key: 'workplace', noPlace: true },
  { path: '/profile/:id', roles: ALL_ROLES, key: 'profile' },
  { path: '/not-found', roles: ALL_ROLES, key: 'not_found', noPlace: true },

  { path: '/financial-requisitions', roles: ADMIN_MANAGER, key: 'financial_requisitions', menu: { order: 2 } },
  { path: '/requisitions', roles: ADMIN, key: 'requisitions', menu: { order: 3 } },
  { path: '/requisitions/view/:id', roles: ADMIN, key: 'requisition' },
  { path: '/products', roles: ALL_ROLES, key: 'products', menu: { group: 'products', order: 10 } },
  { path: '/products/types', roles: ALL_ROLES, key: 'product_types', menu: { group: 'products', order: 11 } },
  { path: '/products/vendor-codes', roles: ALL_ROLES, key: 'vendor_codes', menu: { group: 'products', order: 12 } },
  { path: '/product/:id', roles: ALL_ROLES, key: 'product' },
  { path: '/sale', roles: ALL_ROLES, key: 'sale', menu: { order: 4 } },
  { path: '/check', roles: ALL_ROLES, key: 'check' },
  { path: '/sale/:id/check', roles: ALL_ROLES, key: 'sale_check' },
  { path: '/sale/:id', roles: ALL_ROLES, key: 'sale_info' },
  { path: '/bookings', roles: BOOKING_ROLES, key: 'bookings', menu: { order: 5 } },
  { path: '/bookings/view/:id', roles: BOOKING_ROLES, key: 'booking' },
  { path: '/check/bookings/:id', roles: ALL_ROLES, key: 'booking_check' },

  { path: '/sales/sale-history', roles: ALL_ROLES, key: 'sale_history', menu: { group: 'sales', order: 20 } },
  { path: '/sales/close-cash-desk', roles: ALL_ROLES, key: 'close_cash_desk', menu: { group: 'sales', order: 21 } },
  { path: '/sales/cash-desk-approvement', roles: ADMIN, key: 'cash_desk_approvement', menu: { group: 'sales', order: 22 } },
  { path: '/sales/cash-desk-history', roles: ADMIN, key: 'cash_desk_history', menu: { group: 'sales', order: 23 } },

  { path: '/management/receptions', roles: ADMIN_MANAGER, key: 'receptions', menu: { group: 'management', order: 30 } },
  { path: '/management/receptions/reception-info/:id', roles: ADMIN_MANAGER, key: 'reception' },
  { path: '/management/receptions/reception-info/:id/product/:productId', roles: ADMIN_MANAGER, key: 'reception_product' },
  { path: '/management/employees', roles: ADMIN, key: 'employees', menu: { group: 'management', order: 31 } },
  { path: '/management/employees/edit/:id', roles: ADMIN, key: 'employee_edit' },
  { path: '/management/employees/create', roles: ADMIN, key: 'employee_create' },
  { path: '/management/customers', roles: ADMIN_MANAGER, key: 'customers', menu: { group: 'management', order: 32 } },
  { path: '/management/customers/edit/:id', roles: ADMIN_MANAGER, key: 'customer_edit' },
  { path: '/management/customers/edit/:id/info', roles: ADMIN_MANAGER, key: 'customer_info' },
  { path: '/management/customers/create', roles: ADMIN_MANAGER, key: 'customer_create' },
  { path: '/management/distribution', roles: ADMIN, key: 'distribution', menu: { group: 'management', order: 33 } },
  { path: '/management/places', roles: ADMIN, key: 'places', menu: { group: 'management', order: 34 } },
  { path: '/management/places/types', roles: ADMIN, key: 'place_types', menu: { group: 'management', order: 35 } },
  { path: '/management/place/:id/view', roles: ADMIN, key: 'place_view' },
  { path: '/management/place/:id/view/products', roles: ADMIN, key: 'place_products' },
  { path: '/management/sizes', roles: ADMIN, key: 'sizes', menu: { group: 'management', order: 36 } },
  { path: '/management/sizes/types', roles: ADMIN, key: 'size_types', menu: { group: 'management', order: 37 } },
  { path: '/management/wallets', roles: ADMIN, key: 'wallets', menu: { group: 'management', order: 38 } },
  { path: '/management/wallets/:id', roles: ADMIN, key: 'wallet' },
  { path: '/management/payroll', roles: ADMIN, key: 'payroll', menu: { group: 'management', order: 39 } },
  { path: '/management/payroll/history', roles: ADMIN, key: 'payroll_history', menu: { group: 'management', order: 40 } },

  { path: '/transfers', roles: ALL_ROLES, key: 'transfers' },
  { path: '/transfers/create-transfers', roles: ALL_ROLES, key: 'transfers_outgoing', menu: { group: 'transfers', order: 50 } },
  { path: '/transfers/forwarded-shipment', roles: ALL_ROLES, key: 'transfers_forwarded', menu: { group: 'transfers', order: 51 } },
  { path: '/transfers/to-accept', roles: ALL_ROLES, key: 'transfers_to_accept', menu: { group: 'transfers', order: 52 } },
  { path: '/transfers/accepted', roles: ALL_ROLES, key: 'transfers_accepted', menu: { group: 'transfers', order: 53 } },
  { path: '/transfers/history', roles: ADMIN, key: 'transfers_history', menu: { group: 'transfers', order: 54 } },
  { path: '/transfers/info/:id', roles: ALL_ROLES, key: 'transfer_info' },
  { path: '/transfers/:id/add-products', roles: ADMIN, key: 'transfer_add_products' },

  { path: '/settings', roles: ALL_ROLES, key: 'settings', menu: { order: 6 } },
  { path: '/reports', roles: ALL_ROLES, key: 'reports', menu: { order: 7 } },
  { path: '/transfers-from-factory', roles: ALL_ROLES, key: 'transfers_from_factory', menu: { order: 8 } },

  { path: '/for-wholesalers', roles: ALL_ROLES, key: 'for_wholesalers', menu: { group: 'wholesale', order: 60 } },
  // orders accept admin, manager and customer_access_seller; a seller sees the entry greyed out
  { path: '/for-wholesalers/orders', roles: ORDER_ROLES, key: 'wholesale_orders', menu: { group: 'wholesale', order: 61, disabledFor: ['seller'] } },
  { path: '/for-wholesalers/orders/:id', roles: ORDER_ROLES, key: 'wholesale_order' },
  { path: '/orders-table/:id/details-table', roles: 'public', key: 'order_details_table', noLayout: true, noPlace: true },
  { path: '/for-wholesalers/tissues', roles: W, key: 'tissues', menu: { group: 'wholesale', order: 62 } },
  { path: '/for-wholesalers/tissues/:id', roles: W, key: 'tissue' },
  { path: '/for-wholesalers/heights', roles: W, key: 'heights', menu: { group: 'wholesale', order: 63 } },
  { path: '/for-wholesalers/sizes', roles: W, key: 'wholesale_sizes', menu: { group: 'wholesale', order: 64 } },
  { path: '/for-wholesalers/colors', roles: W, key: 'colors', menu: { group: 'wholesale', order: 65 } },
  { path: '/for-wholesalers/models', roles: W, key: 'models', menu: { group: 'wholesale', order: 66 } },
  { path: '/for-wholesalers/styles', roles: W, key: 'styles', menu: { group: 'wholesale', order: 67 } },
  { path: '/for-wholesalers/types', roles: W, key: 'wholesale_types', menu: { group: 'wholesale', order: 68 } },
  { path: '/price-group', roles: ADMIN, key: 'price_groups', menu: { order: 9 } },
  { path: '/price-group/:id', roles: ADMIN, key: 'price_group' },
];

export const MENU_GROUPS: readonly MenuGroup[] = ['products', 'sales', 'management', 'transfers', 'wholesale'];

function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const compiled = ROUTES.map((r) => ({ route: r, re: toRegExp(r.path) }));

/** The route definition a concrete path resolves to, or undefined for an unknown path. */
export function matchRoute(pathname: string): RouteDef | undefined {
  return compiled.find((c) => c.re.test(pathname))?.route;
}

/** May this role open this path? Unknown paths: no. Public paths: yes. */
export function canAccess(role: Role | null | undefined, pathname: string): boolean {
  const route = matchRoute(pathname);
  if (!route) return false;
  if (route.roles === 'public') return true;
  return !!role && route.roles.includes(role);
}

/** Menu entries the role sees, in menu order: the ones it may open, and the ones shown to it greyed out. */
export function menuFor(role: Role | null | undefined): RouteDef[] {
  return ROUTES.filter(
    (r) => r.menu && r.roles !== 'public' && !!role && (r.roles.includes(role) || !!r.menu.disabledFor?.includes(role)),
  ).sort(
    (a, b) => a.menu!.order - b.menu!.order,
  );
}

export function isMenuDisabled(route: RouteDef, role: Role | null | undefined): boolean {
  return !!role && !!route.menu?.disabledFor?.includes(role);
}

/** Where a role lands on '/': the dashboard when allowed, else its first menu entry. */
export function homeFor(role: Role | null | undefined): string {
  if (canAccess(role, '/dashboard')) return '/dashboard';
  const first = menuFor(role).find((r) => !isMenuDisabled(r, role));
  return first?.path ?? '/workplace';
}
