import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GameFormProps } from './gameValues';

/** 1 Forca: the question (a hint of at least 4 characters) and the hidden word. */
export function HangmanForm({ form, errorAt }: GameFormProps) {
  const { t } = useTranslation('curriculum');
  return (
    <>
      <TextInput
        label={t('games.hangman.question')}
        {...form.getInputProps('perguntas.0.dscPergunta')}
        error={errorAt('perguntas.0.dscPergunta')}
      />
      <TextInput
        label={t('games.hangman.answer')}
        {...form.getInputProps('respostas.0.dscResposta')}
        error={errorAt('respostas.0.dscResposta')}
      />
    </>
  );
}
