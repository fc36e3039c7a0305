import { Box, Checkbox, Chip, ListItemText, MenuItem, TextField, type SxProps, type Theme } from '@mui/material';

/**
 * A multi-select of ids with checkboxes and chips (keyboard: open with Enter/Space, tick with Space):
 * the places of a vendor code's stock, the places a product is sold online at.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  testId,
  required,
  error,
  helperText,
  minWidth = 220,
  fullWidth = false,
  disabled,
  onBlur,
  sx = { minWidth, maxWidth: 420 },
}: {
  label: string;
  options: readonly { id: number; name: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
  testId: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  minWidth?: number;
  fullWidth?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  /** the field's style (by default between `minWidth` and 420 pixels wide) */
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      value={value}
      onChange={(e) => {
        const v = e.target.value as unknown;
        onChange((Array.isArray(v) ? v : String(v).split(',')).map(Number).filter((n) => Number.isFinite(n)));
      }}
      onBlur={onBlur}
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
      slotProps={{
        htmlInput: { 'data-testid': testId },
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as number[]).map((id) => (
                <Chip key={id} size="small" label={options.find((o) => o.id === id)?.name ?? id} />
              ))}
            </Box>
          ),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id} data-testid={`${testId}-option-${o.id}`}>
          <Checkbox size="small" checked={value.includes(o.id)} sx={{ py: 0 }} />
          <ListItemText primary={o.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
