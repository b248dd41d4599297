import { useTranslation } from 'react-i18next';
import { PUZZLE_IMAGES } from '@portal/shared/curriculum';
import { GameImageList } from '../images/GameImageList';
import { PictureNameInput } from '../images/PictureNameInput';
import { question, type GameFormProps } from './gameValues';

/** 5 Quebra-cabeça: exactly one image, with its optional name. */
export function PuzzleForm({ form, errorAt }: GameFormProps) {
  const { t } = useTranslation('curriculum');
  return (
    <GameImageList
      label={t('games.puzzle.image')}
      refs={form.values.perguntas.map((q) => q.imgPergunta)}
      max={PUZZLE_IMAGES}
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
  );
}
