/**
 * The product card list (paging 6, search debounced 1000 ms, category filter, delete with a
 * confirmation, writes hidden by role) and the inline-editable tables (product types, sizes).
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { ProductList } from '../../src/resources/products/ProductList';
import { ProductTypeList } from '../../src/resources/product_types/ProductTypeList';
import { SizeList } from '../../src/resources/sizes/SizeList';
import { setToken } from '../../src/providers/token';
import type { ProductDto } from '../../src/domain/product/contract';
import { SEARCH_MAX } from '../../src/domain/fields';

const API = 'http://localhost:3000/api';
const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

function signedInAs(role: 'admin' | 'manager' | 'seller') {
  setToken('t'.repeat(64));
  server.use(
    http.get(`${API}/auth/v1/info/`, () =>
      HttpResponse.json({
        company: { id: 1, name: 'Demo', currencies: [], baseCurrency: null, secondaryDefaultCurrency: null, nationalCurrency: null, place_type_rates: [] },
        user: { id: 1, username: role, name: 'A K', phone: '', salary: '0', sell_percent: '0', position: '', role, roles: [role], places: [1], payload: { picture: null } },
      }),
    ),
  );
}

const product = (id: number, name: string): ProductDto => ({
  id,
  name,
  model: 'Aurora',
  model_code: `M-${id}`,
  vendor_code: `VC-${id}`,
  type: { id: 1, name: 'Dress' },
  cost: '10.00',
  is_active: true,
  is_novelty: false,
  is_available_online: false,
  online_places: [],
  prices: [],
  images: [],
  main_image: id === 1 ? '/uploads/a.png' : null,
});

function productApi() {
  const urls: string[] = [];
  let deleted: string | null = null;
  server.use(
    http.get(`${API}/product/v1/product_types/`, () => HttpResponse.json(page([{ id: 1, name: 'Dress', is_active: true }, { id: 2, name: 'Suit', is_active: true }]))),
    http.get(`${API}/product/v1/products/`, ({ request }) => {
      urls.push(request.url.replace(`${API}/product/v1/products/?`, ''));
      return HttpResponse.json(page([product(1, 'Dress Aurora'), product(2, 'Dress Bella')], 14));
    }),
    http.delete(`${API}/product/v1/products/:id/`, ({ params }) => {
      deleted = String(params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { urls, deleted: () => deleted };
}

describe('product cards', () => {
  it('asks for 6 a page, newest first, and shows the card fields with a view link', async () => {
    signedInAs('admin');
    const { urls } = productApi();
    renderWithAdmin(<ProductList />, { locale: 'en' });
    const card = await screen.findByTestId('product-card-1');
    expect(urls[0]).toBe('offset=0&limit=6&ordering=-id');
    expect(within(card).getByRole('heading', { name: 'Dress Aurora' })).toBeTruthy();
    expect(card.textContent).toContain('Type: Dress');
    expect(card.textContent).toContain('Model: Aurora');
    expect(card.textContent).toContain('Model code: M-1');
    expect(card.textContent).toContain('Vendor code: VC-1');
    expect(within(card).getByRole('img').getAttribute('src')).toBe('/uploads/a.png');
    expect(within(card).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/product/1');
    expect(screen.getByText('1-6 of 14')).toBeTruthy();
  });

  it('searches 1000 ms after typing stops, and filters by category (a server-searched select)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signedInAs('admin');
      const { urls } = productApi();
      renderWithAdmin(<ProductList />, { locale: 'en' });
      await screen.findByTestId('product-card-1');
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      // no longer than the server takes (a longer search was refused, shown as a raw 'max_length')
      expect((screen.getByTestId('products-search') as HTMLInputElement).maxLength).toBe(SEARCH_MAX);
      await user.type(screen.getByTestId('products-search'), 'bel');
      await act(async () => {
        vi.advanceTimersByTime(600);
      });
      expect(urls.some((u) => u.includes('search='))).toBe(false); // still within the 1000 ms
      await act(async () => {
        vi.advanceTimersByTime(500);
      });
      await waitFor(() => expect(urls.at(-1)).toBe('offset=0&limit=6&ordering=-id&search=bel'));
      expect(urls.filter((u) => u.includes('search=')).length).toBe(1);

      await user.click(screen.getByRole('combobox', { name: 'Category' }));
      await user.click(await screen.findByRole('option', { name: 'Suit' }));
      await waitFor(() => expect(urls.at(-1)).toBe('offset=0&limit=6&ordering=-id&search=bel&type=2'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes a product after the confirmation', async () => {
    signedInAs('manager');
    const api = productApi();
    renderWithAdmin(<ProductList />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('product-menu-2'));
    await user.click(await screen.findByTestId('product-delete-2'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete "Dress Bella"?')).toBeTruthy();
    expect(api.deleted()).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Dress Bella successfully deleted')).toBeTruthy();
    expect(api.deleted()).toBe('2');
  });

  it('offers no add button and no delete menu to a seller', async () => {
    signedInAs('seller');
    productApi();
    renderWithAdmin(<ProductList />, { locale: 'en' });
    await screen.findByTestId('product-card-1');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('product-add')).toBeNull();
    expect(screen.queryByTestId('product-menu-1')).toBeNull();
  });
});

describe('inline tables', () => {
  it('product types: add only with a name, rename with PUT (Enter), Escape cancels, delete after confirming', async () => {
    signedInAs('manager');
    const calls: string[] = [];
    let rows = [{ id: 1, name: 'Dress', is_active: true }];
    server.use(
      http.get(`${API}/product/v1/product_types/`, () => HttpResponse.json(page(rows))),
      http.post(`${API}/product/v1/product_types/`, async ({ request }) => {
        const body = (await request.json()) as { name: string };
        calls.push(`POST ${JSON.stringify(body)}`);
        rows = [...rows, { id: 2, name: body.name, is_active: true }];
        return HttpResponse.json(rows[1], { status: 201 });
      }),
      http.put(`${API}/product/v1/product_types/:id/`, async ({ request, params }) => {
        const body = (await request.json()) as { name: string };
        calls.push(`PUT ${params.id} ${JSON.stringify(body)}`);
        rows = rows.map((r) => (r.id === Number(params.id) ? { ...r, name: body.name } : r));
        return HttpResponse.json(rows.find((r) => r.id === Number(params.id)));
      }),
      http.delete(`${API}/product/v1/product_types/:id/`, ({ params }) => {
        calls.push(`DELETE ${params.id}`);
        rows = rows.filter((r) => r.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithAdmin(<ProductTypeList />, { locale: 'en' });
    await screen.findByTestId('product_types-row-1');
    const user = userEvent.setup();
    const add = screen.getByTestId('product_types-add') as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(screen.getByTestId('product_types-new-name'), '   ');
    expect(add.disabled).toBe(true);
    await user.type(screen.getByTestId('product_types-new-name'), 'Coat{Enter}');
    expect(await screen.findByTestId('product_types-row-2')).toBeTruthy();
    expect(calls).toEqual(['POST {"name":"Coat"}']);
    // SPEC.md section 8: '{type} {name} successfully created', not react-admin's 'Element created'
    expect(await screen.findByText('Product type Coat successfully created')).toBeTruthy();

    await user.click(screen.getByTestId('product_types-edit-2'));
    const edit = screen.getByTestId('product_types-edit-name') as HTMLInputElement;
    expect((screen.getByTestId('product_types-save') as HTMLButtonElement).disabled).toBe(true); // unchanged
    await user.clear(edit);
    await user.type(edit, 'Winter coat{Escape}');
    expect(screen.queryByTestId('product_types-edit-name')).toBeNull();
    expect(within(screen.getByTestId('product_types-row-2')).getByText('Coat')).toBeTruthy();

    await user.click(screen.getByTestId('product_types-edit-2'));
    await user.clear(screen.getByTestId('product_types-edit-name'));
    await user.type(screen.getByTestId('product_types-edit-name'), 'Winter coat{Enter}');
    await waitFor(() => expect(within(screen.getByTestId('product_types-row-2')).getByText('Winter coat')).toBeTruthy());
    expect(calls[1]).toBe('PUT 2 {"id":2,"name":"Winter coat"}');
    expect(await screen.findByText('Product type Winter coat successfully updated')).toBeTruthy();

    await user.click(screen.getByTestId('product_types-delete-2'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByTestId('product_types-row-2')).toBeNull());
    expect(calls[2]).toBe('DELETE 2');
  });

  it('product types: a name over 64 characters is refused with its message', async () => {
    signedInAs('admin');
    server.use(http.get(`${API}/product/v1/product_types/`, () => HttpResponse.json(page([]))));
    renderWithAdmin(<ProductTypeList />, { locale: 'ru' });
    const name = await screen.findByTestId('product_types-new-name');
    const user = userEvent.setup();
    await user.click(name);
    await user.paste('x'.repeat(65));
    expect(await screen.findByText('слишком длинно (не более 64 символов)')).toBeTruthy();
    expect((screen.getByTestId('product_types-add') as HTMLButtonElement).disabled).toBe(true);
  });

  it('product types: a seller reads the table without write controls', async () => {
    signedInAs('seller');
    server.use(http.get(`${API}/product/v1/product_types/`, () => HttpResponse.json(page([{ id: 1, name: 'Dress', is_active: true }]))));
    renderWithAdmin(<ProductTypeList />, { locale: 'en' });
    await screen.findByTestId('product_types-row-1');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('product_types-add')).toBeNull();
    expect(screen.queryByTestId('product_types-edit-1')).toBeNull();
  });

  it('sizes: name and type both needed; the type column shows the type name', async () => {
    signedInAs('admin');
    let body: unknown;
    server.use(
      http.get(`${API}/product/v1/size_types/`, () => HttpResponse.json(page([{ id: 4, name: 'Letters', is_active: true }]))),
      http.get(`${API}/product/v1/sizes/`, () => HttpResponse.json(page([{ id: 1, name: 'S', type: 4, type_name: 'Letters', is_active: true }]))),
      http.post(`${API}/product/v1/sizes/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 2, name: 'M', type: 4, type_name: 'Letters', is_active: true }, { status: 201 });
      }),
    );
    renderWithAdmin(<SizeList />, { locale: 'en' });
    const row = await screen.findByTestId('sizes-row-1');
    expect(within(row).getByText('Letters')).toBeTruthy();
    const user = userEvent.setup();
    const add = screen.getByTestId('sizes-add') as HTMLButtonElement;
    await user.type(screen.getByTestId('sizes-new-name'), 'M');
    expect(add.disabled).toBe(true);
    await user.click(screen.getAllByRole('combobox', { name: 'Type' })[0]!);
    await user.click(await screen.findByRole('option', { name: 'Letters' }));
    await waitFor(() => expect(add.disabled).toBe(false));
    await user.click(add);
    await waitFor(() => expect(body).toEqual({ name: 'M', type: 4 }));
  });
});
