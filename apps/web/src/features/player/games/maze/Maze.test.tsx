import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SALT, mazeGame } from '../testing';
import { MAZE, PICTURE_CELLS, SIZE, startCell, swipeDirection } from './layout';
import Maze from './Maze';

// The fixture deals the pictures in reverse: hint 1 → bottom right, 2 → bottom left, 3 → top right, 4 → top left.
const game = mazeGame(['O animal que mia', 'O animal que late', 'A fruta amarela', 'A flor vermelha']);

function play() {
  const onFinish = vi.fn();
  renderWithProviders(<Maze game={game} salt={SALT} title="Labirinto" onFinish={onFinish} />);
  return onFinish;
}

const path = (...legs: [string, number][]) => legs.map(([key, n]) => `{${key}}`.repeat(n)).join('');
const TO_BOTTOM_RIGHT = path(['ArrowRight', 3], ['ArrowDown', 3]);
const BOTTOM_RIGHT_TO_BOTTOM_LEFT = path(['ArrowUp', 3], ['ArrowLeft', 6], ['ArrowDown', 3]);
const BOTTOM_LEFT_TO_TOP_RIGHT = path(['ArrowUp', 3], ['ArrowRight', 6], ['ArrowUp', 3]);
const TOP_RIGHT_TO_TOP_LEFT = path(['ArrowDown', 3], ['ArrowLeft', 6], ['ArrowUp', 3]);

describe('Maze', { timeout: 20_000 }, () => {
  it('every picture can be reached from the start', () => {
    const seen = new Set<string>();
    const queue = [startCell()];
    while (queue.length > 0) {
      const { r, c } = queue.shift()!;
      if (seen.has(`${r},${c}`) || MAZE[r]?.[c] === undefined || MAZE[r][c] === '#') continue;
      seen.add(`${r},${c}`);
      queue.push({ r: r + 1, c }, { r: r - 1, c }, { r, c: c + 1 }, { r, c: c - 1 });
    }
    expect(PICTURE_CELLS).toHaveLength(4);
    for (const { r, c } of PICTURE_CELLS) expect(seen.has(`${r},${c}`)).toBe(true);
    expect(MAZE.every((row) => row.length === SIZE)).toBe(true);
  });

  it('wins with the keyboard alone: arrows walk to the picture of each hint', async () => {
    const onFinish = play();
    await userEvent.tab();
    expect(screen.getByRole('grid')).toHaveFocus();
    expect(screen.getByText('O animal que mia')).toBeInTheDocument();
    await userEvent.keyboard(TO_BOTTOM_RIGHT);
    expect(screen.getByRole('status')).toHaveTextContent('Acertou! 1 de 4.');
    expect(screen.getByText('O animal que late')).toBeInTheDocument();
    await userEvent.keyboard(BOTTOM_RIGHT_TO_BOTTOM_LEFT);
    await userEvent.keyboard(BOTTOM_LEFT_TO_TOP_RIGHT);
    await userEvent.keyboard(TOP_RIGHT_TO_TOP_LEFT);
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100, tentativas: 4 }));
  });

  it('a wall stops the walk; a wrong picture says try again and costs that hint its point', async () => {
    const onFinish = play();
    const up = screen.getByRole('button', { name: 'Para cima' });
    await userEvent.click(up);
    expect(screen.getByRole('status')).toHaveTextContent('Parede! Tente outro caminho.');
    for (let i = 0; i < 3; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Para a esquerda' }));
    for (let i = 0; i < 3; i += 1) await userEvent.click(up);
    expect(screen.getByRole('status')).toHaveTextContent('Não é a figura 1. Tente de novo.');
    screen.getByRole('grid').focus();
    await userEvent.keyboard(path(['ArrowDown', 3], ['ArrowRight', 3]) + TO_BOTTOM_RIGHT);
    await userEvent.keyboard(BOTTOM_RIGHT_TO_BOTTOM_LEFT + BOTTOM_LEFT_TO_TOP_RIGHT + TOP_RIGHT_TO_TOP_LEFT);
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 88, tentativas: 5 }));
  });

  it('names the pictures the author named: in their text, a wrong one, the right one, one already found', async () => {
    const named = mazeGame(
      ['O animal que mia', 'O animal que late', 'A fruta amarela', 'A flor vermelha'],
      ['o gato', 'o cachorro', 'a banana', 'a rosa'],
    );
    renderWithProviders(<Maze game={named} salt={SALT} title="Labirinto" onFinish={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'a rosa' })).toBeInTheDocument();
    screen.getByRole('grid').focus();
    await userEvent.keyboard(path(['ArrowLeft', 3], ['ArrowUp', 3]));
    expect(screen.getByRole('status')).toHaveTextContent('Não é a rosa. Tente de novo.');
    await userEvent.keyboard(path(['ArrowDown', 3], ['ArrowRight', 3]) + TO_BOTTOM_RIGHT);
    expect(screen.getByRole('status')).toHaveTextContent('Acertou! É o gato. 1 de 4.');
    await userEvent.keyboard(path(['ArrowUp', 3], ['ArrowDown', 3]));
    expect(screen.getByRole('status')).toHaveTextContent('Você já encontrou o gato.');
  });

  it('a swipe walks one step in its direction', () => {
    play();
    const grid = screen.getByRole('grid');
    fireEvent.pointerDown(grid, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(grid, { clientX: 100, clientY: 20 });
    expect(screen.getByRole('status')).toHaveTextContent('Parede!');
    expect(swipeDirection(60, 10)).toBe('right');
    expect(swipeDirection(-5, 40)).toBe('down');
    expect(swipeDirection(10, 5)).toBeUndefined();
  });
});
