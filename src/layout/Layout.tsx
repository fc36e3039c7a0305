import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/** Main layout: react-admin's (permanent sidebar on large screens, temporary on small, state persisted). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    // minWidth 0 lets the content shrink on small screens: a wide table scrolls inside it instead of
    // pushing the whole page (and the app bar's buttons) off the screen
    <RaLayout appBar={AppBar} menu={Menu} sx={{
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0 },
        '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' },
      }}>
      {children}
    </RaLayout>
  );
}
