/**
 * The shared product list editor (SPEC.md 5): a scan goes through the till's barcode scan at the
 * editor's place and adds a line or one more of it, minus disabled at 1, save disabled when empty, one
 * request with one key, a refusal shown on its line; a line offers the product's own sizes; a transfer's
 * lines offer the sizes in stock at the sender and the plus button stops at that stock; a typed quantity
 * above it, or 1.5, is kept as typed with its message and keeps Save disabled (src/ui/IntegerInput.tsx).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { ProductListEditor } from '../../src/ui/ProductListEditor';

const API = '/api';
const PLACE = 3;

const product = { id: 7, name: 'Dress', model: 'Aurora', model_code: '', vendor_code: 'D-7', type: { id: 1, name: 'Dresses' }, cost: '12.50', is_active: true, is_novelty: false, is_available_online: false, online_places: [], prices: [], images: [], main_image: null };
const notFound = () => HttpResponse.json({ errors: [{ code: 'no_such_product', message: 'Product not found', field: 'code' }] }, { status: 404 });

function catalogue(inStock = 5) {
  const scans: unknown[] = [];
  server.use(
    http.get(`${API}/product/v1/sizes/all/`, () =>
      HttpResponse.json([
        { id: 5, name: 'M', type: 1, type_name: 'Letters', is_active: true },
        { id: 6, name: 'L', type: 1, type_name: 'Letters', is_active: true },
        { id: 9, name: '42', type: 2, type_name: 'Numbers', is_active: true },
      ]),
    ),
    http.post(`${API}/barcode/v1/barcodes/scan/`, async ({ request }) => {
      const body = (await request.json()) as { code: string; place: number };
      scans.push(body);
      if (body.code === '4600000000011') return HttpResponse.json({ product, size: { id: 5, name: 'M' }, place: { id: PLACE, name: 'Warehouse' }, in_stock: inStock });
      if (body.code === '4600000000012') return HttpResponse.json({ errors: [{ code: 'product_is_out_of_stock', message: 'This product is not in stock', field: 'code' }] }, { status: 409 });
      return notFound();
    }),
    // the product's barcodes (its size types), and the exact code of a product the place does not hold
    http.get(`${API}/barcode/v1/barcodes/`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const all = [
        { id: 1, code: '4600000000011', product: 7, size: { id: 5, name: 'M' } },
        { id: 2, code: '46000000000123', product: 7, size: { id: 5, name: 'M' } },
        { id: 3, code: '4600000000012', product: 7, size: { id: 6, name: 'L' } },
      ];
      const results = all.filter((b) => (!q.get('product') || String(b.product) === q.get('product')) && (!q.get('search') || b.code.includes(q.get('search')!)));
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.get(`${API}/product/v1/products/7/`, () => HttpResponse.json(product)),
    http.get(`${API}/product/v1/placements/`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      expect([q.get('product'), q.get('place')]).toEqual(['7', String(PLACE)]);
      const results = [{ id: 1, product: { id: 7, name: 'Dress', model: 'Aurora', vendor_code: 'D-7' }, size: { id: 5, name: 'M' }, place: { id: PLACE, name: 'Warehouse' }, quantity: inStock, reserved: 0, on_the_way: 0 }];
      return HttpResponse.json({ count: 1, next: null, previous: null, results });
    }),
  );
  return scans;
}

async function sizeChoices(user: ReturnType<typeof userEvent.setup>, row: number) {
  await user.click(within(screen.getByTestId(`ed-size-${row}`).parentElement!).getByRole('combobox'));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox).getAllByRole('option').map((o) => o.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}

describe('ProductListEditor', () => {
  it('scans at its place into lines, keeps minus disabled at 1, and saves every line in one call with one key', async () => {
    const scans = catalogue();
    const onSave = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<ProductListEditor open withCost place={PLACE} title="Add products" onClose={onClose} onSave={onSave} testId="ed" />, { locale: 'en' });
    expect((await screen.findByTestId('ed-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Add products: scan their barcodes or add a line')).toBeTruthy();

    const scan = screen.getByTestId('ed-scan');
    await user.type(scan, '4600000000011{Enter}');
    await waitFor(() => expect(screen.getByTestId('ed-row-0')).toBeTruthy());
    expect(scans[0]).toEqual({ code: '4600000000011', place: PLACE });
    expect((screen.getByTestId('ed-quantity-0') as HTMLInputElement).value).toBe('1');
    expect((screen.getByTestId('ed-minus-0') as HTMLButtonElement).disabled).toBe(true);
    await user.type(scan, '4600000000011{Enter}');
    await waitFor(() => expect((screen.getByTestId('ed-quantity-0') as HTMLInputElement).value).toBe('2'));
    expect(screen.queryByTestId('ed-row-1')).toBeNull();
    expect((screen.getByTestId('ed-minus-0') as HTMLButtonElement).disabled).toBe(false);
    // the product's cost is proposed, kept as typed
    expect((screen.getByTestId('ed-cost-0') as HTMLInputElement).value).toBe('12.50');
    // the product's own sizes: those of the size type its barcodes use, not every size
    await waitFor(async () => expect(await sizeChoices(user, 0)).toEqual(['M (Letters)', 'L (Letters)']));

    await user.type(scan, '999{Enter}');
    await waitFor(() => expect(screen.getByTestId('ed-scan-error').textContent).toBe('Product not found'));

    // a reception receives what the place does not hold yet: the code is still found
    await user.clear(scan);
    await user.type(scan, '4600000000012{Enter}');
    await waitFor(() => expect(screen.getByTestId('ed-row-1')).toBeTruthy());
    expect(screen.queryByTestId('ed-scan-error')).toBeNull();

    await user.click(screen.getByTestId('ed-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [lines, key] = onSave.mock.calls[0];
    expect(lines).toEqual([
      { product: 7, size: 5, quantity: 2, cost: '12.50' },
      { product: 7, size: 6, quantity: 1, cost: '12.50' },
    ]);
    expect(typeof key).toBe('string');
    expect(onClose).toHaveBeenCalled();
  });

  it('a transfer offers the sizes in stock at the sender and stops plus and scans at that stock', async () => {
    catalogue(2);
    const user = userEvent.setup();
    renderWithAdmin(<ProductListEditor open limitToStock place={PLACE} title="Add" onClose={() => undefined} onSave={vi.fn()} testId="ed" />, { locale: 'en' });
    const scan = await screen.findByTestId('ed-scan');
    await user.type(scan, '4600000000011{Enter}');
    await waitFor(() => expect(screen.getByTestId('ed-row-0')).toBeTruthy());
    await waitFor(() => expect((screen.getByTestId('ed-plus-0') as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByTestId('ed-plus-0'));
    expect((screen.getByTestId('ed-quantity-0') as HTMLInputElement).value).toBe('2');
    expect((screen.getByTestId('ed-plus-0') as HTMLButtonElement).disabled).toBe(true);
    // typing more is refused with its message, never cut down: the 9 stays, Save waits, the line keeps 2
    const quantity = screen.getByTestId('ed-quantity-0') as HTMLInputElement;
    await user.clear(quantity);
    await user.type(quantity, '9');
    expect(quantity.value).toBe('9');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByTestId('ed-row-0')).getByText('Product quantity is not enough in current place')).toBeTruthy();
    expect((screen.getByTestId('ed-save') as HTMLButtonElement).disabled).toBe(true);
    // 1.5 is not a quantity
    await user.clear(quantity);
    await user.type(quantity, '1.5');
    expect(quantity.value).toBe('1.5');
    expect(within(screen.getByTestId('ed-row-0')).getByText('Enter an integer')).toBeTruthy();
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(quantity.getAttribute('aria-invalid')).toBe('false');
    expect((screen.getByTestId('ed-save') as HTMLButtonElement).disabled).toBe(false);
    expect(within(screen.getByTestId('ed-row-0')).queryByText('Enter an integer')).toBeNull();
    await user.type(scan, '4600000000011{Enter}');
    await waitFor(() => expect(screen.getByTestId('ed-scan-error').textContent).toBe('Product quantity is not enough in current place'));
    expect((screen.getByTestId('ed-quantity-0') as HTMLInputElement).value).toBe('2');
    expect(await sizeChoices(user, 0)).toEqual(['M (2 in stock)']);
    // a product the sender does not hold is refused by the scan
    await user.clear(scan);
    await user.type(scan, '4600000000012{Enter}');
    await waitFor(() => expect(screen.getByTestId('ed-scan-error').textContent).toBe('This product is not in stock'));
    expect(screen.queryByTestId('ed-row-1')).toBeNull();
  });

  it('shows a refusal on its line and keeps the lines for a retry with the same key', async () => {
    catalogue();
    const refusal = Object.assign(new Error('refused'), { status: 409, body: { errors: [{ code: 'product_quantity_not_enough', message: 'Product quantity is not enough in current place', field: 'products.0.quantity' }] } });
    const onSave = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderWithAdmin(<ProductListEditor open place={PLACE} title="Add" onClose={() => undefined} onSave={onSave} testId="ed" />, { locale: 'en' });
    await user.type(await screen.findByTestId('ed-scan'), '4600000000011{Enter}');
    await waitFor(() => expect(screen.getByTestId('ed-row-0')).toBeTruthy());
    await user.click(screen.getByTestId('ed-save'));
    await waitFor(() => expect(screen.getByTestId('ed-error').textContent).toBe('Line 1: Product quantity is not enough in current place'));
    expect(screen.getByTestId('ed-row-0')).toBeTruthy();
    await user.click(screen.getByTestId('ed-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1][1]).toBe(onSave.mock.calls[0][1]);
  });
});
