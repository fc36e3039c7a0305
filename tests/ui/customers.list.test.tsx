/**
 * The customer list: 10 a page, search 1000 ms after typing stops (SPEC.md 9), and the
 * active filter (active by default, inactive, all) so deactivated customers can be listed.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { aPage, USD } from './builders';
import { CustomerList } from '../../src/resources/customers/CustomerList';
import { setToken } from '../../src/providers/token';
import type { CustomerDto } from '../../src/domain/customer/contract';
import { SEARCH_MAX } from '../../src/domain/fields';

const API = 'http://localhost:3000/api';

const aCustomer = (o: Partial<CustomerDto> = {}): CustomerDto => ({
  id: 1,
  name: 'Malika Tursunova',
  phone: '+998901234567',
  email: null,
  address: '',
  percentage_discount: '0.00',
  approval_status: 'approved',
  is_active: true,
  balance: [],
  old_debt: '0.00',
  total_debt: '0.00',
  debt_currency: USD,
  ...o,
});

function signedInAsManager() {
  setToken('t'.repeat(64));
  server.use(
    http.get(`${API}/auth/v1/info/`, () =>
      HttpResponse.json({
        company: { id: 1, name: 'Demo', currencies: [], baseCurrency: null, secondaryDefaultCurrency: null, nationalCurrency: null, place_type_rates: [] },
        user: { id: 1, username: 'm', name: 'A K', phone: '', salary: '0', sell_percent: '0', position: '', role: 'manager', roles: ['manager'], places: [1], payload: { picture: null } },
      }),
    ),
  );
}

function customerApi() {
  const urls: string[] = [];
  server.use(
    http.get(`${API}/customers/v1/customers/`, ({ request }) => {
      const query = request.url.replace(`${API}/customers/v1/customers/?`, '');
      urls.push(query);
      const inactive = new URL(request.url).searchParams.get('is_active') === 'false';
      return HttpResponse.json(aPage([inactive ? aCustomer({ id: 2, name: 'Old Client', is_active: false }) : aCustomer()], 12));
    }),
  );
  return urls;
}

describe('customer list', () => {
  it('asks for active customers, 10 a page, and searches 1000 ms after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signedInAsManager();
      const urls = customerApi();
      renderWithAdmin(<CustomerList />, { locale: 'en' });
      await screen.findByText('Malika Tursunova');
      expect(urls[0]).toBe('offset=0&limit=10&ordering=-id');
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      // no longer than the server takes (a longer search was refused, shown as a raw 'max_length')
      expect((screen.getByTestId('customers-search') as HTMLInputElement).maxLength).toBe(SEARCH_MAX);
      await user.type(screen.getByTestId('customers-search'), 'mal');
      await act(async () => {
        vi.advanceTimersByTime(900);
      });
      expect(urls.some((u) => u.includes('search='))).toBe(false); // still within the 1000 ms
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
      await waitFor(() => expect(urls.at(-1)).toBe('offset=0&limit=10&ordering=-id&search=mal'));
      expect(urls.filter((u) => u.includes('search=')).length).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the deactivated customers, then all, through the active filter', async () => {
    signedInAsManager();
    const urls = customerApi();
    renderWithAdmin(<CustomerList />, { locale: 'en' });
    await screen.findByText('Malika Tursunova');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Active' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(urls.at(-1)).toBe('offset=0&limit=10&ordering=-id&is_active=false'));
    const row = (await screen.findByText('Old Client')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('customer-inactive-2').textContent).toBe('inactive');

    await user.click(screen.getByRole('combobox', { name: 'Active' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(urls.at(-1)).toBe('offset=0&limit=10&ordering=-id&is_active=all'));

    await user.click(screen.getByRole('combobox', { name: 'Active' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(urls.at(-1)).toBe('offset=0&limit=10&ordering=-id'));
  });
});
