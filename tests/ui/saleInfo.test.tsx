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
import { aSale } from './builders';

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
  total_cost_with_extra_service: { amount: '143.00', currency: USD, rate: '1' },
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
    expect(screen.getByText('1 USD = 12 650 UZS')).toBeTruthy();
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

/**
 * A shop whose place sells in UZS while the company counts in USD: the sale of 60.00 USD was priced at
 * 12 650 UZS a dollar, paid 800 000 UZS, 41 000 UZS change. What the customer and the cashier read is in
 * UZS: the total the seller told, the rate of a payment in another currency, what a cancel takes out.
 */
const inUzs = (o: Partial<SaleCheckDto> = {}) =>
  aCheck({
    id: 50,
    total_quantity: 1,
    sell_products: [{ ...aCheck().sell_products[0], quantity: 1, price: '60.00', discount: '0.00', discount_in_percent: false, unit_price: '60.00', total: '60.00' }],
    total_sum: '60.00',
    total_cost_with_extra_service: { amount: '759000.00', currency: UZS, rate: '12650' },
    extra_service_cost: null,
    financial_info: { customer: null, debt: null, payments: [{ currency: UZS, amount: '800000.00', rate: '12650' }] },
    payments: [{ currency: UZS, amount: '800000.00', rate: '12650' }],
    change: { amount: '41000.00', currency: UZS },
    change_currency: UZS,
    pay: '63.24',
    currency_rates: [
      { currency: USD, rate: '1' },
      { currency: UZS, rate: '12650' },
    ],
    ...o,
  });

describe('money in the currency the sale was priced in', () => {
  it('the check states the total, the lines, the payment and the change in UZS (Russian marks), no rate when all is in UZS', async () => {
    signedIn('seller');
    answer(inUzs());
    renderWithAdmin(
      <Routes>
        <Route path="/sale/:id/check" element={<SaleCheck route={{ path: '/sale/:id/check', permission: 'screen.all', key: 'sale_check' }} />} />
      </Routes>,
      { path: '/sale/50/check' },
    );
    const check = await screen.findByTestId('check');
    expect(screen.getByTestId('check-total').textContent).toBe('Итого759\u00a0000,00 UZS');
    expect(check.textContent).toContain('800\u00a0000,00 UZS');
    expect(screen.getByTestId('check-change').textContent).toContain('41\u00a0000,00 UZS');
    // the line at its UZS price, never the base currency's
    expect(check.textContent).toContain('1 × 759\u00a0000,00');
    expect(check.textContent).not.toContain('USD');
    expect(screen.queryByTestId('check-rate-USD')).toBeNull();
  });

  it('a payment in another currency: the check says its rate against the sale\'s currency', async () => {
    signedIn('seller');
    const usd = [{ currency: USD, amount: '70.00', rate: '1' }];
    answer(inUzs({ id: 51, payments: usd, financial_info: { customer: null, debt: null, payments: usd }, change: { amount: '126500.00', currency: UZS }, pay: '70.00' }));
    renderWithAdmin(
      <Routes>
        <Route path="/sale/:id/check" element={<SaleCheck route={{ path: '/sale/:id/check', permission: 'screen.all', key: 'sale_check' }} />} />
      </Routes>,
      { path: '/sale/51/check', locale: 'en' },
    );
    expect((await screen.findByTestId('check-rate-USD')).textContent).toBe('Rate1 USD = 12\u00a0650 UZS');
    expect(screen.getByTestId('check-total').textContent).toBe('Total759\u00a0000.00 UZS');
  });

  it('the sale info opens in the sale\'s currency; a cancel says what leaves the drawer (payments less the change)', async () => {
    signedIn('admin');
    answer(inUzs({ id: 52 }));
    const cancelled = aSale({ id: 52, status: 'canceled' });
    server.use(http.post(`${API}/realization/v1/sells/52/reject/`, () => HttpResponse.json(cancelled)));
    renderWithAdmin(
      <Routes>
        <Route path="/sale/:id" element={<SaleCheck route={{ path: '/sale/:id', permission: 'screen.all', key: 'sale_info' }} />} />
      </Routes>,
      { path: '/sale/52' },
    );
    expect((await screen.findByTestId('info-sum')).textContent).toBe('759\u00a0000,00\u00a0UZS');
    expect(screen.getByTestId('info-products').textContent).toContain('759\u00a0000,00\u00a0UZS');
    expect(screen.getByTestId('info-products').textContent).not.toContain('USD');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('sale-cancel'));
    await user.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    const line = await screen.findByTestId('cancel-summary-money-UZS');
    expect(line.textContent).toBe('Изъято из кассы: 759\u00a0000,00 UZS');
  });
});
