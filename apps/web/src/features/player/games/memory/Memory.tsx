import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effortPoints } from '@portal/shared/player';
import { shuffled } from '../shared/check';
import { GameRound, type Round } from '../shared/GameRound';
import common from '../shared/games.module.css';
import type { GameProps } from '../types';
import classes from './Memory.module.css';

type Cards = GameProps<2>['game']['cartas'];
interface Card {
  id: string;
  img: string;
  /** The picture's name, said once the card is turned; null: the game says its number instead. */
  nome: string | null;
  /** The picture's number (1…), said to a screen reader once the card is turned. */
  figure: number;
}

/** How long a wrong pair stays face up (a click on another card turns it back at once). */
export const SHOW_WRONG_PAIR_MS = 1200;

/**
 * 2 Memória: two face-down cards of each picture; turn two, keep them when they match. Share of first
 * tries (effortPoints): the first looks are free (as many wrong pairs as there are pairs), then pairs / wrong pairs.
 */
export function memoryScore(pairs: number, wrongTurns: number): number {
  return effortPoints(wrongTurns <= pairs ? 1 : pairs / wrongTurns);
}

function Board({ cards: images, round }: { cards: Cards; round: Round }) {
  const { t } = useTranslation('games');
  const [cards] = useState<Card[]>(() =>
    shuffled(images.flatMap((c, i) => [0, 1].map(() => ({ id: c.id, img: c.img, nome: c.nome, figure: i + 1 })))),
  );
  const [open, setOpen] = useState<number[]>([]);
  const [matched, setMatched] = useState<ReadonlySet<string>>(new Set());
  const [wrongTurns, setWrongTurns] = useState(0);

  useEffect(() => {
    if (open.length !== 2) return;
    const timer = setTimeout(() => setOpen([]), SHOW_WRONG_PAIR_MS);
    return () => clearTimeout(timer);
  }, [open]);

  /** A turned card in a sentence: its picture's name, or its number. */
  const pictureOf = (card: Card) => card.nome ?? t('memory.figureRef', { figure: card.figure });

  /** A face-up card's accessible name: its picture (by name or number), and whether its pair is found. */
  const faceUpLabel = (card: Card, n: number, found: boolean) =>
    card.nome
      ? t(found ? 'memory.cardMatchedNamed' : 'memory.cardUpNamed', { n, name: card.nome })
      : t(found ? 'memory.cardMatched' : 'memory.cardUp', { n, figure: card.figure });

  const turn = (index: number) => {
    const card = cards[index];
    if (!card || round.finished || matched.has(card.id) || open.includes(index)) return;
    const first = open.length === 1 ? cards[open[0]!] : undefined;
    if (!first) {
      setOpen([index]);
      round.say(card.nome ? t('memory.turnedNamed', { name: card.nome }) : t('memory.turned', { figure: card.figure }));
      return;
    }
    if (first.id === card.id) {
      const next = new Set(matched).add(card.id);
      setMatched(next);
      setOpen([]);
      const progress = { n: next.size, total: images.length };
      round.right(
        card.nome ? t('memory.pairNamed', { name: card.nome, ...progress }) : t('memory.pair', { figure: card.figure, ...progress }),
      );
      if (next.size === images.length) round.finish(memoryScore(images.length, wrongTurns));
    } else {
      setOpen([open[0]!, index]);
      setWrongTurns(wrongTurns + 1);
      round.wrong(
        first.nome || card.nome
          ? t('memory.noPairNamed', { first: pictureOf(first), second: pictureOf(card) })
          : t('memory.noPair', { first: first.figure, second: card.figure }),
      );
    }
  };

  return (
    <ul className={classes.grid} data-count={cards.length} aria-label={t('memory.cards', { n: matched.size, total: images.length })}>
      {cards.map((card, index) => {
        const up = open.includes(index) || matched.has(card.id);
        const label = up ? faceUpLabel(card, index + 1, matched.has(card.id)) : t('memory.cardDown', { n: index + 1 });
        return (
          <li key={index}>
            <button
              type="button"
              className={`${common.tile} ${classes.card}`}
              data-up={up}
              data-state={matched.has(card.id) ? 'right' : open.length === 2 && up ? 'wrong' : undefined}
              aria-label={label}
              onClick={() => turn(index)}
            >
              {up ? <img src={card.img} alt="" className={classes.picture} /> : <span className={classes.back} aria-hidden />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export default function Memory({ game, title, onFinish }: GameProps<2>) {
  const { t } = useTranslation('games');
  return (
    <GameRound title={title} instructions={t('memory.instructions')} onFinish={onFinish}>
      {(round) => <Board cards={game.cartas} round={round} />}
    </GameRound>
  );
}
