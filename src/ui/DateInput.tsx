/**
 * The app's one date field (a period's dates, a cash desk's day, a reception's date): the date picker
 * in the app's language (./DatePickerField.tsx, loaded when a screen first shows a date) with the value
 * as the API writes it, 'yyyy-mm-dd' ('' for none). While the picker loads, an empty field of its size.
 */
import { lazy, Suspense } from 'react';
import { useInput } from 'react-admin';
import { TextField } from '@mui/material';

export interface DateInputProps {
  label: string;
  /** 'yyyy-mm-dd', or '' for none */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** the first and last days it takes, 'yyyy-mm-dd' */
  min?: string;
  max?: string;
  error?: boolean;
  helperText?: string;
  testId?: string;
  fullWidth?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
}

const DatePickerField = lazy(() => import('./DatePickerField'));

export function DateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<TextField size={props.size ?? 'small'} label={props.label} fullWidth={props.fullWidth} disabled slotProps={{ inputLabel: { shrink: true } }} />}>
      <DatePickerField {...props} />
    </Suspense>
  );
}

/** The date field of a react-admin form (`source` holds 'yyyy-mm-dd'). */
export function DateFormInput({ source, label, fullWidth, testId }: { source: string; label: string; fullWidth?: boolean; testId?: string }) {
  const { field, fieldState } = useInput({ source });
  return (
    <DateInput
      label={label}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={!!fieldState.error}
      fullWidth={fullWidth}
      testId={testId}
    />
  );
}
