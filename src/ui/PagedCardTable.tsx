/**
 * One page of a server-paged list in a card: the query's states above it (loading, error, nothing
 * found), the table only while the page has rows, the pager (10 a page) under it. A filter the screen
 * refuses (a period in the future) says so instead, and the list is not asked for.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { messageKey } from '../i18n';
import { CardTable, QueryState } from './CardTable';

/** Why the screen's filters are refused (a message code: a period in the future, its dates out of order), translated. */
export function RefusalAlert({ code }: { code: string }) {
  const translate = useTranslate();
  return <Alert severity="error">{translate(messageKey(code))}</Alert>;
}

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
  /** why the filters are refused (a message code, src/domain/period.ts), or nothing: the query is then not enabled */
  refused?: string | null;
  testId: string;
  head: ReactNode;
  footer?: ReactNode;
  /** the page's rows */
  children: ReactNode;
}) {
  if (refused) return <RefusalAlert code={refused} />;
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
