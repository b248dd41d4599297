import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TodoDto } from '@portal/shared/gradebook';
import { meusDados } from '../../../test/fixtures';
import { mockApi, renderWithProviders } from '../../../test/render';
import { HomePage } from './HomePage';

const STUDENT = meusDados({
  codBseUsuario: 20,
  nomUsuario: 'Alice Aluna',
  codBsePerfil: 6,
  nomPerfil: 'Aluno',
  turmas: [{ codBseUsuarioTurma: 9, codBseTurma: 1, nomTurma: '6º Ano A', indAtual: 'S' }],
});

const PENDING: TodoDto = {
  atividades: [
    { codBseAtividade: 31, codBseTurma: 1, nomAtividade: 'Frações', datEntrega: '2026-03-09', atrasada: true },
    { codBseAtividade: 32, codBseTurma: 1, nomAtividade: 'Planetas', datEntrega: '2026-03-10', atrasada: false },
    { codBseAtividade: 33, codBseTurma: 1, nomAtividade: 'Rochas', datEntrega: null, atrasada: false },
  ],
  proximoConteudo: { codTrlConteudo: 77, titulo: 'O Sol' },
};

function open(user = STUDENT, todo: { status?: number; body: unknown } = { body: PENDING }) {
  localStorage.setItem('access_token', 'tok');
  const api = mockApi({
    'GET /api/bse_usuario/getMeusDados/x': () => ({ body: user }),
    'GET /api/home/pendencias': () => todo,
  });
  renderWithProviders(<HomePage />, { route: '/home' });
  return api;
}

describe('/home: the student’s to-do (issue 23)', () => {
  it('lists the pending activities as the API orders them, each a link with its due day, the late one marked', async () => {
    open();
    const card = await screen.findByRole('region', { name: 'Para fazer' });
    const list = await within(card).findByRole('list', { name: 'Avaliações pendentes' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Frações', 'Planetas', 'Rochas']);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/atividade/visualizar/31');
    expect(items[0]).toHaveTextContent('até 09/03');
    expect(items[0]).toHaveTextContent('Atrasada');
    expect(items[1]).toHaveTextContent('até 10/03');
    expect(items[1]).not.toHaveTextContent('Atrasada');
    expect(items[2]).toHaveTextContent('sem prazo');
    expect(within(card).getByRole('link', { name: 'Continuar: O Sol' })).toHaveAttribute('href', '/plataforma/77');
  });

  it('says when nothing is pending', async () => {
    open(STUDENT, { body: { atividades: [], proximoConteudo: null } });
    expect(await screen.findByText('Nada para fazer agora. Bom trabalho!')).toBeInTheDocument();
  });

  it('keeps the next item of the path when every activity was sent', async () => {
    open(STUDENT, { body: { atividades: [], proximoConteudo: { codTrlConteudo: 78, titulo: 'A Lua' } } });
    expect(await screen.findByText('Nenhuma avaliação pendente.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar: A Lua' })).toHaveAttribute('href', '/plataforma/78');
  });

  it('shows the API’s message when the to-do fails', async () => {
    open(STUDENT, { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Erro interno.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno.');
  });

  it('is the student’s only: the Professor gets the current class’s gradebook instead', async () => {
    const api = open(meusDados());
    expect(await screen.findByRole('link', { name: 'Ver o boletim da turma 6º Ano A' })).toHaveAttribute('href', '/turma/1/boletim');
    expect(screen.queryByRole('region', { name: 'Para fazer' })).not.toBeInTheDocument();
    expect(api.mock.calls.some(([url]) => url === '/api/home/pendencias')).toBe(false);
  });
});

describe('/home: the guardian (issue 27)', () => {
  it('gives the guardian their children’s page, the consent term first, instead of the school’s areas', async () => {
    localStorage.setItem('access_token', 'tok');
    mockApi({
      'GET /api/bse_usuario/getMeusDados/x': () => ({
        body: meusDados({
          codBsePerfil: 8,
          nomPerfil: 'Responsável',
          nomUsuario: 'Rita Responsável',
          codBseTurma: null,
          nomTurma: null,
          turmas: [],
        }),
      }),
      'GET /api/responsavel/consentimento': () => ({ body: { versao: '2026-12', datAceite: null, filhos: ['Alice'] } }),
    });
    renderWithProviders(<HomePage />, { route: '/home' });
    expect(await screen.findByRole('heading', { name: 'Termo de consentimento', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Suas áreas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
