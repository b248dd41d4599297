import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SALT, memoryGame } from '../testing';
import Memory, { SHOW_WRONG_PAIR_MS, memoryScore } from './Memory';

const game = memoryGame(4);

function play() {
  const onFinish = vi.fn();
  renderWithProviders(<Memory game={game} salt={SALT} title="Memória" onFinish={onFinish} />);
  return onFinish;
}

/** The cards alone ('Carta 1, …'): once the game ends, 'Jogar de novo' is a button above them. */
const cards = () => screen.getAllByRole('button', { name: /^Carta \d+/ });

/*
 * A wrong pair turns back by itself after a moment: in these tests that moment never comes (its timer is the one
 * of SHOW_WRONG_PAIR_MS, left unscheduled), so a pair read right after its second card is still face up however
 * slowly a loaded machine runs them; every other timer runs as it would.
 */
beforeEach(() => {
  const schedule = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation((callback: () => void, ms?: number) =>
    ms === SHOW_WRONG_PAIR_MS ? schedule(() => undefined, 0) : schedule(callback, ms),
  );
});

const pictureOf = (card: HTMLElement) => card.querySelector('img')?.getAttribute('src');

/** Where each picture lies, learnt as a child would: by turning the cards (two at a time). */
async function learnLayout(): Promise<Map<string, number[]>> {
  const where = new Map<string, number[]>();
  for (let i = 0; i < 8; i += 2) {
    await userEvent.click(cards()[i]!);
    await userEvent.click(cards()[i + 1]!);
    for (const j of [i, i + 1]) {
      const src = pictureOf(cards()[j]!)!;
      where.set(src, [...(where.get(src) ?? []), j]);
    }
  }
  return where;
}

describe('Memory', { timeout: 20_000 }, () => {
  it('lays out two face-down cards of each picture, with no picture in the page', () => {
    play();
    expect(cards()).toHaveLength(8);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(cards()[0]).toHaveAccessibleName('Carta 1, virada para baixo');
  });

  it('a turned pair that does not match says try again and turns back on the next click; a match stays', async () => {
    // Math.random at 0: the shuffle lays out figures 1 2 2 3 3 4 4 1.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    play();
    await userEvent.click(cards()[0]!);
    expect(screen.getByRole('status')).toHaveTextContent('Você virou a figura 1.');
    await userEvent.click(cards()[1]!);
    expect(screen.getByRole('status')).toHaveTextContent('Não formam um par: figuras 1 e 2. Tente de novo.');
    expect(document.querySelectorAll('img')).toHaveLength(2);
    await userEvent.click(cards()[2]!);
    expect(document.querySelectorAll('img')).toHaveLength(1);
    await userEvent.click(cards()[1]!);
    expect(screen.getByRole('status')).toHaveTextContent('Acertou! Par da figura 2. 1 de 4 pares.');
    expect(cards()[1]).toHaveAccessibleName('Carta 2: figura 2, par encontrado');
  });

  it('says the names the author gave the pictures: the card turned, a wrong pair, a pair found', async () => {
    // Math.random at 0: the shuffle lays out figures 1 2 2 3 3 4 4 1.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderWithProviders(
      <Memory game={memoryGame(4, ['o cachorro', 'o gato', 'a bola', 'o osso'])} salt={SALT} title="Memória" onFinish={vi.fn()} />,
    );
    await userEvent.click(cards()[0]!);
    expect(screen.getByRole('status')).toHaveTextContent('Você virou o cachorro.');
    expect(cards()[0]).toHaveAccessibleName('Carta 1: o cachorro');
    await userEvent.click(cards()[1]!);
    expect(screen.getByRole('status')).toHaveTextContent('Não formam um par: o cachorro e o gato. Tente de novo.');
    await userEvent.click(cards()[2]!);
    await userEvent.click(cards()[1]!);
    expect(screen.getByRole('status')).toHaveTextContent('Acertou! Você achou o par: o gato. 1 de 4 pares.');
    expect(cards()[1]).toHaveAccessibleName('Carta 2: o gato, par encontrado');
  });

  it('calls a picture without a name by its number beside a named one', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderWithProviders(<Memory game={memoryGame(4, ['o cachorro'])} salt={SALT} title="Memória" onFinish={vi.fn()} />);
    await userEvent.click(cards()[1]!);
    expect(screen.getByRole('status')).toHaveTextContent('Você virou a figura 2.');
    await userEvent.click(cards()[0]!);
    expect(screen.getByRole('status')).toHaveTextContent('Não formam um par: a figura 2 e o cachorro. Tente de novo.');
  });

  it('finds every pair with the keyboard alone and ends with the score', async () => {
    const onFinish = play();
    const where = await learnLayout();
    for (const [first, second] of where.values()) {
      if (cards()[first!]!.getAttribute('data-state') === 'right') continue;
      cards()[first!]!.focus();
      await userEvent.keyboard('{Enter}');
      cards()[second!]!.focus();
      await userEvent.keyboard('{Enter}');
    }
    expect(onFinish).toHaveBeenCalledTimes(1);
    const result = onFinish.mock.calls[0]![0];
    expect(result.pontuacao).toBe(memoryScore(4, result.tentativas - 4));
    expect(screen.getByText(`Você fez ${result.pontuacao} pontos`)).toBeInTheDocument();
  });

  it('scores 100 while the wrong pairs are at most the pairs, then by pairs / wrong pairs (the games’ rule)', () => {
    expect(memoryScore(4, 0)).toBe(100);
    expect(memoryScore(4, 4)).toBe(100);
    expect(memoryScore(4, 8)).toBe(75);
    expect(memoryScore(6, 9)).toBe(83);
  });
});
