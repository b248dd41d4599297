import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GameImageSlot } from '../images/GameImageSlot';
import { CorrectAnswer } from './CorrectAnswer';
import type { GameFormProps } from './gameValues';

/** 6 Quiz: a question (at least 4 characters, an optional jpeg/png image) and four answers, one correct. */
export function QuizForm({ form, errorAt }: GameFormProps) {
  const { t } = useTranslation('curriculum');
  return (
    <>
      <TextInput
        label={t('games.quiz.question')}
        {...form.getInputProps('perguntas.0.dscPergunta')}
        error={errorAt('perguntas.0.dscPergunta')}
      />
      <GameImageSlot
        label={t('games.quiz.questionImage')}
        value={form.values.perguntas[0]?.imgPergunta}
        onChange={(ref) => form.setFieldValue('perguntas.0.imgPergunta', ref)}
        removable
      />
      <CorrectAnswer form={form}>
        {(index) => (
          <TextInput
            label={t('games.quiz.answer', { number: index + 1 })}
            {...form.getInputProps(`respostas.${index}.dscResposta`)}
            error={errorAt(`respostas.${index}.dscResposta`)}
          />
        )}
      </CorrectAnswer>
    </>
  );
}
