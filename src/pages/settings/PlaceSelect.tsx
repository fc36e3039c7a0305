import { MenuItem, TextField } from '@mui/material';

/** A single-select of places (ids). */
export function PlaceSelect({
  places,
  value,
  onChange,
  label,
  testId,
  disabled,
}: {
  places: readonly { id: number; name: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      slotProps={{ select: { inputProps: { 'data-testid': testId } } }}
    >
      {places.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
