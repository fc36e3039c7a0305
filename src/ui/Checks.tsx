/**
 * Ticks: `FormCheck`, a yes/no field of a react-hook-form form (a checkbox or a switch, with its label when
 * it has one); `CheckList`, one labelled checkbox per item (the languages, a place type's currencies).
 */
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox, FormControlLabel, FormGroup, Switch } from '@mui/material';

/** Attributes of a checkbox's own input (its test id, its aria label). */
type InputAttributes = Record<string, unknown>;

export function FormCheck<T extends FieldValues>({
  control,
  name,
  label,
  kind = 'checkbox',
  disabled,
  input,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  /** without one, the bare checkbox (a table cell names it through `input`'s aria-label) */
  label?: string;
  kind?: 'checkbox' | 'switch';
  disabled?: boolean;
  input?: InputAttributes;
}) {
  const Tick = kind === 'switch' ? Switch : Checkbox;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const tick = <Tick checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} inputRef={field.ref} disabled={disabled} slotProps={{ input: input as object }} />;
        return label === undefined ? tick : <FormControlLabel control={tick} label={label} />;
      }}
    />
  );
}

export function CheckList<T>({
  items,
  itemKey,
  label,
  checked,
  onCheck,
  input,
  disabled,
  testId,
  children,
}: {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  label: (item: T) => ReactNode;
  checked: (item: T) => boolean;
  onCheck: (item: T, checked: boolean) => void;
  input: (item: T) => InputAttributes;
  disabled?: boolean;
  testId?: string;
  /** shown after the list (a hint while nothing is ticked) */
  children?: ReactNode;
}) {
  return (
    <FormGroup data-testid={testId}>
      {items.map((item) => (
        <FormControlLabel
          key={itemKey(item)}
          label={label(item)}
          control={<Checkbox checked={checked(item)} disabled={disabled} onChange={(e) => onCheck(item, e.target.checked)} slotProps={{ input: input(item) as object }} />}
        />
      ))}
      {children}
    </FormGroup>
  );
}
