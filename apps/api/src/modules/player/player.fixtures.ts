import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/build-app';
import { PROF_AU, PROF_HO, json, newChapter, newLesson, newPath, newText, signIn } from '../curriculum/curriculum.fixtures';
import { sendUserForm } from '../users/users.fixtures';

/** Test data for the player's API tests, made through the API itself. */

/** A school's staff who build a world: its Diretor (creates the class and the student) and a Professor (authors the path). */
export interface Staff {
  diretor: string;
  prof: string;
  profLogin: string;
  /** The login prefix of the unit (school + unit), e.g. 'AUCE'. */
  prefix: string;
}

/** The staff of the two demo schools (Aurora's CE unit and Horizonte's SU unit), signed in. */
export async function signInStaff(t: TestApp): Promise<{ au: Staff; ho: Staff }> {
  const [diretorAu, profAu, diretorHo, profHo] = await Promise.all([
    t.login('AUCE-0001', 'Diretor@2026'),
    signIn(t, PROF_AU),
    t.login('HOSU-0001', 'Diretor@2026'),
    signIn(t, PROF_HO),
  ]);
  return {
    au: { diretor: diretorAu, prof: profAu, profLogin: PROF_AU.login, prefix: 'AUCE' },
    ho: { diretor: diretorHo, prof: profHo, profLogin: PROF_HO.login, prefix: 'HOSU' },
  };
}

export interface World {
  classId: number;
  pathId: number;
  chapterIds: number[];
  /** The path's contents, in order (two chapters of one lesson with two texts each). */
  contentIds: number[];
  student: string;
  studentId: number;
}

let counter = 0;

/** A class of its own (with the Professor in it), a new student in it, and an active path of two chapters. */
export async function newWorld(t: TestApp, staff: Staff): Promise<World> {
  counter += 1;
  const suffix = `${counter} ${Math.random().toString(36).slice(2, 8)}`;
  const [unit] = await t.rows<{ unit: number; prof: number }>(
    sql`select cod_bse_unidade as unit, cod_bse_usuario as prof from bse_usuario where cst_login = ${staff.profLogin}`,
  );
  const cls = await json<{ codBseTurma: number }>(t, staff.diretor, 'POST', '/api/bse_turma', {
    nomTurma: `Trilha ${suffix}`,
    codBseUnidade: unit!.unit,
  });
  const classId = cls.codBseTurma;
  await t.rows(sql`insert into bse_usuario_turma (cod_bse_usuario, cod_bse_turma) values (${unit!.prof}, ${classId})`);

  const { proxSeq } = (await t.as(staff.diretor, { method: 'GET', url: `/api/bse_usuario/setSequencial/${staff.prefix}` })).json<{
    proxSeq: number;
  }>();
  const login = `${staff.prefix}-${String(proxSeq).padStart(4, '0')}`;
  const created = await sendUserForm(t, staff.diretor, {
    cstLogin: login,
    nomUsuario: 'Aluno da Trilha',
    txtSenha: 'Aluno@2026',
    codBsePerfil: 6,
    codBseTurma: classId,
  });
  if (created.statusCode !== 200) throw new Error(`student: ${created.body}`);
  const studentId = created.json<{ codBseUsuario: number }>().codBseUsuario;
  const path = await giveActivePath(t, staff.prof, classId, `Trilha ${suffix}`);
  return { classId, ...path, student: await t.login(login, 'Aluno@2026'), studentId };
}

/**
 * A path of the class's own, authored by its Professor (`prof`, a member of the class), made its active
 * path: two chapters of one lesson with two texts each (`contentIds` in the path's order).
 */
export async function giveActivePath(t: TestApp, prof: string, classId: number, title: string) {
  const path = await newPath(t, prof, title, classId);
  const chapterIds: number[] = [];
  const contentIds: number[] = [];
  for (const chapterTitle of ['Primeiro capítulo', 'Segundo capítulo']) {
    const chapter = await newChapter(t, prof, path.codTrlLivro, chapterTitle);
    chapterIds.push(chapter.codTrlCapitulo);
    const lesson = await newLesson(t, prof, chapter.codTrlCapitulo);
    for (const text of ['Um texto.', 'Outro texto.']) contentIds.push((await newText(t, prof, lesson.codTrlAula, text)).codTrlConteudo);
  }
  const link = await json<{ codTrlLivroTurma: number }>(t, prof, 'POST', '/api/trl_livro_turma', {
    codBseTurma: classId,
    codTrlLivro: path.codTrlLivro,
  });
  await json(t, prof, 'PUT', `/api/trl_livro/ativarLivro/${link.codTrlLivroTurma}`);
  return { pathId: path.codTrlLivro, chapterIds, contentIds };
}

/** A progress record as the browser makes it. */
export function record(codTrlConteudo: number, extra: Partial<{ id: string; pontuacao: number | null; tempoSegundos: number }> = {}) {
  return {
    id: extra.id ?? randomUUID(),
    codTrlConteudo,
    pontuacao: extra.pontuacao ?? null,
    tentativas: extra.pontuacao == null ? null : 2,
    tempoSegundos: extra.pontuacao == null ? null : (extra.tempoSegundos ?? 35),
    datRegistro: '2026-11-23T10:15:00.000-03:00',
  };
}

export const postProgress = (t: TestApp, token: string, registros: unknown[]) =>
  t.as(token, { method: 'POST', url: '/api/plataforma/progresso', payload: { registros } });

export const playPath = (t: TestApp, token: string, pathId: number) =>
  t.as(token, { method: 'GET', url: `/api/plataforma/trilha/${pathId}` });

export async function progressRows(t: TestApp, studentId: number) {
  return t.rows<{
    id: string;
    turma: number | null;
    livro: number | null;
    capitulo: number | null;
    conteudo: number | null;
    pontuacao: number | null;
    tentativas: number | null;
    tempo: number | null;
    registro: Date | string;
    recebimento: Date | string;
  }>(
    sql`select cod_trl_progresso as id, cod_bse_turma as turma, cod_trl_livro as livro, cod_trl_capitulo as capitulo,
      cod_trl_conteudo as conteudo, num_pontuacao as pontuacao, num_tentativas as tentativas, num_tempo_segundos as tempo,
      dat_registro as registro, dat_recebimento as recebimento
      from trl_progresso where cod_bse_usuario = ${studentId} order by dat_registro, cod_trl_conteudo`,
  );
}

/** The catalogue's questions, each answered `score`. */
export async function answersAll(t: TestApp, token: string, score: number | ((i: number) => number)) {
  const questions = await json<{ codAvaliacao: number }[]>(t, token, 'GET', '/api/plataforma/avaliacao/perguntas');
  return questions.map((q, i) => ({ codAvaliacao: q.codAvaliacao, numAvaliacao: typeof score === 'number' ? score : score(i) }));
}
