/**
 * What the stock movement screens share (issue 12): the page frame, the transfer status chip, the
 * places the caller works at and every active place (for a recipient).
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Box, Chip, Typography } from '@mui/material';
import type { TransferStatus } from '../../domain/movement/contract';
import type { AppDataProvider } from '../../providers/dataProvider';

export function Page({ title, testId, actions, children }: { title: string; testId: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={testId}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}

/** SPEC.md 4: preparing, on the way, delivered (colours with AA contrast for white text). */
export function TransferStatusChip({ status }: { status: TransferStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'delivered' ? 'success' : status === 'on_the_way' ? 'primary' : 'default'} label={translate(`app.movement.status_${status}`)} data-testid={`transfer-status-${status}`} />;
}

/** The places the caller works at, and every active place of the company. */
export function usePlaces() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const mine = useQuery({ queryKey: ['places', 'mine'], queryFn: () => dataProvider.myPlaces(), staleTime: 60_000 });
  const all = useQuery({ queryKey: ['places', 'all'], queryFn: () => dataProvider.activePlaces(), staleTime: 60_000 });
  return {
    mine: (mine.data ?? []).map((p) => ({ id: p.id as number, name: String(p.name) })),
    all: (all.data ?? []).map((p) => ({ id: p.id as number, name: String(p.name) })),
  };
}

