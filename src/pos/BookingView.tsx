/**
 * /bookings/view/{id} (admin, manager, seller): one booking (SPEC.md 2, 4 'Booking'): its customer,
 * place, prepayment and products with the units reserved. While pending: add a product by barcode
 * (scanner or typed), change a quantity, remove a product (stock reserved or released at once), change
 * the prepayment, cancel (goods back to free stock, prepayment to the customer's balance), or close it
 * as a sale (the prepayment counted as paid). Every write has one key per user action.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Card, CardContent, IconButton, Link, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { BookingDto } from '../domain/booking/contract';
import { secondFromRemainder } from '../domain/sale/checkout';
import { changeFor } from '../domain/sale/pricing';
import type { AppDataProvider } from '../providers/dataProvider';
import { newIdempotencyKey, useIdempotencyKey } from '../providers/idempotency';
import { useCan } from '../providers/useCan';
import { useAppNotify } from '../layout/feedback';
import { recordScreens } from '../ui/recordScreens';
import { CardTable, HeadCells } from '../ui/CardTable';
import { MoneyText, formatDateTime, moneyLabel } from '../ui/moneyUi';
import { PayDialog } from '../ui/PayDialog';
import { LineQuantityInput } from '../ui/LineQuantityInput';
import { BookingStatusChip } from '../ui/BookingsTable';
import { useBooking } from './BookingCheck';
import { usePlacePricing, type TillCurrency } from './usePlacePricing';

export const BookingView = recordScreens('booking', useBooking, (b, screen) => <BookingDetails booking={b} screen={screen} />).Route;

function BookingDetails({ booking: b, screen }: { booking: BookingDto; screen: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pricing = usePlacePricing(b.place.id);
  const pending = b.status === 'pending';
  const [dialog, setDialog] = useState<null | 'prepayment' | 'cancel' | 'reject' | 'success'>(null);
  const canReject = useCan('booking.reject');
  const [barcode, setBarcode] = useState('');
  const cancelKey = useIdempotencyKey();
  const rejectKey = useIdempotencyKey();
  const canOpenCustomer = useCan('screen.admin_manager');

  const refresh = async (next?: BookingDto) => {
    if (next) queryClient.setQueryData(['bookings', 'one', String(b.id)], next);
    await queryClient.invalidateQueries({ queryKey: ['bookings'] });
  };
  const run = async (work: () => Promise<BookingDto | void>, message: string) => {
    try {
      const next = await work();
      toast.success(message);
      await refresh(next ?? undefined);
      return true;
    } catch (err) {
      toast.error(err);
      return false;
    }
  };
  const addByBarcode = async () => {
    const code = barcode.trim();
    if (!code) return;
    try {
      const hit = await dataProvider.scanBarcode({ code, place: b.place.id });
      const next = await dataProvider.addBookingProduct(b.id, { product: hit.product.id, size: hit.size.id, quantity: 1, place: hit.place.id }, newIdempotencyKey());
      setBarcode('');
      await refresh(next);
    } catch (err) {
      toast.error(err);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={screen}>
      <Title title={translate('app.bookings.view_title', { id: b.id })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('app.bookings.view_title', { id: b.id })}{' '}
          <BookingStatusChip status={b.status} testId="booking-status" />
        </Typography>
        <Button component={RouterLink} to={`/check/bookings/${b.id}`} target="_blank" rel="noopener">
          {translate('app.bookings.print')}
        </Button>
        {b.sale && (
          <Button component={RouterLink} to={`/sale/${b.sale}`} data-testid="booking-sale">
            {translate('app.bookings.view_sale')}
          </Button>
        )}
      </Stack>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 4 }} useFlexGap flexWrap="wrap">
            <span>
              {translate('app.bookings.col_customer')}:{' '}
              {canOpenCustomer ? (
                <Link component={RouterLink} to={`/management/customers/edit/${b.customer.id}/info`}>
                  {b.customer.name}
                </Link>
              ) : (
                b.customer.name
              )}
            </span>
            <span>
              {translate('app.bookings.col_place')}: {b.place.name}
            </span>
            <span>
              {translate('app.bookings.col_created_by')}: {b.created_by.name}
            </span>
            <span>
              {translate('app.bookings.col_date')}: {formatDateTime(String(b.created_at))}
            </span>
            <span data-testid="booking-total">
              {translate('app.bookings.col_total')}: <MoneyText value={b.total_sum} currency={b.currency.name} />
            </span>
            <span data-testid="booking-prepayment">
              {translate('app.bookings.col_prepayment')}: <MoneyText value={b.prepayment.amount} currency={b.prepayment.currency.name} />
            </span>
          </Stack>
        </CardContent>
      </Card>
      {pending && (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
          <Button variant="contained" onClick={() => setDialog('success')} disabled={!b.booking_products.length} data-testid="booking-success">
            {translate('app.bookings.success')}
          </Button>
          <Button variant="outlined" onClick={() => setDialog('prepayment')} data-testid="booking-change-prepayment">
            {translate('app.bookings.change_prepayment')}
          </Button>
          <Button color="error" onClick={() => setDialog('cancel')} data-testid="booking-cancel">
            {translate('app.bookings.cancel')}
          </Button>
          {canReject && (
            <Button color="error" variant="outlined" onClick={() => setDialog('reject')} data-testid="booking-reject">
              {translate('app.bookings.reject')}
            </Button>
          )}
        </Stack>
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.bookings.products')}
      </Typography>
      {pending && (
        <TextField
          size="small"
          fullWidth
          label={translate('app.sale.barcode')}
          helperText={translate('app.bookings.add_by_barcode')}
          value={barcode}
          onChange={(e) => setBarcode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void addByBarcode();
            }
          }}
          sx={{ mb: 2, maxWidth: 480 }}
          slotProps={{ htmlInput: { 'data-testid': 'booking-barcode', inputMode: 'numeric' } }}
        />
      )}
      <CardTable
        testId="booking-products"
        head={
          <HeadCells
            columns={[
              'app.sale.col_product', 'app.sale.col_size', 'app.sale.col_place', { label: pending ? 'app.bookings.reserved' : 'app.sale.col_quantity', align: 'right' }, { label: 'app.sale.col_price', align: 'right' },
              { label: 'app.sale.col_total', align: 'right' }, pending && {},
            ]}
          />
        }
      >
        {b.booking_products.map((l) => (
          <TableRow key={l.id}>
            <TableCell>
              {l.product.name} · {l.product.vendor_code}
            </TableCell>
            <TableCell>{l.size.name}</TableCell>
            <TableCell>{l.place.name}</TableCell>
            <TableCell align="right">
              <LineQuantityInput
                value={l.quantity}
                disabled={!pending}
                label={`${translate('app.sale.col_quantity')} ${l.product.name} ${l.size.name}`}
                onSave={(q) => run(() => dataProvider.setBookingProductQuantity(b.id, l.id, q, newIdempotencyKey()), 'app.bookings.quantity_saved')}
                testId="booking-quantity"
              />
            </TableCell>
            <TableCell align="right">{l.unit_price ? <MoneyText value={l.unit_price} currency={b.currency.name} /> : '—'}</TableCell>
            <TableCell align="right">{l.total ? <MoneyText value={l.total} currency={b.currency.name} /> : '—'}</TableCell>
            {pending && (
              <TableCell align="right">
                <IconButton
                  aria-label={translate('app.sale.remove', { name: `${l.product.name} ${l.size.name}` })}
                  onClick={() => void run(() => dataProvider.removeBookingProduct(b.id, l.id), 'app.bookings.removed')}
                >
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            )}
          </TableRow>
        ))}
      </CardTable>
      <Confirm
        isOpen={dialog === 'cancel'}
        title={translate('app.bookings.cancel')}
        content={translate('app.bookings.cancel_confirm', { id: b.id })}
        onConfirm={async () => {
          if (await run(() => dataProvider.cancelBooking(b.id, cancelKey.key), 'app.bookings.canceled')) cancelKey.renew();
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
      <Confirm
        isOpen={dialog === 'reject'}
        title={translate('app.bookings.reject')}
        content={translate('app.bookings.reject_confirm', { id: b.id })}
        onConfirm={async () => {
          if (await run(() => dataProvider.rejectBooking(b.id, rejectKey.key), 'app.bookings.rejected')) rejectKey.renew();
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
      {pricing.currencies.length > 0 && (
        <>
          <PayDialog
            key={`prepayment-${dialog}`}
            open={dialog === 'prepayment'}
            title={translate('app.bookings.change_prepayment')}
            currencies={pricing.currencies}
            initial={{ amount: b.prepayment.amount, currency: b.prepayment.currency.id }}
            canSubmit={(amount) => amount !== null}
            onClose={() => setDialog(null)}
            onSubmit={async (amount, currency, key) => {
              if (await run(() => dataProvider.changePrepayment(b.id, { prepayment: amount!, currency }, key), 'app.bookings.prepayment_changed')) setDialog(null);
            }}
            testId="booking-prepayment-dialog"
          />
          <PayDialog
            key={`success-${dialog}`}
            open={dialog === 'success'}
            title={translate('app.bookings.success_title', { id: b.id })}
            currencies={pricing.currencies}
            initial={{ amount: '', currency: b.prepayment.currency.id }}
            hint={(currency) => {
              const prepaid = { amount: b.prepayment.amount, rate: pricing.currencies.find((c) => c.id === b.prepayment.currency.id)?.rate ?? '1' };
              const left = leftIn(b.total_sum, prepaid, currency);
              return left ? translate('app.bookings.left_to_pay', { amount: moneyLabel(left, currency.name) }) : null;
            }}
            canSubmit={(amount, currency) => {
              const prepaid = { amount: b.prepayment.amount, rate: pricing.currencies.find((c) => c.id === b.prepayment.currency.id)?.rate ?? '1' };
              return changeFor(b.total_sum, amount ? [prepaid, { amount, rate: currency.rate }] : [prepaid], currency.rate) !== null;
            }}
            onClose={() => setDialog(null)}
            onSubmit={async (amount, currency, key) => {
              try {
                const done = await dataProvider.bookingSuccess(b.id, { payments: amount ? [{ currency, amount }] : [], change_currency: currency }, key);
                toast.success('app.bookings.sold', { id: done.sale });
                await refresh(done);
                setDialog(null);
                if (done.sale) navigate(`/sale/${done.sale}`);
              } catch (err) {
                toast.error(err);
              }
            }}
            testId="booking-success-dialog"
          />
        </>
      )}
    </Box>
  );
}

/** What the prepayment leaves unpaid of a base total, in a currency (2 places, rounded up), or null when it covers it. */
function leftIn(total: string, prepaid: { amount: string; rate: string }, currency: TillCurrency): string | null {
  return secondFromRemainder(total, { amount: prepaid.amount, currency: { id: 0, rate: prepaid.rate } }, currency);
}

export default BookingView;
