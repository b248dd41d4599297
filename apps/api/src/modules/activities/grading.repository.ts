import { type SQL, and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { GRADE_MAX } from '@portal/shared/activities';
import { PROFILE } from '@portal/shared/common/profiles';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { isoTime, nullableIsoTime } from '../../lib/iso-time';
import { type PageWindow, orderOf, totalColumn } from '../../lib/pagination';
import type { Scope } from '../../lib/scope';
import { searchAny } from '../../lib/search';
import {
  bseAtividade,
  bseAtividadeEntrega,
  bseAtividadeTurma,
  bseNota,
  bseNotaHistorico,
  bseQuestao,
  bseQuestaoOpcao,
  bseQuestaoResposta,
  bseTurma,
  bseUnidade,
  bseUsuario,
  bseUsuarioTurma,
} from '../../db/schema';
import { recordsVisibleTo } from './activities.policy';

/** The activity as the class has it (its name), or nothing when the class was never given it. */
export async function activityOfClass(db: Tx, activityId: number, classId: number) {
  const [row] = await db
    .select({ codBseAtividade: bseAtividade.codBseAtividade, nomAtividade: bseAtividade.nomAtividade })
    .from(bseAtividadeTurma)
    .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, bseAtividadeTurma.codBseAtividade))
    .where(and(eq(bseAtividadeTurma.codBseAtividade, activityId), eq(bseAtividadeTurma.codBseTurma, classId)));
  return row;
}

const inClass = (classId: number) =>
  and(
    eq(bseUsuario.codBsePerfil, PROFILE.ALUNO),
    inArray(
      bseUsuario.codBseUsuario,
      sql`(select ${bseUsuarioTurma.codBseUsuario} from ${bseUsuarioTurma} where ${bseUsuarioTurma.codBseTurma} = ${classId})`,
    ),
  );

/**
 * The answers table: the class's students by name, each with when they sent the activity (late or not),
 * when it was last graded and its grade (the kept sum), both once every question is graded, and the
 * activity's maximum. Set-based: one statement a page.
 */
export async function answerRows(db: Tx, activityId: number, classId: number, nomAtividade: string, page: PageWindow) {
  const questions = sql`(select count(*)::integer from ${bseQuestao} q where q.cod_bse_atividade = ${activityId})`;
  const graded = sql`${bseAtividadeEntrega.qtdNotas} = ${questions}`;
  return db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      nomUsuario: bseUsuario.nomUsuario,
      nomAtividade: sql<string>`${nomAtividade}::text`,
      datResposta: nullableIsoTime(sql`${bseAtividadeEntrega.datEntrega}`),
      datNota: nullableIsoTime(
        sql`case when ${graded} then (select max(n.dat_nota) from ${bseNota} n
          where n.cod_bse_atividade = ${activityId} and n.cod_bse_usuario = ${bseUsuario}.cod_bse_usuario) end`,
      ),
      somaNota: sql<number | null>`case when ${graded} then ${bseAtividadeEntrega.somaNota}::float8 end`,
      notaMaxima: sql<number>`${GRADE_MAX}::integer * ${questions}`,
      atrasada: sql<boolean>`coalesce(${bseAtividadeEntrega.indAtrasada} = 'S', false)`,
      // The documents' row carries one answer: the student's to the first question, sent in this class.
      primeiraQuestao: sql<number | null>`(select r.cod_bse_questao from ${bseQuestaoResposta} r
        where r.cod_bse_atividade = ${activityId} and r.cod_bse_turma = ${classId} and r.cod_bse_usuario = ${bseUsuario}.cod_bse_usuario
        order by r.cod_bse_questao limit 1)`,
      primeiraResposta: sql<string | null>`(select coalesce(r.res_resposta, o.descricao, '') from ${bseQuestaoResposta} r
        left join ${bseQuestaoOpcao} o on o.cod_bse_questao_opcao = r.cod_bse_questao_opcao
        where r.cod_bse_atividade = ${activityId} and r.cod_bse_turma = ${classId} and r.cod_bse_usuario = ${bseUsuario}.cod_bse_usuario
        order by r.cod_bse_questao limit 1)`,
      total: totalColumn,
    })
    .from(bseUsuario)
    .leftJoin(
      bseAtividadeEntrega,
      and(
        eq(bseAtividadeEntrega.codBseAtividade, activityId),
        eq(bseAtividadeEntrega.codBseUsuario, bseUsuario.codBseUsuario),
        eq(bseAtividadeEntrega.codBseTurma, classId),
      ),
    )
    .where(inClass(classId))
    .orderBy(asc(bseUsuario.nomUsuario), asc(bseUsuario.codBseUsuario))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countStudents(db: Tx, classId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bseUsuario).where(inClass(classId));
  return Number(row?.n ?? 0);
}

/** A student of the class (its Aluno), by id. */
export async function studentOfClass(db: Tx, studentId: number, classId: number) {
  const [row] = await db
    .select({ codBseUsuario: bseUsuario.codBseUsuario, nomUsuario: bseUsuario.nomUsuario })
    .from(bseUsuario)
    .where(and(eq(bseUsuario.codBseUsuario, studentId), inClass(classId)));
  return row;
}

/** The student's submission of the activity: the class in which they sent it and whether it was late (undefined: not sent). */
export async function submissionOf(db: Tx, activityId: number, studentId: number) {
  const [row] = await db
    .select({ classId: bseAtividadeEntrega.codBseTurma, atrasada: sql<boolean>`${bseAtividadeEntrega.indAtrasada} = 'S'` })
    .from(bseAtividadeEntrega)
    .where(and(eq(bseAtividadeEntrega.codBseAtividade, activityId), eq(bseAtividadeEntrega.codBseUsuario, studentId)));
  return row;
}

const lockedGradeColumns = {
  codBseNota: bseNota.codBseNota,
  codBseAtividade: bseNota.codBseAtividade,
  codBseQuestao: bseNota.codBseQuestao,
  codBseUsuario: bseNota.codBseUsuario,
  valor: bseNota.valor,
};

/** Grades by id, the rows locked for the change. */
export async function lockGrades(tx: Tx, ids: number[]) {
  return tx.select(lockedGradeColumns).from(bseNota).where(inArray(bseNota.codBseNota, ids)).for('update');
}

/** The grades one student has in an activity (those scored on submission, or given before a question was added), locked. */
export async function lockGradesOf(tx: Tx, activityId: number, studentId: number) {
  return tx
    .select(lockedGradeColumns)
    .from(bseNota)
    .where(and(eq(bseNota.codBseAtividade, activityId), eq(bseNota.codBseUsuario, studentId)))
    .for('update');
}

export type GradeRow = { codBseAtividade: number; codBseQuestao: number; codBseUsuario: number; valor: number };

/**
 * New grades and their lines in the audit trail, by a grader or scored automatically on submission
 * (issue 23: no grader, marked automatic). Two statements: the caller holds the transaction.
 */
export async function insertGradesWithAudit(tx: Tx, rows: GradeRow[], grader: number | 'automatic'): Promise<void> {
  if (rows.length === 0) return;
  const graderId = grader === 'automatic' ? null : grader;
  const stored = await tx
    .insert(bseNota)
    .values(rows.map((row) => ({ ...row, codUsuarioNota: graderId })))
    .returning({ codBseNota: bseNota.codBseNota, valor: bseNota.valor });
  await insertAudit(
    tx,
    stored.map((s) => ({
      codBseNota: s.codBseNota,
      valorAnterior: null,
      valorNovo: s.valor,
      codUsuario: graderId,
      indAutomatica: grader === 'automatic' ? 'S' : 'N',
    })),
  );
}

/** New values for several grades in one statement; the grade date becomes now. */
async function updateGradeValues(tx: Tx, values: { codBseNota: number; valor: number }[], graderId: number): Promise<void> {
  const rows = sql.join(
    values.map((v) => sql`(${v.codBseNota}::integer, ${v.valor}::numeric)`),
    sql`, `,
  );
  // One statement for all: an update joined to a VALUES list (v) of the new values.
  await tx
    .update(bseNota)
    .set({ valor: sql`v.valor`, datNota: sql`now()`, codUsuarioNota: graderId })
    .from(sql`(values ${rows}) as v(id, valor)`)
    .where(eq(bseNota.codBseNota, sql`v.id`));
}

async function insertAudit(tx: Tx, rows: (typeof bseNotaHistorico.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(bseNotaHistorico).values(rows);
}

/** Grades changed by a grader, each change kept in the audit trail (from `valorAnterior`). Two statements: the caller holds the transaction. */
export async function updateGradesWithAudit(
  tx: Tx,
  changes: { codBseNota: number; valor: number; valorAnterior: number }[],
  graderId: number,
): Promise<void> {
  if (changes.length === 0) return;
  await updateGradeValues(tx, changes, graderId);
  await insertAudit(
    tx,
    changes.map((c) => ({ codBseNota: c.codBseNota, valorAnterior: c.valorAnterior, valorNovo: c.valor, codUsuario: graderId })),
  );
}

/** The audit trail of one student's grades in an activity, newest first. */
export async function auditOf(db: Tx, activityId: number, studentId: number) {
  return db
    .select({
      codBseNota: bseNota.codBseNota,
      codBseQuestao: bseNota.codBseQuestao,
      titulo: bseQuestao.titulo,
      valorAnterior: bseNotaHistorico.valorAnterior,
      valorNovo: bseNotaHistorico.valorNovo,
      nomUsuario: bseUsuario.nomUsuario,
      datAlteracao: isoTime(bseNotaHistorico.datAlteracao),
      automatica: sql<boolean>`${bseNotaHistorico.indAutomatica} = 'S'`,
    })
    .from(bseNotaHistorico)
    .innerJoin(bseNota, eq(bseNota.codBseNota, bseNotaHistorico.codBseNota))
    .innerJoin(bseQuestao, eq(bseQuestao.codBseQuestao, bseNota.codBseQuestao))
    .leftJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseNotaHistorico.codUsuario))
    .where(and(eq(bseNota.codBseAtividade, activityId), eq(bseNota.codBseUsuario, studentId)))
    .orderBy(sql`${bseNotaHistorico.datAlteracao} desc`, sql`${bseNotaHistorico.codBseNotaHistorico} desc`);
}

/**
 * The grades the caller may read (`GET /api/bse_nota`, issue 25), filtered: the staff those of the submissions in
 * their scope (the class of the submission decides), a student their own of an activity graded in full (the key
 * stays on the server until then).
 */
export function gradesWhere(
  scope: Scope,
  filter: { codBseAtividade?: number; codBseTurma?: number; codBseUsuario?: number; q?: string },
): SQL | undefined {
  const questions = sql`(select count(*)::integer from ${bseQuestao} q where q.cod_bse_atividade = ${bseNota.codBseAtividade})`;
  return and(
    recordsVisibleTo(scope, {
      student: bseNota.codBseUsuario,
      classId: bseAtividadeEntrega.codBseTurma,
      unit: bseTurma.codBseUnidade,
      school: bseUnidade.codBseEscola,
    }),
    scope.kind === 'self' ? sql`${bseAtividadeEntrega.qtdNotas} = ${questions}` : undefined,
    filter.codBseAtividade ? eq(bseNota.codBseAtividade, filter.codBseAtividade) : undefined,
    filter.codBseTurma ? eq(bseAtividadeEntrega.codBseTurma, filter.codBseTurma) : undefined,
    filter.codBseUsuario ? eq(bseNota.codBseUsuario, filter.codBseUsuario) : undefined,
    searchAny(filter.q, [bseUsuario.nomUsuario, bseAtividade.nomAtividade]),
  );
}

/** The joins a grade's scope and search read: its submission's class and unit, the student and the activity. */
function withGradePlaces<T extends PgSelect>(query: T) {
  return query
    .innerJoin(
      bseAtividadeEntrega,
      and(eq(bseAtividadeEntrega.codBseAtividade, bseNota.codBseAtividade), eq(bseAtividadeEntrega.codBseUsuario, bseNota.codBseUsuario)),
    )
    .innerJoin(bseTurma, eq(bseTurma.codBseTurma, bseAtividadeEntrega.codBseTurma))
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseNota.codBseUsuario))
    .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, bseNota.codBseAtividade));
}

/** A page of grades (`sort`: codBseAtividade, codBseUsuario, datNota or valor), with the filtered list's total on each row. */
export async function gradeRows(db: Tx, where: SQL | undefined, sort: string | undefined, page: PageWindow) {
  const columns = {
    codBseAtividade: bseNota.codBseAtividade,
    codBseUsuario: bseNota.codBseUsuario,
    datNota: bseNota.datNota,
    valor: bseNota.valor,
  };
  return withGradePlaces(
    db
      .select({
        codBseNota: bseNota.codBseNota,
        codBseAtividade: bseNota.codBseAtividade,
        codBseQuestao: bseNota.codBseQuestao,
        codBseUsuario: bseNota.codBseUsuario,
        valor: bseNota.valor,
        datNota: isoTime(bseNota.datNota),
        total: totalColumn,
      })
      .from(bseNota)
      .$dynamic(),
  )
    .where(where)
    .orderBy(...orderOf(sort, columns, 'codBseAtividade', bseNota.codBseNota))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countGrades(db: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await withGradePlaces(db.select({ n: count() }).from(bseNota).$dynamic()).where(where);
  return Number(row?.n ?? 0);
}
