import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { DragHandleProps } from './SwapList';

/** The grip of a draggable card: Space or Enter picks it up, the arrows move it, Space drops it. */
export function DragHandle({ handle, label }: { handle: DragHandleProps; label: string }) {
  return (
    <ActionIcon
      ref={handle.setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...handle.attributes}
      {...handle.listeners}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
}
