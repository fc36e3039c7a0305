/**
 * The basket of the sale in progress, kept in localStorage per place (a reload or a crashed tab does
 * not lose it), with its sale key. Other tabs of the same browser see the same basket.
 * The checkout as typed so far (method, amounts, currencies, toggles) is kept beside it under the
 * basket's sale key; a new basket (after a sale, a booking or 'clear') drops the old key's draft.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { restoreCheckoutDraft, type Cart, type CheckoutDraft } from './cartModel';
import { CART_KEY_PREFIX, DRAFT_KEY_PREFIX, isTillKey } from '../providers/tillOwner';

const keyOf = (placeId: number) => `${CART_KEY_PREFIX}${placeId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: Cart }>();

export const newSaleKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const emptyCart = (): Cart => ({ saleKey: newSaleKey(), lines: [] });

/**
 * The value stored under `key`, made by `parse` of its JSON (null when there is none or it does not
 * parse); the same object while the stored text is unchanged (useSyncExternalStore needs a stable snapshot).
 */
function readStored<T>(cache: Map<string, { raw: string | null; value: T }>, key: string, parse: (stored: unknown) => T): T {
  const raw = localStorage.getItem(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value;
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  const value = parse(stored);
  cache.set(key, { raw, value });
  return value;
}

function read(placeId: number): Cart {
  const key = keyOf(placeId);
  const value = readStored(cache, key, (stored) => {
    const cart = stored as Cart | null;
    return cart && typeof cart.saleKey === 'string' && Array.isArray(cart.lines) ? cart : emptyCart();
  });
  // a place's first basket is stored at once (its sale key stays the same across reloads)
  if (!localStorage.getItem(key)) {
    localStorage.setItem(key, JSON.stringify(value));
    cache.set(key, { raw: localStorage.getItem(key), value });
  }
  return value;
}

export function writeCart(placeId: number, cart: Cart) {
  const previous = read(placeId).saleKey;
  localStorage.setItem(keyOf(placeId), JSON.stringify(cart));
  // a new sale (after a sale, a booking or clearing the basket): the old checkout draft goes with it
  if (previous !== cart.saleKey) localStorage.removeItem(draftKey(previous));
  listeners.forEach((l) => l());
}

const draftKey = (saleKey: string) => `${DRAFT_KEY_PREFIX}${saleKey}`;
const draftCache = new Map<string, { raw: string | null; value: unknown }>();

function readDraft(saleKey: string): unknown {
  return readStored(draftCache, draftKey(saleKey), (stored) => stored);
}

/** Stores the checkout draft of a sale key (what was typed so far). */
export function writeCheckoutDraft(saleKey: string, draft: CheckoutDraft) {
  localStorage.setItem(draftKey(saleKey), JSON.stringify(draft));
  listeners.forEach((l) => l());
}

/** The checkout draft of a sale key over the defaults of the till's currency, and a setter of some of its fields. */
export function useCheckoutDraft(saleKey: string, currencyId: number): [CheckoutDraft, (patch: Partial<CheckoutDraft>) => void] {
  const stored = useSyncExternalStore(subscribe, () => readDraft(saleKey), () => null);
  const draft = useMemo(() => restoreCheckoutDraft(stored, currencyId), [stored, currencyId]);
  const update = useCallback(
    (patch: Partial<CheckoutDraft>) => writeCheckoutDraft(saleKey, { ...restoreCheckoutDraft(readDraft(saleKey), currencyId), ...patch }),
    [saleKey, currencyId],
  );
  return [draft, update];
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => isTillKey(e.key) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The basket of a place and a setter (functional updates). */
export function useCart(placeId: number): [Cart, (update: (cart: Cart) => Cart) => void] {
  const cart = useSyncExternalStore(subscribe, () => read(placeId), emptyCart);
  const update = useCallback((fn: (cart: Cart) => Cart) => writeCart(placeId, fn(read(placeId))), [placeId]);
  return [cart, update];
}
