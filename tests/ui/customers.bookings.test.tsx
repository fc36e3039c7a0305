/** The bookings list: 10 a page like the other tables (SPEC.md 9), per status tab. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { aPage, USD } from './builders';
import { API, signedIn } from './moneyFixtures';
import { BookingList } from '../../src/pos/BookingList';
import type { BookingDto } from '../../src/domain/booking/contract';

const aBooking = (id: number): Omit<BookingDto, 'booking_products'> => ({
  id,
  status: 'pending',
  place: { id: 1, name: 'Chorsu shop' },
  customer: { id: 5, name: 'Malika Tursunova' },
  created_by: { id: 1, name: 'Aziza Karimova' },
  prepayment: { amount: '10.00', currency: USD },
  extra_service_cost: null,
  total_sum: '100.00',
  currency: USD,
  quantity: 1,
  created_at: '2025-03-01T10:00:00.000Z',
  closed_at: null,
  sale: null,
});

describe('bookings list', () => {
  it('asks for 10 a page and pages on; another status starts at its first page', async () => {
    signedIn('seller');
    const urls: string[] = [];
    server.use(
      http.get(`${API}/customers/v1/bookings/`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        urls.push(q.toString());
        const offset = Number(q.get('offset'));
        return HttpResponse.json(aPage([aBooking(100 - offset)], 23));
      }),
    );
    renderWithAdmin(<BookingList />, { locale: 'en' });
    await screen.findByRole('link', { name: /100/ });
    expect(urls[0]).toBe('status=pending&offset=0&limit=10');
    expect(screen.getByText('1-10 of 23')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(urls.at(-1)).toBe('status=pending&offset=10&limit=10'));
    await screen.findByText('11-20 of 23');
    await user.click(screen.getByTestId('bookings-tab-all'));
    await waitFor(() => expect(urls.at(-1)).toBe('offset=0&limit=10'));
  });
});
