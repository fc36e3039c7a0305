import { Button, CircularProgress, type ButtonProps } from '@mui/material';

/** A contained button that shows a spinner and is disabled while its action runs (`busy`). */
export function BusyButton({ busy, disabled, ...button }: ButtonProps & { busy: boolean; 'data-testid'?: string }) {
  return <Button variant="contained" {...button} disabled={!!disabled || busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : button.startIcon} />;
}
