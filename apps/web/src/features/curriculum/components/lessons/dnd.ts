import { useMemo } from 'react';
import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type Over,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';

/** Mouse, touch (a short press, so the page still scrolls) and keyboard (Space, arrows, Space). */
export function useBoardSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** What each draggable carries: the name said to screen readers ('Aula 2', 'Texto: Boas-vindas'). */
export interface DragData {
  name: string;
}

function nameOf(item: Active | Over | null): string {
  const data = item?.data.current as Partial<DragData> | undefined;
  return data?.name ?? String(item?.id ?? '');
}

/** Screen-reader announcements and instructions in the user's language (Portuguese by default). */
export function useDndAccessibility(): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation('curriculum');
  return useMemo(
    () => ({
      screenReaderInstructions: { draggable: t('dnd.instructions') },
      announcements: {
        onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active) }),
        // Over itself (right after the pick-up, or back home): nothing new to say.
        onDragOver: ({ active, over }) => {
          if (over?.id === active.id) return undefined;
          return over ? t('dnd.over', { name: nameOf(active), target: nameOf(over) }) : t('dnd.notOver', { name: nameOf(active) });
        },
        onDragEnd: ({ active, over }) =>
          over && over.id !== active.id
            ? t('dnd.dropped', { name: nameOf(active), target: nameOf(over) })
            : t('dnd.droppedInPlace', { name: nameOf(active) }),
        onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active) }),
      },
    }),
    [t],
  );
}
