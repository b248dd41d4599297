import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TablePagination } from '../../../../app/components/TablePagination';
import { useErrorText } from '../../../../app/api/errors';
import { useCatalogue, useChapterOptions, usePathOptions } from '../../api/catalogue';
import { CatalogueFilters, useCatalogueFilters } from '../CatalogueFilters';
import { useAreaContext } from '../../../../app/useAreaContext';
import { ActivitiesTable } from './ActivitiesTable';
import { ActivityDialog } from './ActivityDialog';

/** /atividade/listar: the Master's catalogue, filtered by path and chapter, searched, 10 a page. */
export function ActivitiesPage() {
  const { t } = useTranslation('activities');
  const area = useAreaContext();
  const errorText = useErrorText();
  const filters = useCatalogueFilters();
  const [pageSize, setPageSize] = useState(10);
  const [dialog, setDialog] = useState<{ id: number | null } | null>(null);
  const paths = usePathOptions();
  const chapters = useChapterOptions(filters.pathId);
  const catalogue = useCatalogue({ page: filters.page, pageSize, ...filters.query });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('catalogue.title', area)}</Title>
          <Text c="dimmed">{t('catalogue.subtitle', area)}</Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog({ id: null })}>
          {t('catalogue.new', area)}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <CatalogueFilters
            filters={filters}
            paths={(paths.data ?? []).map((p) => ({ id: p.codTrlLivro, title: p.dscTitulo }))}
            chapters={(chapters.data ?? []).map((c) => ({ id: c.codTrlCapitulo, title: c.dscTitulo }))}
          />
          {catalogue.isError && (
            <Text c="red.8" role="alert">
              {errorText(catalogue.error)}
            </Text>
          )}
          <ActivitiesTable
            activities={catalogue.data?.items ?? []}
            loading={catalogue.isPending || catalogue.isPlaceholderData}
            onEdit={(id) => setDialog({ id })}
          />
          <TablePagination
            page={filters.page}
            pageSize={pageSize}
            total={catalogue.data?.total ?? 0}
            onPage={filters.setPage}
            onPageSize={(size) => {
              setPageSize(size);
              filters.setPage(1);
            }}
            label={t('catalogue.pagination', area)}
          />
        </Stack>
      </Paper>
      <ActivityDialog opened={dialog !== null} activityId={dialog?.id ?? null} onClose={() => setDialog(null)} />
    </Stack>
  );
}
