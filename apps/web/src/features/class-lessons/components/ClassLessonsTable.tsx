import { ActionIcon, LoadingOverlay, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ClassLessonDto } from '@portal/shared/class-lessons';
import { useErrorText } from '../../../app/api/errors';
import { notice } from './notice';
import { confirmYesNo } from '../../../app/components/confirm';
import stacked from '../../../app/components/stackedTable.module.css';
import { useActivateClassLesson, useArchiveClassLesson } from '../api/classLessons';
import { EmptyRow } from '../../../app/components/EmptyRow';

/** The class's paths: title, the activate switch (one active; an active one stays on), archive. */
export function ClassLessonsTable({ lessons, loading }: { lessons: ClassLessonDto[]; loading: boolean }) {
  const { t } = useTranslation('classLessons');
  const tm = useTranslation('msg').t;
  const errorText = useErrorText();
  const activate = useActivateClassLesson();
  const archive = useArchiveClassLesson();
  const failed = (error: unknown) => notice('red', errorText(error));

  // The server refuses both too; the screen says so without a round trip.
  const askActivate = (lesson: ClassLessonDto) => {
    if (lesson.indAtivo === 'S') return notice('orange', tm('classLessonActiveLocked'));
    if (!lesson.comConteudo) return notice('orange', tm('classLessonWithoutContent'));
    confirmYesNo({
      question: t('activeQuestion'),
      detail: t('activeDetail', { title: lesson.dscTitulo }),
      onConfirm: () =>
        activate.mutate(lesson.codTrlLivroTurma, {
          onSuccess: () => notice('teal', t('activated')),
          onError: failed,
        }),
    });
  };

  const askArchive = (lesson: ClassLessonDto) =>
    confirmYesNo({
      question: t('archiveQuestion'),
      detail: lesson.dscTitulo,
      danger: true,
      onConfirm: () =>
        archive.mutate(lesson.codTrlLivroTurma, {
          onSuccess: () => notice('teal', t('archived')),
          onError: failed,
        }),
    });

  const busy = loading || activate.isPending || archive.isPending;
  return (
    <div style={{ position: 'relative', overflowX: 'auto' }}>
      <LoadingOverlay visible={busy} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('loading') }} />
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('tableLabel')} aria-busy={busy} className={stacked.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('colTitle')}</Table.Th>
            <Table.Th w={140}>{t('colActive')}</Table.Th>
            <Table.Th w={100}>{t('colActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lessons.length === 0 && !loading && <EmptyRow colSpan={3} text={t('empty')} />}
          {lessons.map((lesson) => {
            const toggle = (
              <Switch
                checked={lesson.indAtivo === 'S'}
                onChange={() => askActivate(lesson)}
                label={t('activeLabel', { title: lesson.dscTitulo })}
                aria-disabled={!lesson.comConteudo || undefined}
                styles={{ label: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } }}
              />
            );
            return (
              <Table.Tr key={lesson.codTrlLivroTurma}>
                <Table.Td data-primary>
                  <Text fw={600}>{lesson.dscTitulo}</Text>
                </Table.Td>
                <Table.Td data-label={t('colActive')}>
                  {lesson.comConteudo ? (
                    toggle
                  ) : (
                    <Tooltip label={t('unavailable')} withArrow>
                      <span>{toggle}</span>
                    </Tooltip>
                  )}
                </Table.Td>
                <Table.Td data-actions>
                  <Tooltip label={t('archiveAction', { title: lesson.dscTitulo })} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={t('archiveAction', { title: lesson.dscTitulo })}
                      onClick={() => askArchive(lesson)}
                    >
                      <IconArchive size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
