/** The cash desk and money report calls, composed into the one dataProvider. Writes go with one key per user action. */
import type { z } from 'zod';
import type { CallContext, Paged } from './callContext';
import { queryOf } from './httpClient';
import { cancelClosedCashDeskPath, cashDeskClosePath, cashDeskExpectedPath, cashDeskInfoPath, cashDesksPath } from '../domain/cashdesk/paths';
import { moneyReportMovementsPath, moneyReportPath } from '../domain/report/paths';
import type { CashDeskDayDto, CashDeskDto, cashDeskCloseBody, CashDeskSaleDto, CashDeskStatus } from '../domain/cashdesk/contract';
import type { SaleStatus } from '../domain/sale/contract';
import { fileNameOf } from '../domain/wholesale/paths';
import type { MoneyMovementDto, MoneyReportDto } from '../domain/report/contract';

export function cashDeskCalls({ httpClient, apiUrl }: CallContext) {
  const post = async <T>(path: string, body: unknown, idempotencyKey: string): Promise<T> =>
    (await httpClient(`${apiUrl}${path}`, { method: 'POST', body: JSON.stringify(body), idempotencyKey })).json as T;
  return {
    cashDeskDay: async (place: number, date: string): Promise<CashDeskDayDto> => (await httpClient(`${apiUrl}${cashDeskExpectedPath}?${queryOf({ place, date })}`)).json,
    closeCashDesk: (body: z.input<typeof cashDeskCloseBody>, key: string) => post<CashDeskDto>(cashDeskClosePath, body, key),
    cancelClosedCashDesk: (place: number, date: string, key: string) => post<void>(cancelClosedCashDeskPath, { place, date }, key),
    listCashDesks: async (q: { place?: number; places?: string; date_after?: string; date_before?: string; status?: CashDeskStatus; offset?: number; limit?: number }): Promise<Paged<CashDeskDto>> =>
      (await httpClient(`${apiUrl}${cashDesksPath}?${queryOf(q)}`)).json,
    decideCashDesks: (ids: number[], action: 'approve' | 'reject', key: string) => post<CashDeskDto[]>(cashDeskInfoPath, { ids, action }, key),
    /** The sales the closings count, each with its status inside its closing. */
    deskSales: async (q: { cash_desks: number[]; status?: SaleStatus[]; offset?: number; limit?: number }): Promise<Paged<CashDeskSaleDto>> =>
      (await httpClient(`${apiUrl}${cashDeskInfoPath}?${queryOf({ ...q, cash_desks: q.cash_desks.join(','), status: q.status?.join(',') })}`)).json,
    /** A sale's status inside its closing: checked (success), unchecked (active) or cancelled. */
    setDeskSaleStatus: async (saleId: number, status: SaleStatus, idempotencyKey: string): Promise<CashDeskSaleDto> =>
      (await httpClient(`${apiUrl}${cashDeskInfoPath}${saleId}/`, { method: 'PATCH', body: JSON.stringify({ status }), idempotencyKey })).json,
    /** The desk as the server's .xlsx file (headers in `lang`), with the file name it gives. */
    cashDeskExcel: async (id: number, lang: 'en' | 'ru'): Promise<{ blob: Blob; name: string }> => {
      const { fetchBinary } = await import('./httpBlob');
      const response = await fetchBinary(`${apiUrl}${cashDesksPath}${id}/excel/?lang=${lang}`);
      return { blob: await response.blob(), name: fileNameOf(response.headers.get('content-disposition'), `cash-desk-${id}.xlsx`) };
    },
    moneyMovements: async (q: { date_after: string; date_before: string; place?: number; currency: number; side?: 'income' | 'expense'; key?: string; offset?: number; limit?: number }): Promise<Paged<MoneyMovementDto>> =>
      (await httpClient(`${apiUrl}${moneyReportMovementsPath}?${queryOf(q)}`)).json,
    moneyReport: async (q: { date_after: string; date_before: string; place?: number }): Promise<MoneyReportDto> => (await httpClient(`${apiUrl}${moneyReportPath}?${queryOf(q)}`)).json,
  };
}
