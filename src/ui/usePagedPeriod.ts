/** A server-paged history filtered by a period: the page, the period's dates and fields, and whether the period is refused. */
import { useState } from 'react';
import { periodProblem } from '../domain/period';
import { usePeriod } from './DateRange';

/** Another period starts at the first page; `datesProblem`: a date in the future or the start after the end (a message code), else null. */
export function usePagedPeriod() {
  const [page, setPage] = useState(0);
  const { after, before, fields } = usePeriod(undefined, () => setPage(0));
  return { page, setPage, after, before, fields, datesProblem: periodProblem(after, before) };
}
