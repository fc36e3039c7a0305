/**
 * The customer page: the balance operation needs a comment (SPEC.md 5 'Balance operation':
 * disabled while currency, amount or comment is empty), the old-debt cover form stops an amount above
 * the old debt before sending (SPEC.md 5), and the old debt's coverage history is shown.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { aPage, aPlaceCurrency, UZS, USD } from './builders';
import { API, places, signedIn } from './moneyFixtures';
import { CustomerPage } from '../../src/resources/customers/CustomerPage';
import type { CoverageDto, CustomerDto } from '../../src/domain/customer/contract';

const customer = (o: Partial<CustomerDto> = {}): CustomerDto => ({
  id: 5,
  name: 'Malika Tursunova',
  phone: '+998901234567',
  email: null,
  address: '',
  percentage_discount: '0.00',
  approval_status: 'approved',
  is_active: true,
  balance: [{ currency: USD, amount: '100.00' }],
  old_debt: '50.00',
  total_debt: '50.00',
  debt_currency: USD,
  ...o,
});

const ONE = `${API}/customers/v1/customers/5/`;

function customerApi() {
  const sent: { url: string; body: unknown; key: string | null }[] = [];
  server.use(
    http.get(ONE, () => HttpResponse.json(customer())),
    http.post(`${ONE}balance_replenish_withdraw/`, async ({ request }) => {
      sent.push({ url: request.url, body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return HttpResponse.json(customer({ balance: [{ currency: USD, amount: '125.00' }] }));
    }),
    http.get(`${ONE}debts/`, () => HttpResponse.json([])),
    http.get(`${ONE}old_debt_coverage_history/`, () =>
      HttpResponse.json([
        {
          id: 9,
          created_at: '2025-03-01T10:00:00.000Z',
          amount: '126500.00',
          currency: UZS,
          covered: '10.00',
          change: '0.00',
          place: { id: 1, name: 'Chorsu shop' },
          employee: { id: 1, name: 'Aziza Karimova' },
        } satisfies CoverageDto,
      ]),
    ),
    http.post(`${ONE}cover_old_debt/`, async ({ request }) => {
      sent.push({ url: request.url, body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return HttpResponse.json({ old_debt: '40.00' });
    }),
    http.get(`${API}/company/v1/places/`, () => HttpResponse.json(aPage([places[0]]))),
    http.get(`${API}/company/v1/places/1/`, () => HttpResponse.json(places[0])),
    http.get(`${API}/company/v1/places/1/currencies/`, () =>
      HttpResponse.json([aPlaceCurrency({ id: 100, currency: USD, is_base_currency: true }), aPlaceCurrency({ id: 101, currency: UZS, rate: '12650' })]),
    ),
    http.get(`${API}/company/v1/place_type_rates/`, () => HttpResponse.json(aPage([]))),
  );
  return sent;
}

const renderPage = (tab: string, locale = 'en') =>
  renderWithAdmin(
    <Routes>
      <Route path="/management/customers/edit/:id" element={<CustomerPage />} />
    </Routes>,
    { path: `/management/customers/edit/5?tab=${tab}`, locale },
  );

describe('customer balance operation', () => {
  it('keeps Save disabled until the comment is given, and sends it', async () => {
    signedIn('manager');
    const sent = customerApi();
    renderPage('balance');
    const user = userEvent.setup();
    const save = await screen.findByTestId('customer-balance-submit');
    await user.type(screen.getByTestId('customer-amount'), '25');
    expect(save).toHaveProperty('disabled', true); // no comment yet
    await user.type(screen.getByTestId('customer-comment'), '   ');
    expect(save).toHaveProperty('disabled', true); // blank is empty
    await user.clear(screen.getByTestId('customer-comment'));
    await user.type(screen.getByTestId('customer-comment'), 'cash at the till');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ operation: 'replenishment', amount: '25', currency: 1, comment: 'cash at the till' });
    expect(sent[0].key).toBeTruthy();
  });
});

describe('old debt', () => {
  it('shows its coverage history', async () => {
    signedIn('manager');
    customerApi();
    renderPage('debts');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('old-debt-history-toggle'));
    const history = await screen.findByTestId('old-debt-history');
    await waitFor(() => expect(history.textContent).toContain('Chorsu shop'));
    expect(history.textContent).toMatch(/126.500\.00.UZS/);
    expect(history.textContent).toContain('10.00');
  });

  it('writes the debts as every amount is, in Russian: a comma, thousands grouped, then the currency', async () => {
    signedIn('manager');
    customerApi();
    server.use(http.get(ONE, () => HttpResponse.json(customer({ old_debt: '1234.5', total_debt: '44.19' }))));
    renderPage('debts', 'ru');
    expect((await screen.findByTestId('customer-total-debt')).textContent).toBe('Общий долг: 44,19 USD');
    expect(screen.getByTestId('customer-old-debt').textContent).toBe('Старый долг: 1\u00a0234,50 USD');
  });

  it('stops an amount above the old debt before sending (in the chosen currency at its rate)', async () => {
    signedIn('manager');
    const sent = customerApi();
    renderPage('debts');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('cover-old-debt'));
    const dialog = await screen.findByTestId('cover-dialog');
    expect(dialog.textContent).toContain('At most 50.00 USD');
    const send = within(dialog).getByRole('button', { name: /send|pay|save|confirm/i });
    await user.type(within(dialog).getByTestId('cover-dialog-amount'), '50.01');
    expect(send).toHaveProperty('disabled', true);
    await user.clear(within(dialog).getByTestId('cover-dialog-amount'));
    await user.type(within(dialog).getByTestId('cover-dialog-amount'), '50');
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    await user.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toMatch(/cover_old_debt\/$/);
    expect(sent[0].body).toEqual({ debt_coverage: '50', currency: 1, place: 1 });
  });
});
