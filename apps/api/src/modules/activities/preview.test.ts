import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { DEMO_ACTIVITY } from '../../seed/activities-demo';
import { type ClassWithActivity, type Staff, classWithActivity, signInStaff } from './activities.fixtures';

let t: TestApp;
let staff: Staff;
let w: ClassWithActivity;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signInStaff(t);
  w = await classWithActivity(t, staff, 1);
});
afterAll(() => t.close());

type Preview = {
  atividade: { codBseAtividade: number; nomAtividade: string; desDescricao: string };
  questoes: {
    titulo: string;
    tipoQuestao: string;
    resRespostaEsperada: string | null;
    multiplaEscolha: { descricao: string; invalida: boolean }[];
  }[];
};
const preview = (token: string, query = '') => t.as(token, { method: 'GET', url: `/api/bse_atividade/visualizar/${w.activityId}${query}` });

describe('GET /api/bse_atividade/visualizar/{id}: the staff read the questions with their key', () => {
  it('gives the Master any activity of the catalogue, without a class', async () => {
    const res = await preview(staff.master);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Preview>();
    expect(body.atividade).toMatchObject({ codBseAtividade: w.activityId, desDescricao: 'Frações e decimais' });
    expect(body.questoes.map((q) => q.titulo)).toEqual(['Metade', 'Explique']);
    expect(body.questoes[0]!.multiplaEscolha).toEqual([
      expect.objectContaining({ descricao: '2', invalida: true }),
      expect.objectContaining({ descricao: '5', invalida: false }),
    ]);
    expect(body.questoes[1]!.resRespostaEsperada).toBe('Dividi 10 em duas partes iguais.');
  });

  it('gives the class’s Professor, its Diretor, Coordenador and Gestor the activity through the class', async () => {
    for (const token of [staff.prof, staff.diretor, staff.coord, staff.gestor]) {
      const res = await preview(token, `?codTurma=${w.classId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Preview>().questoes).toHaveLength(2);
    }
  });

  it('answers 404 without a class, through a class not given it, or another school’s staff; 403 to the student', async () => {
    expect((await preview(staff.prof)).statusCode).toBe(404);
    const other = await classWithActivity(t, staff, 0);
    expect((await preview(staff.prof, `?codTurma=${other.classId}`)).statusCode).toBe(404);
    expect((await preview(staff.profHo, `?codTurma=${w.classId}`)).statusCode).toBe(404);
    expect((await preview(staff.gestorHo, `?codTurma=${w.classId}`)).statusCode).toBe(404);
    const student = await preview(w.students[0]!.token, `?codTurma=${w.classId}`);
    expect(student.statusCode).toBe(403);
    expect(student.body).not.toContain('Dividi 10');
  });

  it('answers 400 with the field for a class that is not a number', async () => {
    const res = await preview(staff.master, '?codTurma=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { codTurma: 'Identificador inválido.' } });
  });
});

describe('GET /api/bse_atividade_turma/turma/{class}: the staff above the Professor read the class’s list', () => {
  it('lists the class’s activities to its Diretor and Gestor, refuses another school’s Gestor (404) and changes nothing', async () => {
    for (const token of [staff.diretor, staff.gestor, staff.master]) {
      const res = await t.as(token, { method: 'GET', url: `/api/bse_atividade_turma/turma/${w.classId}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ codBseAtividade: number; indAtivo: string }[]>()).toEqual([
        expect.objectContaining({ codBseAtividade: w.activityId, indAtivo: 'S' }),
      ]);
    }
    expect((await t.as(staff.gestorHo, { method: 'GET', url: `/api/bse_atividade_turma/turma/${w.classId}` })).statusCode).toBe(404);
    const [link] = (await t.as(staff.prof, { method: 'GET', url: `/api/bse_atividade_turma/turma/${w.classId}` })).json<
      { codBseAtividadeTurma: number }[]
    >();
    const switched = await t.as(staff.diretor, {
      method: 'PUT',
      url: `/api/bse_atividade_turma/${link!.codBseAtividadeTurma}`,
      payload: { value: 'N' },
    });
    expect(switched.statusCode).toBe(403);
  });
});

describe('the demo network', () => {
  it('opens the seeded activity to 6º Ano A: its student sees three questions and no key, its Professor the key', async () => {
    const alice = await t.login('AUCE-0004', 'Aluno@2026');
    const me = (await t.as(alice, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' })).json<{
      codBseTurma: number;
      nomTurma: string;
    }>();
    expect(me.nomTurma).toBe('6º Ano A');
    const open = await t.as(alice, { method: 'GET', url: `/api/bse_atividade_turma/ativas/${me.codBseTurma}` });
    const demo = open
      .json<{ codBseAtividade: number; nomAtividade: string; qtdQuestoes: number }[]>()
      .find((a) => a.nomAtividade === DEMO_ACTIVITY);
    expect(demo).toMatchObject({ qtdQuestoes: 3 });
    const form = await t.as(alice, {
      method: 'GET',
      url: `/api/bse_questao_resposta/formulario/${demo!.codBseAtividade}?codTurma=${me.codBseTurma}`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).not.toContain('invalida');
    expect(form.body).not.toContain('rotação');
    const seen = await t.as(staff.prof, {
      method: 'GET',
      url: `/api/bse_atividade/visualizar/${demo!.codBseAtividade}?codTurma=${me.codBseTurma}`,
    });
    expect(seen.json<Preview>().questoes.map((q) => q.titulo)).toEqual(['O maior planeta', 'A nossa estrela', 'Dia e noite']);
  });
});
