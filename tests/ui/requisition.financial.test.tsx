/**
 * Financial requisitions: the list with its status filter; a new requisition through the
 * contract-validated form; the admin approves after a confirm with an Idempotency-Key; a manager sees
 * no approve or reject buttons.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { API, apiError, signedIn } from './moneyFixtures';
import { aPage } from './builders';
import { FinancialRequisitions } from '../../src/screens/requisition/FinancialRequisitions';
import type { FinancialRequisitionDto } from '../../src/domain/requisition/contract';

const url = `${API}/company/v1/financial_requisitions/`;
const req = (id: number, over: Partial<FinancialRequisitionDto> = {}): FinancialRequisitionDto => ({
  id,
  applicant: { id: 2, name: 'Bobur Aliyev' },
  currency: { id: 1, name: 'USD' },
  amount: '120.50',
  comment: 'Shelves',
  status: 'pending',
  decided_by: null,
  decided_at: null,
  created_at: '2025-01-13T10:00:00Z',
  ...over,
});

describe('/financial-requisitions', () => {
  it('filters by status, asks for money through the form and approves after a confirm', async () => {
    signedIn('admin');
    const asked: string[] = [];
    const created: unknown[] = [];
    const approved: (string | null)[] = [];
    let status: FinancialRequisitionDto['status'] = 'pending';
    server.use(
      http.get(url, ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json(aPage([req(7, { status }), req(8, { status: 'rejected' })]));
      }),
      http.post(url, async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(req(9), { status: 201 });
      }),
      http.post(`${url}7/approve/`, ({ request }) => {
        approved.push(request.headers.get('idempotency-key'));
        status = 'approved';
        return HttpResponse.json(req(7, { status: 'approved' }));
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<FinancialRequisitions />, { path: '/financial-requisitions', locale: 'en' });
    const table = await screen.findByTestId('fin-req-table');
    expect(asked[0]).toBe('offset=0&limit=10');
    expect(within(table).getAllByText('Shelves')).toHaveLength(2);
    expect(screen.queryByTestId('fin-req-approve-8')).toBeNull();
    await user.click(screen.getByTestId('fin-req-status'));
    await user.click(await screen.findByRole('option', { name: 'rejected' }));
    await waitFor(() => expect(asked[asked.length - 1]).toBe('status=rejected&offset=0&limit=10'));

    // a new requisition: the amount rule of the contract, then saved
    await user.click(screen.getByTestId('fin-req-add'));
    const dialog = await screen.findByTestId('fin-req-form');
    const amount = within(dialog).getByTestId('fin-req-amount');
    await user.type(amount, '1.005');
    await user.tab();
    expect(await within(dialog).findByText('Ensure that there are no more than 2 decimal places.')).toBeTruthy();
    // a zero passes the field's own rule and is refused by the contract's: its message, not a raw key
    await user.clear(amount);
    await user.type(amount, '0');
    await user.tab();
    expect(await within(dialog).findByText('Ensure this value is greater than 0.')).toBeTruthy();
    expect(dialog.textContent).not.toContain('app.messages');
    await user.clear(amount);
    await user.type(amount, '55,5');
    await user.type(within(dialog).getByLabelText(/Comment/), 'Taxi');
    const submit = within(dialog).getByTestId('fin-req-form-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(created).toEqual([{ currency: 1, amount: '55.5', comment: 'Taxi' }]));
    expect(await screen.findByText('The requisition is created')).toBeTruthy();

    // approve
    await user.click(screen.getByTestId('fin-req-status'));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await user.click(await screen.findByTestId('fin-req-approve-7'));
    expect(await screen.findByText('Pay 120.50 USD to Bobur Aliyev from the company balance?')).toBeTruthy();
    await user.click(screen.getByTestId('fin-req-approve-7-confirm'));
    await waitFor(() => expect(approved).toHaveLength(1));
    expect(approved[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(await screen.findByText('The requisition is approved and paid')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('fin-req-approve-7')).toBeNull());
  });

  it('says a shortfall in Russian and shows no decisions to a manager', async () => {
    signedIn('admin');
    server.use(
      http.get(url, () => HttpResponse.json(aPage([req(7)]))),
      http.post(`${url}7/approve/`, () => apiError('not_enough_money', 'There is not enough money on the balance sheet to complete the operation')),
    );
    const user = userEvent.setup();
    const { unmount } = renderWithAdmin(<FinancialRequisitions />, { path: '/financial-requisitions', locale: 'ru' });
    await user.click(await screen.findByTestId('fin-req-approve-7'));
    await user.click(screen.getByTestId('fin-req-approve-7-confirm'));
    expect(await screen.findByText('На балансе недостаточно денег для операции')).toBeTruthy();
    unmount();
    signedIn('manager');
    renderWithAdmin(<FinancialRequisitions />, { path: '/financial-requisitions', locale: 'en' });
    expect(await screen.findByTestId('fin-req-row-7')).toBeTruthy();
    expect(screen.queryByTestId('fin-req-approve-7')).toBeNull();
    expect(screen.getByTestId('fin-req-add')).toBeTruthy();
  });
});
