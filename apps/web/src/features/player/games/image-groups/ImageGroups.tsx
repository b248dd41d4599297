import { DndContext, type DragEndEvent, MouseSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effortPoints } from '@portal/shared/player';
import { isRight } from '../shared/check';
import { GameRound, type Round } from '../shared/GameRound';
import common from '../shared/games.module.css';
import { atSentenceStart } from '../shared/pictureName';
import type { GameProps } from '../types';
import classes from './ImageGroups.module.css';

type Game = GameProps<8>['game'];
type Picture = Game['imagens'][number];

function DraggablePicture({ picture, label, picked, onPick }: { picture: Picture; label: string; picked: boolean; onPick: () => void }) {
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id: picture.id });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        className={`${common.tile} ${classes.picture}`}
        aria-pressed={picked}
        aria-label={label}
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
  placed: { picture: Picture; label: string }[];
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
        {placed.map(({ picture, label }) => (
          <li key={picture.id}>
            <img src={picture.img} alt={label} />
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
  /** What a picture is called: its name, or its number when it has none. */
  const labelOf = (picture: Picture) => picture.nome ?? t('pictureN', { n: numberOf(picture.id) });
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
      const progress = { n: next.size, total: game.imagens.length };
      round.right(
        picture.nome
          ? t('imageGroups.rightNamed', { Name: atSentenceStart(picture.nome), group: groupName(groupId), ...progress })
          : t('rightProgress', progress),
      );
      if (next.size === game.imagens.length) {
        round.finish(effortPoints(game.imagens.filter((p) => !missed.has(p.id)).length / game.imagens.length));
      }
    } else {
      setMissed(new Set(missed).add(picture.id));
      round.wrong(
        picture.nome
          ? t('imageGroups.notThisGroupNamed', { Name: atSentenceStart(picture.nome), group: groupName(groupId) })
          : t('imageGroups.notThisGroup', { n: numberOf(picture.id), group: groupName(groupId) }),
      );
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
          onDragStart: ({ active }) => {
            const picture = game.imagens.find((p) => p.id === String(active.id));
            return picture?.nome
              ? t('imageGroups.draggingNamed', { name: picture.nome })
              : t('imageGroups.dragging', { n: numberOf(String(active.id)) });
          },
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
                label={labelOf(picture)}
                picked={picked === picture.id}
                onPick={() => {
                  if (round.finished) return;
                  const same = picked === picture.id;
                  setPicked(same ? null : picture.id);
                  round.say(
                    same
                      ? t('imageGroups.unpicked')
                      : picture.nome
                        ? t('imageGroups.pickedNamed', { name: picture.nome })
                        : t('imageGroups.picked', { n: numberOf(picture.id) }),
                  );
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
              placed={game.imagens.filter((p) => placed.get(p.id) === group.id).map((picture) => ({ picture, label: labelOf(picture) }))}
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
