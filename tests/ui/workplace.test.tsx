/**
 * The workplace screen: one place is chosen for the employee (and they go on), several are asked for
 * with a sentence saying why, and a place created since signing in can be chosen at once (the session
 * is read again).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { API, companyInfo, places } from './moneyFixtures';
import { setToken } from '../../src/providers/token';
import { getSalePlace } from '../../src/providers/salePlace';
import { Workplace } from '../../src/pages/Workplace';

/** Signed in with these places in the session; the server lists `mine` as the employee's places now. */
function session(sessionPlaces: number[], mine: () => typeof places) {
  setToken('t'.repeat(64));
  const calls = { info: 0 };
  server.use(
    http.get(`${API}/auth/v1/info/`, () => {
      calls.info++;
      const info = companyInfo('admin');
      // the session learns of the server's places when it is read again
      return HttpResponse.json({ ...info, user: { ...info.user, places: calls.info === 1 ? sessionPlaces : mine().map((p) => p.id) } });
    }),
    http.get(`${API}/company/v1/places/`, () => HttpResponse.json({ count: mine().length, next: null, previous: null, results: mine() })),
  );
  return calls;
}

const app = () =>
  renderWithAdmin(
    <Routes>
      <Route path="/workplace" element={<Workplace />} />
      <Route path="/dashboard" element={<div data-testid="screen-dashboard" />} />
      <Route path="/management/places" element={<div data-testid="screen-places" />} />
    </Routes>,
    { path: '/workplace', locale: 'en' },
  );

describe('workplace', () => {
  it('chooses the one place of an employee for them and goes on to their start page', async () => {
    session([1], () => places.slice(0, 1));
    app();
    expect(await screen.findByTestId('screen-dashboard')).toBeTruthy();
    expect(getSalePlace()?.id).toBe(1);
  });

  it('asks an employee with several places, saying why, and goes on once one is ticked', async () => {
    session([1, 2], () => places.slice(0, 2));
    app();
    expect(await screen.findByRole('checkbox', { name: 'Mall shop' })).toBeTruthy();
    expect(screen.getByTestId('workplace-why').textContent).toMatch(/any of your places will do/);
    expect(getSalePlace()).toBeNull();
    const go = screen.getByTestId('workplace-continue') as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Mall shop' }));
    await waitFor(() => expect(go.disabled).toBe(false));
  });

  it('lets a place created since signing in be chosen at once: the session is read again', async () => {
    // signed in when only Chorsu shop existed; Mall shop was created since
    const calls = session([1], () => places.slice(0, 2));
    app();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Mall shop' }));
    const go = screen.getByTestId('workplace-continue') as HTMLButtonElement;
    await waitFor(() => expect(go.disabled).toBe(false));
    expect(calls.info).toBeGreaterThan(1);
    await user.click(go);
    expect(await screen.findByTestId('screen-dashboard')).toBeTruthy();
  });
});
