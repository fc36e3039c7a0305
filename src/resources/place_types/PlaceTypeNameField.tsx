import { useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { NAME_MAX, placeTypeNameError } from './placeTypeModel';

/** The place type name with its messages ('is required', max 64, 'An outlet type with the same name already exists'). */
export function PlaceTypeNameField({
  value,
  onChange,
  touched,
  onBlur,
  serverError,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  touched: boolean;
  onBlur: () => void;
  serverError?: string;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const code = serverError ?? (touched ? placeTypeNameError(value) : undefined);
  const text = !code
    ? `${value.length}/${NAME_MAX}`
    : code === 'max_length'
      ? translate('app.validation.max_length', { max: NAME_MAX })
      : translate(`app.messages.${code}`, { _: code });
  return (
    <TextField
      label={translate('resources.place_types.fields.name')}
      required
      autoFocus
      fullWidth
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      error={!!code}
      helperText={text}
      slotProps={{ htmlInput: { 'data-testid': 'place-type-name' } }}
    />
  );
}
