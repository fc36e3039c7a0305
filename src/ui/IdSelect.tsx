/**
 * A select of one record by its id ('' while none is chosen): the options by name, a spinner while they
 * load (a place: PlaceSelect; a size, a size type, a product type).
 */
import type { KeyboardEvent } from 'react';
import { CircularProgress, MenuItem, TextField, type SxProps, type TextFieldProps, type Theme } from '@mui/material';

export interface IdSelectProps {
  label: string;
  /** the chosen record's id, '' while none is */
  value: number | '';
  onChange: (id: number) => void;
  options: readonly { id: number; name: string }[] | undefined;
  loading?: boolean;
  /** on the select's input */
  testId: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  margin?: TextFieldProps['margin'];
  onKeyDown?: (e: KeyboardEvent) => void;
  sx?: SxProps<Theme>;
}

export function IdSelect({ label, value, onChange, options, loading = false, testId, required, error, helperText, fullWidth, margin, onKeyDown, sx }: IdSelectProps) {
  return (
    <TextField
      select
      size="small"
      required={required}
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      onKeyDown={onKeyDown}
      error={error}
      helperText={helperText}
      fullWidth={fullWidth}
      margin={margin}
      sx={sx}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {loading && (
        <MenuItem value="" disabled>
          <CircularProgress size={16} />
        </MenuItem>
      )}
      {(options ?? []).map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
