/**
 * The wholesale reference tables (one generic screen for six routes) and tissues: adding a
 * height posts to its own table; a tissue row shows the server's rgb/hsl/hsv/hsi; a refused save says
 * 'Tissue update error'.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { aPage } from './builders';
import { DictionaryTable } from '../../src/screens/wholesale/DictionaryTable';
import { TissueList } from '../../src/screens/wholesale/TissueList';
import { ROUTES } from '../../src/domain/routes';
import { setToken } from '../../src/providers/token';
import type { TissueDto } from '../../src/domain/wholesale/contract';

const API = 'http://localhost:3000/api';

function signedInAsAdmin() {
  setToken('t'.repeat(64));
  server.use(
    http.get(`${API}/auth/v1/info/`, () =>
      HttpResponse.json({
        company: { id: 1, name: 'Demo', currencies: [], baseCurrency: null, secondaryDefaultCurrency: null, nationalCurrency: null, place_type_rates: [] },
        user: { id: 1, username: 'a', name: 'A K', phone: '', salary: '0', sell_percent: '0', position: '', role: 'admin', roles: ['admin'], places: [1], payload: { picture: null } },
      }),
    ),
  );
}

describe('reference tables', () => {
  it('one screen serves each route with its own table', async () => {
    signedInAsAdmin();
    const posted: unknown[] = [];
    server.use(
      http.get(`${API}/wholesale/v1/heights/`, () => HttpResponse.json(aPage([{ id: 1, name: '170', is_active: true }], 1))),
      http.post(`${API}/wholesale/v1/heights/`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 2, name: '176', is_active: true }, { status: 201 });
      }),
    );
    renderWithAdmin(<DictionaryTable route={ROUTES.find((r) => r.key === 'heights')!} />, { locale: 'en' });
    expect(await screen.findByText('170')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Heights' })).toBeTruthy();
    const add = screen.getByTestId('dictionary-add') as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await userEvent.type(screen.getByTestId('dictionary-new-name'), '176');
    await userEvent.click(add);
    await waitFor(() => expect(posted).toEqual([{ name: '176' }]));
  });
});

const aTissue = (o: Partial<TissueDto> = {}): TissueDto => ({
  id: 4,
  fabric_sample_image: null,
  is_active: true,
  available_length: '120.00',
  color_name: 'Orange',
  code: 'T-1',
  hex: '#ff8000',
  rgb: 'rgb(255, 128, 0)',
  hsl: 'hsl(30, 100%, 50%)',
  hsv: 'hsv(30, 100%, 100%)',
  hsi: 'hsi(30, 100%, 50%)',
  ...o,
});

describe('tissues', () => {
  it("shows the server's colour models and says 'Tissue update error' when a save is refused", async () => {
    signedInAsAdmin();
    server.use(
      http.get(`${API}/product/v1/tissues/`, () => HttpResponse.json(aPage([aTissue()], 1))),
      http.patch(`${API}/product/v1/tissues/4/`, () => HttpResponse.json({ errors: [{ code: 'invalid', message: 'is invalid', field: 'hex' }] }, { status: 400 })),
    );
    renderWithAdmin(
      <Routes>
        <Route path="/for-wholesalers/tissues/:id" element={<TissueList />} />
        <Route path="/for-wholesalers/tissues" element={<TissueList />} />
      </Routes>,
      { path: '/for-wholesalers/tissues/4', locale: 'en' },
    );
    expect((await screen.findByTestId('tissue-hsl-4')).textContent).toBe('hsl(30, 100%, 50%)');
    const dialog = await screen.findByTestId('tissue-form');
    const hex = within(dialog).getByLabelText('Hex') as HTMLInputElement;
    await userEvent.clear(hex);
    await userEvent.type(hex, '#00ff00');
    await userEvent.click(within(dialog).getByTestId('tissue-form-submit'));
    expect(await screen.findByText(/Tissue update error/)).toBeTruthy();
  });
});
