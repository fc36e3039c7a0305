import Decimal from 'decimal.js';

/** Money is decimal.js in code and a 2-place decimal string on the wire ("12500.00"). */
export const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = InstanceType<typeof MoneyDecimal>;

export function money(value: Decimal.Value): Money {
  return new MoneyDecimal(value);
}

/** Round half-up to 2 places and format as a decimal string. */
export function toMoneyString(value: Decimal.Value): string {
  return new MoneyDecimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Is this a well-formed non-negative decimal string with at most 2 places? */
export function isMoneyString(value: string): boolean {
  return /^\d{1,13}(\.\d{1,2})?$/.test(value);
}
