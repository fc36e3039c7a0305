/**
 * Payroll screens: the period and places are sent to calculate, each row pays after a
 * confirm with an Idempotency-Key (from the chosen wallet when one is picked), a paid or empty row
 * cannot be paid, future dates are refused; the history shows the payments with totals per currency and
 * exports every payment of the filter.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { API, signedIn } from './moneyFixtures';
import { aPage, aWallet } from './builders';
import { clearDate, typeDate } from './dates';
import { Payroll } from '../../src/screens/payroll/Payroll';
import { PayrollHistory } from '../../src/screens/payroll/PayrollHistory';
import { lastWeek, totalsByCurrency } from '../../src/screens/payroll/payrollModel';
import { requiredPeriodProblem as periodProblem } from '../../src/domain/period';
import type { SalaryCalculationDto, SalaryDto } from '../../src/domain/payroll/contract';

vi.mock('../../src/ui/vendorCodeExport', () => ({ saveBlob: vi.fn() }));
vi.mock('../../src/screens/payroll/payrollExcel', () => ({ payrollWorkbook: vi.fn(async () => new Blob(['x'])) }));

const place = (id: number, name: string) => ({ id, name, address: '', image: null, is_active: true, type: { id: 1, name: 'Shop' } });
const places = [place(1, 'Chorsu shop'), place(2, 'Mall shop')];
const USD = { id: 1, name: 'USD' };
const row = (id: number, name: string, over: Partial<SalaryCalculationDto> = {}): SalaryCalculationDto => ({
  employee: { id, name, username: name.toLowerCase(), position: 'Seller' },
  days: 3,
  rate: '100.00',
  salary: '300.00',
  sales_amount: '500.00',
  sell_percent: '5.00',
  sell_percent_amount: '25.00',
  total: '325.00',
  currency: USD,
  paid: false,
  ...over,
});
const salary = (id: number, over: Partial<SalaryDto> = {}): SalaryDto => ({
  id,
  employee: { id: 3, name: 'Dilnoza Rashidova' },
  date_after: '2025-01-06',
  date_before: '2025-01-12',
  days: 3,
  rate: '100.00',
  salary: '300.00',
  sales_amount: '500.00',
  sell_percent: '5.00',
  sell_percent_amount: '25.00',
  total: '325.00',
  currency: USD,
  wallet: null,
  paid_by: { id: 1, name: 'Aziza Karimova' },
  created_at: '2025-01-13T10:00:00Z',
  ...over,
});

function common() {
  signedIn('admin');
  server.use(
    http.get(`${API}/company/v1/places/`, () => HttpResponse.json(aPage(places))),
    http.get(`${API}/company/v1/places/all/`, () => HttpResponse.json(places)),
    http.get(`${API}/wallet/v1/wallets/`, () => HttpResponse.json(aPage([aWallet({ id: 4, name: 'Cash safe' })]))),
  );
}

afterEach(() => vi.clearAllMocks());

describe('payroll model', () => {
  it('checks the period and sums per currency', () => {
    expect(periodProblem('2025-01-06', '2025-01-12', '2025-02-01')).toBeNull();
    expect(periodProblem('2025-01-12', '2025-01-06', '2025-02-01')).toBe('dates_order');
    expect(periodProblem('2025-01-06', '2025-03-01', '2025-02-01')).toBe('future_date');
    expect(periodProblem('', '2025-01-06', '2025-02-01')).toBe('required');
    expect(lastWeek(new Date('2025-01-12T15:00:00Z'))).toEqual({ date_after: '2025-01-06', date_before: '2025-01-12' });
    expect(totalsByCurrency([{ total: '0.10', currency: USD }, { total: '0.20', currency: USD }, { total: '5', currency: { name: 'UZS' } }])).toEqual([
      { currency: 'USD', total: '0.30' },
      { currency: 'UZS', total: '5.00' },
    ]);
  });
});

describe('/management/payroll', () => {
  it('calculates for the period and places, and pays a row after a confirm from the chosen wallet', async () => {
    common();
    const calculated: unknown[] = [];
    const paid: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post(`${API}/company/v1/salaries/calculate/`, async ({ request }) => {
        calculated.push(await request.json());
        return HttpResponse.json([row(3, 'Dilnoza', { paid: paid.length > 0 }), row(4, 'Bobur', { paid: true }), row(5, 'Eldor', { days: 0, salary: '0.00', total: '0.00' })]);
      }),
      http.post(`${API}/company/v1/salaries/`, async ({ request }) => {
        paid.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(salary(9), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<Payroll />, { path: '/management/payroll', locale: 'en' });
    expect(await screen.findByText('Choose a period and press Calculate')).toBeTruthy();
    await user.click(screen.getByTestId('payroll-places'));
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Mall shop' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('payroll-pay-from'));
    await user.click(await screen.findByRole('option', { name: 'Cash safe' }));
    await user.click(screen.getByTestId('payroll-calculate'));
    const week = lastWeek();
    await waitFor(() => expect(calculated).toEqual([{ ...week, places: [2] }]));
    expect(await screen.findByTestId('payroll-table')).toBeTruthy();
    expect(screen.getByTestId('payroll-total-3').textContent).toContain('325.00');
    expect(screen.getByTestId('payroll-paid-4')).toBeTruthy();
    expect((screen.getByTestId('payroll-pay-5') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('payroll-pay-3'));
    expect(await screen.findByText(`Pay 325.00 USD to Dilnoza for ${week.date_after} – ${week.date_before}?`)).toBeTruthy();
    await user.click(screen.getByTestId('payroll-pay-3-confirm'));
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(paid[0].body).toEqual({ employee: 3, ...week, places: [2], wallet: 4 });
    expect(paid[0].key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(await screen.findByText('The salary of Dilnoza is paid')).toBeTruthy();
    // recalculated: the row is paid now
    expect(await screen.findByTestId('payroll-paid-3')).toBeTruthy();
  });

  it('shows the refusal of a payment translated', async () => {
    common();
    server.use(
      http.post(`${API}/company/v1/salaries/calculate/`, () => HttpResponse.json([row(3, 'Dilnoza')])),
      http.post(`${API}/company/v1/salaries/`, () =>
        HttpResponse.json({ errors: [{ code: 'not_enough_money', message: 'There is not enough money on the balance sheet to complete the operation' }] }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithAdmin(<Payroll />, { path: '/management/payroll', locale: 'ru' });
    await user.click(await screen.findByTestId('payroll-calculate'));
    await user.click(await screen.findByTestId('payroll-pay-3'));
    await user.click(screen.getByTestId('payroll-pay-3-confirm'));
    expect(await screen.findByText('На балансе недостаточно денег для операции')).toBeTruthy();
  });

  it('refuses a period that ends in the future or starts after it ends', async () => {
    common();
    const user = userEvent.setup();
    renderWithAdmin(<Payroll />, { path: '/management/payroll', locale: 'en' });
    const before = await screen.findByTestId('payroll-date-before');
    await clearDate(user, before);
    await typeDate(user, before, '01/01/2999');
    expect(await screen.findByText('The date must not be in the future')).toBeTruthy();
    expect((screen.getByTestId('payroll-calculate') as HTMLButtonElement).disabled).toBe(true);
    await clearDate(user, before);
    await typeDate(user, before, '01/01/2000');
    expect(await screen.findByText('The start date must not be after the end date')).toBeTruthy();
  });
});

describe('/management/payroll/history', () => {
  it('lists payments with their period and totals per currency, and exports every payment of the filter', async () => {
    common();
    const asked: string[] = [];
    const list = [salary(2), salary(1, { employee: { id: 4, name: 'Bobur Aliyev' }, total: '409325.00', currency: { id: 2, name: 'UZS' }, wallet: { id: 4, name: 'Cash safe' } })];
    server.use(
      http.get(`${API}/company/v1/salaries/`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json(aPage(list, 12));
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<PayrollHistory />, { path: '/management/payroll/history', locale: 'en' });
    const table = await screen.findByTestId('payroll-history-table');
    expect(asked[0]).toBe('offset=0&limit=10');
    expect(within(table).getAllByText('2025-01-06 – 2025-01-12', { exact: false })).toHaveLength(2);
    expect(within(table).getByText('Cash safe')).toBeTruthy();
    expect(within(table).getByText('Company balance')).toBeTruthy();
    const totals = screen.getByTestId('payroll-history-totals').textContent!;
    expect(totals).toContain('325.00');
    expect(totals).toContain('409');
    await typeDate(user, await screen.findByTestId('payroll-history-after'), '01/01/2025');
    await waitFor(() => expect(asked[asked.length - 1]).toBe('date_after=2025-01-01&offset=0&limit=10'));
    await user.click(screen.getByTestId('payroll-export'));
    const { payrollWorkbook } = await import('../../src/screens/payroll/payrollExcel');
    const { saveBlob } = await import('../../src/ui/vendorCodeExport');
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(asked[asked.length - 1]).toBe('date_after=2025-01-01&offset=0&limit=1000');
    expect(vi.mocked(payrollWorkbook).mock.calls[0][0]).toHaveLength(2);
  });

  it('says which rule a refused period breaks, asks nothing for it, and lists again once it is mended', async () => {
    common();
    const asked: string[] = [];
    server.use(
      http.get(`${API}/company/v1/salaries/`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json(aPage([salary(1)], 1));
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<PayrollHistory />, { path: '/management/payroll/history', locale: 'en' });
    await screen.findByTestId('payroll-history-table');
    const before = asked.length;
    await typeDate(user, await screen.findByTestId('payroll-history-before'), '01/01/2999');
    expect(await screen.findByText('The date must not be in the future')).toBeTruthy();
    expect(screen.queryByTestId('payroll-history-table')).toBeNull();
    await clearDate(user, await screen.findByTestId('payroll-history-before'));
    await typeDate(user, await screen.findByTestId('payroll-history-before'), '01/10/2025');
    await typeDate(user, await screen.findByTestId('payroll-history-after'), '01/20/2025');
    expect(await screen.findByText('The start date must not be after the end date')).toBeTruthy();
    expect(asked.slice(before).every((q) => !q.includes('2999') && !q.includes('date_after=2025-01-20'))).toBe(true);
    await clearDate(user, await screen.findByTestId('payroll-history-after'));
    await screen.findByTestId('payroll-history-table');
  });
});
