/**
 * /sales/cash-desk-approvement and /sales/cash-desk-history (admin; issue 13). Approvement: the closed
 * desks waiting for the admin, filtered by places and dates, ticked and approved (the counted cash moves
 * to the company balance) or rejected several at once. History: every desk with who closed and
 * confirmed it and its per-currency figures, and an Excel file per desk (built in the browser from the
 * same answer: docs/decisions.md).
 */
import { Fragment, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, Checkbox, Collapse, IconButton, MenuItem, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import DownloadIcon from '@mui/icons-material/Download';
import type { CashDeskDto } from '../../domain/cashdesk/contract';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { usePlaces } from '../../providers/usePlaces';
import { errorText } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { formatDateTime } from '../../ui/moneyUi';
import { Page } from '../../ui/Page';
import { saveBlob } from '../../ui/vendorCodeExport';
import { deskWorkbook } from './cashDeskExcel';
import { CashDeskStatusChip, DeskFigures } from './deskUi';

const PAGE = 10;
const today = () => new Date().toISOString().slice(0, 10);

export function CashDesks({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { all } = usePlaces();
  const approvement = route?.key !== 'cash_desk_history';
  const [place, setPlace] = useState('');
  const [after, setAfter] = useState('');
  const [before, setBefore] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const datesBad = (!!after && !!before && after > before) || before > today() || after > today();
  const list = useQuery({
    queryKey: ['cashdesk', 'list', approvement, place, after, before, page],
    queryFn: () =>
      dataProvider.listCashDesks({
        status: approvement ? 'closed' : undefined,
        places: place || undefined,
        date_after: after || undefined,
        date_before: before || undefined,
        offset: page * PAGE,
        limit: PAGE,
      }),
    enabled: !datesBad,
    placeholderData: keepPreviousData,
  });
  const done = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: ['cashdesk'] });
  };
  const rows = list.data?.results ?? [];
  const download = async (desk: CashDeskDto) => saveBlob(await deskWorkbook(desk, (k) => translate(k)), `cash-desk-${desk.place.name}-${desk.date}.xlsx`);
  const key = route?.key ?? 'cash_desk_approvement';
  return (
    <Page
      title={translate(`app.routes.${key}`)}
      testId={`screen-${key}`}
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
              onDone={done}
              success="app.cashdesk.approved"
              testId="cashdesk-approve"
            />
            <ConfirmButton
              color="error"
              disabled={!selected.length}
              label={translate('app.cashdesk.reject')}
              question={translate('app.cashdesk.reject_question', { smart_count: selected.length })}
              action={(k) => dataProvider.decideCashDesks(selected, 'reject', k)}
              onDone={done}
              success="app.cashdesk.rejected"
              testId="cashdesk-reject"
            />
          </>
        )
      }
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField select size="small" label={translate('app.cashdesk.place')} value={place} onChange={(e) => { setPlace(e.target.value); setPage(0); }} sx={{ minWidth: 200 }}>
          <MenuItem value="">{translate('app.cashdesk.all_places')}</MenuItem>
          {all.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="date" label={translate('app.cashdesk.date_after')} value={after} onChange={(e) => { setAfter(e.target.value); setPage(0); }} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: before || today() } }} />
        <TextField size="small" type="date" label={translate('app.cashdesk.date_before')} value={before} onChange={(e) => { setBefore(e.target.value); setPage(0); }} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: after, max: today() } }} />
      </Box>
      {datesBad && <Alert severity="error">{translate('app.messages.dates_order')}</Alert>}
      {list.isPending && !datesBad && <Loading />}
      {list.error && <Alert severity="error">{errorText(translate, list.error)}</Alert>}
      {list.data && rows.length === 0 && <Alert severity="info">{translate('app.cashdesk.no_desks')}</Alert>}
      {rows.length > 0 && (
        <Card>
          <TableContainer>
            <Table size="small" data-testid="cashdesks-table">
              <TableHead>
                <TableRow>
                  {approvement && <TableCell padding="checkbox" />}
                  <TableCell padding="checkbox" />
                  <TableCell>{translate('app.cashdesk.date')}</TableCell>
                  <TableCell>{translate('app.cashdesk.place')}</TableCell>
                  <TableCell>{translate('app.cashdesk.col_employee')}</TableCell>
                  <TableCell>{translate('app.cashdesk.col_status')}</TableCell>
                  <TableCell>{translate('app.cashdesk.comment')}</TableCell>
                  {!approvement && <TableCell />}
                </TableRow>
              </TableHead>
              <TableBody>
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
                          <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download(d)} data-testid={`cashdesk-excel-${d.id}`}>
                            Excel
                          </Button>
                        </TableCell>
                      )}
                    </TableRow>
                    <TableRow>
                      <TableCell colSpan={8} sx={{ py: 0, borderBottom: open === d.id ? undefined : 'none' }}>
                        <Collapse in={open === d.id} unmountOnExit>
                          <Box sx={{ py: 1 }}>
                            <DeskFigures desk={d} />
                          </Box>
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination component="div" count={list.data?.count ?? 0} page={page} rowsPerPage={PAGE} rowsPerPageOptions={[PAGE]} onPageChange={(_, p) => setPage(p)} />
        </Card>
      )}
    </Page>
  );
}

export default CashDesks;
