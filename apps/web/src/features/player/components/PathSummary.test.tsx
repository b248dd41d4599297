import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayContent, PlayPathDto } from '@portal/shared/player';
import { renderWithProviders } from '../../../test/render';
import { flatten } from './flatten';
import { PathMap } from './PathMap';
import { PathSummary } from './PathSummary';

/** Two games and a text; the games' boards are not drawn here, so their content is all but the title. */
const game = (codTrlConteudo: number, dscTitulo: string) =>
  ({ codTrlConteudo, codTrlTipoConteudo: 3, dscTitulo }) as unknown as PlayContent;
const path: PlayPathDto = {
  codTrlLivro: 1,
  dscTitulo: 'O espaço',
  progresso: null,
  capitulos: [
    {
      codTrlCapitulo: 10,
      dscTitulo: 'Planetas',
      aulas: [
        {
          codTrlAula: 100,
          dscTitulo: 'Marte',
          dscDescricao: null,
          conteudos: [
            { codTrlConteudo: 1000, codTrlTipoConteudo: 1, dscTitulo: 'O planeta vermelho', dscTexto: 'Marte é vermelho.' },
            game(1001, 'Forca de Marte'),
            game(1002, 'Memória dos astros'),
          ],
        },
      ],
    },
  ],
};
const steps = flatten(path);

describe('the stars of the games', () => {
  it('the map shows each game played with its stars, and says them', () => {
    renderWithProviders(
      <PathMap
        path={path}
        steps={steps}
        done={new Set([1000, 1001])}
        best={[{ codTrlConteudo: 1001, pontuacao: 92 }]}
        evaluated={new Set()}
        current={2}
        onOpen={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Forca de Marte (Jogo, concluído, 3 estrelas, 92 pontos)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Memória dos astros (Jogo, próximo)' })).toBeInTheDocument();
  });

  it('the end sums up: contents done, the stars of every game, the time in games', () => {
    renderWithProviders(
      <PathSummary steps={steps} done={new Set([1000, 1001, 1002])} best={[{ codTrlConteudo: 1001, pontuacao: 75 }]} gameSeconds={70} />,
    );
    expect(screen.getByText('3 de 3 conteúdos feitos')).toBeInTheDocument();
    expect(screen.getByText('2 estrelas de 6')).toBeInTheDocument();
    expect(screen.getByText('1 min 10 s de jogos')).toBeInTheDocument();
    const games = within(screen.getByRole('list', { name: 'Os jogos da trilha' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(games).toEqual(['Forca de Marte2 estrelas, 75 pontos', 'Memória dos astrosnão jogado']);
  });
});
