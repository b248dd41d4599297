import { useState } from 'react';
import { Button, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { LessonDto } from '@portal/shared/curriculum';
import { useErrorText } from '../../../../app/api/errors';
import { useDeleteContent, useDeleteLesson, useOpenChapter, useSwapContents, useSwapLessons } from '../../api/lessons';
import { confirmYesNo } from '../../../../app/components/confirm';
import { CurriculumBreadcrumb } from '../common/CurriculumBreadcrumb';
import { LoadFailure } from '../common/LoadFailure';
import { ContentDialog, type ContentTarget } from '../contents/ContentDialog';
import { LessonCard, type LessonActions } from './LessonCard';
import { LessonDialog } from './LessonDialog';
import { SwapList } from './SwapList';
import { notify } from '../common/notify';

/** /livros/capitulos/alterar/{chapterId}: the chapter's lessons as draggable 'Aula N' cards with their contents. */
export function LessonsPage() {
  const { t } = useTranslation('curriculum');
  const errorText = useErrorText();
  const chapterId = Number(useParams().chapterId);
  const opened = useOpenChapter(chapterId);
  const swapLessons = useSwapLessons(chapterId);
  const swapContents = useSwapContents(chapterId);
  const deleteLesson = useDeleteLesson(chapterId);
  const deleteContent = useDeleteContent(chapterId);
  const [lessonDialog, setLessonDialog] = useState<LessonDto | null | undefined>(undefined);
  const [contentTarget, setContentTarget] = useState<ContentTarget | null>(null);

  const failed = (error: unknown) => notify('red', errorText(error));
  const chapter = opened.data?.capitulo;
  const lessons = opened.data?.aulas ?? [];
  const busy = swapLessons.isPending || swapContents.isPending;

  const actions: LessonActions = {
    onAddContent: (lesson) => setContentTarget({ lesson, content: null, mode: 'new' }),
    onEditLesson: (lesson) => setLessonDialog(lesson),
    onDeleteLesson: (lesson) =>
      confirmYesNo({
        question: t('lessons.deleteQuestion'),
        danger: true,
        onConfirm: () =>
          deleteLesson.mutate(lesson.codTrlAula, {
            onSuccess: () => notify('teal', t('lessons.deleted')),
            onError: failed,
          }),
      }),
    onViewContent: (lesson, content) => setContentTarget({ lesson, content, mode: 'view' }),
    onEditContent: (lesson, content) => setContentTarget({ lesson, content, mode: 'edit' }),
    onDeleteContent: (content) =>
      confirmYesNo({
        question: t('contents.deleteQuestion'),
        danger: true,
        onConfirm: () =>
          deleteContent.mutate(content.codTrlConteudo, {
            onSuccess: () => notify('teal', t('contents.deleted')),
            onError: failed,
          }),
      }),
    onSwapContents: (moved, target) =>
      swapContents.mutate({ conteudo1: moved.codTrlConteudo, conteudo2: target.codTrlConteudo }, { onError: failed }),
  };

  if (opened.isError) return <LoadFailure error={opened.error} />;

  return (
    <Stack gap="lg" pos="relative">
      {/* 1-authoring §8: a loading dialog while the lessons load. */}
      <LoadingOverlay visible={opened.isPending} zIndex={5} />
      <CurriculumBreadcrumb
        crumbs={[
          { label: t('breadcrumb.paths'), to: '/livros/listar' },
          { label: chapter?.dscTituloLivro ?? '…', to: chapter ? `/livros/capitulos/doLivro/${chapter.codTrlLivro}` : undefined },
          { label: chapter?.dscTitulo ?? '…' },
        ]}
      />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{chapter?.dscTitulo ?? t('lessons.title')}</Title>
          <Text c="dimmed" size="sm" maw={640}>
            {t('lessons.help')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setLessonDialog(null)} disabled={!opened.isSuccess}>
          {t('lessons.create')}
        </Button>
      </Group>
      {opened.isSuccess && lessons.length === 0 && <Text c="dimmed">{t('lessons.empty')}</Text>}
      <Stack gap="md" aria-label={chapter ? t('lessons.boardLabel', { title: chapter.dscTitulo }) : undefined} role="list">
        <SwapList
          items={lessons}
          idOf={(lesson) => `aula-${lesson.codTrlAula}`}
          nameOf={(_lesson, index) => t('lessons.card', { number: index + 1 })}
          onSwap={(moved, target) => swapLessons.mutate({ aula1: moved.codTrlAula, aula2: target.codTrlAula }, { onError: failed })}
          disabled={busy}
        >
          {(lesson, index, sortable) => (
            <div role="listitem" key={lesson.codTrlAula}>
              <LessonCard lesson={lesson} number={index + 1} sortable={sortable} busy={busy} {...actions} />
            </div>
          )}
        </SwapList>
      </Stack>
      <LessonDialog chapterId={chapterId} lesson={lessonDialog} onClose={() => setLessonDialog(undefined)} />
      <ContentDialog chapterId={chapterId} target={contentTarget} onClose={() => setContentTarget(null)} />
    </Stack>
  );
}
