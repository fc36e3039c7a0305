/**
 * One page of a server-paged list in a card: the query's states above it (loading, error, nothing
 * found; the error not with `showError` false, for a screen that toasts it), the table only while the
 * page has rows, the pager (10 a page) under it: in the card, or with `pagerBelow` under the card once
 * there is more than a page. A filter the screen refuses (a period in the future) says so instead, and
 * the list is not asked for.
 */
import { useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { messageKey } from '../i18n';
import { CardTable, PageNav, QueryState, TABLE_PAGE, type CardTableProps, type TableContent, type TableRecord } from './CardTable';

/** Why the screen's filters are refused (a message code: a period in the future, its dates out of order), translated. */
export function RefusalAlert({ code }: { code: string }) {
  const translate = useTranslate();
  return <Alert severity="error">{translate(messageKey(code))}</Alert>;
}

export function PagedCardTable<T extends TableRecord = TableRecord>({
  query,
  page,
  onPage,
  empty,
  refused,
  showError,
  pagerBelow,
  ...table
}: {
  query: { isPending: boolean; error: unknown; data?: { count: number; results: readonly unknown[] } };
  page: number;
  onPage: (page: number) => void;
  /** the text when the page has no row */
  empty: string;
  /** why the filters are refused (a message code, src/domain/period.ts), or nothing: the query is then not enabled */
  refused?: string | null;
  showError?: boolean;
  /** the pager under the card, shown only when there is more than a page (its test id, if any) */
  pagerBelow?: { testId?: string };
} & Omit<CardTableProps, 'pager'> &
  TableContent<T>) {
  if (refused) return <RefusalAlert code={refused} />;
  return (
    <>
      <QueryState query={query} empty={empty} showError={showError} />
      {!!query.data?.results.length && <CardTable<T> {...table} pager={pagerBelow ? undefined : { count: query.data.count, page, onPage }} />}
      {pagerBelow && query.data && query.data.count > TABLE_PAGE && <PageNav count={query.data.count} page={page} onPage={onPage} testId={pagerBelow.testId} />}
    </>
  );
}
