import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import ru from './ru';

export const DEFAULT_LOCALE = 'ru';
export const LOCALES = [
  { locale: 'ru', name: 'Русский' },
  { locale: 'en', name: 'English' },
];

/**
 * The default language's catalogue is in the entry bundle; English is a chunk of its own, fetched when
 * it is chosen (issue 8). react-admin waits for it: a stored 'en' renders nothing until it is there.
 */
const loaders: Record<string, () => Promise<TranslationMessages>> = {
  en: () => import('./en').then((m) => m.default as unknown as TranslationMessages),
};

/**
 * Fetches a language's catalogue (a no-op for the built-in one). Choosing a language waits for it
 * first: react-admin remounts the whole app when the locale changes, so switching only once the
 * messages are here keeps that remount at the click, never under a half-typed form.
 */
export async function loadLocale(locale: string): Promise<void> {
  await loaders[locale]?.();
}

/** ru is the default; react-admin's store keeps the chosen language across reloads. */
export const i18nProvider = polyglotI18nProvider((locale) => loaders[locale]?.() ?? (ru as unknown as TranslationMessages), DEFAULT_LOCALE, LOCALES, {
  allowMissing: false,
});

/** Translate an API error code: app.messages.<code>, else the server's English message. */
export function messageKey(code: string): string {
  return `app.messages.${code}`;
}
