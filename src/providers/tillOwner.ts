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

/** The till's outbox (src/pos/offline/outbox.ts): its IndexedDB database and store, named here for the sign-out's count. */
export const OUTBOX_DB = 'pos-outbox';
export const OUTBOX_STORE = 'sales';

/**
 * Sales in this browser's outbox not yet recorded by the server (0 when there is no outbox). The
 * sign-out dialog says how many; the outbox itself is never cleared on sign-out or another user.
 */
export async function waitingSalesCount(factory: IDBFactory | undefined = typeof indexedDB === 'undefined' ? undefined : indexedDB): Promise<number> {
  if (!factory) return 0;
  try {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(OUTBOX_DB, 1);
      open.onupgradeneeded = () => {
        if (!open.result.objectStoreNames.contains(OUTBOX_STORE)) open.result.createObjectStore(OUTBOX_STORE, { keyPath: 'key' });
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      const all = await new Promise<{ state?: string }[]>((resolve, reject) => {
        const req = db.transaction(OUTBOX_STORE, 'readonly').objectStore(OUTBOX_STORE).getAll();
        req.onsuccess = () => resolve(req.result as { state?: string }[]);
        req.onerror = () => reject(req.error);
      });
      return all.filter((e) => e.state !== 'sent' && e.state !== 'awaiting_approval').length;
    } finally {
      db.close();
    }
  } catch {
    return 0;
  }
}
