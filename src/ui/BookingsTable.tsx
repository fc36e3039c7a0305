/**
 * A table of bookings (the bookings screen, a customer's bookings tab): each row links to its booking
 * (/bookings/view/{id}); with `pager`, one page of a longer list. And a booking's status as a chip.
 */
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Chip, Link, TableCell, TableRow } from '@mui/material';
import type { BookingDto, BookingStatus } from '../domain/booking/contract';
import { CardTable, TABLE_PAGE, type TablePage, HeadCells } from './CardTable';
import { formatDateTime, MoneyCell } from './moneyUi';

/** Chip colours with AA contrast for white text (MUI's warning and info do not reach 4.5:1). */
const bookingStatusColor = (s: BookingStatus) => (s === 'pending' ? 'primary' : s === 'confirmed' ? 'success' : 'default');

/** A booking's status as a chip (its colour by the status). */
export function BookingStatusChip({ status, testId }: { status: BookingStatus; testId?: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={bookingStatusColor(status)} label={translate(`app.bookings.status_${status}`)} data-testid={testId} />;
}

/** SPEC.md 9: tables page by 10. */
export const BOOKING_PAGE_SIZE = TABLE_PAGE;

/** A table of bookings, with a pager when given one. */
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
