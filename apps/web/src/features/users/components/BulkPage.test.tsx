import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkBatchDto, BulkBatchListItem, BulkBody, BulkPreviewAnswer, BulkRowResult } from '@portal/shared/users';
import { mockApi, renderWithProviders } from '../../../test/render';
import { meusDados } from '../../../test/fixtures';
import { windows1252 } from '../bulkTestFiles';
import { BulkPage } from './BulkPage';
import { BulkSheetPage } from './BulkSheetPage';
import { Route, Routes } from 'react-router';

const diretor = () => ({
  body: meusDados({ codBseUsuario: 4, codBsePerfil: 3, nomPerfil: 'Diretor', turmas: [], codBseTurma: null, nomTurma: null }),
});

/** The server's answer to a preview: every row valid, with the name it was sent. */
function previewOf(init: RequestInit | undefined): { body: BulkPreviewAnswer } {
  const sent = JSON.parse(init?.body as string) as BulkBody;
  const linhas: BulkRowResult[] = sent.usuarios.map((row, i) => ({
    linha: i + 1,
    nomUsuario: String(row.nomUsuario ?? ''),
    codBsePerfil: Number(row.codBsePerfil),
    cstLogin: `AUCE-${String(100 + i).padStart(4, '0')}`,
    loginGerado: true,
    senhaGerada: true,
    status: 'valido',
    erros: [],
  }));
  const n = linhas.length;
  return { body: { linhas, contagem: { total: n, validos: n, incorretos: 0, conflitantes: 0, naoPermitidos: 0 } } };
}

const batch: BulkBatchDto = {
  codBseUsuarioLote: 12,
  datCriacao: '2026-05-04T13:00:00.000Z',
  datExpira: '2026-05-05T13:00:00.000Z',
  nomEscola: 'Escola Aurora',
  nomUnidade: 'Unidade Centro',
  nomTurma: '6º Ano A',
  criados: [
    {
      linha: 1,
      codBseUsuario: 40,
      nomUsuario: 'João da Conceição',
      codBsePerfil: 6,
      txtSenha: 'kP7mq2Xa',
      cstLogin: 'AUCE-0100',
      codBseEscola: 2,
      codBseUnidade: 3,
    },
    {
      linha: 2,
      codBseUsuario: 41,
      nomUsuario: 'Paula Professora',
      codBsePerfil: 5,
      txtSenha: 'Prof@2026',
      cstLogin: 'AUCE-0101',
      codBseEscola: 2,
      codBseUnidade: 3,
    },
  ],
};
const listItem: BulkBatchListItem = {
  codBseUsuarioLote: 12,
  datCriacao: batch.datCriacao,
  datExpira: batch.datExpira,
  numCriados: 2,
  nomTurma: '6º Ano A',
};

async function chooseClass() {
  const box = await screen.findByRole('combobox', { name: /^Turma/ });
  await waitFor(() => expect(box).toBeEnabled());
  await userEvent.click(box);
  await userEvent.click(await screen.findByRole('option', { name: '6º Ano A', hidden: true }));
}

describe('/usuario/massivo', () => {
  it('reads a Windows-1252 file from Excel with its accents, and reads the same file again when it is picked again', async () => {
    localStorage.setItem('access_token', 'tok');
    const api = mockApi({
      'GET /api/bse_usuario/getMeusDados/x': diretor,
      'GET /api/bse_turma/turmasDaUnidade/3': () => ({ body: [{ codBseTurma: 1, nomTurma: '6º Ano A', codBseUnidade: 3 }] }),
      'GET /api/bse_usuario/lotesEmMassa': () => ({ body: [] }),
      'POST /api/bse_usuario/validarUsuariosEmMassa/x': previewOf,
    });
    renderWithProviders(<BulkPage />, { route: '/usuario/massivo' });
    await chooseClass();

    const bytes = windows1252('nomUsuario;codBsePerfil;txtSenha\r\nJoão da Conceição;6;\r\nHeloísa Araújo;6;Helo@2026\r\n');
    expect(bytes).toContain(0xe3); // 'ã' is one byte: not UTF-8
    const file = new File([bytes as BlobPart], 'turma.csv', { type: 'text/csv' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, file);

    const table = await screen.findByRole('table', { name: 'Registros do arquivo' });
    expect(within(table).getByText('João da Conceição')).toBeInTheDocument();
    expect(within(table).getByText('Heloísa Araújo')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-encoding')).toHaveTextContent('Arquivo lido como Windows-1252 (CSV do Excel).');
    const previews = () => api.mock.calls.filter(([url]) => url === '/api/bse_usuario/validarUsuariosEmMassa/x');
    expect(JSON.parse(previews()[0]![1]!.body as string)).toMatchObject({
      codBseTurma: 1,
      usuarios: [{ nomUsuario: 'João da Conceição' }, { nomUsuario: 'Heloísa Araújo', txtSenha: 'Helo@2026' }],
    });
    // The input is emptied once read, so the browser reports the same file picked again.
    expect(input.value).toBe('');
    await userEvent.upload(input, file);
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(await screen.findByText('João da Conceição')).toBeInTheDocument();
  });

  it('lists the last imports of 24 hours with their cards and usuarios.csv', async () => {
    localStorage.setItem('access_token', 'tok');
    mockApi({
      'GET /api/bse_usuario/getMeusDados/x': diretor,
      'GET /api/bse_usuario/lotesEmMassa': () => ({ body: [listItem] }),
    });
    renderWithProviders(<BulkPage />, { route: '/usuario/massivo' });
    const section = await screen.findByRole('region', { name: 'Últimas importações' });
    const row = (await within(section).findAllByTestId('bulk-batch'))[0]!;
    expect(row).toHaveTextContent('6º Ano A');
    expect(row).toHaveTextContent('04/05/2026');
    expect(within(row).getByRole('link', { name: /^Imprimir fichas da importação de 04\/05\/2026/ })).toHaveAttribute(
      'href',
      '/usuario/massivo/fichas/12',
    );
    expect(within(row).getByRole('button', { name: /^Baixar usuarios.csv da importação de/ })).toBeInTheDocument();
  });
});

describe('/usuario/massivo/fichas/{id}', () => {
  const renderSheet = () =>
    renderWithProviders(
      <Routes>
        <Route path="/usuario/massivo/fichas/:id" element={<BulkSheetPage />} />
      </Routes>,
      { route: '/usuario/massivo/fichas/12' },
    );

  it('prints one card per created user with the login, first password, school, unit and class', async () => {
    localStorage.setItem('access_token', 'tok');
    mockApi({ 'GET /api/bse_usuario/lotesEmMassa/12': () => ({ body: batch }) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderSheet();
    const cards = await screen.findByRole('list', { name: 'Fichas de acesso dos usuários' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const fields = (card: HTMLElement) =>
      Array.from(card.querySelectorAll('dt')).map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(within(items[0]!).getByText('João da Conceição')).toBeInTheDocument();
    expect(fields(items[0]!)).toEqual([
      'Login: AUCE-0100',
      'Senha inicial: kP7mq2Xa',
      'Escola: Escola Aurora',
      'Unidade: Unidade Centro',
      'Turma: 6º Ano A',
    ]);
    expect(fields(items[1]!)).toContain('Perfil: Professor');
    expect(screen.getByText(/2 usuários da turma 6º Ano A/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says the cards are gone when the result expired or is someone else’s', async () => {
    localStorage.setItem('access_token', 'tok');
    mockApi({});
    renderSheet();
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta importação não existe ou já expirou');
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
  });
});
