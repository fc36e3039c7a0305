/**
 * A dialog for one amount and its currency (a booking's prepayment, closing it as a sale, covering a
 * debt), sent once per dialog: its one Idempotency-Key is kept across retries, so a double click or a
 * retry after a network error applies the money once.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { newIdempotencyKey } from '../providers/idempotency';
import { AmountField, POSITIVE_MONEY_RULE, amountValue } from './AmountField';
import { CurrencySelect } from './moneyUi';

/** A currency with its rate (units for one base unit) at the place the money is paid at. */
export interface PayCurrency {
  id: number;
  name: string;
  rate: string;
}

/** An amount and its currency, sent once per dialog (one key). */
export function PayDialog({
  open,
  title,
  currencies,
  initial,
  hint,
  canSubmit,
  onClose,
  onSubmit,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  currencies: PayCurrency[];
  initial: { amount: string; currency: number };
  hint?: (currency: PayCurrency) => string | null;
  canSubmit: (amount: string | null, currency: PayCurrency) => boolean;
  onClose: () => void;
  onSubmit: (amount: string | null, currency: number, key: string) => Promise<void>;
  testId: string;
  /** fields above the amount (e.g. the place the money is paid at) */
  children?: React.ReactNode;
}) {
  const translate = useTranslate();
  const [amount, setAmount] = useState(initial.amount);
  const [currencyId, setCurrencyId] = useState(initial.currency);
  const [busy, setBusy] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const currency = currencies.find((c) => c.id === currencyId) ?? currencies[0];
  const value = amount.trim() === '' ? null : amountValue(amount, POSITIVE_MONEY_RULE);
  const invalid = amount.trim() !== '' && value === null;
  const ok = !invalid && canSubmit(value, currency) && !busy;
  const submit = async () => {
    if (!ok) return;
    setBusy(true);
    try {
      await onSubmit(value, currency.id, key);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} fullWidth maxWidth="xs" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <Stack
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {hint?.(currency) && <Alert severity="info">{hint(currency)}</Alert>}
            <Stack direction="row" spacing={2}>
              <AmountField autoFocus optional rule={POSITIVE_MONEY_RULE} label={translate('app.bookings.amount')} value={amount} onChange={setAmount} currency={currency.name} testId={`${testId}-amount`} sx={{ flex: 1 }} />
              <CurrencySelect label={translate('app.bookings.currency')} value={currencyId} currencies={currencies} onChange={(id) => id != null && setCurrencyId(id)} testId={`${testId}-currency`} sx={{ minWidth: 110 }} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('app.sale.close')}
          </Button>
          <Button type="submit" variant="contained" disabled={!ok} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined} data-testid={`${testId}-submit`}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
