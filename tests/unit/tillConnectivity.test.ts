import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity, isUnreachable, TillTimeout } from '../../src/pos/offline/connectivity';
import { apiError } from '../../src/providers/httpClient';
import { errorBody } from '../../src/domain/errors';

afterEach(() => vi.useRealTimers());

describe('till connectivity', () => {
  it('counts a network error, a 503, a gateway answer and a timeout as unreachable, a refusal as an answer', () => {
    expect(isUnreachable(apiError(0, errorBody('network_error')))).toBe(true);
    expect(isUnreachable(apiError(503, errorBody('database_unavailable')))).toBe(true);
    expect(isUnreachable(apiError(502, errorBody('network_error')))).toBe(true);
    expect(isUnreachable(new TillTimeout())).toBe(true);
    expect(isUnreachable(apiError(400, errorBody('invalid')))).toBe(false);
    expect(isUnreachable(apiError(409, errorBody('product_is_out_of_stock')))).toBe(false);
  });

  it('goes offline when a call has no answer in time, probes, and comes back when the probe answers', async () => {
    vi.useFakeTimers();
    let ready = false;
    const probe = vi.fn(async () => ready);
    const c = createConnectivity({ probe, probeIntervalMs: 3000, timeoutMs: 4500, listenToWindow: false });
    const seen: boolean[] = [];
    c.subscribe(() => seen.push(c.online()));
    expect(c.online()).toBe(true);
    const call = c.call(() => new Promise(() => undefined));
    const caught = call.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4500);
    expect(await caught).toBeInstanceOf(TillTimeout);
    expect(c.online()).toBe(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(c.online()).toBe(false);
    ready = true;
    await vi.advanceTimersByTimeAsync(3000);
    expect(c.online()).toBe(true);
    // probing stops once back
    await vi.advanceTimersByTimeAsync(9000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([false, true]);
    c.dispose();
  });

  it('a 503 marks it down; a refusal (an answer) marks it up', async () => {
    const c = createConnectivity({ probe: async () => false, probeIntervalMs: 60_000, listenToWindow: false });
    await expect(c.call(() => Promise.reject(apiError(503, errorBody('database_unavailable'))))).rejects.toBeTruthy();
    expect(c.online()).toBe(false);
    await expect(c.call(() => Promise.reject(apiError(409, errorBody('invalid'))))).rejects.toBeTruthy();
    expect(c.online()).toBe(true);
    expect(await c.call(async () => 5)).toBe(5);
    c.dispose();
  });
});
