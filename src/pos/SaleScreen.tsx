/**
 * /sale: the till (SPEC.md section 2 'Sale screen'; issue 11). Built for a queue: a keyboard-wedge
 * scanner adds a line wherever the focus is; a product is found on the server (never the whole
 * catalogue in the browser) and its sizes in stock here are one click or Enter away; the basket
 * survives a reload (localStorage) with its sale key, so a retried checkout never sells twice.
 * 'Take from' picks another of the seller's places: scans, picked sizes and the add-product dialog
 * then take their units from it (each line carries its place; the sale stays at the sale place and is
 * priced by its type). With customer access: a separate customer discount column, and a customer can
 * be created from the till (FormDialog over the customer contract) and is chosen at once.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TextInput, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Chip, IconButton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { ProductDto } from '../domain/product/contract';
import { useCan } from '../providers/useCan';
import { totalIn } from '../domain/sale/pricing';
import type { RouteDef } from '../domain/routes';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorsOf } from '../providers/httpClient';
import { useSalePlace } from '../providers/salePlace';
import { useAppNotify } from '../layout/feedback';
import { messageKey } from '../i18n';
import { Loading } from '../layout/RouteGuard';
import { CurrencySelect, MoneyText } from '../ui/moneyUi';
import { PlaceSelect } from '../ui/PlaceSelect';
import { HeadTable, HeadCells } from '../ui/CardTable';
import { RemoteSelect } from '../ui/RemoteSelect';
import { FormDialog } from '../ui/FormDialog';
import { IntegerInput, quantityRule } from '../ui/IntegerInput';
import { customerCreateBody, customerMoney, type CustomerDto, type CustomerSeen } from '../domain/customer/contract';
import { addLine, cartQuantity, cartTotal, lineAmounts, lineKey, refusedLine, removeLine, setQuantity, vendorCodeSummary, type AddOutcome, type Cart, type CartLine } from './cartModel';
import { emptyCart, useCart } from './cartStore';
import { CheckoutDialog } from './CheckoutDialog';
import { DebtDialog } from './DebtDialog';
import { AddProductDialog, type SelectedProduct } from './AddProductDialog';
import AddIcon from '@mui/icons-material/Add';
import { CameraScanner } from '../ui/CameraScanner';
import { BarcodeField } from './BarcodeField';
import { usePlacePricing, type TillCurrency } from './usePlacePricing';
import { useBarcodeWedge } from './useBarcodeWedge';
import { useCheckPrint } from './PrintCheck';

export function SaleScreen({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const place = useSalePlace();
  if (!place) {
    return (
      <Box sx={{ p: 3 }} data-testid={`screen-${route?.key ?? 'sale'}`}>
        <Title title={translate('app.sale.title')} />
        <Alert severity="info" action={<Button component={RouterLink} to="/workplace">{translate('app.sale.choose_place')}</Button>}>
          {translate('app.sale.no_place')}
        </Alert>
      </Box>
    );
  }
  return <Till placeId={place.id} placeName={place.name} routeKey={route?.key ?? 'sale'} />;
}

function Till({ placeId, placeName, routeKey }: { placeId: number; placeName: string; routeKey: string }) {
  const translate = useTranslate();
  // the till's messages are about the latest scan or sale: each replaces the one on screen at once
  const toast = useAppNotify({ replace: true });
  const dataProvider = useDataProvider<AppDataProvider>();
  const pricing = usePlacePricing(placeId);
  const [cart, updateCart] = useCart(placeId);
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const [checkout, setCheckout] = useState(false);
  const [productId, setProductId] = useState<number | null>(null);
  // SPEC.md: a line may come from another of the seller's places (the sale stays at this one)
  const [fromPlaceId, setFromPlaceId] = useState<number>(placeId);
  const myPlaces = useQuery({ queryKey: ['pos', 'myPlaces'], queryFn: () => dataProvider.myPlaces(), staleTime: 60_000 });
  const chosenFrom = myPlaces.data?.find((p) => p.id === fromPlaceId);
  // scans, picked sizes and the add-product dialog's lines all take their units from this place (the line's place)
  const fromPlace = useMemo(() => (chosenFrom ? { id: chosenFrom.id, name: chosenFrom.name } : { id: placeId, name: placeName }), [chosenFrom, placeId, placeName]);
  // the customer: customer access (their discount, balance, credit), or a role that books (booking only)
  const canCustomerPay = useCan('customer.read');
  const canLookUp = useCan('customer.lookup');
  const canBook = useCan('booking.write');
  const canCustomers = canLookUp && (canCustomerPay || canBook);
  const canCreateCustomer = useCan('customer.create');
  const [creatingCustomer, setCreatingCustomer] = useState(false);
  // the chosen customer's balance per currency (the same query the checkout reads; reloaded after a sale)
  const customerRecord = useQuery({
    queryKey: ['customers', 'page', cart.customer?.id],
    queryFn: async () => (await dataProvider.getOne<CustomerSeen>('customers', { id: cart.customer!.id })).data,
    enabled: !!cart.customer && canCustomers,
  });
  const chooseCustomer = useCallback(
    async (id: number | null) => {
      if (id == null) return updateCart((c) => ({ ...c, customer: null }));
      try {
        const { data } = await dataProvider.getOne<CustomerSeen>('customers', { id });
        updateCart((c) => ({ ...c, customer: { id: data.id, name: data.name, discount: data.percentage_discount } }));
      } catch (err) {
        toast.error(err);
      }
    },
    [dataProvider, toast, updateCart],
  );
  const [camera, setCamera] = useState(false);
  const openCamera = useCallback(() => setCamera(true), []);
  const closeCamera = useCallback(() => setCamera(false), []);
  const queryClient = useQueryClient();

  const currency: TillCurrency | null = pricing.currencies.find((c) => c.id === (currencyId ?? pricing.defaultCurrencyId)) ?? null;
  const priceAt = useCallback(
    (product: ProductDto) => {
      const rule = product.prices.find((p) => p.place_type === pricing.placeTypeId);
      return rule ? { price: rule.price, discount: rule.discount, discount_in_percent: rule.discount_in_percent } : null;
    },
    [pricing.placeTypeId],
  );

  /** a product's line as the basket takes it: its price here (none: the basket refuses it), its units from `place`, which holds `inStock` */
  const lineOf = useCallback(
    (product: ProductDto, size: { id: number; name: string }, place: { id: number; name: string }, inStock: number) => {
      const rule = priceAt(product);
      return {
        product: { id: product.id, name: product.name, model: product.model, vendor_code: product.vendor_code },
        size,
        place,
        inStock,
        price: rule?.price ?? null,
        discount: rule?.discount ?? '0.00',
        discount_in_percent: rule?.discount_in_percent ?? false,
      };
    },
    [priceAt],
  );
  // SPEC.md's messages: 'maximum_quantity_exceeded', 'sell_no_price_text', and the API's 'This product is not in stock'
  const sayRefused = useCallback(
    (refused: AddOutcome['refused']) => {
      if (refused) toast.info(refused === 'product_is_out_of_stock' ? messageKey('product_is_out_of_stock') : `app.sale.${refused}`);
    },
    [toast],
  );

  const add = useCallback(
    (product: ProductDto, size: { id: number; name: string }, place: { id: number; name: string }, inStock: number) => {
      let outcome: AddOutcome | undefined;
      updateCart((c) => {
        outcome = addLine(c, lineOf(product, size, place, inStock), 1);
        return outcome.cart;
      });
      sayRefused(outcome?.refused);
    },
    [lineOf, sayRefused, updateCart],
  );

  const scan = useCallback(
    async (code: string) => {
      try {
        const hit = await dataProvider.scanBarcode({ code, place: fromPlace.id });
        add(hit.product, hit.size, { id: hit.place.id, name: hit.place.name }, hit.in_stock);
      } catch (err) {
        toast.error(err);
      }
    },
    [add, dataProvider, fromPlace.id, toast],
  );
  /** a code typed by hand outside any field is no scan: say where to type it, and put the cursor there */
  const typedByHand = useCallback(() => {
    toast.info('app.sale.type_in_barcode_field');
    document.querySelector<HTMLInputElement>('input[data-barcode-input="true"]')?.focus();
  }, [toast]);
  useBarcodeWedge(scan, typedByHand);
  // lines whose typed quantity the rule refuses ('1.5', above stock): the sale waits until they are fixed
  const [refusedQuantities, setRefusedQuantities] = useState<ReadonlySet<string>>(() => new Set());
  const quantityRefused = useCallback(
    (key: string, code: string | null) =>
      setRefusedQuantities((keys) => {
        if (keys.has(key) === !!code) return keys;
        const next = new Set(keys);
        if (code) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const quantitiesOk = !cart.lines.some((l) => refusedQuantities.has(lineKey(l)));
  const canDrawUp = cart.lines.length > 0 && !!currency && Number(cartTotal(cart)) > 0 && quantitiesOk;
  // SPEC.md 2: 'draw up the sale' becomes 'close debt' when the customer has an uncovered sale on credit
  const customerDebts = useQuery({
    queryKey: ['customers', 'debts', cart.customer?.id],
    queryFn: () => dataProvider.customerDebts(cart.customer!.id),
    enabled: !!cart.customer && canCustomerPay,
  });
  const hasDebt = (customerDebts.data?.length ?? 0) > 0;
  const [debtOpen, setDebtOpen] = useState(false);
  // the add-product dialog (SPEC.md 2): its selected units go into the basket, each capped at stock
  const [adding, setAdding] = useState(false);
  // SPEC.md 2: the basket by vendor code (a summary), or by lines
  const [byVendorCode, setByVendorCode] = useState(false);
  // the controls and the closed dialogs below do not change with the basket's lines: with stable
  // callbacks they are not rendered again for a scan (issue 11: scan to line; they were a third of it)
  const scanNow = useCallback((code: string) => void scan(code), [scan]);
  const openAdding = useCallback(() => setAdding(true), []);
  const closeAdding = useCallback(() => setAdding(false), []);
  const openCreatingCustomer = useCallback(() => setCreatingCustomer(true), []);
  const closeCreatingCustomer = useCallback(() => setCreatingCustomer(false), []);
  const pickCustomer = useCallback((id: number | null) => void chooseCustomer(id), [chooseCustomer]);
  const customerCreated = useCallback(
    (made: CustomerDto) => {
      setCreatingCustomer(false);
      toast.success('app.sale.customer_created', { name: made.name });
      updateCart((c) => ({ ...c, customer: { id: made.id, name: made.name, discount: made.percentage_discount } }));
    },
    [toast, updateCart],
  );
  const addSelected = useCallback(
    (selected: SelectedProduct[]) => {
      let refused: AddOutcome['refused'];
      updateCart((c) =>
        selected.reduce((cart, s) => {
          const outcome = addLine(cart, lineOf(s.product, s.size, fromPlace, s.available), s.quantity);
          refused = refused ?? outcome.refused;
          return outcome.cart;
        }, c),
      );
      sayRefused(refused);
    },
    [fromPlace, lineOf, sayRefused, updateCart],
  );
  useEffect(() => {
    // F2: draw up the sale from anywhere on the screen (the whole sale works without a mouse)
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F4') {
        e.preventDefault();
        setAdding(true);
        return;
      }
      if (e.key === 'F2' && (hasDebt || canDrawUp)) {
        e.preventDefault();
        if (hasDebt) setDebtOpen(true);
        else setCheckout(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canDrawUp, hasDebt]);

  /**
   * A sale refused for one line (another till sold those units meanwhile): that line's units in stock are
   * read again, so its 'in stock' is today's and its quantity shows 'maximum exceeded' where it is.
   */
  const recheckRefusedLine = async (err: unknown) => {
    const line = cart.lines[refusedLine(errorsOf(err)[0]?.field) ?? -1];
    if (!line) return;
    try {
      const rows = await dataProvider.placements({ product: [line.product.id], place: [line.place.id] });
      const units = rows.find((r) => r.size.id === line.size.id)?.quantity ?? 0;
      updateCart((c) => ({ ...c, lines: c.lines.map((l) => (lineKey(l) === lineKey(line) ? { ...l, inStock: units } : l)) }));
    } catch {
      // the refusal's toast has said it; the next try checks again
    }
  };
  const checkPrint = useCheckPrint();
  /** a sale or a booking made: its check printed from this page, a new basket, the stock and the customer's balance read again, the message */
  const checkedOut = (message: string, made: Parameters<typeof checkPrint.print>[0]) => {
    checkPrint.print(made);
    setCheckout(false);
    updateCart(() => emptyCart());
    void queryClient.invalidateQueries({ queryKey: ['pos', 'sizesHere'] });
    void queryClient.invalidateQueries({ queryKey: ['customers'] });
    toast.success(message);
  };

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
          <CurrencySelect
            label={translate('app.sale.currency')}
            value={currency?.id ?? null}
            currencies={pricing.currencies}
            onChange={setCurrencyId}
            sx={{ width: 140, minWidth: 0 }}
            testId="sale-currency"
          />
        )}
      </Stack>

      <TillControls
        onScan={scanNow}
        onCamera={openCamera}
        onAdd={openAdding}
        productId={productId}
        onProduct={setProductId}
        canCustomers={canCustomers}
        customer={cart.customer ?? null}
        customerRecord={customerRecord.data}
        onCustomer={pickCustomer}
        onCreateCustomer={canCreateCustomer ? openCreatingCustomer : null}
        places={myPlaces.data}
        onFromPlace={setFromPlaceId}
        fromPlace={fromPlace}
        onPick={add}
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
          onCovered={() => {
            setDebtOpen(false);
            // SPEC.md 4: afterwards the customer is reselected (their debt and balance read again)
            void queryClient.invalidateQueries({ queryKey: ['customers'] });
            void chooseCustomer(cart.customer!.id);
          }}
        />
      )}
      {/* keyed by the place the units come from: its draft of chosen units is that place's */}
      <AddProductDialogMemo key={fromPlace.id} open={adding} onClose={closeAdding} place={fromPlace} placeTypeId={pricing.placeTypeId} currency={currency} onSave={addSelected} />
      {canCreateCustomer && <CreateCustomerDialogMemo open={creatingCustomer} onClose={closeCreatingCustomer} onCreated={customerCreated} />}
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
          onError={(err) => void recheckRefusedLine(err)}
        />
      )}
      {checkPrint.printed}
    </Box>
  );
}

/**
 * The till's controls (barcode, add-product, search, customer, 'take from' and the picked product's
 * sizes): memoised, so a scan re-renders the basket and not these (their props change only with them).
 */
const TillControls = memo(function TillControls({
  onScan,
  onCamera,
  onAdd,
  productId,
  onProduct,
  canCustomers,
  customer,
  customerRecord,
  onCustomer,
  onCreateCustomer,
  places,
  onFromPlace,
  fromPlace,
  onPick,
}: {
  onScan: (code: string) => void;
  onCamera: () => void;
  onAdd: () => void;
  productId: number | null;
  onProduct: (id: number | null) => void;
  canCustomers: boolean;
  customer: Cart['customer'] | null;
  customerRecord: CustomerSeen | undefined;
  onCustomer: (id: number | null) => void;
  /** null: the role may not create customers */
  onCreateCustomer: (() => void) | null;
  places: { id: number; name: string }[] | undefined;
  onFromPlace: (id: number) => void;
  /** the place scans and picks take their units from (the 'take from' select's value) */
  fromPlace: { id: number; name: string };
  onPick: (product: ProductDto, size: { id: number; name: string }, place: { id: number; name: string }, inStock: number) => void;
}) {
  const translate = useTranslate();
  const known = useMemo(() => (customer ? [customer] : undefined), [customer]);
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <BarcodeField onScan={onScan} onCamera={onCamera} sx={FIELD_BOX} />
          <Button variant="outlined" onClick={onAdd} startIcon={<AddIcon />} sx={{ flex: '0 0 auto', alignSelf: 'flex-start', height: 40 }} data-testid="sale-add-product">
            {translate('app.sale.add_product')}
            <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, ml: 0.5 }}>
              (F4)
            </Box>
          </Button>
          <Box sx={FIELD_BOX}>
            <RemoteSelect resource="products" value={productId} onChange={onProduct} label={translate('app.sale.search')} testId="sale-search" />
          </Box>
          {canCustomers && (
            <Box sx={FIELD_BOX}>
              <Stack direction="row" spacing={0.5} alignItems="flex-start">
                <RemoteSelect
                  resource="customers"
                  value={customer?.id ?? null}
                  known={known}
                  onChange={onCustomer}
                  label={translate('app.sale.customer')}
                  testId="sale-customer"
                />
                {onCreateCustomer && (
                  <IconButton onClick={onCreateCustomer} aria-label={translate('app.sale.create_customer')} title={translate('app.sale.create_customer')} data-testid="sale-customer-create">
                    <PersonAddIcon />
                  </IconButton>
                )}
              </Stack>
              {customer && (
                <Typography variant="caption" color="text.secondary" component="div" data-testid="sale-customer-discount">
                  {translate('app.sale.customer_discount_percent', { percent: Number(customer.discount) })}
                  {customerMoney(customerRecord) && (
                    <>
                      {' · '}
                      <Box component="span" data-testid="sale-customer-balance">
                        <CustomerBalance balance={customerMoney(customerRecord)!.balance} />
                      </Box>
                    </>
                  )}
                </Typography>
              )}
            </Box>
          )}
          {(places?.length ?? 0) > 1 && (
            <PlaceSelect
              label={translate('app.sale.take_from')}
              value={fromPlace.id}
              onChange={onFromPlace}
              places={places!}
              sx={{ flex: { md: '0 0 200px' } }}
              testId="sale-from-place"
            />
          )}
        </Stack>
        {productId != null && <SizesHere productId={productId} placeId={fromPlace.id} placeName={fromPlace.name} onPick={onPick} />}
      </CardContent>
    </Card>
  );
});

/** The basket grouped by vendor code (SPEC.md 2 'vendor-code summary table'). */
function VendorCodeTable({ cart, currency }: { cart: Cart; currency: TillCurrency | null }) {
  return (
    <HeadTable
      testId="sale-vendor-codes"
      head={<HeadCells columns={['app.sale.col_vendor_code', 'app.sale.col_product', 'app.sale.col_size', { label: 'app.sale.col_quantity', align: 'right' }, { label: 'app.sale.col_total', align: 'right' }]} />}
    >
      {vendorCodeSummary(cart).map((r) => (
        <TableRow key={r.vendorCode}>
          <TableCell>{r.vendorCode}</TableCell>
          <TableCell>{r.names.join(', ')}</TableCell>
          <TableCell>{r.sizes.join(', ')}</TableCell>
          <TableCell align="right">{r.quantity}</TableCell>
          <TableCell align="right">
            <MoneyText value={currency ? totalIn(r.total, currency.rate) : r.total} currency={currency?.name} />
          </TableCell>
        </TableRow>
      ))}
    </HeadTable>
  );
}

/** The till's dialogs that do not take the basket: not rendered again for a scan while their props hold. */
const AddProductDialogMemo = memo(AddProductDialog);
const CameraScannerMemo = memo(CameraScanner);
const CreateCustomerDialogMemo = memo(CreateCustomerDialog);

/** The till's top-row fields share the width evenly (a long label or hint never widens one of them). */
const FIELD_BOX = { flex: '1 1 0', minWidth: 0 } as const;

/** The cart's columns (SPEC.md 2), the customer discount one only with customer access. */
const COLUMNS = ['col_no', 'col_product', 'col_size', 'col_place', 'col_quantity', 'col_in_stock', 'col_price', 'col_discount', 'col_customer_discount', 'col_total'];
const RIGHT_COLUMNS = ['col_price', 'col_discount', 'col_customer_discount', 'col_total', 'col_in_stock'];
/** Columns a phone leaves out (the line keeps product, size, quantity and total; the rest is on wider screens). */
const PHONE_HIDDEN = ['col_no', 'col_place', 'col_in_stock', 'col_price', 'col_discount', 'col_customer_discount'];
const phoneHidden = { display: { xs: 'none', md: 'table-cell' } } as const;

function CartRow({
  index,
  line,
  customerDiscount,
  customerColumn,
  currency,
  onQuantity,
  onQuantityProblem,
  onRemove,
}: {
  index: number;
  line: CartLine;
  customerDiscount?: string | null;
  /** the 'customer discount' column is shown (customer access) */
  customerColumn: boolean;
  currency: TillCurrency | null;
  onQuantity: (q: number) => void;
  /** the rule's verdict on the typed quantity (null: accepted) */
  onQuantityProblem: (code: string | null) => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const { unit, total } = lineAmounts(line, customerDiscount);
  const inCurrency = (v: string) => (currency ? totalIn(v, currency.rate) : v);
  // the line's own discount; the customer's applies only to a line without one (SPEC.md 9)
  const own = Number(line.discount) > 0;
  const discount = own ? (line.discount_in_percent ? `${Number(line.discount)} %` : null) : '—';
  const customers = !own && Number(customerDiscount) > 0 ? `${Number(customerDiscount)} %` : '—';
  return (
    <TableRow data-testid={`sale-line-${index}`}>
      <TableCell sx={phoneHidden}>{index + 1}</TableCell>
      <TableCell>
        {line.product.name}
        <Typography variant="caption" color="text.secondary" component="div">
          {[line.product.model, line.product.vendor_code].filter(Boolean).join(' · ')}
        </Typography>
      </TableCell>
      <TableCell>{line.size.name}</TableCell>
      <TableCell sx={phoneHidden}>{line.place.name}</TableCell>
      <TableCell>
        {/* SPEC.md 5 'Cart': a whole number, 1 .. in stock; a scanner's burst typed here still scans (useBarcodeWedge) */}
        <IntegerInput
          size="small"
          value={line.quantity}
          onChange={onQuantity}
          onProblem={onQuantityProblem}
          rule={quantityRule(line.inStock, 'maximum_quantity_exceeded')}
          testId={`sale-qty-${index}`}
          slotProps={{ htmlInput: { 'aria-label': `${translate('app.sale.col_quantity')} ${line.product.name}`, 'data-wedge-passthrough': 'true' }, formHelperText: { sx: { mx: 0 } } }}
          sx={{ width: { xs: 64, sm: 90 } }}
        />
      </TableCell>
      <TableCell align="right" sx={phoneHidden}>
        {line.inStock}
      </TableCell>
      <TableCell align="right" sx={phoneHidden}>
        <MoneyText value={inCurrency(line.price)} currency={currency?.name} />
      </TableCell>
      <TableCell align="right" sx={phoneHidden}>
        {discount ?? <MoneyText value={inCurrency(line.discount)} currency={currency?.name} />}
      </TableCell>
      {customerColumn && (
        <TableCell align="right" sx={phoneHidden} data-testid={`sale-line-customer-discount-${index}`}>
          {customers}
        </TableCell>
      )}
      <TableCell align="right" data-testid={`sale-line-total-${index}`}>
        <MoneyText value={inCurrency(total)} currency={currency?.name} />
        {line.quantity > 1 && (
          <Typography variant="caption" color="text.secondary" component="div">
            {line.quantity} × <MoneyText value={inCurrency(unit)} currency={currency?.name} />
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <IconButton size="small" onClick={onRemove} aria-label={translate('app.sale.remove', { name: line.product.name })} data-testid={`sale-remove-${index}`}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

/** The chosen product's sizes in stock at this place: a chip each, click (or Enter) adds one. */
function SizesHere({
  productId,
  placeId,
  placeName,
  onPick,
}: {
  productId: number;
  placeId: number;
  placeName: string;
  onPick: (product: ProductDto, size: { id: number; name: string }, place: { id: number; name: string }, inStock: number) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['pos', 'sizesHere', productId, placeId],
    queryFn: async () => {
      const [{ data: product }, rows] = await Promise.all([
        dataProvider.getOne<ProductDto & { id: number }>('products', { id: productId }),
        dataProvider.placements({ product: [productId], place: [placeId] }),
      ]);
      return { product, rows: rows.filter((r) => r.quantity > 0) };
    },
  });
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, [query.data]);
  if (query.isPending) return <Loading />;
  if (!query.data) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="sale-sizes">
      <Typography variant="subtitle2" gutterBottom>
        {translate('app.sale.sizes_here')}
      </Typography>
      {query.data.rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.sale.no_data')}</Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {query.data.rows.map((r, i) => (
            <Chip
              key={r.id}
              ref={i === 0 ? first : undefined}
              clickable
              color="primary"
              variant="outlined"
              label={`${r.size.name} · ${r.quantity}`}
              onClick={() => onPick(query.data!.product, r.size, { id: placeId, name: placeName }, r.quantity)}
              data-testid={`sale-size-${r.size.name}`}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

export default SaleScreen;

/** The customer's balance, each currency it holds ('Balance: 0' when none). */
function CustomerBalance({ balance }: { balance: CustomerDto['balance'] }) {
  const translate = useTranslate();
  const held = balance.filter((b) => Number(b.amount) !== 0);
  if (!held.length) return <>{translate('app.sale.customer_no_balance')}</>;
  return (
    <>
      {translate('app.sale.customer_balance')}{' '}
      {held.map((b, i) => (
        <span key={b.currency.id}>
          {i > 0 && ', '}
          <MoneyText value={b.amount} currency={b.currency.name} />
        </span>
      ))}
    </>
  );
}

interface NewCustomerValues {
  name: string;
  phone: string;
  email: string;
}

/** The form's values as the customer contract takes them (an empty e-mail is none). */
const newCustomerBody = (v: Partial<NewCustomerValues>) => ({
  name: (v.name ?? '').trim(),
  phone: (v.phone ?? '').trim(),
  email: v.email?.trim() ? v.email.trim() : null,
});

/** SPEC.md 2 'creatable customer select': a new customer from the till (name, phone '+' and 12 digits, e-mail optional). */
function CreateCustomerDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (customer: CustomerDto) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = async (values: NewCustomerValues) => {
    const { data } = await dataProvider.create<CustomerDto>('customers', { data: newCustomerBody(values) });
    onCreated(data);
  };
  return (
    <FormDialog<NewCustomerValues>
      open={open}
      title={translate('app.sale.create_customer')}
      schema={customerCreateBody}
      toInput={newCustomerBody}
      defaultValues={{ name: '', phone: '', email: '' }}
      onSubmit={save}
      onClose={onClose}
      maxWidth="xs"
      testId="sale-customer-new"
    >
      <TextInput source="name" label="resources.customers.fields.name" isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'sale-customer-new-name' } }} />
      <TextInput source="phone" label="resources.customers.fields.phone" isRequired helperText="+998901234567" slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'sale-customer-new-phone' } }} />
      <TextInput source="email" label="resources.customers.fields.email" helperText={false} slotProps={{ htmlInput: { inputMode: 'email', 'data-testid': 'sale-customer-new-email' } }} />
    </FormDialog>
  );
}
