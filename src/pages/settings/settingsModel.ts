import { can, type Action } from '../../domain/permissions';
import type { Roles } from '../../domain/roles';

/**
 * The cards of the settings screen (SPEC.md section 2) and the action each needs (src/domain/permissions.ts).
 * SPEC.md section 6 leaves the "privileged role list" open: a card shows to the roles that may make the
 * calls behind it.
 */
export const SETTINGS_CARDS = [
  { key: 'sell_place', permission: 'session.use' },
  { key: 'language', permission: 'session.use' },
  { key: 'rates', permission: 'currency.rate.write' },
  { key: 'balance', permission: 'company.balance.write' },
  { key: 'to_place', permission: 'money.transfer' },
  { key: 'from_place', permission: 'money.transfer' },
  { key: 'converter', permission: 'money.exchange' },
  { key: 'offline', permission: 'company.settings.write' },
] as const satisfies readonly { key: string; permission: Action }[];

export type SettingsCardKey = (typeof SETTINGS_CARDS)[number]['key'];

export function settingsCardsFor(role: Roles): SettingsCardKey[] {
  return SETTINGS_CARDS.filter((c) => can(role, c.permission)).map((c) => c.key);
}
