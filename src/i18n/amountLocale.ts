/**
 * The decimal mark of the language shown (Russian ',', English '.'), for amounts on screen
 * (src/ui/amountFormat.ts). The i18nProvider sets it with every change of language; react-admin then
 * draws the whole page again. A module of its own with no imports: the i18nProvider is in the first
 * load, the money formatting (decimal.js) is not.
 */
const DECIMAL_MARK: Record<string, string> = { ru: ',', en: '.' };
let mark = DECIMAL_MARK.ru;

/** The language amounts are shown in (i18n/index.ts calls it with every change of language). */
export function setAmountLocale(locale: string) {
  mark = DECIMAL_MARK[locale] ?? '.';
}

export const decimalMark = () => mark;
