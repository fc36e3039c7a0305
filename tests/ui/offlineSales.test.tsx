/**
 * The offline sales' screen (src/screens/offline): a manager sees the stock shortfalls and price
 * differences the tills' offline sales left and marks one resolved (POST resolve/ with a key, then the
 * list reads again); the sales waiting for approval are approved or rejected.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { API, signedIn } from './moneyFixtures';
import { OfflineSales } from '../../src/screens/offline/OfflineSales';
import type { OfflineDiscrepancyDto, OfflinePendingItemDto } from '../../src/domain/sale/offline';

const discrepancy = (resolved: boolean): OfflineDiscrepancyDto => ({
  id: 7,
  kind: 'stock_shortfall',
  sale: 41,
  local_number: 'A1-0007',
  occurred_at: '2026-11-27T10:00:00.000Z',
  place: { id: 1, name: 'Mall shop' },
  seller: { id: 4, name: 'Dilnoza' },
  product: { id: 9, name: 'Coat' },
  size: { id: 2, name: 'M' },
  quantity: 1,
  till_price: null,
  server_price: null,
  resolved,
});
const pending: OfflinePendingItemDto = {
  id: 3,
  local_number: 'A1-0001',
  occurred_at: '2026-11-20T10:00:00.000Z',
  received_at: '2026-11-27T10:00:00.000Z',
  place: { id: 1, name: 'Mall shop' },
  seller: { id: 4, name: 'Dilnoza' },
  total: '180.00',
  quantity: 2,
  status: 'waiting',
  sale: null,
};
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe('offline sales screen', () => {
  it('lists a shortfall and resolves it with a key, then reads the list again', async () => {
    signedIn('manager');
    let resolved = false;
    const asked: string[] = [];
    const posted: (string | null)[] = [];
    server.use(
      http.get(`${API}/realization/v1/offline_discrepancies/`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(page(resolved ? [] : [discrepancy(false)]));
      }),
      http.post(`${API}/realization/v1/offline_discrepancies/7/resolve/`, ({ request }) => {
        posted.push(request.headers.get('Idempotency-Key'));
        resolved = true;
        return HttpResponse.json(discrepancy(true));
      }),
    );
    renderWithAdmin(<OfflineSales />, { locale: 'en' });
    const row = await screen.findByTestId('offline-discrepancy-7');
    expect(row.textContent).toContain('Stock shortfall');
    expect(row.textContent).toContain('A1-0007');
    expect(asked[0]).toBe('?resolved=false&limit=100');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('offline-resolve-7'));
    await user.click(await screen.findByTestId('offline-resolve-7-confirm'));
    await waitFor(() => expect(screen.getByTestId('offline-no-discrepancies').textContent).toBe('No discrepancies'));
    expect(posted).toEqual([expect.stringMatching(/.{8,}/)]);
  });

  it('approves a sale waiting for approval (Russian labels)', async () => {
    signedIn('manager');
    let decided = '';
    server.use(
      http.get(`${API}/realization/v1/offline_discrepancies/`, () => HttpResponse.json(page([]))),
      http.get(`${API}/realization/v1/offline_pending/`, () => HttpResponse.json(page(decided ? [] : [pending]))),
      http.post(`${API}/realization/v1/offline_pending/3/approve/`, () => {
        decided = 'approve';
        return HttpResponse.json({});
      }),
    );
    renderWithAdmin(<OfflineSales />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('offline-tab-pending'));
    expect(screen.getByTestId('offline-tab-pending').textContent).toBe('Ждут одобрения');
    const row = await screen.findByTestId('offline-pending-3');
    expect(row.textContent).toContain('180.00');
    await user.click(screen.getByTestId('offline-approve-3'));
    await user.click(await screen.findByTestId('offline-approve-3-confirm'));
    await waitFor(() => expect(screen.getByTestId('offline-no-pending')).toBeTruthy());
    expect(decided).toBe('approve');
  });
});
