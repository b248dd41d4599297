/**
 * The maze: '#' a wall, '.' a path, 'S' the start, 'I' a picture (the four corners, in the order
 * of the game's pictures: top left, top right, bottom left, bottom right). Every picture is reachable.
 */
export const MAZE = ['I..#..I', '.#...#.', '.#.#.#.', '...S...', '.#.#.#.', '.#...#.', 'I..#..I'];

export interface Cell {
  r: number;
  c: number;
}

export const SIZE = MAZE.length;

export function cellAt(r: number, c: number): string | undefined {
  return MAZE[r]?.[c];
}

export function startCell(): Cell {
  const r = MAZE.findIndex((row) => row.includes('S'));
  return { r, c: MAZE[r]!.indexOf('S') };
}

/** The picture cells, row by row: index i holds the game's picture i. */
export const PICTURE_CELLS: Cell[] = MAZE.flatMap((row, r) => [...row].flatMap((ch, c) => (ch === 'I' ? [{ r, c }] : [])));

export const STEPS = {
  up: { r: -1, c: 0 },
  down: { r: 1, c: 0 },
  left: { r: 0, c: -1 },
  right: { r: 0, c: 1 },
} as const;
export type Direction = keyof typeof STEPS;

export const KEYS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** A swipe's direction from its start and end (at least 24 px along its main axis), or none. */
export function swipeDirection(dx: number, dy: number): Direction | undefined {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < 24) return undefined;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}
