/**
 * Bookings (SPEC.md section 7: POST bookings/, GET list and {id}/, POST {id}/change/, /cancel/,
 * /success/, GET and POST {id}/products/, PATCH and DELETE {id}/products/{lineId}/). Every write moves
 * stock or money, so every POST and PATCH runs through idempotent().
 */
import {
  bookingChangeBody,
  bookingCreateBody,
  bookingLineBody,
  bookingLineOut,
  bookingListQuery,
  bookingOut,
  bookingPageOut,
  bookingsPath,
  bookingSuccessBody,
} from '../../../src/domain/booking/contract';
import { documentRoutes, lineRoutes, moduleRoutes, stepRoute } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { idempotent } from '../../http/idempotency';
import { idParams } from '../../http/params';
import {
  addBookingProduct,
  bookingSuccess,
  cancelBooking,
  changePrepayment,
  createBooking,
  getBooking,
  listBookings,
  rejectBooking,
  removeBookingProduct,
  setBookingProductQuantity,
} from './service';

export const bookingRoutes = moduleRoutes((r, db) => {
  const one = `${bookingsPath}:id/`;
  const write = { permission: 'booking.write' } as const;

  documentRoutes(r, db, bookingsPath, write.permission, bookingOut, { list: [bookingListQuery, bookingPageOut, listBookings], create: [bookingCreateBody, createBooking], get: getBooking });
  r.post(`${one}change/`, { config: write, schema: { params: idParams, body: bookingChangeBody, response: { 200: bookingOut } } }, async (request, reply) =>
    idempotent(db, request, reply, 200, (tx) => changePrepayment(tx, callerOf(request), request.params.id, request.body)),
  );
  stepRoute(r, db, `${one}cancel/`, write.permission, bookingOut, (tx, caller, id) => cancelBooking(tx, caller, id));
  stepRoute(r, db, `${one}reject/`, 'booking.reject', bookingOut, rejectBooking);
  r.post(`${one}success/`, { config: write, schema: { params: idParams, body: bookingSuccessBody, response: { 200: bookingOut } } }, async (request, reply) =>
    idempotent(db, request, reply, 200, (tx) => bookingSuccess(tx, callerOf(request), request.params.id, request.body)),
  );
  lineRoutes(r, db, one, write.permission, { line: bookingLineOut, addBody: bookingLineBody, added: bookingOut, changed: bookingOut }, {
    list: async (db, caller, id) => (await getBooking(db, caller, id)).booking_products,
    add: addBookingProduct,
    setQuantity: setBookingProductQuantity,
    remove: removeBookingProduct,
  });
});
