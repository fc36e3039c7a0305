import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@mui/material';

/**
 * The row of a screen's filters (selects, a period, a search) above its table: it wraps on a phone. Its
 * fields sit side by side from a tablet's width up (react-admin's theme makes every text field full width,
 * which stacked a period's two dates one per row on a desktop).
 */
const sideBySide = { '& > .MuiFormControl-root': { width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 200 } } } as const;

export function FilterBar({ children, alignItems, ...box }: Omit<BoxProps, 'children' | 'sx'> & { children: ReactNode; alignItems?: 'center' | 'flex-start' }) {
  return (
    <Box {...box} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2, ...sideBySide, ...(alignItems && { alignItems }) }}>
      {children}
    </Box>
  );
}
