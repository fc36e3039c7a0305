/** The till's calls (sales), composed into the one dataProvider. A sale is sent with its sale key as Idempotency-Key. */
import type { z } from 'zod';
import type { CallContext, Paged } from './dataProvider';
import { queryOf } from './httpClient';
import { sellsPath, topSellProductsBySizePath, topSellProductsPath } from '../domain/sale/paths';
import { bookingsPath } from '../domain/booking/paths';
import { customerPurchasesPath } from '../domain/customer/paths';
import type { saleCreateBody, SaleDto, topSellBySizeOut, topSellOut } from '../domain/sale/contract';
import type { bookingCreateBody, BookingDto } from '../domain/booking/contract';

/** The request bodies are the contract's own (z.input: what is sent), never described again here. */
export type SaleRequest = z.input<typeof saleCreateBody>;
export type BookingRequest = z.input<typeof bookingCreateBody>;

export function saleCalls({ httpClient, apiUrl }: CallContext) {
  return {
    /** POST sells: the same saleKey on every try of one sale answers the first sale (never two). */
    createSale: async (body: SaleRequest, saleKey: string): Promise<SaleDto> =>
      (await httpClient(`${apiUrl}${sellsPath}`, { method: 'POST', body: JSON.stringify(body), idempotencyKey: saleKey })).json,
    getSale: async (id: number): Promise<SaleDto> => (await httpClient(`${apiUrl}${sellsPath}${id}/`)).json,
    listSales: async (q: { date_after?: string; date_before?: string; offset?: number; limit?: number; customer?: number; place?: number }): Promise<Paged<Omit<SaleDto, 'sell_products'>>> => {
      // a customer's purchases have their own path (SPEC.md 7 customer_purchases), the history the sells list
      return (await httpClient(`${apiUrl}${q.customer ? customerPurchasesPath : sellsPath}?${queryOf(q)}`)).json;
    },
    /** POST bookings: the goods reserved and the prepayment taken, under the basket's sale key. */
    createBooking: async (body: BookingRequest, saleKey: string): Promise<BookingDto> =>
      (await httpClient(`${apiUrl}${bookingsPath}`, { method: 'POST', body: JSON.stringify(body), idempotencyKey: saleKey })).json,
    /** the dashboard's chart: units sold per product in active sales between two dates */
    topSellProducts: async (q: { date_after?: string; date_before?: string; limit?: number }): Promise<z.infer<typeof topSellOut>> =>
      (await httpClient(`${apiUrl}${topSellProductsPath}?${queryOf(q)}`)).json,
    topSellBySize: async (id: number, q: { date_after?: string; date_before?: string }): Promise<z.infer<typeof topSellBySizeOut>> =>
      (await httpClient(`${apiUrl}${topSellProductsBySizePath}${id}/?${queryOf(q)}`)).json,
    rejectSale: async (id: number, key: string): Promise<SaleDto> =>
      (await httpClient(`${apiUrl}${sellsPath}${id}/reject/`, { method: 'POST', body: '{}', idempotencyKey: key })).json,
  };
}
