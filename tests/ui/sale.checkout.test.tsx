/**
 * The till's checkout (src/pos/CheckoutDialog.tsx): what was typed survives a reload (kept
 * with the basket's sale key, dropped with the basket); a lone '.' is no amount; the change never
 * exceeds what the till holds in the change currency.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { API, signedIn } from './moneyFixtures';
import { CheckoutDialog } from '../../src/pos/CheckoutDialog';
import { newCheckoutDraft, type Cart } from '../../src/pos/cartModel';
import { emptyCart, writeCart } from '../../src/pos/cartStore';

const USD = { id: 1, name: 'USD', rate: '1' };
const UZS = { id: 2, name: 'UZS', rate: '12650' };
// 2 x 54.00 USD = 108.00 USD
const cart = (saleKey: string): Cart => ({
  saleKey,
  lines: [
    {
      product: { id: 1, name: 'Dress Aurora', model: 'Aurora', vendor_code: 'VC-1001' },
      size: { id: 2, name: 'M' },
      place: { id: 1, name: 'Chorsu shop' },
      quantity: 2,
      inStock: 3,
      price: '60.00',
      discount: '10',
      discount_in_percent: true,
    },
  ],
});
const sell = () => screen.getByTestId('checkout-sell') as HTMLButtonElement;
const checkout = (c: Cart) => <CheckoutDialog open cart={c} placeId={1} currency={USD} currencies={[USD, UZS]} onClose={() => undefined} onSold={vi.fn()} />;

describe('checkout draft', () => {
  it('keeps the method, amounts, currencies and toggles across a reload; a new basket drops them', async () => {
    signedIn('seller');
    const c = cart('sale-key-draft');
    writeCart(1, c);
    const first = renderWithAdmin(checkout(c), { locale: 'en' });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('checkout-cash'), '60');
    await user.click(screen.getByTestId('checkout-two-currencies'));
    // the second amount computed from the remainder: 48.00 USD = 607 200.00 UZS
    expect((screen.getByTestId('checkout-second') as HTMLInputElement).value).toBe('607200.00');
    await waitFor(() => expect(sell().disabled).toBe(false));
    first.unmount();

    // a reload (or a crashed tab): the same sale key finds the checkout as it was
    renderWithAdmin(checkout(c), { locale: 'en' });
    expect(((await screen.findByTestId('checkout-cash')) as HTMLInputElement).value).toBe('60');
    expect((screen.getByTestId('checkout-two-currencies') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('checkout-second') as HTMLInputElement).value).toBe('607200.00');
    expect(sell().disabled).toBe(false);
    expect(JSON.parse(localStorage.getItem('pos.checkout.sale-key-draft')!)).toMatchObject({ cash: '60', two: true, secondCurrency: 2 });

    // sold, booked or cleared: the basket gets a new sale key and the old checkout is gone
    writeCart(1, emptyCart());
    expect(localStorage.getItem('pos.checkout.sale-key-draft')).toBeNull();
  });
});

describe('the cash field', () => {
  it("takes a lone '.' as no amount (no 'does not cover' refusal) and never a negative", async () => {
    signedIn('seller');
    renderWithAdmin(checkout(cart('sale-key-dot')), { locale: 'en' });
    const user = userEvent.setup();
    const cash = await screen.findByTestId('checkout-cash');
    await user.type(cash, '.');
    expect((cash as HTMLInputElement).value).toBe('.');
    // the field says nothing either (SPEC.md 5: a lone '.' counts as empty)
    expect(screen.queryByText('A valid number is required.')).toBeNull();
    expect(sell().disabled).toBe(true);
    expect(screen.queryByText('The cash does not cover the total')).toBeNull();
    // '.5' is half a unit: typed on from the '.', it is an amount (and does not cover 108.00)
    await user.type(cash, '5');
    expect(await screen.findByText('The cash does not cover the total')).toBeTruthy();
    await user.clear(cash);
    await user.type(cash, '-200');
    expect(await screen.findByText('The amount must not be negative.')).toBeTruthy();
    expect(sell().disabled).toBe(true);
    expect(screen.queryByText('The cash does not cover the total')).toBeNull();
  });
});

describe('the change and the till', () => {
  it("refuses a change above the place's balance in the change currency, saying what the till holds", async () => {
    signedIn('admin');
    server.use(
      http.get(`${API}/wallet/v1/place/1/balance/`, () =>
        HttpResponse.json([
          { id: 1, amount: '0.00', currency: { id: 1, name: 'USD' } },
          { id: 2, amount: '500000.00', currency: { id: 2, name: 'UZS' } },
        ]),
      ),
    );
    // the checkout as left before a reload: 150 USD paid, the change in UZS
    localStorage.setItem('pos.checkout.sale-key-till', JSON.stringify({ ...newCheckoutDraft(1), cash: '150', changeCurrency: 2 }));
    renderWithAdmin(checkout(cart('sale-key-till')), { locale: 'en' });
    // 42.00 USD of change = 531 300.00 UZS, the till holds 500 000.00 UZS
    const alert = await screen.findByTestId('checkout-not-enough-change');
    expect(alert.textContent).toMatch(/Not enough money in the till for this change: it holds 500\u00a0000\.00 UZS/);
    expect(screen.getByTestId('checkout-change').textContent).toMatch(/531\s300\.00\sUZS/);
    expect(sell().disabled).toBe(true);
    const user = userEvent.setup();
    const cash = screen.getByTestId('checkout-cash');
    await user.clear(cash);
    await user.type(cash, '108.5');
    // 0.50 USD = 6 325.00 UZS: the till has it
    await waitFor(() => expect(sell().disabled).toBe(false));
    expect(screen.queryByTestId('checkout-not-enough-change')).toBeNull();
  });
});

describe('payment methods by role', () => {
  const withCustomer = (saleKey: string): Cart => ({ ...cart(saleKey), customer: { id: 5, name: 'Gulnora Saidova', discount: '0.00' } });
  const customer = { id: 5, name: 'Gulnora Saidova', phone: '+998901112233', email: null, address: '', percentage_discount: '0.00', approval_status: 'approved', is_active: true };

  it('shows a seller from the balance and on credit disabled, saying which roles may use them', async () => {
    signedIn('seller');
    server.use(http.get(`${API}/customers/v1/customers/5/`, () => HttpResponse.json(customer)));
    renderWithAdmin(checkout(withCustomer('sale-key-seller')), { locale: 'en' });
    const debt = (await screen.findByTestId('checkout-method-debt')) as HTMLInputElement;
    expect(debt.disabled).toBe(true);
    expect((screen.getByTestId('checkout-method-balance') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('checkout-method-book') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByTestId('checkout-method-refusal').textContent).toBe('From the balance and on credit: only Administrator, Manager, Client manager may sell this way.');
  });

  it('lets a client manager sell on credit, with no refusal shown', async () => {
    signedIn('customer_access_seller');
    server.use(
      http.get(`${API}/customers/v1/customers/5/`, () =>
        HttpResponse.json({ ...customer, balance: [], old_debt: '0.00', total_debt: '0.00', debt_currency: { id: 1, name: 'USD' } }),
      ),
    );
    renderWithAdmin(checkout(withCustomer('sale-key-cm')), { locale: 'en' });
    const debt = (await screen.findByTestId('checkout-method-debt')) as HTMLInputElement;
    expect(debt.disabled).toBe(false);
    expect(screen.queryByTestId('checkout-method-refusal')).toBeNull();
  });
});
