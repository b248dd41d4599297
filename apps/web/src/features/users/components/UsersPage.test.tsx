import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileDto, UserListItem } from '@portal/shared/users';
import { mockApi, renderWithProviders } from '../../../test/render';
import { meusDados } from '../../../test/fixtures';
import { UsersPage } from './UsersPage';

const PROFILES: ProfileDto[] = [
  [1, 'Master', 1],
  [2, 'Gestor', 1],
  [3, 'Diretor', 2],
  [4, 'Coordenador', 2],
  [5, 'Professor', 4],
  [6, 'Aluno', 4],
  [7, 'Assistente', 1],
].map(([codBsePerfil, nomPerfil, codPerfilCriacao]) => ({ codBsePerfil, nomPerfil, codPerfilCriacao, indAcessoPortal: 'S' }) as ProfileDto);

function user(over: Partial<UserListItem>): UserListItem {
  return {
    codBseUsuario: 20,
    cstLogin: 'AUCE-0004',
    nomUsuario: 'Alice Aluna',
    codBsePerfil: 6,
    nomPerfil: 'Aluno',
    codBseEscola: 2,
    nomEscola: 'Escola Aurora',
    codBseUnidade: 3,
    nomUnidade: 'Unidade Centro',
    nomTurmas: '6º Ano A',
    indAtivo: 'S',
    imgAvatar: null,
    cstTxtPrefixoLoginEscola: 'AU',
    cstTxtPrefixoLoginUnidade: 'CE',
    codBseTurma: 5,
    nomTurma: '6º Ano A',
    arrayCodBseTurmas: [5],
    ...over,
  };
}

const page = (items: UserListItem[]) => ({ body: { items, total: items.length, page: 1, pageSize: 10 } });

describe('/usuario/listar', () => {
  it('gives a Diretor the tabs of the profiles they may create, students first, with their columns and switch', async () => {
    localStorage.setItem('access_token', 'tok');
    const api = mockApi({
      'GET /api/bse_usuario/getMeusDados/x': () => ({
        body: meusDados({ codBseUsuario: 4, codBsePerfil: 3, nomPerfil: 'Diretor', turmas: [], codBseTurma: null, nomTurma: null }),
      }),
      'GET /api/bse_perfil': () => ({ body: PROFILES }),
      'GET /api/bse_usuario?codBsePerfil=6&page=1&pageSize=10&sort=nomUsuario': () =>
        page([user({}), user({ codBseUsuario: 21, nomUsuario: 'Igor Inativo', cstLogin: 'AUCE-0005', indAtivo: 'N' })]),
    });
    renderWithProviders(<UsersPage />, { route: '/usuario/listar' });
    const tabs = await screen.findByRole('tablist', { name: 'Perfis de usuário' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Professor', 'Aluno']);
    expect(within(tabs).getByRole('tab', { name: 'Aluno' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Alice Aluna');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nome', 'Login', 'Unidade', 'Turma', 'Ativo', 'Ações']);
    expect(screen.getByRole('switch', { name: 'Ativar ou desativar Alice Aluna' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ativar ou desativar Igor Inativo' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Criação em Massa' })).toHaveAttribute('href', '/usuario/massivo');
    expect(api).toHaveBeenCalledWith('/api/bse_usuario?codBsePerfil=6&page=1&pageSize=10&sort=nomUsuario', expect.anything());
  });

  it('shows the administrator without edit or delete, and sorts on the server', async () => {
    localStorage.setItem('access_token', 'tok');
    const api = mockApi({
      'GET /api/bse_usuario/getMeusDados/x': () => ({
        body: meusDados({ codBseUsuario: 30, codBsePerfil: 1, nomPerfil: 'Master', turmas: [], codBseTurma: null, nomTurma: null }),
      }),
      'GET /api/bse_perfil': () => ({ body: PROFILES }),
      'GET /api/bse_usuario?codBsePerfil=1&page=1&pageSize=10&sort=nomUsuario': () =>
        page([
          user({ codBseUsuario: 1, nomUsuario: 'Administrador da Rede', cstLogin: 'REMT-0001', codBsePerfil: 1 }),
          user({ codBseUsuario: 31, nomUsuario: 'Outra Master', cstLogin: 'REMT-0100', codBsePerfil: 1 }),
        ]),
      'GET /api/bse_usuario?codBsePerfil=1&page=1&pageSize=10&sort=-nomUsuario': () => page([]),
    });
    renderWithProviders(<UsersPage />, { route: '/usuario/listar?perfil=1' });
    const admin = (await screen.findByText('Administrador da Rede')).closest('tr')!;
    expect(within(admin).queryAllByRole('button')).toHaveLength(0);
    expect(within(admin).queryAllByRole('link')).toHaveLength(0);
    const other = screen.getByText('Outra Master').closest('tr')!;
    expect(within(other).getByRole('link', { name: 'Alterar Outra Master' })).toHaveAttribute('href', '/usuario/alterar/31');
    expect(within(other).getByRole('button', { name: 'Apagar Outra Master' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Nome/ }));
    await screen.findByText('Nenhum usuário encontrado.');
    expect(api).toHaveBeenCalledWith('/api/bse_usuario?codBsePerfil=1&page=1&pageSize=10&sort=-nomUsuario', expect.anything());
  });
});
