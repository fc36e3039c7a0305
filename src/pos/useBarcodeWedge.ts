/**
 * A keyboard-wedge scanner types a code fast and ends it with Enter. This listens on the whole window,
 * so a scan adds a line wherever the focus is (SPEC.md section 2), without clicking a field first.
 * Keys typed into an editable field are left alone (a person typing a quantity or a search is not a
 * scanner), except the barcode field, which handles its own Enter. Keystrokes more than GAP_MS apart
 * start a new code; a code needs MIN_LENGTH characters.
 */
import { useEffect, useRef } from 'react';

export const WEDGE_GAP_MS = 60;
export const WEDGE_MIN_LENGTH = 4;

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.dataset.barcodeInput === 'true') return true;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useBarcodeWedge(onScan: (code: string) => void) {
  const buffer = useRef('');
  const last = useRef(0);
  const handler = useRef(onScan);
  handler.current = onScan;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isEditable(e.target) || e.ctrlKey || e.altKey || e.metaKey) return;
      const now = e.timeStamp || performance.now();
      if (now - last.current > WEDGE_GAP_MS) buffer.current = '';
      last.current = now;
      if (e.key === 'Enter') {
        const code = buffer.current;
        buffer.current = '';
        if (code.length >= WEDGE_MIN_LENGTH) {
          e.preventDefault();
          handler.current(code);
        }
        return;
      }
      if (e.key.length === 1) buffer.current += e.key;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
