import type { ReactNode } from 'react';
import { Alert, Button, Group, LoadingOverlay, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TablePagination } from '../../../../app/components/TablePagination';

interface Props {
  title: string;
  /** The add button (only when the profile may add). */
  add?: { label: string; to: string };
  /** A Voltar button under the list. */
  onBack?: () => void;
  search: { value: string; onChange: (value: string) => void; placeholder: string };
  page: { page: number; pageSize: number; total: number; onPage: (page: number) => void; onPageSize: (size: number) => void };
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** A list screen: title, search box, add button, the table (with a progress overlay) and the pages. */
export function ListShell({ title, add, onBack, search, page, loading, failed, onRetry, children }: Props) {
  const { t } = useTranslation('organisation');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{title}</Title>
        {add && (
          <Button component={Link} to={add.to} leftSection={<IconPlus size={18} aria-hidden />}>
            {add.label}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <TextInput
            type="search"
            label={t('list.search')}
            placeholder={search.placeholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search.value}
            onChange={(event) => search.onChange(event.currentTarget.value)}
            maw={420}
          />
          {failed && (
            <Alert color="red" title={t('list.loadError')}>
              <Button variant="light" color="red" size="xs" onClick={onRetry}>
                {t('list.retry')}
              </Button>
            </Alert>
          )}
          <div style={{ position: 'relative', overflowX: 'auto' }} aria-busy={loading}>
            <LoadingOverlay visible={loading} zIndex={5} overlayProps={{ blur: 1 }} />
            {children}
          </div>
          <TablePagination {...page} label={t('list.pages')} />
        </Stack>
      </Paper>
      {onBack && (
        <Group>
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            {t('list.back')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
