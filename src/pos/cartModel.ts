/**
 * The till's basket (SPEC.md sections 3 'Cart line', 4 'Basket', 5 'Cart'), pure: lines keyed by
 * product, size and place; quantity at least 1 and at most what is in stock; a product without a price
 * at the place type is refused. Prices and totals come from src/domain/sale/pricing.ts, the same code
 * the server uses to recompute them.
 */
import { linePrice, saleTotal } from '../domain/sale/pricing';

export interface CartLine {
  product: { id: number; name: string; model: string; vendor_code: string };
  size: { id: number; name: string };
  place: { id: number; name: string };
  quantity: number;
  /** units at that place when the line was added or last checked */
  inStock: number;
  /** the price rule at the sale place's type, in the base currency */
  price: string;
  discount: string;
  discount_in_percent: boolean;
}

export interface Cart {
  /** one key per sale: every try of this sale sends it as Idempotency-Key (a sale is never doubled) */
  saleKey: string;
  lines: CartLine[];
  /** the customer the sale is made to (customer access only); their discount applies to lines without one */
  customer?: { id: number; name: string; discount: string } | null;
}

export const lineKey = (l: Pick<CartLine, 'product' | 'size' | 'place'>) => `${l.product.id}:${l.size.id}:${l.place.id}`;

export type AddOutcome = { cart: Cart; refused?: 'maximum_quantity_exceeded' | 'product_is_out_of_stock' | 'sell_no_price_text' };

/** Adds `quantity` of a line, or raises an existing one's quantity; never above what is in stock. */
export function addLine(cart: Cart, line: Omit<CartLine, 'quantity' | 'price'> & { price: string | null }, quantity = 1): AddOutcome {
  if (line.price == null) return { cart, refused: 'sell_no_price_text' };
  if (line.inStock <= 0) return { cart, refused: 'product_is_out_of_stock' };
  const key = lineKey(line);
  const existing = cart.lines.find((l) => lineKey(l) === key);
  const already = existing?.quantity ?? 0;
  if (already >= line.inStock) return { cart, refused: 'maximum_quantity_exceeded' };
  const next = Math.min(line.inStock, already + quantity);
  const priced = { ...line, price: line.price } as CartLine;
  const lines = existing
    ? cart.lines.map((l) => (lineKey(l) === key ? { ...l, ...priced, quantity: next } : l))
    : [...cart.lines, { ...priced, quantity: next }];
  return { cart: { ...cart, lines }, refused: already + quantity > line.inStock ? 'maximum_quantity_exceeded' : undefined };
}

/**
 * A line's new quantity, kept within 1..in stock (a non-number keeps the line as it was). The till's field
 * (src/ui/IntegerInput.tsx) sends only whole numbers in that range and shows its message for anything else;
 * the bounds here guard the basket itself.
 */
export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  if (!Number.isFinite(quantity)) return cart;
  return {
    ...cart,
    lines: cart.lines.map((l) => (lineKey(l) === key ? { ...l, quantity: Math.max(1, Math.min(l.inStock, Math.trunc(quantity))) } : l)),
  };
}

export const removeLine = (cart: Cart, key: string): Cart => ({ ...cart, lines: cart.lines.filter((l) => lineKey(l) !== key) });

/** A line's unit price after its discount (or the customer's) and its total, in the base currency. */
export const lineAmounts = (l: CartLine, customerDiscount?: string | null) => linePrice(l, customerDiscount);

/** The basket's total in the base currency. */
export const cartTotal = (cart: Cart, extra?: { amount: string; rate: string } | null) => saleTotal(cart.lines, extra, cart.customer?.discount);

export const cartQuantity = (cart: Cart) => cart.lines.reduce((n, l) => n + l.quantity, 0);

/** The body of POST /realization/v1/sells/: the server prices it again. */
export interface SalePay {
  /** the currency the total was shown in when the seller sold (the check shows the total in it) */
  currency?: number;
  payments: { currency: number; amount: string }[];
  changeCurrency: number;
  method: 'cash' | 'balance' | 'debt';
  /** paid from the customer's balance (method balance), in balanceCurrency */
  fromBalance?: string | null;
  balanceCurrency?: number;
  changeToBalance?: boolean;
  extra?: { currency: number; amount: string } | null;
}

/** The basket line a refusal names by its field ('sell_products.2.quantity', 'booking_products.0'), or null. */
export function refusedLine(field: string | undefined): number | null {
  const m = /^(?:sell|booking)_products\.(\d+)(?:\.|$)/.exec(field ?? '');
  return m ? Number(m[1]) : null;
}

const basketLines = (cart: Cart) => cart.lines.map((l) => ({ product: l.product.id, size: l.size.id, quantity: l.quantity, place: l.place.id }));

/** The sale request (POST sells): the lines and what was paid; prices and totals are the server's. */
export function saleBody(cart: Cart, placeId: number, pay: SalePay) {
  const fromBalance = pay.method === 'balance' && pay.fromBalance ? pay.fromBalance : null;
  return {
    place: placeId,
    sell_products: basketLines(cart),
    payments: pay.payments,
    change_currency: pay.changeCurrency,
    ...(pay.currency !== undefined ? { currency: pay.currency } : {}),
    method: pay.method,
    ...(pay.extra ? { extra_service_cost: pay.extra } : {}),
    ...(cart.customer
      ? {
          customer: {
            customer: cart.customer.id,
            ...(fromBalance ? { pay_from_balance: fromBalance, balance_currency: pay.balanceCurrency } : {}),
            add_change_to_balance: !!pay.changeToBalance,
          },
        }
      : {}),
  };
}

/** The booking request (POST bookings): the basket's lines reserved for the customer, the prepayment in one currency. */
export function bookingBody(cart: Cart, placeId: number, prepayment: { currency: number; amount: string }, extra: { currency: number; amount: string } | null = null) {
  return {
    place: placeId,
    customer: cart.customer!.id,
    booking_products: basketLines(cart),
    prepayment: prepayment.amount,
    currency: prepayment.currency,
    method: 'book' as const,
    ...(extra ? { extra_service_cost: extra } : {}),
  };
}

/** One row of the vendor-code summary (SPEC.md 2): a basket's lines grouped by vendor code. */
export interface VendorCodeRow {
  vendorCode: string;
  names: string[];
  sizes: string[];
  quantity: number;
  /** base currency, with the customer's discount where it applies */
  total: string;
}

/** The basket by vendor code, in the order the codes first appear (the till's 'show by vendor code'). */
export function vendorCodeSummary(cart: Cart): VendorCodeRow[] {
  const rows = new Map<string, { names: Set<string>; sizes: string[]; quantity: number; lines: CartLine[] }>();
  for (const l of cart.lines) {
    const code = l.product.vendor_code || '—';
    const row = rows.get(code) ?? { names: new Set<string>(), sizes: [], quantity: 0, lines: [] };
    row.names.add(l.product.name);
    if (!row.sizes.includes(l.size.name)) row.sizes.push(l.size.name);
    row.quantity += l.quantity;
    row.lines.push(l);
    rows.set(code, row);
  }
  return [...rows.entries()].map(([vendorCode, r]) => ({
    vendorCode,
    names: [...r.names],
    sizes: r.sizes,
    quantity: r.quantity,
    total: saleTotal(r.lines, null, cart.customer?.discount),
  }));
}

/**
 * The checkout as typed so far (SPEC.md 3 'Browser storage keeps ... check, payment type'): kept with
 * the basket's sale key, so a reload or a crashed tab during checkout loses nothing. Amounts are the
 * text as typed; currencies are ids (one no longer at the place falls back to the till's currency).
 */
export interface CheckoutDraft {
  method: 'cash' | 'balance' | 'debt' | 'book';
  cash: string;
  firstCurrency: number;
  two: boolean;
  second: string;
  secondCurrency: number;
  changeCurrency: number;
  payCurrency: number;
  fromBalance: string;
  balanceCurrency: number;
  changeToBalance: boolean;
  extra: string;
  extraCurrency: number;
}

/** A fresh checkout: cash, nothing typed, every currency the till's. */
export const newCheckoutDraft = (currencyId: number): CheckoutDraft => ({
  method: 'cash',
  cash: '',
  firstCurrency: currencyId,
  two: false,
  second: '',
  secondCurrency: currencyId,
  changeCurrency: currencyId,
  payCurrency: currencyId,
  fromBalance: '',
  balanceCurrency: currencyId,
  changeToBalance: false,
  extra: '',
  extraCurrency: currencyId,
});

/** A stored draft over the defaults: fields of the wrong type (an older or damaged entry) are left at their default. */
export function restoreCheckoutDraft(stored: unknown, currencyId: number): CheckoutDraft {
  const draft = newCheckoutDraft(currencyId);
  if (!stored || typeof stored !== 'object') return draft;
  const s = stored as Record<string, unknown>;
  const out: Record<string, unknown> = { ...draft };
  for (const [k, v] of Object.entries(draft)) if (typeof s[k] === typeof v) out[k] = s[k];
  if (!['cash', 'balance', 'debt', 'book'].includes(out.method as string)) out.method = 'cash';
  return out as unknown as CheckoutDraft;
}
