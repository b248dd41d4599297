import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@portal/shared/organisation';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** Names the navigation landmark of the page links. */
  label: string;
}

/** Page size (10/25/50/100), the caption 'Mostrando x para y de z entradas' and the page links of a server-side list. */
export function ServerPagination({ page, pageSize, total, onPage, onPageSize, label }: Props) {
  const { t } = useTranslation('organisation');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const controls = { first: 'first', previous: 'previous', next: 'next', last: 'last' } as const;

  return (
    <Group justify="space-between" gap="md" wrap="wrap" align="flex-end">
      <Group gap="md" wrap="wrap" align="flex-end">
        <NativeSelect
          label={t('list.pageSize')}
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          w={170}
          size="sm"
        />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="pagination-caption" pb={6}>
          {t('list.caption', { from, to, total })}
        </Text>
      </Group>
      <nav aria-label={label}>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          getItemProps={(n) => ({ 'aria-label': t('list.pageN', { page: n }) })}
          getControlProps={(control) => ({ 'aria-label': t(`list.${controls[control]}`) })}
        />
      </nav>
    </Group>
  );
}
