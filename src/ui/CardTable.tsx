/**
 * The app's small tables: a table in a card (the header row, the rows, a pager under them when given
 * one), the states of the query above it (loading, error, nothing found) and the pager of a server-paged
 * list (SPEC.md 9: 10 rows a page).
 */
import { Fragment, type Key, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Card, Collapse, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type TableCellProps, type TableRowProps, type Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
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
 * A table's scroll box as a named region the keyboard can reach (axe `scrollable-region-focusable`): a
 * wide table scrolls sideways on a phone, and one whose cells hold nothing focusable (a seller's read-only
 * prices, a stock grid) could not be scrolled without a mouse.
 */
export const scrollRegion = (label: string | undefined) => (label ? { tabIndex: 0, role: 'region', 'aria-label': label } : {});

/**
 * The sign that a box scrolls sideways: a shadow on the edge where more columns are (none once scrolled
 * to that end). Pure CSS: the paper-coloured covers move with the content (attachment local), the
 * shadows stay with the box (scroll), so a shadow shows only where a cover has moved away. On a phone the
 * stock grid's last places and 'Total' and the prices' discount columns are then visibly further on.
 */
export const SCROLL_SHADOWS = (theme: Theme): SystemStyleObject<Theme> => {
  const paper = theme.palette.background.paper;
  const shade = 'rgba(0, 0, 0, 0.22)';
  return {
    backgroundImage: [
      `linear-gradient(to right, ${paper} 30%, transparent)`,
      `linear-gradient(to left, ${paper} 30%, transparent)`,
      `radial-gradient(farthest-side at 0 50%, ${shade}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent)`,
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
  };
};

/**
 * A column of a table of records, written once for its header and its cells: the header as a
 * `HeadColumn`'s (`label` a key, or `text` already translated; neither, an empty header cell), `align`
 * and `padding` for the header and the cells alike; a row's cell holds `cell(row)`, or `td(row)` is the
 * whole cell (a MoneyCell, a cell with its own test id).
 */
export interface Column<T> {
  label?: string;
  text?: ReactNode;
  align?: TableCellProps['align'];
  padding?: TableCellProps['padding'];
  cell?: (row: T, index: number) => ReactNode;
  /** the body cells' style (not the header's) */
  cellSx?: TableCellProps['sx'];
  td?: (row: T, index: number) => ReactNode;
}

/** A table's columns; `false`, `null` or `undefined` leave one out (`cond && { … }`). */
export type Columns<T> = readonly (Column<T> | false | null | undefined)[];

/** A row's own props: its test id, its style. */
export type RowProps = Omit<TableRowProps, 'children'> & { 'data-testid'?: string };

/** The rows of a table of records: `columns`, the records (`rows`, each keyed by its id), a row's test id `${rowTestId}-${id}`, or `rowProps` of a row. */
export interface ColumnRowsProps<T> {
  columns: Columns<T>;
  rows: readonly T[];
  rowTestId?: string;
  rowProps?: (row: T, index: number) => RowProps;
}

/** What a table shows: its header cells and rows as markup (`head`, children), or its columns and records. */
export type TableContent<T> = { head: ReactNode; children: ReactNode } | ColumnRowsProps<T>;

/** A record of a table: keyed by its id. */
export type TableRecord = { id: Key };

/** The rows of `columns` for `rows`: a cell a column, in order. */
export function ColumnRows<T extends TableRecord>({ columns, rows, rowTestId, rowProps }: ColumnRowsProps<T>) {
  const shown = columns.filter((c): c is Column<T> => !!c);
  return (
    <>
      {rows.map((row, i) => (
        <TableRow key={row.id} data-testid={rowTestId && `${rowTestId}-${row.id}`} {...rowProps?.(row, i)}>
          {shown.map((c, j) =>
            c.td ? (
              <Fragment key={j}>{c.td(row, i)}</Fragment>
            ) : (
              <TableCell key={j} align={c.align} padding={c.padding} sx={c.cellSx}>
                {c.cell?.(row, i)}
              </TableCell>
            ),
          )}
        </TableRow>
      ))}
    </>
  );
}

/** The header cells and the body of a table's content. */
function contentParts<T extends TableRecord>(content: TableContent<T>): { head: ReactNode; body: ReactNode } {
  if ('head' in content) return { head: content.head, body: content.children };
  const head = content.columns.map((c) => c && { label: c.label, text: c.text, align: c.align, padding: c.padding });
  return { head: <HeadCells columns={head} />, body: <ColumnRows {...content} /> };
}

/** A cell's link to a record's page, named for a screen reader by `label` (the text is the record's number or code). */
export function RecordLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} aria-label={label}>
      {children}
    </Link>
  );
}

/** The frame of a table: its test id, name, scroll. */
export interface TableFrame {
  testId?: string;
  ariaLabel?: string;
  maxHeight?: number;
}

/**
 * A small table: its content (`head`, the header row's cells, and the rows; or `columns` and `rows`);
 * with `maxHeight` the body scrolls under a sticky header. `CardTable` puts it in a card; a card with
 * more in it holds it bare. `region` (its name): a wide table that scrolls sideways on a phone is a
 * region the keyboard can focus and scroll (WCAG 2.1.1).
 */
export function HeadTable<T extends TableRecord = TableRecord>({ testId, ariaLabel, maxHeight, region, ...content }: TableFrame & { region?: string } & TableContent<T>) {
  const { head, body } = contentParts(content);
  return (
    <TableContainer sx={[SCROLL_SHADOWS, !!maxHeight && { maxHeight }]} {...scrollRegion(region)}>
      <Table size="small" stickyHeader={!!maxHeight} data-testid={testId} aria-label={ariaLabel}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{body}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A table in a card: its frame, `footer` under the table (above the pager), the pager of a server-paged list. */
export interface CardTableProps extends TableFrame {
  testId: string;
  footer?: ReactNode;
  pager?: TablePage & { rowsPerPage?: number };
}

/** The props of a table of documents (sales, bookings) that a screen places: its test id and, for one page of a longer list, the pager. */
export type DocumentTableProps = Pick<CardTableProps, 'testId' | 'pager'>;

/**
 * A table in a card: its content (`head` and the rows, or `columns` and `rows`), `footer` under the
 * table (above the pager); with `maxHeight` the body scrolls under a sticky header.
 */
export function CardTable<T extends TableRecord = TableRecord>({ footer, pager, ...table }: CardTableProps & TableContent<T>) {
  return (
    <Card>
      <HeadTable<T> {...table} />
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
