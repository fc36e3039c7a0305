/**
 * /sales/close-cash-desk (every role; SPEC.md 2 and 5): the current workplace's cash desk of a
 * day (no future dates): for each currency the place takes, what the ledger says the drawer holds from
 * the day's takings beside what is counted now, the difference live, a comment; Close records it.
 * A closed (not yet confirmed) desk can be reopened. The day's sales are listed under it, and the
 * place's recent closings in a date range (the start not after the end).
 */
import { Fragment, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Alert, Box, Card, CardContent, Chip, TableCell, TableRow, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { HeadTable, HeadCells } from '../../ui/CardTable';
import type { RouteDef } from '../../domain/routes';
import { money, toMoneyString } from '../../domain/money';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useSalePlace } from '../../providers/salePlace';
import { errorText } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { AmountField, amountValue } from '../../ui/AmountField';
import { todayUtc } from '../../domain/period';
import { closingCancellable } from '../../domain/cashdesk/contract';
import { pastDateField } from '../../domain/fields';
import { DateInput } from '../../ui/DateInput';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { MoneyText, formatDateTime, MoneyCell } from '../../ui/moneyUi';
import { SalesTable } from '../../ui/SalesTable';
import { RoutePage } from '../../ui/Page';
import { CashDeskStatusChip, DeskExcelButton, DeskFigures } from './deskUi';


export function CloseCashDesk({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const place = useSalePlace();
  const [date, setDate] = useState(todayUtc());
  const [counted, setCounted] = useState<Record<number, string>>({});
  const [comment, setComment] = useState('');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dateOk = pastDateField.safeParse(date).success;
  const day = useQuery({ queryKey: ['cashdesk', 'day', place?.id, date], queryFn: () => dataProvider.cashDeskDay(place!.id, date), enabled: !!place && dateOk });
  const sales = useQuery({
    queryKey: ['cashdesk', 'sales', place?.id, date],
    queryFn: () => dataProvider.listSales({ place: place!.id, date_after: date, date_before: date, limit: 100 }),
    enabled: !!place && dateOk,
  });
  useEffect(() => {
    setCounted({});
    setComment('');
  }, [date, place?.id]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['cashdesk'] });
  const desk = day.data?.desk ?? null;
  const currencies = day.data?.currencies ?? [];
  // every currency is counted before Close (0 is a count); the button says which are still missing
  const uncounted = currencies.filter((c) => amountValue(counted[c.currency.id] ?? '') === null);
  const allCounted = currencies.length > 0 && uncounted.length === 0;

  return (
    <RoutePage route={route} screen="close_cash_desk">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography>
          {translate('app.cashdesk.place')}: <b>{place?.name}</b>
        </Typography>
        <DateInput
          label={translate('app.cashdesk.date')}
          value={date}
          onChange={setDate}
          max={todayUtc()}
          error={!dateOk}
          helperText={!dateOk ? translate('app.messages.future_date') : ' '}
          testId="cashdesk-date"
        />
        {desk ? <CashDeskStatusChip status={desk.status} /> : day.data && <Chip size="small" label={translate('app.cashdesk.status_open')} data-testid="cashdesk-status-open" />}
      </Box>
      {day.isPending && dateOk && <Loading />}
      {day.error && <Alert severity="error">{errorText(translate, day.error)}</Alert>}
      {day.data && desk && (
        <Card sx={{ mb: 2 }} data-testid="cashdesk-closed">
          <CardContent>
            <Typography sx={{ mb: 1 }}>{translate('app.cashdesk.closed_by', { name: desk.closed_by.name, date: formatDateTime(String(desk.closed_at)) })}</Typography>
            {desk.confirmed_by && desk.status === 'confirmed' && (
              <Typography sx={{ mb: 1 }}>{translate('app.cashdesk.confirmed_by', { name: desk.confirmed_by.name, date: formatDateTime(String(desk.confirmed_at)) })}</Typography>
            )}
            <DeskFigures desk={desk} />
            <Box sx={{ mt: 1 }}>
              <DeskExcelButton desk={desk} />
            </Box>
            {desk.comment && <Typography sx={{ mt: 1 }}>{translate('app.cashdesk.comment')}: {desk.comment}</Typography>}
            {desk.status === 'closed' && !closingCancellable(date) && (
              <Alert severity="info" sx={{ mt: 2 }} data-testid="cashdesk-reopen-today-only">
                {translate('app.messages.cash_desk_reopen_today_only')}
              </Alert>
            )}
            {desk.status === 'closed' && closingCancellable(date) && (
              <Box sx={{ mt: 2 }}>
                <ConfirmButton
                  label={translate('app.cashdesk.reopen')}
                  question={translate('app.cashdesk.reopen_question')}
                  action={(key) => dataProvider.cancelClosedCashDesk(place!.id, date, key)}
                  reload={refresh}
                  success="app.cashdesk.reopened"
                  testId="cashdesk-reopen"
                />
              </Box>
            )}
          </CardContent>
        </Card>
      )}
      {day.data && !desk && (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            {day.data.confirmed_closings > 0 && (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="cashdesk-later">
                {translate('app.cashdesk.later_closing')}
              </Alert>
            )}
            <HeadTable
              testId="cashdesk-count"
              head={
                <HeadCells
                  columns={
                    phone
                      ? ['app.cashdesk.currency', { label: 'app.cashdesk.expected', align: 'right' }, { label: 'app.cashdesk.difference', align: 'right' }]
                      : ['app.cashdesk.currency', { label: 'app.cashdesk.expected', align: 'right' }, 'app.cashdesk.counted', { label: 'app.cashdesk.difference', align: 'right' }]
                  }
                />
              }
            >
              {currencies.map((c) => {
                const typed = amountValue(counted[c.currency.id] ?? '');
                const difference = typed === null ? null : toMoneyString(money(typed).minus(c.expected));
                const field = (
                  <AmountField
                    size="small"
                    fullWidth={phone}
                    value={counted[c.currency.id] ?? ''}
                    onChange={(v) => setCounted((m) => ({ ...m, [c.currency.id]: v }))}
                    label={translate('app.cashdesk.counted')}
                    currency={c.currency.name}
                    testId={`cashdesk-counted-${c.currency.name}`}
                  />
                );
                // on a phone the counted amount has a row of its own under its currency: four columns
                // left it a few pixels (what was typed out of sight)
                return (
                  <Fragment key={c.currency.id}>
                    <TableRow>
                      <TableCell sx={phone ? { borderBottom: 'none' } : undefined}>{c.currency.name}</TableCell>
                      <MoneyCell value={c.expected} currency={c.currency.name} data-testid={`cashdesk-expected-${c.currency.name}`} sx={phone ? { borderBottom: 'none' } : undefined} />
                      {!phone && <TableCell>{field}</TableCell>}
                      <TableCell
                        align="right"
                        data-testid={`cashdesk-difference-${c.currency.name}`}
                        sx={{ color: difference && money(difference).lt(0) ? 'error.dark' : undefined, ...(phone ? { borderBottom: 'none' } : {}) }}
                      >
                        {difference === null ? '—' : <MoneyText value={difference} currency={c.currency.name} />}
                      </TableCell>
                    </TableRow>
                    {phone && (
                      <TableRow>
                        <TableCell colSpan={3} sx={{ pt: 0 }}>
                          {field}
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
            </HeadTable>
            <TextField
              label={translate('app.cashdesk.comment')}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              fullWidth
              multiline
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'cashdesk-comment' } }}
            />
            <Box sx={{ mt: 2 }}>
              <ConfirmButton
                variant="contained"
                disabled={!allCounted}
                label={translate('app.cashdesk.close')}
                question={translate('app.cashdesk.close_question', { place: place?.name ?? '', date })}
                action={(key) =>
                  dataProvider.closeCashDesk(
                    { place: place!.id, date, counted: currencies.map((c) => ({ currency: c.currency.id, amount: amountValue(counted[c.currency.id] ?? '')! })), comment: comment.trim() || undefined },
                    key,
                  )
                }
                reload={refresh}
                success="app.cashdesk.closed"
                testId="cashdesk-close"
                aria-describedby={uncounted.length ? 'cashdesk-uncounted' : undefined}
              />
              {uncounted.length > 0 && (
                <Typography id="cashdesk-uncounted" variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="cashdesk-uncounted">
                  {translate('app.cashdesk.count_every_currency', { currencies: uncounted.map((c) => c.currency.name).join(', ') })}
                </Typography>
              )}
            </Box>
          </CardContent>
        </Card>
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.cashdesk.sales_of_day')}
      </Typography>
      {sales.data && sales.data.results.length === 0 && <Alert severity="info">{translate('app.cashdesk.no_sales')}</Alert>}
      {sales.data && sales.data.results.length > 0 && <SalesTable sales={sales.data.results} testId="cashdesk-sales" showSeller />}
    </RoutePage>
  );
}

export default CloseCashDesk;

