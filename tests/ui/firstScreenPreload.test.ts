import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_KEY, preloadFirstScreen, type FirstScreenPage, type FirstScreenTable } from '../../src/domain/firstScreen';
import { store } from '../../src/providers/store';
import { i18nProvider } from '../../src/i18n';

const table: FirstScreenTable = {
  files: {
    ru: ['assets/ru-1.js'],
    en: ['assets/en-1.js'],
    signIn: ['assets/SignIn-1.js', 'assets/TextField-1.js'],
    layout: ['assets/MainLayout-1.js', 'assets/TextField-1.js'],
    '/sale': ['assets/SaleScreen-1.js', 'assets/TextField-1.js', 'assets/decimal-1.js'],
  },
  localeKey: LOCALE_KEY,
  locales: ['ru', 'en'],
};

function page(pathname: string, cookie: string, locale: string | null): FirstScreenPage & { added: string[] } {
  const added: string[] = [];
  return { pathname, cookie, storedLocale: () => locale, addPreload: (href) => added.push(href), added };
}

describe('the first screen preload (index.html head script)', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
    document.cookie = 'token=; max-age=0; path=/';
  });

  it('without a token: the kept language and the sign-in page', () => {
    const p = page('/sale', 'other=1', '"en"');
    preloadFirstScreen(table, p);
    expect(p.added).toEqual(['/assets/en-1.js', '/assets/SignIn-1.js', '/assets/TextField-1.js']);
  });

  it("signed in: the language, the frame and the screen at this path, each file once (a trailing '/' is the same path)", () => {
    const p = page('/sale/', 'a=b; token=abc', null);
    preloadFirstScreen(table, p);
    expect(p.added).toEqual(['/assets/ru-1.js', '/assets/MainLayout-1.js', '/assets/TextField-1.js', '/assets/SaleScreen-1.js', '/assets/decimal-1.js']);
  });

  it('a path that is no first screen gets the frame only; an empty token cookie is no token', () => {
    const p = page('/bookings', 'token=abc', '"ru"');
    preloadFirstScreen(table, p);
    expect(p.added).toEqual(['/assets/ru-1.js', '/assets/MainLayout-1.js', '/assets/TextField-1.js']);
    const q = page('/sale', 'token=', null);
    preloadFirstScreen(table, q);
    expect(q.added).toEqual(['/assets/ru-1.js', '/assets/SignIn-1.js', '/assets/TextField-1.js']);
  });

  it('a stored value react-admin did not write, or storage that throws, is the default language', () => {
    for (const bad of ['{oops', '"de"', '42']) {
      const p = page('/sale', '', bad);
      preloadFirstScreen(table, p);
      expect(p.added[0]).toBe('/assets/ru-1.js');
    }
    const p = page('/sale', '', null);
    p.storedLocale = () => {
      throw new Error('SecurityError');
    };
    preloadFirstScreen(table, p);
    expect(p.added[0]).toBe('/assets/ru-1.js');
  });

  it('reads the language where the app keeps it (react-admin store key)', () => {
    store.setItem('locale', 'en');
    expect(JSON.parse(localStorage.getItem(LOCALE_KEY) ?? 'null')).toBe('en');
    store.removeItem('locale');
  });

  it('embedded as the build embeds it (its source alone): adds modulepreload links to the head', () => {
    document.cookie = 'token=abc; path=/';
    window.history.replaceState(null, '', '/sale');
    new Function(`(${preloadFirstScreen.toString()})(${JSON.stringify(table)});`)();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((l) => new URL(l.href).pathname)).toEqual(['/assets/ru-1.js', '/assets/MainLayout-1.js', '/assets/TextField-1.js', '/assets/SaleScreen-1.js', '/assets/decimal-1.js']);
    expect(links.every((l) => l.crossOrigin === '')).toBe(true);
    window.history.replaceState(null, '', '/');
  });

  it('the language the page runs in goes to <html lang> and to a cookie for the server (at start and on each change)', async () => {
    // tests/ui/setup.ts started the app in ru
    expect(document.cookie).toMatch(/(^|; )locale=ru(;|$)/);
    expect(document.documentElement.lang).toBe('ru');
    await i18nProvider.changeLocale('en');
    expect(document.cookie).toMatch(/(^|; )locale=en(;|$)/);
    expect(document.documentElement.lang).toBe('en');
    await i18nProvider.changeLocale('ru');
    expect(document.cookie).toMatch(/(^|; )locale=ru(;|$)/);
  });
});
