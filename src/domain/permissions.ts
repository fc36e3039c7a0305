import { roleList, type Role, type Roles } from './roles';

/**
 * Who may do what (SPEC.md section 6), as data: one table of actions to roles and one `can()`.
 * Server routes declare `config: { permission: '<action>' }` (default deny: a route without one does
 * not start); the browser's route table, menu, guards, buttons and fields ask `can()` / `useCan()`.
 * No other role list exists anywhere: add an action here and use it on both sides.
 *
 * Naming: `<area>.<verb>` (`product.write`), or `<area>.<field>.read` for a field a role may not see
 * (`product.cost.read`), or `screen.<route key>` for a screen whose only rule is who opens it.
 */
const ALL = ['admin', 'manager', 'seller', 'customer_access_seller'] as const satisfies readonly Role[];
const ADMIN = ['admin'] as const satisfies readonly Role[];
const ADMIN_MANAGER = ['admin', 'manager'] as const satisfies readonly Role[];
const SELLING = ['admin', 'manager', 'seller'] as const satisfies readonly Role[];
/** roles with customer access (SPEC.md: customer columns and the customer select) */
const CUSTOMER_ACCESS = ['admin', 'manager', 'customer_access_seller'] as const satisfies readonly Role[];

export const PERMISSIONS = {
  // ---------------------------------------------------------------- session and shared
  /** sign in, auth info, logout, workplace, profile, uploads of one's own files */
  'session.use': ALL,
  'upload.write': ALL,

  // ---------------------------------------------------------------- catalogue and stock
  'catalogue.read': ALL,
  'product.write': ADMIN_MANAGER,
  /** the cost price of a product: never sent to other roles */
  'product.cost.read': ADMIN_MANAGER,
  'productType.write': ADMIN_MANAGER,
  'sizeType.write': ADMIN,
  'size.write': ADMIN,
  'barcode.write': ADMIN,
  'stock.read': ALL,
  'stock.adjust': ADMIN,

  // ---------------------------------------------------------------- places, currencies, money
  'place.read': ALL,
  'place.write': ADMIN,
  /** sees every place of the company in lists and balances (the others: the places they work at) */
  'place.read_all': ADMIN,
  'placeType.write': ADMIN,
  'currency.read': ALL,
  'currency.rate.write': ADMIN,
  'money.exchange': ADMIN,
  /** the company's settings (the offline sales' window): read by the admin and the manager, changed by the admin */
  'company.settings.read': ADMIN_MANAGER,
  'company.settings.write': ADMIN,
  'company.balance.read': ADMIN_MANAGER,
  'company.balance.write': ADMIN_MANAGER,
  /** a place's balances (a manager only at their places) */
  'place.balance.read': ADMIN_MANAGER,
  /** company <-> place transfers */
  'money.transfer': ADMIN,
  'wallet.read': ADMIN,
  'wallet.write': ADMIN,

  // ---------------------------------------------------------------- sales, customers, bookings (later issues)
  'sale.create': ALL,
  'sale.read': ALL,
  'sale.reject': ADMIN,
  /** a sale that moves a customer's money: paid from their balance, change to it, or on credit (SPEC.md 6: customer access) */
  'sale.customer.pay': CUSTOMER_ACCESS,
  /** the till goes on selling (cash, no customer) while the server cannot be reached; replayed later */
  'sale.offline': SELLING,
  /** sends another employee's waiting offline sales (signed in on their till after them) */
  'sale.offline_for_others': ADMIN,
  /** the offline sales' screen: stock shortfalls and price differences, sales waiting for approval */
  'sale.offline_review': ADMIN_MANAGER,
  'customer.read': CUSTOMER_ACCESS,
  'customer.write': ADMIN_MANAGER,
  /** the client manager creates customers from the till */
  'customer.create': CUSTOMER_ACCESS,
  /** a manager creates a customer and approves it; SPEC.md 6 does not say who approves */
  'customer.approve': ADMIN_MANAGER,
  /** cover a debt or the old debt (at the till's debt dialog, or the customer's debts tab) */
  'customer.debt.cover': CUSTOMER_ACCESS,
  /** pick a customer for a booking (SPEC.md 6: bookings are admin, manager, seller) */
  'customer.lookup': ALL,
  'booking.write': SELLING,
  /** SPEC.md 4 booking 'rejected': the shop refuses a pending booking (who may: not shown; the admin and the manager) */
  'booking.reject': ADMIN_MANAGER,
  'cashdesk.close': ALL,
  'cashdesk.confirm': ADMIN,
  'dashboard.read': ADMIN_MANAGER,
  'report.read': ALL,

  // ---------------------------------------------------------------- stock movement, staff, wholesale (later issues)
  'reception.write': ADMIN_MANAGER,
  'transfer.write': ALL,
  'transfer.admin': ADMIN,
  /** SPEC.md 6 'transfers ... add-products': a transfer's lines are added, changed and removed by the admin */
  'transfer.add_products': ADMIN,
  'distribution.write': ADMIN,
  'employee.write': ADMIN,
  /** the list of the company's employees */
  'employee.read': ADMIN,
  /** one's own record: read, PATCH its personal fields, change one's password (an admin: anyone's) */
  'employee.self': ALL,
  'payroll.write': ADMIN,
  'requisition.write': ADMIN,
  'financialRequisition.write': ADMIN_MANAGER,
  /** approve (pays it out of the company balance) or reject a financial requisition (SPEC.md 6 does not say who: the admin, who holds the money) */
  'financialRequisition.approve': ADMIN,
  'order.read': CUSTOMER_ACCESS,
  /** enter, process (start, cancel, complete: a sale to the customer), edit lines (the roles that open the orders) */
  'order.write': CUSTOMER_ACCESS,
  'wholesale.write': ADMIN,
  'priceGroup.write': ADMIN,

  // ---------------------------------------------------------------- screens whose rule is only who opens them
  'screen.bookings': SELLING,
  'screen.admin': ADMIN,
  'screen.admin_manager': ADMIN_MANAGER,
  'screen.all': ALL,
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PERMISSIONS, value);
}

/**
 * May this role, or an employee with these roles, do this action? Several roles combine: the employee may
 * do what any one of them allows (a seller who is also a client manager sells on credit). No role may do
 * nothing.
 */
export function can(roles: Roles, action: Action): boolean {
  const allowed = PERMISSIONS[action] as readonly Role[];
  return roleList(roles).some((r) => allowed.includes(r));
}

/** The roles of an action (for tests and documentation). */
export function rolesOf(action: Action): readonly Role[] {
  return PERMISSIONS[action];
}
