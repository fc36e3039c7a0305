/** /check/bookings/{id}: the booking's receipt (SPEC.md 2 'Check preview'): goods reserved, today's prices, the prepayment. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BookingDto } from '../domain/booking/contract';
import type { AppDataProvider } from '../providers/dataProvider';
import { moneyLabel } from '../ui/moneyUi';
import { recordScreens } from '../ui/recordScreens';
import { ReceiptRow } from './Receipt';
import { DocumentReceipt } from './DocumentReceipt';
import { recordIdOf } from '../domain/limits';

/** One booking read from the server (its check, its page), by the id as the URL gives it; not read for an id that is not a number. */
export function useBooking(id: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const bookingId = recordIdOf(id);
  return useQuery({ queryKey: ['bookings', 'one', String(bookingId)], queryFn: () => dataProvider.getBooking(bookingId!), enabled: bookingId !== null });
}

/** A booking's receipt: place, seller, date, customer, status, the goods, the total and the prepayment. */
export function BookingReceipt({ booking: b, screen, printOnly }: { booking: BookingDto; screen: string; printOnly?: boolean }) {
  const translate = useTranslate();
  return (
    <DocumentReceipt screen={screen} doc={b} title="app.bookings.check_title" by={['app.sale.check_seller', b.created_by.name]} status={['app.bookings.col_status', `app.bookings.status_${b.status}`]} products={b.booking_products} printOnly={printOnly}>
      <ReceiptRow left={translate('app.sale.total')} right={moneyLabel(b.total_sum, b.currency.name)} testId="check-total" />
      <ReceiptRow left={translate('app.sale.prepayment')} right={moneyLabel(b.prepayment.amount, b.prepayment.currency.name)} testId="check-prepayment" />
    </DocumentReceipt>
  );
}

/** A booking's check by id (`BookingCheckById`: /check shows the last one made here), or the route's. */
const bookingCheck = recordScreens('booking_check', useBooking, (b, screen) => <BookingReceipt booking={b} screen={screen} />);
export const BookingCheckById = bookingCheck.ById;
export const BookingCheck = bookingCheck.Route;

export default BookingCheck;
