/**
 * /management/payroll/history (admin): the salaries paid, newest first, with their period,
 * employee and figures, filtered by a period; the page's totals per currency; an Excel file of every
 * payment of the filter (built in the browser from the same answers, as the cash desk's).
 */
import { useDataProvider, useTranslate } from 'react-admin';
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { AppDataProvider } from '../../providers/dataProvider';
import { HeadCells } from '../../ui/CardTable';
import { PagedCardTable } from '../../ui/PagedCardTable';
import { usePagedPeriodList } from '../../ui/usePagedPeriod';
import { formatDateTime, MoneyText, MoneyCell } from '../../ui/moneyUi';
import { RoutePage } from '../../ui/Page';
import type { RouteDef } from '../../domain/routes';
import { useBusy } from '../../ui/useBusy';
import { PeriodFilterBar } from '../../ui/DateRange';
import { saveBlob } from '../../ui/vendorCodeExport';
import { payrollWorkbook } from './payrollExcel';
import { PayrollSwitch } from './PayrollSwitch';
import { totalsByCurrency } from './payrollModel';
import { todayUtc } from '../../domain/period';

/** the export reads at most this many payments (the API's largest page) */
const EXPORT_MAX = 1000;

export function PayrollHistory({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { rows, after, before, period, fields, table } = usePagedPeriodList(['payroll', 'history'], dataProvider.listSalaries);
  const { busy: exporting, run } = useBusy();
  const exportAll = () =>
    run(async () => {
      const all = await dataProvider.listSalaries({ ...period, offset: 0, limit: EXPORT_MAX });
      saveBlob(await payrollWorkbook(all.results, (k) => translate(k)), `payroll-${after || 'all'}-${before || todayUtc()}.xlsx`);
    });
  return (
    <RoutePage
      route={route}
      screen="payroll_history"
      actions={
        <>
          <PayrollSwitch to="payroll" />
          <Button startIcon={<DownloadIcon />} disabled={!rows.length || exporting} onClick={() => void exportAll()} data-testid="payroll-export">
            {translate('app.payroll.export')}
          </Button>
        </>
      }
    >
      <PeriodFilterBar fields={fields} messages="app.payroll" testIds={['payroll-history-after', 'payroll-history-before']} />
      <PagedCardTable
        {...table}
        empty={translate('app.payroll.history_empty')}
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
    </RoutePage>
  );
}

export default PayrollHistory;
