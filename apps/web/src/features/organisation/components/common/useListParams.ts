import { PAGE_SIZES } from '@portal/shared/common/pagination';
import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { type AddressChanges, useAddressParams } from '../../../../app/routing/useAddressParams';

const DEFAULT_SIZE = PAGE_SIZES[0];

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Page, page size and search text of a server-side list, kept in the address (`?page=2&q=...`)
 * so that Voltar and a reload come back to the same page. The search is sent 300 ms after typing stops.
 */
export function useListParams() {
  const [params, setParams] = useAddressParams();
  const page = positive(params.get('page'), 1);
  const size = positive(params.get('pageSize'), DEFAULT_SIZE);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);

  // The first page and the default size are the address without them.
  const update = (next: AddressChanges) =>
    setParams(
      Object.fromEntries(
        Object.entries(next).map(([key, value]) => [
          key,
          (key === 'page' && value === 1) || (key === 'pageSize' && value === DEFAULT_SIZE) ? null : value,
        ]),
      ),
    );

  const q = params.get('q') ?? '';
  // Runs on the typed text only (`update` is a new function every render: the effect event reads the current one).
  const follow = useEffectEvent((text: string) => {
    if (text !== q) update({ q: text, page: 1 });
  });
  useEffect(() => follow(debounced), [debounced]);

  return {
    page,
    pageSize,
    q: q || undefined,
    search,
    setSearch,
    setPage: (next: number) => update({ page: next }),
    setPageSize: (next: number) => update({ pageSize: next, page: 1 }),
  };
}
