/** A server-paged history filtered by a period: the page, the period's dates and fields, and whether the period is refused. */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { periodProblem } from '../domain/period';
import { usePeriod } from './DateRange';
import { TABLE_PAGE } from './CardTable';

/**
 * A list's page that belongs to its filters (`key`; a list's status tabs too): other filters start at
 * their first page, in the same render (filters kept in the address change a render later than a reset page would, which would
 * read the first page of the old filters once).
 */
export function usePageFor(key: string) {
  const [paged, setPaged] = useState({ key, page: 0 });
  // other filters forget the old page (coming back to the old filters starts at page 1 too)
  if (paged.key !== key) setPaged({ key, page: 0 });
  const page = paged.key === key ? paged.page : 0;
  return [page, (p: number) => setPaged({ key, page: p })] as const;
}

/**
 * The period lives in the address (usePeriod inUrl); another period, or other `filters` (the caller's
 * own, as a key), starts at the first page; `datesProblem`: a date in the future or the start after the
 * end (a message code), else null.
 */
function usePagedPeriod(filters = '') {
  const { after, before, fields } = usePeriod(undefined, { inUrl: true });
  const [page, setPage] = usePageFor(`${after}|${before}|${filters}`);
  return { page, setPage, after, before, fields, datesProblem: periodProblem(after, before) };
}

/** The period's dates and the page as a server-paged list takes them. */
export interface PeriodPageQuery {
  date_after?: string;
  date_before?: string;
  offset: number;
  limit: number;
}

/**
 * A server-paged list filtered by a period (`usePagedPeriod`; the caller's other filters are in `key`
 * and `filters`): the page's query (not asked while the period is refused; the old page stays shown
 * while the next one loads), its rows, the `period` as the API takes it, and `table`, the props of its
 * `PagedCardTable`.
 */
export function usePagedPeriodList<T>(key: readonly unknown[], fetch: (q: PeriodPageQuery) => Promise<{ count: number; results: T[] }>, filters = '') {
  const { page, setPage, after, before, fields, datesProblem } = usePagedPeriod(filters);
  const period = { date_after: after || undefined, date_before: before || undefined };
  const list = useQuery({
    queryKey: [...key, after, before, page],
    queryFn: () => fetch({ ...period, offset: page * TABLE_PAGE, limit: TABLE_PAGE }),
    enabled: !datesProblem,
    placeholderData: keepPreviousData,
  });
  return { list, rows: list.data?.results ?? [], after, before, period, fields, table: { query: list, page, onPage: setPage, refused: datesProblem } };
}
