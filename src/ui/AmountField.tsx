/**
 * The one amount input (ARCHITECTURE.md section 9): what was typed is kept exactly as typed (a comma
 * or a point, a sign, spaces between digit groups); a value the rule refuses shows SPEC.md's message
 * ('A valid number is required.' ...) instead of being changed or dropped. The rule is
 * `amountProblem()` of src/domain/fields.ts, the same one the server applies.
 *
 * - `AmountField`: controlled (value/onChange), for hand-built screens (the till, settings cards).
 * - `AmountInput` (./AmountInput.tsx, apart: it brings react-hook-form): a react-admin input (`source`),
 *   for resource and FormDialog forms.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { amountProblem, normaliseAmount, POSITIVE_MONEY_RULE, RATE_RULE, type AmountOptions } from '../domain/rules';
import { fieldErrorText } from '../layout/feedback';

/** A currency rate (> 0, at most 6 places) and a payment (> 0, 2 places): the server's rules themselves. */
export { POSITIVE_MONEY_RULE, RATE_RULE };

export type AmountFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange: (value: string) => void;
  /** the rule: places, sign, zero, maximum */
  rule?: AmountOptions;
  /** an empty field is fine (no 'required' message) */
  optional?: boolean;
  /** a problem found by the caller (e.g. more than the balance): a rule code or a ready text */
  problem?: string | null;
  /** the currency shown after the amount */
  currency?: string;
  testId?: string;
};

/** Nothing typed yet: empty, or only the decimal point (SPEC.md 5: 'a lone "." counts as empty'). */
export const isNoAmount = (value: string) => /^[.]?$/.test(normaliseAmount(value));

/** The rule code for a typed amount, or null: an empty optional field has none. */
export function amountError(value: string, rule?: AmountOptions, optional = false): string | null {
  if (optional && isNoAmount(value)) return null;
  return amountProblem(value, rule);
}

/** A payment's typed amount: null while nothing is typed (see isNoAmount), the decimal string, or 'invalid'. */
export function typedPayment(value: string, rule: AmountOptions = POSITIVE_MONEY_RULE): string | null | 'invalid' {
  if (isNoAmount(value)) return null;
  return amountValue(value, rule) ?? 'invalid';
}

/** A payment's amount to count with: the decimal string, or null while nothing (or something refused) is typed. */
export function paymentAmount(value: string, rule: AmountOptions = POSITIVE_MONEY_RULE): string | null {
  const typed = typedPayment(value, rule);
  return typed === 'invalid' ? null : typed;
}

/** The decimal string to send for a typed amount ("1 250,50" -> "1250.50"), or null when it is refused. */
export function amountValue(value: string, rule?: AmountOptions): string | null {
  return amountProblem(value, rule) ? null : normaliseAmount(value).replace(/^\+/, '');
}

export function AmountField({ value, onChange, rule, optional, problem, currency, testId, helperText, slotProps, onBlur, ...rest }: AmountFieldProps) {
  const translate = useTranslate();
  const [touched, setTouched] = useState(false);
  const ruleCode = value === '' && !touched ? null : amountError(value, rule, optional);
  const code = ruleCode ?? problem ?? null;
  const text = code ? (fieldErrorText(translate, code) ?? code) : undefined;
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => {
        setTouched(true);
        onBlur?.(e);
      }}
      error={!!code}
      helperText={text ?? helperText}
      slotProps={{
        ...slotProps,
        input: currency ? { endAdornment: <InputAdornment position="end">{currency}</InputAdornment>, ...(slotProps?.input as object) } : slotProps?.input,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': testId, ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
