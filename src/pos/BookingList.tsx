/**
 * /bookings (admin, manager, seller): the bookings by status (pending first), newest first, 10 a page
 * (SPEC.md 9 'tables 10'), each linking to /bookings/view/{id}. The status is in the URL (?status=), so it
 * survives a reload.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Chip, Link, TableCell, TableRow, Typography } from '@mui/material';
import { BOOKING_STATUSES, type BookingDto, type BookingStatus } from '../domain/booking/contract';
import type { RouteDef } from '../domain/routes';
import type { AppDataProvider } from '../providers/dataProvider';
import { CardTable, QueryState, TABLE_PAGE, type TablePage, HeadCells } from '../ui/CardTable';
import { StatusTabs, useStatusPage } from '../ui/StatusTabs';
import { formatDateTime, MoneyCell } from '../ui/moneyUi';

/** Chip colours with AA contrast for white text (MUI's warning and info do not reach 4.5:1). */
const bookingStatusColor = (s: BookingStatus) => (s === 'pending' ? 'primary' : s === 'confirmed' ? 'success' : 'default');

/** A booking's status as a chip (its colour by the status). */
export function BookingStatusChip({ status, testId }: { status: BookingStatus; testId?: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={bookingStatusColor(status)} label={translate(`app.bookings.status_${status}`)} data-testid={testId} />;
}

/** SPEC.md 9: tables page by 10. */
export const BOOKING_PAGE_SIZE = TABLE_PAGE;

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
    <CardTable
      testId={testId}
      pager={pager && { ...pager, testId: `${testId}-pager` }}
      head={
        <HeadCells
          columns={[
            { text: '#' }, 'app.bookings.col_date', showCustomer && 'app.bookings.col_customer', 'app.bookings.col_place', 'app.bookings.col_created_by', { label: 'app.bookings.col_quantity', align: 'right' },
            { label: 'app.bookings.col_total', align: 'right' }, { label: 'app.bookings.col_prepayment', align: 'right' }, 'app.bookings.col_status',
          ]}
        />
      }
    >
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
          <MoneyCell value={b.total_sum} currency={b.currency.name} />
          <MoneyCell value={b.prepayment.amount} currency={b.prepayment.currency.name} />
          <TableCell>
            <BookingStatusChip status={b.status} />
          </TableCell>
        </TableRow>
      ))}
    </CardTable>
  );
}

export function BookingList({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { status, setStatus, page, setPage } = useStatusPage<BookingStatus | 'all'>([...BOOKING_STATUSES, 'all']);
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
      <StatusTabs
        value={status}
        onChange={setStatus}
        tabs={[
          ...BOOKING_STATUSES.map((s) => ({ value: s, label: translate(`app.bookings.status_${s}`), testId: `bookings-tab-${s}` })),
          { value: 'all' as const, label: translate('app.bookings.all'), testId: 'bookings-tab-all' },
        ]}
        ariaLabel={translate('app.bookings.col_status')}
        scrollable
      />
      <QueryState query={list} empty={translate('app.bookings.none')} />
      {list.data && list.data.results.length > 0 && (
        <BookingsTable bookings={list.data.results} testId="bookings-table" pager={{ count: list.data.count, page, onPage: setPage }} />
      )}
    </Box>
  );
}

export default BookingList;
