/** The text fields of the sign-in and sign-up forms (react-hook-form), built from one list. */
import { useTranslate } from 'react-admin';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '@mui/material';

/** One text field: its form name, its length limit, its input type and its autocomplete token. */
export interface AuthField<N extends string> {
  name: N;
  max: number;
  type?: string;
  autoComplete: string;
}

/**
 * The fields one under another, labelled `<labels>.<name>`, the first one focused; under each, the
 * text of its failed rule (`error`), else a blank line kept for it so the form does not jump.
 */
export function AuthTextFields<T extends FieldValues>({
  fields,
  register,
  error,
  labels,
  testId,
  margin,
}: {
  fields: readonly AuthField<Path<T>>[];
  register: UseFormRegister<T>;
  error: (name: Path<T>, max: number) => string | undefined;
  labels: string;
  testId: (name: Path<T>) => string;
  margin: 'normal' | 'dense';
}) {
  const translate = useTranslate();
  return (
    <>
      {fields.map((f, i) => (
        <TextField
          key={f.name}
          {...register(f.name)}
          label={translate(`${labels}.${f.name}`)}
          type={f.type}
          autoComplete={f.autoComplete}
          autoFocus={i === 0}
          fullWidth
          margin={margin}
          error={!!error(f.name, f.max)}
          helperText={error(f.name, f.max) ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': testId(f.name) } }}
        />
      ))}
    </>
  );
}
