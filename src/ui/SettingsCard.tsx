import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { BalanceEntry } from '../domain/wallet/types';
import { Loading } from '../layout/RouteGuard';
import { BalanceChips } from './moneyUi';
import { FormBox } from './FormBox';
import { BusyButton } from './BusyButton';

/** One card of the settings screen. */
export function SettingsCard({ title, testId, children, action }: { title: string; testId: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card data-testid={testId} sx={{ height: '100%' }} component="section" aria-label={title}>
      <CardHeader title={title} action={action} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The company balance above a card's form: a chip per currency (a spinner instead while `loading`). */
export function CompanyBalance({ entries, loading = false, testId }: { entries: readonly BalanceEntry[] | undefined; loading?: boolean; testId: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {translate('app.money.balance.company_balance')}
      </Typography>
      {loading ? <Loading /> : <BalanceChips entries={entries} testId={testId} />}
    </Box>
  );
}

/**
 * A money card's form: its fields in a column, then the submit button (Enter submits too), disabled
 * until `ready` and while `busy` (a spinner on it then).
 */
export function MoneyForm({
  testId,
  ready,
  busy,
  submitLabel,
  submitTestId,
  onSubmit,
  children,
}: {
  testId?: string;
  ready: boolean;
  busy: boolean;
  /** the button's text, translated */
  submitLabel: string;
  submitTestId: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <FormBox
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      data-testid={testId}
    >
      {children}
      <Box>
        <BusyButton type="submit" busy={busy} disabled={!ready} data-testid={submitTestId}>
          {submitLabel}
        </BusyButton>
      </Box>
    </FormBox>
  );
}
