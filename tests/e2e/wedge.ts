/**
 * A keyboard-wedge scanner's burst: the code's keys and Enter as real input (DevTools
 * Input.dispatchKeyEvent, trusted events, what Playwright's keyboard sends) stamped 5 ms apart, as a
 * hardware scanner's keys are stamped by the OS. The events are issued back to back, without waiting
 * for one to be handled before the next (the browser takes them in order, as from a keyboard):
 * Playwright's keyboard.type waits for each key's acknowledgement, about 5 ms a key on a 2-core machine,
 * and lets the renderer stamp each key when it gets to it, so on a loaded machine two keys can land more
 * than the wedge's 60 ms apart, which no scanner does. Used by the e2e flows (helpers.ts `wedgeScan`)
 * and by the bench's scan to line (tests/bench/browser.ts); no test runner imports here.
 */
import type { CDPSession } from 'playwright-core';

export async function sendWedgeBurst(cdp: CDPSession, code: string) {
  const start = Date.now() / 1000;
  const keys = [...code].map((ch) => ({ key: ch, text: ch, code: /\d/.test(ch) ? `Digit${ch}` : `Key${ch.toUpperCase()}`, windowsVirtualKeyCode: ch.toUpperCase().charCodeAt(0) }));
  keys.push({ key: 'Enter', text: '\r', code: 'Enter', windowsVirtualKeyCode: 13 });
  const sent: Promise<unknown>[] = [];
  for (const [i, k] of keys.entries()) {
    const timestamp = start + i * 0.005;
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: k.key === 'Enter' ? 'rawKeyDown' : 'keyDown', ...k, timestamp }));
    if (k.key === 'Enter') sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'char', ...k, timestamp }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: k.key, code: k.code, windowsVirtualKeyCode: k.windowsVirtualKeyCode, timestamp: timestamp + 0.001 }));
  }
  await Promise.all(sent);
}
