import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';

/** the parts drawn once in this page: mounted again, they are drawn at once */
const drawn = new Set<string>();

/**
 * Whether a part of a first screen may be drawn yet: not on the page's first mount of `part` (unless
 * `now`), then one render later, in a transition started once the rest is committed; at once on any
 * later mount in the same page. For the parts that held the first screen back:
 * - MUI's Select, Autocomplete and Tooltip keep a node in React state, set as React commits. That update
 *   made React run every effect of the first screen and render again before the browser could paint what
 *   it had just committed: about 0.3 s at 4x CPU on the till (docs/decisions.md 'The first commit paints').
 * - Many elements no one needs in the first second (the menu's entries).
 */
export function useAfterFirstCommit(part: string, now = false): boolean {
  const [shown, setShown] = useState(() => now || drawn.has(part));
  useEffect(() => {
    if (shown) drawn.add(part);
    else startTransition(() => setShown(true));
  }, [shown, part]);
  return shown;
}

/**
 * What stands in for a select or a search field until `useAfterFirstCommit` lets it be drawn: the same
 * label, the same size and place, the value as text, not usable (for a moment, after the first paint).
 */
export function FieldPlaceholder({ label, value, sx, fullWidth }: { label: string; value?: string; sx?: TextFieldProps['sx']; fullWidth?: boolean }) {
  return <TextField size="small" label={label} value={value ?? ''} disabled fullWidth={fullWidth} sx={sx} />;
}

/**
 * `children` once `useAfterFirstCommit(part)` lets them be drawn, `placeholder` until then. A component,
 * not a hook in the screen: its first mount is the commit that first draws the part (a screen that
 * first drew a spinner does not use up the wait).
 */
export function AfterFirstCommit({ part, placeholder, children }: { part: string; placeholder: ReactNode; children: ReactNode }) {
  return <>{useAfterFirstCommit(part) ? children : placeholder}</>;
}
