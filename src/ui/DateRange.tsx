/** The two date fields of a period (reports, histories, payroll): no day in the future, the start not after the end. */
import { useState } from 'react';
import { TextField } from '@mui/material';
import { todayUtc } from '../domain/period';


/**
 * A period's two dates (empty unless given) and the fields' props; `onChange` runs after either
 * changes (a paged list goes back to its first page).
 */
export function usePeriod(initial: { after: string; before: string } = { after: '', before: '' }, onChange?: () => void) {
  const [after, setAfter] = useState(initial.after);
  const [before, setBefore] = useState(initial.before);
  const fields = {
    after,
    before,
    onAfter: (v: string) => {
      setAfter(v);
      onChange?.();
    },
    onBefore: (v: string) => {
      setBefore(v);
      onChange?.();
    },
  };
  return { after, before, fields };
}

export function DateRangeFields({
  after,
  before,
  onAfter,
  onBefore,
  afterLabel,
  beforeLabel,
  testIds,
}: {
  after: string;
  before: string;
  onAfter: (value: string) => void;
  onBefore: (value: string) => void;
  afterLabel: string;
  beforeLabel: string;
  /** the two fields' testids */
  testIds?: readonly [string, string];
}) {
  const testId = (i: 0 | 1) => (testIds ? { 'data-testid': testIds[i] } : {});
  return (
    <>
      <TextField size="small" type="date" label={afterLabel} value={after} onChange={(e) => onAfter(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: before || todayUtc(), ...testId(0) } }} />
      <TextField size="small" type="date" label={beforeLabel} value={before} onChange={(e) => onBefore(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: after, max: todayUtc(), ...testId(1) } }} />
    </>
  );
}
