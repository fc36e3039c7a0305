/**
 * A list's place filter, by the place's id as a string (kept in the address): one of `places`, or every
 * place ('') when `allLabel` offers it.
 */
import { MenuItem, TextField } from '@mui/material';

export function PlaceFilter({ label, value, onChange, places, allLabel, testId }: { label: string; value: string; onChange: (id: string) => void; places: readonly { id: number; name: string }[]; allLabel?: string; testId?: string }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 200 }} slotProps={testId ? { htmlInput: { 'data-testid': testId } } : undefined}>
      {allLabel && <MenuItem value="">{allLabel}</MenuItem>}
      {places.map((p) => (
        <MenuItem key={p.id} value={String(p.id)}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
