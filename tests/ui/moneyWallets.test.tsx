import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { API, apiError, balance, signedIn } from './moneyFixtures';
import { WalletShow } from '../../src/resources/wallets/WalletShow';
import { WalletList } from '../../src/resources/wallets/WalletList';

const wallet = (usd: string, movements: unknown[] = []) => ({
  id: 4,
  name: 'Cash safe',
  is_active: true,
  balances: balance(usd, '0.00'),
  movements: { count: movements.length, next: null, previous: null, results: movements },
});
const movement = {
  id: 1,
  created_at: '2026-03-05T09:07:00Z',
  kind: 'replenishments',
  delta: '100.00',
  amount_after: '100.00',
  currency: { id: 1, name: 'USD' },
  comment: 'opening cash',
  employee: { id: 1, name: 'Aziza Karimova' },
};

function renderWallet() {
  return renderWithAdmin(
    <Routes>
      <Route path="/management/wallets/:id" element={<WalletShow />} />
    </Routes>,
    { path: '/management/wallets/4', locale: 'en' },
  );
}

const combo = (testId: string) => within(screen.getByTestId(testId).parentElement!).getByRole('combobox');

describe('wallet screen', () => {
  it('shows balances and movements; replenishes with the exact body and reloads', async () => {
    signedIn('admin');
    let reads = 0;
    let posted: unknown;
    server.use(
      http.get(`${API}/wallet/v1/wallets/4/`, ({ request }) => {
        reads++;
        expect(new URL(request.url).search).toBe('?offset=0&limit=10');
        return HttpResponse.json(reads === 1 ? wallet('100.00', [movement]) : wallet('150.00', [movement, { ...movement, id: 2, delta: '50.00', amount_after: '150.00' }]));
      }),
      http.post(`${API}/wallet/v1/wallets/4/replenish/`, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(wallet('150.00'));
      }),
    );
    renderWallet();
    const user = userEvent.setup();
    expect((await screen.findByTestId('wallet-balance-USD')).textContent).toBe('100.00 USD');
    const table = screen.getByTestId('wallet-movements');
    expect(within(table).getByText('Replenishment')).toBeTruthy();
    expect(within(table).getByText('opening cash')).toBeTruthy();
    expect(within(table).getByText('Aziza Karimova')).toBeTruthy();
    await user.click(screen.getByTestId('wallet-op-replenishment'));
    await user.click(combo('wallet-currency'));
    await user.click(await screen.findByRole('option', { name: 'USD' }));
    await user.type(screen.getByTestId('wallet-amount'), '50');
    await user.type(screen.getByTestId('wallet-comment'), 'more cash');
    await user.click(screen.getByTestId('wallet-submit'));
    expect(await screen.findByText('The balance is replenished')).toBeTruthy();
    expect(posted).toEqual({ amount: '50', currency: 1, comment: 'more cash' });
    await waitFor(() => expect(screen.getByTestId('wallet-balance-USD').textContent).toBe('150.00 USD'));
  });

  it('a withdraw larger than the balance is flagged and the refusal translated', async () => {
    signedIn('admin');
    server.use(
      http.get(`${API}/wallet/v1/wallets/4/`, () => HttpResponse.json(wallet('100.00'))),
      http.post(`${API}/wallet/v1/wallets/4/withdraw/`, () => apiError('balance_not_enough_to_withdraw', 'Balance do not have enough money to withdraw')),
    );
    renderWallet();
    const user = userEvent.setup();
    await screen.findByTestId('wallet-balance-USD');
    expect(screen.getByText('No movements yet')).toBeTruthy();
    await user.click(screen.getByTestId('wallet-op-withdraw'));
    await user.click(combo('wallet-currency'));
    await user.click(await screen.findByRole('option', { name: 'USD' }));
    expect(screen.getByText('Available: 100.00 USD')).toBeTruthy();
    await user.type(screen.getByTestId('wallet-amount'), '120');
    expect(screen.getByTestId('wallet-amount').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByTestId('wallet-comment'), 'rent');
    // Confirm stays disabled while the withdrawal exceeds the balance
    expect((screen.getByTestId('wallet-submit') as HTMLButtonElement).disabled).toBe(true);
    // within the balance shown, a refusal from the server (another withdrawal came first) is translated
    await user.clear(screen.getByTestId('wallet-amount'));
    await user.type(screen.getByTestId('wallet-amount'), '90');
    await user.click(screen.getByTestId('wallet-submit'));
    expect(await screen.findByText('Balance do not have enough money to withdraw')).toBeTruthy();
  });
});

describe('wallet list', () => {
  it('adds a wallet through the form dialog: a blank name is refused, the created one opens', async () => {
    signedIn('admin');
    let body: unknown;
    server.use(
      http.get(`${API}/wallet/v1/wallets/`, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
      http.post(`${API}/wallet/v1/wallets/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 8, name: 'Bank', is_active: true, balances: [] }, { status: 201 });
      }),
      http.get(`${API}/wallet/v1/wallets/8/`, () => HttpResponse.json({ ...wallet('0.00'), id: 8, name: 'Bank' })),
    );
    renderWithAdmin(
      <Routes>
        <Route path="/management/wallets" element={<WalletList />} />
        <Route path="/management/wallets/:id" element={<WalletShow />} />
      </Routes>,
      { path: '/management/wallets', locale: 'en' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('wallets-add'));
    const name = await screen.findByTestId('wallet-name');
    const submit = () => screen.getByTestId('wallet-new-submit') as HTMLButtonElement;
    expect(submit().disabled).toBe(true);
    await user.type(name, '   ');
    await user.tab();
    await waitFor(() => expect(submit().disabled).toBe(true));
    await user.clear(name);
    await user.type(name, ' Bank ');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    expect(await screen.findByText('Wallet Bank is created')).toBeTruthy();
    expect(body).toEqual({ name: 'Bank' });
    await waitFor(() => expect(screen.getAllByText('Bank').length).toBeGreaterThan(0));
  });
});
