import { DndContext, type DragEndEvent, MouseSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effortPoints } from '@portal/shared/player';
import { isRight } from '../shared/check';
import { GameRound, type Round } from '../shared/GameRound';
import common from '../shared/games.module.css';
import type { GameProps } from '../types';
import classes from './ImageGroups.module.css';

type Game = GameProps<8>['game'];
type Picture = Game['imagens'][number];

function DraggablePicture({ picture, n, picked, onPick }: { picture: Picture; n: number; picked: boolean; onPick: () => void }) {
  const { t } = useTranslation('games');
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id: picture.id });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        className={`${common.tile} ${classes.picture}`}
        aria-pressed={picked}
        aria-label={t('pictureN', { n })}
        data-dragging={isDragging}
        style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
        onClick={onPick}
        {...listeners}
      >
        <img src={picture.img} alt="" draggable={false} />
      </button>
    </li>
  );
}

function GroupBox({
  id,
  name,
  placed,
  active,
  onDrop,
}: {
  id: string;
  name: string;
  placed: { picture: Picture; n: number }[];
  active: boolean;
  onDrop: () => void;
}) {
  const { t } = useTranslation('games');
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section ref={setNodeRef} className={classes.group} data-over={isOver} aria-label={name}>
      <button
        type="button"
        className={`${common.tile} ${classes.groupButton}`}
        data-active={active}
        aria-label={t('imageGroups.putIn', { group: name })}
        onClick={onDrop}
      >
        {name}
      </button>
      <ul className={classes.placed} aria-label={t('imageGroups.inGroup', { group: name, count: placed.length })}>
        {placed.map(({ picture, n }) => (
          <li key={picture.id}>
            <img src={picture.img} alt={t('pictureN', { n })} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 8 Grupos de imagens: sort the pictures into their groups (tap a picture then a group, or drag it
 * onto the group). Share of first tries (effortPoints): pictures put in their group at the first try / pictures.
 */
function Board({ salt, game, round }: { salt: string; game: Game; round: Round }) {
  const { t } = useTranslation('games');
  const [picked, setPicked] = useState<string | null>(null);
  const [placed, setPlaced] = useState<ReadonlyMap<string, string>>(new Map());
  const [missed, setMissed] = useState<ReadonlySet<string>>(new Set());
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
  );
  const numberOf = (id: string) => game.imagens.findIndex((p) => p.id === id) + 1;
  const groupName = (id: string) => {
    const i = game.grupos.findIndex((g) => g.id === id);
    return game.grupos[i]?.nome || t('imageGroups.groupN', { n: i + 1 });
  };

  const place = (pictureId: string, groupId: string) => {
    const picture = game.imagens.find((p) => p.id === pictureId);
    if (!picture || round.finished || placed.has(pictureId)) return;
    setPicked(null);
    if (isRight(salt, picture.id, groupId, picture.chave)) {
      const next = new Map(placed).set(picture.id, groupId);
      setPlaced(next);
      round.right(t('rightProgress', { n: next.size, total: game.imagens.length }));
      if (next.size === game.imagens.length) {
        round.finish(effortPoints(game.imagens.filter((p) => !missed.has(p.id)).length / game.imagens.length));
      }
    } else {
      setMissed(new Set(missed).add(picture.id));
      round.wrong(t('imageGroups.notThisGroup', { n: numberOf(picture.id), group: groupName(groupId) }));
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) place(String(active.id), String(over.id));
  };

  const pool = game.imagens.filter((p) => !placed.has(p.id));
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('imageGroups.dragHelp') },
        announcements: {
          onDragStart: ({ active }) => t('imageGroups.dragging', { n: numberOf(String(active.id)) }),
          onDragOver: ({ over }) => (over ? groupName(String(over.id)) : undefined),
          onDragEnd: () => undefined,
          onDragCancel: () => undefined,
        },
      }}
    >
      <div className={classes.game}>
        {pool.length > 0 && (
          <ul className={classes.pool} aria-label={t('imageGroups.pool', { count: pool.length })}>
            {pool.map((picture) => (
              <DraggablePicture
                key={picture.id}
                picture={picture}
                n={numberOf(picture.id)}
                picked={picked === picture.id}
                onPick={() => {
                  if (round.finished) return;
                  const same = picked === picture.id;
                  setPicked(same ? null : picture.id);
                  round.say(same ? t('imageGroups.unpicked') : t('imageGroups.picked', { n: numberOf(picture.id) }));
                }}
              />
            ))}
          </ul>
        )}
        <div className={classes.groups}>
          {game.grupos.map((group) => (
            <GroupBox
              key={group.id}
              id={group.id}
              name={groupName(group.id)}
              active={picked !== null}
              placed={game.imagens.filter((p) => placed.get(p.id) === group.id).map((picture) => ({ picture, n: numberOf(picture.id) }))}
              onDrop={() => {
                if (picked) place(picked, group.id);
                else round.say(t('imageGroups.pickFirst'));
              }}
            />
          ))}
        </div>
      </div>
    </DndContext>
  );
}

export default function ImageGroups({ game, salt, title, onFinish }: GameProps<8>) {
  const { t } = useTranslation('games');
  return (
    <GameRound title={title} instructions={t('imageGroups.instructions')} onFinish={onFinish}>
      {(round) => <Board salt={salt} game={game} round={round} />}
    </GameRound>
  );
}
