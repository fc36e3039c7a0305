/** The sale area's API paths (SPEC.md section 7 Realization), without zod: the browser's entry may import these. */
import { apiPath, itemPath } from '../apiPaths';

export const sellsPath = apiPath('realization', 'sells');
export const topSellProductsPath = apiPath('realization', 'top_sell_products');
export const topSellProductsBySizePath = apiPath('realization', 'top_sell_products_by_size');
/** GET sells/{id}/check/: the sale's check (SPEC.md 3 'Check'), the receipt and the sale info screens' one read */
export const saleCheckPath = (id: number | string) => itemPath(sellsPath, id, 'check');
/** SPEC.md 7: the three sales to a customer, by how the balance pays (the same sale as POST sells/ with `customer`) */
export const SELL_TO_CUSTOMER_VARIANTS = ['full_balance_payment', 'no_balance_payment', 'partial_balance_payment'] as const;
export type SellToCustomerVariant = (typeof SELL_TO_CUSTOMER_VARIANTS)[number];
export const sellToCustomerPath = (variant: SellToCustomerVariant): string => apiPath('realization', `sell_to_customer_${variant}`);
/** GET: the place's catalogue for the offline till, since a cursor (contract: ./offline.ts) */
export const tillCataloguePath = apiPath('realization', 'till_catalogue');
