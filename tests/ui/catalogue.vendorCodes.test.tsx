/**
 * The vendor-code screen (SPEC.md section 2): the 'vendor codes list (total)' table with one column per
 * place, the place and product type filters and clear, and the row panel (required size type and
 * places, Apply, then sizes x places quantities). Also the Excel sheet's rows and columns.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { VendorCodeList } from '../../src/resources/vendor_codes/VendorCodeList';
import { vendorCodeSheet, vendorCodeWorkbook } from '../../src/ui/vendorCodeExport';
import type { VendorCodeRow } from '../../src/domain/product/contract';
import { setToken } from '../../src/providers/token';

const API = 'http://localhost:3000/api';
const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

const places = [
  { id: 1, name: 'Chorsu shop', address: '', image: null, is_active: true, type: { id: 1, name: 'Shop' } },
  { id: 2, name: 'Mall shop', address: '', image: null, is_active: true, type: { id: 1, name: 'Shop' } },
  { id: 3, name: 'Central warehouse', address: '', image: null, is_active: true, type: { id: 2, name: 'Warehouse' } },
];

const row = (vendor_code: string, counts: [number, number, number], model = 'Aurora'): VendorCodeRow => ({
  vendor_code,
  product_type_name: 'Dress',
  product_type: 1,
  model,
  places: places.map((p, i) => ({ place_id: p.id, place_name: p.name, count: counts[i]! })),
  total: counts.reduce((a, b) => a + b, 0),
});

function setup() {
  setToken('t'.repeat(64));
  const urls: string[] = [];
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/auth/v1/info/`, () =>
      HttpResponse.json({
        company: { id: 1, name: 'Demo', currencies: [], baseCurrency: null, secondaryDefaultCurrency: null, nationalCurrency: null, place_type_rates: [] },
        user: { id: 1, username: 'seller', name: 'S', phone: '', salary: '0', sell_percent: '0', position: '', role: 'seller', roles: ['seller'], places: [1], payload: { picture: null } },
      }),
    ),
    http.get(`${API}/company/v1/places/all/`, () => HttpResponse.json(places)),
    http.get(`${API}/product/v1/product_types/`, () => HttpResponse.json(page([{ id: 1, name: 'Dress', is_active: true }, { id: 2, name: 'Suit', is_active: true }]))),
    http.get(`${API}/product/v1/size_types/`, () => HttpResponse.json(page([{ id: 5, name: 'Letters', is_active: true }]))),
    http.get(`${API}/product/v1/size_types/5/sizes/`, () =>
      HttpResponse.json(
        page([
          { id: 11, name: 'S', type: 5, type_name: 'Letters', is_active: true },
          { id: 12, name: 'M', type: 5, type_name: 'Letters', is_active: true },
        ]),
      ),
    ),
    http.get(`${API}/product/v1/count_by_vendor_code/`, ({ request }) => {
      urls.push(request.url);
      const q = new URL(request.url).searchParams;
      const filtered = q.get('places') === '2';
      const rows = filtered
        ? [{ ...row('VC-1', [0, 4, 0]), places: [{ place_id: 2, place_name: 'Mall shop', count: 4 }], total: 4 }]
        : [row('VC-1', [3, 4, 5]), row('VC-2', [0, 1, 0], 'Bella')];
      return HttpResponse.json({ ...page(rows, filtered ? 1 : 12), total_units: filtered ? 4 : 57 });
    }),
    http.post(`${API}/product/v1/placements/all/`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json([
        { id: 1, product: { id: 1, name: 'Dress Aurora', model: 'Aurora', vendor_code: 'VC-1' }, size: { id: 11, name: 'S' }, place: { id: 1, name: 'Chorsu shop' }, quantity: 2 },
        { id: 2, product: { id: 1, name: 'Dress Aurora', model: 'Aurora', vendor_code: 'VC-1' }, size: { id: 12, name: 'M' }, place: { id: 3, name: 'Central warehouse' }, quantity: 3 },
        { id: 3, product: { id: 4, name: 'Dress Aurora 2', model: 'Aurora', vendor_code: 'VC-1' }, size: { id: 12, name: 'M' }, place: { id: 3, name: 'Central warehouse' }, quantity: 1 },
      ]);
    }),
  );
  renderWithAdmin(<VendorCodeList />, { locale: 'en' });
  return { urls, bodies };
}

describe('vendor codes list', () => {
  it('shows the total in brackets, one column per place, a total column, 10 rows a page', async () => {
    const { urls } = setup();
    await waitFor(() => expect(screen.getByTestId('vendor-codes-title').textContent).toBe('Vendor codes list (57)'));
    const table = await screen.findByTestId('vendor-codes-table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'Vendor code', 'Product type', 'Model', 'Chorsu shop', 'Mall shop', 'Central warehouse', 'Total']);
    const first = screen.getByTestId('vc-row-VC-1');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['', 'VC-1', 'Dress', 'Aurora', '3', '4', '5', '12']);
    expect(urls[0]).toBe(`${API}/product/v1/count_by_vendor_code/?offset=0&limit=10`);
    expect(screen.getByText('1-10 of 12')).toBeTruthy();
  });

  it('filters by places (comma-joined) and clears', async () => {
    const { urls } = setup();
    await screen.findByTestId('vc-row-VC-2');
    const user = userEvent.setup();
    expect((screen.getByTestId('vc-clear') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Places' }));
    await user.click(await screen.findByRole('option', { name: 'Mall shop' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('vc-row-VC-2')).toBeNull());
    expect(urls.at(-1)).toBe(`${API}/product/v1/count_by_vendor_code/?places=2&offset=0&limit=10`);
    expect(screen.getByTestId('vendor-codes-title').textContent).toBe('Vendor codes list (4)');
    await user.click(screen.getByTestId('vc-clear'));
    expect(await screen.findByTestId('vc-row-VC-2')).toBeTruthy();
    expect(urls.at(-1)).toBe(`${API}/product/v1/count_by_vendor_code/?offset=0&limit=10`);
  });
});

describe('vendor code panel', () => {
  it('needs a size type and at least one place before Apply, then shows sizes x places', async () => {
    const { bodies } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('vc-expand-VC-1'));
    const panel = await screen.findByTestId('vc-panel-VC-1');
    const apply = within(panel).getByTestId('vc-panel-VC-1-apply') as HTMLButtonElement;
    expect(apply.disabled).toBe(true);

    await user.click(within(panel).getByRole('combobox', { name: /Size type/ }));
    await user.click(await screen.findByRole('option', { name: 'Letters' }));
    expect(apply.disabled).toBe(true);

    await user.click(within(panel).getByRole('combobox', { name: /Places/ }));
    await user.click(await screen.findByRole('option', { name: 'Chorsu shop' }));
    await user.click(await screen.findByRole('option', { name: 'Central warehouse' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(apply.disabled).toBe(false));
    await user.click(apply);

    const grid = await within(panel).findByTestId('vc-panel-VC-1-grid');
    expect(bodies).toEqual([{ vendor_code: 'VC-1', size_type: 5, places: [1, 3] }]);
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Size', 'Chorsu shop', 'Central warehouse', 'Total']);
    const rows = within(grid).getAllByRole('row').slice(1).map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['S', '2', '0', '2'],
      ['M', '0', '4', '4'],
      ['Total', '2', '4', '6'],
    ]);
  });

  it('collapses and opens again with the keyboard', async () => {
    setup();
    const user = userEvent.setup();
    const toggle = await screen.findByTestId('vc-expand-VC-2');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByTestId('vc-panel-VC-2')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByTestId('vc-panel-VC-2')).toBeNull());
  });
});

/** jsdom's Blob has no arrayBuffer(): read it the old way. */
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('vendor code Excel sheet', () => {
  it('has the columns and rows of the table and opens with exceljs', async () => {
    const rows = [row('VC-1', [3, 4, 5]), row('VC-2', [0, 1, 0], 'Bella')];
    const sheet = vendorCodeSheet(rows, { vendor_code: 'Vendor code', product_type_name: 'Product type', model: 'Model', total: 'Total' });
    expect(sheet).toEqual([
      ['Vendor code', 'Product type', 'Model', 'Chorsu shop', 'Mall shop', 'Central warehouse', 'Total'],
      ['VC-1', 'Dress', 'Aurora', 3, 4, 5, 12],
      ['VC-2', 'Dress', 'Bella', 0, 1, 0, 1],
    ]);
    const blob = await vendorCodeWorkbook(sheet, 'Vendor codes');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await readBlob(blob));
    const ws = wb.getWorksheet('Vendor codes')!;
    expect(ws.getRow(1).values).toEqual([undefined, ...sheet[0]!]);
    expect(ws.getRow(2).values).toEqual([undefined, ...sheet[1]!]);
    expect(ws.rowCount).toBe(3);
  });
});
