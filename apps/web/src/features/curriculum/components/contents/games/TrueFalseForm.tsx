import { Group, NumberInput, Paper, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TRUE_FALSE_MAX, TRUE_FALSE_MIN } from '@portal/shared/curriculum';
import { answer, question, type GameFormProps } from './gameValues';

/** 7 Verdadeiro ou falso: 1-4 statements (2 at first, capped at 4), each true (S) or false (N). */
export function TrueFalseForm({ form, errorAt }: GameFormProps) {
  const { t } = useTranslation('curriculum');
  const { perguntas, respostas } = form.values;

  const setCount = (value: string | number) => {
    const wanted = Math.min(TRUE_FALSE_MAX, Math.max(0, Math.floor(Number(value) || 0)));
    const current = form.getValues();
    form.setValues({
      perguntas: Array.from({ length: wanted }, (_, i) => current.perguntas[i] ?? question()),
      respostas: Array.from({ length: wanted }, (_, i) => current.respostas[i] ?? answer()),
    });
  };

  return (
    <>
      <NumberInput
        label={t('games.trueFalse.count')}
        description={t('games.trueFalse.countHint')}
        min={TRUE_FALSE_MIN}
        max={TRUE_FALSE_MAX}
        allowDecimal={false}
        allowNegative={false}
        value={perguntas.length || ''}
        onChange={setCount}
        w={220}
      />
      <Stack gap="xs">
        {perguntas.map((_, index) => (
          <Paper key={index} withBorder radius="sm" p="sm">
            <Stack gap="xs">
              <TextInput
                label={t('games.trueFalse.question', { number: index + 1 })}
                {...form.getInputProps(`perguntas.${index}.dscPergunta`)}
                error={errorAt(`perguntas.${index}.dscPergunta`)}
              />
              <Radio.Group
                label={t('games.trueFalse.answer', { number: index + 1 })}
                value={respostas[index]?.indRespostaCorreta ?? null}
                onChange={(value) => form.setFieldValue(`respostas.${index}.indRespostaCorreta`, value)}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="S" label={t('games.trueFalse.true')} />
                  <Radio value="N" label={t('games.trueFalse.false')} />
                </Group>
              </Radio.Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
