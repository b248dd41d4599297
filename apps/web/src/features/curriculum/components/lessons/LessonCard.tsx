import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LessonDto, ContentDto } from '@portal/shared/curriculum';
import { ContentItem } from './ContentItem';
import { contentName } from './contentName';
import { DragHandle } from './DragHandle';
import { SwapList, type SortableRender } from './SwapList';
import { DeleteAction, EditAction } from '../../../../app/components/RowActions';

export interface LessonActions {
  onAddContent: (lesson: LessonDto) => void;
  onEditLesson: (lesson: LessonDto) => void;
  onDeleteLesson: (lesson: LessonDto) => void;
  onViewContent: (lesson: LessonDto, content: ContentDto) => void;
  onEditContent: (lesson: LessonDto, content: ContentDto) => void;
  onDeleteContent: (content: ContentDto) => void;
  onSwapContents: (moved: ContentDto, target: ContentDto) => void;
}

interface Props extends LessonActions {
  lesson: LessonDto;
  number: number;
  sortable: SortableRender;
  busy: boolean;
}

/** 'Aula N': its title, description and content items (each draggable inside the lesson). */
export function LessonCard({ lesson, number, sortable, busy, ...actions }: Props) {
  const { t } = useTranslation('curriculum');
  const headingId = `aula-${lesson.codTrlAula}`;
  return (
    <Paper
      ref={sortable.setNodeRef}
      style={sortable.style}
      withBorder
      radius="md"
      p="md"
      shadow={sortable.isDragging ? 'lg' : 'xs'}
      component="section"
      aria-labelledby={headingId}
      data-testid="lesson-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <DragHandle handle={sortable.handle} label={t('lessons.dragLesson', { number })} />
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="h4" id={headingId}>
                {t('lessons.card', { number })}
              </Title>
              <Text fw={600} size="sm" truncate="end">
                {lesson.dscTitulo}
              </Text>
            </div>
            {lesson.nomMateria && <Badge variant="light">{lesson.nomMateria}</Badge>}
          </Group>
          <Group gap={4} wrap="nowrap">
            <EditAction onClick={() => actions.onEditLesson(lesson)} label={t('lessons.editLesson', { number })} />
            <DeleteAction onClick={() => actions.onDeleteLesson(lesson)} label={t('lessons.deleteLesson', { number })} />
          </Group>
        </Group>
        {lesson.dscDescricao && (
          <Text size="sm" c="dimmed">
            {lesson.dscDescricao}
          </Text>
        )}
        {lesson.conteudos.length === 0 ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('lessons.noContents')}
          </Text>
        ) : (
          <Stack
            gap={6}
            component="ul"
            aria-label={t('lessons.contentsLabel', { number })}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            <SwapList
              items={lesson.conteudos}
              idOf={(content) => `conteudo-${content.codTrlConteudo}`}
              nameOf={(content) => contentName(t, content)}
              onSwap={actions.onSwapContents}
              disabled={busy}
            >
              {(content, _index, contentSortable) => (
                <ContentItem
                  key={content.codTrlConteudo}
                  content={content}
                  name={contentName(t, content)}
                  sortable={contentSortable}
                  onView={() => actions.onViewContent(lesson, content)}
                  onEdit={() => actions.onEditContent(lesson, content)}
                  onDelete={() => actions.onDeleteContent(content)}
                />
              )}
            </SwapList>
          </Stack>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => actions.onAddContent(lesson)}
            aria-label={t('lessons.addContentTo', { number })}
          >
            {t('lessons.addContent')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
