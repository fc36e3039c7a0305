import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { API, apiError, balance, places, signedIn } from './moneyFixtures';
import { SettingsPage } from '../../src/pages/settings/SettingsPage';
import { CompanyBalanceCard } from '../../src/pages/settings/CompanyBalanceCard';
import { ConverterCard } from '../../src/pages/settings/ConverterCard';
import { OfflineSalesCard } from '../../src/pages/settings/OfflineSalesCard';
import { RatesCard } from '../../src/pages/settings/RatesCard';
import { settingsCardsFor } from '../../src/pages/settings/settingsModel';
import { balanceFormReady } from '../../src/ui/balanceModel';

/** The combobox of a MUI select whose hidden input carries `testId`. */
const combo = (testId: string) => within(screen.getByTestId(testId).parentElement!).getByRole('combobox');

async function choose(user: ReturnType<typeof userEvent.setup>, testId: string, option: string) {
  await user.click(combo(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

describe('settings cards and roles', () => {
  it('shows each card to its roles', () => {
    expect(settingsCardsFor('admin')).toEqual(['sell_place', 'language', 'rates', 'balance', 'to_place', 'from_place', 'converter', 'offline']);
    expect(settingsCardsFor('manager')).toEqual(['sell_place', 'language', 'balance']);
    expect(settingsCardsFor('seller')).toEqual(['sell_place', 'language']);
    expect(settingsCardsFor('customer_access_seller')).toEqual(['sell_place', 'language']);
    expect(settingsCardsFor(null)).toEqual([]);
  });

  it('renders a seller only the sell place and language cards; the language checkbox switches the language', async () => {
    signedIn('seller');
    server.use(http.get(`${API}/company/v1/places/`, () => HttpResponse.json({ count: 2, results: places })));
    renderWithAdmin(<SettingsPage />, { locale: 'en' });
    expect(await screen.findByTestId('settings-sell-place')).toBeTruthy();
    expect(screen.getByTestId('settings-language')).toBeTruthy();
    expect(screen.queryByTestId('settings-rates')).toBeNull();
    expect(screen.queryByTestId('settings-balance')).toBeNull();
    expect(screen.queryByTestId('settings-converter')).toBeNull();
    // sell place: checkboxes, only one ticked
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Chorsu shop' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mall shop' }));
    expect((screen.getByRole('checkbox', { name: 'Chorsu shop' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Mall shop' }) as HTMLInputElement).checked).toBe(true);
    // language
    await user.click(screen.getByTestId('settings-language-ru'));
    expect(await screen.findByText('Точка продаж')).toBeTruthy();
    expect((screen.getByTestId('settings-language-en') as HTMLInputElement).checked).toBe(false);
  });
});

describe('balance form disabling rules (SPEC.md section 5, Balance operation)', () => {
  const full = { operation: 'withdraw' as const, currency: 1, amount: '10', comment: 'x' };
  it.each([
    ['no operation on the company card', { ...full, operation: null }, true, false],
    ['no operation elsewhere', { ...full, operation: null }, false, true],
    ['no currency', { ...full, currency: null }, true, false],
    ['no amount', { ...full, amount: '' }, true, false],
    ['zero amount', { ...full, amount: '0' }, true, false],
    ['3 decimals', { ...full, amount: '1.005' }, true, false],
    ['blank comment', { ...full, comment: '   ' }, true, false],
    ['comment over 500', { ...full, comment: 'c'.repeat(501) }, true, false],
    ['everything', full, true, true],
  ])('%s', (_name, values, needsOperation, ready) => {
    expect(balanceFormReady(values, needsOperation)).toBe(ready);
  });

  it('company card: enabled only with operation, currency, amount and comment; posts, resets and reloads', async () => {
    signedIn('manager');
    let reads = 0;
    let posted: unknown;
    server.use(
      http.get(`${API}/wallet/v1/balance/`, () => {
        reads++;
        return HttpResponse.json(reads === 1 ? balance('4800.00', '20500000.00') : balance('4950.00', '20500000.00'));
      }),
      http.post(`${API}/wallet/v1/balance/`, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(balance('4950.00', '20500000.00'));
      }),
    );
    renderWithAdmin(<CompanyBalanceCard />, { locale: 'en' });
    const user = userEvent.setup();
    await screen.findByTestId('company-balance-USD');
    expect(button('company-balance-submit').disabled).toBe(true);
    await choose(user, 'company-balance-currency', 'USD');
    await user.type(screen.getByTestId('company-balance-amount'), '150');
    await user.type(screen.getByTestId('company-balance-comment'), 'cash in');
    expect(button('company-balance-submit').disabled).toBe(true); // the operation is missing
    await user.click(screen.getByTestId('company-balance-op-replenishment'));
    expect(button('company-balance-submit').disabled).toBe(false);
    await user.clear(screen.getByTestId('company-balance-comment'));
    expect(button('company-balance-submit').disabled).toBe(true);
    await user.type(screen.getByTestId('company-balance-comment'), 'cash in');
    // what was typed is kept and refused with SPEC.md's message (never silently changed)
    await user.type(screen.getByTestId('company-balance-amount'), '.5a7');
    expect((screen.getByTestId('company-balance-amount') as HTMLInputElement).value).toBe('150.5a7');
    expect(screen.getByText('A valid number is required.')).toBeTruthy();
    expect(button('company-balance-submit').disabled).toBe(true);
    // a comma decimal is accepted and sent with a point
    await user.clear(screen.getByTestId('company-balance-amount'));
    await user.type(screen.getByTestId('company-balance-amount'), '150,57');
    expect(button('company-balance-submit').disabled).toBe(false);
    await user.click(button('company-balance-submit'));
    expect(await screen.findByText('The balance is replenished')).toBeTruthy();
    expect(posted).toEqual({ amount: '150.57', currency: 1, comment: 'cash in' });
    await waitFor(() => expect(screen.getByTestId('company-balance-USD').textContent).toBe('4\u00a0950.00 USD'));
    expect((screen.getByTestId('company-balance-amount') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('company-balance-comment') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByTestId('company-balance-op-replenishment') as HTMLInputElement).checked).toBe(false);
    expect(button('company-balance-submit').disabled).toBe(true);
  });

  it('company card: a minus sign stays as typed and is refused; a withdrawal above the balance keeps Confirm disabled', async () => {
    signedIn('admin');
    server.use(http.get(`${API}/wallet/v1/balance/`, () => HttpResponse.json(balance('10.00', '0.00'))));
    renderWithAdmin(<CompanyBalanceCard />, { locale: 'en' });
    const user = userEvent.setup();
    await screen.findByTestId('company-balance-USD');
    await user.click(screen.getByTestId('company-balance-op-withdraw'));
    await choose(user, 'company-balance-currency', 'USD');
    await user.type(screen.getByTestId('company-balance-comment'), 'rent');
    await user.type(screen.getByTestId('company-balance-amount'), '-100');
    expect((screen.getByTestId('company-balance-amount') as HTMLInputElement).value).toBe('-100');
    expect(screen.getByText('The amount must not be negative.')).toBeTruthy();
    expect(button('company-balance-submit').disabled).toBe(true);
    await user.clear(screen.getByTestId('company-balance-amount'));
    await user.type(screen.getByTestId('company-balance-amount'), '20');
    expect(screen.getByTestId('company-balance-amount').getAttribute('aria-invalid')).toBe('true');
    expect(button('company-balance-submit').disabled).toBe(true);
    await user.clear(screen.getByTestId('company-balance-amount'));
    await user.type(screen.getByTestId('company-balance-amount'), '10');
    expect(button('company-balance-submit').disabled).toBe(false);
  });

  it('company card: a refused withdraw shows the translated code and keeps the values', async () => {
    signedIn('admin');
    server.use(
      http.get(`${API}/wallet/v1/balance/`, () => HttpResponse.json(balance('30.00', '0.00'))),
      http.post(`${API}/wallet/v1/withdraw/`, () => apiError('balance_not_enough_to_withdraw', 'Balance do not have enough money to withdraw')),
    );
    renderWithAdmin(<CompanyBalanceCard />, { locale: 'ru' });
    const user = userEvent.setup();
    await screen.findByTestId('company-balance-USD');
    await user.click(screen.getByTestId('company-balance-op-withdraw'));
    await choose(user, 'company-balance-currency', 'USD');
    await user.type(screen.getByTestId('company-balance-amount'), '20');
    await user.type(screen.getByTestId('company-balance-comment'), 'rent');
    await user.click(button('company-balance-submit'));
    expect(await screen.findByText('На балансе недостаточно денег для снятия')).toBeTruthy();
    expect((screen.getByTestId('company-balance-amount') as HTMLInputElement).value).toBe('20');
    expect(button('company-balance-submit').disabled).toBe(false);
  });
});

describe('currency converter (SPEC.md section 4)', () => {
  function converterServer() {
    let reads = 0;
    const posts: unknown[] = [];
    server.use(
      http.get(`${API}/wallet/v1/balance/`, () => {
        reads++;
        return HttpResponse.json(reads === 1 ? balance('100.00', '20500000.00') : balance('200.00', '19235000.00'));
      }),
      http.post(`${API}/company/v1/currency_exchanges/`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        if (body.from_amount === '99999999') return apiError('not_enough_money_in_the_balance', 'There is not enough money in the balance');
        return HttpResponse.json(
          { id: 1, from_amount: '1265000.00', from_currency: { id: 2, name: 'UZS' }, to_amount: '100.00', to_currency: { id: 1, name: 'USD' }, rate: '12650' },
          { status: 201 },
        );
      }),
    );
    return { posts, reads: () => reads };
  }

  it('a foreign source forces the target to national; national as source clears the target', async () => {
    signedIn('admin');
    converterServer();
    renderWithAdmin(<ConverterCard />, { locale: 'en' });
    const user = userEvent.setup();
    // starts from the national currency, no target
    await waitFor(() => expect(combo('converter-from').textContent).toBe('UZS'));
    expect(combo('converter-to').textContent).not.toMatch(/USD|RUB|UZS/);
    // national source: the target offers the others
    await user.click(combo('converter-to'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['USD', 'RUB']);
    await user.click(screen.getByRole('option', { name: 'RUB' }));
    expect(combo('converter-to').textContent).toBe('RUB');
    // a foreign source: target forced to national, not choosable
    await choose(user, 'converter-from', 'USD');
    expect(combo('converter-to').textContent).toBe('UZS');
    expect(combo('converter-to').getAttribute('aria-disabled')).toBe('true');
    // national again: target cleared
    await choose(user, 'converter-from', 'UZS');
    expect(combo('converter-to').textContent).not.toMatch(/USD|RUB|UZS/);
  });

  it('is enabled only when amount, currencies and rate are filled; previews, posts, resets and reloads', async () => {
    signedIn('admin');
    const srv = converterServer();
    renderWithAdmin(<ConverterCard />, { locale: 'en' });
    const user = userEvent.setup();
    await waitFor(() => expect(combo('converter-from').textContent).toBe('UZS'));
    expect(button('converter-submit').disabled).toBe(true);
    await user.type(screen.getByTestId('converter-amount'), '1 265 000,00');
    expect(button('converter-submit').disabled).toBe(true); // no target, no rate
    await choose(user, 'converter-to', 'USD');
    // the company rates suggest the quote: 12650 UZS for one USD
    expect((screen.getByTestId('converter-rate') as HTMLInputElement).value).toBe('12650');
    expect(button('converter-submit').disabled).toBe(false);
    expect(screen.getByTestId('converter-result').textContent).toContain('100.00 USD');
    await user.clear(screen.getByTestId('converter-rate'));
    expect(button('converter-submit').disabled).toBe(true);
    await user.type(screen.getByTestId('converter-rate'), '12650,0');
    expect((screen.getByTestId('converter-rate') as HTMLInputElement).value).toBe('12650,0'); // kept as typed
    await user.click(button('converter-submit'));
    expect(await screen.findByText('Converted 1 265 000.00 UZS to 100.00 USD')).toBeTruthy();
    expect(srv.posts).toEqual([{ from_currency: 2, to_currency: 1, from_amount: '1265000.00', rate: '12650.0' }]);
    // reset: source national, no target, empty amount and rate; balances reloaded
    await waitFor(() => expect(srv.reads()).toBe(2));
    expect(combo('converter-from').textContent).toBe('UZS');
    expect(combo('converter-to').textContent).not.toMatch(/USD|RUB/);
    expect((screen.getByTestId('converter-amount') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('converter-rate') as HTMLInputElement).value).toBe('');
    expect(button('converter-submit').disabled).toBe(true);
    await waitFor(() => expect(screen.getByTestId('converter-balance-USD').textContent).toBe('200.00 USD'));
  });

  it("translates 'not_enough_money_in_the_balance'", async () => {
    signedIn('admin');
    converterServer();
    renderWithAdmin(<ConverterCard />, { locale: 'en' });
    const user = userEvent.setup();
    await waitFor(() => expect(combo('converter-from').textContent).toBe('UZS'));
    await choose(user, 'converter-to', 'USD');
    await user.type(screen.getByTestId('converter-amount'), '99999999');
    await user.click(button('converter-submit'));
    expect(await screen.findByText('There is not enough money in the balance')).toBeTruthy();
    expect((screen.getByTestId('converter-amount') as HTMLInputElement).value).toBe('99999999');
  });
});

describe('company currency rates', () => {
  it('base not editable; one row at a time; a saved rate reloads the auth info', async () => {
    let rub = '92.500000';
    const calls = signedIn('admin', () => rub);
    let patched: { url: string; body: unknown } | null = null;
    server.use(
      http.patch(`${API}/company/v1/currency_rate/:id/`, async ({ request }) => {
        patched = { url: request.url, body: await request.json() };
        rub = '93.250000';
        return HttpResponse.json({ id: 13, rate: '93.25', currency: { id: 3, name: 'RUB' } });
      }),
    );
    renderWithAdmin(<RatesCard />, { locale: 'en' });
    const user = userEvent.setup();
    expect((await screen.findByTestId('rate-base-USD')).textContent).toBe('cannot edit base currency rate');
    expect(screen.queryByTestId('rate-edit-USD')).toBeNull();
    expect(screen.getByTestId('rate-value-UZS').textContent).toBe('12650');
    expect(screen.getByTestId('rate-value-RUB').textContent).toBe('92.5');
    await user.click(screen.getByTestId('rate-edit-RUB'));
    expect(button('rate-edit-UZS').disabled).toBe(true);
    expect(button('rate-save-RUB').disabled).toBe(true); // unchanged
    await user.clear(screen.getByTestId('rate-input-RUB'));
    await user.type(screen.getByTestId('rate-input-RUB'), '0');
    expect(button('rate-save-RUB').disabled).toBe(true); // not positive
    await user.clear(screen.getByTestId('rate-input-RUB'));
    await user.type(screen.getByTestId('rate-input-RUB'), '93,1234567');
    expect(await screen.findByText(/6 decimal places|6 знаков/)).toBeTruthy(); // said, not cut
    await user.clear(screen.getByTestId('rate-input-RUB'));
    await user.type(screen.getByTestId('rate-input-RUB'), '93,25{Enter}');
    expect(await screen.findByText('The RUB rate is saved')).toBeTruthy();
    expect(patched).toEqual({ url: `${API}/company/v1/currency_rate/13/`, body: { rate: '93.25' } });
    await waitFor(() => expect(screen.getByTestId('rate-value-RUB').textContent).toBe('93.25'));
    expect(calls.info).toBe(2);
    expect(button('rate-edit-UZS').disabled).toBe(false);
  });

  it("shows the server's refusal for the base rate translated", async () => {
    signedIn('admin');
    server.use(
      http.patch(`${API}/company/v1/currency_rate/:id/`, () =>
        apiError('cannot_edit_base_currency_rate', 'cannot edit base currency rate', 400, 'rate'),
      ),
    );
    renderWithAdmin(<RatesCard />, { locale: 'ru' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('rate-edit-UZS'));
    await user.clear(screen.getByTestId('rate-input-UZS'));
    await user.type(screen.getByTestId('rate-input-UZS'), '12700{Enter}');
    expect(within(await screen.findByRole('alert')).getByText('Курс базовой валюты изменить нельзя')).toBeTruthy();
  });
});

describe('offline sales card (company settings: offline_window_hours)', () => {
  const SETTINGS = `${API}/company/v1/settings/`;
  const hours = () => screen.getByTestId('settings-offline-hours') as HTMLInputElement;

  /** GET answers the saved window; PATCH records its body and answers `patch(body)`. */
  function settingsServer(patch: (body: { offline_window_hours: number }) => Response = (body) => HttpResponse.json(body)) {
    let saved = 72;
    const sent: unknown[] = [];
    server.use(
      http.get(SETTINGS, () => HttpResponse.json({ offline_window_hours: saved })),
      http.patch(SETTINGS, async ({ request }) => {
        const body = (await request.json()) as { offline_window_hours: number };
        sent.push(body);
        const res = patch(body);
        if (res.status === 200) saved = body.offline_window_hours;
        return res;
      }),
    );
    return sent;
  }

  it('shows the window, refuses 0 on the field before sending, sends the integer and toasts', async () => {
    signedIn('admin');
    const sent = settingsServer();
    renderWithAdmin(<OfflineSalesCard />, { locale: 'en' });
    const user = userEvent.setup();
    await waitFor(() => expect(hours().value).toBe('72'));
    expect(screen.getByTestId('settings-offline-card').textContent).toContain('Offline sales');
    expect(button('settings-offline-save').disabled).toBe(true); // nothing changed yet
    await user.clear(hours());
    await user.type(hours(), '0');
    expect(screen.getByText('Enter a whole number of hours from 1 to 720')).toBeTruthy();
    expect(hours().getAttribute('aria-invalid')).toBe('true');
    expect(button('settings-offline-save').disabled).toBe(true);
    await user.clear(hours());
    await user.type(hours(), '1.5');
    expect(screen.getByText('Enter an integer')).toBeTruthy();
    expect(button('settings-offline-save').disabled).toBe(true);
    await user.clear(hours());
    await user.type(hours(), '721');
    expect(button('settings-offline-save').disabled).toBe(true);
    await user.type(hours(), '{Enter}');
    expect(sent).toEqual([]);
    await user.clear(hours());
    await user.type(hours(), '48');
    expect(button('settings-offline-save').disabled).toBe(false);
    await user.click(button('settings-offline-save'));
    expect(await screen.findByText('Saved: sales made offline more than 48 hours ago wait for approval')).toBeTruthy();
    expect(sent).toEqual([{ offline_window_hours: 48 }]);
    expect(hours().value).toBe('48');
    expect(button('settings-offline-save').disabled).toBe(true);
  });

  it("shows the server's refusal on the field, in Russian", async () => {
    signedIn('admin');
    settingsServer(() => apiError('offline_window_hours_range', 'Enter a whole number of hours from 1 to 720', 400, 'offline_window_hours'));
    renderWithAdmin(<OfflineSalesCard />, { locale: 'ru' });
    const user = userEvent.setup();
    await waitFor(() => expect(hours().value).toBe('72'));
    expect(screen.getByTestId('settings-offline-card').textContent).toContain('Продажи без связи');
    await user.clear(hours());
    await user.type(hours(), '24');
    await user.click(button('settings-offline-save'));
    await waitFor(() => expect(hours().getAttribute('aria-invalid')).toBe('true'));
    expect(within(screen.getByTestId('settings-offline-card')).getByText('Введите целое число часов от 1 до 720')).toBeTruthy();
    expect(hours().value).toBe('24');
  });

  it('is not shown to a manager', async () => {
    signedIn('manager');
    server.use(
      http.get(`${API}/company/v1/places/`, () => HttpResponse.json({ count: 2, results: places })),
      http.get(`${API}/wallet/v1/balance/`, () => HttpResponse.json(balance('10.00', '0.00'))),
    );
    renderWithAdmin(<SettingsPage />, { locale: 'en' });
    expect(await screen.findByTestId('settings-balance')).toBeTruthy();
    expect(screen.queryByTestId('settings-offline-card')).toBeNull();
  });
});
