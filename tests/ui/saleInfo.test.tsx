/**
 * The sale info (/sale/{id}) and the check preview (/check), read from GET sells/{id}/check/: the total
 * quantity, the sum with a currency switcher at the sale's rates (SPEC.md 2 'Sale info'), the extra
 * service, the payments; /check shows the last sale made in this browser, or says there is none.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { API, signedIn } from './moneyFixtures';
import SaleCheck from '../../src/pos/SaleCheck';
import CheckPreview from '../../src/pos/CheckPreview';
import { rememberCheck } from '../../src/providers/sale';
import type { SaleCheckDto } from '../../src/domain/sale/contract';

const USD = { id: 1, name: 'USD' };
const UZS = { id: 2, name: 'UZS' };

const aCheck = (o: Partial<SaleCheckDto> = {}): SaleCheckDto => ({
  id: 41,
  created_at: '2026-03-01T10:00:00.000Z',
  status: 'active',
  method: 'cash',
  place: { id: 1, name: 'Chorsu shop' },
  employee: { id: 3, name: 'Dilnoza Rashidova' },
  customer: null,
  currency: USD,
  sell_products: [
    {
      id: 1,
      product: { id: 5, name: 'Dress Aurora', model: 'Aurora', vendor_code: 'VC-1001' },
      size: { id: 2, name: 'M' },
      place: { id: 1, name: 'Chorsu shop' },
      quantity: 2,
      price: '60.00',
      discount: '10.00',
      discount_in_percent: true,
      unit_price: '54.00',
      total: '108.00',
    },
    {
      id: 2,
      product: { id: 6, name: 'Scarf', model: 'S1', vendor_code: 'VC-2' },
      size: { id: 3, name: 'L' },
      place: { id: 1, name: 'Chorsu shop' },
      quantity: 3,
      price: '10.00',
      discount: '0.00',
      discount_in_percent: false,
      unit_price: '10.00',
      total: '30.00',
    },
  ],
  total_quantity: 5,
  total_sum: '143.00',
  extra_service_cost: { amount: '5.00', currency: USD },
  financial_info: { customer: null, debt: null, payments: [{ currency: USD, amount: '150.00', rate: '1' }] },
  payments: [{ currency: USD, amount: '150.00', rate: '1' }],
  change: { amount: '7.00', currency: USD },
  change_currency: USD,
  prepayment: null,
  pay: '150.00',
  fromBalance: null,
  currency_rates: [
    { currency: USD, rate: '1' },
    { currency: UZS, rate: '12650' },
  ],
  ...o,
});

function answer(check: SaleCheckDto) {
  server.use(http.get(`${API}/realization/v1/sells/${check.id}/check/`, () => HttpResponse.json(check)));
}

describe('sale info', () => {
  it('shows the total quantity and converts the sum at the sale\'s rate; payments and products', async () => {
    signedIn('seller');
    answer(aCheck());
    renderWithAdmin(
      <Routes>
        <Route path="/sale/:id" element={<SaleCheck route={{ path: '/sale/:id', permission: 'screen.all', key: 'sale_info' }} />} />
      </Routes>,
      { path: '/sale/41', locale: 'en' },
    );
    expect((await screen.findByTestId('info-quantity')).textContent).toBe('5');
    expect(screen.getByTestId('info-sum').textContent).toMatch(/143\.00\sUSD/);
    expect(screen.getByTestId('info-extra').textContent).toMatch(/5\.00\sUSD/);
    expect(screen.getByTestId('info-payments').textContent).toMatch(/150\.00\sUSD/);
    expect(within(screen.getByTestId('info-products')).getAllByRole('row')).toHaveLength(3);
    // a seller may not cancel
    expect(screen.queryByTestId('sale-cancel')).toBeNull();
    // 143.00 USD x 12650 = 1 808 950.00 UZS
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Sum in' }));
    await user.click(await screen.findByTestId('info-currency-option-UZS'));
    await waitFor(() => expect(screen.getByTestId('info-sum').textContent).toMatch(/1\s808\s950\.00\sUZS/));
    expect(screen.getByText('1 USD = 12650 UZS')).toBeTruthy();
  });

  it('an admin may cancel an active sale; a cancelled one says so', async () => {
    signedIn('admin');
    answer(aCheck({ id: 42 }));
    const { unmount } = renderWithAdmin(
      <Routes>
        <Route path="/sale/:id" element={<SaleCheck route={{ path: '/sale/:id', permission: 'screen.all', key: 'sale_info' }} />} />
      </Routes>,
      { path: '/sale/42', locale: 'en' },
    );
    expect(await screen.findByTestId('sale-cancel')).toBeTruthy();
    unmount();
    answer(aCheck({ id: 43, status: 'canceled' }));
    renderWithAdmin(
      <Routes>
        <Route path="/sale/:id" element={<SaleCheck route={{ path: '/sale/:id', permission: 'screen.all', key: 'sale_info' }} />} />
      </Routes>,
      { path: '/sale/43', locale: 'en' },
    );
    expect((await screen.findByTestId('info-status')).textContent).toBe('cancelled');
    expect(screen.queryByTestId('sale-cancel')).toBeNull();
  });
});

describe('check preview (/check)', () => {
  it('says there is no check before a sale, then shows the last sale\'s check', async () => {
    signedIn('seller');
    localStorage.removeItem('pos.check');
    const { unmount } = renderWithAdmin(<CheckPreview />, { path: '/check', locale: 'en' });
    expect((await screen.findByTestId('no-check')).textContent).toContain('No check yet');
    unmount();
    answer(aCheck({ id: 44, prepayment: { booking: 9, amount: '20.00', currency: USD } }));
    rememberCheck({ kind: 'sale', id: 44 });
    renderWithAdmin(<CheckPreview />, { path: '/check', locale: 'en' });
    const check = await screen.findByTestId('check');
    expect(check.textContent).toContain('Dress Aurora');
    expect(check.textContent).toContain('Dilnoza Rashidova');
    expect(screen.getByTestId('check-quantity').textContent).toContain('5');
    expect(screen.getByTestId('check-prepayment').textContent).toMatch(/20\.00\sUSD/);
    expect(screen.getByTestId('check-change').textContent).toMatch(/7\.00\sUSD/);
    expect(screen.getByTestId('check-print')).toBeTruthy();
  });
});
