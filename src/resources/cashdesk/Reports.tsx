/**
 * /reports (every role; issue 13, SPEC.md 3 'Report'): a date range (no future dates, the start not
 * after the end) and a place (an admin may leave it empty: the company's money, its own account, every
 * place and wallet); for each currency the balance before, incomes and expenses by kind with totals,
 * the balance after and the exchanges. When the server says the figures do not add up, an error is
 * shown instead of them. Excel export: one sheet per currency.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CardHeader, MenuItem, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { EXPENSE_KEYS, INCOME_KEYS, type MoneyReportRow } from '../../domain/report/contract';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { usePlaces } from '../../providers/usePlaces';
import { useCan } from '../../providers/useCan';
import { useSalePlace } from '../../providers/salePlace';
import { errorText } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { MoneyText } from '../../ui/moneyUi';
import { Page } from '../../ui/Page';
import { saveBlob } from '../../ui/vendorCodeExport';
import { reportWorkbook } from './cashDeskExcel';

const today = () => new Date().toISOString().slice(0, 10);

function Amounts({ title, keys, values, total, totalLabel, currency, testId }: { title: string; keys: readonly string[]; values: Record<string, string>; total: string; totalLabel: string; currency: string; testId: string }) {
  const translate = useTranslate();
  const shown = keys.filter((k) => values[k] !== '0.00');
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Table size="small" data-testid={testId}>
        <TableBody>
          {shown.map((k) => (
            <TableRow key={k} data-testid={`${testId}-${k}`}>
              <TableCell>{translate(`app.cashdesk.kinds.${k}`)}</TableCell>
              <TableCell align="right">
                <MoneyText value={values[k]} currency={currency} />
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{totalLabel}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }} data-testid={`${testId}-total`}>
              <MoneyText value={total} currency={currency} />
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

function CurrencyCard({ row }: { row: MoneyReportRow }) {
  const translate = useTranslate();
  const c = row.currency.name;
  return (
    <Card sx={{ mb: 2 }} data-testid={`report-${c}`}>
      <CardHeader title={c} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, pt: 0 }}>
        <Typography>
          {translate('app.cashdesk.prev_amount')}: <MoneyText value={row.prev_amount} currency={c} testId={`report-${c}-prev`} />
        </Typography>
        <Typography>
          {translate('app.cashdesk.actual_amount')}: <b><MoneyText value={row.actual_amount} currency={c} testId={`report-${c}-actual`} /></b>
        </Typography>
        <Amounts title={translate('app.cashdesk.incomes')} keys={INCOME_KEYS} values={row.incomes} total={row.total_incomes} totalLabel={translate('app.cashdesk.total_incomes')} currency={c} testId={`report-${c}-incomes`} />
        <Amounts title={translate('app.cashdesk.expenses')} keys={EXPENSE_KEYS} values={row.expenses} total={row.total_expenses} totalLabel={translate('app.cashdesk.total_expenses')} currency={c} testId={`report-${c}-expenses`} />
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
  const [after, setAfter] = useState(today());
  const [before, setBefore] = useState(today());
  const [place, setPlace] = useState<string>(salePlace ? String(salePlace.id) : '');
  const valid = !!after && !!before && after <= before && before <= today();
  const report = useQuery({
    queryKey: ['report', after, before, place],
    queryFn: () => dataProvider.moneyReport({ date_after: after, date_before: before, place: place ? Number(place) : undefined }),
    enabled: valid,
  });
  const choices = seesAll ? all : mine;
  return (
    <Page
      title={translate('app.routes.reports')}
      testId={`screen-${route?.key ?? 'reports'}`}
      actions={
        <Button
          startIcon={<DownloadIcon />}
          disabled={!report.data?.consistent}
          onClick={() => report.data && void reportWorkbook(report.data, (k) => translate(k)).then((b) => saveBlob(b, `report-${after}-${before}.xlsx`))}
          data-testid="report-excel"
        >
          Excel
        </Button>
      }
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField size="small" type="date" label={translate('app.cashdesk.date_after')} value={after} onChange={(e) => setAfter(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: before || today(), 'data-testid': 'report-from' } }} />
        <TextField size="small" type="date" label={translate('app.cashdesk.date_before')} value={before} onChange={(e) => setBefore(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: after, max: today(), 'data-testid': 'report-to' } }} />
        <TextField select size="small" label={translate('app.cashdesk.place')} value={place} onChange={(e) => setPlace(e.target.value)} sx={{ minWidth: 200 }} slotProps={{ htmlInput: { 'data-testid': 'report-place' } }}>
          {seesAll && <MenuItem value="">{translate('app.cashdesk.all_places')}</MenuItem>}
          {choices.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {!valid && <Alert severity="error">{translate('app.messages.dates_order')}</Alert>}
      {report.isPending && valid && <Loading />}
      {report.error && <Alert severity="error">{errorText(translate, report.error)}</Alert>}
      {report.data && !report.data.consistent && (
        <Alert severity="error" data-testid="report-inconsistent">
          {translate('app.cashdesk.inconsistent')}
        </Alert>
      )}
      {report.data?.consistent && report.data.results.map((r) => <CurrencyCard key={r.currency.id} row={r} />)}
    </Page>
  );
}

export default Reports;
