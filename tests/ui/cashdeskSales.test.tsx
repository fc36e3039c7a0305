/**
 * A closing's sales and its file (src/screens/cashdesk/deskUi.tsx): the sales come from GET
 * cash_desk_info with their status inside the closing, the admin marks one checked with PATCH
 * cash_desk_info/{id}/ while the closing waits; the Excel button downloads the server's file with the
 * token, in the screen's language.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { API, signedIn } from './moneyFixtures';
import { DeskExcelButton, DeskSales } from '../../src/screens/cashdesk/deskUi';
import type { CashDeskDto } from '../../src/domain/cashdesk/contract';

vi.mock('../../src/ui/vendorCodeExport', () => ({ saveBlob: vi.fn() }));

const desk: CashDeskDto = {
  id: 9,
  place: { id: 1, name: 'Mall shop' },
  date: '2026-11-27',
  status: 'closed',
  comment: '',
  closed_by: { id: 3, name: 'Manager' },
  closed_at: '2026-11-27T18:00:00.000Z',
  confirmed_by: null,
  confirmed_at: null,
  currencies: [],
};
const sale = (id: number, status: 'active' | 'success') => ({
  id,
  customer: null,
  customer_discount: '0.00',
  from_balance: null,
  change_to_balance: false,
  debt: null,
  booking: null,
  created_at: '2026-11-27T10:00:00.000Z',
  status,
  method: 'cash',
  place: { id: 1, name: 'Mall shop' },
  seller: { id: 4, name: 'Seller' },
  total_sum: '54.00',
  currency: { id: 1, name: 'USD' },
  total_cost_with_extra_service: { amount: '54.00', currency: { id: 1, name: 'USD' }, rate: '1' },
  extra_service_cost: null,
  payments: [],
  change: { amount: '0.00', currency: { id: 1, name: 'USD' } },
  quantity: 1,
  cash_desk: 9,
});

describe("a closing's sales", () => {
  it('lists them with their status and marks one checked (PATCH with a key), then reloads', async () => {
    signedIn('admin');
    let status: 'active' | 'success' = 'active';
    const asked: string[] = [];
    const patched: { body: unknown; key: string | null }[] = [];
    server.use(
      http.get(`${API}/realization/v1/cash_desk_info/`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [sale(41, status)] });
      }),
      http.patch(`${API}/realization/v1/cash_desk_info/41/`, async ({ request }) => {
        patched.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        status = 'success';
        return HttpResponse.json(sale(41, 'success'));
      }),
    );
    renderWithAdmin(<DeskSales desk={desk} canCheck />, { locale: 'en' });
    expect((await screen.findByTestId('sale-status-41')).textContent).toBe('active');
    expect(asked[0]).toBe('?cash_desks=9&limit=100');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark checked: sale 41' }));
    await waitFor(() => expect(screen.getByTestId('sale-status-41').textContent).toBe('success'));
    expect(patched).toEqual([{ body: { status: 'success' }, key: expect.stringMatching(/.{8,}/) }]);
    expect(screen.getByRole('button', { name: 'Uncheck: sale 41' })).toBeTruthy();
  });

  it('a confirmed closing offers no check; Russian labels', async () => {
    signedIn('admin');
    server.use(http.get(`${API}/realization/v1/cash_desk_info/`, () => HttpResponse.json({ count: 1, next: null, previous: null, results: [sale(41, 'success')] })));
    renderWithAdmin(<DeskSales desk={{ ...desk, status: 'confirmed' }} canCheck />, { locale: 'ru' });
    expect((await screen.findByTestId('sale-status-41')).textContent).toBe('проведена');
    expect(screen.queryByTestId('sale-check-41')).toBeNull();
  });
});

describe("a desk's Excel file", () => {
  it("is the server's, asked with the token in the screen's language, saved under the server's name", async () => {
    signedIn('manager');
    const seen: { url: string; auth: string | null }[] = [];
    server.use(
      http.get(`${API}/realization/v1/cash_desks/9/excel/`, ({ request }) => {
        seen.push({ url: new URL(request.url).search, auth: request.headers.get('Authorization') });
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="cash-desk-9-2026-11-27.xlsx"' } });
      }),
    );
    renderWithAdmin(<DeskExcelButton desk={desk} />, { locale: 'ru' });
    await userEvent.setup().click(await screen.findByTestId('cashdesk-excel-9'));
    const { saveBlob } = await import('../../src/ui/vendorCodeExport');
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.objectContaining({ size: 4 }), 'cash-desk-9-2026-11-27.xlsx'));
    expect(seen).toEqual([{ url: '?lang=ru', auth: `Token ${'t'.repeat(64)}` }]);
  });
});
