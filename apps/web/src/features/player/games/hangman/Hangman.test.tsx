import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SALT, hangmanGame } from '../testing';
import Hangman from './Hangman';

const game = hangmanGame('Onde os peixes vivem?', 'Água doce');

function play() {
  const onFinish = vi.fn();
  renderWithProviders(<Hangman game={game} salt={SALT} title="Forca" onFinish={onFinish} />);
  return onFinish;
}

// Looked up by text inside the keyboard: cheaper than a role query over the 26 keys on a slow machine.
const key = (letter: string) => within(screen.getByRole('group', { name: 'Teclado de letras' })).getByText(letter);

describe('Hangman', { timeout: 15_000 }, () => {
  it('never has the word in the page before it is guessed', () => {
    play();
    expect(document.body.textContent).not.toMatch(/agua|doce/i);
    expect(screen.getByText('Onde os peixes vivem?')).toBeInTheDocument();
  });

  it('wins with the on-screen keyboard; an accent-free letter finds the accented one', async () => {
    const onFinish = play();
    await userEvent.click(key('A'));
    expect(screen.getByRole('status')).toHaveTextContent('Acertou! A letra A aparece 2 vezes.');
    for (const letter of ['G', 'U', 'D', 'O', 'C', 'E']) await userEvent.click(key(letter));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100, tentativas: 7 }));
    expect(screen.getByText('Você fez 100 pontos')).toBeInTheDocument();
  });

  it('a wrong letter costs a chance; one wrong letter of eight still earns 94 points', async () => {
    const onFinish = play();
    await userEvent.click(key('Z'));
    expect(screen.getByRole('status')).toHaveTextContent('Não tem a letra Z. Você ainda tem 5 chances.');
    expect(screen.getByRole('button', { name: 'Z: não está na palavra' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Z: não está na palavra' }));
    expect(screen.getByRole('status')).toHaveTextContent('Você já tentou a letra Z.');
    for (const letter of ['A', 'G', 'U', 'D', 'O', 'C', 'E']) await userEvent.click(key(letter));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 94, tentativas: 8 }));
  });

  it('six wrong letters end the game with 0 points and show the word', async () => {
    const onFinish = play();
    for (const letter of ['B', 'F', 'H', 'I', 'J', 'K']) await userEvent.click(key(letter));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 0, tentativas: 6 }));
    expect(screen.getByText('A palavra era: AGUA DOCE')).toBeInTheDocument();
  });

  it('plays with the physical keyboard alone, accented letters included', async () => {
    const onFinish = play();
    await userEvent.keyboard('á');
    expect(screen.getByRole('status')).toHaveTextContent('A letra A aparece 2 vezes.');
    await userEvent.keyboard('gudoce');
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100 }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Jogar de novo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'A' })).toBeInTheDocument();
  });
});
