import { ActionIcon, Anchor, Group, LoadingOverlay, Table } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChapterDto } from '@portal/shared/curriculum';
import { useErrorText } from '../../../../app/api/errors';
import { useDeleteChapter, useSwapChapters } from '../../api/chapters';
import { confirmYesNo } from '../../../../app/components/confirm';
import { OrderArrows } from '../common/OrderArrows';
import { notify } from '../common/notify';
import stacked from '../../../../app/components/stackedTable.module.css';
import { DeleteAction, EditAction } from '../../../../app/components/RowActions';
import { EmptyRow } from '../../../../app/components/EmptyRow';

interface Props {
  pathId: number;
  pathTitle: string;
  chapters: ChapterDto[];
  loading: boolean;
  onEdit: (chapter: ChapterDto) => void;
}

/** Ordem (arrows), Titulo (opens the lessons), Aulas, edit and delete. */
export function ChaptersTable({ pathId, pathTitle, chapters, loading, onEdit }: Props) {
  const { t } = useTranslation('curriculum');
  const errorText = useErrorText();
  const remove = useDeleteChapter(pathId);
  const swap = useSwapChapters(pathId);
  const failed = (error: unknown) => notify('red', errorText(error));

  // 1-authoring §4: ignored when the target position is below 1 or above the chapter count.
  const move = (index: number, direction: -1 | 1) => {
    const chapter = chapters[index];
    const neighbour = chapters[index + direction];
    if (!chapter || !neighbour) return;
    swap.mutate({ capitulo1: chapter.codTrlCapitulo, capitulo2: neighbour.codTrlCapitulo }, { onError: failed });
  };

  const askDelete = (chapter: ChapterDto) =>
    confirmYesNo({
      question: t('chapters.deleteQuestion'),
      danger: true,
      onConfirm: () =>
        remove.mutate(chapter.codTrlCapitulo, {
          onSuccess: () => notify('teal', t('chapters.deleted')),
          onError: failed,
        }),
    });

  return (
    <div style={{ position: 'relative', overflowX: 'auto' }}>
      <LoadingOverlay visible={loading || swap.isPending} zIndex={5} overlayProps={{ blur: 1 }} />
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={t('chapters.tableLabel', { title: pathTitle })}
        className={stacked.table}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={120}>{t('chapters.colOrder')}</Table.Th>
            <Table.Th>{t('chapters.colTitle')}</Table.Th>
            <Table.Th w={90}>{t('chapters.colLessons')}</Table.Th>
            <Table.Th w={150}>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chapters.length === 0 && !loading && <EmptyRow colSpan={4} text={t('chapters.empty')} />}
          {chapters.map((chapter, index) => (
            <Table.Tr key={chapter.codTrlCapitulo}>
              <Table.Td data-label={t('chapters.colOrder')}>
                <OrderArrows
                  position={index + 1}
                  last={chapters.length}
                  upLabel={t('chapters.upAction', { title: chapter.dscTitulo })}
                  downLabel={t('chapters.downAction', { title: chapter.dscTitulo })}
                  disabled={swap.isPending}
                  onMove={(direction) => move(index, direction)}
                />
              </Table.Td>
              <Table.Td data-primary>
                <Anchor component={Link} to={`/livros/capitulos/alterar/${chapter.codTrlCapitulo}`} fw={600}>
                  {chapter.dscTitulo}
                </Anchor>
              </Table.Td>
              <Table.Td data-label={t('chapters.colLessons')}>{chapter.qtdAulas}</Table.Td>
              <Table.Td data-actions>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    component={Link}
                    to={`/livros/capitulos/alterar/${chapter.codTrlCapitulo}`}
                    variant="subtle"
                    aria-label={t('chapters.openAction', { title: chapter.dscTitulo })}
                  >
                    <IconListDetails size={18} aria-hidden />
                  </ActionIcon>
                  <EditAction onClick={() => onEdit(chapter)} label={t('chapters.editAction', { title: chapter.dscTitulo })} />
                  <DeleteAction onClick={() => askDelete(chapter)} label={t('chapters.deleteAction', { title: chapter.dscTitulo })} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
