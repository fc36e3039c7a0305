import { useState } from 'react';
import { TextField } from '@mui/material';

/** A quantity typed in a line: sent on blur or Enter when it is a whole number >= 1 and changed. */
export function QuantityCell({ value, disabled, onSave, testId, label }: { value: number; disabled: boolean; onSave: (q: number) => Promise<void>; testId: string; label: string }) {
  const [text, setText] = useState(String(value));
  const [busy, setBusy] = useState(false);
  const valid = /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 100_000;
  const commit = async () => {
    if (!valid || Number(text) === value) return;
    setBusy(true);
    try {
      await onSave(Number(text));
    } catch {
      setText(String(value));
    } finally {
      setBusy(false);
    }
  };
  if (disabled) return <>{value}</>;
  return (
    <TextField
      size="small"
      value={text}
      disabled={busy}
      error={!valid}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(e) => e.key === 'Enter' && void commit()}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': label, 'data-testid': testId, style: { width: 64, textAlign: 'right' } } }}
    />
  );
}

