/** Widgets shared by the requisition screens: the status chip, the status filter and the paged list it filters. */
import { useState, type ComponentProps, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Chip, MenuItem, TextField } from '@mui/material';
import { REQUISITION_STATUSES, type RequisitionStatus } from '../../domain/requisition/contract';

import { TABLE_PAGE } from '../../ui/CardTable';
import { PagedCardTable } from '../../ui/PagedCardTable';
import { StatusSelect } from '../../ui/StatusSelect';

/** A list of requisitions filtered by status, 10 a page (another status starts at its first page). */
export function useRequisitionPages<T>(key: string, fetch: (q: { status?: RequisitionStatus; offset: number; limit: number }) => Promise<{ count: number; results: T[] }>) {
  const [status, setStatus] = useState<RequisitionStatus | ''>('');
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: [key, status, page],
    queryFn: () => fetch({ status: status || undefined, offset: page * TABLE_PAGE, limit: TABLE_PAGE }),
    placeholderData: keepPreviousData,
  });
  const filter = (v: RequisitionStatus | '') => {
    setStatus(v);
    setPage(0);
  };
  return { status, filter, page, setPage, list, rows: list.data?.results ?? [] };
}

/** The page of `useRequisitionPages` in a card (its states, the pager); `empty` is the text of no row. */
export function RequisitionTable({ pages, empty, testId, head, children }: { pages: { list: ComponentProps<typeof PagedCardTable>['query']; page: number; setPage: (page: number) => void }; empty: string; testId: string; head: ReactNode; children: ReactNode }) {
  return (
    <PagedCardTable query={pages.list} page={pages.page} onPage={pages.setPage} empty={empty} testId={testId} head={head}>
      {children}
    </PagedCardTable>
  );
}

const COLOURS: Record<RequisitionStatus, 'warning' | 'success' | 'error'> = { pending: 'warning', approved: 'success', rejected: 'error' };

export function RequisitionStatusChip({ status, testId }: { status: RequisitionStatus; testId?: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[status]} label={translate(`app.requisitions.status_${status}`)} data-testid={testId} />;
}

export function StatusFilter({ value, onChange, testId }: { value: RequisitionStatus | ''; onChange: (v: RequisitionStatus | '') => void; testId: string }) {
  const translate = useTranslate();
  return (
    <StatusSelect
      label={translate('app.requisitions.status')}
      value={value}
      onChange={onChange}
      statuses={REQUISITION_STATUSES}
      statusLabel={(s) => translate(`app.requisitions.status_${s}`)}
      allLabel={translate('app.financial_requisitions.all_statuses')}
      testId={testId}
      testIdOn="value"
      minWidth={180}
    />
  );
}

/** A place of the requisition screens, by its id as a string ('' while none is chosen); the test id is on the shown value. */
export function PlaceChoice({ label, value, onChange, places, testId, helperText, minWidth }: { label: string; value: string; onChange: (id: string) => void; places: readonly { id: number; name: string }[]; testId: string; helperText?: string; minWidth: number }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} helperText={helperText} slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as never } }} sx={{ minWidth }}>
      {places.map((p) => (
        <MenuItem key={p.id} value={String(p.id)}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
