/**
 * One user action, one operation (ARCHITECTURE.md section 4): a form that moves money or stock holds
 * one Idempotency-Key per action. A double click, or a retry after a timeout or a network error, sends
 * the same key, so the server applies the action once; after a success the key is renewed for the next
 * action. (A refusal keeps no key on the server, so retrying a corrected form with it is fine too.)
 */
import { useCallback, useState } from 'react';

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `{ key, renew }`: the current action's key, and renew() to call after it succeeded. */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}
