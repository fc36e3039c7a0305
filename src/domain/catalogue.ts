import Decimal from 'decimal.js';
import { isMoneyString, money, toMoneyString } from './money';

/**
 * Catalogue limits and rules shared by the browser forms and the API (SPEC.md sections 3, 5 and 9):
 * lengths, page sizes, the discounted price, when a cost counts as set, and which image files are
 * accepted. The request and answer schemas are the product area's contract (src/domain/product/contract.ts).
 */
export const NAME_MAX = 64;
export const CODE_MAX = 20;
export const BARCODE_MAX = 64;
/** Image uploads (products, /upload/): jpeg, png, webp up to 5 MB, checked by content. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PRODUCT_PAGE_SIZES = [6, 12, 24, 48, 96] as const;
export const PRODUCT_PAGE_SIZE = 6;
export const VENDOR_CODE_PAGE_SIZE = 10;

/**
 * The discounted price: price - discount, or price * (1 - discount/100) when in percent; rounded
 * half-up to 2 places and never below 0. Returns a 2-place decimal string.
 */
export function discountPrice(price: Decimal.Value, discount: Decimal.Value | null | undefined, inPercent: boolean | null | undefined): string {
  const p = money(price);
  const d = money(discount ?? 0);
  const result = inPercent ? p.mul(money(100).minus(d)).div(100) : p.minus(d);
  return toMoneyString(result.lt(0) ? 0 : result);
}

/**
 * SPEC.md sections 5 and 8: 'The cost must be set before pricing' ('First set the cost of goods',
 * code cost_not_set). A cost is set when it is a valid amount above zero (the column's default 0 and
 * an empty field are "not set"). The product form and the server apply this one rule.
 */
export function costIsSet(cost: string | null | undefined): boolean {
  if (cost == null || !isMoneyString(String(cost).trim())) return false;
  return money(String(cost).trim()).gt(0);
}

/** Is this file content a jpeg, png or webp? Returns its mime type and extension, or null. */
export function sniffImage(head: Uint8Array): { mime: (typeof IMAGE_MIME_TYPES)[number]; ext: string } | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (head.length >= 4 && head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47)
    return { mime: 'image/png', ext: 'png' };
  if (
    head.length >= 12 &&
    head[0] === 0x52 && head[1] === 0x49 && head[2] === 0x46 && head[3] === 0x46 &&
    head[8] === 0x57 && head[9] === 0x45 && head[10] === 0x42 && head[11] === 0x50
  )
    return { mime: 'image/webp', ext: 'webp' };
  return null;
}
