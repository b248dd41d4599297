import { Text } from '@mantine/core';
import { IconArrowDown, IconArrowLeft, IconArrowRight, IconArrowUp } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effortPoints } from '@portal/shared/player';
import { isRight } from '../shared/check';
import { GameRound, type Round } from '../shared/GameRound';
import common from '../shared/games.module.css';
import type { GameProps } from '../types';
import { type Cell, type Direction, KEYS, MAZE, PICTURE_CELLS, STEPS, cellAt, startCell, swipeDirection } from './layout';
import { Ladybug } from './Ladybug';
import classes from './Maze.module.css';

type Game = GameProps<3>['game'];

const ARROWS = [
  { dir: 'up', Icon: IconArrowUp },
  { dir: 'left', Icon: IconArrowLeft },
  { dir: 'down', Icon: IconArrowDown },
  { dir: 'right', Icon: IconArrowRight },
] as const;

/**
 * 3 Labirinto: walk the maze (arrow keys, swipes or the arrow buttons) to the picture each hint
 * names, one hint after another. Share of first tries (effortPoints): hints whose picture was the first one reached / hints.
 */
function Board({ salt, game, round }: { salt: string; game: Game; round: Round }) {
  const { t } = useTranslation('games');
  const [pos, setPos] = useState<Cell>(startCell);
  const [hintIndex, setHintIndex] = useState(0);
  const [found, setFound] = useState<ReadonlySet<string>>(new Set());
  const [missedThisHint, setMissedThisHint] = useState(false);
  const [firstTries, setFirstTries] = useState(0);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const hint = game.dicas[hintIndex];

  const pictureAt = (cell: Cell) => {
    const i = PICTURE_CELLS.findIndex((p) => p.r === cell.r && p.c === cell.c);
    return i < 0 ? undefined : { picture: game.imagens[i], n: i + 1 };
  };

  const move = (dir: Direction) => {
    if (round.finished || !hint) return;
    const next = { r: pos.r + STEPS[dir].r, c: pos.c + STEPS[dir].c };
    const ch = cellAt(next.r, next.c);
    if (ch === undefined || ch === '#') {
      round.say(t('maze.wall'));
      return;
    }
    setPos(next);
    const at = pictureAt(next);
    if (!at?.picture) return;
    const { picture, n } = at;
    if (found.has(picture.id)) {
      round.say(picture.nome ? t('maze.alreadyFoundNamed', { name: picture.nome }) : t('maze.alreadyFound', { n }));
    } else if (isRight(salt, picture.id, hint.id, picture.chave)) {
      const nextFound = new Set(found).add(picture.id);
      const nextFirst = firstTries + (missedThisHint ? 0 : 1);
      setFound(nextFound);
      setFirstTries(nextFirst);
      setMissedThisHint(false);
      setHintIndex(hintIndex + 1);
      const progress = { n: nextFound.size, total: game.dicas.length };
      round.right(picture.nome ? t('rightPictureProgress', { name: picture.nome, ...progress }) : t('rightProgress', progress));
      if (hintIndex + 1 >= game.dicas.length) round.finish(effortPoints(nextFirst / game.dicas.length));
    } else {
      setMissedThisHint(true);
      round.wrong(picture.nome ? t('wrongPicture', { name: picture.nome }) : t('maze.notThis', { n }));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const dir = KEYS[event.key];
    if (!dir) return;
    event.preventDefault();
    move(dir);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    const dir = start && swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (dir) move(dir);
  };

  return (
    <div className={classes.game}>
      {hint && (
        <Text className={classes.hint}>
          <span className={classes.hintCount}>{t('maze.hintOf', { n: hintIndex + 1, total: game.dicas.length })}</span> {hint.texto}
        </Text>
      )}
      <div
        className={classes.maze}
        role="grid"
        aria-roledescription={t('maze.roledescription')}
        aria-label={hint ? t('maze.board', { hint: hint.texto }) : t('maze.roledescription')}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {MAZE.map((row, r) => (
          <div key={r} role="row" className={classes.row}>
            {[...row].map((ch, c) => {
              const at = ch === 'I' ? pictureAt({ r, c }) : undefined;
              const here = pos.r === r && pos.c === c;
              return (
                <div
                  key={c}
                  role="gridcell"
                  className={classes.cell}
                  data-wall={ch === '#'}
                  data-found={at?.picture ? found.has(at.picture.id) : undefined}
                >
                  {at?.picture && (
                    <img src={at.picture.img} alt={at.picture.nome ?? t('pictureN', { n: at.n })} className={classes.picture} />
                  )}
                  {here && (
                    <span className={classes.player}>
                      <Ladybug />
                      <span className={common.visuallyHidden}>{t('maze.here')}</span>
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div className={classes.arrows}>
        {ARROWS.map(({ dir, Icon }) => (
          <button
            key={dir}
            type="button"
            className={`${common.tile} ${classes.arrow}`}
            data-dir={dir}
            aria-label={t(`maze.${dir}`)}
            onClick={() => move(dir)}
          >
            <Icon size={30} aria-hidden />
          </button>
        ))}
      </div>
    </div>
  );
}

export default function Maze({ game, salt, title, onFinish }: GameProps<3>) {
  const { t } = useTranslation('games');
  return (
    <GameRound title={title} instructions={t('maze.instructions')} onFinish={onFinish}>
      {(round) => <Board salt={salt} game={game} round={round} />}
    </GameRound>
  );
}
