import { ActionIcon, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlignLeft,
  IconEye,
  IconMessages,
  IconPencil,
  IconPhoto,
  IconPuzzle,
  IconPuzzle2,
  IconTrash,
  IconVideo,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITABLE_CONTENT_TYPES, type ContentDto, type ContentTypeCode } from '@portal/shared/curriculum';
import { DragHandle } from './DragHandle';
import type { SortableRender } from './SwapList';

const TYPE_ICONS: Record<number, ComponentType<IconProps>> = {
  1: IconAlignLeft,
  2: IconPhoto,
  3: IconPuzzle,
  4: IconMessages,
  5: IconVideo,
  6: IconPuzzle2,
};

interface Props {
  content: ContentDto;
  name: string;
  sortable: SortableRender;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One content item of a lesson: grip, type and title, view / edit (types 1-5) / delete. */
export function ContentItem({ content, name, sortable, onView, onEdit, onDelete }: Props) {
  const { t } = useTranslation('curriculum');
  const Icon = TYPE_ICONS[content.codTrlTipoConteudo] ?? IconAlignLeft;
  const editable = EDITABLE_CONTENT_TYPES.includes(content.codTrlTipoConteudo as ContentTypeCode);
  return (
    <Paper
      ref={sortable.setNodeRef}
      style={sortable.style}
      withBorder
      radius="sm"
      p={6}
      shadow={sortable.isDragging ? 'md' : undefined}
      component="li"
      data-testid="content-item"
    >
      <Group gap="xs" wrap="nowrap">
        <DragHandle handle={sortable.handle} label={t('contents.drag', { name })} />
        <ThemeIcon variant="light" size="md" aria-hidden>
          <Icon size={16} />
        </ThemeIcon>
        <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate="end">
          {name}
        </Text>
        <ActionIcon variant="subtle" aria-label={t('contents.view', { name })} onClick={onView}>
          <IconEye size={18} aria-hidden />
        </ActionIcon>
        {editable && (
          <ActionIcon variant="subtle" aria-label={t('contents.edit', { name })} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        )}
        <ActionIcon variant="subtle" color="red.8" aria-label={t('contents.delete', { name })} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
