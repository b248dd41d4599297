import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { PROFILE } from '@portal/shared/common/profiles';
import type { Tx } from '../../db/client';
import { isoTime, nullableIsoTime } from '../../lib/iso-time';
import { type PageWindow, totalColumn } from '../../lib/pagination';
import {
  bseAtividade,
  bseAtividadeEntrega,
  bseAtividadeTurma,
  bseNota,
  bseNotaHistorico,
  bseQuestao,
  bseUsuario,
  bseUsuarioTurma,
} from '../../db/schema';

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
 * The answers table: the class's students by name, each with when they sent the activity, when it
 * was last graded and its grade (the kept sum once every question is graded). Set-based: one statement a page.
 */
export async function answerRows(db: Tx, activityId: number, classId: number, nomAtividade: string, page: PageWindow) {
  return db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      nomUsuario: bseUsuario.nomUsuario,
      nomAtividade: sql<string>`${nomAtividade}::text`,
      datResposta: nullableIsoTime(sql`${bseAtividadeEntrega.datEntrega}`),
      datNota: nullableIsoTime(
        sql`(select max(n.dat_nota) from ${bseNota} n where n.cod_bse_atividade = ${activityId} and n.cod_bse_usuario = ${bseUsuario}.cod_bse_usuario)`,
      ),
      somaNota: sql<number | null>`case when ${bseAtividadeEntrega.qtdNotas} =
          (select count(*) from ${bseQuestao} q where q.cod_bse_atividade = ${activityId})
        then ${bseAtividadeEntrega.somaNota}::float8 end`,
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

/** The class in which the student sent the activity (null: not sent). */
export async function classOfSubmission(db: Tx, activityId: number, studentId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ classId: bseAtividadeEntrega.codBseTurma })
    .from(bseAtividadeEntrega)
    .where(and(eq(bseAtividadeEntrega.codBseAtividade, activityId), eq(bseAtividadeEntrega.codBseUsuario, studentId)));
  return row?.classId;
}

/** Grades of one activity and student, the rows locked for the change. */
export async function lockGrades(tx: Tx, ids: number[]) {
  return tx
    .select({
      codBseNota: bseNota.codBseNota,
      codBseAtividade: bseNota.codBseAtividade,
      codBseUsuario: bseNota.codBseUsuario,
      valor: bseNota.valor,
    })
    .from(bseNota)
    .where(inArray(bseNota.codBseNota, ids))
    .for('update');
}

export async function insertGrades(tx: Tx, rows: (typeof bseNota.$inferInsert)[]) {
  return tx.insert(bseNota).values(rows).returning({ codBseNota: bseNota.codBseNota, valor: bseNota.valor });
}

/** New values for several grades in one statement; the grade date becomes now. */
export async function updateGradeValues(tx: Tx, values: { codBseNota: number; valor: number }[], graderId: number): Promise<void> {
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

export async function insertAudit(tx: Tx, rows: (typeof bseNotaHistorico.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(bseNotaHistorico).values(rows);
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
    })
    .from(bseNotaHistorico)
    .innerJoin(bseNota, eq(bseNota.codBseNota, bseNotaHistorico.codBseNota))
    .innerJoin(bseQuestao, eq(bseQuestao.codBseQuestao, bseNota.codBseQuestao))
    .leftJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseNotaHistorico.codUsuario))
    .where(and(eq(bseNota.codBseAtividade, activityId), eq(bseNota.codBseUsuario, studentId)))
    .orderBy(sql`${bseNotaHistorico.datAlteracao} desc`, sql`${bseNotaHistorico.codBseNotaHistorico} desc`);
}
