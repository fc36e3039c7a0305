/**
 * Goods requisitions: the list with its status filter; a shop is chosen and the shared
 * product list editor creates the requisition in one call with one key; the view sets the status
 * ('Please select status' when none is chosen) and turns an approved requisition into a transfer from a
 * warehouse after a confirm.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { API, places, signedIn } from './moneyFixtures';
import { aPage } from './builders';
import { Requisitions } from '../../src/screens/requisition/Requisitions';
import { RequisitionView } from '../../src/screens/requisition/RequisitionView';
import type { RequisitionDto } from '../../src/domain/requisition/contract';

const url = `${API}/customers/v1/proposals/`;
const warehouse = { id: 3, name: 'Central warehouse', address: '', image: null, is_active: true, type: { id: 2, name: 'Warehouse' } };
const allPlaces = [...places, warehouse];
const product = { id: 7, name: 'Dress', model: 'Aurora', model_code: '', vendor_code: 'D-7', type: { id: 1, name: 'Dresses' }, cost: '12.50', is_active: true, is_novelty: false, is_available_online: false, online_places: [], prices: [], images: [], main_image: null };

const requisition = (over: Partial<RequisitionDto> = {}): RequisitionDto => ({
  id: 5,
  place: { id: 2, name: 'Mall shop' },
  applicant: { id: 1, name: 'Aziza Karimova' },
  comment: '',
  status: 'pending',
  decided_by: null,
  decided_at: null,
  transfer: null,
  total_quantity: 2,
  products: [{ id: 11, proposal: 5, product: { id: 7, name: 'Dress', model: 'Aurora', vendor_code: 'D-7' }, size: { id: 5, name: 'M' }, quantity: 2 }],
  created_at: '2025-01-13T10:00:00Z',
  ...over,
});

function common() {
  signedIn('admin');
  server.use(
    http.get(`${API}/company/v1/places/`, () => HttpResponse.json(aPage(allPlaces))),
    http.get(`${API}/company/v1/places/all/`, () => HttpResponse.json(allPlaces)),
    http.get(`${API}/product/v1/sizes/all/`, () => HttpResponse.json([{ id: 5, name: 'M', type: 1, type_name: 'Letters', is_active: true }])),
    http.post(`${API}/barcode/v1/barcodes/scan/`, () => HttpResponse.json({ product, size: { id: 5, name: 'M' }, place: { id: 2, name: 'Mall shop' }, in_stock: 0 })),
    http.get(`${API}/barcode/v1/barcodes/`, () => HttpResponse.json(aPage([{ id: 1, code: '4600000000011', product: 7, size: { id: 5, name: 'M' } }]))),
    http.get(`${API}/product/v1/products/7/`, () => HttpResponse.json(product)),
  );
}

describe('/requisitions', () => {
  it('filters by status and creates a requisition for the chosen shop through the product list editor', async () => {
    common();
    const asked: string[] = [];
    const created: { body: unknown; key: string | null }[] = [];
    server.use(
      http.get(url, ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json(aPage([requisition()]));
      }),
      http.post(url, async ({ request }) => {
        created.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(requisition({ id: 6 }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<Requisitions />, { path: '/requisitions', locale: 'en' });
    const table = await screen.findByTestId('req-table');
    expect(within(table).getByText('Mall shop')).toBeTruthy();
    expect(asked[0]).toBe('offset=0&limit=10');
    await user.click(screen.getByTestId('req-status-filter'));
    await user.click(await screen.findByRole('option', { name: 'approved' }));
    await waitFor(() => expect(asked[asked.length - 1]).toBe('status=approved&offset=0&limit=10'));

    expect((screen.getByTestId('req-add') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('req-shop'));
    await user.click(await screen.findByRole('option', { name: 'Mall shop' }));
    await user.click(screen.getByTestId('req-add'));
    expect(await screen.findByText('Goods for Mall shop')).toBeTruthy();
    await user.type(screen.getByTestId('req-editor-scan'), '4600000000011{Enter}');
    const save = screen.getByTestId('req-editor-save') as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].body).toEqual({ place: 2, products: [{ product: 7, size: 5, quantity: 1 }] });
    expect(created[0].key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(await screen.findByText('The requisition is created')).toBeTruthy();
  });
});

describe('/requisitions/view/{id}', () => {
  it('asks for a status, approves, then makes a transfer from a warehouse after a confirm', async () => {
    common();
    let current = requisition();
    const statuses: unknown[] = [];
    const transfers: { body: unknown; key: string | null }[] = [];
    server.use(
      http.get(`${url}5/`, () => HttpResponse.json(current)),
      http.post(`${url}5/status/`, async ({ request }) => {
        statuses.push(await request.json());
        current = requisition({ status: 'approved', decided_by: { id: 1, name: 'Aziza Karimova' } });
        return HttpResponse.json(current);
      }),
      http.post(`${url}5/transfer/`, async ({ request }) => {
        transfers.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        current = requisition({ status: 'approved', transfer: { id: 40, code: 'T-000040', status: 'on_the_way' } });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(
      <Routes>
        <Route path="/requisitions/view/:id" element={<RequisitionView />} />
      </Routes>,
      { path: '/requisitions/view/5', locale: 'en' },
    );
    expect(await screen.findByTestId('req-lines')).toBeTruthy();
    expect(screen.getByTestId('req-status').textContent).toBe('pending');
    await user.click(screen.getByTestId('req-status-save'));
    expect(await screen.findByText('Please select status')).toBeTruthy();
    expect(statuses).toEqual([]);
    await user.click(within(screen.getByTestId('req-status-select')).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'approved' }));
    await user.click(screen.getByTestId('req-status-save'));
    await waitFor(() => expect(statuses).toEqual([{ status: 'approved' }]));
    expect(await screen.findByText('The status is saved')).toBeTruthy();

    // approved: a warehouse (not the shop itself) and one click
    await user.click(await screen.findByTestId('req-from-place'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Mall shop' })).toBeNull();
    await user.click(within(listbox).getByRole('option', { name: 'Central warehouse' }));
    await user.click(screen.getByTestId('req-make-transfer'));
    expect(await screen.findByText('Send these goods from Central warehouse to Mall shop? They leave Central warehouse at once.')).toBeTruthy();
    await user.click(screen.getByTestId('req-make-transfer-confirm'));
    await waitFor(() => expect(transfers).toHaveLength(1));
    expect(transfers[0].body).toEqual({ from_place: 3 });
    expect(transfers[0].key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(await screen.findByTestId('req-transfer-link')).toBeTruthy();
    expect(screen.getByTestId('req-transfer-link').getAttribute('href')).toBe('/transfers/info/40');
  });
});
