import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SALT, trueFalseGame } from '../testing';
import TrueFalse from './TrueFalse';

const game = trueFalseGame([
  { texto: 'O Sol é uma estrela.', verdade: true },
  { texto: 'A Lua tem luz própria.', verdade: false },
  { texto: 'A Terra gira.', verdade: true },
  { texto: 'Peixes voam.', verdade: false },
]);

function play() {
  const onFinish = vi.fn();
  renderWithProviders(<TrueFalse game={game} salt={SALT} title="Céu" onFinish={onFinish} />);
  return onFinish;
}

describe('TrueFalse', { timeout: 15_000 }, () => {
  it('all right wins with 100 points', async () => {
    const onFinish = play();
    for (const value of ['Verdadeiro', 'Falso', 'Verdadeiro', 'Falso']) await userEvent.click(screen.getByRole('button', { name: value }));
    expect(screen.getByRole('status')).toHaveTextContent('Acertou! 4 de 4. Fim de jogo: 100 pontos.');
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100, tentativas: 4 }));
  });

  it('a wrong answer is told, with what the statement was, and the score is right answers / statements', async () => {
    const onFinish = play();
    expect(screen.getByText('O Sol é uma estrela.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Falso' }));
    expect(screen.getByRole('status')).toHaveTextContent('Não foi desta vez: era Verdadeiro. 1 de 4');
    expect(screen.getByText('A Lua tem luz própria.')).toBeInTheDocument();
    for (const value of ['Falso', 'Verdadeiro', 'Falso']) await userEvent.click(screen.getByRole('button', { name: value }));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 88, tentativas: 4 }));
    expect(screen.getByText('Você fez 88 pontos')).toBeInTheDocument();
    // One wrong answer of four: still three stars (the games' rule, DECISIONS.md).
    expect(screen.getByRole('img', { name: '3 estrelas de 3' })).toBeInTheDocument();
    // The recap says whose answer each was, and the right one where it differs.
    const recap = screen.getAllByRole('listitem').map((item) => item.textContent?.trim());
    expect(recap).toEqual([
      'O Sol é uma estrela. — você respondeu Falso; a resposta certa era Verdadeiro.',
      'A Lua tem luz própria. — você respondeu Falso: certo!',
      'A Terra gira. — você respondeu Verdadeiro: certo!',
      'Peixes voam. — você respondeu Falso: certo!',
    ]);
  });

  it('tells how the last answer went, a wrong one too, with the end of the game', async () => {
    play();
    for (const value of ['Verdadeiro', 'Falso', 'Verdadeiro', 'Verdadeiro'])
      await userEvent.click(screen.getByRole('button', { name: value }));
    expect(screen.getByRole('status')).toHaveTextContent('Não foi desta vez: era Falso. 4 de 4. Fim de jogo: 88 pontos.');
  });

  it('plays with the keyboard alone', async () => {
    const onFinish = play();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Verdadeiro' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 75 }));
  });
});
