/** A server-paged history filtered by a period: the page, the period's dates and fields, and whether the period is refused. */
import { useState } from 'react';
import { periodFilterBad } from '../domain/period';
import { todayIso, usePeriod } from './DateRange';

/** Another period starts at the first page; `datesBad` while a date is in the future or the start is after the end. */
export function usePagedPeriod() {
  const [page, setPage] = useState(0);
  const { after, before, fields } = usePeriod(undefined, () => setPage(0));
  return { page, setPage, after, before, fields, datesBad: periodFilterBad(after, before, todayIso()) };
}
