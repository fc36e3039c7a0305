/** The admin's transfer history (SPEC.md 7 comma arrays): several places at once, sent comma-joined. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { signedIn } from './moneyFixtures';
import { TransferList } from '../../src/screens/movement/Transfers';
import { TransferInfo } from '../../src/screens/movement/TransferInfo';
import type { RouteDef } from '../../src/domain/routes';

const API = '/api';
const place = (id: number, name: string) => ({ id, name, address: '', image: null, is_active: true, type: { id: 1, name: 'Shop' } });

describe('transfer history filters', () => {
  it('filters by several places, comma-joined', async () => {
    signedIn('admin');
    const all = [place(1, 'Chorsu shop'), place(2, 'Mall shop'), place(3, 'Central warehouse')];
    const asked: string[] = [];
    server.use(
      http.get(`${API}/company/v1/places/`, () => HttpResponse.json({ count: 3, next: null, previous: null, results: all })),
      http.get(`${API}/company/v1/places/all/`, () => HttpResponse.json(all)),
      http.get(`${API}/transfer/v1/transfers/`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<TransferList route={{ key: 'transfers_history' } as RouteDef} />, { path: '/transfers/history', locale: 'en' });
    await waitFor(() => expect(asked[0]).toBe('box=all&offset=0&limit=10'));
    await user.click(within(screen.getByTestId('history-places').parentElement!).getByRole('combobox'));
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Chorsu shop' }));
    await user.click(within(listbox).getByRole('option', { name: 'Central warehouse' }));
    await waitFor(() => expect(asked[asked.length - 1]).toBe('box=all&offset=0&limit=10&places=1%2C3'));
  });
});

describe('a transfer being prepared', () => {
  const transfer = {
    id: 7,
    code: '0000077',
    kind: 'transfer',
    status: 'preparing',
    from_place: { id: 3, name: 'Central warehouse' },
    to_place: { id: 1, name: 'Chorsu shop' },
    created_by: { id: 1, name: 'Aziza Karimova' },
    sent_by: null,
    accepted_by: null,
    created_at: '2026-11-27T09:00:00.000Z',
    sent_at: null,
    accepted_at: null,
    lines: 1,
    total_quantity: 2,
    can_edit: true,
    can_accept: false,
    products: [{ id: 11, product: { id: 5, name: 'Coat', model: 'C1', model_code: '', vendor_code: 'V-1' }, size: { id: 2, name: 'M' }, quantity: 2 }],
  };

  it.each([
    ['admin', true],
    ['manager', false],
    ['seller', false],
  ] as const)('%s: adding products and editing lines shown %s (SPEC.md 6: add-products is the admin\'s)', async (role, shown) => {
    signedIn(role);
    server.use(http.get(`${API}/transfer/v1/transfers/7/`, () => HttpResponse.json(transfer)));
    renderWithAdmin(
      <Routes>
        <Route path="/transfers/info/:id" element={<TransferInfo route={{ key: 'transfer_info' } as RouteDef} />} />
      </Routes>,
      { path: '/transfers/info/7', locale: 'en' },
    );
    await screen.findByTestId('transfer-lines');
    // sending and deleting stay the sender's
    expect(screen.getByTestId('transfer-delete')).toBeTruthy();
    expect(!!screen.queryByTestId('transfer-add-products')).toBe(shown);
    expect(!!screen.queryByTestId('transfer-line-remove-0')).toBe(shown);
  });

  it('an empty transfer tells the sender who adds its products', async () => {
    signedIn('seller');
    server.use(http.get(`${API}/transfer/v1/transfers/7/`, () => HttpResponse.json({ ...transfer, products: [], lines: 0, total_quantity: 0 })));
    renderWithAdmin(
      <Routes>
        <Route path="/transfers/info/:id" element={<TransferInfo route={{ key: 'transfer_info' } as RouteDef} />} />
      </Routes>,
      { path: '/transfers/info/7', locale: 'en' },
    );
    expect((await screen.findByTestId('transfer-no-lines')).textContent).toBe('No products yet: an administrator adds them');
  });
});
