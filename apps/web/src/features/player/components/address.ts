import type { Step } from './flatten';

/**
 * Where the player is, as its address says (issue 22: Back, Forward, a reload and a shared link land on
 * the same screen). Under the player's base (`/plataforma`, `/plataforma-treinamento`):
 * ''                 the map
 * '{id}'             the content item codTrlConteudo = id
 * '{id}/avaliacao'   the evaluation of the chapter that item ends
 * 'fim'              the end of the path
 */
export type PlayerScreen =
  | { kind: 'map' }
  | { kind: 'step'; index: number }
  | { kind: 'evaluation'; index: number }
  | { kind: 'end' }
  /** An address that names no item of this path (another path's, or mistyped). */
  | { kind: 'unknown' };

const EVALUATION = 'avaliacao';
const END = 'fim';

/** The screen of `rest`, the address after the player's base ('' for the base itself). */
export function screenAt(rest: string, steps: readonly Step[]): PlayerScreen {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 0) return { kind: 'map' };
  if (parts.length === 1 && parts[0] === END) return { kind: 'end' };
  const id = /^\d+$/.test(parts[0]!) ? Number(parts[0]) : NaN;
  const index = steps.findIndex((step) => step.content.codTrlConteudo === id);
  if (index < 0) return { kind: 'unknown' };
  if (parts.length === 1) return { kind: 'step', index };
  if (parts.length === 2 && parts[1] === EVALUATION && steps[index]!.endsChapter) return { kind: 'evaluation', index };
  return { kind: 'unknown' };
}

/** The address of `screen` under `base`. */
export function addressOf(base: string, screen: Exclude<PlayerScreen, { kind: 'unknown' }>, steps: readonly Step[]): string {
  switch (screen.kind) {
    case 'map':
      return base;
    case 'end':
      return `${base}/${END}`;
    case 'step':
      return `${base}/${steps[screen.index]!.content.codTrlConteudo}`;
    case 'evaluation':
      return `${base}/${steps[screen.index]!.content.codTrlConteudo}/${EVALUATION}`;
  }
}
