/** A name field and its Add button (Enter adds too): the reference tables' and price groups' one way to add a row by name. */
import { Box, Button, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

export function AddByName({ label, buttonLabel, value, onChange, onAdd, testId }: { label: string; buttonLabel: string; value: string; onChange: (value: string) => void; onAdd: () => void; testId: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
      <TextField
        size="small"
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && onAdd()}
        slotProps={{ htmlInput: { maxLength: 64, 'data-testid': `${testId}-new-name` } }}
      />
      <Button variant="contained" startIcon={<AddIcon />} disabled={!value.trim()} onClick={onAdd} data-testid={`${testId}-add`}>
        {buttonLabel}
      </Button>
    </Box>
  );
}
