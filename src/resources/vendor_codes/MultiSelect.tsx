import { Box, Checkbox, Chip, ListItemText, MenuItem, TextField } from '@mui/material';

/** A multi-select of ids with checkboxes and chips (keyboard: open with Enter/Space, tick with Space). */
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
      fullWidth={false}
      sx={{ minWidth, maxWidth: 420 }}
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
