import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SALT, connectDotsGame } from '../testing';
import ConnectDots from './ConnectDots';

// Group 2 comes in reverse: group 1 picture n goes with group 2 picture (4 - n + 1).
const game = connectDotsGame(4);

function play() {
  const onFinish = vi.fn();
  renderWithProviders(<ConnectDots game={game} salt={SALT} title="Ligue" onFinish={onFinish} />);
  return onFinish;
}

const picture = (group: number, n: number) => screen.getByRole('button', { name: `Grupo ${group}, figura ${n}` });

describe('ConnectDots', { timeout: 20_000 }, () => {
  it('links every pair with the mouse (either group first) and wins with 100 points', async () => {
    const onFinish = play();
    await userEvent.click(picture(1, 1));
    expect(picture(1, 1)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Grupo 1, figura 1 escolhida. Agora escolha o par no grupo 2.');
    await userEvent.click(picture(2, 4));
    expect(screen.getByRole('status')).toHaveTextContent('Acertou! 1 de 4.');
    expect(screen.getByRole('button', { name: 'Grupo 1, figura 1, ligada a Grupo 2, figura 4' })).toBeInTheDocument();
    await userEvent.click(picture(2, 3));
    await userEvent.click(picture(1, 2));
    await userEvent.click(picture(1, 3));
    await userEvent.click(picture(2, 2));
    await userEvent.click(picture(1, 4));
    await userEvent.click(picture(2, 1));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100, tentativas: 4 }));
  });

  it('a wrong link says try again; the score is right links / links tried', async () => {
    const onFinish = play();
    await userEvent.click(picture(1, 1));
    await userEvent.click(picture(2, 1));
    expect(screen.getByRole('status')).toHaveTextContent('Grupo 1, figura 1 e Grupo 2, figura 1 não formam par. Tente de novo.');
    for (const [a, b] of [
      [1, 4],
      [2, 3],
      [3, 2],
      [4, 1],
    ] as const) {
      await userEvent.click(picture(1, a));
      await userEvent.click(picture(2, b));
    }
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 90, tentativas: 5 }));
  });

  it('says the names the author gave the pictures: chosen, not partners, partners, already joined', async () => {
    const named = connectDotsGame(3, [
      ['o cachorro', 'o osso'],
      ['a galinha', 'o milho'],
      ['o gato', 'o novelo'],
    ]);
    renderWithProviders(<ConnectDots game={named} salt={SALT} title="Ligue" onFinish={vi.fn()} />);
    const byName = (name: string) => screen.getByRole('button', { name });
    await userEvent.click(byName('o cachorro'));
    expect(screen.getByRole('status')).toHaveTextContent('Você escolheu o cachorro. Agora escolha o par no grupo 2.');
    await userEvent.click(byName('o milho'));
    expect(screen.getByRole('status')).toHaveTextContent('Não formam par: o cachorro e o milho. Tente de novo.');
    await userEvent.click(byName('o osso'));
    await userEvent.click(byName('o cachorro'));
    expect(screen.getByRole('status')).toHaveTextContent('Acertou! O cachorro e o osso formam par. 1 de 3.');
    expect(byName('o cachorro: forma par com o osso')).toBeInTheDocument();
    await userEvent.click(byName('o osso: forma par com o cachorro'));
    expect(screen.getByRole('status')).toHaveTextContent('Você já ligou o osso.');
  });

  it('plays with the keyboard alone (Tab to a picture, Enter)', async () => {
    const onFinish = play();
    // Tab order: group 1's four pictures, then group 2's.
    const order = [
      [0, 7],
      [1, 6],
      [2, 5],
      [3, 4],
    ];
    for (const [a, b] of order) {
      await userEvent.tab();
      for (let i = 0; i < a!; i += 1) await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      for (let i = a!; i < b!; i += 1) await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      (document.activeElement as HTMLElement).blur();
    }
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100 }));
  });
});
