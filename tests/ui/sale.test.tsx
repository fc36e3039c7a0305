/**
 * The till's checkout (src/pos/CheckoutDialog.tsx): Sell is enabled only when the cash covers the total,
 * the change is shown, and a network failure offers a retry that sends the SAME sale key (a sale is never
 * doubled); SPEC.md's 'successfully sold' after the sale.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { API, signedIn } from './moneyFixtures';
import { CheckoutDialog } from '../../src/pos/CheckoutDialog';
import { refusedLine, type Cart } from '../../src/pos/cartModel';

const cart: Cart = {
  saleKey: 'sale-key-123',
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
};
const UZS = { id: 2, name: 'UZS', rate: '12650' };
const sold = { id: 41, status: 'active' };

describe('checkout without a customer', () => {
  it('needs the cash to cover the total, shows the change, and retries a network failure with the same sale key', async () => {
    signedIn('seller');
    const keys: (string | null)[] = [];
    const bodies: unknown[] = [];
    let fail = true;
    server.use(
      http.post(`${API}/realization/v1/sells/`, async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        bodies.push(await request.json());
        if (fail) {
          fail = false;
          return HttpResponse.error();
        }
        return HttpResponse.json(sold, { status: 201 });
      }),
    );
    const onSold = vi.fn();
    renderWithAdmin(<CheckoutDialog open cart={cart} placeId={1} currency={UZS} onClose={() => undefined} onSold={onSold} />, { locale: 'en' });
    // 2 x 54.00 USD = 108.00 USD = 1 366 200.00 UZS
    expect((await screen.findByTestId('checkout-to-pay')).textContent).toMatch(/1\s366\s200\.00\sUZS/);
    const user = userEvent.setup();
    const cash = screen.getByTestId('checkout-cash');
    const sell = () => screen.getByTestId('checkout-sell') as HTMLButtonElement;
    expect(sell().disabled).toBe(true);
    await user.type(cash, '1000000');
    expect(sell().disabled).toBe(true);
    expect(screen.getByText('The cash does not cover the total')).toBeTruthy();
    await user.clear(cash);
    await user.type(cash, '1 400 000,5');
    await waitFor(() => expect(sell().disabled).toBe(false));
    expect(screen.getByTestId('checkout-change').textContent).toMatch(/33\s800\.50\sUZS/);
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('checkout-network-error')).toBeTruthy();
    expect(sell().textContent).toBe('Retry');
    await user.click(sell());
    await waitFor(() => expect(onSold).toHaveBeenCalledWith(sold));
    expect(keys).toEqual(['sale-key-123', 'sale-key-123']);
    expect(bodies[1]).toEqual({
      place: 1,
      sell_products: [{ product: 1, size: 2, quantity: 2, place: 1 }],
      payments: [{ currency: 2, amount: '1400000.5' }],
      change_currency: 2,
      // the total was shown in UZS: the check states it in UZS
      currency: 2,
      method: 'cash',
    });
  });
});

describe('the server cannot reach its database', () => {
  it("503 database_unavailable: the till says the sale was not made, keeps the dialog and the basket, and retries with the same key", async () => {
    signedIn('seller');
    const keys: (string | null)[] = [];
    let down = true;
    server.use(
      http.post(`${API}/realization/v1/sells/`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (down) {
          down = false;
          return HttpResponse.json(
            { errors: [{ code: 'database_unavailable', message: 'The server cannot reach its database. Nothing was saved; try again in a moment.' }] },
            { status: 503, headers: { 'Retry-After': '2' } },
          );
        }
        return HttpResponse.json(sold, { status: 201 });
      }),
    );
    const onSold = vi.fn();
    renderWithAdmin(<CheckoutDialog open cart={cart} placeId={1} currency={UZS} onClose={() => undefined} onSold={onSold} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('checkout-cash'), '1400000');
    const sell = () => screen.getByTestId('checkout-sell') as HTMLButtonElement;
    await waitFor(() => expect(sell().disabled).toBe(false));
    await user.keyboard('{Enter}');
    const alert = await screen.findByTestId('checkout-network-error');
    expect(alert.textContent).toBe('The server is not reachable: the sale was not made. The basket is kept; retry in a moment.');
    expect(onSold).not.toHaveBeenCalled();
    expect(sell().textContent).toBe('Retry');
    await user.click(sell());
    await waitFor(() => expect(onSold).toHaveBeenCalledWith(sold));
    expect(keys).toEqual(['sale-key-123', 'sale-key-123']);
  });
});

describe('a refused line', () => {
  it('names the basket line the refusal is about, and hands the refusal on', async () => {
    signedIn('seller');
    server.use(
      http.post(`${API}/realization/v1/sells/`, () =>
        HttpResponse.json({ errors: [{ code: 'product_quantity_not_enough', field: 'sell_products.0.quantity', message: 'Product quantity is not enough in current place' }] }, { status: 409 }),
      ),
    );
    const onError = vi.fn();
    renderWithAdmin(<CheckoutDialog open cart={cart} placeId={1} currency={UZS} onClose={() => undefined} onSold={() => undefined} onError={onError} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('checkout-cash'), '1400000');
    await waitFor(() => expect((screen.getByTestId('checkout-sell') as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByTestId('checkout-sell'));
    expect(await screen.findByText(/: Dress Aurora, M \(Chorsu shop\)$/)).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(refusedLine('sell_products.0.quantity')).toBe(0);
    expect(refusedLine('booking_products.12')).toBe(12);
    expect(refusedLine('payments.0.amount')).toBeNull();
    expect(refusedLine(undefined)).toBeNull();
  });
});

describe('a refused form', () => {
  it.each([
    ['en', 'Please, check selling form and try again'],
    ['ru', 'Пожалуйста, проверьте форму продажи и попробуйте снова'],
  ])('%s: a rule of the form itself (not a line) says to check the selling form (SPEC.md 8)', async (locale, text) => {
    signedIn('seller');
    server.use(
      http.post(`${API}/realization/v1/sells/`, () => HttpResponse.json({ errors: [{ code: 'max_decimal_places', field: 'payments.0.amount', message: 'Ensure that there are no more than 2 decimal places.' }] }, { status: 400 })),
    );
    renderWithAdmin(<CheckoutDialog open cart={cart} placeId={1} currency={UZS} onClose={() => undefined} onSold={() => undefined} />, { locale });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('checkout-cash'), '1400000');
    await waitFor(() => expect((screen.getByTestId('checkout-sell') as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByTestId('checkout-sell'));
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe('checkout with a customer', () => {
  it("pays from the customer's balance (never more than it holds or than the total), the change going to the balance by default", async () => {
    signedIn('admin');
    let body: unknown;
    server.use(
      http.get(`${API}/customers/v1/customers/5/`, () =>
        HttpResponse.json({
          id: 5,
          name: 'Shahnoza',
          phone: '+998971234567',
          email: null,
          address: '',
          percentage_discount: '10.00',
          approval_status: 'approved',
          is_active: true,
          balance: [{ currency: { id: 1, name: 'USD' }, amount: '100.00' }],
          total_debt: '0.00',
        }),
      ),
      http.post(`${API}/realization/v1/sells/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(sold, { status: 201 });
      }),
      // the admin reads the till's balance (the change must not exceed it)
      http.get(`${API}/wallet/v1/place/1/balance/`, () => HttpResponse.json([])),
    );
    const onSold = vi.fn();
    const USD = { id: 1, name: 'USD', rate: '1' };
    // 60.00 with its own 10 % (54.00) x 2 = 108.00: the customer's 10 % does not add to a price's own discount
    const withCustomer: Cart = { ...cart, customer: { id: 5, name: 'Shahnoza', discount: '10.00' } };
    renderWithAdmin(<CheckoutDialog open cart={withCustomer} placeId={1} currency={USD} onClose={() => undefined} onSold={onSold} />, { locale: 'en' });
    expect((await screen.findByTestId('checkout-to-pay')).textContent).toMatch(/108\.00\sUSD/);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('checkout-method-balance'));
    const fromBalance = await screen.findByTestId('checkout-from-balance');
    const sell = () => screen.getByTestId('checkout-sell') as HTMLButtonElement;
    await user.type(fromBalance, '100.01');
    expect(await screen.findByText('More than the balance holds, or more than the total')).toBeTruthy();
    expect(sell().disabled).toBe(true);
    await user.clear(fromBalance);
    await user.type(fromBalance, '100');
    expect(sell().disabled).toBe(true); // 8.00 still due
    await user.type(screen.getByTestId('checkout-cash'), '10');
    // SPEC.md 4: paying from the balance, the change goes to the balance (ticked by default, still switchable)
    expect((screen.getByTestId('checkout-change-to-balance') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(sell().disabled).toBe(false));
    expect(screen.getByTestId('checkout-change').textContent).toMatch(/2\.00\sUSD/);
    await user.click(sell());
    await waitFor(() => expect(onSold).toHaveBeenCalled());
    expect(body).toMatchObject({
      payments: [{ currency: 1, amount: '10' }],
      method: 'balance',
      customer: { customer: 5, pay_from_balance: '100', balance_currency: 1, add_change_to_balance: true },
    });
  });
});
