/**
 * A cash sale without a customer, the outbox's way: the entry is written (and its transaction complete)
 * first, then sent at once as the normal online sale under its key. An answer: the entry is 'sent' (or,
 * refused while the customer is there, dropped and the refusal thrown as today). No answer: the entry
 * waits for the replay, which sends it as an offline sale with the same key, and the till prints the
 * check as offline.
 */
import { useCallback, useEffect, useState } from 'react';
import { linePrice, saleTotal, totalIn } from '../../domain/sale/pricing';
import type { SaleDto } from '../../domain/sale/contract';
import { lineAmounts, saleBody, type Cart } from '../cartModel';
import { isUnreachable, tillConnectivity, type Connectivity } from './connectivity';
import { KEEP_SENT_MS, nextLocalNumber, onOutboxChange, openOutbox, replayOutbox, type Outbox, type OutboxEntry, type SendOutcome, type Session } from './outbox';

type SalePay = Parameters<typeof saleBody>[2];

export interface TillSeller {
  employee: number;
  company: number;
  admin: boolean;
}

/** The outbox entry of a cash sale without a customer (what the server needs now and later, and what the check prints). */
export function outboxEntryOf(
  cart: Cart,
  placeId: number,
  pay: SalePay,
  seller: TillSeller,
  rates: { currency: number; rate: string }[],
  shown?: { currency: string; rate: string },
  now = new Date(),
): OutboxEntry {
  const online = saleBody(cart, placeId, pay);
  const { local_number, seq } = nextLocalNumber();
  const lines = cart.lines.map((l) => ({ product: { id: l.product.id, name: l.product.name }, size: { id: l.size.id, name: l.size.name }, quantity: l.quantity, unit: lineAmounts(l, null).unit }));
  const unit_prices = lines.map((l) => l.unit);
  const occurred_at = now.toISOString();
  return {
    key: cart.saleKey,
    employee: seller.employee,
    company: seller.company,
    place: placeId,
    occurred_at,
    local_number,
    seq,
    lines,
    shown,
    unit_prices,
    rates,
    online,
    offline: { ...online, offline: { local_number, occurred_at, seller: seller.employee, unit_prices, rates } },
    state: 'sending',
    sending_since: now.getTime(),
    attempts: 1,
  };
}

/**
 * An outbox entry's amounts as its check states them: in the currency the till asked to be paid in (as
 * an online sale's check), the lines' base prices at its rate; the total is the basket's (base currency
 * total at the rate), the amount the customer was told.
 */
export function offlineCheckAmounts(entry: OutboxEntry) {
  const rate = entry.shown?.rate ?? '1';
  // the unit each line was sold at (its discounts already taken), priced by the one rule (src/domain/sale/pricing.ts)
  const priced = entry.lines.map((l) => ({ price: l.unit, discount: '0', discount_in_percent: false, quantity: l.quantity }));
  const lines = entry.lines.map((l, i) => ({ key: i, name: `${l.product.name} ${l.size.name}`, quantity: l.quantity, unit: totalIn(l.unit, rate), total: totalIn(linePrice(priced[i]).total, rate) }));
  return { lines, total: totalIn(saleTotal(priced), rate), currency: entry.shown?.currency ?? '', items: entry.lines.reduce((n, l) => n + l.quantity, 0) };
}

let shared: Promise<Outbox> | null = null;
/** The browser's outbox (opened once per tab). */
export function tillOutbox(): Promise<Outbox> {
  // once per tab: sent entries older than a week leave the till's list
  shared ??= openOutbox().then(async (box) => {
    await box.prune(Date.now() - KEEP_SENT_MS).catch(() => 0);
    return box;
  });
  return shared;
}

export type TillSaleResult = { kind: 'online'; sale: SaleDto } | { kind: 'offline'; entry: OutboxEntry };

/** Writes the entry, then tries the online sale; a refusal drops the entry and is thrown. */
export async function sellThroughOutbox(
  entry: OutboxEntry,
  createSale: (body: Record<string, unknown>, key: string) => Promise<SaleDto>,
  { outbox, connectivity = tillConnectivity() }: { outbox?: Outbox; connectivity?: Connectivity } = {},
): Promise<TillSaleResult> {
  const box = outbox ?? (await tillOutbox());
  await box.put(entry);
  if (!connectivity.online()) {
    await box.update(entry.key, { state: 'waiting', sending_since: undefined });
    return { kind: 'offline', entry };
  }
  try {
    const sale = await connectivity.call(() => createSale(entry.online, entry.key));
    await box.update(entry.key, { state: 'sent', sending_since: undefined, server: { id: sale.id, number: String(sale.id) } });
    return { kind: 'online', sale };
  } catch (err) {
    if (isUnreachable(err)) {
      await box.update(entry.key, { state: 'waiting', sending_since: undefined });
      return { kind: 'offline', entry };
    }
    await box.remove(entry.key);
    throw err;
  }
}

/** One send of a replayed entry (as an offline sale), its answer sorted out. */
export async function sendOffline(entry: OutboxEntry, post: (body: Record<string, unknown>, key: string) => Promise<{ status: number; json: unknown }>): Promise<SendOutcome> {
  try {
    const { status, json } = await post(entry.offline, entry.key);
    if (status === 202) return { kind: 'awaiting_approval' };
    const id = (json as { id?: number } | null)?.id ?? null;
    return { kind: 'sent', id, number: id == null ? null : String(id) };
  } catch (err) {
    if (isUnreachable(err)) return { kind: 'unreachable' };
    const body = (err as { body?: { errors?: { message?: string; code?: string }[] } }).body;
    return { kind: 'refused', message: body?.errors?.[0]?.message ?? body?.errors?.[0]?.code ?? String(err) };
  }
}

/** Sales in the outbox not yet recorded, and the entries themselves (this tab and the others). */
export function useOutbox(): { pending: number; entries: OutboxEntry[] } {
  const [state, setState] = useState<{ pending: number; entries: OutboxEntry[] }>({ pending: 0, entries: [] });
  useEffect(() => {
    let live = true;
    const read = async () => {
      try {
        const box = await tillOutbox();
        const entries = await box.list();
        if (live) setState({ entries, pending: entries.filter((e) => e.state !== 'sent' && e.state !== 'awaiting_approval').length });
      } catch {
        // no IndexedDB (a private window may refuse it): nothing to show
      }
    };
    void read();
    const off = onOutboxChange(() => void read());
    return () => {
      live = false;
      off();
    };
  }, []);
  return state;
}

/** While waiting entries exist: a replay on coming back online and every `everyMs`. */
export const REPLAY_EVERY_MS = 5000;
export function useOutboxReplay(
  session: Session | null,
  pending: number,
  online: boolean,
  post: (body: Record<string, unknown>, key: string) => Promise<{ status: number; json: unknown }>,
  connectivity: Connectivity = tillConnectivity(),
) {
  const run = useCallback(async () => {
    if (!session || !connectivity.online()) return;
    const outbox = await tillOutbox();
    await replayOutbox({
      outbox,
      session,
      send: async (entry) => {
        const outcome = await sendOffline(entry, (body, key) => connectivity.call(() => post(body, key)));
        return outcome;
      },
    });
  }, [session, post, connectivity]);
  useEffect(() => {
    if (!online || pending === 0) return;
    void run();
    const timer = setInterval(() => void run(), REPLAY_EVERY_MS);
    return () => clearInterval(timer);
  }, [online, pending, run]);
}
