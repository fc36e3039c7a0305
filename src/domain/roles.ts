/** Staff roles, most privileged first. Shared by the browser (menu, guards) and the server (route declarations). */
export const ROLES = ['admin', 'manager', 'seller', 'customer_access_seller'] as const;
export type Role = (typeof ROLES)[number];

export const ALL_ROLES: readonly Role[] = ROLES;
export const ADMIN: readonly Role[] = ['admin'];
export const ADMIN_MANAGER: readonly Role[] = ['admin', 'manager'];
export const BOOKING_ROLES: readonly Role[] = ['admin', 'manager', 'seller'];
export const ORDER_ROLES: readonly Role[] = ['admin', 'manager', 'customer_access_seller'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The role that decides what an employee with several roles may do: the most privileged one. */
export function primaryRole(roles: readonly string[]): Role | null {
  for (const r of ROLES) if (roles.includes(r)) return r;
  return null;
}

/** Roles that see customers (customer columns, customer select). */
export function hasCustomerAccess(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'manager' || role === 'customer_access_seller';
}
