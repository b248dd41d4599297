import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GameImageSlot } from '../images/GameImageSlot';
import type { GameFormProps } from './gameValues';

/** 3 Labirinto: four hints, each with its image. */
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
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
