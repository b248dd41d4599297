import { useMemo, useState } from 'react';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@portal/shared/common/pagination';

const PAGE_LINKS = 5;

/** The five page numbers around the current page. */
export function pageWindow(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(PAGE_LINKS / 2), pages - PAGE_LINKS + 1));
  const last = Math.min(pages, first + PAGE_LINKS - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The page of a list kept in memory (1-authoring §2: "Pagination is done locally"). */
export function useLocalPage<T>(items: readonly T[]) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  // A delete on the last page may leave it empty: go back to the last one that exists (set during render, as React advises).
  if (page > pages) setPage(pages);
  const current = Math.min(page, pages);
  const slice = useMemo(() => items.slice((current - 1) * pageSize, current * pageSize), [items, current, pageSize]);
  return {
    slice,
    page: current,
    pageSize,
    total: items.length,
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
}

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The page-size choice (10/25/50/100); left out by the tables whose size is fixed (the answers table's 5). */
  onPageSize?: (size: number) => void;
  /** Names the navigation landmark of the page links. */
  label: string;
}

/**
 * Every table's paging (2-access §9, 1-authoring §2, 3-reports §2): page size 10 with 10/25/50/100,
 * the caption 'Mostrando x para y de z entradas' and five page links, for a list paged by the
 * server or in memory.
 */
export function TablePagination({ page, pageSize, total, onPage, onPageSize, label }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="md" wrap="wrap" align="flex-end">
      <Group gap="md" wrap="wrap" align="flex-end">
        {onPageSize && (
          <NativeSelect
            label={t('pagination.pageSize')}
            data={PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(event) => onPageSize(Number(event.currentTarget.value))}
            w={170}
            size="sm"
          />
        )}
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="pagination-caption" pb={6}>
          {t('pagination.caption', { from, to, total })}
        </Text>
      </Group>
      <nav aria-label={label}>
        <Group gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <li>
            <Button variant="default" size="xs" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('pagination.previous')}>
              <IconChevronLeft size={16} aria-hidden />
            </Button>
          </li>
          {pageWindow(page, pages).map((number) => (
            <li key={number}>
              <Button
                size="xs"
                variant={number === page ? 'filled' : 'default'}
                onClick={() => onPage(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('pagination.page', { number })}
              >
                {number}
              </Button>
            </li>
          ))}
          <li>
            <Button variant="default" size="xs" onClick={() => onPage(page + 1)} disabled={page >= pages} aria-label={t('pagination.next')}>
              <IconChevronRight size={16} aria-hidden />
            </Button>
          </li>
        </Group>
      </nav>
    </Group>
  );
}
