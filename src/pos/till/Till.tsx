/**
 * The till's screen: the header with the currency, the controls, the basket and its total, and the
 * dialogs; all state is useTill's.
 */
import { lazy, memo, Suspense } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { totalIn } from '../../domain/sale/pricing';
import { Loading } from '../../layout/RouteGuard';
import { CurrencySelect, MoneyText } from '../../ui/moneyUi';
import { HeadCells } from '../../ui/CardTable';
import { CameraScanner } from '../../ui/CameraScanner';
import { cartQuantity, cartTotal, lineKey, removeLine, setQuantity } from '../cartModel';
import { emptyCart } from '../cartStore';
import { CheckoutDialog } from '../CheckoutDialog';
import { DebtDialog } from '../DebtDialog';
import { AddProductDialog } from '../AddProductDialog';
import { useTill } from './useTill';
import { TILL_FIELDS, TillControls } from './TillControls';
import { AfterFirstCommit, FieldPlaceholder } from '../../layout/afterFirstCommit';
import { CartRow, COLUMNS, PHONE_HIDDEN, phoneHidden, RIGHT_COLUMNS, VendorCodeTable } from './CartTable';
import { OfflineBanner } from '../offline/OfflineBanner';
import { useTillOnline } from '../offline/connectivity';

/** The till's dialogs that do not take the basket: not rendered again for a scan while their props hold. */
const AddProductDialogMemo = memo(AddProductDialog);
const CURRENCY_SX = { width: 140, minWidth: 0 };
const CameraScannerMemo = memo(CameraScanner);
/**
 * Loaded when first opened: its form (react-hook-form and the customer contract's zod schemas) is not
 * the till's first load (docs/decisions.md 'The first screens in a few files each'); the service worker keeps it.
 */
const CreateCustomerDialog = lazy(() => import('./CreateCustomerDialog').then((m) => ({ default: m.CreateCustomerDialog })));

export function Till({ placeId, placeName, routeKey }: { placeId: number; placeName: string; routeKey: string }) {
  const translate = useTranslate();
  const {
    pricing, cart, updateCart, currency, setCurrencyId, productId, setProductId, myPlaces, fromPlace, setFromPlaceId,
    canCustomerPay, canCustomers, canCreateCustomer, customerRecord, pickCustomer, creatingCustomer, openCreatingCustomer,
    closeCreatingCustomer, customerCreated, camera, openCamera, closeCamera, scanNow, productSearch, sizesOf, add, addSelected, adding, openAdding,
    closeAdding, quantityRefused, canDrawUp, hasDebt, debtOpen, setDebtOpen, debtCovered, checkout, setCheckout,
    byVendorCode, setByVendorCode, checkedOut, checkedOutOffline, recheckRefusedLine, printed,
  } = useTill(placeId, placeName);
  const online = useTillOnline();

  if (pricing.isPending) return <Loading />;
  // SPEC.md 2: a separate 'customer discount' column, only with customer access
  const columns = canCustomerPay ? COLUMNS : COLUMNS.filter((k) => k !== 'col_customer_discount');
  const total = cartTotal(cart);
  const shown = currency ? totalIn(total, currency.rate) : total;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={`screen-${routeKey}`}>
      <Title title={translate('app.sale.title')} />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} alignItems="center" flexWrap="wrap" useFlexGap>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h5" component="h1">
            {translate('app.sale.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.sale.place', { name: placeName })}
          </Typography>
        </Box>
        {pricing.currencies.length === 0 ? (
          <Alert severity="warning" data-testid="sale-no-currencies">
            {translate('app.sale.no_currencies_for_this_place')}
          </Alert>
        ) : (
          // one render after the rest of the till (TILL_FIELDS)
          <AfterFirstCommit part={TILL_FIELDS} placeholder={<FieldPlaceholder label={translate('app.sale.currency')} value={currency?.name} sx={CURRENCY_SX} />}>
            <CurrencySelect
              label={translate('app.sale.currency')}
              value={currency?.id ?? null}
              currencies={pricing.currencies}
              onChange={setCurrencyId}
              sx={CURRENCY_SX}
              testId="sale-currency"
            />
          </AfterFirstCommit>
        )}
      </Stack>

      <OfflineBanner />
      <TillControls
        onScan={scanNow}
        onCamera={openCamera}
        onAdd={openAdding}
        productId={productId}
        onProduct={setProductId}
        canCustomers={canCustomers}
        online={online}
        customer={cart.customer ?? null}
        customerRecord={customerRecord.data}
        onCustomer={pickCustomer}
        onCreateCustomer={canCreateCustomer ? openCreatingCustomer : null}
        places={myPlaces.data}
        onFromPlace={setFromPlaceId}
        fromPlace={fromPlace}
        onPick={add}
        productSearch={productSearch}
        sizesOf={sizesOf}
      />

      <Card>
        {cart.lines.length === 0 ? (
          <CardContent>
            <Typography color="text.secondary" data-testid="sale-empty">
              {translate('app.sale.empty')}
            </Typography>
          </CardContent>
        ) : byVendorCode ? (
          <VendorCodeTable cart={cart} currency={currency} />
        ) : (
          <TableContainer>
            <Table size="small" data-testid="sale-cart" sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <HeadCells columns={[...columns.map((k) => ({ label: `app.sale.${k}`, align: RIGHT_COLUMNS.includes(k) ? ('right' as const) : ('left' as const), sx: PHONE_HIDDEN.includes(k) ? phoneHidden : undefined })), {}]} />
                </TableRow>
              </TableHead>
              <TableBody>
                {cart.lines.map((line, i) => (
                  <CartRow
                    key={lineKey(line)}
                    index={i}
                    line={line}
                    customerDiscount={cart.customer?.discount}
                    customerColumn={canCustomerPay}
                    currency={currency}
                    onQuantity={(q) => updateCart((c) => setQuantity(c, lineKey(line), q))}
                    onQuantityProblem={(code) => quantityRefused(lineKey(line), code)}
                    onRemove={() => updateCart((c) => removeLine(c, lineKey(line)))}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <Typography variant="h6" sx={{ flex: 1 }} data-testid="sale-total">
              {translate('app.sale.total')}: <MoneyText value={shown} currency={currency?.name} /> · {translate('app.sale.items', { smart_count: cartQuantity(cart) })}
            </Typography>
            <Button color="inherit" disabled={!cart.lines.length} onClick={() => setByVendorCode((v) => !v)} aria-pressed={byVendorCode} data-testid="sale-by-vendor-code">
              {translate(byVendorCode ? 'app.sale.by_lines' : 'app.sale.by_vendor_code')}
            </Button>
            <Button color="inherit" disabled={!cart.lines.length} onClick={() => updateCart(() => emptyCart())} data-testid="sale-clear">
              {translate('app.sale.clear')}
            </Button>
            <Button
              variant="contained"
              size="large"
              color={hasDebt ? 'error' : 'primary'}
              disabled={!hasDebt && !canDrawUp}
              onClick={() => (hasDebt ? setDebtOpen(true) : setCheckout(true))}
              data-testid="sale-draw-up"
            >
              {translate(hasDebt ? 'app.sale.close_debt' : 'app.sale.draw_up')}
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, ml: 0.5 }}>
                (F2)
              </Box>
            </Button>
          </Stack>
        </CardContent>
      </Card>

      {/* mounted while open: closed, they would be rendered again with every change of the basket */}
      {currency && cart.customer && canCustomerPay && debtOpen && (
        <DebtDialog
          open
          customerId={cart.customer.id}
          placeId={placeId}
          currency={currency}
          currencies={pricing.currencies}
          onClose={() => setDebtOpen(false)}
          onCovered={debtCovered}
        />
      )}
      {/* keyed by the place the units come from: its draft of chosen units is that place's */}
      <AddProductDialogMemo key={fromPlace.id} open={adding} onClose={closeAdding} place={fromPlace} placeTypeId={pricing.placeTypeId} currency={currency} onSave={addSelected} />
      {canCreateCustomer && creatingCustomer && (
        <Suspense fallback={null}>
          <CreateCustomerDialog open onClose={closeCreatingCustomer} onCreated={customerCreated} />
        </Suspense>
      )}
      <CameraScannerMemo open={camera} onClose={closeCamera} onScan={scanNow} />
      {currency && checkout && (
        <CheckoutDialog
          open
          cart={cart}
          placeId={placeId}
          currency={currency}
          currencies={pricing.currencies}
          onClose={() => setCheckout(false)}
          onSold={(sale) => checkedOut('app.sale.successfully_sold', { kind: 'sale', sale })}
          onBooked={(booking) => checkedOut('app.sale.successfully_booked', { kind: 'booking', booking })}
          onSoldOffline={checkedOutOffline}
          onError={(err) => void recheckRefusedLine(err)}
        />
      )}
      {printed}
    </Box>
  );
}
