import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { setAmountLocale } from './amountLocale';
import { keepLocale } from './keepLocale';

export const DEFAULT_LOCALE = 'ru';
export const LOCALES = [
  { locale: 'ru', name: 'Русский' },
  { locale: 'en', name: 'English' },
];

/**
 * Each language's messages are a chunk of their own, not in the first load (about a sixth of it): the
 * page loads the one it starts in before React renders (src/boot.ts starts it, src/main.tsx waits for
 * it), the other when the user switches to it. vite.config.ts lists both for the service worker.
 */
const LOADERS: Record<string, () => Promise<{ default: unknown }>> = {
  ru: () => import('./ru'),
  en: () => import('./en'),
};
const known = (locale: string | undefined) => (locale && locale in LOADERS ? locale : DEFAULT_LOCALE);
const catalogues: Partial<Record<string, TranslationMessages>> = {};

/** Loads a language's messages (once). */
export async function loadLocale(locale: string): Promise<TranslationMessages> {
  const key = known(locale);
  return (catalogues[key] ??= (await LOADERS[key]()).default as TranslationMessages);
}

let startLocale = DEFAULT_LOCALE;
let started: Promise<void> | undefined;
/**
 * The language the app starts in (the one chosen last in this browser, else ru), its messages loaded.
 * The first call decides; later calls get the same promise.
 */
export function startI18n(locale: string | undefined): Promise<void> {
  return (started ??= (async () => {
    startLocale = known(locale);
    keepLocale(startLocale);
    await loadLocale(startLocale);
    setAmountLocale(startLocale);
  })());
}

let polyglot: I18nProvider | undefined;
function provider(): I18nProvider {
  if (!polyglot) {
    const messages = catalogues[startLocale];
    if (!messages) throw new Error(`i18n: the messages of '${startLocale}' are not loaded yet (await startI18n before rendering)`);
    polyglot = polyglotI18nProvider((locale) => catalogues[known(locale)] ?? loadLocale(locale), startLocale, LOCALES, { allowMissing: false });
  }
  return polyglot;
}

/**
 * ru is the default; react-admin's store keeps the chosen language across reloads, and the app starts
 * in it (no first render in ru, then again in en). A change of language also changes how amounts are
 * written (src/i18n/amountLocale.ts).
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => provider().translate(key, options),
  changeLocale: async (locale, options) => {
    await loadLocale(locale);
    setAmountLocale(locale);
    keepLocale(known(locale));
    return provider().changeLocale(locale, options);
  },
  getLocale: () => provider().getLocale(),
  getLocales: () => LOCALES,
};

/** Translate an API error code: app.messages.<code>, else the server's English message. */
export function messageKey(code: string): string {
  return `app.messages.${code}`;
}
