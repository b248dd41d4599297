import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** 2-access §9: page size 10 with options 10, 25, 50 and 100. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const PAGE_LINKS = 5;

function pageWindow(page: number, pages: number): number[] {
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

/** Page size, the range caption and five page links, for a list paged by the server or in memory. */
export function Pager({ page, pageSize, total, onPage, onPageSize, label }: Props) {
  const { t } = useTranslation('users');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Group gap="md" wrap="wrap" align="flex-end">
        <NativeSelect
          label={t('pagination.pageSize')}
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          w={130}
          size="sm"
        />
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
