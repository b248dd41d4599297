import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSystemDto } from '@portal/shared/system/admin';
import i18n from '../../../i18n';
import { mockApi, renderWithProviders } from '../../../test/render';
import { AdminPage } from './AdminPage';
import { formatDateTime } from './format';

const at = (day: number, hour: number, minute: number) => new Date(2026, 2, day, hour, minute).toISOString();

function system(overrides: Partial<AdminSystemDto> = {}): AdminSystemDto {
  return {
    versao: '1.4.0',
    node: 'v24.21.0',
    banco: { tipo: 'pglite', versao: '17.5', tamanhoBytes: 45.6 * 1024 ** 2 },
    migracoes: { aplicadas: 24, ultima: '0023_chat_membership', aplicadaEm: at(2, 8, 30) },
    tabelas: [
      { nome: 'trl_livro', linhas: 12 },
      { nome: 'bse_usuario', linhas: 1234 },
      { nome: 'bse_acesso', linhas: 56789 },
    ],
    saude: {
      banco: { ok: true, latenciaMs: 1.27, detalhe: null },
      redis: { ok: null, latenciaMs: null, detalhe: null },
      cep: { ok: false, latenciaMs: null, detalhe: 'O provedor não respondeu em 2000 ms.' },
    },
    processos: [
      { pid: 4242, host: 'app-1', iniciadoEm: at(3, 7, 0), memoriaMb: 182.44, socketsChat: 12, atual: true },
      { pid: 5151, host: 'app-2', iniciadoEm: at(3, 7, 1), memoriaMb: 175, socketsChat: 3, atual: false },
    ],
    ultimoBackup: null,
    acessos24h: {
      entradas: 1520,
      falhas: 7,
      bloqueios: 1,
      ultimosBloqueios: [{ cstLogin: 'AUCE-0004', datAcesso: at(3, 10, 15), txtObservacao: 'Login bloqueado após 5 tentativas' }],
    },
    ...overrides,
  };
}

const DATA_REQUESTS = [
  { codBseUsuario: 26, nomPessoa: 'Pessoa removida R000-000Q', indTipo: 'A', datPedido: at(2, 9, 30), nomSolicitante: 'Daniel Diretor' },
  { codBseUsuario: 26, nomPessoa: 'Pessoa removida R000-000Q', indTipo: 'E', datPedido: at(2, 9, 10), nomSolicitante: 'Daniel Diretor' },
];

function renderPage(answers: { status?: number; body: unknown }[], dataRequests: unknown[] = DATA_REQUESTS) {
  let call = 0;
  const api = mockApi({
    'GET /api/admin/sistema': () => answers[Math.min(call++, answers.length - 1)]!,
    'GET /api/admin/pedidos-dados': () => ({ body: dataRequests }),
  });
  renderWithProviders(<AdminPage />, { route: '/admin' });
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the /admin page', () => {
  it.each([
    ['pt', 'Consulta de CEP', 'Não foi possível acessar o serviço de consulta de CEP.'],
    ['en', 'Postal code lookup', 'The postal code (CEP) lookup service could not be reached.'],
    ['es', 'Consulta de código postal', 'No fue posible acceder al servicio de consulta de CEP.'],
  ])('says in %s that the postal-code service could not be reached (the API’s key, never a raw error)', async (language, name, text) => {
    await i18n.changeLanguage(language);
    renderPage([{ body: system({ saude: { ...system().saude, cep: { ok: false, latenciaMs: null, detalhe: 'cepUnreachable' } } }) }]);
    const item = (await screen.findByText(name)).closest('li')!;
    expect(within(item).getByText(text)).toBeInTheDocument();
    expect(item).not.toHaveTextContent('cepUnreachable');
  });

  it('shows the version, the database, the health, the processes, the accesses and the tables', async () => {
    renderPage([{ body: system() }]);
    expect(await screen.findByText('PGlite (embutido)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Administração do sistema' })).toBeInTheDocument();

    const version = section('Versão');
    expect(within(version).getByText('1.4.0')).toBeInTheDocument();
    expect(within(version).getByText('v24.21.0')).toBeInTheDocument();

    const database = section('Banco de dados');
    expect(within(database).getByText('17.5')).toBeInTheDocument();
    expect(within(database).getByText('45,6 MB')).toBeInTheDocument();
    expect(within(database).getByText('24')).toBeInTheDocument();
    expect(within(database).getByText('0023_chat_membership')).toBeInTheDocument();
    expect(within(database).getByText('02/03/2026 08:30')).toBeInTheDocument();

    const health = section('Saúde');
    const item = (name: string) => within(health).getByText(name).closest('li')!;
    expect(within(item('Banco de dados')).getByText('OK')).toBeInTheDocument();
    expect(within(item('Banco de dados')).getByText('1,3 ms')).toBeInTheDocument();
    expect(within(item('Redis')).getByText('Não configurado')).toBeInTheDocument();
    expect(within(item('Consulta de CEP')).getByText('Falha')).toBeInTheDocument();
    expect(within(item('Consulta de CEP')).getByText('O provedor não respondeu em 2000 ms.')).toBeInTheDocument();

    const processes = within(screen.getByRole('table', { name: 'Processos do servidor' }))
      .getAllByRole('row')
      .slice(1);
    expect(processes).toHaveLength(2);
    expect(processes[0]).toHaveAttribute('data-current');
    expect(processes[0]).toHaveTextContent(/^4242este.*app-1.*03\/03\/2026 07:00.*182,4.*12$/);
    expect(processes[1]).not.toHaveAttribute('data-current');
    expect(processes[1]).not.toHaveTextContent('este');

    expect(within(section('Último backup')).getByText('Nenhum backup registrado')).toBeInTheDocument();

    const access = section('Acessos nas últimas 24 horas');
    expect(within(access).getByText('1.520')).toBeInTheDocument();
    const lockouts = within(within(access).getByRole('table', { name: 'Últimos bloqueios' })).getAllByRole('row');
    expect(lockouts[1]).toHaveTextContent('AUCE-000403/03/2026 10:15Login bloqueado após 5 tentativas');
  });

  it('lists the tables by name with their counts, and finds them by a part of the name', async () => {
    const user = userEvent.setup();
    renderPage([{ body: system() }]);
    const table = await screen.findByRole('table', { name: 'Tabelas do banco de dados' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));
    expect(rows()).toEqual([
      ['bse_acesso', '56.789'],
      ['bse_usuario', '1.234'],
      ['trl_livro', '12'],
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar tabela' }), 'USU');
    expect(rows()).toEqual([['bse_usuario', '1.234']]);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar tabela' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar tabela' }), 'nada');
    expect(within(table).getByText('Nenhuma tabela encontrada.')).toBeInTheDocument();
  });

  it('shows PostgreSQL, the last backup and no lockouts', async () => {
    renderPage([
      {
        body: system({
          banco: { tipo: 'postgres', versao: '17.2', tamanhoBytes: 2.25 * 1024 ** 3 },
          ultimoBackup: { datBackup: at(4, 2, 0), txtArquivo: '/var/backups/portal-2026-03-04.dump', numBytes: 310 * 1024 ** 2 },
          acessos24h: { entradas: 0, falhas: 0, bloqueios: 0, ultimosBloqueios: [] },
        }),
      },
    ]);
    expect(await screen.findByText('PostgreSQL')).toBeInTheDocument();
    expect(within(section('Banco de dados')).getByText('2,3 GB')).toBeInTheDocument();
    const backup = section('Último backup');
    expect(within(backup).getByText('04/03/2026 02:00')).toBeInTheDocument();
    expect(within(backup).getByText('/var/backups/portal-2026-03-04.dump')).toBeInTheDocument();
    expect(within(backup).getByText('310,0 MB')).toBeInTheDocument();
    const access = section('Acessos nas últimas 24 horas');
    expect(within(access).getByText('Nenhum bloqueio nas últimas 24 horas.')).toBeInTheDocument();
    expect(within(access).queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks the server again on Atualizar', async () => {
    const user = userEvent.setup();
    const api = renderPage([{ body: system() }, { body: system({ versao: '1.5.0' }) }]);
    expect(await screen.findByText('1.4.0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('1.5.0')).toBeInTheDocument();
    expect(api.mock.calls.filter(([url]) => url === '/api/admin/sistema')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Atualizar' })).toBeEnabled());
  });

  it('says what failed, with the code to quote', async () => {
    renderPage([
      {
        status: 500,
        body: {
          statusCode: 500,
          code: 'INTERNAL',
          message: 'Algo deu errado ao enviar dados para o servidor.',
          messageKey: 'somethingWrong',
          requestId: '3f2a9c1e-5b7d-4c1a-9e2f-0a1b2c3d4e5f',
        },
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado ao enviar dados para o servidor. Código do erro: 3f2a9c1e');
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeEnabled();
  });

  it('lists the network’s latest data requests, the erased person named by their code', async () => {
    renderPage([{ body: system() }]);
    const card = await screen.findByRole('region', { name: 'Pedidos de dados pessoais (LGPD)' });
    const rows = await within(card).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      `Pessoa removida R000-000QDados apagados${formatDateTime(at(2, 9, 30))}Daniel Diretor`,
      `Pessoa removida R000-000QExportação${formatDateTime(at(2, 9, 10))}Daniel Diretor`,
    ]);
  });
});
