import { and, asc, eq, sql } from 'drizzle-orm';
import { GRADE_MAX, type StudentActivityDto } from '@portal/shared/activities';
import type { Tx } from '../../db/client';
import { isoTime, nullableIsoTime } from '../../lib/iso-time';
import { bseAtividade, bseAtividadeEntrega, bseAtividadeTurma, bseNota, bseQuestao, bseQuestaoResposta } from '../../db/schema';

const questionCount = sql`(select count(*)::integer from ${bseQuestao} q where q.cod_bse_atividade = ${bseAtividade}.cod_bse_atividade)`;

/**
 * The activity as one student sees it in one class: when they sent it (late or not), its due day, and its
 * grade (the sum) once every question is graded, with its maximum. Outer columns spelled with their tables
 * (the subqueries have their own).
 */
const studentColumns = (userId: number) => ({
  codBseAtividade: bseAtividade.codBseAtividade,
  codBseTurma: bseAtividadeTurma.codBseTurma,
  nomAtividade: bseAtividade.nomAtividade,
  desDescricao: sql<string>`coalesce(${bseAtividade.desDescricao}, '')`,
  qtdQuestoes: sql<number>`${questionCount}`,
  notaMaxima: sql<number>`${GRADE_MAX}::integer * ${questionCount}`,
  datEntrega: bseAtividadeTurma.datEntrega,
  atrasada: sql<boolean>`coalesce((select e.ind_atrasada = 'S' from ${bseAtividadeEntrega} e
    where e.cod_bse_atividade = ${bseAtividade}.cod_bse_atividade and e.cod_bse_usuario = ${userId}
      and e.cod_bse_turma = ${bseAtividadeTurma}.cod_bse_turma), false)`,
  datResposta: nullableIsoTime(
    sql`(select min(r.dat_resposta) from ${bseQuestaoResposta} r
      where r.cod_bse_atividade = ${bseAtividade}.cod_bse_atividade and r.cod_bse_turma = ${bseAtividadeTurma}.cod_bse_turma and r.cod_bse_usuario = ${userId})`,
  ),
  somaNota: sql<number | null>`(select case when count(n.*) = ${questionCount} then sum(n.valor)::float8 end
    from ${bseNota} n where n.cod_bse_atividade = ${bseAtividade}.cod_bse_atividade and n.cod_bse_usuario = ${userId})`,
});

/** `loadAtividadesAtivasPorTurma`: the class's active activities, for one student. */
export async function activeActivitiesFor(db: Tx, userId: number, classId: number): Promise<StudentActivityDto[]> {
  return db
    .select(studentColumns(userId))
    .from(bseAtividadeTurma)
    .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, bseAtividadeTurma.codBseAtividade))
    .where(and(eq(bseAtividadeTurma.codBseTurma, classId), eq(bseAtividadeTurma.indAtivo, 'S')))
    .orderBy(asc(bseAtividadeTurma.codBseAtividadeTurma));
}

/** One activity of the class for one student, with whether the class has it active. */
export async function activityFor(db: Tx, userId: number, activityId: number, classId: number) {
  const [row] = await db
    .select({ ...studentColumns(userId), ativa: sql<boolean>`${bseAtividadeTurma.indAtivo} = 'S'` })
    .from(bseAtividadeTurma)
    .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, bseAtividadeTurma.codBseAtividade))
    .where(and(eq(bseAtividadeTurma.codBseTurma, classId), eq(bseAtividadeTurma.codBseAtividade, activityId)));
  return row;
}

/** The student's answers to the activity's questions. */
export async function answersOf(db: Tx, activityId: number, userId: number) {
  return db
    .select({
      codBseQuestaoResposta: bseQuestaoResposta.codBseQuestaoResposta,
      codBseQuestao: bseQuestaoResposta.codBseQuestao,
      codBseQuestaoOpcao: bseQuestaoResposta.codBseQuestaoOpcao,
      resResposta: bseQuestaoResposta.resResposta,
      datResposta: isoTime(bseQuestaoResposta.datResposta),
    })
    .from(bseQuestaoResposta)
    .where(and(eq(bseQuestaoResposta.codBseAtividade, activityId), eq(bseQuestaoResposta.codBseUsuario, userId)));
}

/** The student's grades of the activity, per question. */
export async function gradesOf(db: Tx, activityId: number, userId: number) {
  return db
    .select({
      codBseNota: bseNota.codBseNota,
      codBseQuestao: bseNota.codBseQuestao,
      valor: bseNota.valor,
      datNota: nullableIsoTime(bseNota.datNota),
    })
    .from(bseNota)
    .where(and(eq(bseNota.codBseAtividade, activityId), eq(bseNota.codBseUsuario, userId)));
}

/** All of a submission's answers in one statement (the unique (question, student) refuses a second one). */
export async function insertAnswers(tx: Tx, rows: (typeof bseQuestaoResposta.$inferInsert)[]): Promise<void> {
  await tx.insert(bseQuestaoResposta).values(rows);
}
