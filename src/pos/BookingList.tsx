/**
 * /bookings (admin, manager, seller): the bookings by status (pending first), newest first, 10 a page
 * (SPEC.md 9 'tables 10'), each linking to /bookings/view/{id}. The status is in the URL (?status=), so it
 * survives a reload.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Card, Chip, Link, Tab, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { BOOKING_STATUSES, type BookingDto, type BookingStatus } from '../domain/booking/contract';
import type { RouteDef } from '../domain/routes';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorText } from '../layout/feedback';
import { Loading } from '../layout/RouteGuard';
import { TablePager } from '../layout/TablePager';
import { MoneyText, formatDateTime } from '../ui/moneyUi';

/** Chip colours with AA contrast for white text (MUI's warning and info do not reach 4.5:1). */
export const bookingStatusColor = (s: BookingStatus) => (s === 'pending' ? 'primary' : s === 'confirmed' ? 'success' : 'default');

/** SPEC.md 9: tables page by 10. */
export const BOOKING_PAGE_SIZE = 10;

/** A page of a server-paged table: its total, the page shown (from 0) and the way to another. */
export interface TablePage {
  count: number;
  page: number;
  onPage: (page: number) => void;
}

/** A table of bookings (this screen, a customer's bookings tab), with a pager when given one. */
export function BookingsTable({
  bookings,
  testId,
  showCustomer = true,
  pager,
}: {
  bookings: readonly Omit<BookingDto, 'booking_products'>[];
  testId: string;
  showCustomer?: boolean;
  pager?: TablePage;
}) {
  const translate = useTranslate();
  return (
    <Card>
      <TableContainer>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{translate('app.bookings.col_date')}</TableCell>
              {showCustomer && <TableCell>{translate('app.bookings.col_customer')}</TableCell>}
              <TableCell>{translate('app.bookings.col_place')}</TableCell>
              <TableCell>{translate('app.bookings.col_created_by')}</TableCell>
              <TableCell align="right">{translate('app.bookings.col_quantity')}</TableCell>
              <TableCell align="right">{translate('app.bookings.col_total')}</TableCell>
              <TableCell align="right">{translate('app.bookings.col_prepayment')}</TableCell>
              <TableCell>{translate('app.bookings.col_status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {bookings.map((b) => (
              <TableRow key={b.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/bookings/view/${b.id}`} aria-label={translate('app.bookings.open', { id: b.id })}>
                    {b.id}
                  </Link>
                </TableCell>
                <TableCell>{formatDateTime(String(b.created_at))}</TableCell>
                {showCustomer && <TableCell>{b.customer.name}</TableCell>}
                <TableCell>{b.place.name}</TableCell>
                <TableCell>{b.created_by.name}</TableCell>
                <TableCell align="right">{b.quantity}</TableCell>
                <TableCell align="right">
                  <MoneyText value={b.total_sum} currency={b.currency.name} />
                </TableCell>
                <TableCell align="right">
                  <MoneyText value={b.prepayment.amount} currency={b.prepayment.currency.name} />
                </TableCell>
                <TableCell>
                  <Chip size="small" color={bookingStatusColor(b.status)} label={translate(`app.bookings.status_${b.status}`)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pager && (
        <TablePager
          count={pager.count}
          page={pager.page}
          rowsPerPage={BOOKING_PAGE_SIZE}
          rowsPerPageOptions={[BOOKING_PAGE_SIZE]}
          onPageChange={(_, p) => pager.onPage(p)}
          data-testid={`${testId}-pager`}
        />
      )}
    </Card>
  );
}

export function BookingList({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: BookingStatus | 'all' = raw === 'all' ? 'all' : (BOOKING_STATUSES.find((s) => s === raw) ?? 'pending');
  // the page belongs to its status: another tab starts at its first page
  const [paged, setPaged] = useState({ status, page: 0 });
  const page = paged.status === status ? paged.page : 0;
  const list = useQuery({
    queryKey: ['bookings', 'list', status, page],
    queryFn: () => dataProvider.listBookings({ status: status === 'all' ? undefined : status, offset: page * BOOKING_PAGE_SIZE, limit: BOOKING_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={`screen-${route?.key ?? 'bookings'}`}>
      <Title title={translate('app.bookings.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('app.bookings.title')}
      </Typography>
      <Tabs value={status} onChange={(_, v) => setParams(v === 'pending' ? {} : { status: v }, { replace: true })} sx={{ mb: 2 }} variant="scrollable" aria-label={translate('app.bookings.col_status')}>
        {BOOKING_STATUSES.map((s) => (
          <Tab key={s} value={s} label={translate(`app.bookings.status_${s}`)} data-testid={`bookings-tab-${s}`} />
        ))}
        <Tab value="all" label={translate('app.bookings.all')} data-testid="bookings-tab-all" />
      </Tabs>
      {list.isPending && <Loading />}
      {list.error && <Alert severity="error">{errorText(translate, list.error)}</Alert>}
      {list.data && list.data.results.length === 0 && <Alert severity="info">{translate('app.bookings.none')}</Alert>}
      {list.data && list.data.results.length > 0 && (
        <BookingsTable bookings={list.data.results} testId="bookings-table" pager={{ count: list.data.count, page, onPage: (p) => setPaged({ status, page: p }) }} />
      )}
    </Box>
  );
}

export default BookingList;
