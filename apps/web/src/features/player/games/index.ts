import type { ComponentType } from 'react';
import type { GameCode, GameProps } from './types';

export type GameLoaders = { [N in GameCode]: () => Promise<{ default: ComponentType<GameProps<N>> }> };

/** One dynamic import per game: each game is a chunk of its own, downloaded when its content opens. */
export const GAME_LOADERS: GameLoaders = {
  1: () => import('./hangman/Hangman'),
  2: () => import('./memory/Memory'),
  3: () => import('./maze/Maze'),
  4: () => import('./connect-dots/ConnectDots'),
  5: () => import('./puzzle/Puzzle'),
  6: () => import('./quiz/Quiz'),
  7: () => import('./true-false/TrueFalse'),
  8: () => import('./image-groups/ImageGroups'),
  9: () => import('./complete-phrase/CompletePhrase'),
  10: () => import('./image-quiz/ImageQuiz'),
};
