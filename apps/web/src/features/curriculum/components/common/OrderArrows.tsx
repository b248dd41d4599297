import { ActionIcon, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

interface Props {
  position: number;
  last: number;
  upLabel: string;
  downLabel: string;
  disabled?: boolean;
  onMove: (direction: -1 | 1) => void;
}

/** The Ordem column: the position and its arrows; up hidden at 1, down hidden at the last (1-authoring §2). */
export function OrderArrows({ position, last, upLabel, downLabel, disabled, onMove }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" fw={600} w={24} ta="right">
        {position}
      </Text>
      {position > 1 ? (
        <ActionIcon variant="subtle" aria-label={upLabel} onClick={() => onMove(-1)} disabled={disabled}>
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
      ) : (
        <span style={{ width: 28 }} />
      )}
      {position < last && (
        <ActionIcon variant="subtle" aria-label={downLabel} onClick={() => onMove(1)} disabled={disabled}>
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
