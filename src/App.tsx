import { Suspense } from 'react';
import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { ROUTES, matchRoute } from './domain/routes';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { Loading, RouteGuard } from './layout/RouteGuard';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { Placeholder, SCREENS, SignIn } from './pages';
import { HomeRedirect } from './pages/HomeRedirect';
import { theme } from './theme';

const store = localStorageStore(undefined, 'RetailPOS');

function Screen({ routeKey }: { routeKey: string }) {
  const location = useLocation();
  const route = ROUTES.find((r) => r.key === routeKey)!;
  const Component = SCREENS[route.key] ?? Placeholder;
  return (
    <RouteGuard route={route} path={location.pathname}>
      <Suspense fallback={<Loading />}>
        <Component route={route} />
      </Suspense>
    </RouteGuard>
  );
}

/** Unknown paths go to /not-found. */
function CatchAll() {
  const location = useLocation();
  return matchRoute(location.pathname) ? <Loading /> : <Navigate to="/not-found" replace />;
}

const withLayout = ROUTES.filter((r) => !r.noLayout);
const withoutLayout = ROUTES.filter((r) => r.noLayout && r.key !== 'sign_in');

export function App() {
  return (
    <Admin
      title="Retail POS"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={Layout}
      theme={theme}
      loginPage={false}
      dashboard={HomeRedirect}
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
          <Route key={r.path} path={r.path} element={<Screen routeKey={r.key} />} />
        ))}
      </CustomRoutes>
      <CustomRoutes>
        {withLayout.map((r) => (
          <Route key={r.path} path={r.path} element={<Screen routeKey={r.key} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
