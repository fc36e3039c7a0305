import { useGetIdentity } from 'react-admin';
import type { Role } from '../domain/roles';
import type { AuthInfo } from '../providers/authProvider';
import { useSalePlace, type SalePlace } from '../providers/salePlace';

export type Identity = AuthInfo['user'] & { fullName: string; company: AuthInfo['company'] };

/**
 * Who is signed in (from the cached auth info): role (the most privileged, shown as theirs), roles (all of
 * them: what they may do is the union, so permission checks take `roles`), places, name, company.
 */
export function useSession(): { identity: Identity | undefined; role: Role | null; roles: readonly Role[]; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  const id = identity as unknown as Identity | undefined;
  const role = id?.role ?? null;
  return { identity: id, role, roles: id?.roles?.length ? id.roles : role ? [role] : [], isPending };
}

/** Initials of a name for the avatar; 'SS' when there is none. */
export function initialsOf(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return 'SS';
  return parts
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

/**
 * The sale place the signed-in employee works at: the stored one, but only if it is one of their
 * allowed places (a place stored by another user, or withdrawn since, counts as none).
 */
export function useWorkPlace(): SalePlace | null {
  const place = useSalePlace();
  const { identity } = useSession();
  return place && identity?.places.includes(place.id) ? place : null;
}
