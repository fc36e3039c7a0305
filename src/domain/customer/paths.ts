/** The customer area's API paths (SPEC.md section 7 Customers), without zod: the browser's entry may import these. */
export const customersPath = '/customers/v1/customers/';
/** SPEC.md 7: GET /customer_wallets/{id}/ (under the customer area's prefix): a customer's balance per currency with its journal. */
export const customerWalletsPath = '/customers/v1/customer_wallets/';
/** SPEC.md 7: GET /customers/v1/customer_purchases/?customer={id}: a customer's sales (the purchases tab). */
export const customerPurchasesPath = '/customers/v1/customer_purchases/';
