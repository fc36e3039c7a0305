/** The pager under a table paged by `usePaging`: 10, 25 or 50 rows a page. */
import { TablePager } from '../layout/TablePager';
import type { Paged } from './usePaging';

export function PagingPager({ count, page, perPage, onPage, onPerPage }: Paged & { count: number }) {
  return (
    <TablePager
      count={count}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[10, 25, 50]}
      onPageChange={(_, p) => onPage(p)}
      onRowsPerPageChange={(e) => onPerPage(Number(e.target.value))}
    />
  );
}
