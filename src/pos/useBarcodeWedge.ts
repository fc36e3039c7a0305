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
 */
import { useEffect, useRef } from 'react';

export const WEDGE_GAP_MS = 60;
export const WEDGE_MIN_LENGTH = 4;

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

export function useBarcodeWedge(onScan: (code: string) => void) {
  const buffer = useRef('');
  const last = useRef(0);
  /** the pass-through field a burst began in, with its text before the burst's first key */
  const before = useRef<{ input: HTMLInputElement; text: string } | null>(null);
  const handler = useRef(onScan);
  handler.current = onScan;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const kind = targetKind(e.target);
      if (kind === 'field' || e.ctrlKey || e.altKey || e.metaKey) return;
      const now = e.timeStamp || performance.now();
      if (now - last.current > WEDGE_GAP_MS) {
        buffer.current = '';
        before.current = kind === 'pass' ? { input: e.target as HTMLInputElement, text: (e.target as HTMLInputElement).value } : null;
      }
      last.current = now;
      if (e.key === 'Enter') {
        const code = buffer.current;
        buffer.current = '';
        if (code.length >= WEDGE_MIN_LENGTH) {
          e.preventDefault();
          if (kind === 'pass' && before.current?.input === e.target) restoreInput(before.current.input, before.current.text);
          before.current = null;
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
