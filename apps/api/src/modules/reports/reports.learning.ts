import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  bseAtividade,
  bseAtividadeEntrega,
  bseEscola,
  bseQuestao,
  bseTurma,
  bseUnidade,
  bseUsuario,
  trlAula,
  trlAvaliacao,
  trlAvaliacaoCapitulo,
  trlCapitulo,
  trlConteudo,
  trlLivro,
  trlProgresso,
} from '../../db/schema';
import { type PageWindow, totalColumn } from '../../lib/pagination';
import { type ScopedFilter, classesOf, countInt, inRange, materialized, student } from './reports.filters';

/*
 * The reports of what the students learnt (Notas, Progresso, Avaliação da Trilha): the answers' grades, the
 * chapters completed in the player, the chapters' evaluations; the same rules as reports.repository.ts.
 */

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
export const gradeRowsQuery = (db: Tx, f: ScopedFilter, window: PageWindow) => {
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

/**
 * The names a row of Progresso and of Avaliação da Trilha starts with (school, unit, class, student, path, chapter):
 * selected from the joined tables by each report's subquery, then from that subquery by its page.
 */
const chapterRowNames = () => ({
  nom_escola: bseEscola.nomEscola,
  nom_unidade: bseUnidade.nomUnidade,
  nom_turma: bseTurma.nomTurma,
  nom_aluno: sql<string>`${bseUsuario.nomUsuario}`.as('nom_aluno'),
  nom_livro: sql<string>`${trlLivro.dscTitulo}`.as('nom_livro'),
  nom_capitulo: sql<string>`${trlCapitulo.dscTitulo}`.as('nom_capitulo'),
});
type ChapterRowName = keyof ReturnType<typeof chapterRowNames>;

const chapterRowNamesOf = <R extends Record<ChapterRowName, unknown>>(r: R): Pick<R, ChapterRowName> => ({
  nom_escola: r.nom_escola,
  nom_unidade: r.nom_unidade,
  nom_turma: r.nom_turma,
  nom_aluno: r.nom_aluno,
  nom_livro: r.nom_livro,
  nom_capitulo: r.nom_capitulo,
});

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
      ...chapterRowNames(),
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

export const progressRowsQuery = (db: Tx, f: ScopedFilter, window: PageWindow) => {
  const r = completedChapters(db, f);
  return db
    .select({
      ...chapterRowNamesOf(r),
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
      ...chapterRowNames(),
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

export const evaluationRowsQuery = (db: Tx, f: ScopedFilter, window: PageWindow) => {
  const av = answersOf(db, f);
  const r = evaluationAnswers(db, av);
  return db
    .with(av)
    .select({
      ...chapterRowNamesOf(r),
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
