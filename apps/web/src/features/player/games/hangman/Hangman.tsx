import { IconBulbFilled, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effortPoints } from '@portal/shared/player';
import { foldForGame, isRight } from '../shared/check';
import { GameRound, type Round } from '../shared/GameRound';
import common from '../shared/games.module.css';
import type { GameProps } from '../types';
import classes from './Hangman.module.css';

type Word = GameProps<1>['game']['palavra'];

export const CHANCES = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The positions of the word where `letter` (folded) is: its key at that position matches. */
function positionsOf(salt: string, word: Word, letter: string): number[] {
  return word.flatMap((part, i) => ('chave' in part && isRight(salt, String(i), letter, part.chave) ? [i] : []));
}

/** After the game is lost the word is shown: each hidden letter found by trying the alphabet against its key. */
function spelled(salt: string, word: Word): string {
  return word
    .map((part, i) => ('fixo' in part ? part.fixo : (ALPHABET.find((l) => isRight(salt, String(i), l, part.chave)) ?? '?')))
    .join('');
}

/**
 * 1 Forca: guess the word letter by letter (on-screen or physical keyboard; accents folded, 'a' finds 'á').
 * Six chances. Share of first tries (effortPoints): right letters / letters tried; when the chances run
 * out, the game is lost and scores by the part of the word found.
 */
function Board({ salt, hint, word, round }: { salt: string; hint: string; word: Word; round: Round }) {
  const { t } = useTranslation('games');
  const [found, setFound] = useState<ReadonlyMap<number, string>>(new Map());
  const [tried, setTried] = useState<ReadonlyMap<string, boolean>>(new Map());
  const misses = [...tried.values()].filter((hit) => !hit).length;
  const hidden = word.filter((part) => 'chave' in part).length;

  const guess = (raw: string) => {
    const letter = foldForGame(raw);
    if (round.finished || !ALPHABET.includes(letter)) return;
    if (tried.has(letter)) {
      round.say(t('hangman.alreadyTried', { letter }));
      return;
    }
    const at = positionsOf(salt, word, letter);
    setTried(new Map(tried).set(letter, at.length > 0));
    if (at.length > 0) {
      const next = new Map(found);
      for (const i of at) next.set(i, letter);
      setFound(next);
      round.right(t('hangman.found', { letter, count: at.length }));
      const hits = [...tried.values()].filter(Boolean).length + 1;
      if (next.size === hidden) round.finish(effortPoints(hits / (hits + misses)));
    } else {
      const left = CHANCES - misses - 1;
      round.wrong(t('hangman.notFound', { letter, count: left }));
      if (left === 0) round.finish(effortPoints(found.size / hidden, false), t('hangman.wordWas', { word: spelled(salt, word) }));
    }
  };

  useEffect(() => {
    if (round.finished) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (!/\p{L}/u.test(event.key)) return;
      event.preventDefault();
      guess(event.key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const spoken = word.map((part, i) => ('fixo' in part ? part.fixo : (found.get(i) ?? t('hangman.blank')))).join(', ');
  return (
    <div className={classes.game}>
      <Text className={classes.hint}>
        <IconBulbFilled size="1.1em" color="#f59f00" aria-hidden className={classes.hintIcon} />
        {hint}
      </Text>
      <div className={classes.lives} role="img" aria-label={t('hangman.chances', { count: CHANCES - misses })}>
        {Array.from({ length: CHANCES }, (_, i) => (
          <span key={i} data-lost={i >= CHANCES - misses}>
            {i >= CHANCES - misses ? <IconHeart size="1em" aria-hidden /> : <IconHeartFilled size="1em" aria-hidden />}
          </span>
        ))}
      </div>
      <p className={classes.word}>
        <span aria-hidden className={classes.slots}>
          {word.map((part, i) =>
            'fixo' in part ? (
              <span key={i} className={part.fixo.trim() ? classes.fixed : classes.space}>
                {part.fixo}
              </span>
            ) : (
              <span key={i} className={classes.slot} data-found={found.has(i)}>
                {found.get(i) ?? ''}
              </span>
            ),
          )}
        </span>
        <span className={common.visuallyHidden}>{t('hangman.word', { letters: spoken })}</span>
      </p>
      <div className={classes.keyboard} role="group" aria-label={t('hangman.keyboard')}>
        {ALPHABET.map((letter) => {
          const hit = tried.get(letter);
          return (
            <button
              key={letter}
              type="button"
              className={`${common.tile} ${classes.key}`}
              data-state={hit === undefined ? undefined : hit ? 'right' : 'wrong'}
              aria-disabled={hit !== undefined || round.finished}
              aria-label={hit === undefined ? letter : `${letter}: ${hit ? t('hangman.inWord') : t('hangman.notInWord')}`}
              onClick={() => guess(letter)}
            >
              {letter}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export default function Hangman({ game, salt, title, onFinish }: GameProps<1>) {
  const { t } = useTranslation('games');
  return (
    <GameRound title={title} instructions={t('hangman.instructions')} onFinish={onFinish}>
      {(round) => <Board salt={salt} hint={game.pergunta} word={game.palavra} round={round} />}
    </GameRound>
  );
}
