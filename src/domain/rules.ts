import Decimal from 'decimal.js';

/**
 * The plain rules under the field schemas of src/domain/fields.ts (which re-exports them): amounts,
 * whole numbers, control characters. No zod here: the till's and the product list's first load take
 * these without the schema library (docs/decisions.md 'The first screens in a few files each').
 */

/** Control characters (NUL included) that no name or text may hold; tab and new lines are allowed in texts. */
const CONTROL_IN_NAME = /[\u0000-\u001F\u007F]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlChars = (s: string, allowNewLines = false) => (allowNewLines ? CONTROL_IN_TEXT : CONTROL_IN_NAME).test(s);

// ------------------------------------------------------------------------------------ amounts

export interface AmountOptions {
  /** decimal places allowed (money 2, rates 6) */
  places?: number;
  /** digits before the point (money 13: far inside NUMERIC(20,2)) */
  integerDigits?: number;
  /** allow a value below zero (a signed correction) */
  allowNegative?: boolean;
  /** allow exactly zero */
  allowZero?: boolean;
  /** an upper bound, inclusive (a percent: 100) */
  max?: Decimal.Value;
  /** the code of a missing or empty value (default 'required'; a booking's prepayment: 'prepayment_required') */
  requiredCode?: string;
  /** the code of a value below zero (default 'negative_amount'; a rate: 'negative_rate', a percent: 'negative_percent') */
  negativeCode?: string;
}

/**
 * Why an amount as typed is refused, or null when it is fine. The browser's AmountField and the server
 * use this one rule: what was typed is never changed, it is accepted or refused with a message.
 * A comma is accepted as the decimal separator ("12,50"); spaces between digit groups are ignored.
 */
export function amountProblem(input: string, options: AmountOptions = {}): string | null {
  const { places = 2, integerDigits = 13, allowNegative = false, allowZero = true, max, requiredCode = 'required', negativeCode = 'negative_amount' } = options;
  const s = normaliseAmount(input);
  if (s === '') return requiredCode;
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return 'invalid_number';
  const [, sign, whole, fraction = ''] = m;
  if (sign === '-' && !allowNegative && !/^0*$/.test(whole + fraction)) return negativeCode;
  if (fraction.length > places) return places === 2 ? 'max_decimal_places' : 'max_rate_places';
  if (whole.replace(/^0+/, '').length > integerDigits) return 'amount_too_large';
  const value = new Decimal(`${sign}${whole || '0'}.${fraction || '0'}`);
  if (!allowZero && value.isZero()) return 'amount_not_positive';
  if (max !== undefined && value.gt(max)) return 'amount_too_large';
  return null;
}

/** "1 250,5" -> "1250.5": comma to point, spaces (incl. no-break) between digits removed, trimmed. */
export function normaliseAmount(input: string): string {
  return input.trim().replace(/[\s\u00A0\u202F]/g, '').replace(',', '.');
}

/** A payment, transfer or withdrawal: > 0, 2 places (the browser's payment fields use the same rule). */
export const POSITIVE_MONEY_RULE: AmountOptions = { allowZero: false };
/** A currency rate: > 0, 6 places (the browser's rate fields use the same rule). */
export const RATE_RULE: AmountOptions = { places: 6, integerDigits: 13, allowZero: false, negativeCode: 'negative_rate' };
/** A percent 0..100 with 2 places (the price group's percent field uses the same rule). */
export const PERCENT_RULE: AmountOptions = { max: 100, negativeCode: 'negative_percent' };

// ------------------------------------------------------------------------------------ integers

/** SPEC.md section 5 'Enter an integer': the code of a non-integer where a whole number is asked. */
export const INTEGER_CODE = 'integer_required';

export interface IntegerOptions {
  min?: number;
  max?: number;
  /** the code of a value below min (a quantity: 'quantity_min') */
  minCode?: string;
  /** the code of a value above max (the till's cart: 'maximum_quantity_exceeded'); 'invalid' by default */
  maxCode?: string;
  /** refuse exactly zero (a stock correction) */
  nonZero?: boolean;
}

/** A typed number ("12", " -3 ", "1,5") -> a number; '' -> undefined; anything else as it is. */
export const toIntegerInput = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (s === '') return undefined;
  return /^[+-]?\d+([.,]\d+)?$/.test(s) ? Number(s.replace(',', '.')) : v;
};

/** A typed text under a rule: the number it stands for, or the code of why it is refused. */
export type IntegerCheck = { value: number; code: null } | { value: undefined; code: string };

/**
 * What a form's whole-number field holds, as fields.ts integerField() judges it, without zod: the
 * number, or the code of why it is refused ('' -> 'required', '1.5' -> 'integer_required', out of range
 * -> minCode / maxCode, zero with nonZero -> 'invalid'). tests/unit/fields.integer.test.ts holds the two
 * to the same verdicts.
 */
export function integerProblem(input: unknown, { min, max, minCode = 'invalid', maxCode = 'invalid', nonZero = false }: IntegerOptions = {}): IntegerCheck {
  const v = toIntegerInput(input);
  if (v === undefined || v === null) return { value: undefined, code: 'required' };
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) return { value: undefined, code: INTEGER_CODE };
  if (min !== undefined && v < min) return { value: undefined, code: minCode };
  if (max !== undefined && v > max) return { value: undefined, code: maxCode };
  if (nonZero && v === 0) return { value: undefined, code: 'invalid' };
  return { value: v, code: null };
}
