/**
 * /management/payroll/history (admin; issue 15): the salaries paid, newest first, with their period,
 * employee and figures, filtered by a period; the page's totals per currency; an Excel file of every
 * payment of the filter (built in the browser from the same answers, as the cash desk's).
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorText, useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { formatDateTime, MoneyText } from '../../ui/moneyUi';
import { Page } from '../../ui/Page';
import { saveBlob } from '../../ui/vendorCodeExport';
import { payrollWorkbook } from './payrollExcel';
import { todayUtc, totalsByCurrency } from './payrollModel';

const PAGE = 10;
/** the export reads at most this many payments (the API's largest page) */
const EXPORT_MAX = 1000;

export function PayrollHistory() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useAppNotify();
  const [after, setAfter] = useState('');
  const [before, setBefore] = useState('');
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const datesBad = (!!after && !!before && after > before) || before > todayUtc() || after > todayUtc();
  const filter = { date_after: after || undefined, date_before: before || undefined };
  const list = useQuery({
    queryKey: ['payroll', 'history', after, before, page],
    queryFn: () => dataProvider.listSalaries({ ...filter, offset: page * PAGE, limit: PAGE }),
    enabled: !datesBad,
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.results ?? [];
  const exportAll = async () => {
    setExporting(true);
    try {
      const all = await dataProvider.listSalaries({ ...filter, offset: 0, limit: EXPORT_MAX });
      saveBlob(await payrollWorkbook(all.results, (k) => translate(k)), `payroll-${after || 'all'}-${before || todayUtc()}.xlsx`);
    } catch (err) {
      notify.error(err);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Page
      title={translate('app.routes.payroll_history')}
      testId="screen-payroll_history"
      actions={
        <>
          <Button component={Link} to="/management/payroll" data-testid="payroll-open-payroll">
            {translate('app.payroll.open_payroll')}
          </Button>
          <Button startIcon={<DownloadIcon />} disabled={!rows.length || exporting} onClick={() => void exportAll()} data-testid="payroll-export">
            {translate('app.payroll.export')}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField size="small" type="date" label={translate('app.payroll.date_after')} value={after} onChange={(e) => { setAfter(e.target.value); setPage(0); }} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: before || todayUtc(), 'data-testid': 'payroll-history-after' } }} />
        <TextField size="small" type="date" label={translate('app.payroll.date_before')} value={before} onChange={(e) => { setBefore(e.target.value); setPage(0); }} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: after, max: todayUtc(), 'data-testid': 'payroll-history-before' } }} />
      </Box>
      {datesBad && <Alert severity="error">{translate('app.messages.dates_order')}</Alert>}
      {list.isPending && !datesBad && <Loading />}
      {list.error && <Alert severity="error">{errorText(translate, list.error)}</Alert>}
      {list.data && rows.length === 0 && <Alert severity="info">{translate('app.payroll.history_empty')}</Alert>}
      {rows.length > 0 && (
        <Card>
          <TableContainer>
            <Table size="small" data-testid="payroll-history-table">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.payroll.period')}</TableCell>
                  <TableCell>{translate('app.payroll.employee')}</TableCell>
                  <TableCell align="right">{translate('app.payroll.days')}</TableCell>
                  <TableCell align="right">{translate('app.payroll.salary')}</TableCell>
                  <TableCell align="right">{translate('app.payroll.sell_percent_amount')}</TableCell>
                  <TableCell align="right">{translate('app.payroll.total')}</TableCell>
                  <TableCell>{translate('app.payroll.pay_from')}</TableCell>
                  <TableCell>{translate('app.payroll.paid_by')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} data-testid={`payroll-history-row-${r.id}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {r.date_after} – {r.date_before}
                    </TableCell>
                    <TableCell>{r.employee.name}</TableCell>
                    <TableCell align="right">{r.days}</TableCell>
                    <TableCell align="right">
                      <MoneyText value={r.salary} currency={r.currency.name} />
                    </TableCell>
                    <TableCell align="right">
                      <MoneyText value={r.sell_percent_amount} currency={r.currency.name} />
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      <MoneyText value={r.total} currency={r.currency.name} />
                    </TableCell>
                    <TableCell>{r.wallet?.name ?? translate('app.payroll.company_balance')}</TableCell>
                    <TableCell>
                      {r.paid_by.name}
                      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8em' }}>
                        {formatDateTime(String(r.created_at))}
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', px: 2, pt: 1 }} data-testid="payroll-history-totals">
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {translate('app.payroll.totals')}:
            </Typography>
            {totalsByCurrency(rows).map((s) => (
              <MoneyText key={s.currency} value={s.total} currency={s.currency} />
            ))}
          </Box>
          <TablePagination component="div" count={list.data?.count ?? 0} page={page} rowsPerPage={PAGE} rowsPerPageOptions={[PAGE]} onPageChange={(_, p) => setPage(p)} />
        </Card>
      )}
    </Page>
  );
}

export default PayrollHistory;
