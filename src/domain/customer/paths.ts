/** The customer area's API paths (SPEC.md section 7 Customers), without zod: the browser's entry may import these. */
export const customersPath = '/customers/v1/customers/';
