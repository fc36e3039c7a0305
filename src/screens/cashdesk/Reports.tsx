/**
 * /reports (every role; SPEC.md 3 'Report'): a date range (no future dates, the start not
 * after the end) and a place (an admin may leave it empty: the company's money, its own account, every
 * place and wallet); for each currency the balance before, incomes and expenses by kind with totals,
 * the balance after and the exchanges; a kind opens its journal lines, each linking to its sale,
 * booking, customer or reception. When the server says the figures do not add up, an error is
 * shown instead of them. Excel export: one sheet per currency.
 */
import { Fragment, useState } from 'react';
import { useUrlState } from '../../ui/urlState';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Link, Table, TableBody, TableCell, TablePagination, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EXPENSE_KEYS, INCOME_KEYS, MOVEMENTS_PAGE_MAX, type MoneyMovementDto, type MoneyReportDto, type MoneyReportRow } from '../../domain/report/contract';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { usePlaces } from '../../providers/usePlaces';
import { useCan } from '../../providers/useCan';
import { useSalePlace } from '../../providers/salePlace';
import { errorText } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { MoneyText, formatAmount, formatDateTime, MoneyCell } from '../../ui/moneyUi';
import { PeriodFilterBar, usePeriod } from '../../ui/DateRange';
import { PlaceFilter } from '../../ui/PlaceFilter';
import { requiredPeriodProblem, todayUtc } from '../../domain/period';
import { RoutePage } from '../../ui/Page';
import { useBusy } from '../../ui/useBusy';
import { saveBlob } from '../../ui/vendorCodeExport';
import { reportWorkbook, type SheetMovements } from './cashDeskExcel';

/** Movements per currency written into the Excel file; a longer period is said in the file, not silently cut. */
const EXPORT_MAX_MOVEMENTS = 20_000;


/** Where a journal line leads (SPEC.md 2: report rows link to the sale, the customer, the booking, the reception). */
export function movementLink(m: MoneyMovementDto): string | null {
  if (!m.ref) return null;
  if (m.ref.type === 'sale') return `/sale/${m.ref.id}`;
  if (m.ref.type === 'booking') return `/bookings/view/${m.ref.id}`;
  if (m.ref.type === 'customer') return `/management/customers/edit/${m.ref.id}/info`;
  if (m.ref.type === 'reception') return `/management/receptions/reception-info/${m.ref.id}`;
  return null;
}

export interface RowQuery {
  date_after: string;
  date_before: string;
  place?: number;
  currency: number;
}

/** One row's journal lines, 20 at a time. */
function Movements({ query, side, kind, currency }: { query: RowQuery; side: 'income' | 'expense'; kind: string; currency: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: ['report', 'movements', query, side, kind, page],
    queryFn: () => dataProvider.moneyMovements({ ...query, side, key: kind, offset: page * 20, limit: 20 }),
  });
  if (list.isPending) return <Loading />;
  if (list.error) return <Alert severity="error">{errorText(translate, list.error)}</Alert>;
  return (
    <Box sx={{ pl: 2 }} data-testid={`movements-${side}-${kind}`}>
      <Table size="small">
        <TableBody>
          {list.data.results.map((m) => {
            const link = movementLink(m);
            return (
              <TableRow key={m.id}>
                <TableCell>{formatDateTime(String(m.created_at))}</TableCell>
                <TableCell>{link ? <Link component={RouterLink} to={link}>{`${translate(`app.cashdesk.ref_${m.ref!.type}`, { _: m.ref!.type })} #${m.ref!.id}`}</Link> : m.comment}</TableCell>
                <TableCell>{m.employee?.name}</TableCell>
                <MoneyCell value={m.amount} currency={currency} />
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {list.data.count > 20 && <TablePagination component="div" count={list.data.count} page={page} rowsPerPage={20} rowsPerPageOptions={[20]} onPageChange={(_, p) => setPage(p)} />}
    </Box>
  );
}

function Amounts({ title, keys, values, total, totalLabel, currency, testId, side, query }: { title: string; keys: readonly string[]; values: Record<string, string>; total: string; totalLabel: string; currency: string; testId: string; side: 'income' | 'expense'; query: RowQuery }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<string | null>(null);
  const shown = keys.filter((k) => values[k] !== '0.00');
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Table size="small" data-testid={testId}>
        <TableBody>
          {shown.map((k) => (
            <Fragment key={k}>
              <TableRow data-testid={`${testId}-${k}`}>
                <TableCell>
                  <Link component="button" onClick={() => setOpen(open === k ? null : k)} aria-expanded={open === k} data-testid={`${testId}-${k}-open`}>
                    {translate(`app.cashdesk.kinds.${k}`)}
                  </Link>
                </TableCell>
                <MoneyCell value={values[k]} currency={currency} />
              </TableRow>
              {open === k && (
                <TableRow>
                  <TableCell colSpan={2} sx={{ p: 0 }}>
                    <Movements query={query} side={side} kind={k} currency={currency} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{totalLabel}</TableCell>
            <MoneyCell value={total} currency={currency} sx={{ fontWeight: 600 }} data-testid={`${testId}-total`} />
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

/** Incomes and expenses per day (SPEC.md 3 'Report': a chart of the period); amounts drawn as numbers, never summed here. */
function DaysChart({ row }: { row: MoneyReportRow }) {
  const translate = useTranslate();
  const data = row.days.map((d) => ({ date: d.date, income: Number(d.income), expense: Number(d.expense) }));
  return (
    <Box sx={{ gridColumn: '1 / -1' }} data-testid={`report-${row.currency.name}-chart`}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('app.cashdesk.chart')}
      </Typography>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" tick={{ fontSize: 12 }} />
          <YAxis tick={{ fontSize: 12 }} />
          {/* the bars are drawn from numbers; the tooltip writes the amount as every other amount is */}
          <Tooltip formatter={(value) => formatAmount(String(value))} />
          <Legend />
          <Bar dataKey="income" name={translate('app.cashdesk.incomes')} fill="#166534" maxBarSize={40} />
          <Bar dataKey="expense" name={translate('app.cashdesk.expenses')} fill="#b91c1c" maxBarSize={40} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

function CurrencyCard({ row, query }: { row: MoneyReportRow; query: Omit<RowQuery, 'currency'> }) {
  const translate = useTranslate();
  const c = row.currency.name;
  return (
    <Card sx={{ mb: 2 }} data-testid={`report-${c}`}>
      <CardHeader title={c} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, pt: 0 }}>
        {/* the headline: what selling earned; the tendered cash and the change given are the rows below */}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Typography variant="h6" component="p">
            {translate('app.cashdesk.sales_net')}: <MoneyText value={row.sales_net} currency={c} testId={`report-${c}-sales-net`} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.cashdesk.sales_net_hint')}
          </Typography>
        </Box>
        <Typography>
          {translate('app.cashdesk.prev_amount')}: <MoneyText value={row.prev_amount} currency={c} testId={`report-${c}-prev`} />
        </Typography>
        <Typography>
          {translate('app.cashdesk.actual_amount')}: <b><MoneyText value={row.actual_amount} currency={c} testId={`report-${c}-actual`} /></b>
        </Typography>
        <Amounts title={translate('app.cashdesk.incomes')} keys={INCOME_KEYS} values={row.incomes} total={row.total_incomes} totalLabel={translate('app.cashdesk.total_incomes')} currency={c} testId={`report-${c}-incomes`} side="income" query={{ ...query, currency: row.currency.id }} />
        <Amounts title={translate('app.cashdesk.expenses')} keys={EXPENSE_KEYS} values={row.expenses} total={row.total_expenses} totalLabel={translate('app.cashdesk.total_expenses')} currency={c} testId={`report-${c}-expenses`} side="expense" query={{ ...query, currency: row.currency.id }} />
        {row.received_goods_cost !== '0.00' && (
          <Typography sx={{ gridColumn: '1 / -1' }} data-testid={`report-${c}-received`}>
            {translate('app.cashdesk.received_goods_cost')}: <MoneyText value={row.received_goods_cost} currency={c} />
          </Typography>
        )}
        {row.days.length > 0 && <DaysChart row={row} />}
        {row.exchanges.length > 0 && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {translate('app.cashdesk.exchanges')}
            </Typography>
            <Table size="small">
              <TableBody>
                {row.exchanges.map((x) => (
                  <TableRow key={x.id}>
                    <TableCell>{x.change_currency_name}</TableCell>
                    <TableCell>
                      {translate('app.cashdesk.rate')} {x.rate}
                    </TableCell>
                    <TableCell align="right">
                      +<MoneyText value={x.income} currency={c} />
                    </TableCell>
                    <TableCell align="right">
                      −<MoneyText value={x.expense} currency={c} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export function Reports({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const salePlace = useSalePlace();
  const seesAll = useCan('transfer.admin');
  const { mine, all } = usePlaces();
  const { after, before, fields } = usePeriod({ after: todayUtc(), before: todayUtc() }, { inUrl: true });
  const [{ place }, setUrl] = useUrlState({ place: salePlace ? String(salePlace.id) : '' });
  const setPlace = (value: string) => setUrl({ place: value });
  const valid = requiredPeriodProblem(after, before) === null;
  const report = useQuery({
    queryKey: ['report', after, before, place],
    queryFn: () => dataProvider.moneyReport({ date_after: after, date_before: before, place: place ? Number(place) : undefined }),
    enabled: valid,
  });
  const choices = seesAll ? all : mine;
  const { busy: exporting, run } = useBusy();
  /** The Excel file: the report and, per currency, its movements (at most EXPORT_MAX_MOVEMENTS, read in pages). */
  const exportReport = (data: MoneyReportDto) =>
    run(async () => {
      const movements = new Map<number, SheetMovements>();
      for (const r of data.results) {
        const lines: MoneyMovementDto[] = [];
        let count: number;
        do {
          const page = await dataProvider.moneyMovements({ date_after: data.date_after, date_before: data.date_before, place: data.place?.id, currency: r.currency.id, offset: lines.length, limit: MOVEMENTS_PAGE_MAX });
          count = page.count;
          lines.push(...page.results);
          if (page.results.length === 0) break;
        } while (lines.length < count && lines.length < EXPORT_MAX_MOVEMENTS);
        movements.set(r.currency.id, { lines, count });
      }
      saveBlob(await reportWorkbook(data, (k) => translate(k), movements), `report-${data.date_after}-${data.date_before}.xlsx`);
    });
  return (
    <RoutePage
      route={route}
      screen="reports"
      actions={
        <Button
          startIcon={exporting ? <CircularProgress size={16} aria-label={translate('app.cashdesk.exporting')} /> : <DownloadIcon />}
          disabled={!report.data?.consistent || exporting}
          onClick={() => report.data && void exportReport(report.data)}
          data-testid="report-excel"
        >
          Excel
        </Button>
      }
    >
      <PeriodFilterBar fields={fields} messages="app.cashdesk" testIds={['report-from', 'report-to']}>
        <PlaceFilter label={translate('app.cashdesk.place')} value={place} onChange={setPlace} places={choices} allLabel={seesAll ? translate('app.cashdesk.all_places') : undefined} testId="report-place" />
      </PeriodFilterBar>
      {!valid && <Alert severity="error">{translate('app.messages.dates_order')}</Alert>}
      {report.isPending && valid && <Loading />}
      {report.error && <Alert severity="error">{errorText(translate, report.error)}</Alert>}
      {report.data && !report.data.consistent && (
        <Alert severity="error" data-testid="report-inconsistent">
          {translate('app.cashdesk.inconsistent')}
        </Alert>
      )}
      {report.data?.consistent &&
        report.data.results.map((r) => <CurrencyCard key={r.currency.id} row={r} query={{ date_after: after, date_before: before, place: place ? Number(place) : undefined }} />)}
    </RoutePage>
  );
}

export default Reports;
