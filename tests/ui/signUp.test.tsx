import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithAdmin } from './render';
import { SignUp } from '../../src/pages/SignUp';
import { canAccess, matchRoute } from '../../src/domain/routes';

async function renderSignUp(locale?: string) {
  renderWithAdmin(
    <Routes>
      <Route path="/sign-up" element={<SignUp />} />
      <Route path="/sign-in" element={<div>sign-in screen</div>} />
      <Route path="/" element={<div>home screen</div>} />
    </Routes>,
    { path: '/sign-up', locale },
  );
  await screen.findByTestId('sign-up-first_name');
}

const field = (name: string) => screen.getByTestId(`sign-up-${name}`) as HTMLInputElement;

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(field(name));
    await user.click(field(name));
    if (value) await user.paste(value);
  }
}

describe('sign-up page (SPEC.md sections 2 and 5)', () => {
  it('is a public route of the table at /sign-up', () => {
    expect(matchRoute('/sign-up')?.key).toBe('sign_up');
    expect(canAccess(null, '/sign-up')).toBe(true);
  });

  it('shows every field, the terms checkbox, the button and the link in English', async () => {
    await renderSignUp('en');
    expect(screen.getByText('Sign up now')).toBeTruthy();
    expect(screen.getByLabelText('First name')).toBeTruthy();
    expect(screen.getByLabelText('Last name')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect((screen.getByTestId('sign-up-sign-in') as HTMLAnchorElement).getAttribute('href')).toBe('/sign-in');
  });

  it('says every field is required and the policy must be checked on an empty submit', async () => {
    await renderSignUp('en');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('sign-up-submit'));
    await waitFor(() => expect(screen.getAllByText('is required')).toHaveLength(4));
    expect(screen.getByText('must be checked')).toBeTruthy();
    expect(screen.queryByText('home screen')).toBeNull();
  });

  it('limits names to 32, the email to 64 and the password to 128 characters', async () => {
    await renderSignUp('en');
    const user = userEvent.setup();
    await fill(user, {
      first_name: 'f'.repeat(33),
      last_name: 'l'.repeat(33),
      email: `${'e'.repeat(60)}@x.com`,
      password: 'p'.repeat(129),
    });
    await user.tab();
    expect(await screen.findAllByText('is too long (at most 32 characters)')).toHaveLength(2);
    expect(screen.getByText('is too long (at most 64 characters)')).toBeTruthy();
    expect(screen.getByText('is too long (at most 128 characters)')).toBeTruthy();
  });

  it("refuses an invalid email with 'Email is not a valid'", async () => {
    await renderSignUp('en');
    const user = userEvent.setup();
    await fill(user, { email: 'not-an-email' });
    await user.tab();
    expect(await screen.findByText('Email is not a valid')).toBeTruthy();
  });

  it('shows errors on touched fields only, in Russian by default', async () => {
    await renderSignUp();
    expect(screen.queryByText('обязательное поле')).toBeNull();
    fireEvent.focus(field('first_name'));
    fireEvent.blur(field('first_name'));
    expect(await screen.findByText('обязательное поле')).toBeTruthy();
    expect(screen.getByText('Зарегистрироваться')).toBeTruthy();
  });

  it('navigates to / on a valid submit', async () => {
    await renderSignUp('en');
    const user = userEvent.setup();
    await fill(user, { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', password: 'secret12' });
    await user.click(field('policy'));
    await user.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByText('home screen')).toBeTruthy();
  });

  it('links to /sign-in', async () => {
    await renderSignUp('en');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('sign-up-sign-in'));
    expect(await screen.findByText('sign-in screen')).toBeTruthy();
  });
});
