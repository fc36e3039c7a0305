/** A server-paged history filtered by a period: the page, the period's dates and fields, and whether the period is refused. */
import { useState } from 'react';
import { periodProblem } from '../domain/period';
import { usePeriod } from './DateRange';

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
export function usePagedPeriod(filters = '') {
  const { after, before, fields } = usePeriod(undefined, { inUrl: true });
  const [page, setPage] = usePageFor(`${after}|${before}|${filters}`);
  return { page, setPage, after, before, fields, datesProblem: periodProblem(after, before) };
}
