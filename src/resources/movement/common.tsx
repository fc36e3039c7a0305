/**
 * What the stock movement screens share (issue 12): the page frame, the transfer status chip, the
 * places the caller works at and every active place (for a recipient), and one confirm-then-act button
 * whose action carries one Idempotency-Key per click series (a double click is one operation).
 */
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography, type ButtonProps } from '@mui/material';
import type { TransferStatus } from '../../domain/movement/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useIdempotencyKey } from '../../providers/idempotency';
import { TOAST_MS, useAppNotify } from '../../layout/feedback';

export function Page({ title, testId, actions, children }: { title: string; testId: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={testId}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}

/** SPEC.md 4: preparing, on the way, delivered (colours with AA contrast for white text). */
export function TransferStatusChip({ status }: { status: TransferStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'delivered' ? 'success' : status === 'on_the_way' ? 'primary' : 'default'} label={translate(`app.movement.status_${status}`)} data-testid={`transfer-status-${status}`} />;
}

/** The places the caller works at, and every active place of the company. */
export function usePlaces() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const mine = useQuery({ queryKey: ['places', 'mine'], queryFn: () => dataProvider.myPlaces(), staleTime: 60_000 });
  const all = useQuery({ queryKey: ['places', 'all'], queryFn: () => dataProvider.activePlaces(), staleTime: 60_000 });
  return {
    mine: (mine.data ?? []).map((p) => ({ id: p.id as number, name: String(p.name) })),
    all: (all.data ?? []).map((p) => ({ id: p.id as number, name: String(p.name) })),
  };
}

/**
 * A button that asks first (a dialog with the consequence), then runs `action(key)`; the key stays the
 * same until it succeeds, so a retry after a network failure is the same operation.
 */
export function ConfirmButton({
  label,
  question,
  action,
  onDone,
  success,
  failureText,
  testId,
  ...button
}: {
  label: string;
  question: string;
  action: (idempotencyKey: string) => Promise<unknown>;
  onDone?: (result: unknown) => void;
  success?: string;
  /** the toast of a failure (default: the translated API error) */
  failureText?: (err: unknown) => string;
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
      onDone?.(result);
    } catch (err) {
      if (failureText) rawNotify(failureText(err), { type: 'error', autoHideDuration: TOAST_MS });
      else notify.error(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)} data-testid={testId}>
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
