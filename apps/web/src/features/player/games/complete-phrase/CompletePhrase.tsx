import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effortPoints } from '@portal/shared/player';
import { foldForGame, isRight } from '../shared/check';
import { GameRound, type Round } from '../shared/GameRound';
import common from '../shared/games.module.css';
import type { GameProps } from '../types';
import classes from './CompletePhrase.module.css';

type Game = GameProps<9>['game'];

/**
 * 9 Complete a frase: put the words into the blanks (wrong words are among them). The chosen blank
 * (the first empty one unless the child taps another) takes the word tapped next.
 * Share of first tries (effortPoints): blanks filled at the first try / blanks.
 */
function Board({ salt, game, round }: { salt: string; game: Game; round: Round }) {
  const { t } = useTranslation('games');
  const blanks = game.partes.flatMap((p) => ('lacuna' in p ? [p] : []));
  const [filled, setFilled] = useState<ReadonlyMap<string, string>>(new Map());
  const [used, setUsed] = useState<ReadonlySet<string>>(new Set());
  const [missed, setMissed] = useState<ReadonlySet<string>>(new Set());
  const [chosen, setChosen] = useState<string | null>(null);
  const active = chosen && !filled.has(chosen) ? chosen : blanks.find((b) => !filled.has(b.lacuna))?.lacuna;
  const numberOf = (lacuna: string) => blanks.findIndex((b) => b.lacuna === lacuna) + 1;

  const tryWord = (word: Game['palavras'][number]) => {
    const blank = blanks.find((b) => b.lacuna === active);
    if (!blank || round.finished || used.has(word.id)) return;
    if (isRight(salt, blank.lacuna, foldForGame(word.texto), blank.chave)) {
      const next = new Map(filled).set(blank.lacuna, word.texto);
      setFilled(next);
      setUsed(new Set(used).add(word.id));
      setChosen(null);
      round.right(t('rightProgress', { n: next.size, total: blanks.length }));
      if (next.size === blanks.length) round.finish(effortPoints((blanks.length - missed.size) / blanks.length));
    } else {
      setMissed(new Set(missed).add(blank.lacuna));
      round.wrong(t('completePhrase.notHere', { word: word.texto, n: numberOf(blank.lacuna) }));
    }
  };

  return (
    <div className={classes.game}>
      <p className={classes.phrase}>
        {game.partes.map((part, i) =>
          'texto' in part ? (
            <span key={i}>{part.texto}</span>
          ) : (
            <button
              key={part.lacuna}
              type="button"
              className={`${common.tile} ${classes.blank}`}
              data-state={filled.has(part.lacuna) ? 'right' : undefined}
              aria-pressed={part.lacuna === active}
              aria-label={
                filled.has(part.lacuna)
                  ? t('completePhrase.blankFilled', { n: numberOf(part.lacuna), word: filled.get(part.lacuna) })
                  : t('completePhrase.blankEmpty', { n: numberOf(part.lacuna) })
              }
              onClick={() => {
                if (round.finished || filled.has(part.lacuna)) return;
                setChosen(part.lacuna);
                round.say(t('completePhrase.blankChosen', { n: numberOf(part.lacuna) }));
              }}
            >
              {filled.get(part.lacuna) ?? '?'}
            </button>
          ),
        )}
      </p>
      <ul className={classes.words} aria-label={t('completePhrase.words')}>
        {game.palavras
          .filter((w) => !used.has(w.id))
          .map((word) => (
            <li key={word.id}>
              <button type="button" className={`${common.tile} ${classes.word}`} onClick={() => tryWord(word)}>
                {word.texto}
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}

export default function CompletePhrase({ game, salt, title, onFinish }: GameProps<9>) {
  const { t } = useTranslation('games');
  return (
    <GameRound title={title} instructions={t('completePhrase.instructions')} onFinish={onFinish}>
      {(round) => <Board salt={salt} game={game} round={round} />}
    </GameRound>
  );
}
