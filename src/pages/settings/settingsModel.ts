import { ADMIN, ADMIN_MANAGER, ALL_ROLES, type Role } from '../../domain/roles';

/**
 * The cards of the settings screen (SPEC.md section 2) and who sees them. SPEC.md section 6 leaves the
 * "privileged role list" open: rates, transfers and the converter are admin only; company balance
 * operations admin and manager (the server's roles for those calls); sell place and language everyone.
 */
export const SETTINGS_CARDS = [
  { key: 'sell_place', roles: ALL_ROLES },
  { key: 'language', roles: ALL_ROLES },
  { key: 'rates', roles: ADMIN },
  { key: 'balance', roles: ADMIN_MANAGER },
  { key: 'to_place', roles: ADMIN },
  { key: 'from_place', roles: ADMIN },
  { key: 'converter', roles: ADMIN },
] as const satisfies readonly { key: string; roles: readonly Role[] }[];

export type SettingsCardKey = (typeof SETTINGS_CARDS)[number]['key'];

export function settingsCardsFor(role: Role | null | undefined): SettingsCardKey[] {
  if (!role) return [];
  return SETTINGS_CARDS.filter((c) => (c.roles as readonly Role[]).includes(role)).map((c) => c.key);
}
