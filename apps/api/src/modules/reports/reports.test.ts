import { REPORTS } from '@portal/shared/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { type ReportPage, type ReportWorld, reportOf, reportWorld } from './reports.fixtures';
import { REPORT_ROW_STATEMENTS } from './reports.repository';
import { REPORT_QUERIES, scopedFilter } from './reports.service';

let t: TestApp;
let w: ReportWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await reportWorld(t);
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: Record<string, unknown>) => t.as(token, { method: 'POST', url, payload });
const report = <T>(token: string, url: string, payload: Record<string, unknown>) => reportOf<T>(t, token, url, payload);

describe('Quantidade', () => {
  it('counts the school’s units, classes and students for the Gestor, the unit’s for the Diretor', async () => {
    const school = { total_escolas: 1, total_unidades: 2, total_turmas: 2, total_alunos: 3 };
    expect((await post(w.master, '/api/rel_relatorio/filtrarQuantidadeGestor', { codBseEscola: w.schoolId })).json()).toEqual(school);
    // The Gestor asks for nothing, or for another school: their own school's figures either way.
    expect((await post(w.gestor, '/api/rel_relatorio/filtrarQuantidadeGestor', {})).json()).toEqual(school);
    expect((await post(w.gestor, '/api/rel_relatorio/filtrarQuantidadeGestor', { codBseEscola: 2 })).json()).toEqual(school);
    expect((await t.as(w.gestor, { method: 'GET', url: '/api/rel_relatorio/quantidade' })).json()).toEqual(school);
    const unit = { total_escolas: 1, total_unidades: 1, total_turmas: 1, total_alunos: 2 };
    expect((await post(w.diretor, '/api/rel_relatorio/filtrarQuantidadeDiretor', { codBseUnidade: w.south })).json()).toEqual(unit);
  });

  it('gives the Master the network’s totals (its own school not counted)', async () => {
    const res = await t.as(w.master, { method: 'GET', url: '/api/rel_relatorio/quantidade' });
    const all = res.json<Record<string, number>>();
    expect(all.total_escolas).toBeGreaterThanOrEqual(3);
    expect(all.total_alunos).toBeGreaterThanOrEqual(3);
  });

  it('lists the quantity by class 10 a page, with students per unit for the chart', async () => {
    const page = await report(w.gestor, '/api/rel_relatorio/filtrarQuantidadeNames', {});
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(page.items).toEqual([
      { nom_escola: 'Escola Relatório', nom_unidade: 'Norte', nom_turma: 'N1', total_alunos: 2 },
      { nom_escola: 'Escola Relatório', nom_unidade: 'Sul', nom_turma: 'S1', total_alunos: 1 },
    ]);
    expect(page.grafico).toEqual([
      { rotulo: 'Norte', valor: 2 },
      { rotulo: 'Sul', valor: 1 },
    ]);
  });
});

describe('Acessos', () => {
  const url = '/api/rel_relatorio/filtrarAcessos';

  it('counts each user’s successful sign-ins, by day in Brazil’s calendar', async () => {
    // March 2026: the staff's own sign-ins of this test run (today) stay out.
    const all = await report(w.master, url, { codBseEscola: w.schoolId, dataFim: '2026-03-31' });
    expect(all.items).toEqual([
      { nome_usuario: 'Ana Relatório', acessos: 3 },
      { nome_usuario: 'Caio Relatório', acessos: 1 },
    ]);
    expect(all.grafico).toEqual([
      { rotulo: '2026-03-01', valor: 1 },
      { rotulo: '2026-03-02', valor: 1 },
      { rotulo: '2026-03-05', valor: 2 },
    ]);
    // 2 March in Brazil: 02:30Z is still 1 March there; both ends of the range are included.
    const day = await report(w.master, url, { codBseEscola: w.schoolId, dataInicio: '2026-03-02', dataFim: '2026-03-02' });
    expect(day.items).toEqual([{ nome_usuario: 'Ana Relatório', acessos: 1 }]);
    const range = await report(w.master, url, { codBseEscola: w.schoolId, dataInicio: '2026-03-01', dataFim: '2026-03-05' });
    expect(range.items.map((r) => r)).toEqual(all.items);
  });

  it('keeps the Diretor to their unit whatever unit they ask for, and filters by class and student', async () => {
    const own = await report(w.diretor, url, { codBseUnidade: w.south, dataFim: '2026-03-31' });
    expect(own.items).toEqual([{ nome_usuario: 'Ana Relatório', acessos: 3 }]);
    const cls = await report(w.master, url, { codBseTurma: w.classS1 });
    expect(cls.items).toEqual([{ nome_usuario: 'Caio Relatório', acessos: 1 }]);
    const one = await report(w.gestor, url, { codBseUsuario: w.ana, dataInicio: '2026-03-05' });
    expect(one.items).toEqual([{ nome_usuario: 'Ana Relatório', acessos: 1 }]);
  });

  it('never shows another school’s rows: the demo Gestor asking for this school gets their own', async () => {
    const demoGestor = await t.login('AUMT-0001', 'Gestor@2026');
    const page = await report<{ nome_usuario: string }>(demoGestor, url, { codBseEscola: w.schoolId });
    expect(page.items.map((r) => r.nome_usuario)).not.toContain('Ana Relatório');
  });
});

describe('Notas', () => {
  it('gives each student’s activity grade with one decimal, null until every question is graded', async () => {
    const page = await report(w.gestor, '/api/rel_relatorio/filtrarNotas', {});
    expect(page.items).toEqual([
      {
        nome_escola: 'Escola Relatório',
        nome_unidade: 'Norte',
        nome_turma: 'N1',
        nome_aluno: '=Bia Relatório',
        atividade: 'Prova das plantas',
        soma_notas_atividade: null,
      },
      {
        nome_escola: 'Escola Relatório',
        nome_unidade: 'Norte',
        nome_turma: 'N1',
        nome_aluno: 'Ana Relatório',
        atividade: 'Prova das plantas',
        soma_notas_atividade: 17.5,
      },
      {
        nome_escola: 'Escola Relatório',
        nome_unidade: 'Sul',
        nome_turma: 'S1',
        nome_aluno: 'Caio Relatório',
        atividade: 'Prova das plantas',
        soma_notas_atividade: null,
      },
    ]);
    expect(page.grafico).toEqual([{ rotulo: 'Prova das plantas', valor: 17.5 }]);
    const outside = await report(w.gestor, '/api/rel_relatorio/filtrarNotas', { dataInicio: '2026-03-04' });
    expect(outside.total).toBe(0);
  });
});

describe('Progresso', () => {
  it('lists the chapters each student completed (every content done), in the range of the last one', async () => {
    const page = await report(w.master, '/api/rel_relatorio/filtrar', { codBseEscola: w.schoolId });
    expect(page.items).toEqual([
      {
        nom_escola: 'Escola Relatório',
        nom_unidade: 'Norte',
        nom_turma: 'N1',
        nom_aluno: 'Ana Relatório',
        nom_livro: 'Trilha Relatório',
        nom_capitulo: 'Plantas',
      },
      {
        nom_escola: 'Escola Relatório',
        nom_unidade: 'Norte',
        nom_turma: 'N1',
        nom_aluno: 'Ana Relatório',
        nom_livro: 'Trilha Relatório',
        nom_capitulo: 'Animais',
      },
    ]);
    expect(page.grafico).toEqual([
      { rotulo: 'Plantas', valor: 1 },
      { rotulo: 'Animais', valor: 1 },
    ]);
    expect((await report(w.master, '/api/rel_relatorio/filtrar', { codBseEscola: w.schoolId, dataFim: '2026-03-03' })).total).toBe(0);
  });
});

describe('Avaliação da Trilha', () => {
  const url = '/api/rel_relatorio/filtrarAvaliacaoTrilha';

  it('lists each evaluation answer 5 a page, with the average per question', async () => {
    const page = await report(w.master, url, { codBseEscola: w.schoolId });
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 5 });
    expect(page.items.map((r) => Object.values(r as object).slice(3))).toEqual([
      ['Ana Relatório', 'Trilha Relatório', 'Plantas', 1, 5],
      ['Ana Relatório', 'Trilha Relatório', 'Plantas', 2, 4],
      ['Caio Relatório', 'Trilha Relatório', 'Plantas', 1, 3],
    ]);
    expect(page.grafico).toEqual([
      { rotulo: '1', valor: 4 },
      { rotulo: '2', valor: 4 },
    ]);
    const second = await t.as(w.master, { method: 'POST', url: `${url}?page=2&pageSize=2`, payload: { codBseEscola: w.schoolId } });
    expect(second.json<ReportPage<unknown>>()).toMatchObject({
      total: 3,
      page: 2,
      pageSize: 2,
      items: [expect.objectContaining({ num_avaliacao: 3 })],
    });
    expect((await report(w.diretor, url, {})).total).toBe(2);
  });
});

describe('the filter', () => {
  it('answers 400 with the field’s message for an end before the start and for a date that does not exist', async () => {
    const backwards = await post(w.master, '/api/rel_relatorio/filtrarAcessos', { dataInicio: '2026-03-05', dataFim: '2026-03-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ fields: { dataFim: 'A data final deve ser igual ou posterior à data inicial.' } });
    const invalid = await post(w.master, '/api/rel_relatorio/filtrarNotas', { dataInicio: '2026-02-30' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ fields: { dataInicio: 'Data inválida. Use o formato DD/MM/AAAA.' } });
  });

  it('refuses the Professor (403)', async () => {
    const prof = await t.login('AUCE-0003', 'Prof@2026');
    expect((await post(prof, '/api/rel_relatorio/filtrarNotas', {})).statusCode).toBe(403);
  });
});

describe('Exportar para CSV', () => {
  it('streams relatorio.csv with every row of the filter: BOM, ;, quotes, CRLF, one decimal, - and no formula', async () => {
    const res = await post(w.gestor, '/api/rel_relatorio/csv/notas', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="relatorio.csv"');
    expect(res.body).toBe(
      '\ufeff"Escola";"Unidade";"Turma";"Aluno";"Atividade";"Nota da atividade"\r\n' +
        `"Escola Relatório";"Norte";"N1";"'=Bia Relatório";"Prova das plantas";"-"\r\n` +
        '"Escola Relatório";"Norte";"N1";"Ana Relatório";"Prova das plantas";"17,5"\r\n' +
        '"Escola Relatório";"Sul";"S1";"Caio Relatório";"Prova das plantas";"-"\r\n',
    );
  });

  it('writes the header alone for an empty filter and refuses an unknown report', async () => {
    const empty = await post(w.master, '/api/rel_relatorio/csv/acesso', { codBseEscola: w.schoolId, dataInicio: '2030-01-01' });
    expect(empty.body).toBe('\ufeff"Usuário";"Acessos"\r\n');
    expect((await post(w.master, '/api/rel_relatorio/csv/outro', {})).statusCode).toBe(400);
  });

  it('heads the columns in the reader’s language: the one the call names (idioma), else Accept-Language’s', async () => {
    const csv = (language: string) =>
      t.as(w.gestor, {
        method: 'POST',
        url: '/api/rel_relatorio/csv/quantidade',
        payload: {},
        headers: { 'accept-language': language },
      });
    const firstLine = (body: string) => body.slice(0, body.indexOf('\r\n'));
    expect(firstLine((await csv('pt-BR')).body)).toBe('\ufeff"Escola";"Unidade";"Turma";"Total de alunos"');
    expect(firstLine((await csv('en')).body)).toBe('\ufeff"School";"Unit";"Class";"Total students"');
    expect(firstLine((await csv('es')).body)).toBe('\ufeff"Escuela";"Unidad";"Clase";"Total de alumnos"');
    // The web app names the screen's language in the call, whatever the browser's own.
    const named = await t.as(w.gestor, {
      method: 'POST',
      url: '/api/rel_relatorio/csv/quantidade?idioma=es',
      payload: {},
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(firstLine(named.body)).toBe('\ufeff"Escuela";"Unidad";"Clase";"Total de alumnos"');
    expect((await t.as(w.gestor, { method: 'POST', url: '/api/rel_relatorio/csv/quantidade?idioma=fr', payload: {} })).statusCode).toBe(
      400,
    );
  });
});

describe('the page statements of the bench', () => {
  it('are the statements the reports run (bench/reports.ts explains them)', async () => {
    const f = scopedFilter({ kind: 'school', userId: 0, codBseEscola: w.schoolId }, {});
    const window = { limit: 5, offset: 0 };
    for (const name of REPORTS) {
      const statement = REPORT_ROW_STATEMENTS[name](f, window);
      const rows = await REPORT_QUERIES[name].rows(t.db, f, window);
      expect(rows.length, name).toBeGreaterThan(0);
      expect(await t.rows(statement), name).toHaveLength(rows.length);
      expect((await t.rows<{ 'QUERY PLAN': string }>(sql`explain ${statement}`)).length, name).toBeGreaterThan(0);
    }
  });
});
