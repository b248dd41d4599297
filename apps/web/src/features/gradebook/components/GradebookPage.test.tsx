import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { GradebookDto } from '@portal/shared/gradebook';
import { classDto } from '../../../test/fixtures';
import { mockApi, renderWithProviders } from '../../../test/render';
import { GradebookPage } from './GradebookPage';

const BOOK: GradebookDto = {
  atividades: [
    { codBseAtividade: 11, nomAtividade: 'Frações', notaMaxima: 30, datEntrega: '2026-03-10' },
    { codBseAtividade: 12, nomAtividade: 'Planetas', notaMaxima: 10, datEntrega: null },
  ],
  alunos: [
    {
      codBseUsuario: 101,
      nomUsuario: 'Ana Souza',
      cstLogin: 'AUCE-0101',
      progresso: { concluidos: 4, total: 4, estrelas: 6, ultimoAcesso: '2026-03-09T13:00:00-03:00' },
      frequencia: { dias: 40, faltas: 2, percentual: 95 },
      atividades: [
        { codBseAtividade: 11, nota: 28.5, entregue: true, atrasada: false },
        { codBseAtividade: 12, nota: 10, entregue: true, atrasada: false },
      ],
    },
    {
      codBseUsuario: 102,
      nomUsuario: 'Bruno Lima',
      cstLogin: 'AUCE-0102',
      progresso: { concluidos: 2, total: 4, estrelas: 2, ultimoAcesso: '2026-03-01T10:00:00-03:00' },
      frequencia: { dias: 40, faltas: 12, percentual: 70 },
      atividades: [
        { codBseAtividade: 11, nota: 14.5, entregue: true, atrasada: true },
        { codBseAtividade: 12, nota: null, entregue: false, atrasada: false },
      ],
    },
    {
      codBseUsuario: 103,
      nomUsuario: 'Carla Dias',
      cstLogin: 'AUCE-0103',
      progresso: { concluidos: 0, total: 4, estrelas: 0, ultimoAcesso: null },
      frequencia: { dias: 0, faltas: 0, percentual: 100 },
      atividades: [
        { codBseAtividade: 11, nota: null, entregue: true, atrasada: false },
        { codBseAtividade: 12, nota: 4, entregue: true, atrasada: false },
      ],
    },
  ],
};

const CLASS = classDto({ codBseTurma: 5 });

function open(book: { status?: number; body: unknown } = { body: BOOK }, route = '/turma/5/boletim') {
  localStorage.setItem('access_token', 'tok');
  const api = mockApi({
    'GET /api/turma/5/boletim': () => book,
    'GET /api/bse_turma/5': () => ({ body: CLASS }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/turma/:codBseTurma/boletim" element={<GradebookPage />} />
    </Routes>,
    { route },
  );
  return api;
}

const table = () => screen.findByRole('table', { name: /Boletim da turma/ });
/** The students' names, in the order of the rows (the footer's 'Média da turma' is a row header too). */
const names = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace(/AUCE-\d+$/, ''));

describe('/turma/{id}/boletim', () => {
  it('shows a row per student by name, the progress and a cell per activity: grade / maximum, entregue, atrasada, — when not sent', async () => {
    open();
    expect(await screen.findByText('Turma: 6º Ano A')).toBeInTheDocument();
    expect(await names()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Média da turma']);
    const t = await table();
    expect(within(t).getByRole('columnheader', { name: /Frações/ })).toHaveTextContent('máx. 30 · até 10/03/2026');
    expect(within(t).getByRole('columnheader', { name: /Planetas/ })).toHaveTextContent('máx. 10 · sem prazo');

    const ana = within(t).getByRole('row', { name: /Ana Souza/ });
    expect(ana).toHaveTextContent('4 / 4');
    expect(ana).toHaveTextContent('09/03/2026');
    const anaCell = within(ana).getByRole('link', { name: 'Respostas de Ana Souza em Frações: 28,5 / 30' });
    expect(anaCell).toHaveTextContent('28,5 / 30');
    expect(anaCell).toHaveAttribute('href', '/atividade/respostas/editarNota/11/101?turma=5');
    expect(within(ana).getByRole('link', { name: /em Planetas/ })).toHaveTextContent('10 / 10');

    const bruno = within(t).getByRole('row', { name: /Bruno Lima/ });
    expect(within(bruno).getByRole('link', { name: /em Frações/ })).toHaveTextContent('14,5 / 30');
    expect(bruno).toHaveTextContent('Atrasada');
    expect(bruno).toHaveTextContent('—Não entregue');
    expect(within(bruno).getAllByRole('link')).toHaveLength(1);

    const carla = within(t).getByRole('row', { name: /Carla Dias/ });
    const waiting = within(carla).getByRole('link', { name: 'Respostas de Carla Dias em Frações: Entregue' });
    expect(waiting).toHaveAttribute('href', '/atividade/respostas/respostasAluno/11/103?turma=5');
    expect(carla).toHaveTextContent('0 / 4');
  });

  it('puts the class’s averages in the footer: grades given only, progress and stars of every student', async () => {
    open();
    const footer = within(await table()).getByRole('row', { name: /Média da turma/ });
    const cells = within(footer)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Progress (4 + 2 + 0) / 3, stars 8 / 3, last day none, attendance (95 + 70) / 2 (Carla has no roll yet),
    // Frações (28,5 + 14,5) / 2, Planetas (10 + 4) / 2.
    expect(cells).toEqual(['2 / 4', '2,7', '—', '82,5%', '21,5 / 30', '7 / 10']);
    const attendance = (name: RegExp) =>
      within(within(screen.getByRole('table')).getByRole('row', { name })).getAllByRole('cell')[3]!.textContent;
    expect(attendance(/Ana Souza/)).toBe('95%');
    expect(attendance(/Bruno Lima/)).toBe('70% abaixo do mínimo de 75%');
    expect(attendance(/Carla Dias/)).toBe('—');
  });

  it('filters the students who did not send an activity, and those with a grade below half of its maximum', async () => {
    open();
    await table();
    await userEvent.click(screen.getByRole('radio', { name: 'Não entregues' }));
    expect(await names()).toEqual(['Bruno Lima', 'Média da turma']);
    expect(screen.getByText('1 aluno de 3')).toBeInTheDocument();

    // 14,5 of 30 is below 5; 4 of 10 too; 5 of 10 or 15 of 30 would not be.
    await userEvent.click(screen.getByRole('radio', { name: 'Abaixo de 5' }));
    expect(await names()).toEqual(['Bruno Lima', 'Carla Dias', 'Média da turma']);
    // The footer keeps the whole class's averages.
    expect(within(await table()).getByRole('row', { name: /Média da turma/ })).toHaveTextContent('21,5 / 30');

    await userEvent.click(screen.getByRole('radio', { name: 'Todos' }));
    expect(await names()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Média da turma']);
  });

  it('keeps the filter and the order in the address', async () => {
    open({ body: BOOK }, '/turma/5/boletim?filtro=abaixoDe5&ordem=-a11');
    // By Frações, highest first; Carla's Frações is not graded: last.
    expect(await names()).toEqual(['Bruno Lima', 'Carla Dias', 'Média da turma']);
    expect(screen.getByRole('radio', { name: 'Abaixo de 5' })).toBeChecked();
    expect(within(await table()).getByRole('columnheader', { name: /Frações/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by a column, ascending then descending, and by name again', async () => {
    open();
    const t = await table();
    expect(within(t).getByRole('columnheader', { name: /Aluno/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(t).getByRole('button', { name: /Estrelas/ }));
    expect(await names()).toEqual(['Carla Dias', 'Bruno Lima', 'Ana Souza', 'Média da turma']);
    expect(within(t).getByRole('columnheader', { name: /Estrelas/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(t).getByRole('button', { name: /Estrelas/ }));
    expect(await names()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Média da turma']);
    expect(within(t).getByRole('columnheader', { name: /Estrelas/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(t).getByRole('button', { name: /Planetas/ }));
    // Grades ascending; Bruno sent nothing: last.
    expect(await names()).toEqual(['Carla Dias', 'Ana Souza', 'Bruno Lima', 'Média da turma']);
    await userEvent.click(within(t).getByRole('button', { name: /Aluno/ }));
    expect(await names()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Média da turma']);
  });

  describe('boletim.csv', () => {
    let saved: Blob | undefined;
    afterEach(() => {
      saved = undefined;
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    async function download(): Promise<{ name: string; text: string }> {
      let name = '';
      Object.defineProperty(URL, 'createObjectURL', {
        configurable: true,
        value: (blob: Blob) => {
          saved = blob;
          return 'blob:boletim';
        },
      });
      Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        name = this.download;
      });
      await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(saved).toBeDefined());
      const bytes = new Uint8Array(await saved!.arrayBuffer());
      return { name, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
    }

    it('holds the rows on screen and the averages, in the product’s CSV format (BOM, ;, quoted, CRLF)', async () => {
      open();
      await table();
      await userEvent.click(screen.getByRole('radio', { name: 'Abaixo de 5' }));
      const { name, text } = await download();
      expect(name).toBe('boletim.csv');
      expect(saved?.type).toBe('text/csv;charset=utf-8');
      expect(text.startsWith('\ufeff')).toBe(true);
      expect(text.slice(1).split('\r\n')).toEqual([
        '"Aluno";"Login";"Itens concluídos";"Itens da trilha";"Estrelas";"Último acesso";"Frequência (%)";"Frações (nota / 30)";"Frações (situação)";"Planetas (nota / 10)";"Planetas (situação)"',
        '"Bruno Lima";"AUCE-0102";"2";"4";"2";"01/03/2026";"70,0";"14,5";"Entregue com atraso";"-";"Não entregue"',
        '"Carla Dias";"AUCE-0103";"0";"4";"0";"-";"-";"-";"Entregue";"4,0";"Entregue"',
        '"Média da turma";"";"2,0";"4";"2,7";"";"82,5";"21,5";"";"7,0";""',
        '',
      ]);
    });

    it('neutralises a name a spreadsheet would run as a formula', async () => {
      const student = { ...BOOK.alunos[0]!, nomUsuario: '=HYPERLINK("x")' };
      open({ body: { ...BOOK, alunos: [student] } });
      await table();
      const { text } = await download();
      expect(text.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""x""\)";/);
    });
  });

  it('shows no progress nor stars when the class has no active path, and says why', async () => {
    const noPath = BOOK.alunos.map((student) => ({ ...student, progresso: { concluidos: 0, total: 0, estrelas: 0, ultimoAcesso: null } }));
    open({ body: { ...BOOK, alunos: noPath } });
    const t = await table();
    expect(screen.getByText(/A turma não tem uma trilha ativa/)).toBeInTheDocument();
    const ana = within(t).getByRole('row', { name: /Ana Souza/ });
    const [progress, stars] = within(ana)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect([progress, stars]).toEqual(['—', '—']);
    expect(t).not.toHaveTextContent('0 / 0');
  });

  it('says when the class has no students', async () => {
    open({ body: { atividades: BOOK.atividades, alunos: [] } });
    expect(await screen.findByText('Nenhum aluno nesta turma.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
  });

  it('shows the API’s message when the class is out of reach', async () => {
    open({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Turma não encontrada.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Turma não encontrada.');
  });

  it('shows a loader while the gradebook loads', async () => {
    open();
    expect(screen.getByLabelText('Carregando…')).toBeInTheDocument();
    await table();
  });
});
