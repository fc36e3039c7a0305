/**
 * `RemoteSelect` in a react-admin form. A module of its own: react-admin's `useInput` brings
 * react-hook-form, which the till and the product list do not load before they are drawn.
 */
import { useInput, useTranslate } from 'react-admin';
import { RemoteSelect, type RemoteSelectProps } from './RemoteSelect';

/** `RemoteSelect` bound to a react-admin / react-hook-form field (`source`), for FormDialog and resource forms. */
export function RemoteSelectInput({
  source,
  label,
  ...rest
}: Omit<RemoteSelectProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'label'> & { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const code = fieldState.isTouched || fieldState.error?.type !== 'validate' ? fieldState.error?.message : undefined;
  return (
    <RemoteSelect
      {...rest}
      value={field.value ?? null}
      onChange={(id) => field.onChange(id)}
      onBlur={field.onBlur}
      label={translate(label, { _: label })}
      error={!!code}
      helperText={code ? translate(code, { _: code }) : (rest.helperText ?? ' ')}
    />
  );
}
