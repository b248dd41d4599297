import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageDrop } from './ImageDrop';
import { useImageFiles } from './imageFiles';
import { GAME_IMAGE_RULES, limitMessage } from './gameImageRules';
import { ImageThumb } from './ImageThumb';

interface Props {
  label: string;
  value: string | null | undefined;
  onChange: (ref: string | null) => void;
  /** Optional images (a quiz question's) can be taken out. */
  removable?: boolean;
}

/** One image of a game (a maze answer, a quiz answer): a new pick replaces the current one. */
export function GameImageSlot({ label, value, onChange, removable }: Props) {
  const { t } = useTranslation('curriculum');
  const files = useImageFiles();
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      {value && (
        <ImageThumb
          src={files.src(value)}
          alt={label}
          size={72}
          removeLabel={removable ? `${label}: ${t('games.images.remove', { number: 1 })}` : undefined}
          onRemove={removable ? () => onChange(null) : undefined}
        />
      )}
      <div style={{ flex: 1 }}>
        <ImageDrop
          label={label}
          hint={t('games.images.hint')}
          rules={GAME_IMAGE_RULES}
          room={1}
          limitMessage={limitMessage(1)}
          single
          onFiles={(picked) => picked[0] && onChange(files.add(picked[0]))}
        />
      </div>
    </Group>
  );
}
