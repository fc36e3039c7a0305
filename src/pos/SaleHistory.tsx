/**
 * /sales/sale-history: the sales of a date range (today by default; no future dates, the start not
 * after the end), newest first, each linking to /sale/{id}; paged by 10 (SPEC.md 9: tables 10).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Alert, Box, Stack, Typography } from '@mui/material';
import type { RouteDef } from '../domain/routes';
import type { AppDataProvider } from '../providers/dataProvider';
import { QueryState, TABLE_PAGE } from '../ui/CardTable';
import { DateRangeFields, usePeriod } from '../ui/DateRange';
import { usePageFor } from '../ui/usePagedPeriod';
import { requiredPeriodProblem, todayUtc } from '../domain/period';
import { SalesTable } from '../ui/SalesTable';

/** SPEC.md 9: tables page by 10 */
export const HISTORY_PAGE = TABLE_PAGE;


export function SaleHistory({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { after: from, before: to, fields } = usePeriod({ after: todayUtc(), before: todayUtc() }, { inUrl: true });
  // another range starts again at its first page
  const [page, setPage] = usePageFor(`${from}|${to}`);
  // SPEC.md section 2: both dates, no future date, the start not after the end
  const valid = requiredPeriodProblem(from, to) === null;
  const sales = useQuery({
    queryKey: ['pos', 'sales', from, to, page],
    queryFn: () => dataProvider.listSales({ date_after: from, date_before: to, offset: page * HISTORY_PAGE, limit: HISTORY_PAGE }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={`screen-${route?.key ?? 'sale_history'}`}>
      <Title title={translate('app.sale.history')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('app.sale.history')}
        </Typography>
        <DateRangeFields {...fields} afterLabel={translate('app.sale.date_after')} beforeLabel={translate('app.sale.date_before')} testIds={['history-from', 'history-to']} />
      </Stack>
      {!valid && <Alert severity="warning">{translate('app.sale.dates_invalid')}</Alert>}
      {/* a refused period shows no sales: the previous period's rows would read as this one's */}
      {valid && <QueryState query={sales} pending={sales.isPending} empty={translate('app.sale.no_sales')} />}
      {valid && sales.data && sales.data.results.length > 0 && (
        <SalesTable
          sales={sales.data.results}
          testId="history-table"
          pager={{ count: sales.data.count, page, rowsPerPage: HISTORY_PAGE, onPage: setPage, testId: 'history-pager' }}
        />
      )}
    </Box>
  );
}

export default SaleHistory;
