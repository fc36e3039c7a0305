/**
 * The basket of the sale in progress, kept in localStorage per place (a reload or a crashed tab does
 * not lose it), with its sale key. Other tabs of the same browser see the same basket.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Cart } from './cartModel';

const keyOf = (placeId: number) => `pos.cart.${placeId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: Cart }>();

export const newSaleKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const emptyCart = (): Cart => ({ saleKey: newSaleKey(), lines: [] });

function read(placeId: number): Cart {
  const key = keyOf(placeId);
  const raw = localStorage.getItem(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value;
  let value: Cart;
  try {
    const parsed = raw ? (JSON.parse(raw) as Cart) : null;
    value = parsed && typeof parsed.saleKey === 'string' && Array.isArray(parsed.lines) ? parsed : emptyCart();
  } catch {
    value = emptyCart();
  }
  if (!raw) localStorage.setItem(key, JSON.stringify(value));
  cache.set(key, { raw: localStorage.getItem(key), value });
  return value;
}

export function writeCart(placeId: number, cart: Cart) {
  localStorage.setItem(keyOf(placeId), JSON.stringify(cart));
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key?.startsWith('pos.cart.') && listener();
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
