/**
 * One page of a server-paged list in a card: the query's states above it (loading, error, nothing
 * found), the table only while the page has rows, the pager (10 a page) under it.
 */
import type { ReactNode } from 'react';
import { CardTable, QueryState } from './CardTable';

export function PagedCardTable({
  query,
  page,
  onPage,
  empty,
  pending,
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
  /** loading, when not the query's own pending (a query that is not enabled) */
  pending?: boolean;
  testId: string;
  head: ReactNode;
  footer?: ReactNode;
  /** the page's rows */
  children: ReactNode;
}) {
  return (
    <>
      <QueryState query={query} empty={empty} pending={pending} />
      {!!query.data?.results.length && (
        <CardTable testId={testId} pager={{ count: query.data.count, page, onPage }} head={head} footer={footer}>
          {children}
        </CardTable>
      )}
    </>
  );
}
