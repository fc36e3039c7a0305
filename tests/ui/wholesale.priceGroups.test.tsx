/**
 * Price groups: the list adds a group and links to it; a group's page shows its rules and
 * adds one (a product type from the server-searched list, a percent through AmountField), refusing a
 * percent above 100 before anything is sent; the order page chooses a price group.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { aPage, USD } from './builders';
import { PriceGroupList } from '../../src/screens/wholesale/PriceGroupList';
import { PriceGroupPage, ruleBody } from '../../src/screens/wholesale/PriceGroupPage';
import { OrderPage } from '../../src/resources/wholesale_orders/OrderPage';
import { setToken } from '../../src/providers/token';
import type { OrderDto, PriceGroupRuleDto } from '../../src/domain/wholesale/contract';

const API = 'http://localhost:3000/api';
const GROUPS = `${API}/wholesale/v1/price_groups/`;

function signedInAs(role: string) {
  setToken('t'.repeat(64));
  server.use(
    http.get(`${API}/auth/v1/info/`, () =>
      HttpResponse.json({
        company: { id: 1, name: 'Demo', currencies: [], baseCurrency: null, secondaryDefaultCurrency: null, nationalCurrency: null, place_type_rates: [] },
        user: { id: 1, username: 'a', name: 'A K', phone: '', salary: '0', sell_percent: '0', position: '', role, roles: [role], places: [1], payload: { picture: null } },
      }),
    ),
  );
}

describe('price group list', () => {
  it('shows the groups with their rule counts and adds one', async () => {
    signedInAs('admin');
    const posted: unknown[] = [];
    server.use(
      http.get(GROUPS, () => HttpResponse.json(aPage([{ id: 3, name: 'Dealers', is_active: true, rules_count: 2 }], 1))),
      http.post(GROUPS, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 4, name: 'Retail chains', is_active: true, rules_count: 0 }, { status: 201 });
      }),
    );
    renderWithAdmin(<PriceGroupList />, { locale: 'en' });
    const link = await screen.findByTestId('price-group-open-3');
    expect(link.textContent).toBe('Dealers');
    expect(link.getAttribute('href')).toBe('/price-group/3');
    expect(screen.getByRole('heading', { name: 'Price groups' })).toBeTruthy();
    const add = screen.getByTestId('price-group-add') as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await userEvent.type(screen.getByTestId('price-group-new-name'), 'Retail chains');
    await userEvent.click(add);
    await waitFor(() => expect(posted).toEqual([{ name: 'Retail chains' }]));
  });
});

const aRule = (o: Partial<PriceGroupRuleDto> = {}): PriceGroupRuleDto => ({ id: 1, product_type: { id: 2, name: 'Coats' }, product: null, percent: '10.00', fixed_price: null, ...o });

describe('a price group with its rules', () => {
  it('lists the rules and adds a type rule with a percent (over 100 is refused before sending)', async () => {
    signedInAs('admin');
    const posted: unknown[] = [];
    server.use(
      http.get(`${GROUPS}3/`, () => HttpResponse.json({ id: 3, name: 'Dealers', is_active: true, rules_count: 2 })),
      http.get(`${GROUPS}3/rules/`, () =>
        HttpResponse.json(aPage([aRule(), aRule({ id: 2, product_type: null, product: { id: 9, name: 'Coat Aurora', model: 'A', vendor_code: 'VC-9' }, percent: null, fixed_price: '75.50' })], 2)),
      ),
      http.get(`${API}/product/v1/product_types/`, () => HttpResponse.json(aPage([{ id: 2, name: 'Coats', is_active: true }, { id: 5, name: 'Hats', is_active: true }], 2))),
      http.post(`${GROUPS}3/rules/`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(aRule({ id: 3, product_type: { id: 5, name: 'Hats' }, percent: '12.50' }), { status: 201 });
      }),
    );
    renderWithAdmin(
      <Routes>
        <Route path="/price-group/:id" element={<PriceGroupPage />} />
      </Routes>,
      { path: '/price-group/3', locale: 'en' },
    );
    expect((await screen.findByTestId('rule-row-1')).textContent).toContain('Product type: Coats');
    expect(screen.getByTestId('rule-row-1').textContent).toContain('10\u00a0% off');
    expect(screen.getByTestId('rule-row-2').textContent).toContain('Coat Aurora (VC-9)');
    expect(screen.getByTestId('rule-row-2').textContent).toContain('75.50');

    const user = userEvent.setup();
    await user.click(screen.getByTestId('rule-add'));
    const dialog = await screen.findByTestId('rule-dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Product type' }));
    await user.click(await screen.findByRole('option', { name: 'Hats' }));
    const amount = within(dialog).getByTestId('rule-amount');
    await user.type(amount, '101');
    await user.tab();
    const submit = within(dialog).getByTestId('rule-dialog-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(true));
    await user.clear(amount);
    await user.type(amount, '12,5');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(posted).toEqual([{ product_type: 5, percent: '12,5' }]));
  });

  it('the dialog sends only the chosen target and kind of price', () => {
    expect(ruleBody({ target: 'product', product: 9, product_type: 2, kind: 'fixed_price', amount: '70' })).toEqual({ product: 9, fixed_price: '70' });
    expect(ruleBody({ target: 'product_type', product: 9, product_type: 2, kind: 'percent', amount: ' ' })).toEqual({ product_type: 2, percent: null });
  });
});

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

describe('the order page', () => {
  it('chooses a price group and shows the order priced again', async () => {
    signedInAs('manager');
    const patched: unknown[] = [];
    let order = anOrder();
    server.use(
      http.get(`${API}/v1/orders/7/`, () => HttpResponse.json(order)),
      http.get(`${API}/v1/orders/7/products/`, () => HttpResponse.json([])),
      http.get(`${API}/v1/orders/7/products-with-sizes/`, () => HttpResponse.json([])),
      http.get(GROUPS, () => HttpResponse.json(aPage([{ id: 3, name: 'Dealers', is_active: true, rules_count: 2 }], 1))),
      http.patch(`${API}/v1/orders/7/`, async ({ request }) => {
        patched.push(await request.json());
        order = anOrder({ price_group: { id: 3, name: 'Dealers' }, total_price: '99.00' });
        return HttpResponse.json(order);
      }),
    );
    renderWithAdmin(
      <Routes>
        <Route path="/for-wholesalers/orders/:id" element={<OrderPage />} />
      </Routes>,
      { path: '/for-wholesalers/orders/7', locale: 'en' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Price group' }));
    await user.click(await screen.findByRole('option', { name: 'Dealers' }));
    await waitFor(() => expect(patched).toEqual([{ price_group: 3 }]));
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toContain('99.00'));
  });
  it('is disabled once the order is done', async () => {
    signedInAs('manager');
    server.use(
      http.get(`${API}/v1/orders/7/`, () => HttpResponse.json(anOrder({ status: 'done', sale: 4 }))),
      http.get(`${API}/v1/orders/7/products/`, () => HttpResponse.json([])),
      http.get(`${API}/v1/orders/7/products-with-sizes/`, () => HttpResponse.json([])),
    );
    renderWithAdmin(
      <Routes>
        <Route path="/for-wholesalers/orders/:id" element={<OrderPage />} />
      </Routes>,
      { path: '/for-wholesalers/orders/7', locale: 'en' },
    );
    expect(((await screen.findByTestId('order-price-group')) as HTMLInputElement).disabled).toBe(true);
  });
});
