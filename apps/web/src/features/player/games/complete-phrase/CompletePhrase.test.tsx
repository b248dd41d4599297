import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SALT, completePhraseGame } from '../testing';
import CompletePhrase from './CompletePhrase';

const game = completePhraseGame('O * é amarelo e a * é verde.', ['Sol', 'folha'], ['mar', 'gato']);

function play() {
  const onFinish = vi.fn();
  renderWithProviders(<CompletePhrase game={game} salt={SALT} title="Cores" onFinish={onFinish} />);
  return onFinish;
}

const word = (text: string) => screen.getByRole('button', { name: text });

describe('CompletePhrase', { timeout: 20_000 }, () => {
  it('fills the blanks in order and wins with 100 points', async () => {
    const onFinish = play();
    expect(screen.getByRole('button', { name: 'Lacuna 1, vazia' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(word('Sol'));
    expect(screen.getByRole('status')).toHaveTextContent('Acertou! 1 de 2.');
    expect(screen.getByRole('button', { name: 'Lacuna 1: Sol' })).toBeInTheDocument();
    await userEvent.click(word('folha'));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100, tentativas: 2 }));
  });

  it('a wrong word says try again; a blank can be chosen; the score is blanks right at the first try / blanks', async () => {
    const onFinish = play();
    await userEvent.click(screen.getByRole('button', { name: 'Lacuna 2, vazia' }));
    expect(screen.getByRole('status')).toHaveTextContent('Lacuna 2 escolhida. Agora toque numa palavra.');
    await userEvent.click(word('gato'));
    expect(screen.getByRole('status')).toHaveTextContent('“gato” não vai na lacuna 2. Tente de novo.');
    await userEvent.click(word('folha'));
    await userEvent.click(word('Sol'));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 75, tentativas: 3 }));
  });

  it('plays with the keyboard alone', async () => {
    const onFinish = play();
    // Tab order: the two blanks, then the words mar, gato, Sol, folha.
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    expect(word('Sol')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    (document.activeElement as HTMLElement).blur();
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    expect(word('folha')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100 }));
  });
});
