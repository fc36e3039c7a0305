import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { Alert, TableCell, TableRow } from '@mui/material';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorsOf } from '../../providers/httpClient';
import { normalizeRate, useCompany } from '../../ui/moneyUi';
import { AmountField, amountValue } from '../../ui/AmountField';
import { useAppNotify } from '../../layout/feedback';
import { RATE_RULE, canChooseCurrencies, placeTypeCanSave, ratesValid } from './placeTypeModel';
import { PlaceTypeNameField } from './PlaceTypeNameField';
import { WizardDialog } from '../../ui/WizardDialog';
import { FormBox } from '../../ui/FormBox';
import { CheckList } from '../../ui/Checks';
import { HeadCells, HeadTable } from '../../ui/CardTable';

interface WizardValues {
  name: string;
  /** chosen currency ids, in the company's order */
  chosen: number[];
  /** typed rate per currency id */
  rates: Record<string, string>;
}

const empty = (): WizardValues => ({ name: '', chosen: [], rates: {} });

/**
 * Add a place type: a 3-step wizard (SPEC.md section 4): its name, its currencies, their rates (the
 * company rate by default). Nothing is saved until Finish, which creates the type and its rates in one
 * call (a wizard left half-way leaves nothing behind). One react-hook-form holds every field.
 */
export function PlaceTypeWizard({ open, onClose }: { open: boolean; onClose: (created: boolean) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const { currencies } = useCompany();
  const { control, reset, setValue, getValues, handleSubmit, formState } = useForm<WizardValues>({ defaultValues: empty() });
  const [step, setStep] = useState(0);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const busy = formState.isSubmitting;

  useEffect(() => {
    if (!open) return;
    reset(empty());
    setStep(0);
    setTouched(false);
    setServerError(undefined);
  }, [open, reset]);

  const name = useWatch({ control, name: 'name' }) ?? '';
  const chosen = useWatch({ control, name: 'chosen' }) ?? [];
  const typed = useWatch({ control, name: 'rates' }) ?? {};
  const rateRows = currencies.filter((c) => chosen.includes(c.id));
  const rateOf = (id: number) => typed[String(id)] ?? '';

  const toRates = () => {
    // a chosen currency starts at the company rate; one already typed keeps what was typed
    const rates = getValues('rates');
    const next: Record<string, string> = {};
    for (const c of currencies.filter((c) => getValues('chosen').includes(c.id))) next[String(c.id)] = rates[String(c.id)] ?? normalizeRate(c.rate);
    setValue('rates', next);
    setStep(2);
  };

  const finish = handleSubmit(async (v) => {
    const rates = currencies.filter((c) => v.chosen.includes(c.id)).map((c) => ({ currency: c.id, rate: amountValue(v.rates[String(c.id)] ?? '', RATE_RULE) ?? '' }));
    try {
      await dataProvider.create('place_types', { data: { name: v.name.trim(), rates } });
      toast.success('app.money.place_types.created', { name: v.name.trim() });
      onClose(true);
    } catch (err) {
      const nameError = errorsOf(err).find((e) => e.field === 'name')?.code;
      if (nameError) {
        setServerError(nameError);
        setStep(0);
      }
      toast.error(err);
    }
  });

  const cancel = () => {
    if (!busy) onClose(false);
  };

  const actions = [
    { label: 'app.money.common.next', submitForm: 'place-type-name-form', disabled: !placeTypeCanSave(name, null, busy), testId: 'place-type-next' },
    { label: 'app.money.common.next', onClick: toRates, disabled: !canChooseCurrencies(chosen, busy), testId: 'place-type-next' },
    {
      label: 'app.money.common.finish',
      onClick: () => void finish(),
      disabled: rateRows.length === 0 || !ratesValid(rateRows.map((c) => rateOf(c.id))),
      testId: 'place-type-finish',
    },
  ];
  return (
    <WizardDialog
      open={open}
      title={translate('app.money.place_types.add')}
      steps={['app.money.place_types.step_name', 'app.money.place_types.step_currencies', 'app.money.place_types.step_rates']}
      step={step}
      onCancel={cancel}
      onBack={() => setStep(step - 1)}
      busy={busy}
      testId="place-type-wizard"
      cancelTestId="place-type-cancel"
      alternativeLabel
      action={actions[step]}
    >
      {step === 0 && (
        <FormBox
          id="place-type-name-form"
          onSubmit={() => {
            if (placeTypeCanSave(name, null, busy)) setStep(1);
          }}
          sx={{ pt: 1 }}
        >
          <Controller
            name="name"
            control={control}
            render={({ field }) => (
              <PlaceTypeNameField
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  setServerError(undefined);
                }}
                touched={touched}
                onBlur={() => setTouched(true)}
                serverError={serverError}
                disabled={busy}
              />
            )}
          />
        </FormBox>
      )}
      {step === 1 && (
        <CheckList
          testId="place-type-currencies"
          items={currencies}
          itemKey={(c) => c.id}
          label={(c) => c.name}
          checked={(c) => chosen.includes(c.id)}
          disabled={busy}
          onCheck={(c, checked) => setValue('chosen', checked ? [...chosen, c.id] : chosen.filter((x) => x !== c.id), { shouldDirty: true })}
          input={(c) => ({ 'data-testid': `place-type-currency-${c.name}` })}
        >
          {chosen.length === 0 && <Alert severity="info">{translate('app.money.place_types.choose_currency')}</Alert>}
        </CheckList>
      )}
      {step === 2 && (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.money.place_types.rates_hint')}
          </Alert>
          <HeadTable
            testId="place-type-rates"
            head={<HeadCells columns={['app.money.common.currency', 'app.money.common.rate']} />}
          >
            {rateRows.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{c.name}</TableCell>
                <TableCell>
                  <AmountField
                    size="small"
                    rule={RATE_RULE}
                    value={rateOf(c.id)}
                    onChange={(v) => setValue('rates', { ...getValues('rates'), [String(c.id)]: v }, { shouldDirty: true })}
                    testId={`place-type-rate-${c.name}`}
                    slotProps={{ htmlInput: { 'aria-label': `${translate('app.money.common.rate')} ${c.name}` } }}
                    disabled={busy}
                    sx={{ width: 180 }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </HeadTable>
        </>
      )}
    </WizardDialog>
  );
}
