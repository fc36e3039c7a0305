/** SPEC.md 4 'Cash desk: ... reopened for today': the one rule the close screen and the server apply. */
import { describe, expect, it } from 'vitest';
import { closingCancellable } from '../../src/domain/cashdesk/contract';

describe('closingCancellable', () => {
  it("is today's closing only (UTC days)", () => {
    expect(closingCancellable('2026-11-27', '2026-11-27')).toBe(true);
    expect(closingCancellable('2026-11-26', '2026-11-27')).toBe(false);
    expect(closingCancellable(new Date().toISOString().slice(0, 10))).toBe(true);
  });
});
