/**
 * The till's outbox: every cash sale without a customer is written here, in IndexedDB, and the write's
 * transaction has completed before any request is sent. The entry's key is the sale's Idempotency-Key:
 * the online attempt and every later resend (as an offline sale) carry the same key, so the server
 * records it once whoever sends it, however often.
 *
 * One sender per browser (a Web Lock, 'pos-outbox'), in order (occurred_at, then the local sequence),
 * one at a time. An entry left 'sending' by a tab that died is sent again by the next holder of the lock
 * (same key: safe). Entries are kept across sign-out and across users; each is sent only under a session
 * of its own employee or of an admin. Other tabs hear of changes on a BroadcastChannel.
 */
import { OUTBOX_DB, OUTBOX_STORE } from '../../providers/tillOwner';

export type OutboxState = 'waiting' | 'sending' | 'sent' | 'attention' | 'awaiting_approval';

/** A line as the offline check prints it. */
export interface OutboxLine {
  product: { id: number; name: string };
  size: { id: number; name: string };
  quantity: number;
  /** the unit price the customer paid (base currency, after discounts) */
  unit: string;
}

export interface OutboxEntry {
  /** the Idempotency-Key (uuid) */
  key: string;
  employee: number;
  company: number;
  place: number;
  /** ISO 8601, when the sale happened at the till */
  occurred_at: string;
  /** the device's id and its sequence ('A3F2-0007') */
  local_number: string;
  seq: number;
  lines: OutboxLine[];
  /** the currency the till asked to be paid in, and its rate (the check states the sale in it, as online) */
  shown?: { currency: string; rate: string };
  unit_prices: string[];
  rates: { currency: number; rate: string }[];
  /** POST sells/ as sent online */
  online: Record<string, unknown>;
  /** the same with its `offline` block (the resend) */
  offline: Record<string, unknown>;
  state: OutboxState;
  /** when it entered 'sending' (ms): an old one was left by a tab that died */
  sending_since?: number;
  attempts: number;
  server?: { id: number | null; number?: string | null };
  /** when the server recorded it (ms): a sent entry is kept KEEP_SENT_MS for the till's list, then pruned */
  sent_at?: number;
  /** 'attention': the server's message */
  message?: string;
}

/** A sent entry stays in the till's list this long after the server recorded it (then pruned): a week. */
export const KEEP_SENT_MS = 7 * 24 * 3600_000;

/** A 'sending' entry this old was left by a tab that died (the online attempt answers well within it). */
export const STALE_SENDING_MS = 30_000;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('aborted'));
  });
}

export interface Outbox {
  /** writes the entry; resolves once the transaction has completed (durable) */
  put(entry: OutboxEntry): Promise<void>;
  get(key: string): Promise<OutboxEntry | undefined>;
  /** all entries in sending order */
  list(): Promise<OutboxEntry[]>;
  update(key: string, patch: Partial<OutboxEntry>): Promise<OutboxEntry | undefined>;
  remove(key: string): Promise<void>;
  /** entries not yet recorded by the server (waiting, sending, attention) */
  pending(): Promise<number>;
  /** removes the entries recorded by the server before `before` (ms); never one that is not recorded */
  prune(before: number): Promise<number>;
  close(): void;
}

export const byOrder = (a: OutboxEntry, b: OutboxEntry) => (a.occurred_at < b.occurred_at ? -1 : a.occurred_at > b.occurred_at ? 1 : a.seq - b.seq);

export async function openOutbox(factory: IDBFactory = indexedDB, name = OUTBOX_DB): Promise<Outbox> {
  const open = factory.open(name, 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(OUTBOX_STORE)) open.result.createObjectStore(OUTBOX_STORE, { keyPath: 'key' });
  };
  const db = await request(open);
  const store = (mode: IDBTransactionMode) => {
    const tx = db.transaction(OUTBOX_STORE, mode, { durability: 'strict' } as IDBTransactionOptions);
    return { tx, os: tx.objectStore(OUTBOX_STORE) };
  };
  const all = async () => {
    const { os } = store('readonly');
    return (await request(os.getAll())) as OutboxEntry[];
  };
  return {
    async put(entry) {
      const { tx, os } = store('readwrite');
      os.put(entry);
      await done(tx);
      announce();
    },
    async get(key) {
      const { os } = store('readonly');
      return (await request(os.get(key))) as OutboxEntry | undefined;
    },
    list: async () => (await all()).sort(byOrder),
    async update(key, patch) {
      const { tx, os } = store('readwrite');
      const current = (await request(os.get(key))) as OutboxEntry | undefined;
      const next = current ? { ...current, ...patch } : undefined;
      if (next) os.put(next);
      await done(tx);
      announce();
      return next;
    },
    async remove(key) {
      const { tx, os } = store('readwrite');
      os.delete(key);
      await done(tx);
      announce();
    },
    pending: async () => (await all()).filter((e) => e.state !== 'sent' && e.state !== 'awaiting_approval').length,
    async prune(before) {
      const old = (await all()).filter((e) => e.state === 'sent' && (e.sent_at ?? Date.parse(e.occurred_at)) < before);
      if (!old.length) return 0;
      const { tx, os } = store('readwrite');
      for (const e of old) os.delete(e.key);
      await done(tx);
      announce();
      return old.length;
    },
    close: () => db.close(),
  };
}

// ------------------------------------------------------------------------------------ local number

const DEVICE_KEY = 'pos.device';
const SEQ_KEY = 'pos.device.seq';

/** This browser's till id (kept in localStorage) and its next sequence: the offline check's number. */
export function nextLocalNumber(): { local_number: string; seq: number } {
  let device = localStorage.getItem(DEVICE_KEY);
  if (!device) {
    device = Math.random().toString(16).slice(2, 6).toUpperCase().padEnd(4, '0');
    localStorage.setItem(DEVICE_KEY, device);
  }
  const seq = Number(localStorage.getItem(SEQ_KEY) ?? '0') + 1;
  localStorage.setItem(SEQ_KEY, String(seq));
  return { local_number: `${device}-${String(seq).padStart(4, '0')}`, seq };
}

// ------------------------------------------------------------------------------------ the sender

/** What one send came to. */
export type SendOutcome =
  | { kind: 'sent'; id: number | null; number?: string | null }
  | { kind: 'awaiting_approval' }
  | { kind: 'refused'; message: string }
  /** no answer (network, 503, timeout): the entry waits, the replay stops */
  | { kind: 'unreachable' };

export interface Session {
  employee: number;
  admin: boolean;
}

/** An entry may be sent under this session: its own employee's, or an admin's (the sale keeps its seller). */
export const mayReplay = (entry: OutboxEntry, session: Session | null) => !!session && (session.admin || session.employee === entry.employee);

/** The one-sender lock: navigator.locks where there is one, else one per module (tests, old browsers). */
export type Lock = <T>(run: () => Promise<T>) => Promise<T>;
let localChain: Promise<unknown> = Promise.resolve();
export const localLock: Lock = (run) => {
  const next = localChain.then(run, run);
  localChain = next.catch(() => undefined);
  return next;
};
export const browserLock: Lock = (run) =>
  typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request('pos-outbox', run) as ReturnType<typeof run>) : localLock(run);

export interface ReplayResult {
  sent: number;
  refused: number;
  held: number;
  /** the server did not answer: the rest waits */
  stopped: boolean;
}

/**
 * One pass over the outbox under the lock: each entry that may go (waiting, or left sending), in order,
 * one at a time, as an offline sale with its own key. Another employee's entries are held back unless
 * the session may send them. Stops at the first entry the server did not answer (order kept).
 */
export async function replayOutbox({
  outbox,
  send,
  session,
  lock = browserLock,
  now = Date.now,
}: {
  outbox: Outbox;
  send: (entry: OutboxEntry) => Promise<SendOutcome>;
  session: Session | null;
  lock?: Lock;
  now?: () => number;
}): Promise<ReplayResult> {
  return lock(async () => {
    const result: ReplayResult = { sent: 0, refused: 0, held: 0, stopped: false };
    for (const listed of await outbox.list()) {
      // read again under the lock: another sender (an earlier holder, the checkout) may have moved it
      const entry = await outbox.get(listed.key);
      if (!entry) continue;
      const due = entry.state === 'waiting' || (entry.state === 'sending' && now() - (entry.sending_since ?? 0) > STALE_SENDING_MS);
      if (!due) continue;
      if (!mayReplay(entry, session)) {
        result.held++;
        continue;
      }
      await outbox.update(entry.key, { state: 'sending', sending_since: now(), attempts: entry.attempts + 1 });
      const outcome = await send(entry).catch((): SendOutcome => ({ kind: 'unreachable' }));
      if (outcome.kind === 'unreachable') {
        await outbox.update(entry.key, { state: 'waiting', sending_since: undefined });
        result.stopped = true;
        break;
      }
      if (outcome.kind === 'sent') {
        await outbox.update(entry.key, { state: 'sent', sending_since: undefined, sent_at: now(), server: { id: outcome.id, number: outcome.number ?? null } });
        result.sent++;
      } else if (outcome.kind === 'awaiting_approval') {
        await outbox.update(entry.key, { state: 'awaiting_approval', sending_since: undefined });
        result.sent++;
      } else {
        await outbox.update(entry.key, { state: 'attention', sending_since: undefined, message: outcome.message });
        result.refused++;
      }
    }
    return result;
  });
}

// ------------------------------------------------------------------------------------ other tabs

const CHANNEL = 'pos-outbox';
let channel: BroadcastChannel | null = null;
const changeListeners = new Set<() => void>();

function ensureChannel() {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => changeListeners.forEach((l) => l());
}

/** Tells this tab's listeners and the other tabs that the outbox changed. */
export function announce() {
  changeListeners.forEach((l) => l());
  ensureChannel();
  channel?.postMessage('changed');
}

/** Calls `listener` when the outbox changes here or in another tab. */
export function onOutboxChange(listener: () => void): () => void {
  ensureChannel();
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
