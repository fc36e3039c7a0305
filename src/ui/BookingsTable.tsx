/**
 * A table of bookings (the bookings screen, a customer's bookings tab): each row links to its booking
 * (/bookings/view/{id}); with `pager`, one page of a longer list. And a booking's status as a chip.
 */
import { useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import type { BookingDto, BookingStatus } from '../domain/booking/contract';
import { CardTable, RecordLink, TABLE_PAGE, type DocumentTableProps } from './CardTable';
import { createdColumn } from './tableColumns';
import { MoneyCell } from './moneyUi';

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
export function BookingsTable({ bookings, showCustomer = true, pager, ...frame }: DocumentTableProps & { bookings: readonly Omit<BookingDto, 'booking_products'>[]; showCustomer?: boolean }) {
  const translate = useTranslate();
  return (
    <CardTable
      {...frame}
      pager={pager && { ...pager, testId: `${frame.testId}-pager` }}
      rows={bookings}
      columns={[
        { text: '#', cell: (b) => <RecordLink to={`/bookings/view/${b.id}`} label={translate('app.bookings.open', { id: b.id })}>{b.id}</RecordLink> },
        createdColumn('app.bookings.col_date'),
        showCustomer && { label: 'app.bookings.col_customer', cell: (b) => b.customer.name },
        { label: 'app.bookings.col_place', cell: (b) => b.place.name },
        { label: 'app.bookings.col_created_by', cell: (b) => b.created_by.name },
        { label: 'app.bookings.col_quantity', align: 'right', cell: (b) => b.quantity },
        { label: 'app.bookings.col_total', align: 'right', td: (b) => <MoneyCell value={b.total_sum} currency={b.currency.name} /> },
        { label: 'app.bookings.col_prepayment', align: 'right', td: (b) => <MoneyCell value={b.prepayment.amount} currency={b.prepayment.currency.name} /> },
        { label: 'app.bookings.col_status', cell: (b) => <BookingStatusChip status={b.status} /> },
      ]}
    />
  );
}
