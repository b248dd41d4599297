import type { PlayGame, PlayGameOf } from '@portal/shared/player';
import type { GameResult } from '../api/recorder';

export type GameCode = PlayGame['codTrlJogo'];

/**
 * What a game reports when it ends: `pontuacao` 0-100 (each game's rule is written in its own file),
 * `tentativas` the child's checked moves (a letter, a pair of cards, an answer…), `tempoSegundos`.
 */
export type GameOutcome = GameResult;

export interface GameProps<N extends GameCode> {
  game: PlayGameOf<N>;
  /** The salt of every `chave` of the game (answerKey). */
  salt: string;
  title: string;
  onFinish: (result: GameOutcome) => void;
}
