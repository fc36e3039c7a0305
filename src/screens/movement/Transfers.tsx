/**
 * /transfers sub-routes (SPEC.md 2): outgoing (/transfers/create-transfers: preparing at my places, and
 * a new transfer from the current workplace to one or more places), forwarded (sent from my places),
 * to accept (on the way to my places; find one by its printed code, typed or scanned), accepted
 * (delivered to my places) and the admin's history with filters (status, places, dates). Each row links
 * to /transfers/info/{id}.
 */
import { useState, type FormEvent } from 'react';
import { listParam, useUrlState } from '../../ui/urlState';
import { usePageFor } from '../../ui/usePagedPeriod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SelectArrayInput, useDataProvider, useTranslate } from 'react-admin';
import * as z from 'zod';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { TRANSFER_STATUSES, type TransferBox } from '../../domain/movement/contract';
import { idField } from '../../domain/fields';
import { FormDialog } from '../../ui/FormDialog';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useIdempotencyKey } from '../../providers/idempotency';
import { useSalePlace } from '../../providers/salePlace';
import { errorText } from '../../layout/feedback';
import { TransferStatusChip } from './common';
import { usePlaces } from '../../providers/usePlaces';
import { RoutePage } from '../../ui/Page';
import { DateRangeFields } from '../../ui/DateRange';
import { periodProblem } from '../../domain/period';
import { RecordLink, TABLE_PAGE as PAGE } from '../../ui/CardTable';
import { createdColumn } from '../../ui/tableColumns';
import { AddButton } from '../../ui/AddButton';
import { PagedCardTable } from '../../ui/PagedCardTable';

const BOX_OF: Record<string, TransferBox> = {
  transfers_outgoing: 'outgoing',
  transfers_forwarded: 'forwarded',
  transfers_to_accept: 'to_accept',
  transfers_accepted: 'accepted',
  transfers_history: 'all',
  transfers: 'to_accept',
};

/** The new-transfer form: one or more recipients ('Field To Place may not be null' when none). */
const recipientsForm = z.object({ to_places: z.array(idField, { error: 'to_place_null' }).min(1, 'to_place_null') });

/** A new transfer from the current workplace to one or more places (one transfer each, created together). */
function CreateTransferDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const salePlace = useSalePlace();
  const { all } = usePlaces();
  const { key } = useIdempotencyKey();
  const submit = async ({ to_places }: { to_places: number[] }) => {
    if (!salePlace) return;
    const created = [];
    // one key per recipient, derived from this dialog's key: a retry repeats none of them
    for (const place of to_places) created.push(await dataProvider.createTransfer({ from_place: salePlace.id, to_place: place }, `${key}-${place}`));
    await queryClient.invalidateQueries({ queryKey: ['transfers'] });
    onClose();
    navigate(created.length === 1 ? `/transfers/info/${created[0].id}` : '/transfers/create-transfers');
  };
  return (
    <FormDialog<{ to_places: number[] }>
      open
      title={translate('app.movement.new_transfer')}
      schema={recipientsForm}
      defaultValues={{ to_places: [] }}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="ra.action.create"
      testId="transfer-create"
    >
      <TextField label={translate('app.movement.col_from')} value={salePlace?.name ?? ''} disabled fullWidth />
      <SelectArrayInput
        source="to_places"
        label={translate('app.movement.col_to')}
        choices={all.filter((p) => p.id !== salePlace?.id)}
        helperText={translate('app.movement.to_places_help')}
        data-testid="transfer-to-places"
      />
    </FormDialog>
  );
}

/** Find a transfer by its printed code (a scanner types it and presses Enter). */
function ByCode() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const find = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    setError(null);
    try {
      const found = await dataProvider.transferByCode(code.trim());
      navigate(`/transfers/info/${found.id}`);
    } catch (err) {
      setError(errorText(translate, err));
    }
  };
  return (
    <Box component="form" onSubmit={(e) => void find(e)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        size="small"
        label={translate('app.movement.by_code')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={!!error}
        helperText={error ?? translate('app.movement.by_code_help')}
        slotProps={{ htmlInput: { 'data-testid': 'transfer-code', maxLength: 20 } }}
      />
      <Button type="submit" variant="outlined" data-testid="transfer-code-find">
        {translate('app.movement.find')}
      </Button>
    </Box>
  );
}

/** The admin's history filters: statuses, places (several; sent comma-joined, SPEC.md 7), dates. */
function HistoryFilters({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  const translate = useTranslate();
  const { all } = usePlaces();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      {TRANSFER_STATUSES.map((s) => (
        <FormControlLabel
          key={s}
          control={<Checkbox checked={value.status.includes(s)} onChange={(e) => onChange({ ...value, status: e.target.checked ? [...value.status, s] : value.status.filter((x) => x !== s) })} />}
          label={translate(`app.movement.status_${s}`)}
        />
      ))}
      <TextField
        select
        size="small"
        label={translate('app.movement.places')}
        value={value.places}
        onChange={(e) => {
          const picked = e.target.value as unknown as number[] | string;
          onChange({ ...value, places: typeof picked === 'string' ? picked.split(',').filter(Boolean).map(Number) : picked });
        }}
        sx={{ minWidth: 220 }}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (picked) => {
              const ids = picked as number[];
              return ids.length ? all.filter((p) => ids.includes(p.id)).map((p) => p.name).join(', ') : translate('app.movement.all');
            },
          },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'history-places' },
        }}
      >
        {all.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            <Checkbox size="small" checked={value.places.includes(p.id)} sx={{ p: 0, mr: 1 }} />
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields
        after={value.after}
        before={value.before}
        onAfter={(after) => onChange({ ...value, after })}
        onBefore={(before) => onChange({ ...value, before })}
        afterLabel={translate('app.movement.date_after')}
        beforeLabel={translate('app.movement.date_before')}
      />
    </Box>
  );
}
interface Filters {
  status: string[];
  places: number[];
  after: string;
  before: string;
}

export function TransferList({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const box = BOX_OF[route?.key ?? 'transfers'] ?? 'to_accept';
  const [creating, setCreating] = useState(false);
  // the history's filters live in the address: Back from a transfer's page finds them again
  const [url, setUrl] = useUrlState({ status: '', places: '', after: '', before: '' });
  const filters: Filters = {
    status: listParam.read(url.status).filter((s) => (TRANSFER_STATUSES as readonly string[]).includes(s)),
    places: listParam.read(url.places).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0),
    after: url.after,
    before: url.before,
  };
  const setFilters = (f: Filters) => setUrl({ status: listParam.write(f.status), places: listParam.write(f.places), after: f.after, before: f.before });
  const [page, setPage] = usePageFor(`${url.status}|${url.places}|${url.after}|${url.before}`);
  const datesProblem = periodProblem(filters.after, filters.before);
  const list = useQuery({
    queryKey: ['transfers', box, box === 'all' ? filters : null, page],
    queryFn: () =>
      dataProvider.listTransfers({
        box,
        offset: page * PAGE,
        limit: PAGE,
        ...(box === 'all' ? { status: filters.status.join(',') || undefined, places: filters.places.join(',') || undefined, date_after: filters.after || undefined, date_before: filters.before || undefined } : {}),
      }),
    enabled: !datesProblem,
  });
  return (
    <RoutePage
      route={route}
      screen="transfers_to_accept"
      actions={
        box === 'outgoing' && (
          <AddButton label={translate('app.movement.new_transfer')} onClick={() => setCreating(true)} testId="transfer-create" />
        )
      }
    >
      {box === 'to_accept' && <ByCode />}
      {box === 'all' && (
        <HistoryFilters
          value={filters}
          onChange={setFilters}
        />
      )}
      <PagedCardTable
        query={list}
        page={page}
        onPage={setPage}
        refused={datesProblem}
        pagerBelow={{}}
        empty={translate('app.movement.no_transfers')}
        testId="transfers-table"
        rows={list.data?.results ?? []}
        rowTestId="transfer-row"
        columns={[
          { label: 'app.movement.col_code', cell: (t) => <RecordLink to={`/transfers/info/${t.id}`} label={translate('app.movement.open_transfer', { code: t.code })}>{t.code}</RecordLink> },
          createdColumn('app.movement.col_date'),
          { label: 'app.movement.col_from', cell: (t) => t.from_place.name },
          { label: 'app.movement.col_to', cell: (t) => t.to_place.name },
          { label: 'app.movement.col_created_by', cell: (t) => t.created_by.name },
          { label: 'app.movement.col_quantity', align: 'right', cell: (t) => t.total_quantity },
          { label: 'app.movement.col_status', cell: (t) => <TransferStatusChip status={t.status} /> },
        ]}
      />
      {creating && <CreateTransferDialog onClose={() => setCreating(false)} />}
    </RoutePage>
  );
}

export default TransferList;
