/** The row of a screen's filters (selects, a period, a search) above its table: it wraps on a phone. */
import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@mui/material';

export function FilterBar({ children, alignItems, ...box }: Omit<BoxProps, 'children' | 'sx'> & { children: ReactNode; alignItems?: 'center' | 'flex-start' }) {
  return (
    <Box {...box} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2, ...(alignItems && { alignItems }) }}>
      {children}
    </Box>
  );
}
