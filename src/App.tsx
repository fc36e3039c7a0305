import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { ROUTES, matchRoute, type RouteKey } from './domain/routes';
import { i18nProvider } from './i18n';
import { Admin } from './layout/Admin';
import { Layout } from './layout/Layout';
import { AppNotification } from './layout/feedback';
import { Loading } from './layout/RouteGuard';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { getToken } from './providers/token';
import { store } from './providers/store';
import { waitingSalesCount } from './providers/tillOwner';
import { RESOURCE_ROUTE_KEYS, SCREENS, SignIn, type ScreenKey } from './pages';
import { Screen } from './layout/Screen';
import products from './resources/products';
import productTypes from './resources/product_types';
import vendorCodes from './resources/vendor_codes';
import sizes from './resources/sizes';
import sizeTypes from './resources/size_types';
import places from './resources/places';
import placeTypes from './resources/place_types';
import wallets from './resources/wallets';
import customers from './resources/customers';
import wholesaleOrders from './resources/wholesale_orders';
import employees from './resources/employees';
import { HomeRedirect } from './pages/HomeRedirect';
import { theme } from './theme';
import { createQueryClient } from './providers/queryClient';
import { getSalePlace } from './providers/salePlace';
import { placePricingQuery } from './providers/placePricing';

/** A custom route's screen: guarded by the route table, lazy-loaded (src/layout/Screen.tsx). */
function CustomScreen({ routeKey }: { routeKey: ScreenKey }) {
  return <Screen routeKey={routeKey} component={SCREENS[routeKey]} />;
}

/** '/': no token -> /sign-in; otherwise the role's home (HomeRedirect). */
function Home() {
  if (!getToken()) return <Navigate to="/sign-in" replace />;
  return <HomeRedirect />;
}

/** Unknown paths go to /not-found. */
function CatchAll() {
  const location = useLocation();
  return matchRoute(location.pathname) ? <Loading /> : <Navigate to="/not-found" replace />;
}

const RESOURCES = [products, productTypes, vendorCodes, sizes, sizeTypes, places, placeTypes, wallets, customers, wholesaleOrders, employees];

const isScreenKey = (key: RouteKey): key is ScreenKey => key !== 'sign_in' && !(RESOURCE_ROUTE_KEYS as Set<RouteKey>).has(key);
const screenRoutes = ROUTES.flatMap((r) => (isScreenKey(r.key) ? [{ ...r, key: r.key }] : []));
const withLayout = screenRoutes.filter((r) => !r.noLayout);
const withoutLayout = screenRoutes.filter((r) => r.noLayout);

/** Sends sales made offline from any signed-in screen: loaded only while some wait in this browser. */
const OutboxSender = lazy(() => import('./pos/offline/OutboxSender'));

/** Whether sales made offline wait in this browser (read again on every navigation). */
function useSalesWaiting(): boolean {
  const { pathname } = useLocation();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    let live = true;
    void waitingSalesCount().then((n) => live && setWaiting(n > 0));
    return () => {
      live = false;
    };
  }, [pathname]);
  return waiting;
}

/** The layout, and the outbox's sender while sales wait (a seller who signs in again may land anywhere). */
function AppLayout({ children }: { children: ReactNode }) {
  const salesWaiting = useSalesWaiting();
  return (
    <Layout>
      {children}
      {salesWaiting && getToken() && (
        <Suspense fallback={null}>
          <OutboxSender />
        </Suspense>
      )}
    </Layout>
  );
}

const queryClient = createQueryClient();
// who the user is was taken from the last visit and asked again: a different answer (or a refused token)
// reloads what depends on it (identity, permissions: react-admin's 'auth' queries)
authProvider.onInfoChange(() => void queryClient.invalidateQueries({ queryKey: ['auth'] }));
// and it is known at once: react-admin's identity and permissions queries start with it (the first render
// has the user and the role) and hold it until told otherwise (above, and react-admin's sign-in and
// sign-out): each of their refetches re-rendered the whole app from react-admin's router on an old till
for (const key of ['getIdentity', 'getPermissions', 'checkAuth']) queryClient.setQueryDefaults(['auth', key], { staleTime: Infinity });
const kept = authProvider.kept();
if (kept) {
  queryClient.setQueryData(['auth', 'getIdentity'], kept.identity);
  // usePermissions' and useAuthState's keys with their default (empty) params. react-admin's checkAuth
  // (is there a token) ran again for every list and form that opened, and each run re-rendered the whole
  // app twice; the route guard checks the token on every screen (src/layout/RouteGuard.tsx) and a refused
  // token signs out from any answer (authProvider.checkError)
  queryClient.setQueryData(['auth', 'getPermissions', {}], kept.permissions);
  queryClient.setQueryData(['auth', 'checkAuth', {}], true);
}
// a till opened at /sale: its place's pricing is asked for now, beside the screen's code, so that the
// till's first render has it (it drew a spinner, then everything again once the pricing came). The till's
// own query (src/pos/usePlacePricing.ts, the same `placePricingQuery`) joins this read while it runs instead of asking
// again; no retry here: with no server the till's query says so at once and the local catalogue's
// pricing takes over
const salePlace = getSalePlace();
if (kept && salePlace && matchRoute(window.location.pathname)?.key === 'sale') {
  void queryClient.prefetchQuery({ ...placePricingQuery(dataProvider, salePlace.id), retry: false });
}

export function App() {
  return (
    <Admin
      title="Retail POS"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      layout={AppLayout}
      notification={AppNotification}
      theme={theme}
      loginPage={false}
      catchAll={CatchAll}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route
          path="/sign-in"
          element={
            <Suspense fallback={<Loading />}>
              <SignIn />
            </Suspense>
          }
        />
        <Route path="/login" element={<Navigate to="/sign-in" replace />} />
        {withoutLayout.map((r) => (
          <Route key={r.path} path={r.path} element={<CustomScreen routeKey={r.key} />} />
        ))}
      </CustomRoutes>
      <CustomRoutes>
        {/*
          '/' is our own route, not react-admin's `dashboard`: react-admin wraps the dashboard in an auth
          check whose redirect to /sign-in, racing the lazy sign-in screen inside a router transition,
          re-ran hundreds of times on a first visit. The route guard decides once.
        */}
        <Route path="/" element={<Home />} />
        {/*
          The react-admin resources, each under its one name (the dataProvider's and the i18n's) and at the
          route table's path (SPEC.md's URL), its views guarded by the same table as the custom routes.
        */}
        {RESOURCES.map(({ path, ...r }) => (
          <Route key={r.name} path={`${path}/*`} element={<Resource {...r} />} />
        ))}
        {withLayout.map((r) => (
          <Route key={r.path} path={r.path} element={<CustomScreen routeKey={r.key} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
