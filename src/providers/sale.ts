/** The till's calls (sales), composed into the one dataProvider. A sale is sent with its sale key as Idempotency-Key. */
import type { z } from 'zod';
import type { CallContext, Paged } from './callContext';
import { queryOf } from './httpClient';
import { offlineDiscrepanciesPath, offlinePendingPath, saleCheckPath, sellsPath, tillCataloguePath, topSellProductsBySizePath, topSellProductsPath } from '../domain/sale/paths';
import { bookingsPath } from '../domain/booking/paths';
import { customerPurchasesPath } from '../domain/customer/paths';
import type { SaleCheckDto, saleCreateBody, SaleDto, topSellBySizeOut, topSellOut } from '../domain/sale/contract';
import type { bookingCreateBody, BookingDto } from '../domain/booking/contract';
import type { OfflineDiscrepancyDto, OfflinePendingItemDto, TillCatalogueDto } from '../domain/sale/offline';

/** The request bodies are the contract's own (z.input: what is sent), never described again here. */
export type SaleRequest = z.input<typeof saleCreateBody>;
export type BookingRequest = z.input<typeof bookingCreateBody>;

/**
 * The last check made in this browser (SPEC.md 3: browser storage keeps the check), which /check shows:
 * a sale's or a booking's, by id (the check itself is read from the server).
 */
export interface LastCheck {
  kind: 'sale' | 'booking';
  id: number;
}
const LAST_CHECK_KEY = 'pos.check';

export function rememberCheck(check: LastCheck) {
  try {
    localStorage.setItem(LAST_CHECK_KEY, JSON.stringify(check));
  } catch {
    // storage full or refused: /check then says there is no check
  }
}

export function lastCheck(): LastCheck | null {
  try {
    const value = JSON.parse(localStorage.getItem(LAST_CHECK_KEY) ?? 'null') as Partial<LastCheck> | null;
    return value && (value.kind === 'sale' || value.kind === 'booking') && Number.isInteger(value.id) && value.id! > 0 ? { kind: value.kind, id: value.id! } : null;
  } catch {
    return null;
  }
}

export function saleCalls({ httpClient, apiUrl }: CallContext) {
  return {
    /** POST sells: the same saleKey on every try of one sale answers the first sale (never two). */
    createSale: async (body: SaleRequest, saleKey: string): Promise<SaleDto> => {
      const sale: SaleDto = (await httpClient(`${apiUrl}${sellsPath}`, { method: 'POST', body: JSON.stringify(body), idempotencyKey: saleKey })).json;
      rememberCheck({ kind: 'sale', id: sale.id });
      return sale;
    },
    /**
     * POST sells/ of an outbox entry (online or with its `offline` block) under the entry's key: the
     * status too, since 202 (awaiting a manager's approval) differs from 201. No check is remembered:
     * the till printed its own.
     */
    postOutboxSale: async (body: Record<string, unknown>, key: string): Promise<{ status: number; json: unknown }> => {
      const answer = await httpClient(`${apiUrl}${sellsPath}`, { method: 'POST', body: JSON.stringify(body), idempotencyKey: key });
      return { status: answer.status, json: answer.json };
    },
    getSale: async (id: number): Promise<SaleDto> => (await httpClient(`${apiUrl}${sellsPath}${id}/`)).json,
    /** The offline sales' review (managers): stock shortfalls and price differences, newest first. */
    listOfflineDiscrepancies: async (q: { place?: number; resolved?: boolean; offset?: number; limit?: number }): Promise<Paged<OfflineDiscrepancyDto>> =>
      (await httpClient(`${apiUrl}${offlineDiscrepanciesPath}?${queryOf({ ...q, resolved: q.resolved === undefined ? undefined : String(q.resolved) })}`)).json,
    resolveOfflineDiscrepancy: async (id: number, idempotencyKey: string): Promise<OfflineDiscrepancyDto> =>
      (await httpClient(`${apiUrl}${offlineDiscrepanciesPath}${id}/resolve/`, { method: 'POST', idempotencyKey })).json,
    /** Offline sales older than the window, waiting for a manager (oldest first). */
    listOfflinePending: async (q: { place?: number; offset?: number; limit?: number }): Promise<Paged<OfflinePendingItemDto>> =>
      (await httpClient(`${apiUrl}${offlinePendingPath}?${queryOf(q)}`)).json,
    decideOfflinePending: async (id: number, action: 'approve' | 'reject', idempotencyKey: string): Promise<unknown> =>
      (await httpClient(`${apiUrl}${offlinePendingPath}${id}/${action}/`, { method: 'POST', idempotencyKey })).json,
    /** GET sells/{id}/check/: the receipt (SPEC.md 3 'Check'), read by the check screens and the sale info */
    getSaleCheck: async (id: number): Promise<SaleCheckDto> => (await httpClient(`${apiUrl}${saleCheckPath(id)}`)).json,
    listSales: async (q: { date_after?: string; date_before?: string; offset?: number; limit?: number; customer?: number; place?: number }): Promise<Paged<Omit<SaleDto, 'sell_products'>>> => {
      // a customer's purchases have their own path (SPEC.md 7 customer_purchases), the history the sells list
      return (await httpClient(`${apiUrl}${q.customer ? customerPurchasesPath : sellsPath}?${queryOf(q)}`)).json;
    },
    /** POST bookings: the goods reserved and the prepayment taken, under the basket's sale key. */
    createBooking: async (body: BookingRequest, saleKey: string): Promise<BookingDto> => {
      const booking: BookingDto = (await httpClient(`${apiUrl}${bookingsPath}`, { method: 'POST', body: JSON.stringify(body), idempotencyKey: saleKey })).json;
      rememberCheck({ kind: 'booking', id: booking.id });
      return booking;
    },
    /** the dashboard's chart: units sold per product in active sales between two dates */
    topSellProducts: async (q: { date_after?: string; date_before?: string; limit?: number }): Promise<z.infer<typeof topSellOut>> =>
      (await httpClient(`${apiUrl}${topSellProductsPath}?${queryOf(q)}`)).json,
    topSellBySize: async (id: number, q: { date_after?: string; date_before?: string }): Promise<z.infer<typeof topSellBySizeOut>> =>
      (await httpClient(`${apiUrl}${topSellProductsBySizePath}${id}/?${queryOf(q)}`)).json,
    /** GET till_catalogue/: the place's catalogue since a cursor, one page (the till's local copy, src/pos/offline); background work, not the till's first screen */
    tillCatalogue: async (q: { place: number; cursor?: string; limit?: number }): Promise<TillCatalogueDto> =>
      (await httpClient(`${apiUrl}${tillCataloguePath}?${queryOf(q)}`, { background: true })).json,
    rejectSale: async (id: number, key: string): Promise<SaleDto> =>
      (await httpClient(`${apiUrl}${sellsPath}${id}/reject/`, { method: 'POST', body: '{}', idempotencyKey: key })).json,
  };
}
