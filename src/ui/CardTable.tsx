/**
 * The app's small tables: a table in a card (the header row, the rows, a pager under them when given
 * one), the states of the query above it (loading, error, nothing found) and the pager of a server-paged
 * list (SPEC.md 9: 10 rows a page).
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Card, Collapse, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type TableCellProps } from '@mui/material';
import { errorText } from '../layout/feedback';
import { Loading } from '../layout/RouteGuard';
import { TablePager } from '../layout/TablePager';

/** SPEC.md 9: tables page by 10. */
export const TABLE_PAGE = 10;

/** A page of a server-paged table: its total, the page shown (from 0) and the way to another. */
export interface TablePage {
  count: number;
  page: number;
  onPage: (page: number) => void;
  testId?: string;
}

/** The pager of a server-paged table, `rowsPerPage` rows a page (10 unless said). */
export function PageNav({ count, page, onPage, testId, rowsPerPage = TABLE_PAGE }: TablePage & { rowsPerPage?: number }) {
  return <TablePager count={count} page={page} rowsPerPage={rowsPerPage} rowsPerPageOptions={[rowsPerPage]} onPageChange={(_, p) => onPage(p)} data-testid={testId} />;
}

/**
 * A header cell as data: a translation key; or the cell's props with `label` (a key) or `text` (a text
 * or node already translated), `{}` an empty cell; `false`, `null` or `undefined` leave the column out
 * (`cond && 'key'`); an empty key leaves it out too.
 */
export type HeadColumn = string | (Omit<TableCellProps, 'children'> & { label?: string; text?: ReactNode }) | false | null | undefined;

/** The header row's cells of `columns`, in order: a key's text translated, the rest as given. */
export function HeadCells({ columns }: { columns: readonly HeadColumn[] }) {
  const translate = useTranslate();
  return (
    <>
      {columns.map((c, i) => {
        if (!c) return null;
        if (typeof c === 'string') return <TableCell key={i}>{translate(c)}</TableCell>;
        const { label, text, ...cell } = c;
        return (
          <TableCell key={i} {...cell}>
            {label ? translate(label) : text}
          </TableCell>
        );
      })}
    </>
  );
}

/**
 * A small table: `head` are the header row's cells, children the rows; with `maxHeight` the body
 * scrolls under a sticky header. `CardTable` puts it in a card; a card with more in it holds it bare.
 * `region` (its name): a wide table that scrolls sideways on a phone is a region the keyboard can focus
 * and scroll (WCAG 2.1.1).
 */
/**
 * A table's scroll box as a named region the keyboard can reach (axe `scrollable-region-focusable`): a
 * wide table scrolls sideways on a phone, and one whose cells hold nothing focusable (a seller's read-only
 * prices, a stock grid) could not be scrolled without a mouse.
 */
export const scrollRegion = (label: string | undefined) => (label ? { tabIndex: 0, role: 'region', 'aria-label': label } : {});

export function HeadTable({
  testId,
  head,
  children,
  ariaLabel,
  maxHeight,
  region,
}: {
  testId?: string;
  head: ReactNode;
  children: ReactNode;
  ariaLabel?: string;
  maxHeight?: number;
  region?: string;
}) {
  return (
    <TableContainer sx={maxHeight ? { maxHeight } : undefined} {...scrollRegion(region)}>
      <Table size="small" stickyHeader={!!maxHeight} data-testid={testId} aria-label={ariaLabel}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * A table in a card: `head` are the header row's cells, children the rows, `footer` under the table
 * (above the pager); with `maxHeight` the body scrolls under a sticky header.
 */
export function CardTable({
  testId,
  head,
  children,
  footer,
  pager,
  ariaLabel,
  maxHeight,
}: {
  testId: string;
  head: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  pager?: TablePage & { rowsPerPage?: number };
  ariaLabel?: string;
  maxHeight?: number;
}) {
  return (
    <Card>
      <HeadTable testId={testId} head={head} ariaLabel={ariaLabel} maxHeight={maxHeight}>
        {children}
      </HeadTable>
      {footer}
      {pager && <PageNav {...pager} />}
    </Card>
  );
}

/** A row's details under it, across the table's `colSpan` columns, shown while `open`. */
export function CollapseRow({ open, colSpan, children }: { open: boolean; colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
        <Collapse in={open} unmountOnExit>
          {children}
        </Collapse>
      </TableCell>
    </TableRow>
  );
}

/**
 * The states of a list query above its table: loading (`pending`, the query's own unless said), the
 * error (translated; not with `showError` false, for a screen that toasts it), `empty` when the answer
 * (a list, or a page of one) has no row.
 */
export function QueryState({
  query,
  empty,
  showError = true,
  pending = query.isPending,
}: {
  query: { isPending: boolean; error: unknown; data?: readonly unknown[] | { results: readonly unknown[] } };
  empty: string;
  showError?: boolean;
  pending?: boolean;
}) {
  const translate = useTranslate();
  const rows = query.data && ('results' in query.data ? query.data.results : query.data);
  return (
    <>
      {pending && <Loading />}
      {showError && !!query.error && <Alert severity="error">{errorText(translate, query.error)}</Alert>}
      {rows && rows.length === 0 && <Alert severity="info">{empty}</Alert>}
    </>
  );
}
