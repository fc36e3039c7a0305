/**
 * The order-entry screen (/for-wholesalers/orders/create): the customer is required (shown at
 * its field, the product list editor stays shut), the editor saves nothing without a line, the one POST
 * carries the form's fields with the editor's lines and an Idempotency-Key, then the order's page and a
 * toast; a refusal of a line shows on its line, one of the customer at the customer field. The list shows
 * the create button only to the roles that may enter orders.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useParams } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { aPage } from './builders';
import { API, places, signedIn } from './moneyFixtures';
import { OrderCreate } from '../../src/resources/wholesale_orders/OrderCreate';
import { OrderList } from '../../src/resources/wholesale_orders/OrderList';
import type { OrderDto } from '../../src/domain/wholesale/contract';

const product = { id: 7, name: 'Dress', model: 'Aurora', model_code: '', vendor_code: 'D-7', type: { id: 1, name: 'Dresses' }, cost: '12.50', is_active: true, is_novelty: false, is_available_online: false, online_places: [], prices: [], images: [], main_image: null };
const customers = [
  { id: 3, name: 'Silk Road Trading', phone: '+998712001001' },
  { id: 4, name: 'Fergana Textile Group', phone: '+998712001002' },
];
const created = (over: Partial<OrderDto> = {}): OrderDto => ({
  id: 12,
  customer: { id: 3, name: 'Silk Road Trading', company: 'Silk Road LLC' },
  place: { id: 1, name: 'Chorsu shop' },
  price_group: null,
  total_price: '80.00',
  currency: { id: 1, name: 'USD' },
  quantity: 2,
  status: 'new',
  created_at: '2026-01-10T10:00:00Z',
  processed_by: null,
  sale: null,
  details_token: 'a'.repeat(32),
  ...over,
});

interface Posted {
  body: unknown;
  key: string | null;
}

/** The screen's world: the caller's places, the approved customers (20 a page), the editor's catalogue; `answer` is the POST's. */
function world(role: 'manager' | 'seller' = 'manager', answer: () => Response = () => HttpResponse.json(created(), { status: 201 })) {
  signedIn(role);
  const posted: Posted[] = [];
  const customerQueries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/company/v1/places/`, () => HttpResponse.json(aPage(places))),
    http.get(`${API}/customers/v1/customers/`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      customerQueries.push(q);
      return HttpResponse.json(aPage(customers));
    }),
    http.get(`${API}/wholesale/v1/price_groups/`, () => HttpResponse.json(aPage([{ id: 5, name: 'Partner prices', is_active: true, rules_count: 1 }]))),
    http.get(`${API}/product/v1/sizes/all/`, () => HttpResponse.json([{ id: 5, name: 'M', type: 1, type_name: 'Letters', is_active: true }])),
    http.post(`${API}/barcode/v1/barcodes/scan/`, () => HttpResponse.json({ product, size: { id: 5, name: 'M' }, place: { id: 1, name: 'Chorsu shop' }, in_stock: 4 })),
    http.get(`${API}/barcode/v1/barcodes/`, () => HttpResponse.json(aPage([{ id: 1, code: '4600000000011', product: 7, size: { id: 5, name: 'M' } }]))),
    http.get(`${API}/product/v1/products/7/`, () => HttpResponse.json(product)),
    http.post(`${API}/v1/orders/`, async ({ request }) => {
      posted.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return answer();
    }),
  );
  return { posted, customerQueries };
}

function OrderShown() {
  const { id } = useParams();
  return <div data-testid="order-page">order {id}</div>;
}
const renderCreate = () =>
  renderWithAdmin(
    <Routes>
      <Route path="/for-wholesalers/orders/create" element={<OrderCreate />} />
      <Route path="/for-wholesalers/orders/:id" element={<OrderShown />} />
    </Routes>,
    { path: '/for-wholesalers/orders/create', locale: 'en' },
  );

async function chooseCustomer(user: ReturnType<typeof userEvent.setup>, name = 'Silk Road Trading') {
  await user.click(await screen.findByTestId('order-create-customer'));
  await user.click(await screen.findByRole('option', { name }));
}

/** Opens the editor and scans one product into it (quantity 1, then plus: 2). */
async function oneLine(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('order-create-products'));
  const editor = await screen.findByTestId('order-editor');
  expect(within(editor).getByText('Products of the new order')).toBeTruthy();
  await user.type(screen.getByTestId('order-editor-scan'), '4600000000011{Enter}');
  await waitFor(() => expect(screen.getByTestId('order-editor-row-0')).toBeTruthy());
  await user.click(screen.getByTestId('order-editor-plus-0'));
}

describe('/for-wholesalers/orders/create', () => {
  it('requires a customer at its field before the products, and saves no order without a line', async () => {
    const { posted, customerQueries } = world();
    const user = userEvent.setup();
    renderCreate();
    expect(await screen.findByRole('heading', { name: 'New wholesale order' })).toBeTruthy();
    await user.click(await screen.findByTestId('order-create-products'));
    const customer = screen.getByTestId('order-create-customer');
    await waitFor(() => expect(customer.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('is required')).toBeTruthy();
    expect(screen.queryByTestId('order-editor')).toBeNull();

    // the customers asked 20 a page, approved only (SPEC.md 7)
    await chooseCustomer(user);
    expect(customerQueries[0].get('limit')).toBe('20');
    expect(customerQueries[0].get('approval_status')).toBe('approved');
    await waitFor(() => expect(customer.getAttribute('aria-invalid')).toBe('false'));
    await user.click(screen.getByTestId('order-create-products'));
    await screen.findByTestId('order-editor');
    // no line: nothing to save
    expect((screen.getByTestId('order-editor-save') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('order-editor-add-row'));
    // a line without its product and size is not complete either
    expect((screen.getByTestId('order-editor-save') as HTMLButtonElement).disabled).toBe(true);
    expect(posted).toEqual([]);
  });

  it('sends the order with its lines once with an Idempotency-Key, then opens it with a toast', async () => {
    const { posted } = world();
    const user = userEvent.setup();
    renderCreate();
    await chooseCustomer(user);
    await user.type(screen.getByTestId('order-create-company'), 'Silk Road LLC');
    await user.click(screen.getByTestId('order-create-price-group'));
    await user.click(await screen.findByRole('option', { name: 'Partner prices' }));
    await oneLine(user);
    const save = screen.getByTestId('order-editor-save');
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    await user.dblClick(save);
    expect(await screen.findByTestId('order-page')).toHaveProperty('textContent', 'order 12');
    expect(await screen.findByText('Order #12 created')).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(posted[0].body).toEqual({ customer: 3, company: 'Silk Road LLC', place: 1, price_group: 5, products: [{ product: 7, size: 5, quantity: 2 }] });
    expect(posted[0].key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  it("shows a refused line on its line, and a refusal of the customer at the customer's field", async () => {
    let refusal = { code: 'product_quantity_not_enough', message: 'Product quantity is not enough in current place', field: 'products.0.quantity' };
    const { posted } = world('manager', () => HttpResponse.json({ errors: [refusal] }, { status: 409 }));
    const user = userEvent.setup();
    renderCreate();
    await chooseCustomer(user);
    await oneLine(user);
    await user.click(screen.getByTestId('order-editor-save'));
    expect((await screen.findByTestId('order-editor-error')).textContent).toBe('Line 1: Product quantity is not enough in current place');
    expect(screen.getByTestId('order-editor-quantity-0').getAttribute('aria-invalid')).toBe('true');

    // the customer was unapproved meanwhile: the same key again (a refusal keeps none), the text at the customer
    refusal = { code: 'customer_not_approved', message: 'Available only for approved customers', field: 'customer' };
    await user.click(screen.getByTestId('order-editor-save'));
    await waitFor(() => expect(screen.getByTestId('order-editor-error').textContent).toBe('Available only for approved customers'));
    expect(posted).toHaveLength(2);
    expect(posted[1].key).toBe(posted[0].key);
    await user.click(screen.getByTestId('order-editor-close'));
    await waitFor(() => expect(screen.queryByTestId('order-editor')).toBeNull());
    const customer = screen.getByTestId('order-create-customer');
    expect(customer.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Available only for approved customers')).toBeTruthy();
    // another customer clears it
    await chooseCustomer(user, 'Fergana Textile Group');
    await waitFor(() => expect(customer.getAttribute('aria-invalid')).toBe('false'));
  });
});

describe('the orders list', () => {
  const list = () =>
    server.use(http.get(`${API}/v1/orders/`, () => HttpResponse.json(aPage([created()]))));
  it('offers the order entry to the roles that may enter orders', async () => {
    world('manager');
    list();
    renderWithAdmin(<OrderList />, { locale: 'en' });
    const create = await screen.findByTestId('orders-create');
    expect(create.textContent).toBe('New order');
    expect(create.getAttribute('href')).toBe('/for-wholesalers/orders/create');
  });
  it('shows no create button to a role without order access', async () => {
    world('seller');
    list();
    renderWithAdmin(<OrderList />, { locale: 'en' });
    await screen.findByTestId('orders-table');
    expect(screen.queryByTestId('orders-create')).toBeNull();
  });
  it('in Russian too', async () => {
    world('manager');
    list();
    renderWithAdmin(<OrderList />, { locale: 'ru' });
    expect((await screen.findByTestId('orders-create')).textContent).toBe('Новый заказ');
  });
});
