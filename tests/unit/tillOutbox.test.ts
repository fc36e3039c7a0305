import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { offlineCheckAmounts } from '../../src/pos/offline/tillSale';
import { KEEP_SENT_MS, localLock, openOutbox, replayOutbox, STALE_SENDING_MS, type Outbox, type OutboxEntry, type SendOutcome } from '../../src/pos/offline/outbox';

const entry = (key: string, occurred_at: string, seq: number, employee = 7): OutboxEntry => ({
  key,
  employee,
  company: 1,
  place: 3,
  occurred_at,
  local_number: `AAAA-${String(seq).padStart(4, '0')}`,
  seq,
  lines: [{ product: { id: 1, name: 'Shoe' }, size: { id: 2, name: '40' }, quantity: 1, unit: '10.00' }],
  unit_prices: ['10.00'],
  rates: [],
  online: { place: 3 },
  offline: { place: 3, offline: { local_number: `AAAA-${seq}` } },
  state: 'waiting',
  attempts: 0,
});

/** A server that records each key once (as the real one does) and counts the requests. */
function fakeServer() {
  const recorded = new Map<string, number>();
  const requests: string[] = [];
  let next = 100;
  const send = async (e: OutboxEntry): Promise<SendOutcome> => {
    requests.push(e.key);
    await new Promise((r) => setTimeout(r, 1));
    if (!recorded.has(e.key)) recorded.set(e.key, next++);
    return { kind: 'sent', id: recorded.get(e.key)! };
  };
  return { recorded, requests, send };
}

const fresh = () => openOutbox(new IDBFactory());
const session = { employee: 7, admin: false };

describe('the till outbox', () => {
  it('keeps an entry once its write has completed, and lists in order of occurred_at then local sequence', async () => {
    const outbox = await fresh();
    await outbox.put(entry('c', '2026-01-01T10:00:02Z', 3));
    await outbox.put(entry('b', '2026-01-01T10:00:01Z', 2));
    await outbox.put(entry('a', '2026-01-01T10:00:01Z', 1));
    expect((await outbox.list()).map((e) => e.key)).toEqual(['a', 'b', 'c']);
    expect(await outbox.pending()).toBe(3);
    const server = fakeServer();
    const result = await replayOutbox({ outbox, send: server.send, session, lock: localLock });
    expect(result).toMatchObject({ sent: 3, stopped: false });
    expect(server.requests).toEqual(['a', 'b', 'c']);
    expect(await outbox.pending()).toBe(0);
    expect((await outbox.get('a'))?.server?.id).toBe(100);
  });

  it('a crash between the write and the send: the entry is there (waiting) and is sent on the next replay', async () => {
    const factory = new IDBFactory();
    const first = await openOutbox(factory, 'crash');
    await first.put(entry('k1', '2026-01-01T10:00:00Z', 1));
    first.close();
    const reopened = await openOutbox(factory, 'crash');
    expect((await reopened.get('k1'))?.state).toBe('waiting');
    const server = fakeServer();
    await replayOutbox({ outbox: reopened, send: server.send, session, lock: localLock });
    expect(server.recorded.size).toBe(1);
  });

  it("a crash in 'sending': sent again with the same key once stale (the server records it once)", async () => {
    const outbox = await fresh();
    await outbox.put({ ...entry('k1', '2026-01-01T10:00:00Z', 1), state: 'sending', sending_since: 1000 });
    const server = fakeServer();
    server.recorded.set('k1', 55); // the first attempt landed; its answer was lost
    const fresh1 = await replayOutbox({ outbox, send: server.send, session, lock: localLock, now: () => 1000 + STALE_SENDING_MS / 2 });
    expect(fresh1.sent).toBe(0); // still in flight elsewhere: not touched
    await replayOutbox({ outbox, send: server.send, session, lock: localLock, now: () => 1000 + STALE_SENDING_MS + 1 });
    expect(server.recorded.size).toBe(1);
    expect((await outbox.get('k1'))).toMatchObject({ state: 'sent', server: { id: 55 } });
  });

  it('replay after partial success: stops at the first unanswered entry and sends only the rest later', async () => {
    const outbox = await fresh();
    for (let i = 1; i <= 4; i++) await outbox.put(entry(`k${i}`, `2026-01-01T10:00:0${i}Z`, i));
    const server = fakeServer();
    let down = false;
    const flaky = async (e: OutboxEntry): Promise<SendOutcome> => {
      if (e.key === 'k3') down = true;
      return down ? { kind: 'unreachable' } : server.send(e);
    };
    const first = await replayOutbox({ outbox, send: flaky, session, lock: localLock });
    expect(first).toMatchObject({ sent: 2, stopped: true });
    expect((await outbox.get('k3'))?.state).toBe('waiting');
    expect((await outbox.get('k4'))?.attempts).toBe(0);
    const second = await replayOutbox({ outbox, send: server.send, session, lock: localLock });
    expect(second).toMatchObject({ sent: 2, stopped: false });
    expect(server.requests).toEqual(['k1', 'k2', 'k3', 'k4']);
  });

  it('two senders at once: each entry is sent once', async () => {
    const factory = new IDBFactory();
    const tabA: Outbox = await openOutbox(factory, 'tabs');
    const tabB: Outbox = await openOutbox(factory, 'tabs');
    for (let i = 1; i <= 10; i++) await tabA.put(entry(`k${i}`, `2026-01-01T10:00:${String(i).padStart(2, '0')}Z`, i));
    const server = fakeServer();
    await Promise.all([
      replayOutbox({ outbox: tabA, send: server.send, session, lock: localLock }),
      replayOutbox({ outbox: tabB, send: server.send, session, lock: localLock }),
    ]);
    expect(server.requests).toHaveLength(10);
    expect(new Set(server.requests).size).toBe(10);
  });

  it("another employee's entries are held back until their session or an admin's; a refusal needs attention", async () => {
    const outbox = await fresh();
    await outbox.put(entry('mine', '2026-01-01T10:00:01Z', 1, 7));
    await outbox.put(entry('theirs', '2026-01-01T10:00:02Z', 2, 8));
    const server = fakeServer();
    const asOther = await replayOutbox({ outbox, send: server.send, session: { employee: 9, admin: false }, lock: localLock });
    expect(asOther).toMatchObject({ sent: 0, held: 2 });
    const asSeven = await replayOutbox({ outbox, send: server.send, session, lock: localLock });
    expect(asSeven).toMatchObject({ sent: 1, held: 1 });
    expect(server.requests).toEqual(['mine']);
    const refuse = async (): Promise<SendOutcome> => ({ kind: 'refused', message: 'offline selling is not allowed' });
    await replayOutbox({ outbox, send: refuse, session: { employee: 1, admin: true }, lock: localLock });
    expect(await outbox.get('theirs')).toMatchObject({ state: 'attention', message: 'offline selling is not allowed' });
    expect(await outbox.pending()).toBe(1);
  });

  it('nothing is lost when no session exists (signed out): all held', async () => {
    const outbox = await fresh();
    await outbox.put(entry('k1', '2026-01-01T10:00:01Z', 1));
    const result = await replayOutbox({ outbox, send: fakeServer().send, session: null, lock: localLock });
    expect(result.held).toBe(1);
    expect(await outbox.pending()).toBe(1);
  });

  it('prunes sent entries a week after the server recorded them, never one not yet recorded', async () => {
    const outbox = await fresh();
    const now = Date.parse('2026-02-01T00:00:00Z');
    const old = '2026-01-01T10:00:00Z';
    for (const [key, seq] of [['sent-old', 1], ['waiting-old', 2], ['attention-old', 3], ['approval-old', 4], ['sent-recent', 5]] as const) await outbox.put(entry(key, old, seq));
    await outbox.update('sent-old', { state: 'sent', sent_at: now - KEEP_SENT_MS - 1 });
    await outbox.update('attention-old', { state: 'attention' });
    await outbox.update('approval-old', { state: 'awaiting_approval' });
    // sent long after it happened (a long outage): kept a week from when it was sent
    await outbox.update('sent-recent', { state: 'sent', sent_at: now - 1000 });
    expect(await outbox.prune(now - KEEP_SENT_MS)).toBe(1);
    expect((await outbox.list()).map((e) => e.key)).toEqual(['waiting-old', 'attention-old', 'approval-old', 'sent-recent']);
    // a replay stamps when it was sent
    const server = fakeServer();
    await replayOutbox({ outbox, send: server.send, session, lock: localLock, now: () => now });
    expect((await outbox.get('waiting-old'))?.sent_at).toBe(now);
  });

  it("an offline check states the sale in the currency the till asked to be paid in, at its rate (as online)", () => {
    const e = { ...entry('k', '2026-01-01T10:00:00Z', 1), lines: [{ product: { id: 1, name: 'Shoe' }, size: { id: 2, name: '40' }, quantity: 2, unit: '10.05' }], shown: { currency: 'UZS', rate: '12650' } };
    expect(offlineCheckAmounts(e)).toMatchObject({ currency: 'UZS', total: '254265.00', items: 2, lines: [{ quantity: 2, unit: '127132.50', total: '254265.00' }] });
    // an entry written before the currency was kept: the base amounts, no name
    const { shown: _shown, ...old } = e;
    expect(offlineCheckAmounts(old)).toMatchObject({ currency: '', total: '20.10' });
  });
});
