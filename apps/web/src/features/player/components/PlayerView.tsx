import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconConfetti, IconInfoCircle, IconMap } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { PlayPathDto, PlayProgress } from '@portal/shared/player';
import { type GameResult, type Recorder, withBest } from '../api/recorder';
import { type PlayerScreen, addressOf, screenAt } from './address';
import { ChapterEvaluation } from './ChapterEvaluation';
import { ContentView } from './content/ContentView';
import { flatten, resumeIndex } from './flatten';
import { PathMap } from './PathMap';
import { PathSummary } from './PathSummary';
import classes from './player.module.css';
import { Stage } from './Stage';

interface Props {
  /** The player's address (`/plataforma`); each screen has its own under it (address.ts). */
  base: string;
  path: PlayPathDto;
  progress: PlayProgress;
  recorder: Recorder;
  /** A Professor's preview or the public training: said on screen. */
  notice?: string;
  /** What is kept on the device for offline use ('Disponível sem internet: 4,2 MB'): said on the map. */
  keptNote?: string;
}

/**
 * The learning-track player: the map, then each lesson's contents in order with previous/next, the
 * chapter evaluation after a chapter's last content, resuming where the child stopped.
 */
export function PlayerView({ base, path, progress, recorder, notice, keptNote }: Props) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const steps = useMemo(() => flatten(path), [path]);
  const [done, setDone] = useState(() => new Set(progress.concluidos));
  const [evaluated, setEvaluated] = useState(() => new Set(progress.capitulosAvaliados));
  // Each game's best score (its stars on the map) and the time spent in games, for the end's summary.
  const [best, setBest] = useState(() => progress.melhores);
  const [gameSeconds, setGameSeconds] = useState(() => progress.tempoSegundos);
  // The item the map offers to continue with: where the child resumes, then the last one opened from here.
  const [current, setCurrent] = useState(() => resumeIndex(steps, progress.ultimoConteudo, new Set(progress.concluidos)));
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const screen = screenAt(useParams()['*'] ?? '', steps);
  const index = screen.kind === 'step' || screen.kind === 'evaluation' ? screen.index : current;
  const step = screen.kind === 'step' ? steps[screen.index] : undefined;
  const stepId = step?.content.codTrlConteudo;
  // The end is reached by 'Próximo' on the last item, or by its address: it says what is left, if anything.
  const left = steps.filter((s) => !done.has(s.content.codTrlConteudo)).length;

  // The position is kept as the child moves, so another device resumes here.
  useEffect(() => {
    if (stepId !== undefined) recorder.position(stepId);
  }, [stepId, recorder]);

  // A screen change moves the focus to its heading (keyboard and screen-reader users start at the top).
  useEffect(() => {
    headingRef.current?.focus();
  }, [screen.kind, index]);

  const show = (target: Exclude<PlayerScreen, { kind: 'unknown' }>, replace = false): void => {
    void navigate(addressOf(base, target, steps), { replace });
  };

  const markDone = (id: number, result?: GameResult) => {
    if (result) {
      recorder.complete(id, result);
      setBest((b) => withBest(b, id, result.pontuacao));
      setGameSeconds((s) => s + result.tempoSegundos);
    } else if (!done.has(id)) recorder.complete(id);
    setDone((d) => new Set(d).add(id));
  };

  /** To the item at `next` (the end after the last); `replace` when the screen left is not one to come back to. */
  const goTo = (next: number, replace = false): void => {
    if (next >= steps.length) {
      show({ kind: 'end' }, replace);
      return;
    }
    const target = Math.max(0, next);
    setCurrent(target);
    show({ kind: 'step', index: target }, replace);
  };

  const next = () => {
    if (!step) return;
    // A game is done when it ends (with its score); anything else once it was seen and the child moves on.
    if (step.content.codTrlTipoConteudo !== 3) markDone(step.content.codTrlConteudo);
    if (step.endsChapter && !evaluated.has(step.codTrlCapitulo)) show({ kind: 'evaluation', index });
    else goTo(index + 1);
  };

  if (screen.kind === 'unknown') return <Navigate to={base} replace />;
  // An evaluation already sent (its address reached again by Back or a link) goes on to what follows it.
  if (screen.kind === 'evaluation' && evaluated.has(steps[screen.index]!.codTrlCapitulo)) {
    const following = screen.index + 1;
    return (
      <Navigate to={addressOf(base, following < steps.length ? { kind: 'step', index: following } : { kind: 'end' }, steps)} replace />
    );
  }
  const evaluating = screen.kind === 'evaluation' ? steps[screen.index]! : undefined;

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
      {screen.kind === 'map' && (
        <PathMap
          path={path}
          steps={steps}
          done={done}
          best={best}
          evaluated={evaluated}
          current={current}
          onOpen={(i) => goTo(i)}
          keptNote={keptNote}
        />
      )}
      {step && (
        <div className={classes.itemScreen} data-fit={step.content.codTrlTipoConteudo === 3}>
          <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.itemHeader}>
            <div>
              <Text size="sm" c="dimmed" className={classes.itemWhere}>
                {t('where', { chapter: step.chapterTitle, lesson: step.lessonTitle })}
              </Text>
              <Title order={1} size="h3" ref={headingRef} tabIndex={-1} className={`${classes.itemTitle} ${classes.focusedHeading}`}>
                {step.content.dscTitulo ?? t(`type${step.content.codTrlTipoConteudo}`)}
              </Title>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed" className={classes.stepCount}>
                {t('stepOf', { n: index + 1, total: steps.length })}
              </Text>
              <Button
                variant="default"
                leftSection={<IconMap size={18} aria-hidden />}
                onClick={() => show({ kind: 'map' })}
                aria-label={t('map')}
                classNames={{ section: classes.mapButtonIcon }}
              >
                <span className={classes.mapButtonText}>{t('map')}</span>
              </Button>
            </Group>
          </Group>
          <Stage label={t('stageLabel')} fit={step.content.codTrlTipoConteudo === 3}>
            <ContentView
              key={step.content.codTrlConteudo}
              content={step.content}
              onGameEnd={(result) => {
                markDone(step.content.codTrlConteudo, result);
                setAnnouncement(t('gameRecorded', { score: result.pontuacao }));
              }}
            />
          </Stage>
          <Group justify="space-between" className={classes.itemNav}>
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
        </div>
      )}
      {evaluating && (
        <Stage label={t('evaluationTitle')}>
          <Title order={1} size="h3" ref={headingRef} tabIndex={-1} mb="md" className={classes.focusedHeading}>
            {t('chapterDone', { chapter: evaluating.chapterTitle })}
          </Title>
          <ChapterEvaluation
            chapterTitle={evaluating.chapterTitle}
            onSubmit={(respostas) => {
              recorder.evaluate(evaluating.codTrlCapitulo, respostas);
              setEvaluated((e) => new Set(e).add(evaluating.codTrlCapitulo));
              setAnnouncement(t('evaluationThanks'));
              goTo(index + 1, true);
            }}
            onSkip={() => goTo(index + 1, true)}
          />
        </Stage>
      )}
      {screen.kind === 'end' && (
        <Stage label={t('stageLabel')}>
          <Stack align="center" justify="center" h="100%" gap="md">
            <IconConfetti size={72} color="var(--mantine-color-yellow-7)" aria-hidden />
            <Title order={1} ref={headingRef} tabIndex={-1} ta="center" className={classes.focusedHeading}>
              {left === 0 ? t('pathDone') : t('pathEnd')}
            </Title>
            <Text ta="center">
              {left === 0 ? t('pathDoneText', { title: path.dscTitulo }) : t('pathEndText', { count: left, title: path.dscTitulo })}
            </Text>
            <PathSummary steps={steps} done={done} best={best} gameSeconds={gameSeconds} />
            <Box>
              <Button size="md" onClick={() => show({ kind: 'map' })}>
                {t('backToMap')}
              </Button>
            </Box>
          </Stack>
        </Stage>
      )}
    </Stack>
  );
}
