/**
 * Whole-number quantities at the till (SPEC.md 5 'Cart' and 'Enter an integer'): the
 * cart line's quantity keeps what was typed, says 'Enter an integer' for 2.5 and 'maximum quantity
 * exceeded' above the stock, keeps the line's quantity until a number is accepted and holds the sale
 * until then; a scanner's burst typed into the quantity field still adds its line and leaves the
 * quantity alone. The add-product dialog's basket follows the same rule.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { aPage, aPlace, aPlaceCurrency, aPrice, aProduct, USD } from './builders';
import { API, signedIn } from './moneyFixtures';
import { SaleScreen } from '../../src/pos/SaleScreen';
import { AddProductDialog } from '../../src/pos/AddProductDialog';

/** The till at Chorsu shop: code 111 is size S, 4600000000012 size M, 3 of each in stock at 80.00 USD. */
function till() {
  localStorage.setItem('pos.salePlace', JSON.stringify({ id: 1, name: 'Chorsu shop' }));
  const scans: string[] = [];
  server.use(
    http.get(`${API}/company/v1/places/1/`, () => HttpResponse.json(aPlace())),
    http.get(`${API}/company/v1/places/1/currencies/`, () => HttpResponse.json([aPlaceCurrency({ currency: USD, is_base_currency: true })])),
    http.get(`${API}/company/v1/place_type_rates/`, () => HttpResponse.json(aPage([]))),
    http.get(`${API}/company/v1/places/`, () => HttpResponse.json(aPage([aPlace()]))),
    http.post(`${API}/barcode/v1/barcodes/scan/`, async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      scans.push(code);
      const size = code === '111' ? { id: 1, name: 'S' } : { id: 2, name: 'M' };
      return HttpResponse.json({ product: aProduct({ prices: [aPrice({ price: '80.00' })] }), size, place: { id: 1, name: 'Chorsu shop' }, in_stock: 3 });
    }),
  );
  return scans;
}

const typeCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => user.type(await screen.findByTestId('sale-barcode', undefined, { timeout: 3000 }), `${code}{Enter}`);
const quantity = () => screen.getByTestId('sale-qty-0') as HTMLInputElement;
const lineTotal = () => screen.getByTestId('sale-line-total-0').textContent;
const drawUp = () => screen.getByTestId('sale-draw-up') as HTMLButtonElement;

afterEach(() => vi.restoreAllMocks());

describe("the cart line's quantity", () => {
  it("keeps what was typed, refuses 2.5 and more than in stock with SPEC.md's texts, and holds the sale until a number is accepted", async () => {
    signedIn('seller');
    till();
    renderWithAdmin(<SaleScreen />, { locale: 'en' });
    const user = userEvent.setup();
    await typeCode(user, '111');
    await typeCode(user, '111');
    await waitFor(() => expect(quantity().value).toBe('2'));
    expect(lineTotal()).toMatch(/^160\.00\sUSD/);
    await waitFor(() => expect(drawUp().disabled).toBe(false));
    const line = screen.getByTestId('sale-line-0');

    // 2.5: 'Enter an integer', the text stays, the line keeps 2, the sale waits
    await user.clear(quantity());
    await user.type(quantity(), '2.5');
    expect(quantity().value).toBe('2.5');
    expect(within(line).getByText('Enter an integer')).toBeTruthy();
    expect(quantity().getAttribute('aria-invalid')).toBe('true');
    expect(lineTotal()).toMatch(/^160\.00\sUSD/);
    expect(drawUp().disabled).toBe(true);

    // 3 is taken at once
    await user.clear(quantity());
    await user.type(quantity(), '3');
    expect(within(line).queryByText('Enter an integer')).toBeNull();
    expect(quantity().getAttribute('aria-invalid')).toBe('false');
    expect(lineTotal()).toMatch(/^240\.00\sUSD/);
    expect(screen.getByTestId('sale-total').textContent).toMatch(/3 items/);
    expect(drawUp().disabled).toBe(false);

    // more than the 3 in stock: the cart's cap and its message, the 4 kept as typed, the line at 3
    await user.clear(quantity());
    await user.type(quantity(), '4');
    expect(quantity().value).toBe('4');
    expect(within(line).getByText('maximum quantity exceeded')).toBeTruthy();
    expect(lineTotal()).toMatch(/^240\.00\sUSD/);
    expect(drawUp().disabled).toBe(true);

    // letters, and 0 (SPEC.md: quantity min 1)
    await user.clear(quantity());
    await user.type(quantity(), 'x');
    expect(within(line).getByText('Enter an integer')).toBeTruthy();
    await user.clear(quantity());
    await user.type(quantity(), '0');
    expect(within(line).getByText('Ensure this value is greater than or equal to 1.')).toBeTruthy();
    expect(lineTotal()).toMatch(/^240\.00\sUSD/);

    // the basket kept in the browser has the accepted number
    await user.clear(quantity());
    await user.type(quantity(), '1');
    await waitFor(() => expect(drawUp().disabled).toBe(false));
    expect(JSON.parse(localStorage.getItem('pos.cart.1')!).lines[0].quantity).toBe(1);
  });

  it("a scanner's burst typed into the quantity field adds its line and leaves the quantity as it was", async () => {
    signedIn('seller');
    const scans = till();
    renderWithAdmin(<SaleScreen />, { locale: 'en' });
    const user = userEvent.setup();
    await typeCode(user, '111');
    await waitFor(() => expect(quantity().value).toBe('1'));
    await user.clear(quantity());
    await user.type(quantity(), '3');
    expect(lineTotal()).toMatch(/^240\.00\sUSD/);

    // a wedge types the code and Enter as one burst: the keys' timestamps are the same instant here
    const burst = Date.now() + 10_000;
    vi.spyOn(Date, 'now').mockReturnValue(burst);
    await user.keyboard('4600000000012{Enter}');
    vi.restoreAllMocks();

    await waitFor(() => expect(scans).toEqual(['111', '4600000000012']));
    const added = await screen.findByTestId('sale-line-1');
    expect(within(added).getByText('M')).toBeTruthy();
    await waitFor(() => expect(quantity().value).toBe('3'));
    expect(quantity().getAttribute('aria-invalid')).toBe('false');
    expect(lineTotal()).toMatch(/^240\.00\sUSD/);
    expect((screen.getByTestId('sale-qty-1') as HTMLInputElement).value).toBe('1');

    // a person's slow Enter in the field is no scan
    await user.clear(quantity());
    await user.type(quantity(), '2{Enter}');
    expect(scans).toHaveLength(2);
    expect(lineTotal()).toMatch(/^160\.00\sUSD/);
  });
});

describe("the add-product dialog's basket", () => {
  it('refuses 1.5 and more than available with their messages, keeps Save disabled until fixed, and saves the accepted number', async () => {
    signedIn('seller');
    const product = aProduct({ id: 7, prices: [aPrice({ price: '80.00' })] });
    localStorage.setItem('pos.selected.1', JSON.stringify([{ product, size: { id: 2, name: 'M' }, quantity: 1, available: 3 }]));
    server.use(
      http.get(`${API}/product/v1/products/`, () => HttpResponse.json(aPage([]))),
      http.get(`${API}/product/v1/placements/`, () => HttpResponse.json(aPage([]))),
    );
    const onSave = vi.fn();
    renderWithAdmin(<AddProductDialog open onClose={() => undefined} place={{ id: 1, name: 'Chorsu shop' }} placeTypeId={1} currency={null} onSave={onSave} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('add-product-basket'));
    const basket = await screen.findByTestId('selected-products');
    const field = within(basket).getByTestId('selected-qty-0') as HTMLInputElement;
    const save = within(basket).getByTestId('selected-save') as HTMLButtonElement;
    expect(save.disabled).toBe(false);

    await user.type(field, '.5');
    expect(field.value).toBe('1.5');
    expect(within(basket).getByText('Enter an integer')).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.clear(field);
    await user.type(field, '4');
    expect(within(basket).getByText('maximum quantity exceeded')).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.clear(field);
    await user.type(field, '2');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith([expect.objectContaining({ size: { id: 2, name: 'M' }, quantity: 2, available: 3 })]);
  });
});
