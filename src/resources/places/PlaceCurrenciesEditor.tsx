/**
 * A place's currencies, edited on the place's page (SPEC.md 5 'Place', 7 place_currencies): add a
 * currency (already added ones are not offered), make one the base currency, remove one (never the base
 * one nor the last one: the server refuses them too), and the minimum amount, saved 1 s after typing
 * stops (and at once when the page is left before that). Each change is its own call, as the contract
 * has them: POST, PATCH and DELETE /company/v1/place_currencies/.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { Alert, Box, Radio, TableCell, TableRow } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { PlaceCurrency } from '../../domain/company/types';
import { AmountField } from '../../ui/AmountField';
import { useCompany } from '../../ui/moneyUi';
import { useAppNotify } from '../../layout/feedback';
import { IconAction } from '../../ui/IconAction';
import { PlaceCurrencyAddForm } from './PlaceCurrencyAddForm';
import { HeadCells, HeadTable } from '../../ui/CardTable';
import { MIN_AMOUNT_SAVE_MS, canAddCurrency, currenciesToAdd, minimumToSave, removeRefusal } from './placeModel';

interface AddValues {
  currency: number | null;
  minimum: string;
  base: boolean;
}
const EMPTY_ADD: AddValues = { currency: null, minimum: '', base: false };

export function PlaceCurrenciesEditor({
  placeId,
  rows,
  reload,
  rateCell,
}: {
  placeId: number;
  rows: readonly PlaceCurrency[];
  /** read the place's currencies again after a change */
  reload: () => Promise<unknown>;
  /** the rate shown for a currency (with where it comes from) */
  rateCell: (row: PlaceCurrency) => ReactNode;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const { currencies } = useCompany();
  const [busy, setBusy] = useState(false);
  const { control, reset, handleSubmit } = useForm<AddValues>({ defaultValues: EMPTY_ADD });
  const add = useWatch({ control }) as AddValues;
  const offer = currenciesToAdd(currencies, rows);

  /** one call, then the list again; a refusal is a toast */
  const act = async (call: () => Promise<unknown>, done: string, name: string) => {
    setBusy(true);
    try {
      await call();
      toast.success(done, { name });
      await reload();
      return true;
    } catch (err) {
      toast.error(err);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const addCurrency = handleSubmit(async (v) => {
    const chosen = currencies.find((c) => c.id === v.currency);
    if (!chosen || !canAddCurrency(v.currency, v.minimum, busy)) return;
    const body = { place: placeId, currency: chosen.id, is_base_currency: v.base || rows.length === 0, amount_to_remain: minimumToSave(v.minimum) ?? '0.00' };
    if (await act(() => dataProvider.create('place_currencies', { data: body }), 'app.money.places.currency_added', chosen.name)) reset(EMPTY_ADD);
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="place-currencies-editor">
      {rows.length === 0 ? (
        <Alert severity="info">{translate('app.money.place_view.no_currencies')}</Alert>
      ) : (
        <HeadTable
          testId="place-view-currencies"
          region={translate('app.money.place_view.currencies')}
          head={
            <HeadCells
              columns={[
                'app.money.common.currency',
                { label: 'app.money.common.rate', align: 'right' },
                { label: 'app.money.places.base_currency', align: 'center' },
                'app.money.places.minimum_amount',
                {},
              ]}
            />
          }
        >
          {rows.map((row) => (
            <TableRow key={row.id} data-testid={`place-currency-row-${row.currency.name}`}>
              <TableCell>{row.currency.name}</TableCell>
              <TableCell align="right" data-testid={`place-view-rate-${row.currency.name}`}>
                {rateCell(row)}
              </TableCell>
              <TableCell align="center">
                <Radio
                  checked={row.is_base_currency}
                  disabled={busy}
                  onChange={() =>
                    void act(
                      () => dataProvider.update('place_currencies', { id: row.id, data: { is_base_currency: true }, previousData: row }),
                      'app.money.places.base_changed',
                      row.currency.name,
                    )
                  }
                  slotProps={{ input: { 'aria-label': `${translate('app.money.places.base_currency')} ${row.currency.name}`, 'data-testid': `place-currency-base-${row.currency.name}` } as object }}
                />
              </TableCell>
              <TableCell>
                <MinimumAmount row={row} />
              </TableCell>
              <TableCell align="right">
                <IconAction
                  title={(() => {
                    const refusal = removeRefusal(row, rows);
                    return refusal ? translate(`app.messages.${refusal}`) : translate('app.money.common.delete');
                  })()}
                  ariaLabel={`${translate('app.money.common.delete')} ${row.currency.name}`}
                  icon={<DeleteIcon fontSize="small" />}
                  disabled={busy || !!removeRefusal(row, rows)}
                  onClick={() =>
                    void act(() => dataProvider.delete('place_currencies', { id: row.id, previousData: row }), 'app.money.places.currency_removed', row.currency.name)
                  }
                  testId={`place-currency-delete-${row.currency.name}`}
                  size="small"
                />
              </TableCell>
            </TableRow>
          ))}
        </HeadTable>
      )}
      <PlaceCurrencyAddForm
        control={control}
        names={{ currency: 'currency', minimum: 'minimum', base: 'base' }}
        offer={offer}
        busy={busy}
        ready={canAddCurrency(add.currency, add.minimum ?? '', busy)}
        onSubmit={() => void addCurrency()}
      />
    </Box>
  );
}

/** A row's minimum amount: saved 1 s after typing stops, or at once when the page is left before that. */
function MinimumAmount({ row }: { row: PlaceCurrency }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const { control, setValue } = useForm<{ minimum: string }>({ defaultValues: { minimum: row.amount_to_remain } });
  const typed = useWatch({ control, name: 'minimum' });
  const saved = useRef(row.amount_to_remain);
  const pending = useRef<(() => void) | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');

  // another save (or a reload) brought a new value while nothing is being typed
  useEffect(() => {
    if (!pending.current && row.amount_to_remain !== saved.current) {
      saved.current = row.amount_to_remain;
      setValue('minimum', row.amount_to_remain);
    }
  }, [row.amount_to_remain, setValue]);

  useEffect(() => {
    const value = minimumToSave(typed);
    if (value === null || value === minimumToSave(saved.current)) {
      pending.current = null;
      return;
    }
    const save = () => {
      pending.current = null;
      saved.current = value;
      setState('saving');
      dataProvider
        .update('place_currencies', { id: row.id, data: { amount_to_remain: value }, previousData: row })
        .then(() => setState('saved'))
        .catch((err: unknown) => {
          setState('idle');
          toast.error(err);
        });
    };
    pending.current = save;
    const timer = setTimeout(save, MIN_AMOUNT_SAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed starts the 1 s wait
  }, [typed]);
  // leaving the page before the second is up still saves what was typed
  useEffect(() => () => pending.current?.(), []);

  return (
    <Controller
      name="minimum"
      control={control}
      render={({ field }) => (
        <AmountField
          size="small"
          optional
          value={field.value}
          onChange={(v) => {
            setState('idle');
            field.onChange(v);
          }}
          currency={row.currency.name}
          testId={`place-currency-minimum-${row.currency.name}`}
          helperText={state === 'idle' ? ' ' : translate(state === 'saving' ? 'app.money.places.minimum_saving' : 'app.money.places.minimum_saved')}
          slotProps={{ htmlInput: { 'aria-label': `${translate('app.money.places.minimum_amount')} ${row.currency.name}` } }}
          sx={{ width: 190 }}
        />
      )}
    />
  );
}
