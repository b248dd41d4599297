import { useTranslation } from 'react-i18next';
import { PUZZLE_IMAGES } from '@portal/shared/curriculum';
import { GameImageList } from '../images/GameImageList';
import { question, type GameFormProps } from './gameValues';

/** 5 Quebra-cabeça: exactly one image. */
export function PuzzleForm({ form }: GameFormProps) {
  const { t } = useTranslation('curriculum');
  return (
    <GameImageList
      label={t('games.puzzle.image')}
      refs={form.values.perguntas.map((q) => q.imgPergunta)}
      max={PUZZLE_IMAGES}
      onAdd={(refs) => form.setFieldValue('perguntas', [...form.getValues().perguntas, ...refs.map((ref) => question('', ref))])}
      onRemove={(index) => form.removeListItem('perguntas', index)}
    />
  );
}
