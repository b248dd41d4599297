import { PROFILE, NETWORK_SCHOOL_ID } from '@portal/shared/common/profiles';
import type {
  AccessRow,
  EvaluationRow,
  GradeRow,
  ProgressRow,
  QuantityClassRow,
  QuantityTotals,
  ReportChartPoint,
} from '@portal/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { PageWindow } from '../../lib/pagination';
import { rowsOf } from '../../lib/sql';

/*
 * The reports' statements: every figure is computed by the database, over the rows of the caller's
 * scope only (the service narrows the filter first), one statement per page and one per chart.
 * Aliases: e school, un unit, t class, u user/student. The records of the player and of the answers
 * name the class they were made in, so a report follows that class up to its unit and school.
 */

/** The filter as the service narrowed it to the caller's scope. */
export interface ScopedFilter {
  codBseEscola: number | null;
  codBseUnidade: number | null;
  codBseTurma: number | null;
  codBseUsuario: number | null;
  dataInicio: string | null;
  dataFim: string | null;
}

/** The network's calendar: a report's day runs from midnight to midnight in Brazil's official time. */
export const REPORT_TIME_ZONE = 'America/Sao_Paulo';

const all = (parts: (SQL | undefined)[]): SQL => {
  const kept = parts.filter((p): p is SQL => p !== undefined);
  return kept.length === 0 ? sql`true` : sql.join(kept, sql` and `);
};

/** The days of the filter on a timestamp column, both ends included. */
function inRange(column: SQL, f: ScopedFilter): SQL {
  return all([
    f.dataInicio ? sql`${column} >= (${f.dataInicio}::date)::timestamp at time zone ${REPORT_TIME_ZONE}` : undefined,
    f.dataFim ? sql`${column} < ((${f.dataFim}::date + 1)::timestamp at time zone ${REPORT_TIME_ZONE})` : undefined,
  ]);
}

/** The classes of the filter (school, unit, class), as a subquery: a report keeps the records made in them. */
function classesOf(f: ScopedFilter): SQL {
  return sql`(select t.cod_bse_turma from bse_turma t join bse_unidade un on un.cod_bse_unidade = t.cod_bse_unidade where ${all([
    f.codBseEscola !== null ? sql`un.cod_bse_escola = ${f.codBseEscola}` : undefined,
    f.codBseUnidade !== null ? sql`un.cod_bse_unidade = ${f.codBseUnidade}` : undefined,
    f.codBseTurma !== null ? sql`t.cod_bse_turma = ${f.codBseTurma}` : undefined,
  ])})`;
}

const student = (column: SQL, f: ScopedFilter) => (f.codBseUsuario !== null ? sql`${column} = ${f.codBseUsuario}` : undefined);

/** The names of a record's class, unit, school and student. */
const placeJoins = (classColumn: SQL, userColumn: SQL) => sql`
  join bse_turma t on t.cod_bse_turma = ${classColumn}
  join bse_unidade un on un.cod_bse_unidade = t.cod_bse_unidade
  join bse_escola e on e.cod_bse_escola = un.cod_bse_escola
  join bse_usuario u on u.cod_bse_usuario = ${userColumn}`;

const page = (window: PageWindow) => sql`limit ${window.limit} offset ${window.offset}`;

type WithTotal<T> = T & { total: number };

// ---------------------------------------------------------------- Quantidade

/** Schools (the network's own excepted), units, classes and students of the filter's school and unit. */
export async function quantityTotals(db: Tx, f: ScopedFilter): Promise<QuantityTotals> {
  const school = (column: SQL) => (f.codBseEscola !== null ? sql`${column} = ${f.codBseEscola}` : undefined);
  const unit = (column: SQL) => (f.codBseUnidade !== null ? sql`${column} = ${f.codBseUnidade}` : undefined);
  const [row] = await rowsOf<QuantityTotals>(
    db,
    sql`select
      (select count(*) from bse_escola e where ${all([sql`e.cod_bse_escola <> ${NETWORK_SCHOOL_ID}`, school(sql`e.cod_bse_escola`)])})::integer as total_escolas,
      (select count(*) from bse_unidade un where ${all([school(sql`un.cod_bse_escola`), unit(sql`un.cod_bse_unidade`)])})::integer as total_unidades,
      (select count(*) from bse_turma t join bse_unidade un on un.cod_bse_unidade = t.cod_bse_unidade
        where ${all([school(sql`un.cod_bse_escola`), unit(sql`un.cod_bse_unidade`)])})::integer as total_turmas,
      (select count(*) from bse_usuario u
        where ${all([sql`u.cod_bse_perfil = ${PROFILE.ALUNO}`, school(sql`u.cod_bse_escola`), unit(sql`u.cod_bse_unidade`)])})::integer as total_alunos`,
  );
  return row!;
}

const classStudents = sql`(select count(*) from bse_usuario_turma ut join bse_usuario s on s.cod_bse_usuario = ut.cod_bse_usuario
  where ut.cod_bse_turma = t.cod_bse_turma and s.cod_bse_perfil = ${PROFILE.ALUNO})`;

/** Quantity by class: each class of the filter with its students. */
export async function quantityByClass(db: Tx, f: ScopedFilter, window: PageWindow) {
  return rowsOf<WithTotal<QuantityClassRow>>(db, quantityByClassSql(f, window));
}
const quantityByClassSql = (f: ScopedFilter, window: PageWindow) =>
  sql`select e.nom_escola, un.nom_unidade, t.nom_turma, ${classStudents}::integer as total_alunos, count(*) over ()::integer as total
      from bse_turma t join bse_unidade un on un.cod_bse_unidade = t.cod_bse_unidade join bse_escola e on e.cod_bse_escola = un.cod_bse_escola
      where t.cod_bse_turma in ${classesOf(f)}
      order by e.nom_escola, un.nom_unidade, t.nom_turma, t.cod_bse_turma ${page(window)}`;

/** The chart: students per unit (the 30 largest). */
export async function quantityChart(db: Tx, f: ScopedFilter): Promise<ReportChartPoint[]> {
  return rowsOf<ReportChartPoint>(
    db,
    sql`select un.nom_unidade as rotulo, sum(${classStudents})::float8 as valor
      from bse_turma t join bse_unidade un on un.cod_bse_unidade = t.cod_bse_unidade
      where t.cod_bse_turma in ${classesOf(f)}
      group by un.cod_bse_unidade, un.nom_unidade order by valor desc, rotulo limit 30`,
  );
}

// ---------------------------------------------------------------- Acessos

/** The users of the filter: their school and unit, a class they are in, themselves. */
function usersOf(f: ScopedFilter): SQL {
  return all([
    f.codBseEscola !== null ? sql`u.cod_bse_escola = ${f.codBseEscola}` : undefined,
    f.codBseUnidade !== null ? sql`u.cod_bse_unidade = ${f.codBseUnidade}` : undefined,
    f.codBseTurma !== null
      ? sql`exists (select 1 from bse_usuario_turma ut where ut.cod_bse_usuario = u.cod_bse_usuario and ut.cod_bse_turma = ${f.codBseTurma})`
      : undefined,
    student(sql`u.cod_bse_usuario`, f),
  ]);
}

/** A user's successful sign-ins in the range (the partial index bse_acesso_sucesso_usuario_idx answers it alone). */
const signInsOf = (user: SQL, f: ScopedFilter) =>
  sql`from bse_acesso a where a.cod_bse_usuario = ${user} and a.ind_sucesso = 'S' and ${inRange(sql`a.dat_acesso`, f)}`;

/**
 * Successful sign-ins per user in the range. The users with any (one probe each) are paged by name
 * first; only the page's users are counted, so a school's first page does not count its whole year.
 */
export async function accessRows(db: Tx, f: ScopedFilter, window: PageWindow) {
  return rowsOf<WithTotal<AccessRow>>(db, accessRowsSql(f, window));
}
const accessRowsSql = (f: ScopedFilter, window: PageWindow) => sql`
  with page as (
    select u.cod_bse_usuario, u.nom_usuario, count(*) over ()::integer as total
    from bse_usuario u where ${usersOf(f)} and exists (select 1 ${signInsOf(sql`u.cod_bse_usuario`, f)})
    order by u.nom_usuario, u.cod_bse_usuario ${page(window)}
  )
  select p.nom_usuario as nome_usuario, n.acessos, p.total
  from page p cross join lateral (select count(*)::integer as acessos ${signInsOf(sql`p.cod_bse_usuario`, f)}) n
  order by p.nom_usuario, p.cod_bse_usuario`;

/** The chart: sign-ins per day (`YYYY-MM-DD` in the network's calendar), the day computed once per group. */
export async function accessChart(db: Tx, f: ScopedFilter): Promise<ReportChartPoint[]> {
  return rowsOf<ReportChartPoint>(
    db,
    sql`select to_char(dia, 'YYYY-MM-DD') as rotulo, n::float8 as valor from (
        select date_trunc('day', a.dat_acesso at time zone ${REPORT_TIME_ZONE}) as dia, count(*) as n
        from bse_usuario u join bse_acesso a on a.cod_bse_usuario = u.cod_bse_usuario
        where a.ind_sucesso = 'S' and ${inRange(sql`a.dat_acesso`, f)} and ${usersOf(f)}
        group by 1) d
      order by dia`,
  );
}

// ---------------------------------------------------------------- Notas

/** The submissions `s` of bse_atividade_entrega (student, class, activity, kept grade) sent in the range (its turma index). */
const sentInRange = (f: ScopedFilter) =>
  sql`s.cod_bse_turma in ${classesOf(f)} and ${all([student(sql`s.cod_bse_usuario`, f), inRange(sql`s.dat_entrega`, f)])}`;

/** One row per student, class and activity sent in the range, paged by names. */
export async function gradeReportRows(db: Tx, f: ScopedFilter, window: PageWindow) {
  return rowsOf<WithTotal<GradeRow>>(db, gradeRowsSql(f, window));
}
const gradeRowsSql = (f: ScopedFilter, window: PageWindow) => sql`
  -- The submissions from the index alone; then the classes, students and activities among them ranked by
  -- name, so that the sort of a school's 125,000 rows compares integers, and the page alone gets its names.
  with s as materialized (
    select s.cod_bse_turma, s.cod_bse_usuario, s.cod_bse_atividade, s.soma_nota, s.qtd_notas
    from bse_atividade_entrega s where ${sentInRange(f)}
  ),
  classes as (
    select t.cod_bse_turma, row_number() over (order by e.nom_escola, un.nom_unidade, t.nom_turma, t.cod_bse_turma) as r
    from bse_turma t join bse_unidade un on un.cod_bse_unidade = t.cod_bse_unidade join bse_escola e on e.cod_bse_escola = un.cod_bse_escola
    where t.cod_bse_turma in (select cod_bse_turma from s)
  ),
  students as (
    select u.cod_bse_usuario, row_number() over (order by u.nom_usuario, u.cod_bse_usuario) as r
    from bse_usuario u where u.cod_bse_usuario in (select cod_bse_usuario from s)
  ),
  activities as (
    select at.cod_bse_atividade, row_number() over (order by at.nom_atividade, at.cod_bse_atividade) as r
    from bse_atividade at where at.cod_bse_atividade in (select cod_bse_atividade from s)
  ),
  page as (
    select s.*, c.r as rc, st.r as rs, a.r as ra, count(*) over ()::integer as total
    from s join classes c on c.cod_bse_turma = s.cod_bse_turma
    join students st on st.cod_bse_usuario = s.cod_bse_usuario
    join activities a on a.cod_bse_atividade = s.cod_bse_atividade
    order by rc, rs, ra ${page(window)}
  )
  -- The activity's grade: its kept sum once every question it has now is graded (one may be added later).
  select e.nom_escola as nome_escola, un.nom_unidade as nome_unidade, t.nom_turma as nome_turma, u.nom_usuario as nome_aluno,
    at.nom_atividade as atividade,
    case when p.qtd_notas = (select count(*) from bse_questao q where q.cod_bse_atividade = p.cod_bse_atividade)
      then p.soma_nota::float8 end as soma_notas_atividade,
    p.total
  from page p ${placeJoins(sql`p.cod_bse_turma`, sql`p.cod_bse_usuario`)}
  join bse_atividade at on at.cod_bse_atividade = p.cod_bse_atividade
  order by p.rc, p.rs, p.ra`;

/** The chart: the average grade of each activity (the 30 first by name), fully graded submissions only. */
export async function gradeChart(db: Tx, f: ScopedFilter): Promise<ReportChartPoint[]> {
  return rowsOf<ReportChartPoint>(
    db,
    sql`with sent as materialized (select s.cod_bse_atividade, s.soma_nota, s.qtd_notas from bse_atividade_entrega s where ${sentInRange(f)}),
      questions as (
        select q.cod_bse_atividade, count(*)::integer as n from bse_questao q
        where q.cod_bse_atividade in (select cod_bse_atividade from sent) group by 1)
      select at.nom_atividade as rotulo, round(avg(sent.soma_nota), 1)::float8 as valor
      from sent join questions q on q.cod_bse_atividade = sent.cod_bse_atividade and q.n = sent.qtd_notas
      join bse_atividade at on at.cod_bse_atividade = sent.cod_bse_atividade
      group by at.cod_bse_atividade, at.nom_atividade order by at.nom_atividade, at.cod_bse_atividade limit 30`,
  );
}

// ---------------------------------------------------------------- Progresso

/** Each chapter a student completed (a record for every content the chapter has) with the day of the last one. */
const completedChapters = (f: ScopedFilter) => sql`
  with done as (
    select p.cod_bse_usuario, p.cod_bse_turma, p.cod_trl_capitulo, count(distinct p.cod_trl_conteudo) as feitos, max(p.dat_registro) as quando
    from trl_progresso p
    where p.cod_bse_turma in ${classesOf(f)} and p.cod_trl_capitulo is not null and p.cod_trl_conteudo is not null
      and ${all([student(sql`p.cod_bse_usuario`, f)])}
    group by 1, 2, 3
  ), size as (
    select a.cod_trl_capitulo, count(*) as n from trl_conteudo c join trl_aula a on a.cod_trl_aula = c.cod_trl_aula
    where a.cod_trl_capitulo in (select cod_trl_capitulo from done) group by 1
  )
  select e.nom_escola, un.nom_unidade, t.nom_turma, u.nom_usuario as nom_aluno, l.dsc_titulo as nom_livro, cap.dsc_titulo as nom_capitulo,
    d.cod_bse_usuario, cap.cod_trl_capitulo, cap.num_sequencia
  from done d join size s on s.cod_trl_capitulo = d.cod_trl_capitulo and d.feitos >= s.n
  ${placeJoins(sql`d.cod_bse_turma`, sql`d.cod_bse_usuario`)}
  join trl_capitulo cap on cap.cod_trl_capitulo = d.cod_trl_capitulo
  join trl_livro l on l.cod_trl_livro = cap.cod_trl_livro
  where ${inRange(sql`d.quando`, f)}`;

export async function progressRows(db: Tx, f: ScopedFilter, window: PageWindow) {
  return rowsOf<WithTotal<ProgressRow>>(db, progressRowsSql(f, window));
}
const progressRowsSql = (f: ScopedFilter, window: PageWindow) =>
  sql`select nom_escola, nom_unidade, nom_turma, nom_aluno, nom_livro, nom_capitulo, count(*) over ()::integer as total
      from (${completedChapters(f)}) r
      order by nom_escola, nom_unidade, nom_turma, nom_aluno, nom_livro, num_sequencia, cod_bse_usuario, cod_trl_capitulo ${page(window)}`;

/** The chart: how many students completed each chapter (the 30 first by path and order). */
export async function progressChart(db: Tx, f: ScopedFilter): Promise<ReportChartPoint[]> {
  return rowsOf<ReportChartPoint>(
    db,
    sql`select nom_capitulo as rotulo, count(*)::float8 as valor from (${completedChapters(f)}) r
      group by cod_trl_capitulo, nom_livro, num_sequencia, nom_capitulo order by nom_livro, num_sequencia limit 30`,
  );
}

// ---------------------------------------------------------------- Avaliação da Trilha

/**
 * The evaluation answers of the filter, taken first (materialized: left to itself the planner walked
 * the schools in name order to spare the sort, and read every answer of the network: 1.4 s a school).
 */
const evaluationAnswers = (f: ScopedFilter) => sql`
  from (
    with mine as materialized (
      select * from trl_avaliacao_capitulo a
      where a.cod_bse_turma in ${classesOf(f)} and ${all([student(sql`a.cod_bse_usuario`, f), inRange(sql`a.dat_registro`, f)])}
    ) select * from mine
  ) av ${placeJoins(sql`av.cod_bse_turma`, sql`av.cod_bse_usuario`)}
  join trl_capitulo cap on cap.cod_trl_capitulo = av.cod_trl_capitulo
  join trl_livro l on l.cod_trl_livro = cap.cod_trl_livro
  join trl_avaliacao q on q.cod_avaliacao = av.cod_avaliacao`;

export async function evaluationRows(db: Tx, f: ScopedFilter, window: PageWindow) {
  return rowsOf<WithTotal<EvaluationRow>>(db, evaluationRowsSql(f, window));
}
const evaluationRowsSql = (f: ScopedFilter, window: PageWindow) =>
  sql`select e.nom_escola, un.nom_unidade, t.nom_turma, u.nom_usuario as nom_aluno, l.dsc_titulo as nom_livro, cap.dsc_titulo as nom_capitulo,
        av.cod_avaliacao, av.num_avaliacao::integer as num_avaliacao, count(*) over ()::integer as total
      ${evaluationAnswers(f)}
      order by e.nom_escola, un.nom_unidade, t.nom_turma, u.nom_usuario, l.dsc_titulo, cap.num_sequencia, q.num_ordem, av.cod_trl_avaliacao_capitulo
      ${page(window)}`;

/** The chart: the average score of each question (its number; the screen names it in the user's language). */
export async function evaluationChart(db: Tx, f: ScopedFilter): Promise<ReportChartPoint[]> {
  return rowsOf<ReportChartPoint>(
    db,
    sql`select av.cod_avaliacao::text as rotulo, round(avg(av.num_avaliacao), 1)::float8 as valor ${evaluationAnswers(f)}
      group by av.cod_avaliacao, q.num_ordem order by q.num_ordem`,
  );
}

/** Each listed report's page statement, for the bench's query plans (bench/reports.ts). */
export const REPORT_ROW_STATEMENTS = {
  quantidade: quantityByClassSql,
  acesso: accessRowsSql,
  notas: gradeRowsSql,
  progresso: progressRowsSql,
  avaliacaoTrilha: evaluationRowsSql,
};
