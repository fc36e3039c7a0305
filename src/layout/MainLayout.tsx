import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { waitingSalesCount } from '../providers/tillOwner';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/** Sends sales made offline from any screen (loaded only while some wait in this browser). */
const OutboxSender = lazy(() => import('../pos/offline/OutboxSender'));

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

/**
 * The frame of the signed-in screens: react-admin's layout (permanent sidebar on large screens,
 * temporary on small, state persisted) with our app bar and menu. Loaded lazily by ./Layout.tsx.
 */
export default function MainLayout({ children }: { children: ReactNode }) {
  const salesWaiting = useSalesWaiting();
  return (
    // minWidth 0 lets the content shrink on small screens: a wide table scrolls inside it instead of
    // pushing the whole page (and the app bar's buttons) off the screen
    <RaLayout appBar={AppBar} menu={Menu} sx={{
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0 },
        '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' },
      }}>
      {children}
      {salesWaiting && (
        <Suspense fallback={null}>
          <OutboxSender />
        </Suspense>
      )}
    </RaLayout>
  );
}
