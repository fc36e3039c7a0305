/**
 * One page of a server-paged list in a card: the query's states above it (loading, error, nothing
 * found), the table only while the page has rows, the pager (10 a page) under it. A filter the screen
 * refuses (a period in the future) says so instead, and the list is not asked for.
 */
import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { CardTable, QueryState } from './CardTable';

export function PagedCardTable({
  query,
  page,
  onPage,
  empty,
  refused,
  testId,
  head,
  footer,
  children,
}: {
  query: { isPending: boolean; error: unknown; data?: { count: number; results: readonly unknown[] } };
  page: number;
  onPage: (page: number) => void;
  /** the text when the page has no row */
  empty: string;
  /** why the filters are refused (translated), or nothing: the query is then not enabled */
  refused?: string | null;
  testId: string;
  head: ReactNode;
  footer?: ReactNode;
  /** the page's rows */
  children: ReactNode;
}) {
  if (refused) return <Alert severity="error">{refused}</Alert>;
  return (
    <>
      <QueryState query={query} empty={empty} />
      {!!query.data?.results.length && (
        <CardTable testId={testId} pager={{ count: query.data.count, page, onPage }} head={head} footer={footer}>
          {children}
        </CardTable>
      )}
    </>
  );
}
