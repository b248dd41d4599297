import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { classDto, meusDados } from '../../../../test/fixtures';
import { mockApi, renderWithProviders } from '../../../../test/render';
import { ClassListPage } from './ClassListPage';

const ROWS = [classDto(), classDto({ codBseTurma: 2, nomTurma: '6º Ano B', codUsuarioCriacao: 1 })];
const LIST = 'GET /api/bse_turma?page=1&pageSize=10';

function renderAs(profile: number, extra: Record<string, () => { status?: number; body: unknown }> = {}) {
  localStorage.setItem('access_token', 'tok');
  const me = meusDados({ codBsePerfil: profile, ...(profile === 5 ? {} : { turmas: [], codBseTurma: null, nomTurma: null }) });
  const api = mockApi({
    'GET /api/bse_usuario/getMeusDados/x': () => ({ body: me }),
    [LIST]: () => ({ body: { items: ROWS, total: 2, page: 1, pageSize: 10 } }),
    ...extra,
  });
  renderWithProviders(<ClassListPage />, { route: '/turma/listar' });
  return api;
}

const rowOf = async (name: string) =>
  within(await screen.findByRole('table', { name: 'Turmas' })).findByRole('row', { name: new RegExp(name) });

describe('/turma/listar actions per profile (2-access §2 Classes)', () => {
  it('gives a Gestor new, view, edit and delete; no edit on the administrator’s class', async () => {
    renderAs(2);
    const a = await rowOf('6º Ano A');
    expect(within(a).getByRole('link', { name: 'Ver os alunos da turma 6º Ano A' })).toHaveAttribute('href', '/turma/visualizar/1');
    expect(within(a).getByRole('link', { name: 'Alterar a turma 6º Ano A' })).toHaveAttribute('href', '/turma/alterar/1');
    expect(within(a).getByRole('button', { name: 'Apagar a turma 6º Ano A' })).toBeInTheDocument();
    expect(within(a).getByRole('link', { name: 'Boletim de 6º Ano A' })).toHaveAttribute('href', '/turma/1/boletim');
    const b = await rowOf('6º Ano B');
    expect(within(b).queryByRole('link', { name: /Alterar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nova turma' })).toHaveAttribute('href', '/turma/novo');
    expect(screen.getByTestId('pagination-caption')).toHaveTextContent('Mostrando 1 para 2 de 2 entradas');
  });

  it('gives a Coordenador new and edit but no delete', async () => {
    renderAs(4);
    const a = await rowOf('6º Ano A');
    expect(within(a).getByRole('link', { name: 'Alterar a turma 6º Ano A' })).toBeInTheDocument();
    expect(within(a).queryByRole('button', { name: /Apagar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nova turma' })).toBeInTheDocument();
  });

  it('gives a Professor only the view, the gradebook and the activate switch, which asks and then sets the current class', async () => {
    const api = renderAs(5, {
      'PUT /api/bse_usuario_turma/turmaAtual/2': () => ({ body: meusDados({ codBseTurma: 2, nomTurma: '6º Ano B' }) }),
    });
    const b = await rowOf('6º Ano B');
    expect(within(b).queryByRole('link', { name: /Alterar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nova turma' })).not.toBeInTheDocument();
    expect(within(b).getByRole('link', { name: 'Boletim de 6º Ano B' })).toHaveAttribute('href', '/turma/2/boletim');
    expect(within(await rowOf('6º Ano A')).getByRole('switch', { name: 'Tornar 6º Ano A a turma atual' })).toBeChecked();
    await userEvent.click(within(b).getByRole('switch', { name: 'Tornar 6º Ano B a turma atual' }));
    expect(await screen.findByText('Deseja alterar para a turma 6º Ano B?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(within(b).getByRole('switch', { name: 'Tornar 6º Ano B a turma atual' })).toBeChecked());
    expect(api.mock.calls.some(([url, init]) => url === '/api/bse_usuario_turma/turmaAtual/2' && init?.method === 'PUT')).toBe(true);
  });

  it('asks before deleting and shows the server’s message when refused', async () => {
    renderAs(3, {
      'DELETE /api/bse_turma/1': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'DEPENDENCIES',
          message: 'O registro não pode ser apagado por dependências no banco de dados.',
          messageKey: 'dependencies',
        },
      }),
    });
    await userEvent.click(within(await rowOf('6º Ano A')).getByRole('button', { name: 'Apagar a turma 6º Ano A' }));
    expect(await screen.findByText('Deseja deletar a turma 6º Ano A?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('O registro não pode ser apagado por dependências no banco de dados.')).toBeInTheDocument();
  });
});
