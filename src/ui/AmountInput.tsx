/**
 * `AmountField` in a react-admin form (the one amount input, ARCHITECTURE.md section 9). A module of its
 * own: react-admin's `useInput` brings react-hook-form, which the till does not load before it is drawn.
 */
import { useInput, useTranslate, type InputProps } from 'react-admin';
import type { AmountOptions } from '../domain/rules';
import { AmountField, amountError } from './AmountField';

export type AmountInputProps = InputProps & {
  rule?: AmountOptions;
  optional?: boolean;
  currency?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  testId?: string;
};

/** `AmountField` bound to a react-hook-form field (react-admin forms, FormDialog). */
export function AmountInput({ rule, optional, currency, testId, label, fullWidth, size = 'small', helperText, disabled, ...props }: AmountInputProps) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({
    ...props,
    validate: (value: unknown) => {
      const problem = amountError(value == null ? '' : String(value), rule, optional);
      return problem ?? undefined;
    },
    format: (v: unknown) => (v == null ? '' : String(v)),
  });
  const code = fieldState.invalid && (fieldState.isTouched || fieldState.error?.type !== 'validate') ? fieldState.error?.message : undefined;
  return (
    <AmountField
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      rule={rule}
      optional={optional}
      problem={code}
      currency={currency}
      testId={testId}
      label={typeof label === 'string' ? translate(label, { _: label }) : label}
      required={isRequired}
      fullWidth={fullWidth}
      size={size}
      disabled={disabled}
      helperText={typeof helperText === 'string' ? translate(helperText, { _: helperText }) : helperText}
    />
  );
}
