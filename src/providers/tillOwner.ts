/**
 * The baskets kept in this browser (src/pos/cartStore.ts: `pos.cart.<place>`, `pos.checkout.<sale key>`)
 * belong to the user who filled them. When another user signs in here, they start with none: a shared
 * till must not hand the next seller the previous one's basket, customer and discount. The same user
 * signing in again (after a sign-out or an expired session) finds their basket where they left it.
 * No imports: the sign-in (main bundle) calls it without loading the sale screen's code.
 */
const OWNER_KEY = 'pos.owner';
/** The storage keys of the baskets (by place) and of their checkout drafts (by sale key): src/pos/cartStore.ts. */
export const CART_KEY_PREFIX = 'pos.cart.';
export const DRAFT_KEY_PREFIX = 'pos.checkout.';
/** A basket's or a draft's key. */
export const isTillKey = (key: string | null | undefined): key is string => !!key && (key.startsWith(CART_KEY_PREFIX) || key.startsWith(DRAFT_KEY_PREFIX));

export function claimTill(userId: number | string): void {
  try {
    if (localStorage.getItem(OWNER_KEY) === String(userId)) return;
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(isTillKey);
    for (const key of keys) localStorage.removeItem(key);
    localStorage.setItem(OWNER_KEY, String(userId));
  } catch {
    // storage refused (private mode, quota): there is no basket to hand over either
  }
}
