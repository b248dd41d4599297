import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GameImageSlot } from '../images/GameImageSlot';
import { CorrectAnswer } from './CorrectAnswer';
import type { GameFormProps } from './gameValues';

/** 10 Quiz de imagens: a question (at least 4 characters) and four answer images, one correct. */
export function ImageQuizForm({ form, errorAt }: GameFormProps) {
  const { t } = useTranslation('curriculum');
  return (
    <>
      <TextInput
        label={t('games.quiz.question')}
        {...form.getInputProps('perguntas.0.dscPergunta')}
        error={errorAt('perguntas.0.dscPergunta')}
      />
      <CorrectAnswer form={form}>
        {(index) => (
          <>
            <GameImageSlot
              label={t('games.quiz.answerImage', { number: index + 1 })}
              value={form.values.respostas[index]?.imgResposta}
              onChange={(ref) => form.setFieldValue(`respostas.${index}.imgResposta`, ref)}
            />
            <TextInput label={t('games.quiz.caption', { number: index + 1 })} {...form.getInputProps(`respostas.${index}.dscResposta`)} />
          </>
        )}
      </CorrectAnswer>
    </>
  );
}
