import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useGetIdentity } from 'react-admin';
import type { Role } from '../domain/roles';
import type { AppAuthProvider, AuthInfo } from './authProvider';
import { useSalePlace, type SalePlace } from './salePlace';

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

/** What the guard sends to /workplace: the path it came from, to go back there once a place is chosen. */
export interface WorkplaceState {
  from?: string;
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

/**
 * Re-reads who is signed in (their places, roles, company) and the place lists, after something changed
 * them: a place created or removed, an employee's places edited. A place created since signing in can
 * then be chosen as the workplace at once, without a reload.
 */
export function useRefreshSession(): () => Promise<void> {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await authProvider?.refreshAuthInfo?.().catch(() => undefined);
    await Promise.all(
      [['auth', 'getIdentity'], ['workplace'], ['places']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  }, [authProvider, queryClient]);
}
