/** /check/bookings/{id}: the booking's receipt (SPEC.md 2 'Check preview'): goods reserved, today's prices, the prepayment. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { Alert, Box } from '@mui/material';
import type { RouteDef } from '../domain/routes';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorText } from '../layout/feedback';
import { messageKey } from '../i18n';
import { Loading } from '../layout/RouteGuard';
import { formatAmount, formatDateTime } from '../ui/moneyUi';
import { Receipt, ReceiptRow } from './Receipt';

/** `id` given: that booking's check (/check shows the last one made here), else the route's. */
export function BookingCheck({ route, id: given }: { route?: RouteDef; id?: string }) {
  const translate = useTranslate();
  const params = useParams();
  const id = given ?? params.id;
  const dataProvider = useDataProvider<AppDataProvider>();
  const booking = useQuery({ queryKey: ['bookings', 'one', id], queryFn: () => dataProvider.getBooking(Number(id)), enabled: /^\d+$/.test(id ?? '') });
  const screen = `screen-${route?.key ?? 'booking_check'}`;
  if (booking.isPending && booking.fetchStatus !== 'idle') return <Loading />;
  if (booking.error || !booking.data) {
    return (
      <Box sx={{ p: 3 }} data-testid={screen}>
        <Alert severity="error">{booking.error ? errorText(translate, booking.error) : translate(messageKey('not_found'))}</Alert>
      </Box>
    );
  }
  const b = booking.data;
  return (
    <Receipt
      screen={screen}
      title={translate('app.bookings.check_title', { id: b.id })}
      head={[
        [translate('app.sale.check_place'), b.place.name],
        [translate('app.sale.check_seller'), b.created_by.name],
        [translate('app.sale.check_date'), formatDateTime(String(b.created_at))],
        [translate('app.sale.customer'), b.customer.name],
        [translate('app.bookings.col_status'), translate(`app.bookings.status_${b.status}`)],
      ]}
      lines={b.booking_products.map((l) => ({ key: l.id, name: `${l.product.name} ${l.size.name}`, quantity: l.quantity, unit: l.unit_price, total: l.total }))}
      currency={b.currency.name}
      foot={
        <>
          <ReceiptRow left={translate('app.sale.total')} right={`${formatAmount(b.total_sum)} ${b.currency.name}`} testId="check-total" />
          <ReceiptRow left={translate('app.sale.prepayment')} right={`${formatAmount(b.prepayment.amount)} ${b.prepayment.currency.name}`} testId="check-prepayment" />
        </>
      }
    />
  );
}

export default BookingCheck;
