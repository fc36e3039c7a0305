/**
 * /management/receptions (admin, manager): the receptions not yet accepted (or all, ?status=all; the API
 * filter is SPEC.md 7's acceptor__isnull, removed for 'all'), newest first, 10 a page, each linking to
 * /management/receptions/reception-info/{id}; a new reception (place, number, date) opens its page, where
 * products are added and it is accepted. Columns per SPEC.md 3 'Reception': number, date, place,
 * acceptor, confirmed by, confirmation date (one person accepts and confirms: docs/decisions.md).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Link, TableCell, TableRow } from '@mui/material';
import { receptionCreateBody, type ReceptionDto } from '../../domain/movement/contract';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useIdempotencyKey } from '../../providers/idempotency';
import { FormDialog } from '../../ui/FormDialog';
import { todayUtc } from '../../domain/period';
import { formatDateTime, useCompany, MoneyCell } from '../../ui/moneyUi';
import { useSalePlace } from '../../providers/salePlace';
import { usePlaces } from '../../providers/usePlaces';
import { Page } from '../../ui/Page';
import { CardTable, PageNav, QueryState, TABLE_PAGE as PAGE, HeadCells } from '../../ui/CardTable';
import { StatusTabs, useStatusPage } from '../../ui/StatusTabs';
import { AddButton } from '../../ui/AddButton';


export function ReceptionsTable({ receptions }: { receptions: readonly ReceptionDto[] }) {
  const translate = useTranslate();
  const { baseCurrencyName } = useCompany();
  return (
    <CardTable
      testId="receptions-table"
      head={
        <HeadCells
          columns={[
            'app.movement.col_number', 'app.movement.col_date', 'app.movement.col_place', 'app.movement.col_acceptor', 'app.movement.col_confirmed_by', 'app.movement.col_accepted_at',
            { label: 'app.movement.col_quantity', align: 'right' }, { label: 'app.movement.col_total_cost', align: 'right' },
          ]}
        />
      }
    >
      {receptions.map((r) => (
        <TableRow key={r.id} data-testid={`reception-row-${r.id}`}>
          <TableCell>
            <Link component={RouterLink} to={`/management/receptions/reception-info/${r.id}`} aria-label={translate('app.movement.open_reception', { number: r.number })}>
              {r.number}
            </Link>
          </TableCell>
          <TableCell>{r.date}</TableCell>
          <TableCell>{r.place.name}</TableCell>
          <TableCell data-testid={`reception-acceptor-${r.id}`}>{r.acceptor?.name ?? translate('app.movement.not_accepted')}</TableCell>
          <TableCell>{r.acceptor?.name ?? '—'}</TableCell>
          <TableCell>{r.accepted_at ? formatDateTime(String(r.accepted_at)) : '—'}</TableCell>
          <TableCell align="right">{r.total_quantity}</TableCell>
          <MoneyCell value={r.total_cost} currency={baseCurrencyName} />
        </TableRow>
      ))}
    </CardTable>
  );
}

export function ReceptionList({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const salePlace = useSalePlace();
  const { mine } = usePlaces();
  const { key, renew } = useIdempotencyKey();
  const [creating, setCreating] = useState(false);
  const { status, setStatus, page, setPage } = useStatusPage(['pending', 'all']);
  const list = useQuery({
    queryKey: ['receptions', status, page],
    // SPEC.md 7: acceptor__isnull for the not yet accepted ones, removed for 'all'
    queryFn: () => dataProvider.listReceptions({ acceptor__isnull: status === 'pending' ? true : undefined, offset: page * PAGE, limit: PAGE }),
  });
  return (
    <Page
      title={translate('app.movement.receptions')}
      testId={`screen-${route?.key ?? 'receptions'}`}
      actions={
        <AddButton label={translate('app.movement.new_reception')} onClick={() => setCreating(true)} testId="reception-create" />
      }
    >
      <StatusTabs
        value={status}
        onChange={setStatus}
        tabs={[
          { value: 'pending', label: translate('app.movement.not_yet_accepted'), testId: 'receptions-tab-pending' },
          { value: 'all', label: translate('app.movement.all'), testId: 'receptions-tab-all' },
        ]}
        ariaLabel={translate('app.movement.receptions')}
      />
      <QueryState query={list} empty={translate('app.movement.no_receptions')} />
      {list.data && list.data.results.length > 0 && <ReceptionsTable receptions={list.data.results} />}
      {list.data && list.data.count > PAGE && <PageNav count={list.data.count} page={page} onPage={setPage} testId="receptions-pager" />}
      {creating && (
        <FormDialog<{ place: number | ''; number: string; date: string }>
          open
          title={translate('app.movement.new_reception')}
          schema={receptionCreateBody}
          defaultValues={{ place: salePlace?.id ?? '', number: '', date: todayUtc() }}
          allowPristine
          onClose={() => setCreating(false)}
          onSubmit={async (values) => {
            const created = await dataProvider.createReception({ place: Number(values.place), number: values.number, date: values.date }, key);
            renew();
            await queryClient.invalidateQueries({ queryKey: ['receptions'] });
            setCreating(false);
            navigate(`/management/receptions/reception-info/${created.id}`);
          }}
          testId="reception-form"
        >
          <SelectInput source="place" label={translate('app.movement.col_place')} choices={mine} fullWidth />
          <TextInput source="number" label={translate('app.movement.col_number')} fullWidth />
          <TextInput source="date" type="date" label={translate('app.movement.col_date')} fullWidth slotProps={{ inputLabel: { shrink: true } }} />
        </FormDialog>
      )}
    </Page>
  );
}

export default ReceptionList;
