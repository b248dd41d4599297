import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SALT, puzzleGame } from '../testing';
import Puzzle, { fewestSwaps } from './Puzzle';

function play() {
  const onFinish = vi.fn();
  renderWithProviders(<Puzzle game={puzzleGame()} salt={SALT} title="Quebra-cabeça" onFinish={onFinish} />);
  return onFinish;
}

// A plain selector: role queries over the board on every step are slow on a shared machine.
const tiles = () => [...document.querySelectorAll<HTMLElement>('ul[aria-label="Peças do quebra-cabeça"] button')];
/** The position a tile belongs in, read from its background position (the only place it shows). */
function homeOf(tile: HTMLElement): number {
  const [x, y] = tile.style.backgroundPosition.split(' ').map((v) => parseInt(v, 10) / 50);
  return y! * 3 + x!;
}

/** Swaps tile after tile into place, the fewest swaps; `press` performs one choice of a position. */
async function solve(press: (position: number) => Promise<void>) {
  for (let p = 0; p < 9; p += 1) {
    const from = tiles().findIndex((tile) => homeOf(tile) === p);
    if (from === p) continue;
    await press(p);
    await press(from);
  }
}

describe('Puzzle', { timeout: 20_000 }, () => {
  it('cuts the one picture into nine mixed tiles and wins in the fewest swaps with 100 points', async () => {
    const onFinish = play();
    expect(tiles()).toHaveLength(9);
    expect(tiles().filter((tile, p) => homeOf(tile) === p).length).toBeLessThan(9);
    await solve((p) => userEvent.click(tiles()[p]!));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100 }));
    expect(screen.getByText('Você fez 100 pontos')).toBeInTheDocument();
  });

  it('a swap that puts nothing in place is told, and wasted swaps cost points', async () => {
    // Math.random at 0: the shuffle gives tiles 1 2 3 4 5 6 7 8 0 (one cycle: 8 swaps at best).
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const onFinish = play();
    expect(tiles().map(homeOf)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    await userEvent.click(tiles()[0]!);
    expect(screen.getByRole('status')).toHaveTextContent('Peça da linha 1, coluna 1 escolhida.');
    await userEvent.click(tiles()[2]!);
    expect(screen.getByRole('status')).toHaveTextContent('Peças trocadas. 0 de 9 no lugar certo.');
    // Swapping them back undoes it: two swaps wasted.
    await userEvent.click(tiles()[0]!);
    await userEvent.click(tiles()[2]!);
    await solve((p) => userEvent.click(tiles()[p]!));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 90, tentativas: 10 }));
  });

  it('plays with the keyboard alone', async () => {
    const onFinish = play();
    await solve(async (p) => {
      tiles()[p]!.focus();
      await userEvent.keyboard('{Enter}');
    });
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100 }));
  });

  it('names the picture the author named, and says it once it is whole', async () => {
    renderWithProviders(<Puzzle game={puzzleGame('Saturno')} salt={SALT} title="Quebra-cabeça" onFinish={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'A figura completa: Saturno' })).toBeInTheDocument();
    await solve((p) => userEvent.click(tiles()[p]!));
    expect(screen.getByText('Você montou Saturno!')).toBeInTheDocument();
  });

  it('counts the fewest swaps of an order', () => {
    expect(fewestSwaps([0, 1, 2])).toBe(0);
    expect(fewestSwaps([1, 0, 2])).toBe(1);
    expect(fewestSwaps([1, 2, 0])).toBe(2);
  });
});
