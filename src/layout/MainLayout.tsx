import { memo, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/**
 * The app bar and the menu use no props (react-admin gives the bar only the layout's constant alwaysOn):
 * memoised, they are not drawn again when react-admin's router renders the layout again (it does on the
 * first screen, and for every change of its auth queries), only when what they read themselves changes.
 * On an old till each such pass was the whole frame, about 150 ms.
 */
const FrameAppBar = memo(AppBar);
const FrameMenu = memo(Menu);

/**
 * The frame of the signed-in screens: react-admin's layout (permanent sidebar on large screens,
 * temporary on small, state persisted) with our app bar and menu. Loaded lazily by ./Layout.tsx.
 */
export default function MainLayout({ children }: { children: ReactNode }) {
  return (
    // appBarAlwaysOn: the app bar stays in view (a till's bar with the place and sign-out) and the sidebar
    // stays below it. Hiding the bar on scroll (MUI's useScrollTrigger) read the page's scroll offset while
    // the frame first rendered, a forced layout of ~45 ms at 4x CPU on the till's first screen.
    // minWidth 0 lets the content shrink on small screens: a wide table scrolls inside it instead of
    // pushing the whole page (and the app bar's buttons) off the screen
    <RaLayout appBar={FrameAppBar} menu={FrameMenu} appBarAlwaysOn sx={{
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0 },
        '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' },
      }}>
      {children}
    </RaLayout>
  );
}
