import { NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PHRASE_BLANK, PHRASE_WRONG_MAX } from '@portal/shared/curriculum';
import { answer, type AnswerValue, type GameFormProps } from './gameValues';

const blanksIn = (phrase: string) => phrase.split(PHRASE_BLANK).length - 1;

/**
 * 9 Complete a frase: the phrase with an asterisk for each hidden word, one right word per
 * asterisk (in order) and 0-8 wrong words; at most 9 words in all.
 */
export function PhraseForm({ form, errorAt }: GameFormProps) {
  const { t } = useTranslation('curriculum');
  const respostas = form.values.respostas;
  const rights = respostas.map((a, i) => ({ a, i })).filter(({ a }) => a.indRespostaCorreta === 'S');
  const wrongs = respostas.map((a, i) => ({ a, i })).filter(({ a }) => a.indRespostaCorreta === 'N');

  const arrange = (rightCount: number, wrongCount: number) => {
    const current = form.getValues().respostas;
    const keep = (flag: 'S' | 'N', n: number): AnswerValue[] => {
      const existing = current.filter((a) => a.indRespostaCorreta === flag);
      return Array.from({ length: n }, (_, i) => existing[i] ?? answer({ indRespostaCorreta: flag }));
    };
    form.setFieldValue('respostas', [...keep('S', rightCount), ...keep('N', wrongCount)]);
  };

  const setPhrase = (phrase: string) => {
    form.setFieldValue('perguntas.0.dscPergunta', phrase);
    // One right word per asterisk, kept as the phrase changes.
    arrange(blanksIn(phrase), wrongs.length);
  };

  return (
    <>
      <Textarea
        label={t('games.phrase.phrase')}
        description={t('games.phrase.phraseHint')}
        autosize
        minRows={2}
        value={form.values.perguntas[0]?.dscPergunta ?? ''}
        onChange={(event) => setPhrase(event.currentTarget.value)}
        error={errorAt('perguntas.0.dscPergunta')}
      />
      {rights.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('games.phrase.rightHelp')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            {rights.map(({ i }, n) => (
              <TextInput
                key={i}
                label={t('games.phrase.right', { number: n + 1 })}
                {...form.getInputProps(`respostas.${i}.dscResposta`)}
                error={errorAt(`respostas.${i}.dscResposta`)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <NumberInput
        label={t('games.phrase.wrongCount')}
        description={t('games.phrase.wrongHint')}
        min={0}
        max={PHRASE_WRONG_MAX}
        allowDecimal={false}
        allowNegative={false}
        value={wrongs.length}
        onChange={(value) => arrange(rights.length, Math.min(PHRASE_WRONG_MAX, Math.max(0, Math.floor(Number(value) || 0))))}
        w={260}
      />
      {wrongs.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {wrongs.map(({ i }, n) => (
            <TextInput
              key={i}
              label={t('games.phrase.wrong', { number: n + 1 })}
              {...form.getInputProps(`respostas.${i}.dscResposta`)}
              error={errorAt(`respostas.${i}.dscResposta`)}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
