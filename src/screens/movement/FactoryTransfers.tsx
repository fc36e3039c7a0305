/**
 * /transfers-from-factory (every role): the pending factory deliveries (or the processed
 * ones), an Excel upload in the template's format (vendor code, size, quantity, cost; exceljs in the
 * browser, the rows sent as JSON to POST transfers/from-factory/), and one delivery's details (?id=):
 * unknown vendor codes or sizes listed line by line, fixed in place, then processed into stock at a
 * chosen place exactly once. Toasts per SPEC.md 8 (server message, or the fallbacks). Above them the
 * fabric barcode lookup (SPEC.md 7 Transfer; ./FabricLookup.tsx).
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, LinearProgress, Link, TextField, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { parseFactorySheet } from '../../domain/movement/factorySheet';
import type { FactoryLineDto, FactoryTransferDto } from '../../domain/movement/contract';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorsOf } from '../../providers/httpClient';
import { newIdempotencyKey, useIdempotencyKey } from '../../providers/idempotency';
import { useSalePlace } from '../../providers/salePlace';
import { errorText, TOAST_MS, useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { formatDateTime, useCompany, MoneyCell } from '../../ui/moneyUi';
import { saveBlob } from '../../ui/vendorCodeExport';
import { FACTORY_FILE_MAX, factoryTemplate, readSheetRows } from '../../ui/factoryExcel';
import { usePlaces } from '../../providers/usePlaces';
import { RoutePage } from '../../ui/Page';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { useBusy } from '../../ui/useBusy';
import { CardTable } from '../../ui/CardTable';
import { PagedCardTable } from '../../ui/PagedCardTable';
import { createdColumn } from '../../ui/tableColumns';
import { StatusListTabs, useStatusPagedList } from '../../ui/StatusPagedList';
import { PlaceSelect } from '../../ui/PlaceSelect';
import { FabricLookup } from './FabricLookup';

/** SPEC.md 8: the server's message, else the screen's fallback text (also for a failure the server said nothing about). */
function useFactoryError() {
  const translate = useTranslate();
  return useCallback(
    (err: unknown, fallback: string) => {
      const errors = errorsOf(err);
      // no word of the server's own (a 500 without one, a gateway or the network): the screen's fallback
      return errors.length && !errors.every((e) => e.code === 'server_error' || e.code === 'network_error') ? errorText(translate, err) : translate(fallback);
    },
    [translate],
  );
}

/** SPEC.md 8: a failure to load is a toast (the server's message, or the fallback), once per failure. */
function useFailureToast(error: unknown, fallback: string) {
  const notify = useNotify();
  const failure = useFactoryError();
  useEffect(() => {
    if (error) notify(failure(error, fallback), { type: 'error', autoHideDuration: TOAST_MS });
  }, [error, fallback, failure, notify]);
}

/** A delivery's state: processed, pending with lines to fix, or pending. */
function DeliveryStatusChip({ delivery: f }: { delivery: FactoryTransferDto }) {
  const translate = useTranslate();
  if (f.status === 'processed') return <Chip size="small" color="success" label={translate('app.movement.processed')} />;
  if (f.unresolved > 0) return <Chip size="small" color="error" label={translate('app.movement.delivery_unresolved', { smart_count: f.unresolved })} />;
  return <Chip size="small" label={translate('app.movement.pending')} />;
}

function FixLine({ id, line, index }: { id: number; line: FactoryLineDto; index: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [vendor, setVendor] = useState(line.vendor_code);
  const [size, setSize] = useState(line.size);
  const { busy, run } = useBusy();
  const save = () =>
    run(async () => {
      await dataProvider.patchFactoryLine(id, line.id, { vendor_code: vendor, size }, newIdempotencyKey());
      await queryClient.invalidateQueries({ queryKey: ['factory'] });
    });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField size="small" label={translate('app.movement.col_vendor_code')} value={vendor} onChange={(e) => setVendor(e.target.value)} slotProps={{ htmlInput: { maxLength: 20, 'data-testid': `factory-fix-vendor-${index}` } }} />
      <TextField size="small" label={translate('app.movement.col_size')} value={size} onChange={(e) => setSize(e.target.value)} slotProps={{ htmlInput: { maxLength: 64, 'data-testid': `factory-fix-size-${index}` } }} />
      <Button size="small" variant="outlined" disabled={busy || !vendor.trim() || !size.trim()} onClick={() => void save()} data-testid={`factory-fix-save-${index}`}>
        {translate('ra.action.save')}
      </Button>
    </Box>
  );
}

function FactoryDetails({ id, onBack }: { id: number; onBack: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const failure = useFactoryError();
  const salePlace = useSalePlace();
  const { mine } = usePlaces();
  const { baseCurrencyName } = useCompany();
  const [place, setPlace] = useState<number | ''>(salePlace?.id ?? '');
  const details = useQuery({ queryKey: ['factory', 'one', id], queryFn: () => dataProvider.getFactoryTransfer(id) });
  useFailureToast(details.error, 'app.movement.error_loading_details');
  const back = (
    <Link component="button" onClick={onBack} sx={{ mb: 1 }} data-testid="factory-back">
      {translate('app.movement.back_to_list')}
    </Link>
  );
  if (details.isPending) return <Loading />;
  if (details.error) return back;
  const d = details.data;
  return (
    <Box data-testid="factory-details">
      {back}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.movement.delivery_title', { id: d.id, reference: d.reference || '—' })}
      </Typography>
      {d.status === 'processed' ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('app.movement.delivery_processed', { place: d.place?.name ?? '', name: d.processed_by?.name ?? '', date: formatDateTime(String(d.processed_at)) })}
        </Alert>
      ) : d.unresolved > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="factory-unresolved">
          {translate('app.movement.delivery_unresolved', { smart_count: d.unresolved })}
        </Alert>
      ) : null}
      {d.status === 'pending' && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <PlaceSelect label={translate('app.movement.to_place')} value={place} onChange={setPlace} places={mine} sx={{ minWidth: 200 }} testId="factory-place" />
          <ConfirmButton
            variant="contained"
            color="success"
            disabled={d.unresolved > 0 || place === ''}
            label={translate('app.movement.process')}
            question={translate('app.movement.process_question', { quantity: d.total_quantity, place: mine.find((p) => p.id === place)?.name ?? '' })}
            action={(key) => dataProvider.processFactoryTransfer(id, place === '' ? null : place, key)}
            failureText={(err) => failure(err, 'app.movement.error_accepting_transfer')}
            reload={() => queryClient.invalidateQueries({ queryKey: ['factory'] })}
            success="app.movement.transfer_successfully_accepted"
            testId="factory-process"
          />
        </Box>
      )}
      <CardTable
        testId="factory-lines"
        rows={d.details}
        rowProps={(l, i) => ({ 'data-testid': `factory-line-${i}`, sx: l.problem ? { bgcolor: 'error.50' } : undefined })}
        columns={[
          { text: '#', cell: (_, i) => i + 1 },
          { label: 'app.movement.col_vendor_code', cell: (l) => l.vendor_code },
          { label: 'app.movement.col_size', cell: (l) => l.size },
          { label: 'app.movement.col_quantity', align: 'right', cell: (l) => l.quantity },
          { label: 'app.movement.col_cost', align: 'right', td: (l) => <MoneyCell value={l.cost} currency={baseCurrencyName} /> },
          {
            label: 'app.movement.col_product',
            cell: (l, i) =>
              l.problem ? (
                <Box sx={{ display: 'grid', gap: 1 }}>
                  <Chip size="small" color="error" label={translate(`app.messages.${l.problem}`)} data-testid={`factory-problem-${i}`} sx={{ justifySelf: 'start' }} />
                  {d.status === 'pending' && <FixLine id={id} line={l} index={i} />}
                </Box>
              ) : (
                `${l.product?.name ?? ''} ${l.product?.model ?? ''} · ${l.size_ref?.name ?? ''}`
              ),
          },
        ]}
      />
    </Box>
  );
}

export function FactoryTransfers({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useAppNotify();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const { key, renew } = useIdempotencyKey();
  const [uploading, setUploading] = useState(false);
  const [sheetProblems, setSheetProblems] = useState<string[]>([]);
  const fileRef = useRef<HTMLInputElement>(null);
  const deliveries = useStatusPagedList('factory', { pending: 'app.movement.pending', processed: 'app.movement.processed' }, (status, page) => dataProvider.listFactoryTransfers({ status, ...page }), {
    replace: false,
    enabled: !openId,
  });
  useFailureToast(deliveries.query.error, 'app.movement.error_loading_transfers');

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setSheetProblems([]);
    if (!/\.xlsx$/i.test(file.name)) return setSheetProblems([translate('app.movement.file_not_xlsx')]);
    if (file.size > FACTORY_FILE_MAX) return setSheetProblems([translate('app.messages.file_too_large')]);
    setUploading(true);
    try {
      const { lines, problems } = parseFactorySheet(await readSheetRows(file));
      if (problems.length) {
        setSheetProblems(
          problems.map((p) =>
            p.code === 'missing_columns'
              ? translate('app.movement.missing_column', { column: p.column ?? '' })
              : `${translate('app.movement.sheet_row', { row: p.row })}, ${p.column}: ${translate(`app.messages.${p.code}`, { _: p.code })}`,
          ),
        );
        return;
      }
      if (!lines.length) return setSheetProblems([translate('app.movement.sheet_empty')]);
      const created = await dataProvider.createFactoryTransfer({ reference: file.name.slice(0, 64), details: lines }, key);
      renew();
      await queryClient.invalidateQueries({ queryKey: ['factory'] });
      setParams({ id: String(created.id) });
    } catch (err) {
      if (errorsOf(err).length) notify.error(err);
      else setSheetProblems([translate('app.movement.file_unreadable')]);
    } finally {
      setUploading(false);
    }
  };

  return (
    <RoutePage
      route={route}
      screen="transfers_from_factory"
      actions={
        <>
          <Button startIcon={<DownloadIcon />} onClick={() => void factoryTemplate().then((b) => saveBlob(b, 'factory-delivery.xlsx'))} data-testid="factory-template">
            {translate('app.movement.template')}
          </Button>
          <Button variant="contained" startIcon={<UploadIcon />} disabled={uploading} onClick={() => fileRef.current?.click()} data-testid="factory-upload">
            {translate('app.movement.upload_excel')}
          </Button>
          <input ref={fileRef} type="file" hidden accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => void upload(e)} data-testid="factory-file" aria-label={translate('app.movement.upload_excel')} />
        </>
      }
    >
      {uploading && <LinearProgress sx={{ mb: 2 }} aria-label={translate('app.movement.uploading')} />}
      {sheetProblems.length > 0 && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }} data-testid="factory-sheet-problems">
          {sheetProblems.join('\n')}
        </Alert>
      )}
      <FabricLookup />
      {openId ? (
        <FactoryDetails id={openId} onBack={() => setParams({})} />
      ) : (
        <>
          <StatusListTabs tabs={deliveries.tabs} testId="factory-tab" ariaLabel={translate('app.routes.transfers_from_factory')} />
          <PagedCardTable
            {...deliveries.table}
            showError={false}
            pagerBelow={{ testId: 'factory-pager' }}
            empty={translate('app.movement.no_deliveries')}
            testId="factory-table"
            rowTestId="factory-row"
            columns={[
              {
                text: '#',
                cell: (f) => (
                  <Link component="button" onClick={() => setParams({ id: String(f.id) })} aria-label={translate('app.movement.open_delivery', { id: f.id })}>
                    {f.id}
                  </Link>
                ),
              },
              { label: 'app.movement.col_reference', cell: (f) => f.reference },
              createdColumn('app.movement.col_date'),
              { label: 'app.movement.col_lines', align: 'right', cell: (f) => f.lines },
              { label: 'app.movement.col_quantity', align: 'right', cell: (f) => f.total_quantity },
              { label: 'app.movement.col_status', cell: (f) => <DeliveryStatusChip delivery={f} /> },
            ]}
          />
        </>
      )}
    </RoutePage>
  );
}

export default FactoryTransfers;
