import { useSyncExternalStore } from 'react';

/** The chosen sale place (the whole object), kept across reloads (SPEC.md section 4, Sale place). */
export interface SalePlace {
  id: number;
  name: string;
  address?: string;
  type?: { id: number; name: string };
}

const KEY = 'pos.salePlace';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: SalePlace | null } = { raw: null, value: null };

function read(): SalePlace | null {
  const raw = localStorage.getItem(KEY);
  if (raw !== cached.raw) {
    let value: SalePlace | null;
    try {
      const parsed = raw ? JSON.parse(raw) : null;
      value = parsed && typeof parsed.id === 'number' && typeof parsed.name === 'string' ? parsed : null;
    } catch {
      value = null;
    }
    cached = { raw, value };
  }
  return cached.value;
}

export function getSalePlace(): SalePlace | null {
  return read();
}

/** None clears it; the same id does nothing; otherwise it is stored. */
export function setSalePlace(place: SalePlace | null) {
  const current = read();
  if (place && current?.id === place.id) return;
  if (place) localStorage.setItem(KEY, JSON.stringify(place));
  else localStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

export function clearSalePlace() {
  setSalePlace(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSalePlace(): SalePlace | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
