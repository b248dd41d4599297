import { NETWORK_TIME_ZONE } from '@portal/shared/common/days';
import { NETWORK_SCHOOL_ID, PROFILE } from '@portal/shared/common/profiles';
import { type SQL, and, desc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import * as schema from '../../db/schema';
import { bseAcesso, bseEscola, bseTurma, bseUnidade, bseUsuario, bseUsuarioTurma } from '../../db/schema';
import { type PageWindow, totalColumn } from '../../lib/pagination';
import { attendanceRowsQuery } from './reports.attendance';
import { evaluationRowsQuery, gradeRowsQuery, progressRowsQuery } from './reports.learning';
import { type ScopedFilter, classesOf, countInt, inRange, student } from './reports.filters';

/*
 * The reports' statements: every figure is computed by the database, over the rows of the caller's
 * scope only (the service narrows the filter first), one statement per page and one per chart. The
 * records of the player and of the answers name the class they were made in, so a report follows that
 * class up to its unit and school. The rows keep the documents' column names (nom_escola, …): they
 * are the shared row types (the service checks them) and the CSV's header.
 */

// ---------------------------------------------------------------- Quantidade

/** Schools (the network's own excepted), units, classes and students of the filter's school and unit. */
export async function quantityTotals(db: Tx, f: ScopedFilter) {
  const school = (column: AnyPgColumn) => (f.codBseEscola !== null ? eq(column, f.codBseEscola) : undefined);
  const unit = (column: AnyPgColumn) => (f.codBseUnidade !== null ? eq(column, f.codBseUnidade) : undefined);
  // Four one-row counts side by side: one statement.
  const schools = db
    .select({ n: countInt().as('total_escolas') })
    .from(bseEscola)
    .where(and(ne(bseEscola.codBseEscola, NETWORK_SCHOOL_ID), school(bseEscola.codBseEscola)))
    .as('e');
  const units = db
    .select({ n: countInt().as('total_unidades') })
    .from(bseUnidade)
    .where(and(school(bseUnidade.codBseEscola), unit(bseUnidade.codBseUnidade)))
    .as('un');
  const classes = db
    .select({ n: countInt().as('total_turmas') })
    .from(bseTurma)
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .where(and(school(bseUnidade.codBseEscola), unit(bseUnidade.codBseUnidade)))
    .as('t');
  const students = db
    .select({ n: countInt().as('total_alunos') })
    .from(bseUsuario)
    .where(and(eq(bseUsuario.codBsePerfil, PROFILE.ALUNO), school(bseUsuario.codBseEscola), unit(bseUsuario.codBseUnidade)))
    .as('u');
  const [row] = await db
    .select({ total_escolas: schools.n, total_unidades: units.n, total_turmas: classes.n, total_alunos: students.n })
    .from(schools)
    .crossJoin(units)
    .crossJoin(classes)
    .crossJoin(students);
  return row!;
}

/** The students of the class `bse_turma` of the enclosing statement, as a scalar subquery. */
function classStudents(db: Tx) {
  const s = alias(bseUsuario, 's');
  return db
    .select({ n: sql`count(*)` })
    .from(bseUsuarioTurma)
    .innerJoin(s, eq(s.codBseUsuario, bseUsuarioTurma.codBseUsuario))
    .where(and(eq(bseUsuarioTurma.codBseTurma, bseTurma.codBseTurma), eq(s.codBsePerfil, PROFILE.ALUNO)));
}

/** Quantity by class: each class of the filter with its students. */
const quantityByClassQuery = (db: Tx, f: ScopedFilter, window: PageWindow) =>
  db
    .select({
      nom_escola: bseEscola.nomEscola,
      nom_unidade: bseUnidade.nomUnidade,
      nom_turma: bseTurma.nomTurma,
      total_alunos: sql<number>`${classStudents(db)}::integer`,
      total: totalColumn,
    })
    .from(bseTurma)
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
    .where(inArray(bseTurma.codBseTurma, classesOf(db, f)))
    .orderBy(bseEscola.nomEscola, bseUnidade.nomUnidade, bseTurma.nomTurma, bseTurma.codBseTurma)
    .limit(window.limit)
    .offset(window.offset);

export async function quantityByClass(db: Tx, f: ScopedFilter, window: PageWindow) {
  return quantityByClassQuery(db, f, window);
}

/** The chart: students per unit (the 30 largest). */
export async function quantityChart(db: Tx, f: ScopedFilter) {
  return db
    .select({ rotulo: bseUnidade.nomUnidade, valor: sql<number>`sum(${classStudents(db)})::float8`.as('valor') })
    .from(bseTurma)
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .where(inArray(bseTurma.codBseTurma, classesOf(db, f)))
    .groupBy(bseUnidade.codBseUnidade, bseUnidade.nomUnidade)
    .orderBy(({ valor }) => [desc(valor), bseUnidade.nomUnidade])
    .limit(30);
}

// ---------------------------------------------------------------- Acessos

/** The users of the filter: their school and unit, a class they are in, themselves. */
function usersOf(db: Tx, f: ScopedFilter): SQL | undefined {
  return and(
    f.codBseEscola !== null ? eq(bseUsuario.codBseEscola, f.codBseEscola) : undefined,
    f.codBseUnidade !== null ? eq(bseUsuario.codBseUnidade, f.codBseUnidade) : undefined,
    f.codBseTurma !== null
      ? exists(
          db
            .select({ one: sql`1` })
            .from(bseUsuarioTurma)
            .where(and(eq(bseUsuarioTurma.codBseUsuario, bseUsuario.codBseUsuario), eq(bseUsuarioTurma.codBseTurma, f.codBseTurma))),
        )
      : undefined,
    student(bseUsuario.codBseUsuario, f),
  );
}

/** Successful sign-ins: the predicate of the partial index bse_acesso_sucesso_usuario_idx, written as it is. */
const succeeded = sql`${bseAcesso.indSucesso} = 'S'`;

/** A user's successful sign-ins in the range (the partial index answers it alone). */
const signInsOf = (user: AnyPgColumn, f: ScopedFilter) =>
  and(eq(bseAcesso.codBseUsuario, user), succeeded, inRange(bseAcesso.datAcesso, f));

/**
 * Successful sign-ins per user in the range. The users with any (one probe each) are paged by name
 * first; only the page's users are counted, so a school's first page does not count its whole year.
 */
const accessRowsQuery = (db: Tx, f: ScopedFilter, window: PageWindow) => {
  const page = db.$with('page').as(
    db
      .select({ codBseUsuario: bseUsuario.codBseUsuario, nomUsuario: bseUsuario.nomUsuario, total: totalColumn.as('total') })
      .from(bseUsuario)
      .where(
        and(
          usersOf(db, f),
          exists(
            db
              .select({ one: sql`1` })
              .from(bseAcesso)
              .where(signInsOf(bseUsuario.codBseUsuario, f)),
          ),
        ),
      )
      .orderBy(bseUsuario.nomUsuario, bseUsuario.codBseUsuario)
      .limit(window.limit)
      .offset(window.offset),
  );
  const counted = db
    .select({ acessos: countInt().as('acessos') })
    .from(bseAcesso)
    .where(signInsOf(page.codBseUsuario, f))
    .as('n');
  return db
    .with(page)
    .select({ nome_usuario: page.nomUsuario, acessos: counted.acessos, total: page.total })
    .from(page)
    .crossJoinLateral(counted)
    .orderBy(page.nomUsuario, page.codBseUsuario);
};

export async function accessRows(db: Tx, f: ScopedFilter, window: PageWindow) {
  return accessRowsQuery(db, f, window);
}

/** The chart: sign-ins per day (`YYYY-MM-DD` in the network's calendar), the day computed once per group. */
export async function accessChart(db: Tx, f: ScopedFilter) {
  const days = db
    .select({
      dia: sql<string>`date_trunc('day', ${bseAcesso.datAcesso} at time zone ${NETWORK_TIME_ZONE})`.as('dia'),
      n: sql<string>`count(*)`.as('n'),
    })
    .from(bseUsuario)
    .innerJoin(bseAcesso, eq(bseAcesso.codBseUsuario, bseUsuario.codBseUsuario))
    .where(and(succeeded, inRange(bseAcesso.datAcesso, f), usersOf(db, f)))
    // The day by its place: written again, its time zone would be another parameter, another expression.
    .groupBy(sql`1`)
    .as('d');
  return db
    .select({ rotulo: sql<string>`to_char(${days.dia}, 'YYYY-MM-DD')`, valor: sql<number>`${days.n}::float8` })
    .from(days)
    .orderBy(days.dia);
}

/** A database that only builds statements (nothing is sent): the bench explains the page statements. */
const statementsOnly = drizzle.mock({ schema }) as unknown as Db;

/** Each listed report's page statement, for the bench's query plans (bench/reports.ts). */
export const REPORT_ROW_STATEMENTS = {
  quantidade: (f: ScopedFilter, window: PageWindow) => quantityByClassQuery(statementsOnly, f, window).getSQL(),
  acesso: (f: ScopedFilter, window: PageWindow) => accessRowsQuery(statementsOnly, f, window).getSQL(),
  notas: (f: ScopedFilter, window: PageWindow) => gradeRowsQuery(statementsOnly, f, window).getSQL(),
  progresso: (f: ScopedFilter, window: PageWindow) => progressRowsQuery(statementsOnly, f, window).getSQL(),
  avaliacaoTrilha: (f: ScopedFilter, window: PageWindow) => evaluationRowsQuery(statementsOnly, f, window).getSQL(),
  frequencia: (f: ScopedFilter, window: PageWindow) => attendanceRowsQuery(statementsOnly, f, window).getSQL(),
};
