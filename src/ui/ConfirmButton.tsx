/**
 * A button that asks first (a dialog saying what will happen), then runs one action with one
 * Idempotency-Key per click series: a double click or a retry after a network failure is one operation.
 */
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, type ButtonProps } from '@mui/material';
import { useIdempotencyKey } from '../providers/idempotency';
import { TOAST_MS, useAppNotify } from '../layout/feedback';

/**
 * A button that asks first (a dialog with the consequence), then runs `action(key)`; the key stays the
 * same until it succeeds, so a retry after a network failure is the same operation.
 */
export function ConfirmButton({
  label,
  question,
  action,
  onDone,
  reload,
  success,
  failureText,
  check,
  testId,
  ...button
}: {
  label: string;
  question: string;
  action: (idempotencyKey: string) => Promise<unknown>;
  onDone?: (result: unknown) => void;
  /**
   * Reads the record again: after the action, and after a refusal saying that it changed meanwhile (409:
   * another user accepted, decided or cancelled it first), so the screen stops offering what was refused.
   */
  reload?: () => unknown;
  success?: string;
  /** the toast of a failure (default: the translated API error) */
  failureText?: (err: unknown) => string;
  /** run on the click before asking: false keeps the dialog closed (the screen shows what is missing) */
  check?: () => boolean;
  testId: string;
} & Omit<ButtonProps, 'action' | 'onClick'>) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const rawNotify = useNotify();
  const { key, renew } = useIdempotencyKey();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const result = await action(key);
      renew();
      setOpen(false);
      if (success) notify.success(success);
      void reload?.();
      onDone?.(result);
    } catch (err) {
      if (failureText) rawNotify(failureText(err), { type: 'error', autoHideDuration: TOAST_MS });
      else notify.error(err);
      if (reload && (err as { status?: number } | null)?.status === 409) {
        setOpen(false);
        void reload();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button {...button} onClick={() => setOpen(!check || check())} data-testid={testId}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={`${testId}-title`}>
        <DialogTitle id={`${testId}-title`}>{label}</DialogTitle>
        <DialogContent>
          <DialogContentText>{question}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void run()} disabled={busy} data-testid={`${testId}-confirm`} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
            {label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
