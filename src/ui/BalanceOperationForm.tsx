import { useState, type ReactNode } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { Box, Button, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { BALANCE_OPERATIONS, COMMENT_MAX, type BalanceOperation } from '../domain/currency';
import { money } from '../domain/money';
import type { CurrencyRef } from '../domain/company/types';
import { CurrencySelect, formatAmount, useCompany } from './moneyUi';
import { AmountField } from './AmountField';
import { useIdempotencyKey } from '../providers/idempotency';
import type { BalanceEntry, MoneyOperation } from '../domain/wallet/types';
import { useAppNotify } from '../layout/feedback';
import { MoneyForm } from './SettingsCard';
import { AMOUNT_RULE, balanceFormReady, emptyBalanceForm, exceeds, sentAmount, type BalanceFormValues } from './balanceModel';

export interface BalanceOperationFormProps {
  /** data-testid prefix of the fields */
  idPrefix: string;
  currencies: readonly CurrencyRef[];
  /** with operations, a radio asks for one of them and the form needs it */
  operations?: readonly BalanceOperation[];
  /** what is available per currency (shown under the amount; 'all' fills it in) */
  available?: readonly BalanceEntry[];
  /** the label of the submit button (a translation key) */
  submitLabel: string;
  /** other conditions the form needs (e.g. a chosen place) */
  extraReady?: boolean;
  disabled?: boolean;
  /** fields shown before the currency (e.g. the place select) */
  children?: ReactNode;
  /**
   * resolves when done: the form then resets and takes a new idempotency key; rejects to keep the values
   * (and the key: a retry of the same action is applied once)
   */
  onSubmit: (values: BalanceFormValues & { currency: number }, idempotencyKey: string) => Promise<void>;
}

/** What is available of a currency, under an amount field (a blank line while none is chosen). */
export const availableText = (translate: TranslateFunction, available: BalanceEntry | undefined) =>
  available ? translate('app.money.balance.available', { amount: formatAmount(available.amount), currency: available.currency.name }) : ' ';

/** What a balance form sends: the amount, its currency and the comment. */
export const operationBody = (v: BalanceFormValues & { currency: number }): MoneyOperation => ({ amount: v.amount, currency: v.currency, comment: v.comment });

/** The text of a done replenishment or withdrawal. */
export const operationDone = (v: BalanceFormValues) => (v.operation === 'withdraw' ? 'app.money.balance.withdrawn' : 'app.money.balance.replenished');

/**
 * The send of a balance form's `onSubmit`: a refusal is toasted and rejects (the form keeps its values
 * and its key), a success is toasted with `success`.
 */
export function useMoneySend() {
  const toast = useAppNotify();
  return async (send: () => Promise<unknown>, success: string, args?: Record<string, unknown>) => {
    try {
      await send();
    } catch (err) {
      toast.error(err);
      throw err;
    }
    toast.success(success, args);
  };
}

/**
 * The one balance form (SPEC.md sections 4 and 5): optional operation radio, currency, amount, comment.
 * The button stays disabled while something is missing or a request runs; the form resets after a success.
 */
export function BalanceOperationForm({
  idPrefix,
  currencies,
  operations,
  available,
  submitLabel,
  extraReady = true,
  disabled,
  children,
  onSubmit,
}: BalanceOperationFormProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<BalanceFormValues>(emptyBalanceForm());
  const [busy, setBusy] = useState(false);
  const action = useIdempotencyKey();
  const set = (patch: Partial<BalanceFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const current = values.currency ? available?.find((b) => b.currency.id === values.currency) : undefined;
  const checkAvailable = values.operation !== 'replenishment';
  const tooMuch = checkAvailable && exceeds(values.amount, current?.amount);
  // Confirm stays disabled while a withdrawal exceeds what is available
  const ready = extraReady && balanceFormReady(values, !!operations?.length) && !disabled && !tooMuch;

  const submit = async () => {
    if (!ready || busy) return;
    setBusy(true);
    try {
      await onSubmit({ ...values, currency: values.currency!, amount: sentAmount(values.amount)!, comment: values.comment.trim() }, action.key);
      action.renew();
      setValues(emptyBalanceForm());
    } catch {
      // the caller has shown the error; the values stay for a retry
    } finally {
      setBusy(false);
    }
  };

  return (
    <MoneyForm testId={`${idPrefix}-form`} ready={ready} busy={busy} submitLabel={translate(submitLabel)} submitTestId={`${idPrefix}-submit`} onSubmit={() => void submit()}>
      {!!operations?.length && (
        <RadioGroup
          row
          value={values.operation ?? ''}
          onChange={(e) => set({ operation: e.target.value as BalanceOperation })}
          aria-label={translate('app.money.balance.operation')}
        >
          {operations.map((op) => (
            <FormControlLabel
              key={op}
              value={op}
              control={<Radio slotProps={{ input: { 'data-testid': `${idPrefix}-op-${op}` } as object }} />}
              label={translate(`app.money.balance.${op}`)}
              disabled={busy}
            />
          ))}
        </RadioGroup>
      )}
      {children}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <CurrencySelect
          currencies={currencies}
          value={values.currency}
          onChange={(currency) => set({ currency })}
          label={translate('app.money.common.currency')}
          testId={`${idPrefix}-currency`}
          disabled={busy || disabled}
        />
        <AmountField
          size="small"
          label={translate('app.money.common.amount')}
          value={values.amount}
          onChange={(amount) => set({ amount })}
          rule={AMOUNT_RULE}
          problem={tooMuch ? 'not_enough_money' : null}
          currency={current?.currency.name}
          testId={`${idPrefix}-amount`}
          disabled={busy || disabled}
          helperText={availableText(translate, current)}
          sx={{ flex: 1, minWidth: 140 }}
        />
        {current && checkAvailable && (
          <Button
            size="small"
            sx={{ mt: 0.5 }}
            disabled={busy || disabled || !money(current.amount).gt(0)}
            onClick={() => set({ amount: current.amount })}
            data-testid={`${idPrefix}-all`}
          >
            {translate('app.money.balance.all')}
          </Button>
        )}
      </Box>
      <TextField
        size="small"
        label={translate('app.money.common.comment')}
        value={values.comment}
        onChange={(e) => set({ comment: e.target.value })}
        disabled={busy || disabled}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX, 'data-testid': `${idPrefix}-comment` } }}
      />
    </MoneyForm>
  );
}

/** A replenishment or a withdrawal of one balance: what it sends, with the form's idempotency key. */
export type MoneyOperationCall = (body: MoneyOperation, idempotencyKey: string) => Promise<unknown>;

/**
 * The replenish-or-withdraw form of one balance (the company's, a wallet's): the operation radio, the
 * company's currencies, `replenish` or `withdraw` toasted as done or refused; `after` runs after a success.
 */
export function ReplenishWithdrawForm({
  idPrefix,
  available,
  replenish,
  withdraw,
  after,
}: {
  idPrefix: string;
  available?: readonly BalanceEntry[];
  replenish: MoneyOperationCall;
  withdraw: MoneyOperationCall;
  after: () => Promise<unknown>;
}) {
  const send = useMoneySend();
  const { currencies } = useCompany();
  return (
    <BalanceOperationForm
      idPrefix={idPrefix}
      operations={BALANCE_OPERATIONS}
      currencies={currencies}
      available={available}
      submitLabel="app.money.balance.submit"
      onSubmit={async (v, idempotencyKey) => {
        await send(() => (v.operation === 'withdraw' ? withdraw : replenish)(operationBody(v), idempotencyKey), operationDone(v));
        await after();
      }}
    />
  );
}
