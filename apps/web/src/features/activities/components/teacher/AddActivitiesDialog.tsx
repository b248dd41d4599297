import { useState } from 'react';
import { Button, Checkbox, Group, LoadingOverlay, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../app/api/errors';
import { DayInput } from '../../../../app/components/DayInput';
import { TablePagination } from '../../../../app/components/TablePagination';
import { useAddToClass, useCataloguePaths, useClassCatalogue } from '../../api/classActivities';
import { CatalogueFilters, useCatalogueFilters } from '../CatalogueFilters';
import { notice } from '../notice';
import { useAreaContext } from '../../../../app/useAreaContext';
import { EmptyRow } from '../../../../app/components/EmptyRow';
import { useDueDay } from './useDueDay';

/**
 * The add dialog of `/atividade/ListaProfessor`: the catalogue the class may use, filtered by path and
 * chapter, searched, 10 a page; several chosen at once and added together, with one optional due day
 * for all of them (issue 23; each one's day can then be changed on the class's list).
 */
export function AddActivitiesDialog({ classId, opened, onClose }: { classId: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const area = useAreaContext();
  return (
    <Modal opened={opened} onClose={onClose} title={t('teacher.add', area)} size="xl">
      <AddActivitiesForm classId={classId} onClose={onClose} />
    </Modal>
  );
}

function AddActivitiesForm({ classId, onClose }: { classId: number; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const area = useAreaContext();
  const errorText = useErrorText();
  const filters = useCatalogueFilters();
  const due = useDueDay(null);
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const paths = useCataloguePaths(classId, true);
  const catalogue = useClassCatalogue(classId, { page: filters.page, pageSize: 10, ...filters.query }, true);
  const add = useAddToClass();
  const chapters = paths.data?.find((p) => p.codTrlLivro === filters.pathId)?.capitulos ?? [];

  const toggle = (id: number, name: string) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else next.set(id, name);
      return next;
    });

  const submit = () => {
    const datEntrega = due.read();
    if (datEntrega === undefined) return;
    add.mutate(
      { classId, activityIds: [...chosen.keys()], datEntrega },
      {
        onSuccess: () => {
          notice('teal', t('teacher.added'));
          onClose();
        },
        onError: (error) => notice('red', errorText(error)),
      },
    );
  };

  const busy = catalogue.isPending || catalogue.isPlaceholderData;
  return (
    <Stack gap="md">
      <CatalogueFilters
        filters={filters}
        paths={(paths.data ?? []).map((p) => ({ id: p.codTrlLivro, title: p.dscTitulo }))}
        chapters={chapters.map((c) => ({ id: c.codTrlCapitulo, title: c.dscTitulo }))}
        inDialog
      />
      {catalogue.isError && (
        <Text c="red.8" role="alert">
          {errorText(catalogue.error)}
        </Text>
      )}
      <div style={{ position: 'relative', overflowX: 'auto' }}>
        <LoadingOverlay visible={busy} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('loading') }} />
        <Table verticalSpacing="xs" aria-label={t('teacher.catalogueLabel', area)} aria-busy={busy}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>
                <VisuallyHidden>{t('teacher.choose')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th>{t('columns.chapter')}</Table.Th>
              <Table.Th w={100}>{t('teacher.questions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {catalogue.data?.items.length === 0 && <EmptyRow colSpan={4} text={t('teacher.catalogueEmpty', area)} />}
            {(catalogue.data?.items ?? []).map((activity) => (
              <Table.Tr key={activity.codBseAtividade}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('teacher.chooseN', { name: activity.nomAtividade })}
                    checked={chosen.has(activity.codBseAtividade)}
                    onChange={() => toggle(activity.codBseAtividade, activity.nomAtividade)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text fw={600}>{activity.nomAtividade}</Text>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {activity.desDescricao}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {activity.dscLivro} · {activity.dscCapitulo}
                  </Text>
                </Table.Td>
                <Table.Td>{activity.qtdQuestoes}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <TablePagination
        page={filters.page}
        pageSize={10}
        total={catalogue.data?.total ?? 0}
        onPage={filters.setPage}
        label={t('catalogue.pagination', area)}
      />
      <Group justify="space-between" align="flex-end">
        <div>
          <DayInput label={t('teacher.dueDateAll')} {...due.field} />
        </div>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('teacher.chosenCount', { count: chosen.size })}
        </Text>
        <Group>
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={submit} disabled={chosen.size === 0} loading={add.isPending}>
            {t('teacher.addChosen')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
