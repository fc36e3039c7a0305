/** A select of one place by its id (where stock comes from or goes to, where a debt is paid). */
import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';

export function PlaceSelect({
  label,
  value,
  onChange,
  places,
  testId,
  required,
  error,
  helperText,
  sx,
}: {
  label: string;
  /** the chosen place's id, '' while none is */
  value: number | '';
  onChange: (id: number) => void;
  places: readonly { id: number; name: string }[];
  /** on the select's input */
  testId: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      required={required}
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      error={error}
      helperText={helperText}
      sx={sx}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {places.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
