/** The booking area's API paths (SPEC.md section 7 Customers: bookings), without zod: the browser's entry may import these. */
export const bookingsPath = '/customers/v1/bookings/';
