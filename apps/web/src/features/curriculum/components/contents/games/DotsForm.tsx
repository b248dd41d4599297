import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DOTS_PER_GROUP_MAX } from '@portal/shared/curriculum';
import { GameImageList } from '../images/GameImageList';
import { PictureNameInput } from '../images/PictureNameInput';
import { dotsImageRules } from '../images/gameImageRules';
import { answer, question, type GameFormProps } from './gameValues';

/**
 * 4 Ligue os pontos: group 1 (the questions' images) and group 2 (the answers'), 1-6 each, the same count;
 * each image with its optional name.
 */
export function DotsForm({ form, errorAt }: GameFormProps) {
  const { t } = useTranslation('curriculum');
  const { perguntas, respostas } = form.values;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('games.dots.help')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Paper withBorder radius="sm" p="sm">
          <GameImageList
            label={t('games.dots.group', { number: 1 })}
            refs={perguntas.map((q) => q.imgPergunta)}
            max={DOTS_PER_GROUP_MAX}
            rules={dotsImageRules(1)}
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
        </Paper>
        <Paper withBorder radius="sm" p="sm">
          <GameImageList
            label={t('games.dots.group', { number: 2 })}
            refs={respostas.map((a) => a.imgResposta)}
            max={DOTS_PER_GROUP_MAX}
            rules={dotsImageRules(2)}
            onAdd={(refs) =>
              form.setFieldValue('respostas', [...form.getValues().respostas, ...refs.map((ref) => answer({ imgResposta: ref }))])
            }
            onRemove={(index) => form.removeListItem('respostas', index)}
            pictureName={(index, picture) => (
              <PictureNameInput
                picture={picture}
                {...form.getInputProps(`respostas.${index}.dscResposta`)}
                error={errorAt(`respostas.${index}.dscResposta`)}
              />
            )}
          />
        </Paper>
      </SimpleGrid>
    </>
  );
}
