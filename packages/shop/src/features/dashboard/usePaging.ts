import { useState } from 'react';
import { ACCOUNT_DEFAULT_PAGE_SIZE } from '@otech/domain';

/** Page and page size of a dashboard list (10 by default); a new page size starts again at page 1. */
export function usePaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(ACCOUNT_DEFAULT_PAGE_SIZE);
  const setPageSize = (size: number) => {
    setSize(size);
    setPage(1);
  };
  return { page, pageSize, setPage, setPageSize };
}
