/**
 * Checkout without a customer (SPEC.md sections 2 and 5): the currency, the amount to pay, the cash
 * given (a number or empty, no negatives) and the change. Sell is enabled only when the cash covers the
 * total; Enter sells. The sale goes with the basket's sale key: a retry after a network error answers
 * the first sale, never a second one.
 */
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { SaleDto } from '../domain/sale/contract';
import { changeFor, totalIn } from '../domain/sale/pricing';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorsOf } from '../providers/httpClient';
import { useAppNotify } from '../layout/feedback';
import { AmountField, POSITIVE_MONEY_RULE, amountValue } from '../ui/AmountField';
import { MoneyText } from '../ui/moneyUi';
import { cartTotal, saleBody, type Cart } from './cartModel';
import type { TillCurrency } from './usePlacePricing';

export function CheckoutDialog({
  open,
  cart,
  placeId,
  currency,
  onClose,
  onSold,
  onError,
}: {
  open: boolean;
  cart: Cart;
  placeId: number;
  currency: TillCurrency;
  onClose: () => void;
  onSold: (sale: SaleDto) => void;
  onError?: (err: unknown) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const [cash, setCash] = useState('');
  const [busy, setBusy] = useState(false);
  const [networkError, setNetworkError] = useState(false);
  useEffect(() => {
    if (open) {
      setCash('');
      setNetworkError(false);
    }
  }, [open]);

  const total = cartTotal(cart);
  const toPay = totalIn(total, currency.rate);
  // a lone '.' or nothing is no cash yet; the payment is what was typed, normalised
  const paid = cash.trim() === '' || cash.trim() === '.' ? null : amountValue(cash, POSITIVE_MONEY_RULE);
  const change = paid ? changeFor(total, [{ amount: paid, rate: currency.rate }], currency.rate) : null;
  const covered = paid !== null && change !== null;

  const sell = async () => {
    if (!covered || busy) return;
    setBusy(true);
    setNetworkError(false);
    try {
      const sale = await dataProvider.createSale(saleBody(cart, placeId, { currency: currency.id, amount: paid! }, currency.id), cart.saleKey);
      onSold(sale);
    } catch (err) {
      const known = errorsOf(err);
      if (!known.length || known[0].code === 'network_error') setNetworkError(true);
      else toast.error(err);
      onError?.(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} fullWidth maxWidth="xs" aria-labelledby="checkout-title" data-testid="checkout">
      <Stack
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void sell();
        }}
      >
        <DialogTitle id="checkout-title">{translate('app.sale.checkout')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="h5" data-testid="checkout-to-pay">
              {translate('app.sale.to_pay')}: <MoneyText value={toPay} currency={currency.name} />
            </Typography>
            <AmountField
              autoFocus
              optional
              rule={POSITIVE_MONEY_RULE}
              label={translate('app.sale.cash')}
              value={cash}
              onChange={setCash}
              currency={currency.name}
              testId="checkout-cash"
              problem={paid !== null && !covered ? translate('app.sale.not_enough') : null}
              fullWidth
            />
            <Typography data-testid="checkout-change">
              {translate('app.sale.cashback')}: <MoneyText value={covered ? change : '0'} currency={currency.name} />
            </Typography>
            {networkError && (
              <Alert severity="error" data-testid="checkout-network-error">
                {translate('app.sale.network_error')}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('app.sale.close')}
          </Button>
          <Button type="submit" variant="contained" disabled={!covered || busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined} data-testid="checkout-sell">
            {translate(networkError ? 'app.sale.retry' : 'app.sale.sell')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
