import { useEffect, useMemo, useState } from 'react';
import { useIdempotencyKey } from '../../providers/idempotency';
import { useDataProvider, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { converterReady, converterReset, converterTargets, exchangeAmount, onConverterSourceChange, suggestedExchangeRate } from '../../domain/currency';
import type { AppDataProvider } from '../../providers/dataProvider';
import { CurrencySelect, formatAmount, useCompany } from '../../ui/moneyUi';
import { AmountField, POSITIVE_MONEY_RULE, RATE_RULE, amountValue } from '../../ui/AmountField';
import { useAppNotify } from '../../layout/feedback';
import { useBusy } from '../../ui/useBusy';
import { useCompanyBalance, useReloadBalances } from '../../ui/moneyQueries';
import { CompanyBalance, MoneyForm, SettingsCard } from '../../ui/SettingsCard';
import { availableText } from '../../ui/BalanceOperationForm';

type ConverterForm = ReturnType<typeof converterReset>;

/** The form's typed numbers and their rules: what the fields check and what is sent. */
const TYPED = { from_amount: POSITIVE_MONEY_RULE, rate: RATE_RULE } as const;

/**
 * The currency converter on the company balance (SPEC.md section 4): a source other than the national
 * currency forces the target to national; national as source clears the target. The rate is units of
 * the national currency for one unit of the other (src/domain/currency.ts). After a success the form
 * resets, the source returns to national and balances reload.
 */
export function ConverterCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const reload = useReloadBalances();
  const { currencies, nationalCurrencyId } = useCompany();
  const balance = useCompanyBalance();
  const [form, setForm] = useState<ConverterForm>(() => converterReset(nationalCurrencyId));
  const { busy, run } = useBusy();

  // the auth info may arrive after the first render: start from the national currency
  useEffect(() => {
    if (form.from_currency == null && nationalCurrencyId != null) setForm(converterReset(nationalCurrencyId));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nationalCurrencyId]);

  const targets = converterTargets(currencies, form.from_currency, nationalCurrencyId);
  const fromIsNational = form.from_currency != null && form.from_currency === nationalCurrencyId;
  // what is sent: the typed amount and rate as decimal strings ('12,5' -> '12.5'); refused ones stay as typed
  const sendable = { ...form, from_amount: amountValue(form.from_amount, TYPED.from_amount) ?? '', rate: amountValue(form.rate, TYPED.rate) ?? '' };
  const ready = converterReady(sendable);
  const preview = useMemo(
    () => (ready ? exchangeAmount(sendable.from_amount, sendable.rate, fromIsNational) : null),
    [ready, sendable.from_amount, sendable.rate, fromIsNational],
  );
  const nameOf = (id: number | null) => currencies.find((c) => c.id === id)?.name ?? '';
  const available = balance.data?.find((b) => b.currency.id === form.from_currency);

  /** The company rates suggest a quote for a pair; the user may change it. */
  const suggest = (from: number | null, to: number | null): string => {
    if (from == null || to == null || nationalCurrencyId == null) return '';
    const other = currencies.find((c) => c.id === (from === nationalCurrencyId ? to : from));
    const national = currencies.find((c) => c.id === nationalCurrencyId);
    try {
      return other && national ? suggestedExchangeRate(other.rate, national.rate) : '';
    } catch {
      return '';
    }
  };

  const changeSource = (source: number | null) =>
    setForm((f) => {
      const next = onConverterSourceChange(f, source, nationalCurrencyId);
      return { ...f, ...next, rate: suggest(next.from_currency, next.to_currency) };
    });
  const changeTarget = (target: number | null) => setForm((f) => ({ ...f, to_currency: target, rate: suggest(f.from_currency, target) }));

  const action = useIdempotencyKey();
  const submit = async () => {
    if (!ready || busy) return;
    await run(async () => {
      const result = await dataProvider.exchangeCurrency({
        from_currency: sendable.from_currency!,
        to_currency: sendable.to_currency!,
        from_amount: sendable.from_amount,
        rate: sendable.rate,
      }, action.key);
      action.renew();
      toast.success('app.money.converter.done', {
        from: `${formatAmount(result?.from_amount ?? sendable.from_amount)} ${nameOf(form.from_currency)}`,
        to: `${formatAmount(result?.to_amount ?? preview ?? '0')} ${nameOf(form.to_currency)}`,
      });
      setForm(converterReset(nationalCurrencyId));
      await reload();
    });
  };

  /** The amount or the rate: optional until typed, checked by its rule, labelled by its name. */
  const typedField = (name: keyof typeof TYPED, testId: string, helperText: string) => (
    <AmountField
      size="small"
      rule={TYPED[name]}
      optional
      label={translate(`app.money.converter.${name}`)}
      value={form[name]}
      onChange={(value) => setForm((f) => ({ ...f, [name]: value }))}
      testId={testId}
      disabled={busy}
      helperText={helperText}
      sx={{ flex: 1, minWidth: 140 }}
    />
  );

  return (
    <SettingsCard title={translate('app.money.settings.converter')} testId="settings-converter">
      <CompanyBalance entries={balance.data} testId="converter-balance" />
      <MoneyForm ready={ready} busy={busy} submitLabel={translate('app.money.converter.submit')} submitTestId="converter-submit" onSubmit={() => void submit()}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <CurrencySelect
            currencies={currencies}
            value={form.from_currency}
            onChange={changeSource}
            label={translate('app.money.converter.from_currency')}
            testId="converter-from"
            disabled={busy}
          />
          <SwapHorizIcon color="action" aria-hidden />
          <CurrencySelect
            currencies={targets}
            value={targets.some((t) => t.id === form.to_currency) ? form.to_currency : null}
            onChange={changeTarget}
            label={translate('app.money.converter.to_currency')}
            testId="converter-to"
            disabled={busy || !fromIsNational}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {typedField('from_amount', 'converter-amount', availableText(translate, available))}
          {typedField(
            'rate',
            'converter-rate',
            nationalCurrencyId != null && form.from_currency && form.to_currency
              ? translate('app.money.converter.rate_hint', {
                  national: nameOf(nationalCurrencyId),
                  other: nameOf(fromIsNational ? form.to_currency : form.from_currency),
                })
              : ' ',
          )}
        </Box>
        <Typography variant="body1" data-testid="converter-result" aria-live="polite">
          {translate('app.money.converter.to_amount')}: <strong>{preview ? `${formatAmount(preview)} ${nameOf(form.to_currency)}` : '—'}</strong>
        </Typography>
      </MoneyForm>
    </SettingsCard>
  );
}
