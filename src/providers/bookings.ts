/** The booking calls (SPEC.md section 7), composed into the one dataProvider. Every write goes with one key per user action. */
import type { z } from 'zod';
import type { CallContext, Paged } from './callContext';
import { queryOf } from './httpClient';
import { bookingsPath } from '../domain/booking/paths';
import type { bookingChangeBody, bookingLineBody, BookingDto, BookingStatus, bookingSuccessBody } from '../domain/booking/contract';

export function bookingCalls({ httpClient, apiUrl }: CallContext) {
  const one = (id: number) => `${apiUrl}${bookingsPath}${id}/`;
  const post = async (path: string, body: unknown, idempotencyKey: string): Promise<BookingDto> =>
    (await httpClient(path, { method: 'POST', body: JSON.stringify(body), idempotencyKey })).json;
  return {
    listBookings: async (q: { status?: BookingStatus; customer?: number; offset?: number; limit?: number }): Promise<Paged<Omit<BookingDto, 'booking_products'>>> => {
      return (await httpClient(`${apiUrl}${bookingsPath}?${queryOf(q)}`)).json;
    },
    getBooking: async (id: number): Promise<BookingDto> => (await httpClient(one(id))).json,
    changePrepayment: (id: number, body: z.input<typeof bookingChangeBody>, key: string) => post(`${one(id)}change/`, body, key),
    cancelBooking: (id: number, key: string) => post(`${one(id)}cancel/`, {}, key),
    rejectBooking: (id: number, key: string) => post(`${one(id)}reject/`, {}, key),
    bookingSuccess: (id: number, body: z.input<typeof bookingSuccessBody>, key: string) => post(`${one(id)}success/`, body, key),
    addBookingProduct: (id: number, body: z.input<typeof bookingLineBody>, key: string) => post(`${one(id)}products/`, body, key),
    setBookingProductQuantity: async (id: number, lineId: number, quantity: number, idempotencyKey: string): Promise<BookingDto> =>
      (await httpClient(`${one(id)}products/${lineId}/`, { method: 'PATCH', body: JSON.stringify({ quantity }), idempotencyKey })).json,
    removeBookingProduct: async (id: number, lineId: number): Promise<void> => {
      await httpClient(`${one(id)}products/${lineId}/`, { method: 'DELETE' });
    },
  };
}
