import type { ReactNode } from 'react';
import { Paper, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GameForm } from './gameValues';

/** The four answers of a quiz, one marked correct ('S', the others 'N'). */
export function CorrectAnswer({ form, children }: { form: GameForm; children: (index: number) => ReactNode }) {
  const { t } = useTranslation('curriculum');
  const respostas = form.values.respostas;
  const chosen = respostas.findIndex((a) => a.indRespostaCorreta === 'S');
  const choose = (value: string) =>
    form.setFieldValue(
      'respostas',
      form.getValues().respostas.map((a, i) => ({ ...a, indRespostaCorreta: String(i) === value ? 'S' : 'N' })),
    );
  return (
    <Radio.Group label={t('games.quiz.correct')} value={chosen >= 0 ? String(chosen) : null} onChange={choose}>
      <Stack gap="xs" mt={4}>
        {respostas.map((_, index) => (
          <Paper key={index} withBorder radius="sm" p="sm">
            <Stack gap="xs">
              {children(index)}
              <Radio value={String(index)} label={t('games.quiz.correctOption', { number: index + 1 })} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Radio.Group>
  );
}
