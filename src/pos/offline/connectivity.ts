/**
 * Whether the till can reach the server. A till call that fails with no answer (network error,
 * connection refused), a gateway's 502/503/504, the database being unavailable, or no answer within
 * TILL_CALL_TIMEOUT_MS marks the server unreachable; while it is, the readiness endpoint is probed
 * every PROBE_INTERVAL_MS and the first answer brings the till back online. The browser's own
 * 'offline' event marks it at once too ('online' only starts a probe: a network is not a server).
 *
 * Plain module state (one per tab) with a subscribe/snapshot pair for useSyncExternalStore; nothing
 * durable lives here (the outbox is in IndexedDB).
 */
import { useSyncExternalStore } from 'react';
import { readyPath } from '../../domain/auth/paths';
import { API_URL, errorsOf } from '../../providers/httpClient';

/** A till call with no answer within this long counts as the server unreachable. */
export const TILL_CALL_TIMEOUT_MS = 4500;
/** While unreachable, the readiness endpoint is asked this often. */
export const PROBE_INTERVAL_MS = 3000;

const UNREACHABLE_CODES = new Set(['network_error', 'database_unavailable', 'till_timeout']);

/** The error a till call that got no answer in time throws (the request may still land: its key makes a resend safe). */
export class TillTimeout extends Error {
  readonly status = 0;
  readonly body = { errors: [{ code: 'till_timeout', message: 'no answer' }] };
  constructor() {
    super('till_timeout');
    this.name = 'TillTimeout';
  }
}

/** A failure that says nothing about the request itself, only that the server could not be reached. */
export function isUnreachable(err: unknown): boolean {
  if (err instanceof TillTimeout) return true;
  const status = (err as { status?: number } | null)?.status;
  if (status === 0 || status === 502 || status === 503 || status === 504) return true;
  const code = errorsOf(err)[0]?.code;
  return code !== undefined && UNREACHABLE_CODES.has(code);
}

type Probe = () => Promise<boolean>;

const defaultProbe: Probe = async () => {
  try {
    const response = await fetch(`${API_URL}${readyPath}`, { cache: 'no-store', signal: AbortSignal.timeout(TILL_CALL_TIMEOUT_MS) });
    return response.ok;
  } catch {
    return false;
  }
};

export interface Connectivity {
  /** true: the last till call or probe had an answer */
  online(): boolean;
  subscribe(listener: () => void): () => void;
  /** a till call failed for want of the server: offline, and probing starts */
  markDown(): void;
  /** a till call had an answer */
  markUp(): void;
  /**
   * A till call: the server's answer, or (no answer within the timeout, or an unreachable failure) the
   * server marked down and the failure thrown on.
   */
  call<T>(run: () => Promise<T>, timeoutMs?: number): Promise<T>;
  /** stops probing and listening (tests) */
  dispose(): void;
}

export function createConnectivity({ probe = defaultProbe, probeIntervalMs = PROBE_INTERVAL_MS, timeoutMs = TILL_CALL_TIMEOUT_MS, listenToWindow = true } = {}): Connectivity {
  let up = typeof navigator === 'undefined' || navigator.onLine !== false;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let probing = false;
  const set = (value: boolean) => {
    if (up === value) return;
    up = value;
    if (up && timer) {
      clearInterval(timer);
      timer = null;
    }
    listeners.forEach((l) => l());
  };
  const probeOnce = async () => {
    if (probing) return;
    probing = true;
    try {
      if (await probe()) set(true);
    } finally {
      probing = false;
    }
  };
  const startProbing = () => {
    if (timer) return;
    timer = setInterval(() => void probeOnce(), probeIntervalMs);
  };
  const markDown = () => {
    set(false);
    startProbing();
  };
  const onOffline = () => markDown();
  const onOnline = () => void probeOnce();
  if (listenToWindow && typeof window !== 'undefined') {
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
  }
  if (!up) startProbing();
  return {
    online: () => up,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markDown,
    markUp: () => set(true),
    async call<T>(run: () => Promise<T>, ms = timeoutMs): Promise<T> {
      let timeout: ReturnType<typeof setTimeout> | undefined;
      try {
        const answer = await Promise.race([
          run(),
          new Promise<never>((_, reject) => {
            timeout = setTimeout(() => reject(new TillTimeout()), ms);
          }),
        ]);
        set(true);
        return answer;
      } catch (err) {
        if (isUnreachable(err)) markDown();
        // any other failure is an answer: the server is there
        else set(true);
        throw err;
      } finally {
        clearTimeout(timeout);
      }
    },
    dispose() {
      if (timer) clearInterval(timer);
      timer = null;
      if (listenToWindow && typeof window !== 'undefined') {
        window.removeEventListener('offline', onOffline);
        window.removeEventListener('online', onOnline);
      }
      listeners.clear();
    },
  };
}

let shared: Connectivity | null = null;
/** The tab's one connectivity (made on first use). */
export function tillConnectivity(): Connectivity {
  shared ??= createConnectivity();
  return shared;
}

/** true while the server answers (re-renders on a change). */
export function useTillOnline(connectivity: Connectivity = tillConnectivity()): boolean {
  return useSyncExternalStore(connectivity.subscribe, connectivity.online, () => true);
}
