import { LOCALE_COOKIE } from '../domain/firstScreen';

/**
 * The language the page runs in, told to the page and the server: `<html lang>` (a screen reader reads
 * the page in it; index.html says ru), and a cookie, with which the server names the language's chunk
 * in the page it sends and its `lang` (server/http/spaPage.ts), as it cannot read react-admin's store.
 * The cookie: a year, the whole site, sent on the site's own navigations only.
 */
export function keepLocale(locale: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; SameSite=Lax${secure}`;
}
