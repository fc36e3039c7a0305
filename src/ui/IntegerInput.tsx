/**
 * The one whole-number input (SPEC.md 5 'Enter an integer'): a quantity, a stock
 * correction. What was typed stays exactly as typed ('1.5', '1e3', '', letters are never dropped,
 * rounded or put back); a text the rule refuses shows its message under the field ('Enter an integer',
 * SPEC.md's min and max texts) and marks the field aria-invalid, and the owner only ever gets a number
 * the rule accepts. The rule is `integerProblem()` of src/domain/rules.ts, the verdicts of the server's
 * `integerField()` without zod (the till loads no schema library); a contract's own field schema may be
 * given instead.
 *
 * A plain text field with `inputMode="numeric"` (a phone shows digits), never `type="number"`: browsers
 * drop or turn '1.5' and '1e3' into something else before the page sees them.
 *
 * - `commitOn="change"` (default): every accepted keystroke goes to the owner (the till's cart).
 * - `commitOn="blur"`: leaving the field or Enter sends the number when it changed (a line saved on the
 *   server); `onChange` may return a promise: while it runs the field is disabled, and when it rejects or
 *   resolves to false (the save was refused, and said so) the owner's value is shown again.
 *
 * The owner's `value` is the number it holds; when it changes from outside (a plus button, a scan of the
 * same product, a reload) the field shows it, unless the text already says that number ('03' for 3).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TextField, type TextFieldProps } from '@mui/material';
import type { z } from 'zod';
import { integerProblem, type IntegerCheck, type IntegerOptions } from '../domain/rules';
import { fieldErrorText } from '../layout/feedback';

export type { IntegerCheck };

/** The rule's verdict on a text ('1.5' -> 'integer_required', '' -> 'required', 0 with min 1 -> minCode ...). */
export function integerCheck(text: string, check: IntegerOptions | z.ZodType<number>): IntegerCheck {
  if (!('safeParse' in check)) return integerProblem(text, check);
  const parsed = check.safeParse(text);
  return parsed.success ? { value: parsed.data, code: null } : { value: undefined, code: parsed.error.issues[0]?.message ?? 'invalid' };
}

/** A quantity of the till, a basket or a movement line: 1 .. max, SPEC.md's texts below 1. */
export const quantityRule = (max: number, maxCode?: string): IntegerOptions => ({ min: 1, minCode: 'quantity_min', max, maxCode });

export type IntegerInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'type' | 'defaultValue' | 'select'> & {
  /** the owner's number (null: none yet) */
  value: number | null;
  /** gets only numbers the rule accepts; false or a rejected promise puts the owner's value back (see above) */
  onChange: (value: number) => unknown;
  /** min, max and their codes (src/domain/rules.ts IntegerOptions) */
  rule?: IntegerOptions;
  /** a contract's own field schema built on integerField (wins over `rule`) */
  schema?: z.ZodType<number>;
  commitOn?: 'change' | 'blur';
  /** the rule's verdict whenever it changes, and null when the field goes away: owners keep Save disabled while one is refused */
  onProblem?: (code: string | null) => void;
  /** a problem the owner found (a refusal of the server): a code or a ready text, shown when the rule has none */
  problem?: string | null;
  testId?: string;
};

const shown = (value: number | null) => (value == null ? '' : String(value));

export function IntegerInput({
  value,
  onChange,
  rule,
  schema,
  commitOn = 'change',
  onProblem,
  problem,
  testId,
  helperText,
  disabled,
  onBlur,
  onKeyDown,
  slotProps,
  id,
  ...rest
}: IntegerInputProps) {
  const translate = useTranslate();
  const ownId = useId();
  const check = schema ?? rule ?? {};
  const [text, setText] = useState(() => shown(value));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  // the owner's value as last seen: a change from outside shows the new number
  const [seen, setSeen] = useState(value);
  const verdict = integerCheck(text, check);
  if (value !== seen) {
    setSeen(value);
    if (verdict.value !== value) {
      setText(shown(value));
      setTouched(false);
    }
  }

  const report = useRef(onProblem);
  report.current = onProblem;
  useEffect(() => report.current?.(verdict.code), [verdict.code]);
  useEffect(() => () => report.current?.(null), []);

  const sending = useRef(false);
  const commit = (typed: string) => {
    const next = integerCheck(typed, check);
    if (next.code !== null || next.value === value || sending.current) return;
    const answer = onChange(next.value);
    if (answer === false) return setText(shown(value));
    if (!(answer instanceof Promise)) return;
    sending.current = true;
    setBusy(true);
    answer
      .then((ok) => ok === false && setText(shown(value)))
      .catch(() => setText(shown(value)))
      .finally(() => {
        sending.current = false;
        setBusy(false);
      });
  };

  const code = (text.trim() === '' && !touched ? null : verdict.code) ?? problem ?? null;
  const message = code ? (fieldErrorText(translate, code) ?? code) : undefined;
  return (
    <TextField
      {...rest}
      id={id ?? ownId}
      value={text}
      disabled={disabled || busy}
      error={!!code}
      helperText={message ?? helperText}
      onChange={(e) => {
        setText(e.target.value);
        if (commitOn === 'change') commit(e.target.value);
      }}
      onBlur={(e) => {
        setTouched(true);
        if (commitOn === 'blur') commit(e.target.value);
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && commitOn === 'blur') commit((e.target as HTMLInputElement).value);
        onKeyDown?.(e);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': testId, ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
