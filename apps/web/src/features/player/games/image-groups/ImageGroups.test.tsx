import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SALT, imageGroupsGame } from '../testing';
import ImageGroups from './ImageGroups';

// Pictures dealt in reverse: figures 1-2 belong to 'Frutas' (group 2), figures 3-4 to 'Animais' (group 1).
const game = imageGroupsGame([
  { nome: 'Animais', images: 2 },
  { nome: 'Frutas', images: 2 },
]);

function play() {
  const onFinish = vi.fn();
  renderWithProviders(<ImageGroups game={game} salt={SALT} title="Grupos" onFinish={onFinish} />);
  return onFinish;
}

// dnd-kit adds a live region of its own (role status) after the game's.
const status = () => screen.getAllByRole('status')[0];
const figure = (n: number) => screen.getByRole('button', { name: `Figura ${n}` });
const group = (name: string) => screen.getByRole('button', { name: `Colocar no grupo ${name}` });

describe('ImageGroups', { timeout: 20_000 }, () => {
  it('sorts every picture with the mouse and wins with 100 points', async () => {
    const onFinish = play();
    await userEvent.click(figure(1));
    expect(status()).toHaveTextContent('Figura 1 escolhida. Agora toque no grupo dela.');
    await userEvent.click(group('Frutas'));
    expect(status()).toHaveTextContent('Acertou! 1 de 4.');
    expect(screen.getByRole('list', { name: 'Frutas: 1 figura' })).toBeInTheDocument();
    for (const [n, g] of [
      [2, 'Frutas'],
      [3, 'Animais'],
      [4, 'Animais'],
    ] as const) {
      await userEvent.click(figure(n));
      await userEvent.click(group(g));
    }
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100, tentativas: 4 }));
  });

  it('a wrong group says try again and leaves the picture out; the score is first tries / pictures', async () => {
    const onFinish = play();
    await userEvent.click(group('Animais'));
    expect(status()).toHaveTextContent('Primeiro escolha uma figura.');
    await userEvent.click(figure(1));
    await userEvent.click(group('Animais'));
    expect(status()).toHaveTextContent('A figura 1 não é do grupo Animais. Tente de novo.');
    expect(figure(1)).toBeInTheDocument();
    for (const [n, g] of [
      [1, 'Frutas'],
      [2, 'Frutas'],
      [3, 'Animais'],
      [4, 'Animais'],
    ] as const) {
      await userEvent.click(figure(n));
      await userEvent.click(group(g));
    }
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 88, tentativas: 5 }));
  });

  it('says the names the author gave the pictures: chosen, in the wrong group, in the right one', async () => {
    const named = imageGroupsGame([
      { nome: 'Animais', images: 2, names: ['o peixe', 'o pássaro'] },
      { nome: 'Frutas', images: 2, names: ['a banana', 'a maçã'] },
    ]);
    renderWithProviders(<ImageGroups game={named} salt={SALT} title="Grupos" onFinish={vi.fn()} />);
    const picture = (name: string) => screen.getByRole('button', { name });
    await userEvent.click(picture('a banana'));
    expect(status()).toHaveTextContent('Você escolheu a banana. Agora toque no grupo certo.');
    await userEvent.click(group('Animais'));
    expect(status()).toHaveTextContent('A banana não é do grupo Animais. Tente de novo.');
    await userEvent.click(picture('a banana'));
    await userEvent.click(group('Frutas'));
    expect(status()).toHaveTextContent('Acertou! A banana é do grupo Frutas. 1 de 4.');
    const fruits = screen.getByRole('list', { name: 'Frutas: 1 figura' });
    expect(within(fruits).getByRole('img', { name: 'a banana' })).toBeInTheDocument();
  });

  it('plays with the keyboard alone', async () => {
    const onFinish = play();
    // Tab order: the pictures left to sort, then the groups' buttons (Animais, Frutas).
    for (let left = 4; left > 0; left -= 1) {
      (document.activeElement as HTMLElement | null)?.blur();
      await userEvent.tab();
      const n = Number(document.activeElement?.getAttribute('aria-label')?.replace('Figura ', ''));
      await userEvent.keyboard('{Enter}');
      for (let i = 0; i < left; i += 1) await userEvent.tab();
      if (n <= 2) await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    }
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100, tentativas: 4 }));
  });
});
