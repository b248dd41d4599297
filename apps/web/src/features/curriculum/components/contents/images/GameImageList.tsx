import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageDrop, type ImageRules } from './ImageDrop';
import { useImageFiles } from './imageFiles';
import { GAME_IMAGE_RULES, limitMessage } from './gameImageRules';
import { ImageThumb } from './ImageThumb';

interface Props {
  label: string;
  refs: readonly (string | null | undefined)[];
  max: number;
  rules?: ImageRules;
  onAdd: (refs: string[]) => void;
  onRemove: (index: number) => void;
  /** The field under each image for its name (PictureNameInput), given the image's own label. */
  pictureName?: (index: number, picture: string) => ReactNode;
}

/** Several images of a game (memory cards, a group): thumbnails, remove, and a drop area with the count alert. */
export function GameImageList({ label, refs, max, rules = GAME_IMAGE_RULES, onAdd, onRemove, pictureName }: Props) {
  const { t } = useTranslation('curriculum');
  const files = useImageFiles();
  return (
    <Stack gap="xs">
      <ImageDrop
        label={label}
        hint={`${t('games.images.hint')} ${t('games.images.count', { count: refs.length, max })}`}
        rules={rules}
        room={max - refs.length}
        limitMessage={limitMessage(max)}
        single={max === 1}
        onFiles={(picked) => onAdd(picked.map((file) => files.add(file)))}
      />
      {refs.length > 0 ? (
        <Group
          gap="xs"
          align="flex-start"
          component="ul"
          aria-label={t('games.images.picked', { label })}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {refs.map((ref, index) => {
            const picture = `${label}: ${t('games.images.alt', { number: index + 1 })}`;
            const thumb = (
              <ImageThumb
                src={files.src(ref)}
                alt={picture}
                removeLabel={`${label}: ${t('games.images.remove', { number: index + 1 })}`}
                onRemove={() => onRemove(index)}
              />
            );
            return (
              <li key={`${ref ?? 'vazio'}-${index}`}>
                {pictureName ? (
                  <Stack gap={4} w={220}>
                    {thumb}
                    {pictureName(index, picture)}
                  </Stack>
                ) : (
                  thumb
                )}
              </li>
            );
          })}
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t('games.images.count', { count: 0, max })}
        </Text>
      )}
    </Stack>
  );
}
