/** A table's page (from 0) and page size; a new size starts again at the first page. */
import { useState } from 'react';

export function usePaging(initialPerPage = 10) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(initialPerPage);
  const onPerPage = (n: number) => {
    setPerPage(n);
    setPage(0);
  };
  /** `paged` are the props of a paged table (MovementsTable) */
  return { page, perPage, setPage, onPerPage, paged: { page, perPage, onPage: setPage, onPerPage } };
}
