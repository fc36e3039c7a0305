/** The requisition calls: financial requisitions and goods requisitions (SPEC.md 7 proposals), composed into the one dataProvider. */
import type { z } from 'zod';
import type { CallContext, Paged } from './callContext';
import { queryOf } from './httpClient';
import { financialRequisitionsPath, proposalsPath } from '../domain/requisition/paths';
import type { FinancialRequisitionDto, RequisitionDto, RequisitionStatus, financialRequisitionBody, requisitionCreateBody } from '../domain/requisition/contract';

export function requisitionCalls({ httpClient, apiUrl }: CallContext) {
  const post = async <T>(path: string, body: unknown, idempotencyKey?: string): Promise<T> =>
    (await httpClient(`${apiUrl}${path}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body), idempotencyKey })).json as T;
  return {
    listFinancialRequisitions: async (q: { status?: RequisitionStatus; offset?: number; limit?: number }): Promise<Paged<FinancialRequisitionDto>> =>
      (await httpClient(`${apiUrl}${financialRequisitionsPath}?${queryOf(q)}`)).json,
    createFinancialRequisition: (body: z.input<typeof financialRequisitionBody>, idempotencyKey?: string) => post<FinancialRequisitionDto>(financialRequisitionsPath, body, idempotencyKey),
    decideFinancialRequisition: (id: number, action: 'approve' | 'reject', key: string) => post<FinancialRequisitionDto>(`${financialRequisitionsPath}${id}/${action}/`, undefined, key),
    listRequisitions: async (q: { status?: RequisitionStatus; place?: number; offset?: number; limit?: number }): Promise<Paged<RequisitionDto>> =>
      (await httpClient(`${apiUrl}${proposalsPath}?${queryOf(q)}`)).json,
    getRequisition: async (id: number): Promise<RequisitionDto> => (await httpClient(`${apiUrl}${proposalsPath}${id}/`)).json,
    createRequisition: (body: z.input<typeof requisitionCreateBody>, key: string) => post<RequisitionDto>(proposalsPath, body, key),
    setRequisitionStatus: (id: number, status: 'approved' | 'rejected', key: string) => post<RequisitionDto>(`${proposalsPath}${id}/status/`, { status }, key),
    requisitionToTransfer: (id: number, fromPlace: number, key: string) => post<RequisitionDto>(`${proposalsPath}${id}/transfer/`, { from_place: fromPlace }, key),
    deleteRequisition: async (id: number): Promise<void> => {
      await httpClient(`${apiUrl}${proposalsPath}${id}/`, { method: 'DELETE' });
    },
  };
}
