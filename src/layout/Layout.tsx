import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { getToken } from '../providers/token';
import { Loading } from './RouteGuard';
import { preloadedLazy } from './preloaded';

/** The frame (app bar, sidebar, menu): a chunk of its own, not in the entry bundle. */
const MainLayout = preloadedLazy('layout', () => import('./MainLayout'));

/**
 * Main layout: react-admin's with our app bar and menu (./MainLayout.tsx), for the signed-in user.
 * Without a token every screen of the layout redirects to /sign-in (RouteGuard, '/'), so the frame is
 * not drawn (nor downloaded) for a first visit; the location is read so that the frame appears on the
 * first navigation after signing in.
 */
export function Layout({ children }: { children: ReactNode }) {
  useLocation();
  if (!getToken()) return <>{children}</>;
  return (
    <Suspense fallback={<Loading />}>
      <MainLayout>{children}</MainLayout>
    </Suspense>
  );
}
