/** A titled card of a page (a place's currencies, a wallet's balances): its title is the section's h2. */
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, type SxProps, type Theme } from '@mui/material';

export function SectionCard({ title, sx, children }: { title: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Card sx={sx}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
