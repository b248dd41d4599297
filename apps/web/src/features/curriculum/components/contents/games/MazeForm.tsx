import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GameImageSlot } from '../images/GameImageSlot';
import { PictureNameInput } from '../images/PictureNameInput';
import type { GameFormProps } from './gameValues';

/** 3 Labirinto: four hints, each with its image (and the image's optional name). */
export function MazeForm({ form, errorAt }: GameFormProps) {
  const { t } = useTranslation('curriculum');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {form.values.perguntas.map((_, index) => (
        <Paper key={index} withBorder radius="sm" p="sm">
          <Stack gap="xs">
            <TextInput
              label={t('games.maze.hint', { number: index + 1 })}
              {...form.getInputProps(`perguntas.${index}.dscPergunta`)}
              error={errorAt(`perguntas.${index}.dscPergunta`)}
            />
            <GameImageSlot
              label={t('games.maze.image', { number: index + 1 })}
              value={form.values.respostas[index]?.imgResposta}
              onChange={(ref) => form.setFieldValue(`respostas.${index}.imgResposta`, ref)}
            />
            <PictureNameInput
              picture={t('games.maze.image', { number: index + 1 })}
              {...form.getInputProps(`respostas.${index}.dscResposta`)}
              error={errorAt(`respostas.${index}.dscResposta`)}
            />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
