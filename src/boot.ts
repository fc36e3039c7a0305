/**
 * What the page starts before React renders anything (src/main.tsx imports this module first). Without
 * it a first visit waited in a chain: the entry's code, then the layout's chunk, then who the user is,
 * then the screen's chunk (found only when the guard let the screen render), then the screen's data.
 * Here everything the address needs is asked for at once: the reads this address made last time
 * (src/providers/earlyRequests.ts; the page's head script has sent them already, as the page was
 * parsed), who the user is (kept from last time and asked again, not awaited:
 * src/providers/authProvider.ts), the language's messages (src/i18n), the layout's chunk and the
 * screen's chunk. The chunks are started under their route key ('layout' for the frame) with
 * src/layout/preloaded.ts: the screens' `preloadedLazy` components find them there, loaded (they render
 * without suspending) or loading, and nothing is fetched twice.
 */
import { matchRoute, type RouteKey } from './domain/routes';
import { authProvider } from './providers/authProvider';
import { startEarlyRequests, type PageStartReads } from './providers/earlyRequests';
import { sendEarlyRead } from './providers/httpClient';
import { getToken } from './providers/token';
import { preload } from './layout/preloaded';
import { startI18n } from './i18n';
import { storedLocale } from './providers/store';

/**
 * The modules of the screens people open first (a till's /sale, the catalogue, a manager's dashboard,
 * the workplace after signing in): the same modules as their lazy screens in src/pages/index.ts and
 * src/resources/<name>/index.ts. Another screen's chunk is found when it renders, as before.
 */
const FIRST_SCREENS: Partial<Record<RouteKey, () => Promise<unknown>>> = {
  sale: () => import('./pos/SaleScreen'),
  products: () => import('./resources/products/ProductList'),
  dashboard: () => import('./pages/dashboard/Dashboard'),
  workplace: () => import('./pages/Workplace'),
};

const quietly = (load: () => Promise<unknown>) => void load().catch(() => undefined);

export function boot(path: string) {
  // the messages of the language the page starts in (the first render waits for them: src/main.tsx)
  void startI18n(storedLocale()).catch(() => undefined);
  const token = getToken();
  if (!token) {
    // every screen of a visitor without a token goes to the sign-in page
    quietly(() => import('./pages/SignIn'));
    return;
  }
  // the page's head script sent them as the page was parsed (vite.config.ts `firstScreenPreload`, the
  // page-start file); taken once, and let go of: the window would otherwise keep their answers' texts
  const page = window as { __pageStartReads?: PageStartReads | null };
  const started = page.__pageStartReads;
  delete page.__pageStartReads;
  startEarlyRequests(path, token, (url) => sendEarlyRead(url, token), started);
  quietly(() => authProvider.getAuthInfo());
  const route = matchRoute(path);
  // under the names their lazy components find them by (src/layout/preloaded.ts): they render at once
  if (route && !route.noLayout) preload('layout', () => import('./layout/MainLayout'));
  const screen = route && FIRST_SCREENS[route.key as RouteKey];
  if (screen) preload(route.key, screen);
}

if (typeof window !== 'undefined') boot(window.location.pathname);
