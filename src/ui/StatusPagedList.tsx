/**
 * A server-paged list by status (the movement lists): the status in the URL with its page
 * (useStatusPage), the page's query (10 a page), the tabs that choose the status and the props of its
 * `PagedCardTable`.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { StatusTabs, useStatusPage } from './StatusTabs';
import { TABLE_PAGE } from './CardTable';

/**
 * `labels`: each status and its tab's label (a key), in the tabs' order; the first is the default.
 * `fetch` reads one page of a status; with `enabled` false nothing is asked (a record is open instead).
 */
export function useStatusPagedList<S extends string, T>(
  key: string,
  labels: Record<S, string>,
  fetch: (status: S, page: { offset: number; limit: number }) => Promise<{ count: number; results: T[] }>,
  { replace, enabled = true }: { replace?: boolean; enabled?: boolean } = {},
) {
  const statuses = Object.keys(labels) as [S, ...S[]];
  const { status, setStatus, page, setPage } = useStatusPage(statuses, { replace });
  const query = useQuery({ queryKey: [key, status, page], queryFn: () => fetch(status, { offset: page * TABLE_PAGE, limit: TABLE_PAGE }), enabled });
  return { query, tabs: { statuses, labels, status, setStatus }, table: { query, page, onPage: setPage, rows: query.data?.results ?? [] } };
}

/** The tabs of a `useStatusPagedList`'s statuses, each with the test id `${testId}-${status}`. */
export function StatusListTabs<S extends string>({ tabs, testId, ariaLabel }: { tabs: ReturnType<typeof useStatusPagedList<S, unknown>>['tabs']; testId: string; ariaLabel: string }) {
  const translate = useTranslate();
  return <StatusTabs value={tabs.status} onChange={tabs.setStatus} tabs={tabs.statuses.map((s) => ({ value: s, label: translate(tabs.labels[s]), testId: `${testId}-${s}` }))} ariaLabel={ariaLabel} />;
}
