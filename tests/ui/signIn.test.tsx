import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { SignIn } from '../../src/pages/SignIn';
import { getToken } from '../../src/providers/token';

const API = 'http://localhost:3000/api';

async function renderSignIn(locale?: string) {
  const view = renderWithAdmin(
    <Routes>
      <Route path="/sign-in" element={<SignIn />} />
      <Route path="/workplace" element={<div>workplace screen</div>} />
    </Routes>,
    { path: '/sign-in', locale },
  );
  await screen.findByTestId('username');
  return view;
}

const submit = () => screen.getByTestId('sign-in-submit') as HTMLButtonElement;

describe('sign-in form (SPEC.md section 5)', () => {
  it('keeps the button disabled until both fields are valid', async () => {
    await renderSignIn();
    const user = userEvent.setup();
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByTestId('username'), 'admin');
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByTestId('password'), 'demo1234');
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it('shows errors on touched fields only, in Russian by default', async () => {
    await renderSignIn();
    expect(screen.queryByText('обязательное поле')).toBeNull();
    fireEvent.focus(screen.getByTestId('username'));
    fireEvent.blur(screen.getByTestId('username'));
    expect(await screen.findByText('обязательное поле')).toBeTruthy();
  });

  it('limits the username to 64 and the password to 128 characters', async () => {
    await renderSignIn('en');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('username'));
    await user.paste('u'.repeat(65));
    await user.click(screen.getByTestId('password'));
    await user.paste('p'.repeat(129));
    await user.tab();
    expect(await screen.findByText('is too long (at most 64 characters)')).toBeTruthy();
    expect(await screen.findByText('is too long (at most 128 characters)')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('shows the translated toast on a wrong password and stays', async () => {
    server.use(
      http.post(`${API}/auth/v1/login/`, () =>
        HttpResponse.json({ errors: [{ code: 'invalid_credentials', message: 'Incorrect username or password' }] }, { status: 400 }),
      ),
    );
    await renderSignIn('en');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('username'), 'admin');
    await user.type(screen.getByTestId('password'), 'wrong');
    await user.click(submit());
    expect(await screen.findByText('Incorrect username or password')).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it("refuses a login without company: 'You don't have permissions to enter'", async () => {
    server.use(
      http.post(`${API}/auth/v1/login/`, () =>
        HttpResponse.json({ errors: [{ code: 'no_company', message: "You don't have permissions to enter" }] }, { status: 403 }),
      ),
    );
    await renderSignIn('en');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('username'), 'nocompany');
    await user.type(screen.getByTestId('password'), 'demo1234');
    await user.click(submit());
    expect(await screen.findByText("You don't have permissions to enter")).toBeTruthy();
  });

  it('signs in and goes to /workplace', async () => {
    server.use(
      http.post(`${API}/auth/v1/login/`, () =>
        HttpResponse.json({
          token: 'c'.repeat(64),
          company: { id: 1, name: 'Co', currencies: [], baseCurrency: null, secondaryDefaultCurrency: null, nationalCurrency: null, place_type_rates: [] },
          user: { id: 1, username: 'admin', name: 'A', phone: '', salary: '0', sell_percent: '0', position: '', role: 'admin', roles: ['admin'], places: [1], payload: { picture: null } },
        }),
      ),
    );
    await renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('username'), 'admin');
    await user.type(screen.getByTestId('password'), 'demo1234');
    await user.click(submit());
    expect(await screen.findByText('workplace screen')).toBeTruthy();
    expect(getToken()).toBe('c'.repeat(64));
  });
});
