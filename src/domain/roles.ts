/** Staff roles, most privileged first. Who may do what: src/domain/permissions.ts (no other role lists). */
export const ROLES = ['admin', 'manager', 'seller', 'customer_access_seller'] as const;
export type Role = (typeof ROLES)[number];

/** One role, or an employee's roles (they combine: src/domain/permissions.ts can()). */
export type Roles = Role | readonly Role[] | null | undefined;

export function roleList(roles: Roles): readonly Role[] {
  return !roles ? [] : typeof roles === 'string' ? [roles] : roles;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * The most privileged of an employee's roles: the one shown as theirs and the one that decides their
 * home screen. What they may do is the union of all their roles (src/domain/permissions.ts can()).
 */
export function primaryRole(roles: readonly string[]): Role | null {
  for (const r of ROLES) if (roles.includes(r)) return r;
  return null;
}
