/** The admin's transfer history (issue 12; SPEC.md 7 comma arrays): several places at once, sent comma-joined. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { signedIn } from './moneyFixtures';
import { TransferList } from '../../src/resources/movement/Transfers';
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
