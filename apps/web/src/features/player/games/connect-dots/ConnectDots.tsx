import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effortPoints } from '@portal/shared/player';
import { isRight } from '../shared/check';
import { GameRound, type Round } from '../shared/GameRound';
import common from '../shared/games.module.css';
import { atSentenceStart } from '../shared/pictureName';
import type { GameProps } from '../types';
import classes from './ConnectDots.module.css';

type Game = GameProps<4>['game'];
type Side = 1 | 2;
interface Pick {
  side: Side;
  id: string;
}
interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color: string;
}

const COLORS = ['#f76707', '#1c7ed6', '#2f9e44', '#ae3ec9', '#e03131', '#0c8599'];

/**
 * 4 Ligue os pontos: join each picture of group 1 to its partner in group 2 (tap one, then one of
 * the other group; keyboard: Tab and Enter). Share of first tries (effortPoints): right links / links tried.
 */
function Board({ salt, game, round }: { salt: string; game: Game; round: Round }) {
  const { t } = useTranslation('games');
  const [picked, setPicked] = useState<Pick | null>(null);
  /** group-2 id → group-1 id, right links only, in the order made. */
  const [links, setLinks] = useState<ReadonlyMap<string, string>>(new Map());
  const [tries, setTries] = useState(0);
  const [lines, setLines] = useState<Line[]>([]);
  const area = useRef<HTMLDivElement>(null);

  const groupOf = (side: Side) => (side === 1 ? game.grupo1 : game.grupo2);
  /** A picture's name, or its group and position when it has none. */
  const nameOf = (side: Side, id: string) => {
    const i = groupOf(side).findIndex((p) => p.id === id);
    return groupOf(side)[i]?.nome ?? t('connectDots.picture', { group: side, n: i + 1 });
  };
  /** Whether any of these pictures has a name: the game then speaks of them by name. */
  const named = (...pictures: [Side, string][]) => pictures.some(([side, id]) => groupOf(side).some((p) => p.id === id && p.nome));
  const linkOf = (side: Side, id: string) =>
    side === 2 ? (links.has(id) ? id : undefined) : [...links.entries()].find(([, g1]) => g1 === id)?.[0];
  const colorOf = (g2: string) => COLORS[[...links.keys()].indexOf(g2) % COLORS.length]!;

  const choose = (side: Side, id: string) => {
    if (round.finished) return;
    if (linkOf(side, id) !== undefined) {
      round.say(t(named([side, id]) ? 'connectDots.alreadyLinkedNamed' : 'connectDots.alreadyLinked', { name: nameOf(side, id) }));
      return;
    }
    if (!picked || picked.side === side) {
      const same = picked?.id === id;
      setPicked(same ? null : { side, id });
      const chosen = named([side, id]) ? 'connectDots.pickedNamed' : 'connectDots.picked';
      round.say(same ? t('connectDots.unpicked') : t(chosen, { name: nameOf(side, id), group: side === 1 ? 2 : 1 }));
      return;
    }
    const g1 = side === 1 ? id : picked.id;
    const g2 = side === 2 ? id : picked.id;
    const partner = game.grupo2.find((p) => p.id === g2);
    const nextTries = tries + 1;
    setTries(nextTries);
    setPicked(null);
    if (partner && isRight(salt, g2, g1, partner.chave)) {
      const next = new Map(links).set(g2, g1);
      setLinks(next);
      const progress = { n: next.size, total: game.grupo2.length };
      round.right(
        named([1, g1], [2, g2])
          ? t('connectDots.partnersNamed', { Name: atSentenceStart(nameOf(1, g1)), other: nameOf(2, g2), ...progress })
          : t('rightProgress', progress),
      );
      if (next.size === game.grupo2.length) round.finish(effortPoints(next.size / nextTries));
    } else {
      round.wrong(
        named([1, g1], [2, g2])
          ? t('connectDots.notPartnersNamed', { name: nameOf(1, g1), other: nameOf(2, g2) })
          : t('connectDots.notPartners', { a: nameOf(1, g1), b: nameOf(2, g2) }),
      );
    }
  };

  // The lines between linked pictures, measured from the layout (again when it changes size).
  useEffect(() => {
    const box = area.current;
    if (!box) return;
    const measure = () => {
      const origin = box.getBoundingClientRect();
      const dot = (id: string, side: Side) =>
        box.querySelector<HTMLElement>(`[data-dot="${side}-${CSS.escape(id)}"]`)?.getBoundingClientRect();
      const next: Line[] = [];
      [...links.entries()].forEach(([g2, g1], i) => {
        const a = dot(g1, 1);
        const b = dot(g2, 2);
        if (!a || !b) return;
        next.push({
          x1: a.left + a.width / 2 - origin.left,
          y1: a.top + a.height / 2 - origin.top,
          x2: b.left + b.width / 2 - origin.left,
          y2: b.top + b.height / 2 - origin.top,
          color: COLORS[i % COLORS.length]!,
        });
      });
      setLines(next);
    };
    const frame = requestAnimationFrame(measure);
    const observer = new ResizeObserver(() => requestAnimationFrame(measure));
    observer.observe(box);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [links]);

  const column = (side: Side, items: { id: string; img: string }[]) => (
    <ul className={classes.column} aria-label={t('connectDots.group', { n: side })}>
      {items.map((item) => {
        const link = linkOf(side, item.id);
        const name = nameOf(side, item.id);
        const partner: [Side, string] | undefined = link === undefined ? undefined : side === 1 ? [2, link] : [1, links.get(link)!];
        const label =
          partner === undefined
            ? name
            : t(named([side, item.id], partner) ? 'connectDots.linkedToNamed' : 'connectDots.linkedTo', {
                name,
                other: nameOf(...partner),
              });
        return (
          <li key={item.id} className={classes.item} data-side={side}>
            <button
              type="button"
              className={`${common.tile} ${classes.picture}`}
              aria-pressed={picked?.side === side && picked.id === item.id}
              data-state={link === undefined ? undefined : 'right'}
              style={link === undefined ? undefined : { borderColor: colorOf(link) }}
              aria-label={label}
              onClick={() => choose(side, item.id)}
            >
              <img src={item.img} alt="" />
            </button>
            <span
              className={classes.dot}
              data-dot={`${side}-${item.id}`}
              style={link === undefined ? undefined : { background: colorOf(link) }}
              aria-hidden
            />
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className={classes.area} ref={area} style={{ '--items': Math.max(game.grupo1.length, game.grupo2.length) } as CSSProperties}>
      <svg className={classes.lines} aria-hidden>
        {lines.map((l, i) => (
          <line key={i} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} stroke={l.color} strokeWidth={6} strokeLinecap="round" />
        ))}
      </svg>
      {column(1, game.grupo1)}
      {column(2, game.grupo2)}
    </div>
  );
}

export default function ConnectDots({ game, salt, title, onFinish }: GameProps<4>) {
  const { t } = useTranslation('games');
  return (
    <GameRound title={title} instructions={t('connectDots.instructions')} onFinish={onFinish}>
      {(round) => <Board salt={salt} game={game} round={round} />}
    </GameRound>
  );
}
