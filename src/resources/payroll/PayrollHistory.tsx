/**
 * /management/payroll/history (admin; issue 15): the salaries paid, newest first, with their period,
 * employee and figures, filtered by a period; the page's totals per currency; an Excel file of every
 * payment of the filter (built in the browser from the same answers, as the cash desk's).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { AppDataProvider } from '../../providers/dataProvider';
import { TABLE_PAGE as PAGE, HeadCells } from '../../ui/CardTable';
import { PagedCardTable } from '../../ui/PagedCardTable';
import { usePagedPeriod } from '../../ui/usePagedPeriod';
import { formatDateTime, MoneyText, MoneyCell } from '../../ui/moneyUi';
import { Page } from '../../ui/Page';
import { useBusy } from '../../ui/useBusy';
import { DateRangeFields } from '../../ui/DateRange';
import { saveBlob } from '../../ui/vendorCodeExport';
import { payrollWorkbook } from './payrollExcel';
import { totalsByCurrency } from './payrollModel';
import { todayUtc } from '../../domain/period';

/** the export reads at most this many payments (the API's largest page) */
const EXPORT_MAX = 1000;

export function PayrollHistory() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { page, setPage, after, before, fields, datesProblem } = usePagedPeriod();
  const { busy: exporting, run } = useBusy();
  const filter = { date_after: after || undefined, date_before: before || undefined };
  const list = useQuery({
    queryKey: ['payroll', 'history', after, before, page],
    queryFn: () => dataProvider.listSalaries({ ...filter, offset: page * PAGE, limit: PAGE }),
    enabled: !datesProblem,
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.results ?? [];
  const exportAll = () =>
    run(async () => {
      const all = await dataProvider.listSalaries({ ...filter, offset: 0, limit: EXPORT_MAX });
      saveBlob(await payrollWorkbook(all.results, (k) => translate(k)), `payroll-${after || 'all'}-${before || todayUtc()}.xlsx`);
    });
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
        <DateRangeFields
          {...fields}
          afterLabel={translate('app.payroll.date_after')}
          beforeLabel={translate('app.payroll.date_before')}
          testIds={['payroll-history-after', 'payroll-history-before']}
        />
      </Box>
      <PagedCardTable
        query={list}
        page={page}
        onPage={setPage}
        empty={translate('app.payroll.history_empty')}
        refused={datesProblem}
        testId="payroll-history-table"
        footer={
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', px: 2, pt: 1 }} data-testid="payroll-history-totals">
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {translate('app.payroll.totals')}:
            </Typography>
            {totalsByCurrency(rows).map((s) => (
              <MoneyText key={s.currency} value={s.total} currency={s.currency} />
            ))}
          </Box>
        }
        head={
          <HeadCells
            columns={[
              'app.payroll.period', 'app.payroll.employee', { label: 'app.payroll.days', align: 'right' }, { label: 'app.payroll.salary', align: 'right' }, { label: 'app.payroll.sell_percent_amount', align: 'right' },
              { label: 'app.payroll.total', align: 'right' }, 'app.payroll.pay_from', 'app.payroll.paid_by',
            ]}
          />
        }
      >
        {rows.map((r) => (
          <TableRow key={r.id} data-testid={`payroll-history-row-${r.id}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {r.date_after} – {r.date_before}
            </TableCell>
            <TableCell>{r.employee.name}</TableCell>
            <TableCell align="right">{r.days}</TableCell>
            <MoneyCell value={r.salary} currency={r.currency.name} />
            <MoneyCell value={r.sell_percent_amount} currency={r.currency.name} />
            <MoneyCell value={r.total} currency={r.currency.name} sx={{ fontWeight: 600 }} />
            <TableCell>{r.wallet?.name ?? translate('app.payroll.company_balance')}</TableCell>
            <TableCell>
              {r.paid_by.name}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8em' }}>
                {formatDateTime(String(r.created_at))}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </PagedCardTable>
    </Page>
  );
}

export default PayrollHistory;
