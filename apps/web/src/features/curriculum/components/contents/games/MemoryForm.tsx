import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEMORY_MAX } from '@portal/shared/curriculum';
import { GameImageList } from '../images/GameImageList';
import { PictureNameInput } from '../images/PictureNameInput';
import { question, type GameFormProps } from './gameValues';

/** 2 Memória: 4 to 8 card images, each becoming a pair (each with its optional name). */
export function MemoryForm({ form, errorAt }: GameFormProps) {
  const { t } = useTranslation('curriculum');
  const perguntas = form.values.perguntas;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('games.memory.help')}
      </Text>
      <GameImageList
        label={t('games.memory.images')}
        refs={perguntas.map((q) => q.imgPergunta)}
        max={MEMORY_MAX}
        onAdd={(refs) => form.setFieldValue('perguntas', [...form.getValues().perguntas, ...refs.map((ref) => question('', ref))])}
        onRemove={(index) => form.removeListItem('perguntas', index)}
        pictureName={(index, picture) => (
          <PictureNameInput
            picture={picture}
            {...form.getInputProps(`perguntas.${index}.dscPergunta`)}
            error={errorAt(`perguntas.${index}.dscPergunta`)}
          />
        )}
      />
    </>
  );
}
