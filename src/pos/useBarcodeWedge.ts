/**
 * A keyboard-wedge scanner types a code fast and ends it with Enter. This listens on the whole window,
 * so a scan adds a line wherever the focus is (SPEC.md section 2), without clicking a field first.
 * Keys typed into an editable field are left alone (a person typing a search or a name is not a
 * scanner), except:
 * - the barcode field (`data-barcode-input`), which handles its own Enter;
 * - a field that passes scans on (`data-wedge-passthrough`, the cart's quantities): a burst ending in
 *   Enter there is a scan like anywhere else, and the field gets back the text it had before the burst
 *   (its `input` event, so the quantity the burst's first digits made is put back too); slower typing
 *   stays the person's.
 * Keystrokes more than GAP_MS apart start a new code; a code needs MIN_LENGTH characters.
 * A person typing a code outside any field at human speed, ending in Enter, is no scan: `onSlowCode`
 * tells them to use the barcode field (keys up to SLOW_GAP_MS apart count as one attempt).
 */
import { useEffect, useRef } from 'react';

export const WEDGE_GAP_MS = 60;
export const WEDGE_MIN_LENGTH = 4;
export const WEDGE_SLOW_GAP_MS = 2000;

/** 'field': a person's typing, left alone; 'pass': an input a scan's burst may land in; 'none': no field. */
function targetKind(target: EventTarget | null): 'field' | 'pass' | 'none' {
  if (!(target instanceof HTMLElement)) return 'none';
  if (target.dataset.barcodeInput === 'true') return 'field';
  if (target instanceof HTMLInputElement && target.dataset.wedgePassthrough === 'true') return 'pass';
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ? 'field' : 'none';
}

/** Puts a text back into a (React-controlled) input as if typed: React's onChange sees it. */
function restoreInput(input: HTMLInputElement, text: string) {
  if (input.value === text) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function useBarcodeWedge(onScan: (code: string) => void, onSlowCode?: () => void) {
  const buffer = useRef('');
  const last = useRef(0);
  /** what was typed outside any field, however slowly (the slow attempt at a code) */
  const slow = useRef('');
  /** the pass-through field a burst began in, with its text before the burst's first key */
  const before = useRef<{ input: HTMLInputElement; text: string } | null>(null);
  const handler = useRef(onScan);
  handler.current = onScan;
  const slowHandler = useRef(onSlowCode);
  slowHandler.current = onSlowCode;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const kind = targetKind(e.target);
      if (kind === 'field' || e.ctrlKey || e.altKey || e.metaKey) return;
      const now = e.timeStamp || performance.now();
      if (kind !== 'none' || now - last.current > WEDGE_SLOW_GAP_MS) slow.current = '';
      if (now - last.current > WEDGE_GAP_MS) {
        buffer.current = '';
        before.current = kind === 'pass' ? { input: e.target as HTMLInputElement, text: (e.target as HTMLInputElement).value } : null;
      }
      last.current = now;
      if (e.key === 'Enter') {
        const code = buffer.current;
        buffer.current = '';
        const typed = slow.current;
        slow.current = '';
        if (code.length >= WEDGE_MIN_LENGTH) {
          e.preventDefault();
          if (kind === 'pass' && before.current?.input === e.target) restoreInput(before.current.input, before.current.text);
          before.current = null;
          handler.current(code);
        } else if (kind === 'none' && typed.length >= WEDGE_MIN_LENGTH) {
          slowHandler.current?.();
        }
        return;
      }
      if (e.key.length === 1) {
        buffer.current += e.key;
        if (kind === 'none') slow.current += e.key;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
