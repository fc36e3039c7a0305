/**
 * A list's status filter: every status (`allLabel`, the value '') or one of `statuses` (each labelled
 * by `statusLabel`); the label stays above the shown value, also while every status is chosen.
 */
import { MenuItem, TextField } from '@mui/material';

export function StatusSelect<S extends string>({
  label,
  value,
  onChange,
  statuses,
  statusLabel,
  allLabel,
  testId,
  testIdOn,
  minWidth,
  fullWidth,
}: {
  label: string;
  value: S | '';
  onChange: (status: S | '') => void;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  allLabel: string;
  testId: string;
  /** which element carries the test id: the shown value, or the select's hidden input */
  testIdOn: 'value' | 'input';
  minWidth: number;
  fullWidth?: boolean;
}) {
  const testIdProps = testIdOn === 'value' ? { SelectDisplayProps: { 'data-testid': testId } as never } : { inputProps: { 'data-testid': testId } };
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as S | '')}
      fullWidth={fullWidth}
      sx={{ minWidth }}
      slotProps={{ select: { displayEmpty: true, ...testIdProps }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {statuses.map((s) => (
        <MenuItem key={s} value={s}>
          {statusLabel(s)}
        </MenuItem>
      ))}
    </TextField>
  );
}
