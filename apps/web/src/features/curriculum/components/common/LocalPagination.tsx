import { useEffect, useMemo, useState } from 'react';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** 1-authoring §9: page size 10, options 10/25/50/100, five page links. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const PAGE_LINKS = 5;

/** The page of a list kept in memory (1-authoring §2: "Pagination is done locally"). */
export function useLocalPage<T>(items: readonly T[]) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  // A delete on the last page may leave it empty: go back to the last one that exists.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
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

/** The five page numbers around the current page. */
export function pageWindow(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(PAGE_LINKS / 2), pages - PAGE_LINKS + 1));
  const last = Math.min(pages, first + PAGE_LINKS - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** Names the navigation landmark. */
  label: string;
}

/** Page size, the range caption ('Mostrando de 1 até 10 de 23 registros') and five page links. */
export function LocalPagination({ page, pageSize, total, onPage, onPageSize, label }: Props) {
  const { t } = useTranslation('curriculum');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Group gap="md" wrap="wrap">
        <NativeSelect
          label={t('pagination.pageSize')}
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          w={130}
          size="sm"
        />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="pagination-caption" mt="lg">
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
