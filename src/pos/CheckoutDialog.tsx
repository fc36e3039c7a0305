/**
 * Checkout without a customer (SPEC.md sections 2 and 5): the currency, the amount to pay, the cash
 * given (a number or empty, no negatives) and the change. Sell is enabled only when the cash covers the
 * total; Enter sells. The sale goes with the basket's sale key: a retry after a network error answers
 * the first sale, never a second one.
 */
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Typography } from '@mui/material';
import type { CustomerDto } from '../domain/customer/contract';
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
  const [fromBalance, setFromBalance] = useState('');
  const [changeToBalance, setChangeToBalance] = useState(false);
  const [busy, setBusy] = useState(false);
  const [networkError, setNetworkError] = useState(false);
  useEffect(() => {
    if (open) {
      setCash('');
      setFromBalance('');
      setChangeToBalance(false);
      setNetworkError(false);
    }
  }, [open]);
  // with a customer (SPEC.md 'Checkout with customer'): their balance in this currency
  const customer = useQuery({
    queryKey: ['customers', 'page', cart.customer?.id],
    queryFn: async () => (await dataProvider.getOne<CustomerDto>('customers', { id: cart.customer!.id })).data,
    enabled: open && !!cart.customer,
  });
  const held = customer.data?.balance.find((b) => b.currency.id === currency.id)?.amount ?? '0.00';
  const approved = customer.data?.approval_status === 'approved';

  const total = cartTotal(cart);
  const toPay = totalIn(total, currency.rate);
  // a lone '.' or nothing is no cash yet; the payment is what was typed, normalised
  const typed = (v: string) => (v.trim() === '' || v.trim() === '.' ? null : amountValue(v, POSITIVE_MONEY_RULE));
  const paid = typed(cash);
  const balancePart = cart.customer && approved ? typed(fromBalance) : null;
  const balanceTooMuch = balancePart !== null && (Number(balancePart) > Number(held) || Number(balancePart) > Number(toPay));
  const parts = [...(paid ? [{ amount: paid, rate: currency.rate }] : []), ...(balancePart ? [{ amount: balancePart, rate: currency.rate }] : [])];
  const change = parts.length ? changeFor(total, parts, currency.rate) : null;
  const covered = parts.length > 0 && change !== null && !balanceTooMuch;

  const sell = async () => {
    if (!covered || busy) return;
    setBusy(true);
    setNetworkError(false);
    try {
      const sale = await dataProvider.createSale(
        saleBody(
          cart,
          placeId,
          paid ? { currency: currency.id, amount: paid } : null,
          currency.id,
          cart.customer ? { fromBalance: balancePart, currency: currency.id, changeToBalance: changeToBalance && approved } : null,
        ),
        cart.saleKey,
      );
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
            {cart.customer && (
              <Stack spacing={1} data-testid="checkout-customer">
                <Typography variant="body2">
                  {cart.customer.name} · {translate('app.sale.balance_here', { amount: `${held} ${currency.name}` })}
                </Typography>
                {approved ? (
                  <>
                    <AmountField
                      optional
                      rule={POSITIVE_MONEY_RULE}
                      label={translate('app.sale.from_balance')}
                      value={fromBalance}
                      onChange={setFromBalance}
                      currency={currency.name}
                      testId="checkout-from-balance"
                      problem={balanceTooMuch ? translate('app.sale.too_much_from_balance') : null}
                      fullWidth
                    />
                    <FormControlLabel
                      control={<Checkbox checked={changeToBalance} onChange={(e) => setChangeToBalance(e.target.checked)} slotProps={{ input: { 'data-testid': 'checkout-change-to-balance' } as object }} />}
                      label={translate('app.sale.change_to_balance')}
                    />
                  </>
                ) : (
                  customer.data && <Alert severity="info">{translate('app.messages.customer_not_approved')}</Alert>
                )}
              </Stack>
            )}
            <AmountField
              autoFocus
              optional
              rule={POSITIVE_MONEY_RULE}
              label={translate('app.sale.cash')}
              value={cash}
              onChange={setCash}
              currency={currency.name}
              testId="checkout-cash"
              problem={parts.length > 0 && change === null ? translate('app.sale.not_enough') : null}
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
