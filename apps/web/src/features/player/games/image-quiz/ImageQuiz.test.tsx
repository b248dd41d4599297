import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SALT, imageQuizGame } from '../testing';
import ImageQuiz from './ImageQuiz';

const game = imageQuizGame('Qual destes é um mamífero?', [
  { texto: 'Peixe', certa: false },
  { texto: null, certa: false },
  { texto: 'Gato', certa: true },
  { texto: 'Sapo', certa: false },
]);

function play() {
  const onFinish = vi.fn();
  renderWithProviders(<ImageQuiz game={game} salt={SALT} title="Animais" onFinish={onFinish} />);
  return onFinish;
}

describe('ImageQuiz', { timeout: 15_000 }, () => {
  it('shows the pictures, and the right one at the first try wins with 100 points', async () => {
    const onFinish = play();
    expect(document.querySelectorAll('img')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Gato' }));
    expect(screen.getByRole('status')).toHaveTextContent('Acertou! É Gato. Fim de jogo: 100 pontos.');
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100, tentativas: 1 }));
  });

  it('a picture without a name is called by its number; wrong ones say try again and lower the score', async () => {
    const onFinish = play();
    await userEvent.click(screen.getByRole('button', { name: 'Figura 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('Tente de novo');
    await userEvent.click(screen.getByRole('button', { name: 'Figura 2: resposta errada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sapo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gato' }));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 67, tentativas: 3 }));
  });

  it('says the name of the picture chosen, right or wrong', async () => {
    const named = imageQuizGame('Qual destes vive na água?', [
      { texto: 'o gato', certa: false },
      { texto: 'o peixe', certa: true },
      { texto: 'o pássaro', certa: false },
      { texto: 'a vaca', certa: false },
    ]);
    const onFinish = vi.fn();
    renderWithProviders(<ImageQuiz game={named} salt={SALT} title="Animais" onFinish={onFinish} />);
    await userEvent.click(screen.getByRole('button', { name: 'o gato' }));
    expect(screen.getByRole('status')).toHaveTextContent('Não é o gato. Tente de novo.');
    await userEvent.click(screen.getByRole('button', { name: 'o peixe' }));
    expect(screen.getByRole('status')).toHaveTextContent('Acertou! É o peixe. Fim de jogo: 83 pontos.');
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 83, tentativas: 2 }));
  });

  it('plays with the keyboard alone', async () => {
    const onFinish = play();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Gato' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100 }));
  });
});
