/** The till's calls (sales), composed into the one dataProvider. A sale is sent with its sale key as Idempotency-Key. */
import type { CallContext, Paged } from './dataProvider';
import { sellsPath } from '../domain/sale/paths';
import type { SaleDto } from '../domain/sale/contract';

export type SaleRequest = {
  place: number;
  sell_products: { product: number; size: number; quantity: number; place: number }[];
  payments: { currency: number; amount: string }[];
  change_currency: number;
  method: 'cash' | 'balance';
  customer?: { customer: number; pay_from_balance?: string; balance_currency?: number; add_change_to_balance?: boolean };
};

export function saleCalls({ httpClient, apiUrl }: CallContext) {
  return {
    /** POST sells: the same saleKey on every try of one sale answers the first sale (never two). */
    createSale: async (body: SaleRequest, saleKey: string): Promise<SaleDto> =>
      (await httpClient(`${apiUrl}${sellsPath}`, { method: 'POST', body: JSON.stringify(body), idempotencyKey: saleKey })).json,
    getSale: async (id: number): Promise<SaleDto> => (await httpClient(`${apiUrl}${sellsPath}${id}/`)).json,
    listSales: async (q: { date_after?: string; date_before?: string; offset?: number; limit?: number; customer?: number }): Promise<Paged<Omit<SaleDto, 'sell_products'>>> => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
      return (await httpClient(`${apiUrl}${sellsPath}?${params}`)).json;
    },
    rejectSale: async (id: number, key: string): Promise<SaleDto> =>
      (await httpClient(`${apiUrl}${sellsPath}${id}/reject/`, { method: 'POST', body: '{}', idempotencyKey: key })).json,
  };
}
