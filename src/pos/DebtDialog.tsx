/**
 * The customer debt dialog (SPEC.md 2 'Customer debt dialog', 4 'Debt coverage'): the open sale on
 * credit (purchase date, sale amount, total quantity, debt and covered amounts, each shown in a
 * currency chosen here), a coverage amount with its currency, and close / view sold information / send.
 * Send is disabled while the amount is empty, a request is running, or the amount (converted) does not
 * cover what is left of the debt; the change comes back at the server (kind debt_coverage_changes).
 * One key per dialog: a double click or a retry covers once. Afterwards the customer is reselected.
 */
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { changeFor, totalIn } from '../domain/sale/pricing';
import type { AppDataProvider } from '../providers/dataProvider';
import { newIdempotencyKey } from '../providers/idempotency';
import { useAppNotify } from '../layout/feedback';
import { paymentAmount } from '../ui/AmountField';
import { CurrencySelect, MoneyText, formatDateTime } from '../ui/moneyUi';
import { AmountWithCurrency, SubmitDialog } from '../ui/PayFields';
import { useBusy } from '../ui/useBusy';
import type { TillCurrency } from './usePlacePricing';

export function DebtDialog({
  open,
  customerId,
  placeId,
  currency,
  currencies,
  onClose,
  onCovered,
}: {
  open: boolean;
  customerId: number;
  placeId: number;
  currency: TillCurrency;
  currencies: TillCurrency[];
  onClose: () => void;
  onCovered: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const [shownIn, setShownIn] = useState(currency.id);
  const [payIn, setPayIn] = useState(currency.id);
  const [amount, setAmount] = useState('');
  const { busy, run } = useBusy();
  const [key, setKey] = useState(newIdempotencyKey);
  useEffect(() => {
    if (open) {
      setAmount('');
      setShownIn(currency.id);
      setPayIn(currency.id);
      setKey(newIdempotencyKey());
    }
  }, [open, currency.id]);
  const debts = useQuery({ queryKey: ['customers', 'debts', customerId], queryFn: () => dataProvider.customerDebts(customerId), enabled: open });
  const debt = debts.data?.[0] ?? null;
  const byId = (id: number) => currencies.find((c) => c.id === id) ?? currency;
  const shown = byId(shownIn);
  const pay = byId(payIn);
  const value = paymentAmount(amount);
  const covers = !!debt && !!value && changeFor(debt.remaining, [{ amount: value, rate: pay.rate }], pay.rate) !== null;

  const send = async () => {
    if (!debt || !value || !covers || busy) return;
    const debtId = debt.id;
    await run(async () => {
      await dataProvider.coverDebt(customerId, debtId, { debt_coverage: value, currency: payIn, place: placeId }, key);
      toast.success('app.sale.debt_covered_ok');
      onCovered();
    });
  };

  const row = (label: string, content: React.ReactNode, testId?: string) => (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell align="right" data-testid={testId}>
        {content}
      </TableCell>
    </TableRow>
  );

  return (
    <SubmitDialog
      open={open}
      busy={busy}
      title={translate('app.sale.debt_title')}
      titleId="debt-title"
      testId="debt-dialog"
      maxWidth="xs"
      loading={!debt}
      onClose={onClose}
      onSubmit={() => void send()}
      submitLabel={translate('app.sale.debt_send')}
      submitDisabled={!covers || busy}
      submitTestId="debt-send"
      actions={
        debt && (
          <Button component={RouterLink} to={`/sale/${debt.sell.id}`} target="_blank" rel="noopener">
            {translate('app.sale.debt_view_sale')}
          </Button>
        )
      }
    >
      {debt && (
        <>
          <CurrencySelect label={translate('app.sale.currency')} value={shownIn} currencies={currencies} onChange={(id) => id != null && setShownIn(id)} testId="debt-shown-currency" />
          <Table size="small">
            <TableBody>
              {row(translate('app.sale.debt_date'), formatDateTime(String(debt.created_at)))}
              {row(translate('app.sale.debt_sale_amount'), <MoneyText value={totalIn(debt.sell.total_sum, shown.rate)} currency={shown.name} />)}
              {row(translate('app.sale.debt_quantity'), debt.sell.quantity)}
              {row(translate('app.sale.debt_amount'), <MoneyText value={totalIn(debt.total_debt, shown.rate)} currency={shown.name} />)}
              {row(translate('app.sale.debt_covered'), <MoneyText value={totalIn(debt.debt_coverage, shown.rate)} currency={shown.name} />)}
              {row(translate('app.sale.debt_left'), <MoneyText value={totalIn(debt.remaining, shown.rate)} currency={shown.name} />, 'debt-left')}
            </TableBody>
          </Table>
          <AmountWithCurrency
            autoFocus
            label={translate('app.sale.debt_coverage')}
            value={amount}
            onChange={setAmount}
            currencyName={pay.name}
            testId="debt-coverage"
            problem={value && !covers ? translate('app.sale.debt_not_enough') : null}
            currencyId={payIn}
            currencies={currencies}
            onCurrency={setPayIn}
            currencyTestId="debt-pay-currency"
          />
        </>
      )}
    </SubmitDialog>
  );
}
