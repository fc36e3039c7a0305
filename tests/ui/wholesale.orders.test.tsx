/**
 * Wholesale orders: the list's filters are sent 300 ms after the last change (SPEC.md 9) with
 * the status badge in the table; the order page enables its buttons from the state table, saves a
 * line's quantity and completes with an Idempotency-Key; the public details table needs no token.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { aPage, USD } from './builders';
import { OrderList } from '../../src/resources/wholesale_orders/OrderList';
import { OrderPage } from '../../src/resources/wholesale_orders/OrderPage';
import { OrderDetailsTable } from '../../src/resources/wholesale_orders/OrderDetailsTable';
import { clearToken, setToken } from '../../src/providers/token';
import type { OrderDto, OrderLineDto } from '../../src/domain/wholesale/contract';

const API = 'http://localhost:3000/api';

const anOrder = (o: Partial<OrderDto> = {}): OrderDto => ({
  id: 7,
  customer: { id: 3, name: 'Gulnora Saidova', company: 'Silk Road LLC' },
  place: { id: 1, name: 'Chorsu shop' },
  price_group: null,
  total_price: '120.00',
  currency: USD,
  quantity: 3,
  status: 'new',
  created_at: '2026-01-10T10:00:00Z',
  processed_by: null,
  sale: null,
  details_token: 'a'.repeat(32),
  ...o,
});
const aLine = (o: Partial<OrderLineDto> = {}): OrderLineDto => ({
  id: 11,
  product: { id: 5, name: 'Dress Aurora', model: 'Aurora', vendor_code: 'VC-1001' },
  size: { id: 1, name: 'M' },
  quantity: 3,
  unit_price: '40.00',
  total: '120.00',
  ...o,
});

function signedInAs(role: string) {
  setToken('t'.repeat(64));
  server.use(
    http.get(`${API}/auth/v1/info/`, () =>
      HttpResponse.json({
        company: { id: 1, name: 'Demo', currencies: [], baseCurrency: null, secondaryDefaultCurrency: null, nationalCurrency: null, place_type_rates: [] },
        user: { id: 1, username: 'm', name: 'A K', phone: '', salary: '0', sell_percent: '0', position: '', role, roles: [role], places: [1], payload: { picture: null } },
      }),
    ),
  );
}

describe('wholesale orders list', () => {
  it('shows the table with the status badge and sends the filters 300 ms after the last change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signedInAs('manager');
      const urls: string[] = [];
      server.use(
        http.get(`${API}/v1/orders/`, ({ request }) => {
          urls.push(request.url.replace(`${API}/v1/orders/?`, ''));
          return HttpResponse.json(aPage([anOrder(), anOrder({ id: 8, status: 'in_progress' })], 2));
        }),
      );
      renderWithAdmin(<OrderList />, { locale: 'en' });
      const table = await screen.findByTestId('orders-table');
      expect(within(table).getAllByText('Silk Road LLC')).toHaveLength(2);
      expect(within(table).getByTestId('order-status-new').textContent).toBe('new');
      expect(within(table).getByTestId('order-status-in_progress').textContent).toBe('in progress');
      expect(within(table).getByTestId('order-show-7').getAttribute('href')).toBe('/for-wholesalers/orders/7');
      // the date through the app's one formatter (dd.MM.yyyy HH:mm), not the browser's locale (1/10/2026, 10:00:00 AM)
      expect(table.textContent).toMatch(/(09|10|11)\.01\.2026 \d\d:\d\d/);
      expect(table.textContent).not.toMatch(/1\/10\/2026|AM|PM/);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByTestId('orders-total_price_min'), '100');
      await act(async () => {
        vi.advanceTimersByTime(250);
      });
      expect(urls.some((u) => u.includes('total_price_min'))).toBe(false);
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
      await waitFor(() => expect(urls.at(-1)).toContain('total_price_min=100'));
      expect(urls.filter((u) => u.includes('total_price_min')).length).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

function orderApi(status: OrderDto['status']) {
  const calls: { method: string; url: string; body: unknown; key: string | null }[] = [];
  let current = anOrder({ status });
  server.use(
    http.get(`${API}/v1/orders/7/`, () => HttpResponse.json(current)),
    http.get(`${API}/v1/orders/7/products/`, () => HttpResponse.json([aLine()])),
    http.get(`${API}/v1/orders/7/products-with-sizes/`, () =>
      HttpResponse.json([{ product: aLine().product, quantity: 3, total: '120.00', sizes: [{ line: 11, size: { id: 1, name: 'M' }, quantity: 3, unit_price: '40.00', total: '120.00' }] }]),
    ),
    http.patch(`${API}/v1/orders/7/products/11/`, async ({ request }) => {
      calls.push({ method: 'PATCH', url: request.url, body: await request.json(), key: null });
      return HttpResponse.json(aLine({ quantity: 5 }));
    }),
    http.post(`${API}/v1/orders/7/:action/`, async ({ request, params }) => {
      calls.push({ method: 'POST', url: String(params.action), body: await request.json(), key: request.headers.get('idempotency-key') });
      current = anOrder({ status: params.action === 'complete' ? 'done' : 'in_progress', sale: params.action === 'complete' ? 99 : null });
      return HttpResponse.json(current);
    }),
  );
  return calls;
}
const renderOrder = () =>
  renderWithAdmin(
    <Routes>
      <Route path="/for-wholesalers/orders/:id" element={<OrderPage />} />
    </Routes>,
    { path: '/for-wholesalers/orders/7', locale: 'en' },
  );

describe('the order page', () => {
  it('a new order: start enabled, complete disabled; starting asks the server', async () => {
    signedInAs('manager');
    const calls = orderApi('new');
    renderOrder();
    const start = await screen.findByTestId('order-start');
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByTestId('order-complete') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('order-release') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(start);
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['start-processing']));
    await waitFor(() => expect((screen.getByTestId('order-complete') as HTMLButtonElement).disabled).toBe(false));
  });
  it('in progress: a quantity edit is saved, complete sends an Idempotency-Key', async () => {
    signedInAs('manager');
    const calls = orderApi('in_progress');
    renderOrder();
    const input = (await screen.findByTestId('line-quantity-11')) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '5{Enter}');
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ quantity: 5 }));
    await userEvent.click(screen.getByTestId('order-complete'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(calls.find((c) => c.url === 'complete')).toBeDefined());
    const complete = calls.find((c) => c.url === 'complete')!;
    expect(complete.body).toEqual({ method: 'debt' });
    expect(complete.key).toMatch(/.{8,}/);
  });
  it('done: every action is disabled, the sale is linked', async () => {
    signedInAs('manager');
    orderApi('done');
    server.use(http.get(`${API}/v1/orders/7/`, () => HttpResponse.json(anOrder({ status: 'done', sale: 42 }))));
    renderOrder();
    await screen.findByText('Sale #42');
    for (const id of ['order-start', 'order-release', 'order-complete', 'order-cancel', 'order-reject']) {
      expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.queryByTestId('line-quantity-11')).toBeNull();
  });
});

describe('the public details table', () => {
  it('reads the order by its token without an Authorization header', async () => {
    clearToken();
    let auth: string | null = 'unset';
    server.use(
      http.get(`${API}/v1/orders-table/:token/details-table/`, ({ request, params }) => {
        auth = request.headers.get('authorization');
        expect(params.token).toBe('b'.repeat(32));
        return HttpResponse.json({ status: 'new', created_at: '2026-01-10T10:00:00Z', total_price: '120.00', currency: 'USD', quantity: 3, products: [{ name: 'Dress Aurora', model: 'Aurora', vendor_code: 'VC-1001', size: 'M', quantity: 3, unit_price: '40.00', total: '120.00' }] });
      }),
    );
    renderWithAdmin(
      <Routes>
        <Route path="/orders-table/:id/details-table" element={<OrderDetailsTable />} />
      </Routes>,
      { path: `/orders-table/${'b'.repeat(32)}/details-table`, locale: 'en' },
    );
    expect(await screen.findByText('Dress Aurora')).toBeTruthy();
    expect(auth).toBeNull();
  });
});
