import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES, type RouteDef } from '../domain/routes';
import { Loading, RouteGuard } from './RouteGuard';

export type ScreenComponent = LazyExoticComponent<ComponentType<{ route: RouteDef }>>;

/**
 * One screen of the route table, guarded (token, permission, sale place) and lazy-loaded. Custom routes
 * and react-admin resources render their views through it, so both obey the same table.
 */
export function Screen({ routeKey, component: Component }: { routeKey: string; component: ScreenComponent }) {
  const location = useLocation();
  const route = ROUTES.find((r) => r.key === routeKey)!;
  return (
    <RouteGuard route={route} path={location.pathname}>
      <Suspense fallback={<Loading />}>
        <Component route={route} />
      </Suspense>
    </RouteGuard>
  );
}

/** A react-admin resource view (list, edit ...) that is the screen of a route of the table. */
export function screenOf(routeKey: string, component: ScreenComponent): ComponentType {
  const View = () => <Screen routeKey={routeKey} component={component} />;
  View.displayName = `Screen(${routeKey})`;
  return View;
}
