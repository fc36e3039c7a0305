/** Staff roles, most privileged first. Who may do what: src/domain/permissions.ts (no other role lists). */
export const ROLES = ['admin', 'manager', 'seller', 'customer_access_seller'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The role that decides what an employee with several roles may do: the most privileged one. */
export function primaryRole(roles: readonly string[]): Role | null {
  for (const r of ROLES) if (roles.includes(r)) return r;
  return null;
}
