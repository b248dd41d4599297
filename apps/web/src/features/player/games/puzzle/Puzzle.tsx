import { Image } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effortPoints } from '@portal/shared/player';
import { shuffled } from '../shared/check';
import { GameRound, type Round } from '../shared/GameRound';
import common from '../shared/games.module.css';
import type { GameProps } from '../types';
import classes from './Puzzle.module.css';

export const SIDE = 3;
const TILES = SIDE * SIDE;

/** The fewest swaps that sort `order` (tiles minus its cycles): the best a child can do. */
export function fewestSwaps(order: readonly number[]): number {
  const seen = new Set<number>();
  let cycles = 0;
  for (let start = 0; start < order.length; start += 1) {
    if (seen.has(start)) continue;
    cycles += 1;
    for (let i = start; !seen.has(i); i = order[i]!) seen.add(i);
  }
  return order.length - cycles;
}

function scrambled(): number[] {
  const solved = Array.from({ length: TILES }, (_, i) => i);
  let order = shuffled(solved);
  while (fewestSwaps(order) < TILES / 2) order = shuffled(solved);
  return order;
}

/**
 * 5 Quebra-cabeça: the picture cut in 3 × 3 tiles (CSS background-position of the one image), mixed;
 * tap two tiles to swap them. Share of first tries (effortPoints): fewest possible swaps / swaps made.
 */
function Board({ img, name, round }: { img: string; name: string | null; round: Round }) {
  const { t } = useTranslation('games');
  /** order[position] = the tile (its right position) lying there. */
  const [order, setOrder] = useState(scrambled);
  const [fewest] = useState(() => fewestSwaps(order));
  const [picked, setPicked] = useState<number | null>(null);
  const [swaps, setSwaps] = useState(0);
  const where = (p: number) => ({ row: Math.floor(p / SIDE) + 1, col: (p % SIDE) + 1 });
  const whole = name ? t('puzzle.wholeNamed', { name }) : t('puzzle.whole');

  const choose = (position: number) => {
    if (round.finished) return;
    if (picked === null || picked === position) {
      setPicked(picked === position ? null : position);
      round.say(picked === position ? t('puzzle.unpicked') : t('puzzle.picked', where(position)));
      return;
    }
    const next = [...order];
    [next[picked], next[position]] = [next[position]!, next[picked]!];
    const placed = next.filter((tile, p) => tile === p).length;
    const landed = next[picked] === picked || next[position] === position;
    setOrder(next);
    setPicked(null);
    setSwaps(swaps + 1);
    round.count();
    round.say(t(landed ? 'puzzle.landed' : 'puzzle.swapped', { n: placed, total: TILES }), landed ? 'right' : 'info');
    if (placed === TILES) round.finish(effortPoints(fewest / (swaps + 1)), name ? t('puzzle.doneNamed', { name }) : undefined);
  };

  return (
    <div className={classes.game}>
      <ul className={classes.board} aria-label={t('puzzle.board')}>
        {order.map((tile, position) => {
          const home = where(tile);
          const inPlace = tile === position;
          return (
            <li key={position}>
              <button
                type="button"
                className={`${common.tile} ${classes.tile}`}
                aria-pressed={picked === position}
                data-in-place={inPlace}
                aria-label={t(inPlace ? 'puzzle.tileInPlace' : 'puzzle.tile', where(position))}
                style={{
                  backgroundImage: `url("${img}")`,
                  backgroundPosition: `${(home.col - 1) * 50}% ${(home.row - 1) * 50}%`,
                }}
                onClick={() => choose(position)}
              />
            </li>
          );
        })}
      </ul>
      <figure className={classes.preview}>
        <Image src={img} alt={whole} radius="md" />
        <figcaption>{whole}</figcaption>
      </figure>
    </div>
  );
}

export default function Puzzle({ game, title, onFinish }: GameProps<5>) {
  const { t } = useTranslation('games');
  return (
    <GameRound title={title} instructions={t('puzzle.instructions')} onFinish={onFinish}>
      {(round) => <Board img={game.img} name={game.nome} round={round} />}
    </GameRound>
  );
}
