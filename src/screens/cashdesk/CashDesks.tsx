/**
 * /sales/cash-desk-approvement and /sales/cash-desk-history (admin). Approvement: the closed
 * desks waiting for the admin, filtered by places and dates, ticked and approved (the counted cash moves
 * to the company balance) or rejected several at once. History: every desk with who closed and
 * confirmed it and its per-currency figures, and an Excel file per desk (built in the browser from the
 * same answer).
 */
import { Fragment, useState } from 'react';
import { useUrlState } from '../../ui/urlState';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Box, Checkbox, IconButton, TableCell, TableRow } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { usePlaces } from '../../providers/usePlaces';
import { CollapseRow, HeadCells } from '../../ui/CardTable';
import { PagedCardTable } from '../../ui/PagedCardTable';
import { usePagedPeriodList } from '../../ui/usePagedPeriod';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { PeriodFilterBar } from '../../ui/DateRange';
import { PlaceFilter } from '../../ui/PlaceFilter';
import { formatDateTime } from '../../ui/moneyUi';
import { RoutePage } from '../../ui/Page';
import { CashDeskStatusChip, DeskExcelButton, DeskFigures, DeskSales } from './deskUi';

export function CashDesks({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { all } = usePlaces();
  const approvement = route?.key !== 'cash_desk_history';
  const [{ place }, setUrl] = useUrlState({ place: '' });
  const setPlace = (value: string) => setUrl({ place: value });
  const { rows, fields, table } = usePagedPeriodList(['cashdesk', 'list', approvement, place], (q) => dataProvider.listCashDesks({ status: approvement ? 'closed' : undefined, places: place || undefined, ...q }), place);
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const done = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: ['cashdesk'] });
  };
  return (
    <RoutePage
      route={route}
      screen="cash_desk_approvement"
      actions={
        approvement && (
          <>
            <ConfirmButton
              variant="contained"
              color="success"
              disabled={!selected.length}
              label={`${translate('app.cashdesk.approve')}${selected.length ? ` (${selected.length})` : ''}`}
              question={translate('app.cashdesk.approve_question', { smart_count: selected.length })}
              action={(k) => dataProvider.decideCashDesks(selected, 'approve', k)}
              reload={done}
              success="app.cashdesk.approved"
              testId="cashdesk-approve"
            />
            <ConfirmButton
              color="error"
              disabled={!selected.length}
              label={translate('app.cashdesk.reject')}
              question={translate('app.cashdesk.reject_question', { smart_count: selected.length })}
              action={(k) => dataProvider.decideCashDesks(selected, 'reject', k)}
              reload={done}
              success="app.cashdesk.rejected"
              testId="cashdesk-reject"
            />
          </>
        )
      }
    >
      <PeriodFilterBar fields={fields} messages="app.cashdesk" periodLast>
        <PlaceFilter label={translate('app.cashdesk.place')} value={place} onChange={setPlace} places={all} allLabel={translate('app.cashdesk.all_places')} />
      </PeriodFilterBar>
      <PagedCardTable
        {...table}
        empty={translate('app.cashdesk.no_desks')}
        testId="cashdesks-table"
        head={
          <HeadCells
            columns={[
              approvement && { padding: 'checkbox' }, { padding: 'checkbox' }, 'app.cashdesk.date', 'app.cashdesk.place', 'app.cashdesk.col_employee', 'app.cashdesk.col_status', 'app.cashdesk.comment',
              !approvement && {},
            ]}
          />
        }
      >
        {rows.map((d) => (
          <Fragment key={d.id}>
            <TableRow data-testid={`cashdesk-row-${d.id}`}>
              {approvement && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.includes(d.id)}
                    onChange={(e) => setSelected((s) => (e.target.checked ? [...s, d.id] : s.filter((x) => x !== d.id)))}
                    slotProps={{ input: { 'aria-label': translate('app.cashdesk.select_desk', { place: d.place.name, date: d.date }), 'data-testid': `cashdesk-select-${d.id}` } as never }}
                  />
                </TableCell>
              )}
              <TableCell padding="checkbox">
                <IconButton size="small" onClick={() => setOpen(open === d.id ? null : d.id)} aria-expanded={open === d.id} aria-label={`${d.place.name} ${d.date}`} data-testid={`cashdesk-expand-${d.id}`}>
                  {open === d.id ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
              </TableCell>
              <TableCell>{d.date}</TableCell>
              <TableCell>{d.place.name}</TableCell>
              <TableCell>
                {translate('app.cashdesk.closed_by', { name: d.closed_by.name, date: formatDateTime(String(d.closed_at)) })}
                {d.confirmed_by && (
                  <>
                    <br />
                    {translate('app.cashdesk.confirmed_by', { name: d.confirmed_by.name, date: formatDateTime(String(d.confirmed_at)) })}
                  </>
                )}
              </TableCell>
              <TableCell>
                <CashDeskStatusChip status={d.status} />
              </TableCell>
              <TableCell>{d.comment}</TableCell>
              {!approvement && (
                <TableCell>
                  <DeskExcelButton desk={d} />
                </TableCell>
              )}
            </TableRow>
            <CollapseRow open={open === d.id} colSpan={8}>
              <Box sx={{ py: 1 }}>
                <DeskFigures desk={d} />
                {open === d.id && <DeskSales desk={d} canCheck={approvement} />}
              </Box>
            </CollapseRow>
          </Fragment>
        ))}
      </PagedCardTable>
    </RoutePage>
  );
}

export default CashDesks;
