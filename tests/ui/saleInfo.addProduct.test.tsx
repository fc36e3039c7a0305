/**
 * The add-product dialog's results (SPEC.md 2 'Add-product search dialog'): the size column lists the
 * sizes with units at the till's place, next to the total quantity and the price there.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { API, signedIn } from './moneyFixtures';
import { aPage, aProduct } from './builders';
import { AddProductDialog } from '../../src/pos/AddProductDialog';

const row = (id: number, product: number, size: { id: number; name: string }, quantity: number) => ({
  id,
  product: { id: product, name: 'Suit Bella', model: 'Bella', vendor_code: 'VC-7' },
  size,
  place: { id: 1, name: 'Chorsu shop' },
  quantity,
  reserved: 0,
  on_the_way: 0,
});

describe('add-product dialog results', () => {
  it('shows the sizes in stock at the place and the total quantity', async () => {
    signedIn('seller');
    localStorage.clear();
    server.use(
      http.get(`${API}/product/v1/products/`, () => HttpResponse.json(aPage([aProduct({ id: 7 }), aProduct({ id: 8, name: 'Coat Nova' })]))),
      http.get(`${API}/product/v1/placements/`, () =>
        HttpResponse.json(aPage([row(1, 7, { id: 1, name: 'S' }, 2), row(2, 7, { id: 2, name: 'M' }, 3), row(3, 7, { id: 3, name: 'L' }, 0), row(4, 8, { id: 1, name: 'S' }, 0)])),
      ),
    );
    renderWithAdmin(<AddProductDialog open onClose={() => undefined} place={{ id: 1, name: 'Chorsu shop' }} placeTypeId={1} currency={null} onSave={() => undefined} />, { locale: 'en' });
    expect((await screen.findByTestId('add-product-sizes-7')).textContent).toBe('S, M');
    expect(screen.getByTestId('add-product-sizes-8').textContent).toBe('—');
    expect(screen.getByRole('columnheader', { name: 'Size' })).toBeTruthy();
    expect(screen.getByTestId('add-product-row-7').textContent).toContain('5');
  });
});
