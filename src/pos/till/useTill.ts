/**
 * The till's state and actions (the sale screen's one hook): the basket, the place's pricing and the
 * 'take from' place, the customer, scans (wedge, field, camera), the dialogs' open flags, the checkout's
 * outcome (printed check, new basket) and the keys F2 and F4. The till's components only render it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ProductDto, ScanResult } from '../../domain/product/contract';
import type { CustomerDto, CustomerSeen } from '../../domain/customer/contract';
import { useCan } from '../../providers/useCan';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorsOf } from '../../providers/httpClient';
import { useAppNotify } from '../../layout/feedback';
import { messageKey } from '../../i18n';
import { addLine, cartTotal, lineKey, refusedLine, type AddOutcome } from '../cartModel';
import { emptyCart, useCart } from '../cartStore';
import type { SelectedProduct } from '../AddProductDialog';
import { usePlacePricing, type TillCurrency } from '../usePlacePricing';
import { useBarcodeWedge } from '../useBarcodeWedge';
import { useCheckPrint } from '../PrintCheck';
import type { OutboxEntry } from '../offline/outbox';
import { isUnreachable, tillConnectivity } from '../offline/connectivity';
import { productOfLocal, useLocalCatalogueOf } from '../offline/LocalCatalogueContext';
import type { LocalCatalogue } from '../offline/types';
import { listPage, type RemoteSource } from '../../ui/RemoteSelect';

export function useTill(placeId: number, placeName: string) {
  // the till's messages are about the latest scan or sale: each replaces the one on screen at once
  const toast = useAppNotify({ replace: true });
  const dataProvider = useDataProvider<AppDataProvider>();
  const pricing = usePlacePricing(placeId);
  const local = useLocalCatalogueOf();
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
  // the local catalogue holds this place's units only: it stands in for the server while units come from here
  const localHere = local && fromPlace.id === placeId ? local : null;
  /** a till read: the server's answer; with the server unreachable, the local catalogue's (none here: the failure) */
  const readOrLocal = useCallback(
    async <T>(server: () => Promise<T>, fromLocal: (catalogue: LocalCatalogue) => Promise<T>): Promise<T> => {
      const connectivity = tillConnectivity();
      if (localHere && !connectivity.online()) return fromLocal(localHere);
      try {
        return await connectivity.call(server);
      } catch (err) {
        if (localHere && isUnreachable(err)) return fromLocal(localHere);
        throw err;
      }
    },
    [localHere],
  );
  /** the product search: the server's; offline, the local catalogue's (name, model or vendor code) */
  const productSearch = useMemo<RemoteSource>(
    () => ({
      key: localHere ? 'till' : 'server',
      page: (search, page, perPage) =>
        readOrLocal(
          () => listPage(dataProvider, 'products', search, page, perPage),
          async (catalogue) => {
            const found = await catalogue.search(search, page * perPage + 1);
            return { data: found.slice((page - 1) * perPage, page * perPage).map((p) => ({ id: p.id, name: p.name })), hasMore: found.length > page * perPage };
          },
        ),
    }),
    [dataProvider, localHere, readOrLocal],
  );
  /** the picked product and its sizes in stock where the units come from: the server's; offline, the local catalogue's */
  const sizesOf = useCallback(
    (id: number) =>
      readOrLocal(
        async () => {
          const [{ data: product }, rows] = await Promise.all([
            dataProvider.getOne<ProductDto & { id: number }>('products', { id }),
            dataProvider.placements({ product: [id], place: [fromPlace.id] }),
          ]);
          return { product, sizes: rows.filter((r) => r.quantity > 0).map((r) => ({ size: r.size, quantity: r.quantity })) };
        },
        async (catalogue) => {
          const product = await catalogue.product(id);
          if (!product) return { product: null, sizes: [] };
          return {
            product: productOfLocal(product, pricing.placeTypeId),
            sizes: product.sizes.filter((z) => z.stock > 0).map((z) => ({ size: { id: z.id, name: z.name }, quantity: z.stock })),
          };
        },
      ),
    [dataProvider, fromPlace.id, pricing.placeTypeId, readOrLocal],
  );
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

  // a scan: the server's answer for the place the units come from; offline, the local catalogue's (this place's)
  const scan = useCallback(
    async (code: string) => {
      try {
        const hit = await readOrLocal<ScanResult | null>(
          () => dataProvider.scanBarcode({ code, place: fromPlace.id }),
          async (catalogue) => {
            const found = await catalogue.byBarcode(code);
            const size = found?.product.sizes.find((z) => z.id === found.sizeId);
            if (!found || !size) return null;
            return { product: productOfLocal(found.product, pricing.placeTypeId), size: { id: size.id, name: size.name }, place: { id: placeId, name: placeName }, in_stock: size.stock };
          },
        );
        if (!hit) return toast.info(messageKey('product_is_out_of_stock'));
        add(hit.product, hit.size, { id: hit.place.id, name: hit.place.name }, hit.in_stock);
      } catch (err) {
        toast.error(err);
      }
    },
    [add, dataProvider, fromPlace.id, toast, readOrLocal, pricing.placeTypeId, placeId, placeName],
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
  // callbacks they are not rendered again for a scan (scan to line; they were a third of it)
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
        // the add-product dialog lists the server's products and stock: offline, a scan or the search adds
        if (tillConnectivity().online()) setAdding(true);
        else toast.info('app.sale.offline_needs_server');
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
  }, [canDrawUp, hasDebt, toast]);

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

  /** a cash sale the server did not answer: in the outbox, its check printed with the offline mark, a new basket */
  const checkedOutOffline = (entry: OutboxEntry) => {
    checkPrint.print({ kind: 'offline', entry });
    setCheckout(false);
    updateCart(() => emptyCart());
    // the sizes shown are read again (the local catalogue took the units off)
    void queryClient.invalidateQueries({ queryKey: ['pos', 'sizesHere'] });
    toast.info('app.sale.offline_sold', { number: entry.local_number });
  };
  /** the customer's debt covered (SPEC.md 4): afterwards the customer is reselected (their debt and balance read again) */
  const debtCovered = () => {
    setDebtOpen(false);
    void queryClient.invalidateQueries({ queryKey: ['customers'] });
    if (cart.customer) void chooseCustomer(cart.customer.id);
  };

  return {
    pricing,
    cart,
    updateCart,
    currency,
    setCurrencyId,
    productId,
    setProductId,
    myPlaces,
    fromPlace,
    setFromPlaceId,
    canCustomerPay,
    canCustomers,
    canCreateCustomer,
    customerRecord,
    pickCustomer,
    creatingCustomer,
    openCreatingCustomer,
    closeCreatingCustomer,
    customerCreated,
    camera,
    openCamera,
    closeCamera,
    scanNow,
    productSearch,
    sizesOf,
    add,
    addSelected,
    adding,
    openAdding,
    closeAdding,
    quantityRefused,
    canDrawUp,
    hasDebt,
    debtOpen,
    setDebtOpen,
    debtCovered,
    checkout,
    setCheckout,
    byVendorCode,
    setByVendorCode,
    checkedOut,
    checkedOutOffline,
    recheckRefusedLine,
    printed: checkPrint.printed,
  };
}

export type TillState = ReturnType<typeof useTill>;
