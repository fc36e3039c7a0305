/** The one searchable select: asks the server as the user types, a page of 10, 'Load more'. */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { RemoteSelect, REMOTE_SELECT_DEBOUNCE_MS, REMOTE_SELECT_PAGE } from '../../src/ui/RemoteSelect';

const API = '/api';
const all = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Type ${String(i + 1).padStart(2, '0')}`, is_active: true }));

function typesServer() {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/product/v1/product_types/`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const found = all.filter((t) => t.name.toLowerCase().includes(search));
      return HttpResponse.json({ count: found.length, next: null, previous: null, results: found.slice(offset, offset + limit) });
    }),
  );
  return asked;
}

describe('RemoteSelect', () => {
  it('loads one page of 10 when opened, the next with Load more, and searches 300 ms after the last key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const asked = typesServer();
      const onChange = vi.fn();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 40 });
      renderWithAdmin(<RemoteSelect resource="product_types" value={null} onChange={onChange} label="Type" testId="type" />, { locale: 'en' });
      const input = (await screen.findByTestId('type')) as HTMLInputElement;
      expect(asked).toEqual([]); // nothing before the list is opened
      await user.click(input);
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(REMOTE_SELECT_PAGE));
      expect(asked).toEqual(['?offset=0&limit=10&ordering=name']);
      await user.click(screen.getByTestId('type-more'));
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
      await user.click(screen.getByTestId('type-more'));
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(25));
      expect(screen.queryByTestId('type-more')).toBeNull();

      const before = asked.length;
      await user.type(input, 'Type 12');
      expect(asked.slice(before)).toEqual([]); // nothing while typing
      await act(async () => {
        vi.advanceTimersByTime(REMOTE_SELECT_DEBOUNCE_MS + 10);
      });
      await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Type 12']));
      expect(asked.slice(before)).toEqual(['?offset=0&limit=10&ordering=name&search=Type+12']); // one request for the whole word
      await user.click(screen.getByRole('option', { name: 'Type 12' }));
      expect(onChange).toHaveBeenCalledWith(12, { id: 12, name: 'Type 12' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a known chosen option without asking the server', async () => {
    const asked = typesServer();
    renderWithAdmin(<RemoteSelect resource="product_types" value={24} known={[{ id: 24, name: 'Type 24' }]} onChange={() => undefined} label="Type" testId="type" />, {
      locale: 'en',
    });
    await waitFor(() => expect((screen.getByTestId('type') as HTMLInputElement).value).toBe('Type 24'));
    expect(asked).toEqual([]);
  });
});
