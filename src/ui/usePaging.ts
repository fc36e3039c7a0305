/** A table's page (from 0) and page size; a new size starts again at the first page. */
import { useState } from 'react';

/** The props of a paged table (MovementsTable, PagingPager). */
export interface Paged {
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export function usePaging(initialPerPage = 10) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(initialPerPage);
  const onPerPage = (n: number) => {
    setPerPage(n);
    setPage(0);
  };
  const paged: Paged = { page, perPage, onPage: setPage, onPerPage };
  return { page, perPage, setPage, onPerPage, paged };
}
