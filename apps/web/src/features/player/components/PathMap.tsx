import { Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled, IconCloudCheck, IconPlayerPlayFilled, IconPoint, IconRotate, IconTrophyFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type PlayPathDto, type PlayProgress, starsOf } from '@portal/shared/player';
import { Stars } from './Stars';
import type { Step } from './flatten';
import classes from './player.module.css';

interface Props {
  path: PlayPathDto;
  steps: Step[];
  done: ReadonlySet<number>;
  /** Each game's best score: its stars beside it. */
  best: PlayProgress['melhores'];
  evaluated: ReadonlySet<number>;
  current: number;
  onOpen: (stepIndex: number) => void;
  /** What is kept on the device for offline use, under the progress. */
  keptNote?: string;
}

/** The map of the path: chapters, their lessons, what is done and what comes next; any step opens. */
export function PathMap({ path, steps, done, best, evaluated, current, onOpen, keptNote }: Props) {
  const { t } = useTranslation('player');
  const total = steps.length;
  const completed = steps.filter((s) => done.has(s.content.codTrlConteudo)).length;
  const nextStep = steps[current];
  const finished = total > 0 && completed === total;
  const bestOf = new Map(best.map((b) => [b.codTrlConteudo, b.pontuacao]));

  return (
    <Stack gap="lg">
      <Paper radius="lg" p="lg" withBorder>
        <Group justify="space-between" align="center" wrap="wrap">
          <div>
            <Title order={1}>{path.dscTitulo}</Title>
            <Text c="dimmed">{t('mapProgress', { done: completed, total })}</Text>
          </div>
          {finished ? (
            // Everything done: said so, with a way to play it again, never a 'Continuar' to the last item.
            <Group gap="sm">
              <Badge size="xl" radius="xl" color="teal.9" leftSection={<IconTrophyFilled size={18} aria-hidden />}>
                {t('mapFinished')}
              </Badge>
              <Button size="md" radius="xl" variant="default" leftSection={<IconRotate size={18} aria-hidden />} onClick={() => onOpen(0)}>
                {t('reviewFromStart')}
              </Button>
            </Group>
          ) : (
            nextStep && (
              <Button
                size="lg"
                radius="xl"
                leftSection={<IconPlayerPlayFilled size={20} aria-hidden />}
                onClick={() => onOpen(current)}
                classNames={{ root: classes.continueButton, label: classes.continueLabel }}
              >
                {completed === 0 ? t('start') : t('continueAt', { title: nextStep.content.dscTitulo ?? nextStep.lessonTitle })}
              </Button>
            )
          )}
        </Group>
        <Progress value={total === 0 ? 0 : (completed / total) * 100} mt="md" size="lg" radius="xl" aria-label={t('mapProgressLabel')} />
        {keptNote && (
          <Group gap={6} mt="sm" c="dimmed" wrap="nowrap">
            <IconCloudCheck size={18} aria-hidden />
            <Text size="sm" data-testid="kept-offline">
              {keptNote}
            </Text>
          </Group>
        )}
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {path.capitulos.map((chapter, chapterIndex) => (
          <Paper
            key={chapter.codTrlCapitulo}
            withBorder
            p="md"
            className={classes.mapChapter}
            component="section"
            aria-labelledby={`cap-${chapter.codTrlCapitulo}`}
          >
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h3" id={`cap-${chapter.codTrlCapitulo}`}>
                {t('chapterN', { n: chapterIndex + 1, title: chapter.dscTitulo })}
              </Title>
              {evaluated.has(chapter.codTrlCapitulo) && <Badge color="teal.9">{t('evaluatedBadge')}</Badge>}
            </Group>
            <Stack gap="sm">
              {chapter.aulas.map((lesson, lessonIndex) => (
                <div key={lesson.codTrlAula}>
                  <Text fw={700}>{t('lessonN', { n: lessonIndex + 1, title: lesson.dscTitulo })}</Text>
                  <Stack gap={2} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {lesson.conteudos.map((content) => {
                      const index = steps.findIndex((s) => s.content.codTrlConteudo === content.codTrlConteudo);
                      const isDone = done.has(content.codTrlConteudo);
                      const isNext = index === current;
                      const label = content.dscTitulo ?? t(`type${content.codTrlTipoConteudo}`);
                      const score = bestOf.get(content.codTrlConteudo);
                      return (
                        <li key={content.codTrlConteudo}>
                          <UnstyledButton
                            onClick={() => onOpen(index)}
                            className={classes.stepButton}
                            px={6}
                            py={4}
                            aria-current={isNext ? 'step' : undefined}
                            aria-label={`${label} (${[
                              t(`type${content.codTrlTipoConteudo}`),
                              isDone ? t('doneState') : isNext ? t('nextState') : null,
                              score === undefined ? null : t('bestScore', { count: starsOf(score), score }),
                            ]
                              .filter(Boolean)
                              .join(', ')})`}
                          >
                            <Group gap={8} wrap="nowrap">
                              {isDone ? (
                                <IconCircleCheckFilled size={20} color="var(--mantine-color-teal-8)" aria-hidden />
                              ) : isNext ? (
                                <IconPlayerPlayFilled size={20} color="var(--mantine-color-blue-7)" aria-hidden />
                              ) : (
                                <IconPoint size={20} color="var(--mantine-color-gray-6)" aria-hidden />
                              )}
                              <Text size="sm">{label}</Text>
                              {score !== undefined && <Stars score={score} />}
                            </Group>
                          </UnstyledButton>
                        </li>
                      );
                    })}
                  </Stack>
                </div>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
