import { Navigate } from 'react-router-dom';
import { homeFor } from '../domain/routes';
import { Loading } from '../layout/RouteGuard';
import { useSession } from '../providers/session';

/** '/' goes to /dashboard for the roles allowed it, others to their first allowed page. */
export function HomeRedirect() {
  const { roles, isPending } = useSession();
  if (isPending) return <Loading />;
  return <Navigate to={homeFor(roles)} replace />;
}

export default HomeRedirect;
