/**
 * The checkout (SPEC.md sections 2 'Checkout without customer', 'Checkout with customer', 4 'Payment
 * methods', 5 'Checkout'). What it shows and whether sell (or book) is enabled come from one pure
 * function, checkoutOutcome() of src/domain/sale/checkout.ts; the server recomputes everything.
 *
 * - Without a customer: the amount to pay in a currency, the cash (one currency or two), the change
 *   and the currency it is given in.
 * - With a customer: their balance in a currency, extra services, and the method: cash, from balance
 *   and on credit (customer access, approved customers), book (roles that book; a prepayment).
 *   Mode returns to cash when the cash alone covers the total; the second payment is switched off
 *   when the first covers it.
 * The sale (or booking) goes with the basket's sale key: a retry after a network error answers the
 * first one, never a second. What was typed (method, amounts, currencies, toggles) is kept in browser
 * storage under that key (src/pos/cartStore.ts): a reload or a crashed tab finds the checkout as it
 * was; a new basket drops it. The change is checked against the till's balance in its currency for a
 * role that may read it (place.balance.read); for the others the server refuses (409). Enter submits.
 */
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, Switch, Typography } from '@mui/material';
import type { BookingDto } from '../domain/booking/contract';
import type { CustomerSeen } from '../domain/customer/contract';
import { customerMoney } from '../domain/customer/money';
import type { SaleDto } from '../domain/sale/contract';
import { checkoutMethods, checkoutOutcome, defaultChangeToBalance, secondFromRemainder, type CheckoutMethod } from '../domain/sale/checkout';
import { rolesOf } from '../domain/permissions';
import { totalIn } from '../domain/sale/pricing';
import type { AppDataProvider } from '../providers/dataProvider';
import { FIELD_RULE_CODES } from '../domain/errors';
import { errorsOf } from '../providers/httpClient';
import { useCan } from '../providers/useCan';
import { useAppNotify } from '../layout/feedback';
import { AmountField, POSITIVE_MONEY_RULE, paymentAmount } from '../ui/AmountField';
import { MoneyText, moneyLabel } from '../ui/moneyUi';
import { AmountWithCurrency, PickCurrency, SubmitDialog } from '../ui/PayFields';
import { bookingBody, cartTotal, refusedLine, saleBody, type Cart } from './cartModel';
import { useCheckoutDraft } from './cartStore';
import type { TillCurrency } from './usePlacePricing';
import { useSession } from '../providers/session';
import { useTillOnline } from './offline/connectivity';
import { useLocalCatalogueOf } from './offline/LocalCatalogueContext';
import { outboxEntryOf, sellThroughOutbox } from './offline/tillSale';
import type { OutboxEntry } from './offline/outbox';


/** Failures where the server could not sell, with the till's own words for each (app.sale.<kind>). */
type TillOutage = 'network_error' | 'database_unavailable' | 'database_busy' | 'database_commit_unknown';
function tillOutageOf(code: string | undefined): TillOutage | null {
  if (code === undefined || code === 'network_error') return 'network_error';
  return code === 'database_unavailable' || code === 'database_busy' || code === 'database_commit_unknown' ? code : null;
}

export function CheckoutDialog({
  open,
  cart,
  placeId,
  currency,
  currencies = [currency],
  onClose,
  onSold,
  onBooked,
  onSoldOffline,
  onError,
}: {
  open: boolean;
  cart: Cart;
  placeId: number;
  /** the till's currency: the default of every selector */
  currency: TillCurrency;
  /** the place's currencies (two-currency payments, change and balance currencies) */
  currencies?: TillCurrency[];
  onClose: () => void;
  onSold: (sale: SaleDto) => void;
  onBooked?: (booking: BookingDto) => void;
  /** a cash sale the server did not answer: kept in the outbox, its check printed as offline */
  onSoldOffline?: (entry: OutboxEntry) => void;
  onError?: (err: unknown) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const canCustomerPay = useCan('sale.customer.pay');
  const canBook = useCan('booking.write');
  const byId = (id: number) => currencies.find((c) => c.id === id) ?? currency;
  const online = useTillOnline();
  const localCatalogue = useLocalCatalogueOf();
  const { identity, roles } = useSession();

  // what was typed so far lives in browser storage with the basket's sale key (a reload keeps it)
  const [draft, patch] = useCheckoutDraft(cart.saleKey, currency.id);
  const { method: chosenMethod, cash, firstCurrency, two, second, secondCurrency, changeCurrency, payCurrency, fromBalance, balanceCurrency, changeToBalance, extra, extraCurrency } = draft;
  const setMethod = (m: CheckoutMethod) => patch({ method: m });
  const setChangeCurrency = (id: number) => patch({ changeCurrency: id });
  const setPayCurrency = (id: number) => patch({ payCurrency: id });
  const setFromBalance = (v: string) => patch({ fromBalance: v });
  const setBalanceCurrency = (id: number) => patch({ balanceCurrency: id });
  const setChangeToBalance = (on: boolean) => patch({ changeToBalance: on });
  /** a typed amount of the draft with its currency, as the amount-with-currency field takes them */
  const amountIn = (amount: 'cash' | 'second' | 'extra', currencyOf: 'firstCurrency' | 'secondCurrency' | 'extraCurrency') => ({
    value: draft[amount],
    onChange: (v: string) => patch({ [amount]: v }),
    currencyName: byId(draft[currencyOf]).name,
    currencyId: draft[currencyOf],
    currencies,
    onCurrency: (id: number) => patch({ [currencyOf]: id }),
  });
  const [busy, setBusy] = useState(false);
  // why the last try did not sell, when the server could not: the dialog stays open with the basket, and
  // Retry sends the same key (never sold twice)
  const [networkError, setNetworkError] = useState<TillOutage | null>(null);
  useEffect(() => {
    if (open) setNetworkError(null);
  }, [open]);

  // SPEC.md 5: the change never exceeds what the till holds (roles that may read the place's balance; the server refuses for the others)
  const canReadTill = useCan('place.balance.read');
  const till = useQuery({
    queryKey: ['pos', 'tillBalance', placeId],
    queryFn: () => dataProvider.placeBalance(placeId),
    enabled: open && canReadTill,
  });
  const tillHeld = till.data ? (till.data.find((b) => b.currency.id === changeCurrency)?.amount ?? '0.00') : null;

  // with a customer (SPEC.md 'Checkout with customer'): their balance, approval
  const customer = useQuery({
    queryKey: ['customers', 'page', cart.customer?.id],
    queryFn: async () => (await dataProvider.getOne<CustomerSeen>('customers', { id: cart.customer!.id })).data,
    enabled: open && !!cart.customer,
  });
  const approved = customer.data?.approval_status === 'approved';
  // their balance and debt currency only where they were sent (customer access)
  const withMoney = customerMoney(customer.data);
  const held = withMoney?.balance.find((b) => b.currency.id === balanceCurrency)?.amount ?? '0.00';
  const offers = checkoutMethods({ customer: !!cart.customer, approved, customerPay: canCustomerPay, book: canBook });
  const methods: CheckoutMethod[] = offers.filter((o) => !o.refusal).map((o) => o.method);
  const refused = offers.some((o) => o.refusal);
  // a stored method no longer offered (the customer removed or changed since) is cash
  const method: CheckoutMethod = methods.includes(chosenMethod) ? chosenMethod : 'cash';
  const booking = method === 'book';
  // the change goes to the balance only where the checkbox is offered (a customer, approved, customer access, not on credit or a booking)
  const changeToBalanceShown = !!cart.customer && approved && canCustomerPay && !booking && method !== 'debt';
  const changeToBalanceOn = changeToBalance && changeToBalanceShown;
  /** the seller picks a method: its default change destination comes with it (SPEC.md 4: from the balance, change to the balance) */
  const pickMethod = (m: CheckoutMethod) => patch({ method: m, changeToBalance: defaultChangeToBalance(m) });

  // extra services count for a booking too: the booking keeps them and its sale charges them (SPEC.md 7)
  const extraValue = cart.customer ? paymentAmount(extra) : null;
  const total = cartTotal(cart, extraValue ? { amount: extraValue, rate: byId(extraCurrency).rate } : null);
  const first = { amount: paymentAmount(cash), currency: byId(firstCurrency) };
  const secondOn = two && !booking && currencies.length > 1;
  const outcome = useMemo(
    () =>
      checkoutOutcome({
        total,
        method,
        first,
        second: secondOn ? { amount: paymentAmount(second), currency: byId(secondCurrency) } : null,
        fromBalance: paymentAmount(fromBalance),
        balanceCurrency: byId(balanceCurrency),
        held,
        changeCurrency: byId(changeCurrency),
        changeToBalance: changeToBalanceOn,
        tillHeld,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [total, method, cash, firstCurrency, secondOn, second, secondCurrency, fromBalance, balanceCurrency, held, changeCurrency, currencies, changeToBalanceOn, tillHeld],
  );
  // SPEC.md 4: mode returns to cash when the cash covers the total; the second payment is switched off when the first does
  useEffect(() => {
    if (outcome.cashCovers && (method === 'balance' || method === 'debt')) setMethod('cash');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome.cashCovers, method]);
  useEffect(() => {
    if (two && outcome.firstCovers) patch({ two: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [two, outcome.firstCovers]);

  const toggleTwo = (on: boolean) => {
    if (!on) return patch({ two: false, second: '' });
    const other = currencies.find((c) => c.id !== firstCurrency) ?? currency;
    patch({ two: true, secondCurrency: other.id, second: secondFromRemainder(total, first, other) ?? '' });
  };

  const submit = async () => {
    if (!outcome.ok || busy) return;
    setBusy(true);
    setNetworkError(null);
    try {
      if (booking) {
        const made = await dataProvider.createBooking(
          bookingBody(cart, placeId, { currency: firstCurrency, amount: first.amount! }, extraValue ? { currency: extraCurrency, amount: extraValue } : null),
          cart.saleKey,
        );
        onBooked?.(made);
      } else if (!cart.customer && method === 'cash' && identity?.company && onSoldOffline && typeof indexedDB !== 'undefined') {
        // cash without a customer goes through the outbox: written first, then sent; no answer, sold offline
        // (a browser without IndexedDB sells online only, as before)
        const pay = { currency: payCurrency, payments: outcome.payments, changeCurrency, method, fromBalance: null, balanceCurrency, changeToBalance: false, extra: null };
        const rates = outcome.payments.map((p) => ({ currency: p.currency, rate: byId(p.currency).rate }));
        const shown = { currency: byId(payCurrency).name, rate: byId(payCurrency).rate };
        const entry = outboxEntryOf(cart, placeId, pay, { employee: identity.id, company: identity.company.id, admin: roles.includes('admin') }, rates, shown);
        const result = await sellThroughOutbox(entry, (body, key) => dataProvider.createSale(body as Parameters<typeof dataProvider.createSale>[0], key));
        if (result.kind === 'online') onSold(result.sale);
        else {
          // the local catalogue's units here go down at once (the next refresh brings the server's)
          void localCatalogue?.takeStock(cart.lines.filter((l) => l.place.id === placeId).map((l) => ({ product: l.product.id, size: l.size.id, quantity: l.quantity })));
          onSoldOffline(result.entry);
        }
      } else {
        const sale = await dataProvider.createSale(
          saleBody(cart, placeId, {
            // the total was last shown in the 'to pay' currency: the check states it in the same one
            currency: payCurrency,
            payments: outcome.payments,
            changeCurrency,
            method,
            fromBalance: paymentAmount(fromBalance),
            balanceCurrency,
            changeToBalance: changeToBalanceOn,
            extra: extraValue ? { currency: extraCurrency, amount: extraValue } : null,
          }),
          cart.saleKey,
        );
        onSold(sale);
      }
    } catch (err) {
      const known = errorsOf(err);
      const outage = tillOutageOf(known[0]?.code);
      if (outage) setNetworkError(outage);
      else {
        // a refusal about one line (not enough of it here, no price) names it: the basket may be long
        const line = cart.lines[refusedLine(known[0].field) ?? -1];
        // a rule of the form itself refused (SPEC.md 8): the seller checks the form, not a code
        if (!line && FIELD_RULE_CODES.has(known[0].code)) toast.failure('app.sale.check_form');
        else toast.error(err, line ? `${line.product.name}, ${line.size.name} (${line.place.name})` : undefined);
      }
      onError?.(err);
    } finally {
      setBusy(false);
    }
  };

  const problem =
    outcome.problem === 'too_much_from_balance'
      ? null
      : outcome.problem === 'prepayment_required'
        ? first.amount !== null || cash !== ''
          ? translate('app.sale.prepayment_required')
          : null
        : outcome.problem === 'not_enough_paid'
          ? translate('app.sale.not_enough')
          : null;
  const changeShown = outcome.change !== null && (outcome.ok || outcome.problem === 'not_enough_change') ? outcome.change : '0';
  const showChangeCurrency = currencies.length > 1 && !booking && method !== 'debt';

  return (
    <SubmitDialog
      open={open}
      busy={busy}
      title={translate('app.sale.checkout')}
      titleId="checkout-title"
      testId="checkout"
      maxWidth="sm"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={translate(networkError ? 'app.sale.retry' : booking ? 'app.sale.book' : 'app.sale.sell')}
      submitDisabled={!outcome.ok || busy || (!online && !!cart.customer)}
      submitTestId="checkout-sell"
    >
        <Stack direction="row" spacing={2} alignItems="center">
          <Typography variant="h5" data-testid="checkout-to-pay" sx={{ flex: 1 }}>
            {translate('app.sale.to_pay')}: <MoneyText value={totalIn(total, byId(payCurrency).rate)} currency={byId(payCurrency).name} />
          </Typography>
          {currencies.length > 1 && <PickCurrency label={translate('app.sale.currency')} value={payCurrency} currencies={currencies} onChange={setPayCurrency} testId="checkout-pay-currency" />}
        </Stack>

        {cart.customer && (
          <Stack spacing={1.5} data-testid="checkout-customer">
            <Stack direction="row" spacing={2} alignItems="center">
              <Typography variant="body2" sx={{ flex: 1 }} data-testid="checkout-balance">
                {cart.customer.name}
                {withMoney && <> · {translate('app.sale.balance_here', { amount: moneyLabel(held, byId(balanceCurrency).name) })}</>}
              </Typography>
              {currencies.length > 1 && approved && withMoney && (
                <PickCurrency label={translate('app.sale.currency')} value={balanceCurrency} currencies={currencies} onChange={setBalanceCurrency} testId="checkout-balance-currency" />
              )}
            </Stack>
            {customer.data && !approved && <Alert severity="info">{translate('app.messages.customer_not_approved')}</Alert>}
            <AmountWithCurrency
              label={translate('app.sale.extra_services')}
              {...amountIn('extra', 'extraCurrency')}
              testId="checkout-extra"
              currencyTestId={currencies.length > 1 ? 'checkout-extra-currency' : undefined}
            />
            {offers.length > 1 && (
              <FormControl>
                <FormLabel id="checkout-method-label">{translate('app.sale.method')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="checkout-method-label"
                  aria-describedby={refused ? 'checkout-method-refusal' : undefined}
                  value={method}
                  onChange={(e) => pickMethod(e.target.value as CheckoutMethod)}
                >
                  {offers.map((o) => (
                    <FormControlLabel
                      key={o.method}
                      value={o.method}
                      disabled={!!o.refusal}
                      control={<Radio slotProps={{ input: { 'data-testid': `checkout-method-${o.method}` } as object }} />}
                      label={translate(`app.sale.method_${o.method}`)}
                    />
                  ))}
                </RadioGroup>
                {refused && (
                  <FormHelperText id="checkout-method-refusal" data-testid="checkout-method-refusal">
                    {translate('app.sale.customer_access_only', {
                      roles: rolesOf('sale.customer.pay')
                        .map((r) => translate(`app.employees.role_${r}`))
                        .join(', '),
                    })}
                  </FormHelperText>
                )}
              </FormControl>
            )}
            {method === 'balance' && (
              <AmountField
                optional
                rule={POSITIVE_MONEY_RULE}
                label={translate('app.sale.from_balance')}
                value={fromBalance}
                onChange={setFromBalance}
                currency={byId(balanceCurrency).name}
                testId="checkout-from-balance"
                problem={outcome.problem === 'too_much_from_balance' ? translate('app.sale.too_much_from_balance') : null}
                fullWidth
              />
            )}
          </Stack>
        )}

        <AmountWithCurrency
          autoFocus
          label={translate(booking ? 'app.sale.prepayment' : 'app.sale.cash')}
          {...amountIn('cash', 'firstCurrency')}
          testId="checkout-cash"
          problem={problem}
          currencyTestId={currencies.length > 1 ? 'checkout-cash-currency' : undefined}
        />
        {currencies.length > 1 && !booking && (
          <FormControlLabel
            control={
              <Switch
                checked={secondOn}
                disabled={!secondOn && outcome.firstCovers}
                onChange={(e) => toggleTwo(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'checkout-two-currencies' } as object }}
              />
            }
            label={translate('app.sale.two_currencies')}
          />
        )}
        {secondOn && (
          <AmountWithCurrency
            label={translate('app.sale.second_amount')}
            {...amountIn('second', 'secondCurrency')}
            testId="checkout-second"
            currencyTestId="checkout-second-currency"
          />
        )}

        {!booking && (
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography data-testid="checkout-change" sx={{ flex: 1 }}>
              {translate('app.sale.cashback')}: <MoneyText value={changeShown} currency={byId(changeCurrency).name} />
            </Typography>
            {showChangeCurrency && (
              <PickCurrency label={translate('app.sale.change_currency')} value={changeCurrency} currencies={currencies} onChange={setChangeCurrency} testId="checkout-change-currency" />
            )}
          </Stack>
        )}
        {outcome.problem === 'not_enough_change' && (
          <Alert severity="error" data-testid="checkout-not-enough-change">
            {translate('app.sale.not_enough_change', { amount: moneyLabel(tillHeld ?? '0.00', byId(changeCurrency).name) })}
          </Alert>
        )}
        {changeToBalanceShown && (
          <FormControlLabel
            control={<Checkbox checked={changeToBalance} onChange={(e) => setChangeToBalance(e.target.checked)} slotProps={{ input: { 'data-testid': 'checkout-change-to-balance' } as object }} />}
            label={translate('app.sale.change_to_balance')}
          />
        )}
        {method === 'balance' && (
          <Typography variant="body2" data-testid="checkout-remaining-balance">
            {translate('app.sale.remaining_balance', { amount: moneyLabel(outcome.remainingBalance, byId(balanceCurrency).name) })}
          </Typography>
        )}
        {method === 'debt' && outcome.debt && (
          <Typography variant="body2" color="error.main" data-testid="checkout-debt">
            {translate('app.sale.debt_after', { amount: moneyLabel(outcome.debt, withMoney?.debt_currency?.name ?? '') })}
          </Typography>
        )}
        {!online && cart.customer && (
          <Alert severity="warning" data-testid="checkout-offline-customer">
            {translate('app.sale.offline_needs_server')}
          </Alert>
        )}
        {networkError && (
          <Alert severity="error" data-testid="checkout-network-error">
            {translate(`app.sale.${networkError}`)}
          </Alert>
        )}
    </SubmitDialog>
  );
}
