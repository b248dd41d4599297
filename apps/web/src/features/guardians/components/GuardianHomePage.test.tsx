import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildDto, ConsentDto, GuardianSummaryDto } from '@portal/shared/guardians';
import { mockApi, renderWithProviders } from '../../../test/render';
import { meusDados } from '../../../test/fixtures';
import { GuardianHomePage } from './GuardianHomePage';

const guardian = meusDados({
  codBseUsuario: 40,
  cstLogin: 'AUCE-0040',
  nomUsuario: 'Rita Responsável',
  codBsePerfil: 8,
  nomPerfil: 'Responsável',
  codBseTurma: null,
  nomTurma: null,
  codBseUsuarioTurma: null,
  turmas: [],
});

function child(over: Partial<ChildDto> = {}): ChildDto {
  return {
    codBseUsuario: 20,
    nomUsuario: 'Alice Aluna',
    nomEscola: 'Escola Aurora',
    nomTurma: '6º Ano A',
    progresso: { nomLivro: 'Trilha de Matemática', concluidos: 3, total: 12, estrelas: 7 },
    pendencias: [
      { codBseAtividade: 1, nomAtividade: 'Frações', datEntrega: '2026-12-10', atrasada: false },
      { codBseAtividade: 2, nomAtividade: 'Redação', datEntrega: '2026-11-20', atrasada: true },
    ],
    notas: [{ codBseAtividade: 3, nomAtividade: 'Prova de Ciências', nota: 8.5, notaMaxima: 10 }],
    frequencia: { percentual: 92, dias: 25, faltas: 2 },
    eventos: [{ codCldCalendario: 9, dscTitulo: 'Feira de Ciências', datEvento: '2026-12-05' }],
    ...over,
  };
}

function serve(consent: ConsentDto, children: ChildDto[]) {
  localStorage.setItem('access_token', 'tok');
  let current = consent;
  let summary: GuardianSummaryDto = {
    endereco: '/api/responsavel/resumo/aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789-_aBcDe',
    dscEmail: null,
    envioSemanal: true,
    emailDisponivel: true,
    datUltimoEnvio: null,
  };
  const api = mockApi({
    'GET /api/bse_usuario/getMeusDados/x': () => ({ body: guardian }),
    'GET /api/responsavel/consentimento': () => ({ body: current }),
    'POST /api/responsavel/consentimento': (init) => {
      current = { ...current, datAceite: '2026-12-01T12:00:00.000Z' };
      return { body: { ...current, versao: (JSON.parse(init?.body as string) as { versao: string }).versao } };
    },
    'GET /api/responsavel/resumo': () => ({ body: summary }),
    'PUT /api/responsavel/resumo': (init) => {
      summary = { ...summary, ...(JSON.parse(init?.body as string) as Partial<GuardianSummaryDto>) };
      return { body: summary };
    },
    'GET /api/responsavel/filhos': () =>
      current.datAceite
        ? { body: children }
        : { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'Aceite o termo.', messageKey: 'guardianConsentRequired' } },
  });
  renderWithProviders(<GuardianHomePage />, { route: '/home' });
  return api;
}

const calls = (api: ReturnType<typeof mockApi>, path: string) => api.mock.calls.filter(([url]) => url === path);

afterEach(() => localStorage.clear());

describe("the guardian's home", () => {
  it('shows the consent term and nothing of the child until it is accepted, then the child', async () => {
    const api = serve({ versao: '2026-12', datAceite: null, filhos: ['Alice', 'Bruno'] }, [child()]);
    const term = await screen.findByRole('region', { name: 'Termo de consentimento' });
    expect(within(term).getByText('Versão 2026-12')).toBeInTheDocument();
    expect(within(term).getByText(/Antes de acompanhar Alice e Bruno pelo Portal Escolar/)).toBeInTheDocument();
    expect(within(term).getByText('a frequência;')).toBeInTheDocument();
    expect(within(term).getByText(/uma cópia dos dados do aluno ou a sua eliminação/)).toBeInTheDocument();
    expect(screen.queryByText('Alice Aluna')).not.toBeInTheDocument();
    expect(calls(api, '/api/responsavel/filhos')).toHaveLength(0);

    await userEvent.click(within(term).getByRole('button', { name: 'Li e aceito' }));
    expect(await screen.findByRole('heading', { name: 'Alice Aluna', level: 2 })).toBeInTheDocument();
    const accepted = calls(api, '/api/responsavel/consentimento').find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(accepted?.[1]?.body as string)).toEqual({ versao: '2026-12' });
    expect(screen.queryByRole('region', { name: 'Termo de consentimento' })).not.toBeInTheDocument();

    expect(screen.getByText('6º Ano A · Escola Aurora')).toBeInTheDocument();
    const progress = screen.getByTestId('child-progress');
    expect(within(progress).getByRole('progressbar', { name: 'Progresso em Trilha de Matemática' })).toHaveAttribute('aria-valuenow', '25');
    expect(progress).toHaveTextContent('3 de 12 itens concluídos');
    expect(progress).toHaveTextContent('7 estrelas');
    const pending = within(screen.getByTestId('child-pending')).getAllByRole('listitem');
    expect(pending.map((item) => item.textContent)).toEqual(['FraçõesEntrega: 10/12/2026', 'RedaçãoEntrega: 20/11/2026Atrasada']);
    expect(screen.getByTestId('child-grades')).toHaveTextContent('Prova de Ciências8,5 / 10');
    expect(screen.getByTestId('child-attendance')).toHaveTextContent('92% de presença25 dias letivos · 2 faltas');
    expect(screen.queryByText('Abaixo de 75% de presença')).not.toBeInTheDocument();
    expect(screen.getByTestId('child-events')).toHaveTextContent('Feira de Ciências05/12/2026');
    expect(screen.getByRole('heading', { name: 'Acompanhamento escolar', level: 1 })).toBeInTheDocument();
  });

  it('switches between the children, one at a time', async () => {
    serve({ versao: '2026-12', datAceite: '2026-11-01T12:00:00.000Z', filhos: ['Alice', 'Bruno'] }, [
      child(),
      child({ codBseUsuario: 21, nomUsuario: 'Bruno Aluno', nomTurma: '8º Ano B', pendencias: [], notas: [] }),
    ]);
    const tabs = await screen.findByRole('tablist', { name: 'Filho' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Alice Aluna', 'Bruno Aluno']);
    expect(screen.getByRole('heading', { name: 'Alice Aluna', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bruno Aluno' })).not.toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Bruno Aluno' }));
    expect(screen.getByRole('heading', { name: 'Bruno Aluno', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Alice Aluna' })).not.toBeInTheDocument();
    expect(screen.getByText('8º Ano B · Escola Aurora')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma atividade pendente.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma nota lançada ainda.')).toBeInTheDocument();
  });

  it("warns under the school's 75% rule, and says nothing of a share before any roll", async () => {
    serve({ versao: '2026-12', datAceite: '2026-11-01T12:00:00.000Z', filhos: ['Alice'] }, [
      child({ frequencia: { percentual: 72.5, dias: 40, faltas: 11 } }),
    ]);
    const attendance = await screen.findByTestId('child-attendance');
    expect(attendance).toHaveTextContent('72,5% de presença');
    expect(within(attendance).getByRole('status')).toHaveTextContent('Abaixo de 75% de presença');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('says so when no roll was taken yet and the class has no path nor events', async () => {
    serve({ versao: '2026-12', datAceite: '2026-11-01T12:00:00.000Z', filhos: ['Alice'] }, [
      child({
        frequencia: { percentual: 100, dias: 0, faltas: 0 },
        progresso: { nomLivro: null, concluidos: 0, total: 0, estrelas: 0 },
        eventos: [],
      }),
    ]);
    const attendance = await screen.findByTestId('child-attendance');
    expect(attendance).toHaveTextContent('Nenhuma chamada registrada ainda.');
    expect(within(attendance).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('A turma não tem uma trilha ativa no momento.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum evento da turma nos próximos 30 dias.')).toBeInTheDocument();
  });

  it('gives the weekly summary’s private address and keeps an e-mail for it, refusing one that is not', async () => {
    const api = serve({ versao: '2026-12', datAceite: '2026-11-01T12:00:00.000Z', filhos: ['Alice'] }, [child()]);
    const card = await screen.findByRole('region', { name: 'Resumo semanal' });
    expect(await within(card).findByRole('link', { name: 'Abrir o resumo desta semana' })).toHaveAttribute(
      'href',
      '/api/responsavel/resumo/aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789-_aBcDe',
    );
    const email = within(card).getByLabelText('E-mail para o resumo');
    await userEvent.type(email, 'rita@');
    await userEvent.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(await within(card).findByText('Informe um e-mail válido, como nome@exemplo.com.br.')).toBeInTheDocument();
    expect(calls(api, '/api/responsavel/resumo').filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    await userEvent.type(email, 'familia.example');
    await userEvent.click(within(card).getByRole('switch', { name: 'Receber o resumo por e-mail toda semana' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(await within(card).findByText('Preferências do resumo salvas.')).toBeInTheDocument();
    const put = calls(api, '/api/responsavel/resumo').find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({ dscEmail: 'rita@familia.example', envioSemanal: false });
  });
});
