import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuardianDto } from '@portal/shared/guardians';
import { mockApi, renderWithProviders } from '../../../test/render';
import { StudentGuardians } from './StudentGuardians';

const rita: GuardianDto = {
  codBseUsuario: 40,
  nomUsuario: 'Rita Responsável',
  cstLogin: 'AUCE-0040',
  datConsentimento: '2026-11-03T15:00:00.000Z',
  versaoConsentimento: '2026-12',
  alunos: 2,
};

function serve(initial: GuardianDto[]) {
  let guardians = initial;
  const api = mockApi({
    'GET /api/bse_responsavel?codAluno=20': () => ({ body: guardians }),
    'POST /api/bse_responsavel': (init) => {
      const body = JSON.parse(init?.body as string) as { nomUsuario: string };
      const created = { codBseUsuario: 41, cstLogin: 'AUCE-0041', txtSenha: 'Kq7#pa92' };
      guardians = [
        ...guardians,
        {
          codBseUsuario: 41,
          cstLogin: 'AUCE-0041',
          nomUsuario: body.nomUsuario,
          datConsentimento: null,
          versaoConsentimento: null,
          alunos: 1,
        },
      ];
      return { status: 201, body: created };
    },
    'POST /api/bse_responsavel/vinculo': (init) => {
      const body = JSON.parse(init?.body as string) as { cstLogin: string };
      if (body.cstLogin !== 'AUCE-R007') {
        return {
          status: 404,
          body: {
            statusCode: 404,
            code: 'NOT_FOUND',
            message: 'Nenhum responsável com este login.',
            messageKey: 'guardianNotFound',
            fields: { cstLogin: 'Nenhum responsável com este login.' },
            fieldKeys: { cstLogin: 'guardianNotFound' },
          },
        };
      }
      guardians = [...guardians, { ...rita, codBseUsuario: 42, cstLogin: 'AUCE-R007', nomUsuario: 'Tia Sônia' }];
      return { body: { ok: true } };
    },
    'DELETE /api/bse_responsavel/40/aluno/20': () => {
      guardians = guardians.filter((g) => g.codBseUsuario !== 40);
      return { body: { ok: true } };
    },
  });
  renderWithProviders(<StudentGuardians studentId={20} studentName="Alice Aluna" />, { route: '/usuario/alterar/20' });
  return api;
}

afterEach(() => localStorage.clear());

describe("a student's guardians, for the staff", () => {
  it('registers a guardian by name and shows their login and first password once', async () => {
    const api = serve([]);
    expect(await screen.findByText('Nenhum responsável cadastrado para este aluno.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Cadastrar responsável' });

    await userEvent.click(within(form).getByRole('button', { name: 'Cadastrar responsável' }));
    expect(within(form).getByRole('textbox', { name: /Nome do responsável/ })).toHaveAccessibleDescription(/./);
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByRole('textbox', { name: /Nome do responsável/ }), 'Marcos Pai');
    await userEvent.click(within(form).getByRole('button', { name: 'Cadastrar responsável' }));
    const created = await screen.findByTestId('guardian-created');
    expect(created).toHaveTextContent('Responsável cadastrado: Marcos Pai');
    expect(created).toHaveTextContent('LoginAUCE-0041');
    expect(created).toHaveTextContent('Senha inicialKq7#pa92');
    expect(created).toHaveTextContent('a senha não será mostrada de novo');
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ nomUsuario: 'Marcos Pai', alunos: [20] });
    expect(within(form).getByRole('textbox', { name: /Nome do responsável/ })).toHaveValue('');
    const row = await screen.findByRole('listitem', { name: 'Marcos Pai' });
    expect(row).toHaveTextContent('Login: AUCE-0041');
    expect(row).toHaveTextContent('Aguardando aceite');

    await userEvent.click(within(created).getByRole('button', { name: 'Entendi, ocultar senha' }));
    expect(screen.queryByTestId('guardian-created')).not.toBeInTheDocument();
    expect(screen.queryByText('Kq7#pa92')).not.toBeInTheDocument();
  });

  it("lists each guardian's consent and removes a link once confirmed", async () => {
    const api = serve([rita]);
    const row = await screen.findByRole('listitem', { name: 'Rita Responsável' });
    expect(row).toHaveTextContent('Aceito em 03/11/2026');
    expect(row).toHaveTextContent('Acompanha 2 alunos');

    await userEvent.click(within(row).getByRole('button', { name: 'Remover vínculo de Rita Responsável' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover o vínculo de Rita Responsável com Alice Aluna?' });
    expect(dialog).toHaveTextContent('O responsável deixa de ver os dados deste aluno imediatamente.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Nenhum responsável cadastrado para este aluno.')).toBeInTheDocument();
    await waitFor(() => expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });

  it('links a guardian already registered by their login, saying so when the login is no guardian’s', async () => {
    const api = serve([]);
    const form = await screen.findByRole('form', { name: 'Vincular responsável já cadastrado' });
    const login = within(form).getByRole('textbox', { name: 'Login do responsável' });
    await userEvent.type(login, 'auce-0003');
    await userEvent.click(within(form).getByRole('button', { name: 'Vincular' }));
    expect(await within(form).findByText('Nenhum responsável com este login.')).toBeInTheDocument();

    await userEvent.clear(login);
    await userEvent.type(login, 'auce-r007');
    await userEvent.click(within(form).getByRole('button', { name: 'Vincular' }));
    expect(await screen.findByRole('listitem', { name: 'Tia Sônia' })).toHaveTextContent('Login: AUCE-R007');
    expect(within(form).getByRole('status')).toHaveTextContent('Responsável vinculado.');
    const posts = api.mock.calls.filter(([url, init]) => url === '/api/bse_responsavel/vinculo' && init?.method === 'POST');
    expect(posts.map(([, init]) => JSON.parse(init?.body as string) as unknown)).toEqual([
      { cstLogin: 'AUCE-0003', codAluno: 20 },
      { cstLogin: 'AUCE-R007', codAluno: 20 },
    ]);
  });
});
