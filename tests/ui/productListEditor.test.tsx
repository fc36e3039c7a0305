/** The shared product list editor (issue 12; SPEC.md 5): scan adds a line or one more of it, minus disabled at 1, save disabled when empty, one request with one key, a refusal shown on its line. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { ProductListEditor } from '../../src/ui/ProductListEditor';

const API = '/api';

function catalogue() {
  server.use(
    http.get(`${API}/product/v1/sizes/all/`, () => HttpResponse.json([{ id: 5, name: 'M', type: 1, is_active: true }, { id: 6, name: 'L', type: 1, is_active: true }])),
    http.get(`${API}/barcode/v1/barcodes/`, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      const results = search === '4600000000011' ? [{ id: 1, code: '4600000000011', product: 7, size: { id: 5, name: 'M' } }] : [];
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.get(`${API}/product/v1/products/7/`, () => HttpResponse.json({ id: 7, name: 'Dress', model: 'Aurora', cost: '12.50' })),
  );
}

describe('ProductListEditor', () => {
  it('scans into lines, keeps minus disabled at 1, and saves every line in one call with one key', async () => {
    catalogue();
    const onSave = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<ProductListEditor open withCost title="Add products" onClose={onClose} onSave={onSave} testId="ed" />, { locale: 'en' });
    expect((await screen.findByTestId('ed-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Add products: scan their barcodes or add a line')).toBeTruthy();

    const scan = screen.getByTestId('ed-scan');
    await user.type(scan, '4600000000011{Enter}');
    await waitFor(() => expect(screen.getByTestId('ed-row-0')).toBeTruthy());
    expect((screen.getByTestId('ed-quantity-0') as HTMLInputElement).value).toBe('1');
    expect((screen.getByTestId('ed-minus-0') as HTMLButtonElement).disabled).toBe(true);
    await user.type(scan, '4600000000011{Enter}');
    await waitFor(() => expect((screen.getByTestId('ed-quantity-0') as HTMLInputElement).value).toBe('2'));
    expect(screen.queryByTestId('ed-row-1')).toBeNull();
    expect((screen.getByTestId('ed-minus-0') as HTMLButtonElement).disabled).toBe(false);
    // the product's cost is proposed, kept as typed
    expect((screen.getByTestId('ed-cost-0') as HTMLInputElement).value).toBe('12.50');

    await user.type(scan, '999{Enter}');
    await waitFor(() => expect(screen.getByTestId('ed-scan-error').textContent).toBe('Product not found'));

    await user.click(screen.getByTestId('ed-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [lines, key] = onSave.mock.calls[0];
    expect(lines).toEqual([{ product: 7, size: 5, quantity: 2, cost: '12.50' }]);
    expect(typeof key).toBe('string');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a refusal on its line and keeps the lines for a retry with the same key', async () => {
    catalogue();
    const refusal = Object.assign(new Error('refused'), { status: 409, body: { errors: [{ code: 'product_quantity_not_enough', message: 'Product quantity is not enough in current place', field: 'products.0.quantity' }] } });
    const onSave = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderWithAdmin(<ProductListEditor open title="Add" onClose={() => undefined} onSave={onSave} testId="ed" />, { locale: 'en' });
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
