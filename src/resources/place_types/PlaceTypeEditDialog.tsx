import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TableCell, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';
import { money } from '../../domain/money';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorsOf } from '../../providers/httpClient';
import { Loading } from '../../layout/RouteGuard';
import type { PlaceType, PlaceTypeRate } from '../../domain/company/types';
import { CurrencySelect, RateTable, normalizeRate, useCompany } from '../../ui/moneyUi';
import { AmountField, RATE_RULE, amountValue } from '../../ui/AmountField';
import { useAppNotify } from '../../layout/feedback';
import { placeTypeCanSave } from './placeTypeModel';
import { PlaceTypeNameField } from './PlaceTypeNameField';
import { useBusy } from '../../ui/useBusy';
import { IconAction } from '../../ui/IconAction';
import { FormBox } from '../../ui/FormBox';

interface EditValues {
  name: string;
  /** typed rate per rate row id */
  rates: Record<string, string>;
  newCurrency: number | null;
  newRate: string;
}
const emptyEdit = (name: string): EditValues => ({ name, rates: {}, newCurrency: null, newRate: '' });

/** Edit a place type: its name (PUT) and its rates (add, change, remove). */
export function PlaceTypeEditDialog({ record, onClose }: { record: PlaceType | null; onClose: (changed: boolean) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const toast = useAppNotify();
  const { currencies } = useCompany();
  // the typed fields live in one react-hook-form; only what the server holds is state
  const { control, reset, setValue, getValues } = useForm<EditValues>({ defaultValues: emptyEdit('') });
  const name = useWatch({ control, name: 'name' }) ?? '';
  const values = useWatch({ control, name: 'rates' }) ?? {};
  const newCurrency = useWatch({ control, name: 'newCurrency' }) ?? null;
  const newRate = useWatch({ control, name: 'newRate' }) ?? '';
  const [savedName, setSavedName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const { busy, run: runBusy } = useBusy();
  const [changed, setChanged] = useState(false);
  const rates = useQuery({
    queryKey: ['placeTypeRates', record?.id],
    queryFn: () => dataProvider.placeTypeRates(record!.id),
    enabled: !!record,
  });

  useEffect(() => {
    if (!record) return;
    reset(emptyEdit(record.name));
    setSavedName(record.name);
    setTouched(false);
    setServerError(undefined);
    setChanged(false);
  }, [record, reset]);

  const run = (work: () => Promise<unknown>, success?: string) =>
    runBusy(async () => {
      await work();
      setChanged(true);
      if (success) toast.success(success);
      await queryClient.invalidateQueries({ queryKey: ['placeTypeRates', record?.id] });
    });

  const saveName = async () => {
    if (!record || !placeTypeCanSave(name, savedName, busy)) return;
    setServerError(undefined);
    const id = record.id;
    await runBusy(
      async () => {
        await dataProvider.renamePlaceType(id, name.trim());
        setSavedName(name.trim());
        setChanged(true);
        toast.success('app.money.place_types.saved');
      },
      { failed: (err) => setServerError(errorsOf(err).find((e) => e.field === 'name')?.code) },
    );
  };

  const list = rates.data ?? [];
  const free = currencies.filter((c) => !list.some((r) => r.currency.id === c.id));
  const rowValue = (r: PlaceTypeRate) => values[String(r.id)] ?? normalizeRate(r.rate);
  /** what is sent for a row: its typed rate as a decimal string, or null while refused */
  const rowRate = (r: PlaceTypeRate) => amountValue(rowValue(r), RATE_RULE);
  const rowChanged = (r: PlaceTypeRate) => rowRate(r) !== null && !money(rowRate(r)!).eq(money(r.rate));
  const saveRow = (r: PlaceTypeRate) =>
    void run(() => dataProvider.update('place_type_rates', { id: r.id, data: { rate: rowRate(r) }, previousData: r }), 'app.money.place_types.rate_saved');

  return (
    <Dialog open={!!record} onClose={() => !busy && onClose(changed)} fullWidth maxWidth="sm" aria-labelledby="place-type-edit-title" data-testid="place-type-edit">
      <DialogTitle id="place-type-edit-title">{translate('app.money.place_types.edit', { name: savedName })}</DialogTitle>
      <DialogContent>
        <FormBox
          onSubmit={() => void saveName()}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', pt: 1, mb: 2 }}
        >
          <PlaceTypeNameField
            value={name}
            onChange={(v) => {
              setValue('name', v);
              setServerError(undefined);
            }}
            touched={touched}
            onBlur={() => setTouched(true)}
            serverError={serverError}
            disabled={busy}
          />
          <Button type="submit" variant="contained" disabled={!placeTypeCanSave(name, savedName, busy)} sx={{ mt: 1 }} data-testid="place-type-save-name">
            {translate('app.money.common.save')}
          </Button>
        </FormBox>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate('app.money.place_types.rates')}
        </Typography>
        {rates.isPending ? (
          <Loading />
        ) : (
          <RateTable testId="place-type-edit-rates">
            {list.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.currency.name}</TableCell>
                <TableCell>
                  <AmountField
                    size="small"
                    rule={RATE_RULE}
                    value={rowValue(r)}
                    onChange={(v) => setValue('rates', { ...getValues('rates'), [String(r.id)]: v })}
                    disabled={busy}
                    slotProps={{ htmlInput: { 'aria-label': `${translate('app.money.common.rate')} ${r.currency.name}` } }}
                    testId={`place-type-edit-rate-${r.currency.name}`}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && rowChanged(r)) saveRow(r);
                    }}
                    sx={{ width: 170 }}
                  />
                </TableCell>
                <TableCell align="right">
                  <IconAction title={translate('app.money.common.save')} ariaLabel={`${translate('app.money.common.save')} ${r.currency.name}`} icon={<CheckIcon fontSize="small" />} onClick={() => saveRow(r)} disabled={busy || !rowChanged(r)} color="primary" size="small" />
                  <IconAction title={translate('app.money.common.delete')} ariaLabel={`${translate('app.money.common.delete')} ${r.currency.name}`} icon={<DeleteIcon fontSize="small" />} onClick={() => void run(() => dataProvider.delete('place_type_rates', { id: r.id, previousData: r }))} disabled={busy} size="small" />
                </TableCell>
              </TableRow>
            ))}
            {free.length > 0 && (
              <TableRow>
                <TableCell>
                  <CurrencySelect
                    currencies={free}
                    value={newCurrency}
                    onChange={(id) => {
                      setValue('newCurrency', id);
                      setValue('newRate', currencies.find((c) => c.id === id)?.rate ?? '');
                    }}
                    label={translate('app.money.common.currency')}
                    testId="place-type-edit-new-currency"
                    disabled={busy}
                  />
                </TableCell>
                <TableCell>
                  <AmountField
                    size="small"
                    rule={RATE_RULE}
                    optional
                    value={newRate}
                    onChange={(v) => setValue('newRate', v)}
                    disabled={busy || newCurrency == null}
                    slotProps={{ htmlInput: { 'aria-label': translate('app.money.common.rate') } }}
                    sx={{ width: 170 }}
                  />
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy || newCurrency == null || amountValue(newRate, RATE_RULE) === null}
                    onClick={async () => {
                      const ok = await run(() =>
                        dataProvider.create('place_type_rates', { data: { rate: amountValue(newRate, RATE_RULE), place_type: record!.id, currency: newCurrency } }),
                      );
                      if (ok) {
                        setValue('newCurrency', null);
                        setValue('newRate', '');
                      }
                    }}
                  >
                    {translate('app.money.common.add')}
                  </Button>
                </TableCell>
              </TableRow>
            )}
          </RateTable>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(changed)} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined} data-testid="place-type-edit-close">
          {translate('app.money.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
