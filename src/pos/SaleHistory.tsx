/**
 * /sales/sale-history: the sales of a date range (today by default; no future dates, the start not
 * after the end), newest first, each linking to /sale/{id}; paged by 10 (SPEC.md 9: tables 10).
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import type { RouteDef } from '../domain/routes';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorText } from '../layout/feedback';
import { Loading } from '../layout/RouteGuard';
import { SalesTable } from '../ui/SalesTable';

const today = () => new Date().toISOString().slice(0, 10);
/** SPEC.md 9: tables page by 10 */
export const HISTORY_PAGE = 10;

/** SPEC.md section 2: no future dates, and the start not after the end. */
export const datesValid = (from: string, to: string, now = today()) => !!from && !!to && from <= to && to <= now;

export function SaleHistory({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [from, setFrom] = useState(today());
  const [to, setTo] = useState(today());
  const [page, setPage] = useState(0);
  const valid = datesValid(from, to);
  const sales = useQuery({
    queryKey: ['pos', 'sales', from, to, page],
    queryFn: () => dataProvider.listSales({ date_after: from, date_before: to, offset: page * HISTORY_PAGE, limit: HISTORY_PAGE }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  // another range starts again at its first page
  const changeFrom = (value: string) => {
    setFrom(value);
    setPage(0);
  };
  const changeTo = (value: string) => {
    setTo(value);
    setPage(0);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={`screen-${route?.key ?? 'sale_history'}`}>
      <Title title={translate('app.sale.history')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('app.sale.history')}
        </Typography>
        <TextField type="date" size="small" label={translate('app.sale.date_after')} value={from} onChange={(e) => changeFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || today(), 'data-testid': 'history-from' } }} />
        <TextField type="date" size="small" label={translate('app.sale.date_before')} value={to} onChange={(e) => changeTo(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from, max: today(), 'data-testid': 'history-to' } }} />
      </Stack>
      {!valid && <Alert severity="warning">{translate('app.sale.dates_invalid')}</Alert>}
      {sales.isPending && valid && <Loading />}
      {sales.error && <Alert severity="error">{errorText(translate, sales.error)}</Alert>}
      {sales.data && sales.data.results.length === 0 && <Alert severity="info">{translate('app.sale.no_sales')}</Alert>}
      {sales.data && sales.data.results.length > 0 && (
        <SalesTable
          sales={sales.data.results}
          testId="history-table"
          pager={{ count: sales.data.count, page, rowsPerPage: HISTORY_PAGE, onPageChange: setPage, testId: 'history-pager' }}
        />
      )}
    </Box>
  );
}

export default SaleHistory;
