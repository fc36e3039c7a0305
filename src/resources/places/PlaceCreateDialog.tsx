import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Radio,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorsOf } from '../../providers/httpClient';
import { CurrencySelect, DecimalField, useCompany } from '../../ui/moneyUi';
import { useAppNotify } from '../../layout/feedback';
import {
  MIN_AMOUNT_SAVE_MS,
  NAME_MAX,
  canAddCurrency,
  canFinish,
  currenciesToAdd,
  emptyPlaceInfo,
  placeInfoCanSave,
  placeInfoChanged,
  placeInfoErrors,
  type PlaceInfoValues,
} from './placeModel';
import type { PlaceCurrency, PlaceType } from '../../domain/company/types';
import { isNonNegativeAmount } from '../../domain/currency';

/**
 * 'Add place': a 2-step modal (SPEC.md sections 2, 4, 5). Step 1 saves the place info (creates the
 * place); step 2 adds its currencies. Cancelling deletes the half-created place; Finish needs at least
 * one currency and closes with 'place successfully created'.
 */
export function PlaceCreateDialog({ open, onClose }: { open: boolean; onClose: (created: boolean) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const { currencies } = useCompany();
  const types = useGetList<PlaceType>('place_types', { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' } }, { enabled: open });

  const [step, setStep] = useState(0);
  const [info, setInfo] = useState<PlaceInfoValues>(emptyPlaceInfo());
  const [touched, setTouched] = useState<Partial<Record<keyof PlaceInfoValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [placeId, setPlaceId] = useState<number | null>(null);
  const [saved, setSaved] = useState<PlaceInfoValues | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [added, setAdded] = useState<PlaceCurrency[]>([]);
  const [newCurrency, setNewCurrency] = useState<number | null>(null);
  const [newBase, setNewBase] = useState(false);
  const [newMinimum, setNewMinimum] = useState('');
  const [minimums, setMinimums] = useState<Record<number, string>>({});
  const timers = useRef<Record<number, ReturnType<typeof setTimeout>>>({});
  const pending = useRef<Record<number, () => Promise<void>>>({});

  const reset = () => {
    setStep(0);
    setInfo(emptyPlaceInfo());
    setTouched({});
    setServerErrors({});
    setPlaceId(null);
    setSaved(null);
    setAdded([]);
    setNewCurrency(null);
    setNewBase(false);
    setNewMinimum('');
    setMinimums({});
    Object.values(timers.current).forEach(clearTimeout);
    timers.current = {};
    pending.current = {};
  };
  useEffect(() => {
    if (open) reset();
  }, [open]);
  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);

  const errors = placeInfoErrors(info);
  const fieldError = (field: keyof PlaceInfoValues) => {
    const code = serverErrors[field] ?? (touched[field] ? errors[field] : undefined);
    if (!code) return undefined;
    if (code === 'max_length') return translate('app.validation.max_length', { max: field === 'name' ? NAME_MAX : 255 });
    return translate(`app.messages.${code}`, { _: code });
  };

  // ---- step 1
  const saveInfo = async () => {
    if (saved && !placeInfoChanged(info, saved)) return setStep(1);
    if (!placeInfoCanSave(info, saved, busy)) return;
    setBusy(true);
    setServerErrors({});
    const body = { name: info.name.trim(), type: info.type!, address: info.address.trim(), image: info.image };
    try {
      if (placeId == null) {
        const { data } = await dataProvider.create('places', { data: body });
        setPlaceId(data.id as number);
      } else {
        await dataProvider.update('places', { id: placeId, data: body, previousData: { id: placeId } });
      }
      setSaved(info);
      setStep(1);
    } catch (err) {
      const fields: Record<string, string> = {};
      for (const e of errorsOf(err)) if (e.field && !fields[e.field]) fields[e.field] = e.code;
      setServerErrors(fields);
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await dataProvider.uploadPlaceImage(file);
      setInfo((v) => ({ ...v, image }));
    } catch (err) {
      toast.error(err);
    } finally {
      setUploading(false);
    }
  };

  // ---- step 2
  const addCurrency = async () => {
    if (!canAddCurrency(newCurrency, newMinimum, busy) || placeId == null) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.create('place_currencies', {
        data: {
          place: placeId,
          currency: newCurrency,
          is_base_currency: newBase || added.length === 0,
          amount_to_remain: newMinimum === '' ? '0.00' : newMinimum,
        },
      });
      const row = data as unknown as PlaceCurrency;
      setAdded((list) => [...list.map((c) => (row.is_base_currency ? { ...c, is_base_currency: false } : c)), row]);
      setMinimums((m) => ({ ...m, [row.id]: row.amount_to_remain }));
      setNewCurrency(null);
      setNewBase(false);
      setNewMinimum('');
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  const setBase = async (row: PlaceCurrency) => {
    if (row.is_base_currency) return;
    setBusy(true);
    try {
      await dataProvider.update('place_currencies', { id: row.id, data: { is_base_currency: true }, previousData: row });
      setAdded((list) => list.map((c) => ({ ...c, is_base_currency: c.id === row.id })));
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  const removeCurrency = async (row: PlaceCurrency) => {
    setBusy(true);
    clearTimeout(timers.current[row.id]);
    delete pending.current[row.id];
    try {
      await dataProvider.delete('place_currencies', { id: row.id, previousData: row });
      setAdded((list) => list.filter((c) => c.id !== row.id));
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  /** The minimum amount is saved 1 s after typing stops. */
  const changeMinimum = (row: PlaceCurrency, value: string) => {
    setMinimums((m) => ({ ...m, [row.id]: value }));
    clearTimeout(timers.current[row.id]);
    if (!isNonNegativeAmount(value)) return;
    const save = async () => {
      delete pending.current[row.id];
      try {
        await dataProvider.update('place_currencies', { id: row.id, data: { amount_to_remain: value }, previousData: row });
        setAdded((list) => list.map((c) => (c.id === row.id ? { ...c, amount_to_remain: value } : c)));
      } catch (err) {
        toast.error(err);
      }
    };
    pending.current[row.id] = save;
    timers.current[row.id] = setTimeout(() => void save(), MIN_AMOUNT_SAVE_MS);
  };

  const finish = async () => {
    if (!canFinish(added, busy)) return;
    setBusy(true);
    Object.values(timers.current).forEach(clearTimeout);
    await Promise.all(Object.values(pending.current).map((save) => save()));
    setBusy(false);
    toast.success('app.money.places.created');
    onClose(true);
  };

  /** Cancelling deletes the half-created place. */
  const cancel = async () => {
    if (busy) return;
    Object.values(timers.current).forEach(clearTimeout);
    if (placeId != null) {
      setBusy(true);
      try {
        await dataProvider.delete('places', { id: placeId, previousData: { id: placeId } });
      } catch (err) {
        toast.error(err);
      } finally {
        setBusy(false);
      }
    }
    onClose(false);
  };

  const offer = currenciesToAdd(currencies, added);
  const typeOptions = types.data ?? [];

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        // Escape cancels (and deletes the half-created place); a stray click outside does nothing
        if (reason === 'escapeKeyDown') void cancel();
      }}
      fullWidth
      maxWidth="sm"
      aria-labelledby="place-create-title"
      data-testid="place-create-dialog"
    >
      <DialogTitle id="place-create-title">{translate('app.money.places.add')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          <Step>
            <StepLabel>{translate('app.money.places.step_info')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{translate('app.money.places.step_currencies')}</StepLabel>
          </Step>
        </Stepper>

        {step === 0 && (
          <Box
            component="form"
            noValidate
            id="place-info-form"
            onSubmit={(e) => {
              e.preventDefault();
              void saveInfo();
            }}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <TextField
              label={translate('resources.places.fields.name')}
              required
              autoFocus
              value={info.name}
              onChange={(e) => {
                setInfo((v) => ({ ...v, name: e.target.value }));
                setServerErrors((s) => ({ ...s, name: undefined }));
              }}
              onBlur={() => setTouched((t) => ({ ...t, name: true }))}
              error={!!fieldError('name')}
              helperText={fieldError('name') ?? `${info.name.length}/${NAME_MAX}`}
              slotProps={{ htmlInput: { 'data-testid': 'place-name' } }}
            />
            <TextField
              select
              required
              label={translate('resources.places.fields.type')}
              value={info.type ?? ''}
              onChange={(e) => {
                setInfo((v) => ({ ...v, type: e.target.value === '' ? null : Number(e.target.value) }));
                setTouched((t) => ({ ...t, type: true }));
              }}
              onBlur={() => setTouched((t) => ({ ...t, type: true }))}
              error={!!fieldError('type')}
              helperText={fieldError('type') ?? ' '}
              slotProps={{ select: { inputProps: { 'data-testid': 'place-type' } } }}
            >
              {typeOptions.map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('resources.places.fields.address')}
              value={info.address}
              onChange={(e) => setInfo((v) => ({ ...v, address: e.target.value }))}
              error={!!fieldError('address')}
              helperText={fieldError('address') ?? ' '}
              slotProps={{ htmlInput: { 'data-testid': 'place-address', maxLength: 255 } }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Avatar variant="rounded" src={info.image ?? undefined} sx={{ width: 56, height: 56 }}>
                <PhotoCameraIcon />
              </Avatar>
              <Button component="label" variant="outlined" size="small" disabled={uploading} startIcon={uploading ? <CircularProgress size={16} /> : undefined}>
                {translate('app.money.places.choose_image')}
                <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void upload(e.target.files?.[0])} data-testid="place-image" />
              </Button>
              {info.image && (
                <Button size="small" onClick={() => setInfo((v) => ({ ...v, image: null }))}>
                  {translate('app.money.places.remove_image')}
                </Button>
              )}
            </Box>
          </Box>
        )}

        {step === 1 && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box
              component="form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void addCurrency();
              }}
              sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
            >
              <CurrencySelect
                currencies={offer}
                value={newCurrency}
                onChange={setNewCurrency}
                label={translate('app.money.common.currency')}
                testId="place-currency-select"
                disabled={busy || offer.length === 0}
              />
              <DecimalField
                size="small"
                label={translate('app.money.places.minimum_amount')}
                value={newMinimum}
                onChange={setNewMinimum}
                testId="place-currency-minimum"
                disabled={busy}
                sx={{ width: 160 }}
              />
              <FormControlLabel
                control={<Checkbox checked={newBase} onChange={(e) => setNewBase(e.target.checked)} disabled={busy} />}
                label={translate('app.money.places.base_currency')}
              />
              <Button type="submit" variant="outlined" disabled={!canAddCurrency(newCurrency, newMinimum, busy)} data-testid="place-currency-add">
                {translate('app.money.common.add')}
              </Button>
            </Box>
            {added.length === 0 ? (
              <Alert severity="info">{translate('app.money.places.finish_needs_currency')}</Alert>
            ) : (
              <Table size="small" data-testid="place-currencies">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.money.common.currency')}</TableCell>
                    <TableCell>{translate('app.money.places.base_currency')}</TableCell>
                    <TableCell>{translate('app.money.places.minimum_amount')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {added.map((row) => (
                    <TableRow key={row.id} data-testid={`place-currency-row-${row.currency.name}`}>
                      <TableCell>{row.currency.name}</TableCell>
                      <TableCell>
                        <Radio
                          checked={row.is_base_currency}
                          onChange={() => void setBase(row)}
                          disabled={busy}
                          slotProps={{ input: { 'aria-label': `${translate('app.money.places.base_currency')} ${row.currency.name}` } }}
                        />
                      </TableCell>
                      <TableCell>
                        <DecimalField
                          size="small"
                          value={minimums[row.id] ?? row.amount_to_remain}
                          onChange={(v) => changeMinimum(row, v)}
                          testId={`place-currency-minimum-${row.currency.name}`}
                          error={!isNonNegativeAmount(minimums[row.id] ?? row.amount_to_remain)}
                          aria-label={`${translate('app.money.places.minimum_amount')} ${row.currency.name}`}
                          sx={{ width: 140 }}
                        />
                      </TableCell>
                      <TableCell align="right">
                        <Tooltip title={translate('app.money.common.delete')}>
                          <span>
                            <IconButton
                              size="small"
                              disabled={busy}
                              onClick={() => void removeCurrency(row)}
                              aria-label={`${translate('app.money.common.delete')} ${row.currency.name}`}
                            >
                              <DeleteIcon fontSize="small" />
                            </IconButton>
                          </span>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void cancel()} disabled={busy} data-testid="place-cancel">
          {translate('app.money.common.cancel')}
        </Button>
        {step === 1 && (
          <Button onClick={() => setStep(0)} disabled={busy}>
            {translate('app.money.common.back')}
          </Button>
        )}
        {step === 0 ? (
          <Button
            type="submit"
            form="place-info-form"
            variant="contained"
            disabled={!(saved && !placeInfoChanged(info, saved)) && !placeInfoCanSave(info, saved, busy || uploading)}
            data-testid="place-next"
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate('app.money.common.next')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => void finish()}
            disabled={!canFinish(added, busy)}
            data-testid="place-finish"
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate('app.money.common.finish')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
