import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';

/** One card of the settings screen. */
export function SettingsCard({ title, testId, children, action }: { title: string; testId: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card data-testid={testId} sx={{ height: '100%' }} component="section" aria-label={title}>
      <CardHeader title={title} action={action} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
