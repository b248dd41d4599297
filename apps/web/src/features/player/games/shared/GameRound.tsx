import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconStarFilled } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAR_THRESHOLDS, starsOf } from '@portal/shared/player';
import type { GameOutcome } from '../types';
import classes from './games.module.css';

export type Tone = 'right' | 'wrong' | 'info';

/** What a game's board uses to talk to the child and to end the round. */
export interface Round {
  /** A right move: counted, and said ('Acertou!' unless another text is given, e.g. with the progress). */
  right: (message?: string) => void;
  /** A wrong move: counted, and said ('Tente de novo' unless another text is given). */
  wrong: (message?: string) => void;
  /** Says something without counting a move (a wall in the maze, a card turned). */
  say: (message: string, tone?: Tone) => void;
  /** Counts a move without saying anything (the board says it itself). */
  count: () => void;
  /** Ends the round with a score 0-100; `note` is shown with the score (e.g. the hangman's word). */
  finish: (pontuacao: number, note?: string) => void;
  finished: boolean;
}

interface Status {
  text: string;
  tone: Tone;
  /** Changes on every message, so the same text said twice is announced twice. */
  n: number;
}

/**
 * The moves of a round, counted in event handlers (not state: the last move and the end come in the same
 * event), with what was said of the last one.
 */
function counter() {
  let n = 0;
  let said: { text: string; at: number } | undefined;
  return {
    add: (text: string) => {
      n += 1;
      said = { text, at: n };
    },
    count: () => void (n += 1),
    value: () => n,
    /** What was said of the move just made, if the last move said something. */
    saidOfLast: () => (said && said.at === n ? said.text : undefined),
  };
}

interface RoundProps {
  title: string;
  instructions: string;
  onFinish: (result: GameOutcome) => void;
  children: (round: Round) => ReactNode;
}

function RoundPlay({ title, instructions, onFinish, children, onRetry }: RoundProps & { onRetry: () => void }) {
  const { t } = useTranslation('games');
  const [startedAt] = useState(() => Date.now());
  const [moves] = useState(counter);
  const [status, setStatus] = useState<Status | null>(null);
  const [result, setResult] = useState<{ pontuacao: number; note?: string } | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const say = useCallback((text: string, tone: Tone = 'info') => setStatus((s) => ({ text, tone, n: (s?.n ?? 0) + 1 })), []);

  const finished = result !== null;
  const round = useMemo<Round>(
    () => ({
      right(message) {
        const text = message ?? t('right');
        moves.add(text);
        say(text, 'right');
      },
      wrong(message) {
        const text = message ?? t('tryAgain');
        moves.add(text);
        say(text, 'wrong');
      },
      say,
      count() {
        moves.count();
      },
      finish(pontuacao, note) {
        const score = Math.max(0, Math.min(100, Math.round(pontuacao)));
        setResult({ pontuacao: score, note });
        // What was said of the last move, right or wrong, is kept in the same announcement as the score:
        // the child hears how the last answer went before the end.
        const end = t('finished', { score });
        const last = moves.saidOfLast();
        setStatus((s) => ({
          text: last ? `${last} ${end}` : end,
          tone: score > 0 ? 'right' : 'info',
          n: (s?.n ?? 0) + 1,
        }));
        onFinish({
          pontuacao: score,
          tentativas: moves.value(),
          tempoSegundos: Math.max(0, Math.round((Date.now() - startedAt) / 1000)),
        });
      },
      finished,
    }),
    [say, t, onFinish, startedAt, finished, moves],
  );

  useEffect(() => {
    if (finished) resultHeading.current?.focus();
  }, [finished]);

  const earned = result ? starsOf(result.pontuacao) : 0;
  return (
    <Stack gap="sm" className={classes.frame}>
      {/* The page's heading already shows the item's title: the game's own is for screen readers. */}
      <Title order={2} className={classes.visuallyHidden}>
        {title}
      </Title>
      {!finished && <Text className={classes.instructions}>{instructions}</Text>}
      <div role="status" aria-live="polite" aria-atomic="true" className={classes.status} data-tone={status?.tone ?? 'info'}>
        {status && <span key={status.n}>{status.text}</span>}
      </div>
      {result && (
        <Paper className={classes.result} radius="lg" p="lg">
          <Stack align="center" gap="xs">
            <Title order={3} ref={resultHeading} tabIndex={-1} className={classes.resultTitle}>
              {result.pontuacao === 100 ? t('perfect') : result.pontuacao >= STAR_THRESHOLDS[1] ? t('wellDone') : t('keepPracticing')}
            </Title>
            <div className={classes.stars} role="img" aria-label={t('stars', { count: earned })}>
              {[1, 2, 3].map((i) => (
                <span key={i} data-on={i <= earned}>
                  <IconStarFilled size="1em" aria-hidden />
                </span>
              ))}
            </div>
            <Text className={classes.score}>{t('score', { score: result.pontuacao })}</Text>
            {result.note && <Text fw={700}>{result.note}</Text>}
            <Group>
              <Button size="lg" radius="xl" color="grape" leftSection={<IconRefresh aria-hidden />} onClick={onRetry}>
                {t('playAgain')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <div className={classes.board}>{children(round)}</div>
    </Stack>
  );
}

/** A game's frame: its title and instructions, the spoken feedback, the score at the end and 'Jogar de novo' (a fresh round). */
export function GameRound(props: RoundProps) {
  const [roundNo, setRoundNo] = useState(0);
  return <RoundPlay key={roundNo} {...props} onRetry={() => setRoundNo((n) => n + 1)} />;
}
