import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { isPositiveRate } from '../../domain/currency';
import { money } from '../../domain/money';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorsOf } from '../../providers/httpClient';
import type { PlaceType, PlaceTypeRate } from '../../domain/company/types';
import { DecimalField, normalizeRate, useCompany } from '../../ui/moneyUi';
import { useAppNotify } from '../../layout/feedback';
import { canChooseCurrencies, placeTypeCanSave, ratesValid } from './placeTypeModel';
import { PlaceTypeNameField } from './PlaceTypeNameField';

/**
 * Add a place type: a 3-step wizard (SPEC.md section 4). Step 0 'name' creates the type, step 1
 * 'select currencies' creates its rates (the company rate by default), step 2 'configure rates' lets
 * the admin set them. Cancelling deletes the created type.
 */
export function PlaceTypeWizard({ open, onClose }: { open: boolean; onClose: (created: boolean) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const { currencies } = useCompany();
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [type, setType] = useState<PlaceType | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [rates, setRates] = useState<PlaceTypeRate[]>([]);
  const [values, setValues] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setStep(0);
    setName('');
    setTouched(false);
    setServerError(undefined);
    setType(null);
    setChosen([]);
    setRates([]);
    setValues({});
  }, [open]);

  const saveName = async () => {
    if (type && name.trim() === type.name) return setStep(1);
    if (!placeTypeCanSave(name, type?.name ?? null, busy)) return;
    setBusy(true);
    setServerError(undefined);
    try {
      const saved = type
        ? await dataProvider.renamePlaceType(type.id, name.trim())
        : ((await dataProvider.create('place_types', { data: { name: name.trim() } })).data as unknown as PlaceType);
      setType(saved);
      setStep(1);
    } catch (err) {
      setServerError(errorsOf(err).find((e) => e.field === 'name')?.code);
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  const saveCurrencies = async () => {
    if (!type || !canChooseCurrencies(chosen, busy)) return;
    setBusy(true);
    try {
      const keep = rates.filter((r) => chosen.includes(r.currency.id));
      const drop = rates.filter((r) => !chosen.includes(r.currency.id));
      const missing = currencies.filter((c) => chosen.includes(c.id) && !rates.some((r) => r.currency.id === c.id));
      await Promise.all(drop.map((r) => dataProvider.delete('place_type_rates', { id: r.id, previousData: r })));
      const created = await Promise.all(
        missing.map(
          async (c) =>
            (await dataProvider.create('place_type_rates', { data: { rate: c.rate, place_type: type.id, currency: c.id } })).data as unknown as PlaceTypeRate,
        ),
      );
      const next = [...keep, ...created].sort((a, b) => a.currency.name.localeCompare(b.currency.name));
      setRates(next);
      setValues((v) => Object.fromEntries(next.map((r) => [r.id, v[r.id] ?? normalizeRate(r.rate)])));
      setStep(2);
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    if (!type || busy) return;
    const list = rates.map((r) => values[r.id] ?? normalizeRate(r.rate));
    if (!ratesValid(list)) return;
    setBusy(true);
    try {
      await Promise.all(
        rates
          .filter((r) => !money(values[r.id] ?? normalizeRate(r.rate)).eq(money(r.rate)))
          .map((r) => dataProvider.update('place_type_rates', { id: r.id, data: { rate: values[r.id] }, previousData: r })),
      );
      toast.success('app.money.place_types.created', { name: type.name });
      onClose(true);
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  /** Cancelling deletes the created type. */
  const cancel = async () => {
    if (busy) return;
    if (type) {
      setBusy(true);
      try {
        await dataProvider.delete('place_types', { id: type.id, previousData: type });
      } catch (err) {
        toast.error(err);
      } finally {
        setBusy(false);
      }
    }
    onClose(false);
  };

  const spinner = busy ? <CircularProgress size={16} color="inherit" /> : undefined;
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown') void cancel();
      }}
      fullWidth
      maxWidth="sm"
      aria-labelledby="place-type-wizard-title"
      data-testid="place-type-wizard"
    >
      <DialogTitle id="place-type-wizard-title">{translate('app.money.place_types.add')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 3 }} alternativeLabel>
          {['step_name', 'step_currencies', 'step_rates'].map((k) => (
            <Step key={k}>
              <StepLabel>{translate(`app.money.place_types.${k}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && (
          <Box
            component="form"
            id="place-type-name-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void saveName();
            }}
            sx={{ pt: 1 }}
          >
            <PlaceTypeNameField
              value={name}
              onChange={(v) => {
                setName(v);
                setServerError(undefined);
              }}
              touched={touched}
              onBlur={() => setTouched(true)}
              serverError={serverError}
              disabled={busy}
            />
          </Box>
        )}
        {step === 1 && (
          <FormGroup data-testid="place-type-currencies">
            {currencies.map((c) => (
              <FormControlLabel
                key={c.id}
                label={c.name}
                control={
                  <Checkbox
                    checked={chosen.includes(c.id)}
                    disabled={busy}
                    onChange={(e) => setChosen((list) => (e.target.checked ? [...list, c.id] : list.filter((x) => x !== c.id)))}
                    slotProps={{ input: { 'data-testid': `place-type-currency-${c.name}` } as object }}
                  />
                }
              />
            ))}
            {chosen.length === 0 && <Alert severity="info">{translate('app.money.place_types.choose_currency')}</Alert>}
          </FormGroup>
        )}
        {step === 2 && (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('app.money.place_types.rates_hint')}
            </Alert>
            <Table size="small" data-testid="place-type-rates">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.money.common.currency')}</TableCell>
                  <TableCell>{translate('app.money.common.rate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rates.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{r.currency.name}</TableCell>
                    <TableCell>
                      <DecimalField
                        size="small"
                        places={6}
                        value={values[r.id] ?? normalizeRate(r.rate)}
                        onChange={(v) => setValues((s) => ({ ...s, [r.id]: v }))}
                        error={!isPositiveRate(values[r.id] ?? normalizeRate(r.rate))}
                        testId={`place-type-rate-${r.currency.name}`}
                        aria-label={`${translate('app.money.common.rate')} ${r.currency.name}`}
                        disabled={busy}
                        sx={{ width: 160 }}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void cancel()} disabled={busy} data-testid="place-type-cancel">
          {translate('app.money.common.cancel')}
        </Button>
        {step > 0 && (
          <Button onClick={() => setStep(step - 1)} disabled={busy}>
            {translate('app.money.common.back')}
          </Button>
        )}
        {step === 0 && (
          <Button
            type="submit"
            form="place-type-name-form"
            variant="contained"
            disabled={!(type && name.trim() === type.name) && !placeTypeCanSave(name, type?.name ?? null, busy)}
            startIcon={spinner}
            data-testid="place-type-next"
          >
            {translate('app.money.common.next')}
          </Button>
        )}
        {step === 1 && (
          <Button variant="contained" onClick={() => void saveCurrencies()} disabled={!canChooseCurrencies(chosen, busy)} startIcon={spinner} data-testid="place-type-next">
            {translate('app.money.common.next')}
          </Button>
        )}
        {step === 2 && (
          <Button
            variant="contained"
            onClick={() => void finish()}
            disabled={busy || !ratesValid(rates.map((r) => values[r.id] ?? normalizeRate(r.rate)))}
            startIcon={spinner}
            data-testid="place-type-finish"
          >
            {translate('app.money.common.finish')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
