import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMoodCry, IconMoodEmpty, IconMoodHappy, IconMoodSad, IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVALUATION_SCORE_MAX, type EvaluationBody } from '@portal/shared/player';
import { useEvaluationQuestions } from '../api/play';
import classes from './player.module.css';

/** Drawn faces, 1 to 5 (emoji would show as empty boxes where no emoji font is installed). */
const FACES = [IconMoodCry, IconMoodSad, IconMoodEmpty, IconMoodSmile, IconMoodHappy] as const;

/** The chapter evaluation: each fixed question answered 1-5 with faces (a radio group each, arrows move). */
export function ChapterEvaluation({
  chapterTitle,
  onSubmit,
  onSkip,
}: {
  chapterTitle: string;
  onSubmit: (respostas: EvaluationBody['respostas']) => void;
  onSkip: () => void;
}) {
  const { t, i18n } = useTranslation('player');
  const questions = useEvaluationQuestions(true);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [tried, setTried] = useState(false);

  if (questions.isPending) return <Loader aria-label={t('loadingEvaluation')} />;
  if (questions.isError || questions.data.length === 0) {
    return (
      <Stack align="center">
        <Text>{t('evaluationUnavailable')}</Text>
        <Button onClick={onSkip}>{t('continue')}</Button>
      </Stack>
    );
  }
  const language = (['pt', 'en', 'es'] as const).find((l) => i18n.language.startsWith(l)) ?? 'pt';
  const complete = questions.data.every((q) => answers[q.codAvaliacao] !== undefined);

  const choose = (question: number, score: number) => setAnswers((a) => ({ ...a, [question]: score }));
  const onKey = (question: number, score: number) => (event: React.KeyboardEvent) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = Math.min(EVALUATION_SCORE_MAX, Math.max(1, score + step));
    choose(question, next);
    const group = (event.currentTarget as HTMLElement).parentElement;
    group?.querySelectorAll<HTMLElement>('[role="radio"]')[next - 1]?.focus();
  };

  return (
    <Stack gap="lg" maw={720} mx="auto">
      <div>
        <Title order={2}>{t('evaluationTitle')}</Title>
        <Text c="dimmed">{t('evaluationIntro', { chapter: chapterTitle })}</Text>
      </div>
      {questions.data.map((question) => {
        const chosen = answers[question.codAvaliacao];
        const labelId = `avaliacao-${question.codAvaliacao}`;
        return (
          <Stack key={question.codAvaliacao} gap={6}>
            <Text fw={600} id={labelId}>
              {question[language]}
            </Text>
            <div role="radiogroup" aria-labelledby={labelId} className={classes.faces}>
              {FACES.map((Face, i) => {
                const score = i + 1;
                const checked = chosen === score;
                return (
                  <button
                    key={score}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    aria-label={t(`face${score}`)}
                    tabIndex={checked || (chosen === undefined && score === 1) ? 0 : -1}
                    className={classes.face}
                    onClick={() => choose(question.codAvaliacao, score)}
                    onKeyDown={onKey(question.codAvaliacao, chosen ?? score)}
                  >
                    <Face size={36} stroke={1.8} aria-hidden />
                  </button>
                );
              })}
            </div>
          </Stack>
        );
      })}
      {tried && !complete && (
        <Alert color="orange" role="alert">
          {t('evaluationIncomplete')}
        </Alert>
      )}
      <Group>
        <Button
          size="md"
          onClick={() => {
            setTried(true);
            if (complete) onSubmit(questions.data.map((q) => ({ codAvaliacao: q.codAvaliacao, numAvaliacao: answers[q.codAvaliacao]! })));
          }}
        >
          {t('evaluationSend')}
        </Button>
      </Group>
    </Stack>
  );
}
