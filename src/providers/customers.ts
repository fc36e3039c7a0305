/** The customer area's custom calls (approval, balance operation), composed into the one dataProvider. */
import type { CallContext } from './callContext';
import { customersPath, customerWalletsPath } from '../domain/customer/paths';
import type { ConsigneeDto, CoverageDto, CustomerBalanceInput, CustomerDto, CustomerWalletsDto, DebtCoverInput, DebtDto } from '../domain/customer/contract';

export function customerCalls({ httpClient, apiUrl }: CallContext) {
  const one = (id: number) => `${apiUrl}${customersPath}${id}/`;
  return {
    setCustomerApproval: async (id: number, action: 'approve' | 'reject'): Promise<CustomerDto> =>
      (await httpClient(`${one(id)}${action}/`, { method: 'POST', body: '{}' })).json,
    consignees: async (id: number): Promise<ConsigneeDto[]> => (await httpClient(`${one(id)}consignee/`)).json,
    addConsignee: async (id: number, body: { city: string; postcode?: string; phone: string; email?: string | null }): Promise<ConsigneeDto> =>
      (await httpClient(`${one(id)}consignee/`, { method: 'POST', body: JSON.stringify(body) })).json,
    deleteConsignee: async (id: number, consigneeId: number): Promise<void> => {
      await httpClient(`${one(id)}consignee/${consigneeId}/`, { method: 'DELETE' });
    },
    /** The customer's balance per currency and its journal (the wallets tab). */
    customerWallets: async (id: number, q: { offset: number; limit: number }): Promise<CustomerWalletsDto> =>
      (await httpClient(`${apiUrl}${customerWalletsPath}${id}/?offset=${q.offset}&limit=${q.limit}`)).json,
    /** The customer's sales on credit: open ones, or all. */
    customerDebts: async (id: number, all = false): Promise<DebtDto[]> => (await httpClient(`${one(id)}debts/${all ? '?all=true' : ''}`)).json,
    coverageHistory: async (id: number, debtId: number | null): Promise<CoverageDto[]> =>
      (await httpClient(debtId === null ? `${one(id)}old_debt_coverage_history/` : `${one(id)}debts/${debtId}/coverage_history/`)).json,
    /** Pay against a debt (or, with debtId null, the old debt); one key per user action. */
    coverDebt: async (id: number, debtId: number | null, body: DebtCoverInput, idempotencyKey: string): Promise<unknown> =>
      (
        await httpClient(debtId === null ? `${one(id)}cover_old_debt/` : `${one(id)}debts/${debtId}/cover/`, {
          method: 'POST',
          body: JSON.stringify(body),
          idempotencyKey,
        })
      ).json,
    /** Replenish or withdraw the customer's balance; one key per user action (never applied twice). */
    customerBalance: async (id: number, body: CustomerBalanceInput, idempotencyKey: string): Promise<CustomerDto> => (await httpClient(`${one(id)}balance_replenish_withdraw/`, { method: 'POST', body: JSON.stringify(body), idempotencyKey })).json,
  };
}
