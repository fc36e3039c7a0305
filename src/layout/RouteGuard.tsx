import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { canAccess, type RouteDef } from '../domain/routes';
import { getToken } from '../providers/token';
import { useSession, useWorkPlace, type WorkplaceState } from '../providers/session';

export const Loading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
    <CircularProgress aria-label="loading" />
  </Box>
);

/**
 * The access rules of SPEC.md section 2 for one route: no token -> /sign-in; a role that may not open
 * the path -> /not-found (also when typed into the address bar); no sale place (or one the employee may
 * not use) -> /workplace.
 */
export function RouteGuard({ route, path, children }: { route: RouteDef; path: string; children: ReactNode }) {
  const { identity, roles, isPending } = useSession();
  const place = useWorkPlace();
  if (route.permission === 'public') return <>{children}</>;
  if (!getToken()) return <Navigate to="/sign-in" replace />;
  if (isPending || !identity) return <Loading />;
  if (!canAccess(roles, path)) return <Navigate to="/not-found" replace />;
  if (!route.noPlace && !place) return <Navigate to="/workplace" replace state={{ from: path } satisfies WorkplaceState} />;
  return <>{children}</>;
}
