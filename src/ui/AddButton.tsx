/** A screen's add button (a new record): contained, with the plus icon; it opens a dialog (`onClick`) or a page (`to`). */
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

export function AddButton({ label, testId, disabled, ...target }: { label: string; testId: string; disabled?: boolean } & ({ to: string } | { onClick: () => void })) {
  return 'to' in target ? (
    <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={target.to} disabled={disabled} data-testid={testId}>
      {label}
    </Button>
  ) : (
    <Button variant="contained" startIcon={<AddIcon />} disabled={disabled} onClick={target.onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
