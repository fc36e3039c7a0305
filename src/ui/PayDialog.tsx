/**
 * A dialog for one amount and its currency (a booking's prepayment, closing it as a sale, covering a
 * debt), sent once per dialog: its one Idempotency-Key is kept across retries, so a double click or a
 * retry after a network error applies the money once.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { newIdempotencyKey } from '../providers/idempotency';
import { typedPayment } from './AmountField';
import { AmountWithCurrency, SubmitDialog } from './PayFields';

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
  // as at the till: nothing or a lone '.' is no amount yet, anything else must be a valid amount
  const typedValue = typedPayment(amount);
  const invalid = typedValue === 'invalid';
  const value = invalid ? null : typedValue;
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
    <SubmitDialog
      open={open}
      busy={busy}
      title={title}
      titleId={`${testId}-title`}
      testId={testId}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={translate('ra.action.confirm')}
      submitDisabled={!ok}
      submitTestId={`${testId}-submit`}
    >
      {children}
      {hint?.(currency) && <Alert severity="info">{hint(currency)}</Alert>}
      <AmountWithCurrency
        autoFocus
        label={translate('app.bookings.amount')}
        value={amount}
        onChange={setAmount}
        currencyName={currency.name}
        testId={`${testId}-amount`}
        currencyId={currencyId}
        currencies={currencies}
        onCurrency={setCurrencyId}
        currencyTestId={`${testId}-currency`}
      />
    </SubmitDialog>
  );
}
