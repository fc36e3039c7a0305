/**
 * How amounts are written on screen in the language shown: thousands grouped with a no-break space, and
 * the decimal mark of the language (Russian "25 000 000,00", English "25 000 000.00"; amountLocale.ts),
 * so plain functions format without a hook. Only for display: amounts sent to the server, written to
 * Excel or put back into a field stay decimal strings with a dot.
 */
import { money, toMoneyString } from '../domain/money';
import { decimalMark } from '../i18n/amountLocale';

/** An amount for display: 2 decimals, thousands grouped ("25 000 000,00" in Russian). Never a float. */
export function formatAmount(value: string | number | null | undefined): string {
  let s: string;
  try {
    s = toMoneyString(value == null || value === '' ? '0' : String(value));
  } catch {
    return String(value ?? '');
  }
  return written(s);
}

/** A plain decimal string ("-25000000.5") written for display: thousands grouped with a no-break space, the language's decimal mark. */
function written(s: string): string {
  const negative = s.startsWith('-');
  const [int, frac] = (negative ? s.slice(1) : s).split('.');
  return `${negative ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}${frac ? `${decimalMark()}${frac}` : ''}`;
}

/**
 * A rate for display, written as amounts are (thousands grouped, the language's decimal mark): at most 4
 * decimals, trailing zeros dropped ("12 650" or "1,0834" in Russian). Only for display.
 */
export function formatRate(value: string): string {
  let s: string;
  try {
    s = money(value).toDecimalPlaces(4).toFixed();
  } catch {
    return value;
  }
  return written(s);
}
