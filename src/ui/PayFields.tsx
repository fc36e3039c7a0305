/**
 * The pieces of the money dialogs (the checkout, a debt's coverage, a booking's prepayment): a form in a
 * dialog with Close and one submit button, a currency select that is never cleared, and a positive
 * amount with its currency beside it.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { CurrencyRef } from '../domain/company/types';
import { AmountField, POSITIVE_MONEY_RULE } from './AmountField';
import { CurrencySelect } from './moneyUi';
import { BusyButton } from './BusyButton';
import { FormBox } from './FormBox';

/**
 * A form in a dialog: the title, the fields (or a spinner while `loading`), Close (not while busy) and
 * the submit button (Enter submits too; a spinner on it while busy). `actions` go between the two.
 */
export function SubmitDialog({
  open,
  busy,
  title,
  titleId,
  testId,
  maxWidth,
  loading = false,
  onClose,
  onSubmit,
  submitLabel,
  submitDisabled,
  submitTestId,
  actions,
  children,
}: {
  open: boolean;
  busy: boolean;
  title: string;
  titleId: string;
  testId: string;
  maxWidth: 'xs' | 'sm';
  loading?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  submitDisabled: boolean;
  submitTestId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} fullWidth maxWidth={maxWidth} aria-labelledby={titleId} data-testid={testId}>
      <FormBox onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {loading ? (
            <CircularProgress aria-label={translate('ra.page.loading')} />
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {children}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('app.sale.close')}
          </Button>
          {actions}
          <BusyButton type="submit" busy={busy} disabled={submitDisabled} data-testid={submitTestId}>
            {submitLabel}
          </BusyButton>
        </DialogActions>
      </FormBox>
    </Dialog>
  );
}

/**
 * The shared currency select where a currency is always chosen (a choice is never cleared). Its width
 * is fixed: below 600 px react-admin's theme makes every form control 100 % wide, which beside an
 * amount left the amount 0 px (checkout on a phone).
 */
export function PickCurrency({ label, value, currencies, onChange, testId }: { label: string; value: number; currencies: readonly CurrencyRef[]; onChange: (id: number) => void; testId: string }) {
  return <CurrencySelect label={label} value={value} currencies={currencies} onChange={(id) => id != null && onChange(id)} testId={testId} sx={{ width: 112, minWidth: 112, maxWidth: 112, flexShrink: 0 }} />;
}

/**
 * A positive amount (optional while typed) in `currencyName`, with the select of its currency beside it
 * unless `currencyTestId` is left out (one currency: nothing to choose).
 */
export function AmountWithCurrency({
  label,
  value,
  onChange,
  currencyName,
  testId,
  problem,
  autoFocus,
  currencyLabel,
  currencyId,
  currencies,
  onCurrency,
  currencyTestId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  currencyName: string;
  testId: string;
  problem?: string | null;
  autoFocus?: boolean;
  /** 'Currency' unless said */
  currencyLabel?: string;
  currencyId: number;
  currencies: readonly CurrencyRef[];
  onCurrency: (id: number) => void;
  /** the select's testid; without it no select is shown */
  currencyTestId?: string;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2}>
      <AmountField autoFocus={autoFocus} optional rule={POSITIVE_MONEY_RULE} label={label} value={value} onChange={onChange} currency={currencyName} testId={testId} problem={problem} sx={{ flex: 1, minWidth: 112 }} />
      {currencyTestId && <PickCurrency label={currencyLabel ?? translate('app.sale.currency')} value={currencyId} currencies={currencies} onChange={onCurrency} testId={currencyTestId} />}
    </Stack>
  );
}
