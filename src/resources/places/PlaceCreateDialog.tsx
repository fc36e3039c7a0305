import { useEffect, useState, type ReactElement } from 'react';
import { Controller, useForm, useWatch, type Control, type ControllerRenderProps } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { Alert, Box, Radio, TableCell, TableRow, TextField, type TextFieldProps } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorsOf } from '../../providers/httpClient';
import { useCompany, usePlaceTypeName } from '../../ui/moneyUi';
import { AmountField } from '../../ui/AmountField';
import { useAppNotify } from '../../layout/feedback';
import { NAME_MAX, addCurrencyRow, canAddCurrency, canFinish, currenciesToAdd, emptyPlaceForm, placeCreateBody, placeInfoCanSave, placeInfoErrors, removeCurrencyRow, type PlaceFormValues, type PlaceInfoValues } from './placeModel';
import { RemoteSelect } from '../../ui/RemoteSelect';
import { WizardDialog } from '../../ui/WizardDialog';
import { PlaceImagePicker } from './PlaceImagePicker';
import { IconAction } from '../../ui/IconAction';
import { PlaceCurrencyAddForm } from './PlaceCurrencyAddForm';
import { FormBox } from '../../ui/FormBox';
import { HeadCells, HeadTable } from '../../ui/CardTable';

const INFO_FIELDS = ['name', 'type', 'address', 'image'] as const;

/**
 * 'Add place': a 2-step modal (SPEC.md sections 2, 4, 5): the place's info, then its currencies. Nothing
 * is saved until Finish, which creates the place and its currencies in one call (a modal left
 * half-way, or a closed browser, leaves nothing behind). One react-hook-form holds every field.
 */
export function PlaceCreateDialog({ open, onClose }: { open: boolean; onClose: (created: boolean) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const { currencies } = useCompany();
  const typeName = usePlaceTypeName();
  const form = useForm<PlaceFormValues>({ defaultValues: emptyPlaceForm(), mode: 'all' });
  const { control, reset, getValues, setValue, setError, clearErrors, formState } = form;
  const [step, setStep] = useState(0);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (open) {
      reset(emptyPlaceForm());
      setStep(0);
    }
  }, [open, reset]);

  const values = useWatch({ control }) as PlaceFormValues;
  const busy = formState.isSubmitting;
  const info: PlaceInfoValues = { name: values.name ?? '', type: values.type ?? null, address: values.address ?? '', image: values.image ?? null };
  const errors = placeInfoErrors(info);
  const fieldError = (field: keyof PlaceInfoValues) => {
    const code = formState.errors[field]?.message ?? (formState.touchedFields[field] ? errors[field] : undefined);
    if (!code) return undefined;
    if (code === 'max_length') return translate('app.validation.max_length', { max: field === 'name' ? NAME_MAX : 255 });
    return translate(`app.messages.${code}`, { _: code });
  };

  const rows = values.currencies ?? [];
  const add = values.add ?? { currency: null, minimum: '', base: false };
  const offer = currenciesToAdd(currencies, rows);

  const addCurrency = () => {
    const chosen = currencies.find((c) => c.id === add.currency);
    if (!chosen || !canAddCurrency(add.currency, add.minimum, busy)) return;
    setValue('currencies', addCurrencyRow(rows, { id: chosen.id, name: chosen.name }, add.minimum, add.base), { shouldDirty: true });
    setValue('add', { currency: null, minimum: '', base: false });
  };

  const finish = form.handleSubmit(async (v) => {
    if (!canFinish(v.currencies, false)) return;
    try {
      await dataProvider.create('places', { data: placeCreateBody(v) });
      toast.success('app.money.places.created');
      onClose(true);
    } catch (err) {
      // a refused name, type or address goes back to step 1, on its field
      const fields = errorsOf(err).filter((e) => e.field && (INFO_FIELDS as readonly string[]).includes(e.field));
      for (const e of fields) setError(e.field as keyof PlaceInfoValues, { type: 'server', message: e.code });
      if (fields.length) setStep(0);
      toast.error(err);
    }
  });

  /** A field of step 1 bound to the form: a change clears its refusal, shown below it (else `helper`). */
  const infoField = <N extends 'name' | 'type' | 'address'>(
    name: N,
    helper: string,
    render: (bound: { field: ControllerRenderProps<PlaceFormValues, N>; change: (value: PlaceFormValues[N]) => void; error: boolean; helperText: string }) => ReactElement,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) =>
        render({
          field,
          change: (value) => {
            field.onChange(value);
            clearErrors(name);
          },
          error: !!fieldError(name),
          helperText: fieldError(name) ?? helper,
        })
      }
    />
  );

  /** A text field of step 1. */
  const infoText = (name: 'name' | 'address', props: TextFieldProps, helper: string, htmlInput: Record<string, unknown>) =>
    infoField(name, helper, ({ field, change, ...shown }) => (
      <TextField {...field} label={translate(`resources.places.fields.${name}`)} {...props} onChange={(e) => change(e.target.value)} {...shown} slotProps={{ htmlInput }} />
    ));

  const cancel = () => {
    if (!busy) onClose(false);
  };

  return (
    <WizardDialog
      open={open}
      title={translate('app.money.places.add')}
      steps={['app.money.places.step_info', 'app.money.places.step_currencies']}
      step={step}
      onCancel={cancel}
      onBack={() => setStep(0)}
      busy={busy}
      testId="place-create-dialog"
      cancelTestId="place-cancel"
      action={
        step === 0
          ? { label: 'app.money.common.next', submitForm: 'place-info-form', disabled: !placeInfoCanSave(info, null, uploading), testId: 'place-next' }
          : { label: 'app.money.common.finish', onClick: () => void finish(), disabled: !canFinish(rows, busy), testId: 'place-finish' }
      }
    >
      {step === 0 && (
        <FormBox
          id="place-info-form"
          onSubmit={() => {
            if (placeInfoCanSave(info, null, uploading)) setStep(1);
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {infoText('name', { required: true, autoFocus: true }, `${info.name.length}/${NAME_MAX}`, { 'data-testid': 'place-name' })}
          {infoField('type', translate('app.money.place_types.decides_prices'), ({ field, change, ...shown }) => (
            <RemoteSelect
              resource="place_types"
              value={field.value}
              onChange={change}
              onBlur={field.onBlur}
              required
              label={translate('resources.places.fields.type')}
              optionText={(o) => typeName(o.name)}
              {...shown}
              testId="place-type"
            />
          ))}
          {infoText('address', {}, ' ', { 'data-testid': 'place-address', maxLength: 255 })}
          <Controller
            name="image"
            control={control}
            render={({ field }) => <PlaceImagePicker value={field.value} onChange={field.onChange} onUploading={setUploading} />}
          />
        </FormBox>
      )}

      {step === 1 && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <PlaceCurrencyAddForm
            control={control}
            names={{ currency: 'add.currency', minimum: 'add.minimum', base: 'add.base' }}
            offer={offer}
            busy={busy}
            ready={canAddCurrency(add.currency, add.minimum, busy)}
            onSubmit={() => addCurrency()}
          />
          {rows.length === 0 ? (
            <Alert severity="info">{translate('app.money.places.finish_needs_currency')}</Alert>
          ) : (
            <HeadTable
              testId="place-currencies"
              head={<HeadCells columns={['app.money.common.currency', 'app.money.places.base_currency', 'app.money.places.minimum_amount', {}]} />}
            >
              {rows.map((row, index) => (
                <CurrencyRowView
                  key={row.currency.id}
                  index={index}
                  control={control}
                  busy={busy}
                  onBase={() =>
                    setValue(
                      'currencies',
                      getValues('currencies').map((c, i) => ({ ...c, is_base_currency: i === index })),
                      { shouldDirty: true },
                    )
                  }
                  onRemove={() => setValue('currencies', removeCurrencyRow(getValues('currencies'), row.currency.id), { shouldDirty: true })}
                />
              ))}
            </HeadTable>
          )}
        </Box>
      )}
    </WizardDialog>
  );
}

function CurrencyRowView({
  index,
  control,
  busy,
  onBase,
  onRemove,
}: {
  index: number;
  control: Control<PlaceFormValues>;
  busy: boolean;
  onBase: () => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const row = useWatch({ control, name: `currencies.${index}` });
  if (!row) return null;
  const name = row.currency.name;
  return (
    <TableRow data-testid={`place-currency-row-${name}`}>
      <TableCell>{name}</TableCell>
      <TableCell>
        <Radio
          checked={row.is_base_currency}
          onChange={onBase}
          disabled={busy}
          slotProps={{ input: { 'aria-label': `${translate('app.money.places.base_currency')} ${name}` } }}
        />
      </TableCell>
      <TableCell>
        <Controller
          name={`currencies.${index}.amount_to_remain`}
          control={control}
          render={({ field }) => (
            <AmountField
              size="small"
              optional
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              currency={name}
              testId={`place-currency-minimum-${name}`}
              slotProps={{ htmlInput: { 'aria-label': `${translate('app.money.places.minimum_amount')} ${name}` } }}
              sx={{ width: 170 }}
            />
          )}
        />
      </TableCell>
      <TableCell align="right">
        <IconAction title={translate('app.money.common.delete')} ariaLabel={`${translate('app.money.common.delete')} ${name}`} icon={<DeleteIcon fontSize="small" />} onClick={onRemove} disabled={busy} size="small" />
      </TableCell>
    </TableRow>
  );
}
