/** The till's basket (src/pos/cartModel.ts): keys, stock caps, refusals, totals with the server's arithmetic. */
import { describe, expect, it } from 'vitest';
import { addLine, cartQuantity, cartTotal, lineKey, newCheckoutDraft, removeLine, restoreCheckoutDraft, saleBody, setQuantity, vendorCodeSummary, type Cart } from '../../src/pos/cartModel';

const empty = (): Cart => ({ saleKey: 'k-1', lines: [] });
const coat = {
  product: { id: 1, name: 'Coat', model: 'C', vendor_code: 'V' },
  size: { id: 2, name: 'M' },
  place: { id: 3, name: 'Chorsu shop' },
  inStock: 2,
  price: '100.00' as string | null,
  discount: '10',
  discount_in_percent: true,
};

describe('basket', () => {
  it('adds a line, raises its quantity, never above what is in stock', () => {
    let out = addLine(empty(), coat);
    expect(out.refused).toBeUndefined();
    out = addLine(out.cart, coat);
    expect(out.cart.lines).toHaveLength(1);
    expect(out.cart.lines[0].quantity).toBe(2);
    const third = addLine(out.cart, coat);
    expect(third.refused).toBe('maximum_quantity_exceeded');
    expect(third.cart.lines[0].quantity).toBe(2);
  });

  it('the same product in another size or place is another line', () => {
    let cart = addLine(empty(), coat).cart;
    cart = addLine(cart, { ...coat, size: { id: 9, name: 'L' } }).cart;
    cart = addLine(cart, { ...coat, place: { id: 4, name: 'Mall shop' } }).cart;
    expect(cart.lines.map(lineKey)).toEqual(['1:2:3', '1:9:3', '1:2:4']);
    expect(cartQuantity(cart)).toBe(3);
  });

  it('refuses a product without a price at the place type, and one out of stock', () => {
    expect(addLine(empty(), { ...coat, price: null }).refused).toBe('sell_no_price_text');
    expect(addLine(empty(), { ...coat, inStock: 0 }).refused).toBe('product_is_out_of_stock');
  });

  it('keeps a typed quantity within 1..in stock, and removes lines', () => {
    const cart = addLine(empty(), coat).cart;
    const key = lineKey(cart.lines[0]);
    expect(setQuantity(cart, key, 5).lines[0].quantity).toBe(2);
    expect(setQuantity(cart, key, 0).lines[0].quantity).toBe(1);
    expect(setQuantity(cart, key, Number('x')).lines[0].quantity).toBe(1);
    expect(removeLine(cart, key).lines).toEqual([]);
  });

  it('totals exactly with the discount (90.00 each), and the sale body leaves pricing to the server', () => {
    const cart = setQuantity(addLine(empty(), coat).cart, '1:2:3', 2);
    expect(cartTotal(cart)).toBe('180.00');
    expect(saleBody(cart, 3, { payments: [{ currency: 1, amount: '200.00' }], changeCurrency: 1, method: 'cash' })).toEqual({
      place: 3,
      sell_products: [{ product: 1, size: 2, quantity: 2, place: 3 }],
      payments: [{ currency: 1, amount: '200.00' }],
      change_currency: 1,
      method: 'cash',
    });
    // the currency the total was shown in goes with it: the check states the total in it
    expect(saleBody(cart, 3, { currency: 2, payments: [{ currency: 2, amount: '2530000' }], changeCurrency: 2, method: 'cash' })).toMatchObject({ currency: 2 });
  });
});

describe('vendor-code summary', () => {
  it('groups lines by vendor code with their sizes, units and total (customer discount applied)', () => {
    const line = (id: number, code: string, size: string, quantity: number, price = '50.00') => ({
      product: { id, name: `P${id}`, model: 'M', vendor_code: code },
      size: { id: quantity * 10 + id, name: size },
      place: { id: 1, name: 'Shop' },
      quantity,
      inStock: 10,
      price,
      discount: '0.00',
      discount_in_percent: false,
    });
    const cart: Cart = { saleKey: 'k', lines: [line(1, 'VC-1', 'S', 1), line(2, 'VC-2', 'M', 2, '10.00'), line(3, 'VC-1', 'L', 2)], customer: { id: 1, name: 'C', discount: '10' } };
    expect(vendorCodeSummary(cart)).toEqual([
      { vendorCode: 'VC-1', names: ['P1', 'P3'], sizes: ['S', 'L'], quantity: 3, total: '135.00' },
      { vendorCode: 'VC-2', names: ['P2'], sizes: ['M'], quantity: 2, total: '18.00' },
    ]);
  });
});

describe('checkout draft (kept with the sale key)', () => {
  it('restores what was stored over the defaults; a damaged entry falls back field by field', () => {
    expect(restoreCheckoutDraft(null, 2)).toEqual(newCheckoutDraft(2));
    expect(restoreCheckoutDraft('junk', 2)).toEqual(newCheckoutDraft(2));
    const stored = { ...newCheckoutDraft(1), method: 'balance', cash: '12,5', two: true, second: '1000', secondCurrency: 2, changeToBalance: true };
    expect(restoreCheckoutDraft(JSON.parse(JSON.stringify(stored)), 2)).toEqual(stored);
    expect(restoreCheckoutDraft({ method: 'steal', cash: 5, changeCurrency: '3', two: true }, 2)).toEqual({ ...newCheckoutDraft(2), two: true });
  });
});
