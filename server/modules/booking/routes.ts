/**
 * Bookings (SPEC.md section 7: POST bookings/, GET list and {id}/, POST {id}/change/, /cancel/,
 * /success/, GET and POST {id}/products/, PATCH and DELETE {id}/products/{lineId}/). Every write moves
 * stock or money, so every POST and PATCH runs through idempotent().
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingChangeBody,
  bookingCreateBody,
  bookingLineBody,
  bookingLineOut,
  bookingLinePatchBody,
  bookingListQuery,
  bookingOut,
  bookingPageOut,
  bookingsPath,
  bookingSuccessBody,
} from '../../../src/domain/booking/contract';
import { callerOf } from '../../auth/access';
import type { Db } from '../../db/connect';
import { idempotent } from '../../http/idempotency';
import { listAnswer } from '../../http/list';
import { idAndChildParams, idParams } from '../../http/params';
import {
  addBookingProduct,
  bookingSuccess,
  cancelBooking,
  changePrepayment,
  createBooking,
  getBooking,
  listBookings,
  removeBookingProduct,
  setBookingProductQuantity,
} from './service';

const lineParams = idAndChildParams('lineId');

export function bookingRoutes(db: Db) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const one = `${bookingsPath}:id/`;
    const write = { permission: 'booking.write' } as const;

    r.get(bookingsPath, { config: write, schema: { querystring: bookingListQuery, response: { 200: bookingPageOut } } }, async (request) =>
      listAnswer(request, await listBookings(db, callerOf(request), request.query)),
    );
    r.post(bookingsPath, { config: write, schema: { body: bookingCreateBody, response: { 201: bookingOut } } }, async (request, reply) =>
      idempotent(db, request, reply, 201, (tx) => createBooking(tx, callerOf(request), request.body)),
    );
    r.get(one, { config: write, schema: { params: idParams, response: { 200: bookingOut } } }, async (request) => getBooking(db, callerOf(request), request.params.id));
    r.post(`${one}change/`, { config: write, schema: { params: idParams, body: bookingChangeBody, response: { 200: bookingOut } } }, async (request, reply) =>
      idempotent(db, request, reply, 200, (tx) => changePrepayment(tx, callerOf(request), request.params.id, request.body)),
    );
    r.post(`${one}cancel/`, { config: write, schema: { params: idParams, response: { 200: bookingOut } } }, async (request, reply) =>
      idempotent(db, request, reply, 200, (tx) => cancelBooking(tx, callerOf(request), request.params.id)),
    );
    r.post(`${one}success/`, { config: write, schema: { params: idParams, body: bookingSuccessBody, response: { 200: bookingOut } } }, async (request, reply) =>
      idempotent(db, request, reply, 200, (tx) => bookingSuccess(tx, callerOf(request), request.params.id, request.body)),
    );
    r.get(`${one}products/`, { config: write, schema: { params: idParams, response: { 200: z.array(bookingLineOut) } } }, async (request) =>
      (await getBooking(db, callerOf(request), request.params.id)).booking_products,
    );
    r.post(`${one}products/`, { config: write, schema: { params: idParams, body: bookingLineBody, response: { 201: bookingOut } } }, async (request, reply) =>
      idempotent(db, request, reply, 201, (tx) => addBookingProduct(tx, callerOf(request), request.params.id, request.body)),
    );
    r.patch(`${one}products/:lineId/`, { config: write, schema: { params: lineParams, body: bookingLinePatchBody, response: { 200: bookingOut } } }, async (request, reply) =>
      idempotent(db, request, reply, 200, (tx) => setBookingProductQuantity(tx, callerOf(request), request.params.id, request.params.lineId, request.body.quantity)),
    );
    r.delete(`${one}products/:lineId/`, { config: write, schema: { params: lineParams } }, async (request, reply) => {
      await idempotent(db, request, reply, 204, (tx) => removeBookingProduct(tx, callerOf(request), request.params.id, request.params.lineId));
      return reply.code(204).send();
    });
  };
}
