/**
 * /dashboard (admin, manager; SPEC.md 2 'Dashboard'): cards for total customers (with
 * customer access), total products and the current place's balance with a currency picker ('sum:
 * amount', or 'choose_currency'); a bar chart of the 10 best-selling products ('sales', x label vendor
 * code plus type name) for today, 7 or 30 days, a bar opening that product's sales by size; and the
 * table 'sales_for_today' (place, employee, date, total_sum, 'view' to /sale/{id}). Every figure is
 * read from the API (the ledgers), none kept here.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, MenuItem, Table, TableBody, TableCell, TableRow, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCan } from '../../providers/useCan';
import { useSalePlace } from '../../providers/salePlace';
import { Loading } from '../../layout/RouteGuard';
import { MoneyText, formatDateTime, MoneyCell } from '../../ui/moneyUi';
import { Page } from '../../ui/Page';
import { HeadTable, HeadCells } from '../../ui/CardTable';
import { daysAgoUtc, todayUtc } from '../../domain/period';

const PERIODS = { today: 0, week: 6, month: 29 } as const;
type Period = keyof typeof PERIODS;

function Figure({ label, value, testId }: { label: string; value: React.ReactNode; testId: string }) {
  return (
    <Card sx={{ flex: '1 1 220px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function Dashboard({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const place = useSalePlace();
  const customerAccess = useCan('customer.read');
  const [period, setPeriod] = useState<Period>('today');
  const [currency, setCurrency] = useState<number | ''>('');
  const [product, setProduct] = useState<{ id: number; label: string } | null>(null);
  const range = { date_after: daysAgoUtc(PERIODS[period]), date_before: todayUtc() };
  const customers = useQuery({ queryKey: ['dashboard', 'customers'], queryFn: () => dataProvider.getList('customers', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} }), enabled: customerAccess });
  const products = useQuery({ queryKey: ['dashboard', 'products'], queryFn: () => dataProvider.getList('products', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} }) });
  const balance = useQuery({ queryKey: ['dashboard', 'balance', place?.id], queryFn: () => dataProvider.placeBalance(place!.id), enabled: !!place });
  const top = useQuery({ queryKey: ['dashboard', 'top', period], queryFn: () => dataProvider.topSellProducts({ ...range, limit: 10 }) });
  const bySize = useQuery({ queryKey: ['dashboard', 'top-size', product?.id, period], queryFn: () => dataProvider.topSellBySize(product!.id, range), enabled: !!product });
  const today = useQuery({ queryKey: ['dashboard', 'today'], queryFn: () => dataProvider.listSales({ date_after: todayUtc(), date_before: todayUtc(), limit: 10 }) });
  const chosen = balance.data?.find((b) => b.currency.id === currency);
  const chart = (top.data ?? []).map((r) => ({ id: r.product.id, label: `${r.product.vendor_code} ${r.product.type_name}`, sales: r.quantity }));
  return (
    <Page title={translate('app.routes.dashboard')} testId={`screen-${route?.key ?? 'dashboard'}`}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {customerAccess && <Figure label={translate('app.dashboard.total_customers')} value={customers.data?.total ?? '…'} testId="dashboard-customers" />}
        <Figure label={translate('app.dashboard.total_products')} value={products.data?.total ?? '…'} testId="dashboard-products" />
        <Card sx={{ flex: '1 1 260px' }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {translate('app.dashboard.place_balance', { place: place?.name ?? '' })}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="h5" component="p" sx={{ flex: 1 }} data-testid="dashboard-balance">
                {chosen ? (
                  <>
                    {translate('app.dashboard.sum')}: <MoneyText value={chosen.amount} currency={chosen.currency.name} />
                  </>
                ) : (
                  translate('app.dashboard.choose_currency')
                )}
              </Typography>
              <TextField select size="small" label={translate('app.cashdesk.currency')} value={currency} onChange={(e) => setCurrency(Number(e.target.value))} sx={{ minWidth: 100 }} slotProps={{ htmlInput: { 'data-testid': 'dashboard-currency' } }}>
                {(balance.data ?? []).map((b) => (
                  <MenuItem key={b.currency.id} value={b.currency.id}>
                    {b.currency.name}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          </CardContent>
        </Card>
      </Box>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {translate('app.dashboard.top_products')}
            </Typography>
            <ToggleButtonGroup size="small" exclusive value={period} onChange={(_, v: Period | null) => v && setPeriod(v)} aria-label={translate('app.dashboard.period')}>
              {(Object.keys(PERIODS) as Period[]).map((p) => (
                <ToggleButton key={p} value={p} data-testid={`dashboard-period-${p}`}>
                  {translate(`app.dashboard.period_${p}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          {top.isPending && <Loading />}
          {top.data && top.data.length === 0 && <Alert severity="info">{translate('app.dashboard.no_sales')}</Alert>}
          {chart.length > 0 && (
            <Box sx={{ height: 300 }} data-testid="dashboard-chart" role="img" aria-label={translate('app.dashboard.chart_label', { list: chart.map((c) => `${c.label}: ${c.sales}`).join(', ') })}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={chart} onClick={(e) => {
                  const hit = chart[Number(e?.activeTooltipIndex)];
                  if (hit) setProduct({ id: hit.id, label: hit.label });
                }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="label" interval={0} angle={-20} textAnchor="end" height={70} tick={{ fontSize: 12 }} />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Bar dataKey="sales" name={translate('app.dashboard.sales')} fill="#1e40af" cursor="pointer" maxBarSize={64} />
                </BarChart>
              </ResponsiveContainer>
            </Box>
          )}
          {chart.length > 0 && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {chart.map((c) => (
                <Button key={c.id} size="small" variant={product?.id === c.id ? 'contained' : 'outlined'} onClick={() => setProduct({ id: c.id, label: c.label })} data-testid={`dashboard-product-${c.id}`}>
                  {c.label}: {c.sales}
                </Button>
              ))}
            </Box>
          )}
          {product && bySize.data && (
            <Box sx={{ mt: 2 }} data-testid="dashboard-by-size">
              <Typography variant="subtitle1" component="h3">
                {translate('app.dashboard.by_size', { product: product.label })}
              </Typography>
              <Table size="small">
                <TableBody>
                  {bySize.data.map((s) => (
                    <TableRow key={s.size.id}>
                      <TableCell>{s.size.name}</TableCell>
                      <TableCell align="right">{s.quantity}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('app.dashboard.sales_for_today')}
          </Typography>
          {today.data && today.data.results.length === 0 && <Alert severity="info">{translate('app.dashboard.no_sales')}</Alert>}
          {today.data && today.data.results.length > 0 && (
            <HeadTable
              testId="sales_for_today"
              head={<HeadCells columns={['app.dashboard.place', 'app.dashboard.employee', 'app.dashboard.date', { label: 'app.dashboard.total_sum', align: 'right' }, {}]} />}
            >
              {today.data.results.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{s.place.name}</TableCell>
                  <TableCell>{s.seller.name}</TableCell>
                  <TableCell>{formatDateTime(String(s.created_at))}</TableCell>
                  <MoneyCell value={s.total_cost_with_extra_service.amount} currency={s.total_cost_with_extra_service.currency.name} />
                  <TableCell>
                    <Button size="small" component={RouterLink} to={`/sale/${s.id}`}>
                      {translate('app.dashboard.view')} #{s.id}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </HeadTable>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}

export default Dashboard;
