import { ActionIcon, Image, Paper } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

interface Props {
  src: string | undefined;
  alt: string;
  size?: number;
  removeLabel?: string;
  onRemove?: () => void;
}

/** A picked or stored image, with a remove button when it can be taken out. */
export function ImageThumb({ src, alt, size = 96, removeLabel, onRemove }: Props) {
  return (
    <Paper withBorder radius="sm" pos="relative" w={size} h={size} style={{ overflow: 'hidden' }}>
      <Image src={src} alt={alt} w={size} h={size} fit="cover" />
      {onRemove && (
        <ActionIcon pos="absolute" top={4} right={4} size="sm" color="red.8" variant="filled" aria-label={removeLabel} onClick={onRemove}>
          <IconX size={14} aria-hidden />
        </ActionIcon>
      )}
    </Paper>
  );
}
