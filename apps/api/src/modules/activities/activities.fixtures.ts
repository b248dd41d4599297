import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/build-app';
import { MASTER, PROF_AU, json, newChapter, newPath, signIn } from '../curriculum/curriculum.fixtures';
import { sendUserForm } from '../users/users.fixtures';

export type Staff = { master: string; prof: string; diretor: string; coord: string; gestor: string; profHo: string; gestorHo: string };

/** The staff of the tests: the demo network's, signed in once per file. */
export async function signInStaff(t: TestApp): Promise<Staff> {
  const [master, prof, diretor, coord, gestor, profHo, gestorHo] = await Promise.all([
    signIn(t, MASTER),
    signIn(t, PROF_AU),
    t.login('AUCE-0001', 'Diretor@2026'),
    t.login('AUCE-0002', 'Coord@2026'),
    t.login('AUMT-0001', 'Gestor@2026'),
    t.login('HOSU-0002', 'Prof@2026'),
    t.login('HOMT-0001', 'Gestor@2026'),
  ]);
  return { master, prof, diretor, coord, gestor, profHo, gestorHo };
}

export interface ClassWithActivity {
  classId: number;
  activityId: number;
  /** The multiple-choice question, its right option and a wrong one. */
  choice: { codBseQuestao: number; right: number; wrong: number };
  /** The discursive question. */
  open: { codBseQuestao: number };
  students: { id: number; token: string; name: string }[];
}

let counter = 0;

/**
 * A class of its own in the demo Professor's unit with the Professor and `studentCount` new students
 * (signed in), given an active activity of two questions: a multiple choice and a discursive one.
 */
export async function classWithActivity(t: TestApp, staff: Staff, studentCount = 2): Promise<ClassWithActivity> {
  counter += 1;
  const tag = `${counter} ${Math.random().toString(36).slice(2, 8)}`;
  const [unit] = await t.rows<{ id: number; prof: number }>(
    sql`select cod_bse_unidade as id, cod_bse_usuario as prof from bse_usuario where cst_login = 'AUCE-0003'`,
  );
  const cls = await json<{ codBseTurma: number }>(t, staff.diretor, 'POST', '/api/bse_turma', {
    nomTurma: `Prova ${tag}`,
    codBseUnidade: unit!.id,
  });
  await t.rows(sql`insert into bse_usuario_turma (cod_bse_usuario, cod_bse_turma) values (${unit!.prof}, ${cls.codBseTurma})`);
  const students: ClassWithActivity['students'] = [];
  for (let i = 0; i < studentCount; i += 1) {
    const name = `Aluno ${String.fromCharCode(65 + i)} ${tag}`;
    const { proxSeq } = (await t.as(staff.diretor, { method: 'GET', url: '/api/bse_usuario/setSequencial/AUCE' })).json<{
      proxSeq: number;
    }>();
    const login = `AUCE-${String(proxSeq).padStart(4, '0')}`;
    const made = await sendUserForm(t, staff.diretor, {
      cstLogin: login,
      nomUsuario: name,
      txtSenha: 'Aluno@2026',
      codBsePerfil: 6,
      codBseTurma: cls.codBseTurma,
    });
    if (made.statusCode !== 200) throw new Error(`student: ${made.body}`);
    students.push({ id: made.json<{ codBseUsuario: number }>().codBseUsuario, token: await t.login(login, 'Aluno@2026'), name });
  }
  const path = await newPath(t, staff.master, `Trilha ${tag}`);
  const chapter = await newChapter(t, staff.master, path.codTrlLivro);
  const activity = await json<{ codBseAtividade: number }>(t, staff.master, 'POST', '/api/bse_atividade', {
    codTrlCapitulo: chapter.codTrlCapitulo,
    nomAtividade: `Avaliação ${tag}`,
    desDescricao: 'Frações e decimais',
  });
  const choice = await json<{ codBseQuestao: number; multiplaEscolha: { codBseQuestaoOpcao: number }[] }>(
    t,
    staff.master,
    'POST',
    '/api/bse_questao',
    {
      codBseAtividade: activity.codBseAtividade,
      titulo: 'Metade',
      enuEnunciado: '<p>Quanto é metade de 10?</p>',
      tipoQuestao: 'MULTIPLA_ESCOLHA',
      multiplaEscolha: [
        { descricao: '2', invalida: true },
        { descricao: '5', invalida: false },
      ],
    },
  );
  const open = await json<{ codBseQuestao: number }>(t, staff.master, 'POST', '/api/bse_questao', {
    codBseAtividade: activity.codBseAtividade,
    titulo: 'Explique',
    enuEnunciado: '<p>Como você dividiu?</p>',
    tipoQuestao: 'DISCURSIVA',
    resRespostaEsperada: 'Dividi 10 em duas partes iguais.',
  });
  const [link] = await json<{ codBseAtividadeTurma: number }[]>(t, staff.prof, 'POST', '/api/bse_atividade_turma', [
    { codBseAtividade: activity.codBseAtividade, codBseTurma: cls.codBseTurma },
  ]);
  await json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${link!.codBseAtividadeTurma}`, { value: 'S' });
  return {
    classId: cls.codBseTurma,
    activityId: activity.codBseAtividade,
    choice: {
      codBseQuestao: choice.codBseQuestao,
      wrong: choice.multiplaEscolha[0]!.codBseQuestaoOpcao,
      right: choice.multiplaEscolha[1]!.codBseQuestaoOpcao,
    },
    open,
    students,
  };
}

/** The id of the fixture's class-activity link (`PUT /api/bse_atividade_turma/{id}`: its switch and due day). */
export async function linkOf(t: TestApp, w: ClassWithActivity): Promise<number> {
  const [link] = await t.rows<{ id: number }>(
    sql`select cod_bse_atividade_turma as id from bse_atividade_turma where cod_bse_atividade = ${w.activityId} and cod_bse_turma = ${w.classId}`,
  );
  return link!.id;
}

/** A complete submission of the fixture's activity. */
export function submission(w: ClassWithActivity, option: number, text = '<p>Dividi por dois.</p>') {
  return {
    codBseAtividade: w.activityId,
    codBseTurma: w.classId,
    respostas: [
      { codBseQuestao: w.choice.codBseQuestao, codBseQuestaoOpcao: option },
      { codBseQuestao: w.open.codBseQuestao, resResposta: text },
    ],
  };
}
