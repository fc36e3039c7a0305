/**
 * The till's keyboard-wedge listener (src/pos/useBarcodeWedge.ts): a fast burst ending in Enter is a
 * scan wherever the focus is; the same code typed at human speed outside any field is no scan, and the
 * till is told so (it then shows a hint to use the barcode field); typing in a field is left alone.
 */
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useBarcodeWedge, WEDGE_GAP_MS, WEDGE_SLOW_GAP_MS } from '../../src/pos/useBarcodeWedge';

function Till({ onScan, onSlow }: { onScan: (code: string) => void; onSlow: () => void }) {
  useBarcodeWedge(onScan, onSlow);
  return <input data-testid="search" aria-label="search" />;
}

/** Keys sent to `target` with their own timestamps, `gap` ms apart, then Enter. */
function typeAt(target: EventTarget, code: string, gap: number, start = 1000) {
  [...code, 'Enter'].forEach((key, i) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: start + i * gap });
    target.dispatchEvent(event);
  });
}

describe('keyboard wedge', () => {
  it('a fast burst outside any field is a scan; no hint', () => {
    const onScan = vi.fn();
    const onSlow = vi.fn();
    render(<Till onScan={onScan} onSlow={onSlow} />);
    typeAt(document.body, '4600000000012', 5);
    expect(onScan).toHaveBeenCalledWith('4600000000012');
    expect(onSlow).not.toHaveBeenCalled();
  });

  it('the code typed at human speed outside any field is no scan, and the till is told so', () => {
    const onScan = vi.fn();
    const onSlow = vi.fn();
    render(<Till onScan={onScan} onSlow={onSlow} />);
    typeAt(document.body, '4600000000012', 180);
    expect(onScan).not.toHaveBeenCalled();
    expect(onSlow).toHaveBeenCalledTimes(1);
    expect(180).toBeGreaterThan(WEDGE_GAP_MS);
  });

  it('keys far apart are no attempt at a code; typing in a field is left alone', () => {
    const onScan = vi.fn();
    const onSlow = vi.fn();
    const { getByTestId } = render(<Till onScan={onScan} onSlow={onSlow} />);
    // a stray key now and then, then Enter: nothing to say
    typeAt(document.body, '12', WEDGE_SLOW_GAP_MS + 500);
    typeAt(document.body, 'ab', WEDGE_SLOW_GAP_MS + 500, 60_000);
    typeAt(getByTestId('search'), '4600000000012', 180, 120_000);
    expect(onSlow).not.toHaveBeenCalled();
    expect(onScan).not.toHaveBeenCalled();
  });
});
