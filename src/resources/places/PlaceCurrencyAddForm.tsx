/**
 * The row that adds a currency to a place (the currency, its minimum amount, base or not) with the
 * minimum amount's explanation: one form for the new place's wizard and the place's page.
 */
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { Button, Typography } from '@mui/material';
import type { CurrencyRef } from '../../domain/company/types';
import { AmountField } from '../../ui/AmountField';
import { CurrencySelect } from '../../ui/moneyUi';
import { FormBox } from '../../ui/FormBox';
import { FormCheck } from '../../ui/Checks';

export function PlaceCurrencyAddForm<T extends FieldValues>({
  control,
  names,
  offer,
  busy,
  ready,
  onSubmit,
}: {
  control: Control<T>;
  /** the form's fields of the currency, the minimum amount and the base flag */
  names: { currency: Path<T>; minimum: Path<T>; base: Path<T> };
  /** the company's currencies the place does not take yet */
  offer: readonly CurrencyRef[];
  busy: boolean;
  ready: boolean;
  onSubmit: () => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <FormBox onSubmit={onSubmit} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Controller
          name={names.currency}
          control={control}
          render={({ field }) => (
            <CurrencySelect
              currencies={offer}
              value={field.value}
              onChange={field.onChange}
              label={translate('app.money.common.currency')}
              testId="place-currency-select"
              disabled={busy || offer.length === 0}
            />
          )}
        />
        <Controller
          name={names.minimum}
          control={control}
          render={({ field }) => (
            <AmountField
              size="small"
              optional
              label={translate('app.money.places.minimum_amount')}
              value={field.value}
              onChange={field.onChange}
              testId="place-currency-minimum"
              disabled={busy}
              sx={{ width: { xs: '100%', sm: 220 } }}
            />
          )}
        />
        <FormCheck control={control} name={names.base} label={translate('app.money.places.base_currency')} disabled={busy} />
        <Button type="submit" variant="outlined" disabled={!ready} data-testid="place-currency-add">
          {translate('app.money.common.add')}
        </Button>
      </FormBox>
      <Typography variant="caption" color="text.secondary" data-testid="place-minimum-help">
        {translate('app.money.places.minimum_amount_help')}
      </Typography>
    </>
  );
}
