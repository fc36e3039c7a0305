import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import en from './en';
import ru from './ru';
import { setAmountLocale } from './amountLocale';

export const DEFAULT_LOCALE = 'ru';
export const LOCALES = [
  { locale: 'ru', name: 'Русский' },
  { locale: 'en', name: 'English' },
];

const catalogues: Record<string, TranslationMessages> = { ru, en } as unknown as Record<string, TranslationMessages>;

const polyglot = polyglotI18nProvider((locale) => catalogues[locale] ?? ru, DEFAULT_LOCALE, LOCALES, {
  allowMissing: false,
});
setAmountLocale(DEFAULT_LOCALE);

/**
 * ru is the default; react-admin's store keeps the chosen language across reloads. A change of language
 * also changes how amounts are written (src/ui/amountLocale.ts).
 */
export const i18nProvider: typeof polyglot = {
  ...polyglot,
  changeLocale: (locale, options) => {
    setAmountLocale(locale);
    return polyglot.changeLocale(locale, options);
  },
};

/** Translate an API error code: app.messages.<code>, else the server's English message. */
export function messageKey(code: string): string {
  return `app.messages.${code}`;
}
