import type { AttendanceMark, Presence } from '@portal/shared/attendance';
import { PROFILE } from '@portal/shared/common/profiles';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  bseFrequencia,
  bseFrequenciaHistorico,
  bseFrequenciaRegistro,
  bseFrequenciaResumo,
  bseTurma,
  bseUsuario,
  bseUsuarioTurma,
} from '../../db/schema';
import { isoTime, nullableIsoTime } from '../../lib/iso-time';
import { prepared } from '../../lib/prepared';
import { type Scope, unitFilter } from '../../lib/scope';

/*
 * Attendance's SQL: a day's roll read in one prepared statement; a save in four statements whatever the
 * class's size (the marks before, the history of the changed ones, the marks, the changed students' totals).
 */

const classHole = sql.placeholder('classId');
const dayHole = sql.placeholder('day');
const userHole = sql.placeholder('userId');

/** A constant written into the SQL text (a prepared statement's plan knows it). */
const constant = (value: string | number) => sql`${value}`.inlineParams();

/** The class's students now (its active Aluno members: a deactivated student has left the roll), as a subquery of ids. */
function memberIds(db: Tx, classId: number | typeof classHole) {
  return db
    .select({ id: bseUsuarioTurma.codBseUsuario })
    .from(bseUsuarioTurma)
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseUsuarioTurma.codBseUsuario))
    .where(
      and(
        eq(bseUsuarioTurma.codBseTurma, classId),
        eq(bseUsuario.codBsePerfil, constant(PROFILE.ALUNO)),
        eq(bseUsuario.indAtivo, constant('S')),
      ),
    );
}

/** The students marked on the class's day (a student who has since left the class stays on that day's roll). */
function markedIds(db: Tx, classId: number | typeof classHole, day: string | typeof dayHole) {
  return db
    .select({ id: bseFrequencia.codBseUsuario })
    .from(bseFrequencia)
    .where(and(eq(bseFrequencia.codBseTurma, classId), eq(bseFrequencia.datAula, day)));
}

/**
 * Who is on a class's day: its students now and anyone marked that day, as one subquery (a union joined to the
 * users reads their rows by key; `in (...) or in (...)` made PostgreSQL scan every user: 100 ms at 100,000).
 */
function rollIds(db: Tx, classId: number | typeof classHole, day: string | typeof dayHole) {
  return union(memberIds(db, classId), markedIds(db, classId, day)).as('ids');
}

/** The roll of a class's day: its students now and anyone already marked that day, by name; unmarked is present. */
export async function rollOfDay(db: Db, classId: number, day: string) {
  const statement = prepared(db, 'attendance_roll', (name) => {
    const ids = rollIds(db, classHole, dayHole);
    return db
      .select({
        codBseUsuario: bseUsuario.codBseUsuario,
        nomUsuario: bseUsuario.nomUsuario,
        imgAvatar: bseUsuario.imgAvatar,
        indPresente: sql<Presence>`coalesce(${bseFrequencia.indPresente}, 'S')`,
        dscJustificativa: bseFrequencia.dscJustificativa,
        datRegistro: nullableIsoTime(bseFrequencia.datRegistro),
      })
      .from(ids)
      .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, ids.id))
      .leftJoin(
        bseFrequencia,
        and(
          eq(bseFrequencia.codBseTurma, classHole),
          eq(bseFrequencia.datAula, dayHole),
          eq(bseFrequencia.codBseUsuario, bseUsuario.codBseUsuario),
        ),
      )
      .orderBy(asc(bseUsuario.nomUsuario), asc(bseUsuario.codBseUsuario))
      .prepare(name);
  });
  return statement.execute({ classId, day });
}

/** Of these ids, those who may be on the class's roll that day (its students now, or already marked that day). */
export async function rollMembers(tx: Tx, classId: number, day: string, ids: number[]): Promise<Set<number>> {
  const roll = rollIds(tx, classId, day);
  const rows = await tx.select({ id: roll.id }).from(roll).where(inArray(roll.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The browser's id of a save, stored once: false when it was already received (nothing more to write). */
export async function acceptSave(tx: Tx, key: string, classId: number, day: string, userId: number): Promise<boolean> {
  const rows = await tx
    .insert(bseFrequenciaRegistro)
    .values({ codRegistro: key, codBseTurma: classId, datAula: day, codBseUsuario: userId })
    .onConflictDoNothing()
    .returning({ key: bseFrequenciaRegistro.codRegistro });
  return rows.length === 1;
}

/** The marks already saved for the day, locked until the save ends (two saves of one day take turns). */
export async function savedMarks(tx: Tx, classId: number, day: string) {
  return tx
    .select({
      codBseUsuario: bseFrequencia.codBseUsuario,
      indPresente: sql<Presence>`${bseFrequencia.indPresente}`,
      dscJustificativa: bseFrequencia.dscJustificativa,
    })
    .from(bseFrequencia)
    .where(and(eq(bseFrequencia.codBseTurma, classId), eq(bseFrequencia.datAula, day)))
    .for('update');
}

export interface MarkChange {
  codBseUsuario: number;
  before: { indPresente: Presence; dscJustificativa: string | null };
  after: AttendanceMark;
}

/** One history row per changed mark: who, before and after (the time is the row's default). */
export async function recordChanges(tx: Tx, classId: number, day: string, userId: number, changes: MarkChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(bseFrequenciaHistorico).values(
    changes.map((c) => ({
      codBseTurma: classId,
      datAula: day,
      codBseUsuario: c.codBseUsuario,
      indPresenteAnterior: c.before.indPresente,
      dscJustificativaAnterior: c.before.dscJustificativa,
      indPresenteNovo: c.after.indPresente,
      dscJustificativaNova: c.after.dscJustificativa ?? null,
      codUsuario: userId,
    })),
  );
}

/** The marks, new or changed, in one statement; the first saver and time of a mark stay as they were. */
export async function writeMarks(tx: Tx, classId: number, day: string, userId: number, marks: AttendanceMark[]): Promise<void> {
  if (marks.length === 0) return;
  await tx
    .insert(bseFrequencia)
    .values(
      marks.map((m) => ({
        codBseTurma: classId,
        datAula: day,
        codBseUsuario: m.codBseUsuario,
        indPresente: m.indPresente,
        dscJustificativa: m.dscJustificativa ?? null,
        codUsuarioRegistro: userId,
      })),
    )
    .onConflictDoUpdate({
      target: [bseFrequencia.codBseTurma, bseFrequencia.datAula, bseFrequencia.codBseUsuario],
      set: { indPresente: sql`excluded.ind_presente`, dscJustificativa: sql`excluded.dsc_justificativa` },
    });
}

/** What a save adds to a student's totals in the class (a new mark adds a day; a mark changed, none). */
export interface TotalsDelta {
  codBseUsuario: number;
  dias: number;
  faltas: number;
  justificadas: number;
}

/**
 * The class's totals of these students moved by what the save changed, in one statement: the totals never
 * count a year of marks again, whatever the roll's history (the class's row is locked, so saves add in turn).
 */
export async function addToTotals(tx: Tx, classId: number, deltas: TotalsDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const r = bseFrequenciaResumo;
  await tx
    .insert(r)
    .values(
      deltas.map((d) => ({
        codBseUsuario: d.codBseUsuario,
        codBseTurma: classId,
        numDias: d.dias,
        numFaltas: d.faltas,
        numJustificadas: d.justificadas,
      })),
    )
    .onConflictDoUpdate({
      target: [r.codBseUsuario, r.codBseTurma],
      set: {
        numDias: sql`${r.numDias} + excluded.num_dias`,
        numFaltas: sql`${r.numFaltas} + excluded.num_faltas`,
        numJustificadas: sql`${r.numJustificadas} + excluded.num_justificadas`,
      },
    });
}

/** The changes of a class's day, oldest first, with the names of the student and of who changed it. */
export async function changesOfDay(db: Db, classId: number, day: string) {
  const h = bseFrequenciaHistorico;
  const student = bseUsuario;
  const changer = alias(bseUsuario, 'alterador');
  return db
    .select({
      codBseUsuario: h.codBseUsuario,
      nomUsuario: student.nomUsuario,
      indPresenteAnterior: sql<Presence>`${h.indPresenteAnterior}`,
      dscJustificativaAnterior: h.dscJustificativaAnterior,
      indPresenteNovo: sql<Presence>`${h.indPresenteNovo}`,
      dscJustificativaNova: h.dscJustificativaNova,
      nomAlterador: changer.nomUsuario,
      datAlteracao: isoTime(h.datAlteracao),
    })
    .from(h)
    .innerJoin(student, eq(student.codBseUsuario, h.codBseUsuario))
    .leftJoin(changer, eq(changer.codBseUsuario, h.codUsuario))
    .where(and(eq(h.codBseTurma, classId), eq(h.datAula, day)))
    .orderBy(asc(h.datAlteracao), asc(h.codBseFrequenciaHistorico));
}

/** A student (an Aluno) within the caller's scope, by the student's own school and unit. */
export async function findStudent(db: Db, scope: Scope, userId: number) {
  const [row] = await db
    .select({ codBseUsuario: bseUsuario.codBseUsuario, nomUsuario: bseUsuario.nomUsuario })
    .from(bseUsuario)
    .where(
      and(
        eq(bseUsuario.codBseUsuario, userId),
        eq(bseUsuario.codBsePerfil, PROFILE.ALUNO),
        unitFilter(scope, bseUsuario.codBseUnidade, bseUsuario.codBseEscola),
      ),
    );
  return row;
}

/** A student's totals over their classes. */
export async function studentTotals(db: Db, userId: number) {
  const r = bseFrequenciaResumo;
  const statement = prepared(db, 'attendance_student_totals', (name) =>
    db
      .select({
        dias: sql<number>`coalesce(sum(${r.numDias}), 0)::integer`,
        faltas: sql<number>`coalesce(sum(${r.numFaltas}), 0)::integer`,
        justificadas: sql<number>`coalesce(sum(${r.numJustificadas}), 0)::integer`,
      })
      .from(r)
      .where(eq(r.codBseUsuario, userHole))
      .prepare(name),
  );
  const [row] = await statement.execute({ userId });
  return row ?? { dias: 0, faltas: 0, justificadas: 0 };
}

/** A student's days and absences by month (`YYYY-MM`), in order. */
export async function studentMonths(db: Db, userId: number) {
  const f = bseFrequencia;
  const month = sql<string>`to_char(${f.datAula}, 'YYYY-MM')`;
  const statement = prepared(db, 'attendance_student_months', (name) =>
    db
      .select({
        mes: month,
        dias: sql<number>`count(*)::integer`,
        faltas: sql<number>`(count(*) filter (where ${f.indPresente} = 'N'))::integer`,
      })
      .from(f)
      .where(eq(f.codBseUsuario, userHole))
      .groupBy(month)
      .orderBy(month)
      .prepare(name),
  );
  return statement.execute({ userId });
}

/** A student's absences, the latest first, each with its class and justification. */
export async function studentAbsences(db: Db, userId: number) {
  const f = bseFrequencia;
  const statement = prepared(db, 'attendance_student_absences', (name) =>
    db
      .select({ data: f.datAula, nomTurma: bseTurma.nomTurma, dscJustificativa: f.dscJustificativa })
      .from(f)
      .innerJoin(bseTurma, eq(bseTurma.codBseTurma, f.codBseTurma))
      .where(and(eq(f.codBseUsuario, userHole), eq(f.indPresente, constant('N'))))
      .orderBy(desc(f.datAula), asc(bseTurma.nomTurma))
      .prepare(name),
  );
  return statement.execute({ userId });
}
