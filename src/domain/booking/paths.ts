/** The booking area's API paths (SPEC.md section 7 Customers: bookings), without zod: the browser's entry may import these. */
import { apiPath } from '../apiPaths';

export const bookingsPath = apiPath('customers', 'bookings');
