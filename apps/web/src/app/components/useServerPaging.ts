import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZES } from '@portal/shared/common/pagination';

/**
 * The state of a list searched and paged by the server: the text typed, the search sent (debounced),
 * the page and its size; a new search or a new size starts again from the first page.
 */
export function useServerPaging() {
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed.trim(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState<number>(PAGE_SIZES[0]);
  const [searched, setSearched] = useState(q);
  // Set during render, as React advises for state that follows other state.
  if (q !== searched) {
    setSearched(q);
    setPage(1);
  }
  const setPageSize = (size: number) => {
    setSize(size);
    setPage(1);
  };
  return { typed, setTyped, q, page, setPage, pageSize, setPageSize };
}
