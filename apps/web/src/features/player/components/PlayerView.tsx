import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconConfetti, IconInfoCircle, IconMap } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayPathDto, PlayProgress } from '@portal/shared/player';
import type { GameResult, Recorder } from '../api/recorder';
import { ChapterEvaluation } from './ChapterEvaluation';
import { ContentView } from './content/ContentView';
import { flatten, resumeIndex } from './flatten';
import { PathMap } from './PathMap';
import { Stage } from './Stage';

type Screen = { kind: 'map' } | { kind: 'step' } | { kind: 'evaluation'; codTrlCapitulo: number; chapterTitle: string } | { kind: 'end' };

interface Props {
  path: PlayPathDto;
  progress: PlayProgress;
  recorder: Recorder;
  /** A Professor's preview or the public training: said on screen. */
  notice?: string;
}

/**
 * The learning-track player: the map, then each lesson's contents in order with previous/next, the
 * chapter evaluation after a chapter's last content, resuming where the child stopped.
 */
export function PlayerView({ path, progress, recorder, notice }: Props) {
  const { t } = useTranslation('player');
  const steps = useMemo(() => flatten(path), [path]);
  const [done, setDone] = useState(() => new Set(progress.concluidos));
  const [evaluated, setEvaluated] = useState(() => new Set(progress.capitulosAvaliados));
  const [index, setIndex] = useState(() => resumeIndex(steps, progress.ultimoConteudo, new Set(progress.concluidos)));
  const [screen, setScreen] = useState<Screen>({ kind: 'map' });
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = steps[index];

  // The position is kept as the child moves, so another device resumes here.
  useEffect(() => {
    if (screen.kind === 'step' && step) recorder.position(step.content.codTrlConteudo);
  }, [screen.kind, step, recorder]);

  // A screen change moves the focus to its heading (keyboard and screen-reader users start at the top).
  useEffect(() => {
    headingRef.current?.focus();
  }, [screen.kind, index]);

  const markDone = (id: number, result?: GameResult) => {
    if (result) recorder.complete(id, result);
    else if (!done.has(id)) recorder.complete(id);
    setDone((d) => new Set(d).add(id));
  };

  const goTo = (next: number) => {
    if (next >= steps.length) return setScreen({ kind: 'end' });
    setIndex(Math.max(0, next));
    setScreen({ kind: 'step' });
  };

  const next = () => {
    if (!step) return;
    // A game is done when it ends (with its score); anything else once it was seen and the child moves on.
    if (step.content.codTrlTipoConteudo !== 3) markDone(step.content.codTrlConteudo);
    if (step.endsChapter && !evaluated.has(step.codTrlCapitulo)) {
      return setScreen({ kind: 'evaluation', codTrlCapitulo: step.codTrlCapitulo, chapterTitle: step.chapterTitle });
    }
    goTo(index + 1);
  };

  if (steps.length === 0) {
    return (
      <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
        {t('emptyPath')}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {notice && (
        <Alert color="grape" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {notice}
        </Alert>
      )}
      <div aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {announcement}
      </div>
      {screen.kind === 'map' && <PathMap path={path} steps={steps} done={done} evaluated={evaluated} current={index} onOpen={goTo} />}
      {screen.kind === 'step' && step && (
        <>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text size="sm" c="dimmed">
                {t('where', { chapter: step.chapterTitle, lesson: step.lessonTitle })}
              </Text>
              <Title order={1} size="h3" ref={headingRef} tabIndex={-1}>
                {step.content.dscTitulo ?? t(`type${step.content.codTrlTipoConteudo}`)}
              </Title>
            </div>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('stepOf', { n: index + 1, total: steps.length })}
              </Text>
              <Button variant="default" leftSection={<IconMap size={18} aria-hidden />} onClick={() => setScreen({ kind: 'map' })}>
                {t('map')}
              </Button>
            </Group>
          </Group>
          <Stage label={t('stageLabel')}>
            <ContentView
              key={step.content.codTrlConteudo}
              content={step.content}
              onGameEnd={(result) => {
                markDone(step.content.codTrlConteudo, result);
                setAnnouncement(t('gameRecorded', { score: result.pontuacao }));
              }}
            />
          </Stage>
          <Group justify="space-between">
            <Button
              size="md"
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={() => goTo(index - 1)}
              disabled={index === 0}
            >
              {t('previous')}
            </Button>
            <Button size="md" rightSection={<IconArrowRight size={18} aria-hidden />} onClick={next}>
              {index === steps.length - 1 ? t('finish') : t('next')}
            </Button>
          </Group>
        </>
      )}
      {screen.kind === 'evaluation' && (
        <Stage label={t('evaluationTitle')}>
          <Title order={1} size="h3" ref={headingRef} tabIndex={-1} mb="md">
            {t('chapterDone', { chapter: screen.chapterTitle })}
          </Title>
          <ChapterEvaluation
            chapterTitle={screen.chapterTitle}
            onSubmit={(respostas) => {
              recorder.evaluate(screen.codTrlCapitulo, respostas);
              setEvaluated((e) => new Set(e).add(screen.codTrlCapitulo));
              setAnnouncement(t('evaluationThanks'));
              goTo(index + 1);
            }}
            onSkip={() => goTo(index + 1)}
          />
        </Stage>
      )}
      {screen.kind === 'end' && (
        <Stage label={t('stageLabel')}>
          <Stack align="center" justify="center" h="100%" gap="md">
            <IconConfetti size={72} color="var(--mantine-color-yellow-7)" aria-hidden />
            <Title order={1} ref={headingRef} tabIndex={-1} ta="center">
              {t('pathDone')}
            </Title>
            <Text ta="center">{t('pathDoneText', { title: path.dscTitulo })}</Text>
            <Box>
              <Button size="md" onClick={() => setScreen({ kind: 'map' })}>
                {t('backToMap')}
              </Button>
            </Box>
          </Stack>
        </Stage>
      )}
    </Stack>
  );
}
