/**
 * /management/receptions (admin, manager): all receptions (or the not yet accepted ones, ?status=pending;
 * the API filter is SPEC.md 7's acceptor__isnull, removed for 'all'), newest first, 10 a page, each linking to
 * /management/receptions/reception-info/{id}; a new reception (place, number, date) opens its page, where
 * products are added and it is accepted. Columns per SPEC.md 3 'Reception': number, date, place,
 * acceptor, confirmed by, confirmation date (one person accepts and confirms).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { TableCell } from '@mui/material';
import { receptionCreateBody } from '../../domain/movement/contract';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useIdempotencyKey } from '../../providers/idempotency';
import { FormDialog } from '../../ui/FormDialog';
import { todayUtc } from '../../domain/period';
import { formatDateTime, useCompany, MoneyCell } from '../../ui/moneyUi';
import { useSalePlace } from '../../providers/salePlace';
import { usePlaces } from '../../providers/usePlaces';
import { Page } from '../../ui/Page';
import { RecordLink } from '../../ui/CardTable';
import { PagedCardTable } from '../../ui/PagedCardTable';
import { StatusListTabs, useStatusPagedList } from '../../ui/StatusPagedList';
import { AddButton } from '../../ui/AddButton';
import { DateFormInput } from '../../ui/DateInput';


export function ReceptionList({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const salePlace = useSalePlace();
  const { mine } = usePlaces();
  const { key, renew } = useIdempotencyKey();
  const { baseCurrencyName } = useCompany();
  const [creating, setCreating] = useState(false);
  // SPEC.md 7: acceptor__isnull for the not yet accepted ones, removed for 'all'. The list opens on
  // 'all': a reception just accepted stays where it was, with its acceptor, instead of leaving the filtered view
  const receptions = useStatusPagedList('receptions', { all: 'app.movement.all', pending: 'app.movement.not_yet_accepted' }, (status, page) => dataProvider.listReceptions({ acceptor__isnull: status === 'pending' ? true : undefined, ...page }));
  return (
    <Page
      title={translate('app.movement.receptions')}
      testId={`screen-${route?.key ?? 'receptions'}`}
      actions={
        <AddButton label={translate('app.movement.new_reception')} onClick={() => setCreating(true)} testId="reception-create" />
      }
    >
      <StatusListTabs tabs={receptions.tabs} testId="receptions-tab" ariaLabel={translate('app.movement.receptions')} />
      <PagedCardTable
        {...receptions.table}
        pagerBelow={{ testId: 'receptions-pager' }}
        empty={translate('app.movement.no_receptions')}
        testId="receptions-table"
        rowTestId="reception-row"
        columns={[
          { label: 'app.movement.col_number', cell: (r) => <RecordLink to={`/management/receptions/reception-info/${r.id}`} label={translate('app.movement.open_reception', { number: r.number })}>{r.number}</RecordLink> },
          { label: 'app.movement.col_date', cell: (r) => r.date },
          { label: 'app.movement.col_place', cell: (r) => r.place.name },
          { label: 'app.movement.col_acceptor', td: (r) => <TableCell data-testid={`reception-acceptor-${r.id}`}>{r.acceptor?.name ?? translate('app.movement.not_accepted')}</TableCell> },
          { label: 'app.movement.col_confirmed_by', cell: (r) => r.acceptor?.name ?? '—' },
          { label: 'app.movement.col_accepted_at', cell: (r) => (r.accepted_at ? formatDateTime(String(r.accepted_at)) : '—') },
          { label: 'app.movement.col_quantity', align: 'right', cell: (r) => r.total_quantity },
          { label: 'app.movement.col_total_cost', align: 'right', td: (r) => <MoneyCell value={r.total_cost} currency={baseCurrencyName} /> },
        ]}
      />
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
          <DateFormInput source="date" label={translate('app.movement.col_date')} fullWidth testId="reception-date" />
        </FormDialog>
      )}
    </Page>
  );
}

export default ReceptionList;
