import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SALT, quizGame } from '../testing';
import Quiz from './Quiz';

const game = quizGame(
  'Qual é o maior planeta?',
  [
    { texto: 'Marte', certa: false },
    { texto: 'Júpiter', certa: true },
    { texto: 'Terra', certa: false },
    { texto: 'Vênus', certa: false },
  ],
  true,
);

function play() {
  const onFinish = vi.fn();
  renderWithProviders(<Quiz game={game} salt={SALT} title="Planetas" onFinish={onFinish} />);
  return onFinish;
}

describe('Quiz', { timeout: 15_000 }, () => {
  it('a right first answer wins with 100 points', async () => {
    const onFinish = play();
    expect(screen.getByText('Qual é o maior planeta?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /resposta/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Júpiter' }));
    expect(screen.getByRole('status')).toHaveTextContent('Acertou! Fim de jogo: 100 pontos.');
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100, tentativas: 1 }));
    expect(screen.getByRole('button', { name: 'Jogar de novo' })).toBeInTheDocument();
  });

  it('a wrong answer says try again, and the score goes down a step per wrong answer', async () => {
    const onFinish = play();
    await userEvent.click(screen.getByRole('button', { name: 'Marte' }));
    expect(screen.getByRole('status')).toHaveTextContent('Tente de novo');
    expect(screen.getByRole('button', { name: 'Marte: resposta errada' })).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Júpiter' }));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 83, tentativas: 2 }));
  });

  it('plays with the keyboard alone, and plays again', async () => {
    const onFinish = play();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Marte' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Terra' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    expect(onFinish).toHaveBeenLastCalledWith(expect.objectContaining({ pontuacao: 67, tentativas: 3 }));
    expect(screen.getByRole('heading', { name: 'Continue praticando!' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Jogar de novo' }));
    expect(screen.getByRole('button', { name: 'Marte' })).not.toHaveAttribute('data-state');
    expect(screen.queryByRole('button', { name: 'Jogar de novo' })).not.toBeInTheDocument();
  });
});
