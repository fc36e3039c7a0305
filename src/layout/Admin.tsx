/**
 * react-admin's <Admin> without what the first screen does not need (the entry bundle).
 *
 * react-admin's own <Admin> renders <AdminUI>, whose default props import its login page (a
 * react-hook-form form of TextInputs), its layout (app bar, sidebar, menu, user menu, locale and theme
 * buttons) and its error, not-found, access-denied and loading pages: about 90 KB gzip in the entry
 * chunk whatever props are passed. This is the same composition (AdminContext, then CoreAdminUI inside
 * MUI's CssBaseline, then the notification), with every prop the app passes and react-admin's error,
 * access-denied and authentication-error pages loaded only when one is shown. The layout is lazy too
 * (./Layout.tsx); the sign-in screen is a lazy route (src/pages/index.ts).
 */
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AdminContext, CoreAdminUI, type AdminProps, type CoreAdminUIProps } from 'react-admin';
import { CssBaseline } from '@mui/material';
import { Loading } from './RouteGuard';

/** A react-admin page of ./adminPages.ts, fetched the first time it is rendered. */
function lazyPage<P extends object>(name: 'Error' | 'AccessDenied' | 'AuthenticationError'): (props: P) => ReactNode {
  const Page = lazy(() => import('./adminPages').then((m) => ({ default: m[name] as unknown as ComponentType<P> })));
  const View = (props: P) => (
    <Suspense fallback={<Loading />}>
      <Page {...props} />
    </Suspense>
  );
  View.displayName = `Lazy(${name})`;
  return View;
}

type ErrorPageProps = Parameters<NonNullable<CoreAdminUIProps['error']>>[0];

const ErrorPage = lazyPage<ErrorPageProps>('Error');
const AccessDenied = lazyPage('AccessDenied');
const AuthenticationError = lazyPage('AuthenticationError');

export function Admin(props: AdminProps) {
  const {
    authProvider,
    basename,
    darkTheme,
    dataProvider,
    defaultTheme,
    i18nProvider,
    lightTheme,
    queryClient,
    routerProvider,
    store,
    theme,
    notification,
    children,
    ...ui
  } = props;
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      darkTheme={darkTheme}
      dataProvider={dataProvider}
      defaultTheme={defaultTheme}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      queryClient={queryClient}
      routerProvider={routerProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI error={ErrorPage} accessDenied={AccessDenied} authenticationError={AuthenticationError} loading={Loading} {...ui}>
          {children}
        </CoreAdminUI>
        {notification && createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
