import { NETWORK_SCHOOL_ID, PROFILE } from '@portal/shared/common/profiles';
import { type SQL, and, desc, eq, exists, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import * as schema from '../../db/schema';
import {
  bseAcesso,
  bseAtividade,
  bseAtividadeEntrega,
  bseEscola,
  bseQuestao,
  bseTurma,
  bseUnidade,
  bseUsuario,
  bseUsuarioTurma,
  trlAula,
  trlAvaliacao,
  trlAvaliacaoCapitulo,
  trlCapitulo,
  trlConteudo,
  trlLivro,
  trlProgresso,
} from '../../db/schema';
import { type PageWindow, totalColumn } from '../../lib/pagination';
import { attendanceRowsQuery } from './reports.attendance';
import { REPORT_TIME_ZONE, type ScopedFilter, classesOf, countInt, inRange, materialized, student } from './reports.filters';

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
      dia: sql<string>`date_trunc('day', ${bseAcesso.datAcesso} at time zone ${REPORT_TIME_ZONE})`.as('dia'),
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

// ---------------------------------------------------------------- Notas

/** The submissions of bse_atividade_entrega (student, class, activity, kept grade) sent in the range (its turma index). */
const sentInRange = (db: Tx, f: ScopedFilter) =>
  and(
    inArray(bseAtividadeEntrega.codBseTurma, classesOf(db, f)),
    student(bseAtividadeEntrega.codBseUsuario, f),
    inRange(bseAtividadeEntrega.datEntrega, f),
  );

/**
 * One row per student, class and activity sent in the range, paged by names: the submissions from the
 * index alone (`s`, read four times: PostgreSQL materializes it); then the classes, students and
 * activities among them ranked by name, so that the sort of a school's 125,000 rows compares integers,
 * and the page alone gets its names.
 */
const gradeRowsQuery = (db: Tx, f: ScopedFilter, window: PageWindow) => {
  const sent = db.$with('s').as(
    db
      .select({
        codBseTurma: bseAtividadeEntrega.codBseTurma,
        codBseUsuario: bseAtividadeEntrega.codBseUsuario,
        codBseAtividade: bseAtividadeEntrega.codBseAtividade,
        somaNota: bseAtividadeEntrega.somaNota,
        qtdNotas: bseAtividadeEntrega.qtdNotas,
      })
      .from(bseAtividadeEntrega)
      .where(sentInRange(db, f)),
  );
  const classes = db.$with('classes').as(
    db
      .select({
        codBseTurma: bseTurma.codBseTurma,
        rc: sql<number>`row_number() over (order by ${bseEscola.nomEscola}, ${bseUnidade.nomUnidade}, ${bseTurma.nomTurma}, ${bseTurma.codBseTurma})`.as(
          'rc',
        ),
      })
      .from(bseTurma)
      .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
      .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
      .where(inArray(bseTurma.codBseTurma, db.select({ id: sent.codBseTurma }).from(sent))),
  );
  const students = db.$with('students').as(
    db
      .select({
        codBseUsuario: bseUsuario.codBseUsuario,
        rs: sql<number>`row_number() over (order by ${bseUsuario.nomUsuario}, ${bseUsuario.codBseUsuario})`.as('rs'),
      })
      .from(bseUsuario)
      .where(inArray(bseUsuario.codBseUsuario, db.select({ id: sent.codBseUsuario }).from(sent))),
  );
  const activities = db.$with('activities').as(
    db
      .select({
        codBseAtividade: bseAtividade.codBseAtividade,
        ra: sql<number>`row_number() over (order by ${bseAtividade.nomAtividade}, ${bseAtividade.codBseAtividade})`.as('ra'),
      })
      .from(bseAtividade)
      .where(inArray(bseAtividade.codBseAtividade, db.select({ id: sent.codBseAtividade }).from(sent))),
  );
  const page = db.$with('page').as(
    db
      .select({
        codBseTurma: sent.codBseTurma,
        codBseUsuario: sent.codBseUsuario,
        codBseAtividade: sent.codBseAtividade,
        somaNota: sent.somaNota,
        qtdNotas: sent.qtdNotas,
        rc: classes.rc,
        rs: students.rs,
        ra: activities.ra,
        total: totalColumn.as('total'),
      })
      .from(sent)
      .innerJoin(classes, eq(classes.codBseTurma, sent.codBseTurma))
      .innerJoin(students, eq(students.codBseUsuario, sent.codBseUsuario))
      .innerJoin(activities, eq(activities.codBseAtividade, sent.codBseAtividade))
      .orderBy(classes.rc, students.rs, activities.ra)
      .limit(window.limit)
      .offset(window.offset),
  );
  // The activity's grade: its kept sum once every question it has now is graded (one may be added later).
  const questions = db
    .select({ n: sql`count(*)` })
    .from(bseQuestao)
    .where(eq(bseQuestao.codBseAtividade, page.codBseAtividade));
  return db
    .with(sent, classes, students, activities, page)
    .select({
      nome_escola: bseEscola.nomEscola,
      nome_unidade: bseUnidade.nomUnidade,
      nome_turma: bseTurma.nomTurma,
      nome_aluno: bseUsuario.nomUsuario,
      atividade: bseAtividade.nomAtividade,
      soma_notas_atividade: sql<number | null>`case when ${page.qtdNotas} = ${questions} then ${page.somaNota}::float8 end`,
      total: page.total,
    })
    .from(page)
    .innerJoin(bseTurma, eq(bseTurma.codBseTurma, page.codBseTurma))
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, page.codBseUsuario))
    .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, page.codBseAtividade))
    .orderBy(page.rc, page.rs, page.ra);
};

export async function gradeReportRows(db: Tx, f: ScopedFilter, window: PageWindow) {
  return gradeRowsQuery(db, f, window);
}

/** The chart: the average grade of each activity (the 30 first by name), fully graded submissions only. */
export async function gradeChart(db: Tx, f: ScopedFilter) {
  // Read twice: PostgreSQL materializes it.
  const sent = db.$with('sent').as(
    db
      .select({
        codBseAtividade: bseAtividadeEntrega.codBseAtividade,
        somaNota: bseAtividadeEntrega.somaNota,
        qtdNotas: bseAtividadeEntrega.qtdNotas,
      })
      .from(bseAtividadeEntrega)
      .where(sentInRange(db, f)),
  );
  const questions = db.$with('questions').as(
    db
      .select({ codBseAtividade: bseQuestao.codBseAtividade, n: countInt().as('n') })
      .from(bseQuestao)
      .where(inArray(bseQuestao.codBseAtividade, db.select({ id: sent.codBseAtividade }).from(sent)))
      .groupBy(bseQuestao.codBseAtividade),
  );
  return db
    .with(sent, questions)
    .select({ rotulo: bseAtividade.nomAtividade, valor: sql<number>`round(avg(${sent.somaNota}), 1)::float8` })
    .from(sent)
    .innerJoin(questions, and(eq(questions.codBseAtividade, sent.codBseAtividade), eq(questions.n, sent.qtdNotas)))
    .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, sent.codBseAtividade))
    .groupBy(bseAtividade.codBseAtividade, bseAtividade.nomAtividade)
    .orderBy(bseAtividade.nomAtividade, bseAtividade.codBseAtividade)
    .limit(30);
}

// ---------------------------------------------------------------- Progresso

/** Each chapter a student completed (a record for every content the chapter has) with the day of the last one. */
function completedChapters(db: Tx, f: ScopedFilter) {
  const done = db.$with('done').as(
    db
      .select({
        codBseUsuario: trlProgresso.codBseUsuario,
        codBseTurma: trlProgresso.codBseTurma,
        codTrlCapitulo: trlProgresso.codTrlCapitulo,
        feitos: sql<number>`count(distinct ${trlProgresso.codTrlConteudo})`.as('feitos'),
        quando: sql<string>`max(${trlProgresso.datRegistro})`.as('quando'),
      })
      .from(trlProgresso)
      .where(
        and(
          inArray(trlProgresso.codBseTurma, classesOf(db, f)),
          isNotNull(trlProgresso.codTrlCapitulo),
          isNotNull(trlProgresso.codTrlConteudo),
          student(trlProgresso.codBseUsuario, f),
        ),
      )
      .groupBy(trlProgresso.codBseUsuario, trlProgresso.codBseTurma, trlProgresso.codTrlCapitulo),
  );
  const size = db.$with('size').as(
    db
      .select({ codTrlCapitulo: trlAula.codTrlCapitulo, n: sql<number>`count(*)`.as('n') })
      .from(trlConteudo)
      .innerJoin(trlAula, eq(trlAula.codTrlAula, trlConteudo.codTrlAula))
      .where(inArray(trlAula.codTrlCapitulo, db.select({ id: done.codTrlCapitulo }).from(done)))
      .groupBy(trlAula.codTrlCapitulo),
  );
  return db
    .with(done, size)
    .select({
      nom_escola: bseEscola.nomEscola,
      nom_unidade: bseUnidade.nomUnidade,
      nom_turma: bseTurma.nomTurma,
      nom_aluno: sql<string>`${bseUsuario.nomUsuario}`.as('nom_aluno'),
      nom_livro: sql<string>`${trlLivro.dscTitulo}`.as('nom_livro'),
      nom_capitulo: sql<string>`${trlCapitulo.dscTitulo}`.as('nom_capitulo'),
      cod_bse_usuario: done.codBseUsuario,
      cod_trl_capitulo: trlCapitulo.codTrlCapitulo,
      num_sequencia: trlCapitulo.numSequencia,
    })
    .from(done)
    .innerJoin(size, and(eq(size.codTrlCapitulo, done.codTrlCapitulo), gte(done.feitos, size.n)))
    .innerJoin(bseTurma, eq(bseTurma.codBseTurma, done.codBseTurma))
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, done.codBseUsuario))
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, done.codTrlCapitulo))
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(inRange(done.quando, f))
    .as('r');
}

const progressRowsQuery = (db: Tx, f: ScopedFilter, window: PageWindow) => {
  const r = completedChapters(db, f);
  return db
    .select({
      nom_escola: r.nom_escola,
      nom_unidade: r.nom_unidade,
      nom_turma: r.nom_turma,
      nom_aluno: r.nom_aluno,
      nom_livro: r.nom_livro,
      nom_capitulo: r.nom_capitulo,
      total: totalColumn,
    })
    .from(r)
    .orderBy(r.nom_escola, r.nom_unidade, r.nom_turma, r.nom_aluno, r.nom_livro, r.num_sequencia, r.cod_bse_usuario, r.cod_trl_capitulo)
    .limit(window.limit)
    .offset(window.offset);
};

export async function progressRows(db: Tx, f: ScopedFilter, window: PageWindow) {
  return progressRowsQuery(db, f, window);
}

/** The chart: how many students completed each chapter (the 30 first by path and order). */
export async function progressChart(db: Tx, f: ScopedFilter) {
  const r = completedChapters(db, f);
  return db
    .select({ rotulo: r.nom_capitulo, valor: sql<number>`count(*)::float8` })
    .from(r)
    .groupBy(r.cod_trl_capitulo, r.nom_livro, r.num_sequencia, r.nom_capitulo)
    .orderBy(r.nom_livro, r.num_sequencia)
    .limit(30);
}

// ---------------------------------------------------------------- Avaliação da Trilha

/**
 * The evaluation answers of the filter, taken first (materialized: left to itself the planner walked
 * the schools in name order to spare the sort, and read every answer of the network: 1.4 s a school).
 */
const answersOf = (db: Tx, f: ScopedFilter) =>
  materialized(
    db,
    'av',
    db
      .select({
        codTrlAvaliacaoCapitulo: trlAvaliacaoCapitulo.codTrlAvaliacaoCapitulo,
        codBseUsuario: trlAvaliacaoCapitulo.codBseUsuario,
        codBseTurma: trlAvaliacaoCapitulo.codBseTurma,
        codTrlCapitulo: trlAvaliacaoCapitulo.codTrlCapitulo,
        codAvaliacao: trlAvaliacaoCapitulo.codAvaliacao,
        numAvaliacao: trlAvaliacaoCapitulo.numAvaliacao,
      })
      .from(trlAvaliacaoCapitulo)
      .where(
        and(
          inArray(trlAvaliacaoCapitulo.codBseTurma, classesOf(db, f)),
          student(trlAvaliacaoCapitulo.codBseUsuario, f),
          inRange(trlAvaliacaoCapitulo.datRegistro, f),
        ),
      ),
  );

/** The answers `av` with their class, unit, school, student, chapter, path and question (the statement says `with av`). */
function evaluationAnswers(db: Tx, av: ReturnType<typeof answersOf>) {
  return db
    .select({
      nom_escola: bseEscola.nomEscola,
      nom_unidade: bseUnidade.nomUnidade,
      nom_turma: bseTurma.nomTurma,
      nom_aluno: sql<string>`${bseUsuario.nomUsuario}`.as('nom_aluno'),
      nom_livro: sql<string>`${trlLivro.dscTitulo}`.as('nom_livro'),
      nom_capitulo: sql<string>`${trlCapitulo.dscTitulo}`.as('nom_capitulo'),
      cod_avaliacao: av.codAvaliacao,
      num_avaliacao: av.numAvaliacao,
      cod_trl_avaliacao_capitulo: av.codTrlAvaliacaoCapitulo,
      num_sequencia: trlCapitulo.numSequencia,
      num_ordem: trlAvaliacao.numOrdem,
    })
    .from(av)
    .innerJoin(bseTurma, eq(bseTurma.codBseTurma, av.codBseTurma))
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, av.codBseUsuario))
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, av.codTrlCapitulo))
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .innerJoin(trlAvaliacao, eq(trlAvaliacao.codAvaliacao, av.codAvaliacao))
    .as('r');
}

const evaluationRowsQuery = (db: Tx, f: ScopedFilter, window: PageWindow) => {
  const av = answersOf(db, f);
  const r = evaluationAnswers(db, av);
  return db
    .with(av)
    .select({
      nom_escola: r.nom_escola,
      nom_unidade: r.nom_unidade,
      nom_turma: r.nom_turma,
      nom_aluno: r.nom_aluno,
      nom_livro: r.nom_livro,
      nom_capitulo: r.nom_capitulo,
      cod_avaliacao: r.cod_avaliacao,
      num_avaliacao: r.num_avaliacao,
      total: totalColumn,
    })
    .from(r)
    .orderBy(r.nom_escola, r.nom_unidade, r.nom_turma, r.nom_aluno, r.nom_livro, r.num_sequencia, r.num_ordem, r.cod_trl_avaliacao_capitulo)
    .limit(window.limit)
    .offset(window.offset);
};

export async function evaluationRows(db: Tx, f: ScopedFilter, window: PageWindow) {
  return evaluationRowsQuery(db, f, window);
}

/** The chart: the average score of each question (its number; the screen names it in the user's language). */
export async function evaluationChart(db: Tx, f: ScopedFilter) {
  const av = answersOf(db, f);
  const r = evaluationAnswers(db, av);
  return db
    .with(av)
    .select({ rotulo: sql<string>`${r.cod_avaliacao}::text`, valor: sql<number>`round(avg(${r.num_avaliacao}), 1)::float8` })
    .from(r)
    .groupBy(r.cod_avaliacao, r.num_ordem)
    .orderBy(r.num_ordem);
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
