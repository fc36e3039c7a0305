/**
 * The till's screen (src/pos/SaleScreen.tsx): a scan takes its units from the place chosen in
 * 'Take from' (the line carries that place); the cart's separate 'customer discount' column shows only
 * with customer access; the client manager creates a customer from the till (name, phone, e-mail
 * optional), who is chosen at once with their discount and balance shown.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { aPage, aPlace, aPlaceCurrency, aPrice, aProduct, USD } from './builders';
import { API, signedIn } from './moneyFixtures';
import { SaleScreen } from '../../src/pos/SaleScreen';
import type { CustomerDto } from '../../src/domain/customer/contract';

const MALL = aPlace({ id: 2, name: 'Mall shop' });

const aCustomer = (o: Partial<CustomerDto> = {}): CustomerDto => ({
  id: 9,
  name: 'Dilnoza',
  phone: '+998901234567',
  email: null,
  address: '',
  percentage_discount: '10.00',
  approval_status: 'pending',
  is_active: true,
  balance: [{ currency: USD, amount: '25.00' }],
  old_debt: '0.00',
  total_debt: '0.00',
  debt_currency: USD,
  ...o,
});

/** The till at Chorsu shop (id 1), the seller's places Chorsu and Mall; returns the scan requests. */
function till() {
  localStorage.setItem('pos.salePlace', JSON.stringify({ id: 1, name: 'Chorsu shop' }));
  const scans: { code: string; place: number }[] = [];
  server.use(
    http.get(`${API}/company/v1/places/1/`, () => HttpResponse.json(aPlace())),
    http.get(`${API}/company/v1/places/1/currencies/`, () => HttpResponse.json([aPlaceCurrency({ currency: USD, is_base_currency: true })])),
    http.get(`${API}/company/v1/place_type_rates/`, () => HttpResponse.json(aPage([]))),
    http.get(`${API}/company/v1/places/`, () => HttpResponse.json(aPage([aPlace(), MALL]))),
    http.post(`${API}/barcode/v1/barcodes/scan/`, async ({ request }) => {
      const body = (await request.json()) as { code: string; place: number };
      scans.push(body);
      const place = body.place === 2 ? MALL : aPlace();
      return HttpResponse.json({ product: aProduct({ prices: [aPrice({ price: '80.00' })] }), size: { id: 1, name: 'S' }, place: { id: place.id, name: place.name }, in_stock: 3 });
    }),
  );
  return scans;
}

const scan = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  await user.type(await screen.findByTestId('sale-barcode', undefined, { timeout: 3000 }), `${code}{Enter}`);
};

describe('the place selector', () => {
  it("scans take their units from the chosen place, and the line says which; no customer column without customer access", async () => {
    signedIn('seller');
    const scans = till();
    renderWithAdmin(<SaleScreen />, { locale: 'en' });
    const user = userEvent.setup();
    await scan(user, '111');
    expect(await screen.findByTestId('sale-line-0')).toBeTruthy();
    await user.click(await screen.findByRole('combobox', { name: 'Take from' }));
    await user.click(await screen.findByRole('option', { name: 'Mall shop' }));
    await scan(user, '111');
    const second = await screen.findByTestId('sale-line-1');
    expect(scans.map((s) => s.place)).toEqual([1, 2]);
    // lines are keyed by product, size and place: the same product from Mall is another line
    expect(within(screen.getByTestId('sale-line-0')).getByText('Chorsu shop')).toBeTruthy();
    expect(within(second).getByText('Mall shop')).toBeTruthy();
    // the seller has no customer access: no customer discount column
    expect(within(screen.getByTestId('sale-cart')).queryByText('Customer discount')).toBeNull();
    expect(screen.queryByTestId('sale-customer-create')).toBeNull();
  });
});

describe('creatable customer select', () => {
  it('the client manager creates a customer from the till; they are chosen, their discount in its own column and their balance shown', async () => {
    signedIn('customer_access_seller');
    till();
    let created: unknown;
    server.use(
      http.post(`${API}/customers/v1/customers/`, async ({ request }) => {
        created = await request.json();
        return HttpResponse.json(aCustomer(), { status: 201 });
      }),
      http.get(`${API}/customers/v1/customers/9/`, () => HttpResponse.json(aCustomer())),
      http.get(`${API}/customers/v1/customers/9/debts/`, () => HttpResponse.json([])),
    );
    renderWithAdmin(<SaleScreen />, { locale: 'en' });
    const user = userEvent.setup();
    await scan(user, '111');
    const line = await screen.findByTestId('sale-line-0');
    expect(within(screen.getByTestId('sale-cart')).getByText('Customer discount')).toBeTruthy();
    expect(within(line).getByTestId('sale-line-customer-discount-0').textContent).toBe('—');

    await user.click(screen.getByTestId('sale-customer-create'));
    const dialog = await screen.findByTestId('sale-customer-new');
    const save = within(dialog).getByTestId('sale-customer-new-submit') as HTMLButtonElement;
    await user.type(within(dialog).getByTestId('sale-customer-new-name'), 'Dilnoza');
    await user.type(within(dialog).getByTestId('sale-customer-new-phone'), '998901234567');
    // '+' and 12 digits
    await waitFor(() => expect(save.disabled).toBe(true));
    await user.clear(within(dialog).getByTestId('sale-customer-new-phone'));
    await user.type(within(dialog).getByTestId('sale-customer-new-phone'), '+998901234567');
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() => expect(created).toEqual({ name: 'Dilnoza', phone: '+998901234567', email: null }));
    await waitFor(() => expect(screen.queryByTestId('sale-customer-new')).toBeNull());

    // chosen at once: the discount (its own column, on lines without their own) and the balance per currency
    expect((await screen.findByTestId('sale-customer-discount')).textContent).toMatch(/Customer discount 10 %/);
    expect((await screen.findByTestId('sale-customer-balance')).textContent).toMatch(/Balance: 25\.00\sUSD/);
    expect(screen.getByTestId('sale-line-customer-discount-0').textContent).toBe('10 %');
    // 80.00 less 10 % = 72.00
    expect(screen.getByTestId('sale-line-total-0').textContent).toMatch(/72\.00\sUSD/);
  });
});
