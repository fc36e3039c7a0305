/** The customer area's API paths (SPEC.md section 7 Customers), without zod: the browser's entry may import these. */
import { apiPath } from '../apiPaths';

export const customersPath = apiPath('customers', 'customers');
/** SPEC.md 7: GET /customer_wallets/{id}/ (under the customer area's prefix): a customer's balance per currency with its journal. */
export const customerWalletsPath = apiPath('customers', 'customer_wallets');
/** SPEC.md 7: GET /customers/v1/customer_purchases/?customer={id}: a customer's sales (the purchases tab). */
export const customerPurchasesPath = apiPath('customers', 'customer_purchases');
