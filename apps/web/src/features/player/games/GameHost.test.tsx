import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlayContent } from '@portal/shared/player';
import { renderWithProviders } from '../../../test/render';
import { GameHost } from './GameHost';
import { GAME_LOADERS } from './index';
import { SALT, quizGame } from './testing';

const content: Extract<PlayContent, { codTrlTipoConteudo: 3 }> = {
  codTrlConteudo: 7,
  codTrlTipoConteudo: 3,
  dscTitulo: null,
  nomJogo: 'Quiz',
  dscDescricao: null,
  salt: SALT,
  jogo: quizGame('Quanto é 2 + 2?', [
    { texto: '3', certa: false },
    { texto: '4', certa: true },
  ]),
};

describe('GameHost', { timeout: 20_000 }, () => {
  it('loads the game of the content (its own chunk), titled by the game when the content has no title, and reports its end', async () => {
    const onFinish = vi.fn();
    renderWithProviders(<GameHost content={content} onFinish={onFinish} />);
    expect(await screen.findByRole('heading', { name: 'Quiz' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '4' }));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ pontuacao: 100, tentativas: 1 }));
  });

  it('has one loader per game, each giving a component', async () => {
    const codes = Object.keys(GAME_LOADERS).map(Number);
    expect(codes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const load of Object.values(GAME_LOADERS)) expect(typeof (await load()).default).toBe('function');
  });
});
