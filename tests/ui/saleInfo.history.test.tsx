/**
 * The sale history (/sales/sale-history) pages by 10 (SPEC.md 9): a busy day is not cut at a fixed
 * number of sales; the pager asks for the next 10; another date range starts again at page one.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { typeDate } from './dates';
import { API, signedIn } from './moneyFixtures';
import SaleHistory from '../../src/pos/SaleHistory';
import { aSale, UZS } from './builders';

const aListedSale = (id: number) => {
  const { sell_products: _lines, ...sale } = aSale({ id, status: id % 2 ? 'active' : 'canceled', total_cost_with_extra_service: { amount: '126500.00', currency: UZS, rate: '12650' } });
  return sale;
};

describe('sale history', () => {
  it('shows 10 sales a page and turns the pages', async () => {
    signedIn('seller');
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/realization/v1/sells/`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q);
        const offset = Number(q.get('offset'));
        const limit = Number(q.get('limit'));
        const ids = Array.from({ length: 23 }, (_, i) => 100 - i).slice(offset, offset + limit);
        return HttpResponse.json({ count: 23, next: null, previous: null, results: ids.map(aListedSale) });
      }),
    );
    renderWithAdmin(<SaleHistory />, { path: '/sales/sale-history', locale: 'en' });
    const table = await screen.findByTestId('history-table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(asked[0].get('limit')).toBe('10');
    expect(asked[0].get('offset')).toBe('0');
    expect(screen.getByTestId('history-pager').textContent).toContain('1-10 of 23');
    // each sale's sum as the customer was told it: in the currency it was priced in at the till
    expect(within(table).getAllByText('126 500.00 UZS')).toHaveLength(10);
    expect(within(table).queryByText(/USD/)).toBeNull();
    // a cancelled sale's status
    expect(within(table).getAllByText('cancelled').length).toBe(5);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(screen.getByTestId('history-pager').textContent).toContain('11-20 of 23'));
    expect(asked.at(-1)!.get('offset')).toBe('10');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(within(screen.getByTestId('history-table')).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByRole('link', { name: 'Open sale 78' })).toBeTruthy();
    // an end before the start: the warning, and no rows of the previous period under it
    const asks = asked.length;
    await typeDate(user, await screen.findByTestId('history-from'), '01/01/2099');
    await waitFor(() => expect(screen.queryByTestId('history-table')).toBeNull());
    expect(screen.getByRole('alert').textContent).toBeTruthy();
    expect(asked.length).toBe(asks);
  });
});
