import type { CSSProperties, ReactNode } from 'react';
import { DndContext, closestCenter, type DragEndEvent, type DraggableAttributes, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { SortableContext, rectSwappingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { useBoardSensors, useDndAccessibility, type DragData } from './dnd';

/** Props for the element the user grabs: a real button, reachable with Tab. */
export interface DragHandleProps {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

export interface SortableRender {
  setNodeRef: (element: HTMLElement | null) => void;
  style: CSSProperties;
  handle: DragHandleProps;
  isDragging: boolean;
}

function SortableItem({ id, name, children }: { id: string; name: string; children: (sortable: SortableRender) => ReactNode }) {
  const { t } = useTranslation('curriculum');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    data: { name } satisfies DragData,
    attributes: { roleDescription: t('dnd.roleDescription') },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
  };
  return children({ setNodeRef, style, handle: { attributes, listeners, setActivatorNodeRef }, isDragging });
}

interface SwapListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  nameOf: (item: T, index: number) => string;
  /** The dropped item and the one it takes the place of (1-authoring §4: moving swaps two items). */
  onSwap: (moved: T, target: T) => void;
  disabled?: boolean;
  children: (item: T, index: number, sortable: SortableRender) => ReactNode;
}

/**
 * A list whose items change places by drag and drop (mouse, touch, keyboard). Dropping an item on
 * another swaps the two, which is what the API's inverter* calls do; the preview shows the swap.
 * Lists nest: each has its own DndContext, so a lesson's contents move only inside their lesson.
 */
export function SwapList<T>({ items, idOf, nameOf, onSwap, disabled, children }: SwapListProps<T>) {
  const sensors = useBoardSensors();
  const accessibility = useDndAccessibility();
  const ids = items.map(idOf);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const moved = items.find((item) => idOf(item) === active.id);
    const target = items.find((item) => idOf(item) === over.id);
    if (moved && target) onSwap(moved, target);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ ...accessibility, container: document.body }}
    >
      <SortableContext items={ids} strategy={rectSwappingStrategy} disabled={disabled}>
        {items.map((item, index) => (
          <SortableItem key={idOf(item)} id={idOf(item)} name={nameOf(item, index)}>
            {(sortable) => children(item, index, sortable)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}
