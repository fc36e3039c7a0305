/** The customer area's custom calls (approval, balance operation), composed into the one dataProvider. */
import type { CallContext } from './dataProvider';
import { customersPath } from '../domain/customer/paths';
import type { ConsigneeDto, CustomerDto } from '../domain/customer/contract';

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
    /** Replenish or withdraw the customer's balance; one key per user action (never applied twice). */
    customerBalance: async (
      id: number,
      body: { operation: 'replenishment' | 'withdraw'; amount: string; currency: number; comment?: string },
      idempotencyKey: string,
    ): Promise<CustomerDto> => (await httpClient(`${one(id)}balance_replenish_withdraw/`, { method: 'POST', body: JSON.stringify(body), idempotencyKey })).json,
  };
}
