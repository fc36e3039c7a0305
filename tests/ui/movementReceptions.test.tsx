/**
 * Stock movement screens: the receptions list asks with SPEC.md 7's acceptor__isnull (removed
 * for 'all') 10 a page with a pager and shows who accepted and confirmed; a saved reception line is
 * removed by its button (DELETE {id}/products/{lineId}/ with a key), disabled once accepted; the factory
 * deliveries page by 10 and say a loading failure in a toast (SPEC.md 8 fallbacks).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { signedIn } from './moneyFixtures';
import { ReceptionList } from '../../src/screens/movement/Receptions';
import { ReceptionInfo } from '../../src/screens/movement/ReceptionInfo';
import { FactoryTransfers } from '../../src/screens/movement/FactoryTransfers';

const API = '/api';
const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });
const warehouse = { id: 3, name: 'Central warehouse' };

const reception = (id: number, accepted: boolean) => ({
  id,
  number: `R-${id}`,
  date: '2026-03-01',
  place: warehouse,
  created_by: { id: 1, name: 'Aziza Karimova' },
  acceptor: accepted ? { id: 2, name: 'Bobur Aliyev' } : null,
  accepted_at: accepted ? '2026-03-02T10:00:00Z' : null,
  lines: 2,
  total_quantity: 3,
  total_cost: '30.00',
  created_at: '2026-03-01T09:00:00Z',
});

function places() {
  server.use(
    http.get(`${API}/company/v1/places/`, () => HttpResponse.json(page([{ ...warehouse, address: '', image: null, is_active: true, type: { id: 1, name: 'Warehouse' } }]))),
    http.get(`${API}/company/v1/places/all/`, () => HttpResponse.json([{ ...warehouse, address: '', image: null, is_active: true, type: { id: 1, name: 'Warehouse' } }])),
  );
}

describe('receptions list', () => {
  it('opens on all (an accepted reception stays in view), 10 a page; the not yet accepted ones with acceptor__isnull', async () => {
    signedIn('manager');
    places();
    const asked: string[] = [];
    server.use(
      http.get(`${API}/reception/v1/receptions/`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q.toString());
        const all = q.get('acceptor__isnull') === null;
        return HttpResponse.json(page([reception(all ? 2 : 1, all)], all ? 12 : 1));
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<ReceptionList />, { path: '/management/receptions', locale: 'en' });
    await screen.findByTestId('reception-row-2');
    expect(asked[0]).toBe('offset=0&limit=10');
    expect(screen.getByTestId('receptions-tab-all').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('reception-acceptor-2').textContent).toBe('Bobur Aliyev');
    for (const header of ['Number', 'Date', 'Place', 'Acceptor', 'Confirmed by', 'Confirmation date']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    // 12 in all: a pager, the next page asks from 10
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(asked).toContain('offset=10&limit=10'));
    await user.click(screen.getByTestId('receptions-tab-pending'));
    await screen.findByTestId('reception-row-1');
    expect(asked[asked.length - 1]).toBe('acceptor__isnull=true&offset=0&limit=10');
    expect(screen.getByTestId('reception-acceptor-1').textContent).toBe('Not accepted yet');
    expect(screen.queryByTestId('receptions-pager')).toBeNull();
  });
});

describe('reception info', () => {
  const groups = [
    {
      product: { id: 7, name: 'Dress', model: 'Aurora', vendor_code: 'D-7' },
      quantity: 3,
      total_cost: '30.00',
      sizes: [
        { id: 11, size: { id: 5, name: 'M' }, quantity: 1, cost: '10.00' },
        { id: 12, size: { id: 6, name: 'L' }, quantity: 2, cost: '10.00' },
      ],
    },
  ];
  function renderInfo() {
    return renderWithAdmin(
      <Routes>
        <Route path="/management/receptions/reception-info/:id" element={<ReceptionInfo />} />
      </Routes>,
      { path: '/management/receptions/reception-info/4', locale: 'en' },
    );
  }

  it('removes a saved line with its own button and one key, then reloads', async () => {
    signedIn('manager');
    const deleted: { path: string; key: string | null }[] = [];
    let left = groups;
    server.use(
      http.get(`${API}/reception/v1/receptions/4/`, () => HttpResponse.json(reception(4, false))),
      http.get(`${API}/reception/v1/receptions/4/products/grouped/`, () => HttpResponse.json(left)),
      http.delete(`${API}/reception/v1/receptions/4/products/:lineId/`, ({ request }) => {
        deleted.push({ path: new URL(request.url).pathname, key: request.headers.get('idempotency-key') });
        left = [{ ...groups[0], quantity: 2, sizes: [groups[0].sizes[1]] }];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderInfo();
    const remove = await screen.findByTestId('reception-line-remove-11');
    expect(remove.getAttribute('aria-label')).toBe('Remove Dress, size M');
    await user.click(remove);
    await waitFor(() => expect(screen.queryByTestId('reception-line-11')).toBeNull());
    expect(deleted).toHaveLength(1);
    expect(deleted[0].path).toBe('/api/reception/v1/receptions/4/products/11/');
    expect(deleted[0].key).toBeTruthy();
    expect(screen.getByTestId('reception-line-12')).toBeTruthy();
  });

  it('keeps the remove buttons disabled once accepted', async () => {
    signedIn('manager');
    server.use(
      http.get(`${API}/reception/v1/receptions/4/`, () => HttpResponse.json(reception(4, true))),
      http.get(`${API}/reception/v1/receptions/4/products/grouped/`, () => HttpResponse.json(groups)),
    );
    renderInfo();
    expect((await screen.findByTestId('reception-line-remove-11') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('reception-line-remove-12') as HTMLButtonElement).disabled).toBe(true);
  });
});

/** The list's query retries a failure (react-query's backoff) before it is a failure: run the clock, no sleeps. */
async function untilShown(text: string) {
  for (let i = 0; i < 40 && !screen.queryByText(text); i++) await act(() => vi.advanceTimersByTimeAsync(500));
  return screen.getByText(text);
}

describe('factory deliveries', () => {
  afterEach(() => vi.useRealTimers());
  it('pages by 10 and says a failure to load in a toast with the fallback text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn('seller');
    places();
    const asked: string[] = [];
    let fail = false;
    server.use(
      http.get(`${API}/transfer/v1/transfers-from-factory/`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        if (fail) return new HttpResponse('bad gateway', { status: 502 });
        const f = { id: 1, reference: 'F-1', status: 'pending', created_by: { id: 1, name: 'A' }, created_at: '2026-03-01T09:00:00Z', place: null, processed_by: null, processed_at: null, lines: 1, total_quantity: 4, unresolved: 0 };
        return HttpResponse.json(page([f], 11));
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithAdmin(<FactoryTransfers />, { path: '/transfers-from-factory', locale: 'en' });
    await screen.findByTestId('factory-row-1');
    expect(asked[0]).toBe('status=pending&offset=0&limit=10');
    expect(screen.getByTestId('factory-pager')).toBeTruthy();
    fail = true;
    await user.click(screen.getByTestId('factory-tab-processed'));
    expect(await untilShown('Error loading transfers')).toBeTruthy();
    expect(asked[asked.length - 1]).toBe('status=processed&offset=0&limit=10');
    expect(screen.queryByRole('alert', { name: 'Error loading transfers' })).toBeNull();
    expect(document.querySelector('.MuiAlert-standardError')).toBeNull();
  });

  it('says a failure to load one delivery in a toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn('seller');
    places();
    server.use(http.get(`${API}/transfer/v1/transfers-from-factory/9/`, () => new HttpResponse('bad gateway', { status: 502 })));
    renderWithAdmin(<FactoryTransfers />, { path: '/transfers-from-factory?id=9', locale: 'en' });
    expect(await untilShown('Error loading transfer details')).toBeTruthy();
    expect(screen.getByTestId('factory-back')).toBeTruthy();
    expect(document.querySelector('.MuiAlert-standardError')).toBeNull();
  });
});
