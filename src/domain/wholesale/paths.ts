/** The wholesale area's API paths (SPEC.md section 7 'Orders', 'tissues'), without zod: the browser's entry may import these. */
import { apiPath } from '../apiPaths';

export const ordersPath = '/v1/orders/';
/** The customer's read-only details table, reached by a random token (never the id): GET {token}/details-table/, no sign-in. */
export const orderDetailsTablePath = '/v1/orders-table/';
export const tissuesPath = apiPath('product', 'tissues');

/** The wholesale reference tables (SPEC.md 2: heights, sizes, colors, models, styles, types): one generic endpoint each. */
export const WHOLESALE_DICTIONARIES = ['heights', 'sizes', 'colors', 'models', 'styles', 'types'] as const;
export type WholesaleDictionary = (typeof WHOLESALE_DICTIONARIES)[number];
export const wholesaleDictionaryPath = (kind: WholesaleDictionary): string => apiPath('wholesale', kind);

/** The file name of a download from its Content-Disposition (SPEC.md 7: default download.xlsx). */
export function fileNameOf(contentDisposition: string | null | undefined, fallback = 'download.xlsx'): string {
  if (!contentDisposition) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(contentDisposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, '')) || fallback;
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(contentDisposition);
  return plain?.[1]?.trim() || fallback;
}

/** Price groups (SPEC.md 2 '/price-group'; the API path is ours): {id}/rules/ holds a group's rules. */
export const priceGroupsPath = apiPath('wholesale', 'price_groups');
