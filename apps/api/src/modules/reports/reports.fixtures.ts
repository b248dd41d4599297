import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import type { TestApp } from '../../test/build-app';
import { putRoll } from '../attendance/attendance.fixtures';
import { MASTER, newChapter, newLesson, newPath, newText, signIn } from '../curriculum/curriculum.fixtures';

/**
 * The reports' fixed world (hand-computed figures in reports.test.ts): school 'Escola Relatório'
 * (prefix RL) with units Norte (class N1: Ana, '=Bia' whose name starts a formula) and Sul (class S1:
 * Caio); a Gestor of the school and a Diretor of Norte. The facts are written straight to the tables
 * with known times:
 * - sign-ins: Ana 2026-03-02 02:30Z (1 March in Brazil), 2026-03-02 15:00Z, 2026-03-05 12:00Z; Caio
 *   2026-03-05 12:00Z; a failed one for Bia;
 * - an activity of two questions sent by all three on 2026-03-03: Ana graded 10 + 7.5, Bia graded one
 *   question only, Caio not graded;
 * - a path with chapter 'Plantas' (two contents) and 'Animais' (one): Ana completed both (last record
 *   2026-03-04), Bia did one content of 'Plantas';
 * - the evaluation of 'Plantas': Ana 5 and 4 (questions 1, 2) on 2026-03-06, Caio 3 (question 1) on 2026-03-07;
 * - N1's rolls, saved by the Diretor through the API: 2026-03-02 Ana present, Bia absent ('Consulta');
 *   2026-03-03 both present; S1's: 2026-03-02 Caio absent ('Atestado'), 2026-03-03 present.
 */
export interface ReportWorld {
  schoolId: number;
  north: number;
  south: number;
  classN1: number;
  classS1: number;
  ana: number;
  bia: number;
  caio: number;
  master: string;
  gestor: string;
  diretor: string;
}

/**
 * `prefix` is the school's login prefix (unique across schools): a file that also makes schools of random
 * prefixes passes one still free, or its own school could take 'RL' first.
 */
export async function reportWorld(t: TestApp, prefix = 'RL'): Promise<ReportWorld> {
  const master = await signIn(t, MASTER);
  const one = async (query: ReturnType<typeof sql>) => (await t.rows<{ id: number }>(query))[0]!.id;
  const schoolId = await one(
    sql`insert into bse_escola (nom_escola, cst_txt_prefixo_login, cst_codigo) values ('Escola Relatório', ${prefix}, ${prefix.repeat(3)}) returning cod_bse_escola as id`,
  );
  const unit = (name: string, unitPrefix: string) =>
    one(
      sql`insert into bse_unidade (nom_unidade, cst_txt_prefixo_login, cod_bse_escola) values (${name}, ${unitPrefix}, ${schoolId}) returning cod_bse_unidade as id`,
    );
  const north = await unit('Norte', 'NO');
  const south = await unit('Sul', 'SU');
  const cls = (name: string, unitId: number) =>
    one(sql`insert into bse_turma (nom_turma, cod_bse_unidade) values (${name}, ${unitId}) returning cod_bse_turma as id`);
  const classN1 = await cls('N1', north);
  const classS1 = await cls('S1', south);
  const hash = await hashPassword('Relatorio@2026');
  const user = async (login: string, name: string, profile: number, unitId: number | null, classId?: number) => {
    const id = await one(
      sql`insert into bse_usuario (cst_login, nom_usuario, txt_senha, cod_bse_perfil, cod_bse_escola, cod_bse_unidade)
        values (${login}, ${name}, ${hash}, ${profile}, ${schoolId}, ${unitId}) returning cod_bse_usuario as id`,
    );
    if (classId)
      await t.rows(sql`insert into bse_usuario_turma (cod_bse_usuario, cod_bse_turma, ind_atual) values (${id}, ${classId}, 'S')`);
    return id;
  };
  const ana = await user(`${prefix}NO-0001`, 'Ana Relatório', 6, north, classN1);
  const bia = await user(`${prefix}NO-0002`, '=Bia Relatório', 6, north, classN1);
  const caio = await user(`${prefix}SU-0001`, 'Caio Relatório', 6, south, classS1);
  await user(`${prefix}MT-0001`, 'Gina Gestora', 2, null);
  await user(`${prefix}NO-0009`, 'Davi Diretor', 3, north);

  const signInAt = (userId: number, login: string, at: string, ok = 'S') =>
    t.rows(
      sql`insert into bse_acesso (cst_login, cod_bse_usuario, ind_sucesso, dat_acesso) values (${login}, ${userId}, ${ok}, ${at}::timestamptz)`,
    );
  await signInAt(ana, `${prefix}NO-0001`, '2026-03-02T02:30:00Z');
  await signInAt(ana, `${prefix}NO-0001`, '2026-03-02T15:00:00Z');
  await signInAt(ana, `${prefix}NO-0001`, '2026-03-05T12:00:00Z');
  await signInAt(caio, `${prefix}SU-0001`, '2026-03-05T12:00:00Z');
  await signInAt(bia, `${prefix}NO-0002`, '2026-03-05T12:00:00Z', 'N');

  // The curriculum through the API (the Master's network path), the facts by hand.
  const path = await newPath(t, master, 'Trilha Relatório');
  const plants = await newChapter(t, master, path.codTrlLivro, 'Plantas');
  const animals = await newChapter(t, master, path.codTrlLivro, 'Animais');
  const plantsLesson = await newLesson(t, master, plants.codTrlCapitulo);
  const animalsLesson = await newLesson(t, master, animals.codTrlCapitulo);
  const p1 = await newText(t, master, plantsLesson.codTrlAula);
  const p2 = await newText(t, master, plantsLesson.codTrlAula);
  const a1 = await newText(t, master, animalsLesson.codTrlAula);
  const done = (userId: number, classId: number, chapter: number, content: number, at: string) =>
    t.rows(sql`insert into trl_progresso (cod_trl_progresso, cod_bse_usuario, cod_bse_turma, cod_trl_livro, cod_trl_capitulo, cod_trl_conteudo, dat_registro)
      values (${randomUUID()}, ${userId}, ${classId}, ${path.codTrlLivro}, ${chapter}, ${content}, ${at}::timestamptz)`);
  await done(ana, classN1, plants.codTrlCapitulo, p1.codTrlConteudo, '2026-03-03T12:00:00Z');
  await done(ana, classN1, plants.codTrlCapitulo, p2.codTrlConteudo, '2026-03-04T12:00:00Z');
  await done(ana, classN1, animals.codTrlCapitulo, a1.codTrlConteudo, '2026-03-04T13:00:00Z');
  await done(bia, classN1, plants.codTrlCapitulo, p1.codTrlConteudo, '2026-03-04T12:00:00Z');
  const evaluate = (userId: number, classId: number, question: number, score: number, at: string) =>
    t.rows(sql`insert into trl_avaliacao_capitulo (cod_registro, cod_bse_usuario, cod_bse_turma, cod_trl_livro, cod_trl_capitulo, cod_avaliacao, num_avaliacao, dat_registro)
      values (${randomUUID()}, ${userId}, ${classId}, ${path.codTrlLivro}, ${plants.codTrlCapitulo}, ${question}, ${score}, ${at}::timestamptz)`);
  await evaluate(ana, classN1, 1, 5, '2026-03-06T12:00:00Z');
  await evaluate(ana, classN1, 2, 4, '2026-03-06T12:00:00Z');
  await evaluate(caio, classS1, 1, 3, '2026-03-07T12:00:00Z');

  const activity = await one(
    sql`insert into bse_atividade (nom_atividade, des_descricao, cod_trl_capitulo) values ('Prova das plantas', 'D', ${plants.codTrlCapitulo}) returning cod_bse_atividade as id`,
  );
  const question = (title: string) =>
    one(
      sql`insert into bse_questao (cod_bse_atividade, titulo, enu_enunciado, tipo_questao, res_resposta_esperada)
        values (${activity}, ${title}, '<p>?</p>', 'DISCURSIVA', 'R') returning cod_bse_questao as id`,
    );
  const q1 = await question('Q1');
  const q2 = await question('Q2');
  for (const [userId, classId] of [
    [ana, classN1],
    [bia, classN1],
    [caio, classS1],
  ] as const) {
    for (const q of [q1, q2])
      await t.rows(sql`insert into bse_questao_resposta (cod_bse_questao, cod_bse_atividade, cod_bse_turma, cod_bse_usuario, res_resposta, dat_resposta)
        values (${q}, ${activity}, ${classId}, ${userId}, '<p>r</p>', '2026-03-03T12:00:00Z')`);
  }
  const grade = (userId: number, q: number, value: number) =>
    t.rows(
      sql`insert into bse_nota (cod_bse_atividade, cod_bse_questao, cod_bse_usuario, valor) values (${activity}, ${q}, ${userId}, ${value})`,
    );
  await grade(ana, q1, 10);
  await grade(ana, q2, 7.5);
  await grade(bia, q1, 6);

  const [gestor, diretor] = await Promise.all([
    t.login(`${prefix}MT-0001`, 'Relatorio@2026'),
    t.login(`${prefix}NO-0009`, 'Relatorio@2026'),
  ]);
  const roll = async (day: string, biaAbsent: string | null) => {
    const res = await putRoll(t, diretor, classN1, day, [
      { codBseUsuario: ana, indPresente: 'S', dscJustificativa: null },
      { codBseUsuario: bia, indPresente: biaAbsent === null ? 'S' : 'N', dscJustificativa: biaAbsent },
    ]);
    if (res.statusCode !== 200) throw new Error(`roll of ${day}: ${res.statusCode} ${res.body}`);
  };
  await roll('2026-03-02', 'Consulta');
  await roll('2026-03-03', null);
  // S1's, written to the tables (the Diretor is Norte's): marks and the totals a save would keep.
  await t.rows(sql`insert into bse_frequencia (cod_bse_turma, dat_aula, cod_bse_usuario, ind_presente, dsc_justificativa)
    values (${classS1}, '2026-03-02', ${caio}, 'N', 'Atestado'), (${classS1}, '2026-03-03', ${caio}, 'S', null)`);
  await t.rows(sql`insert into bse_frequencia_resumo (cod_bse_usuario, cod_bse_turma, num_dias, num_faltas, num_justificadas)
    values (${caio}, ${classS1}, 2, 1, 1)`);
  return { schoolId, north, south, classN1, classS1, ana, bia, caio, master, gestor, diretor };
}

/** A report's answer: a page of rows, the chart over the whole filter and, for Frequência, what its bars are. */
export type ReportPage<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  grafico: { rotulo: string; valor: number }[];
  graficoPor?: 'unidade' | 'turma';
};

/** A report's page as `token` asks for it (200 expected). */
export async function reportOf<T>(t: TestApp, token: string, url: string, payload: Record<string, unknown>): Promise<ReportPage<T>> {
  const res = await t.as(token, { method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportPage<T>>();
}
