import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { TRAINING_TITLE } from './training';

type Rows<T> = { rows: T[] };

export interface ReportFacts {
  accesses: number;
  grades: number;
  progress: number;
  evaluations: number;
  ms: number;
}

/**
 * The reports' facts at network scale (issue 12's bench), over a school year (February to December
 * 2026), for every generated student: `accessesPerStudent` sign-ins (100 × 100,000 students =
 * 10,000,000 rows); a grade for four answers in five (with generate answers first); the training
 * path's chapters completed in order, a student's count spread 0..all, each with its evaluation.
 * Set-based, one INSERT … SELECT per school and kind (bounded transactions). Never on production.
 */
export async function generateReportFacts(db: Db, accessesPerStudent: number): Promise<ReportFacts> {
  const started = Date.now();
  const schools = ((await db.execute(sql`select cod_bse_escola as id from bse_escola order by 1`)) as Rows<{ id: number }>).rows;
  const [path] = (
    (await db.execute(sql`select l.cod_trl_livro as id, count(c.cod_trl_capitulo)::integer as chapters
      from trl_livro l join trl_capitulo c on c.cod_trl_livro = l.cod_trl_livro where l.dsc_titulo = ${TRAINING_TITLE} group by 1`)) as Rows<{
      id: number;
      chapters: number;
    }>
  ).rows;

  for (const { id: school } of schools) {
    await db.execute(sql`
      insert into bse_acesso (cst_login, cod_bse_usuario, ind_sucesso, dat_acesso)
      select u.cst_login, u.cod_bse_usuario, 'S',
        timestamptz '2026-02-02 10:00:00Z' + make_interval(days => ((u.cod_bse_usuario * 7 + k * 13) % 300)::integer, mins => ((k * 37) % 600)::integer)
      from bse_usuario u, generate_series(1, ${accessesPerStudent}) k
      where u.cod_bse_perfil = 6 and u.cod_bse_escola = ${school}`);
    if (!path) continue;
    // Chapters 1..n completed, n = the student's id modulo (chapters + 1): every content of each.
    const completed = sql`bse_usuario u
      join bse_usuario_turma ut on ut.cod_bse_usuario = u.cod_bse_usuario and ut.ind_atual = 'S'
      join trl_capitulo cap on cap.cod_trl_livro = ${path.id} and cap.num_sequencia <= u.cod_bse_usuario % ${path.chapters + 1}`;
    const ofSchool = sql`u.cod_bse_perfil = 6 and u.cod_bse_escola = ${school}`;
    await db.execute(sql`
      insert into trl_progresso (cod_trl_progresso, cod_bse_usuario, cod_bse_turma, cod_trl_livro, cod_trl_capitulo, cod_trl_conteudo, dat_registro)
      select gen_random_uuid(), u.cod_bse_usuario, ut.cod_bse_turma, cap.cod_trl_livro, cap.cod_trl_capitulo, c.cod_trl_conteudo,
        timestamptz '2026-03-02 13:00:00Z' + make_interval(days => (cap.num_sequencia * 25 + u.cod_bse_usuario % 20)::integer, mins => c.num_sequencia::integer)
      from ${completed}
      join trl_aula a on a.cod_trl_capitulo = cap.cod_trl_capitulo
      join trl_conteudo c on c.cod_trl_aula = a.cod_trl_aula
      where ${ofSchool}`);
    await db.execute(sql`
      insert into trl_avaliacao_capitulo (cod_registro, cod_bse_usuario, cod_bse_turma, cod_trl_livro, cod_trl_capitulo, cod_avaliacao, num_avaliacao, dat_registro)
      select gen_random_uuid(), u.cod_bse_usuario, ut.cod_bse_turma, cap.cod_trl_livro, cap.cod_trl_capitulo, q.cod_avaliacao,
        1 + (u.cod_bse_usuario + q.cod_avaliacao + cap.num_sequencia) % 5,
        timestamptz '2026-03-02 14:00:00Z' + make_interval(days => (cap.num_sequencia * 25 + u.cod_bse_usuario % 20)::integer)
      from ${completed} cross join trl_avaliacao q
      where ${ofSchool}`);
  }
  // Four answers in five graded (0..10 in steps of 0.5), two days after they were sent; per activity.
  const activities = ((await db.execute(sql`select distinct cod_bse_atividade as id from bse_questao_resposta`)) as Rows<{ id: number }>)
    .rows;
  for (const { id } of activities) {
    await db.execute(sql`
      insert into bse_nota (cod_bse_atividade, cod_bse_questao, cod_bse_usuario, valor, dat_nota)
      select r.cod_bse_atividade, r.cod_bse_questao, r.cod_bse_usuario, ((r.cod_bse_usuario + r.cod_bse_questao) % 21) / 2.0, r.dat_resposta + interval '2 days'
      from bse_questao_resposta r where r.cod_bse_atividade = ${id} and r.cod_bse_usuario % 5 <> 0
      on conflict do nothing`);
  }
  await db.execute(sql`vacuum analyze`);
  const count = async (table: string) =>
    ((await db.execute(sql.raw(`select count(*)::integer as n from ${table}`))) as Rows<{ n: number }>).rows[0]!.n;
  return {
    accesses: await count('bse_acesso'),
    grades: await count('bse_nota'),
    progress: await count('trl_progresso'),
    evaluations: await count('trl_avaliacao_capitulo'),
    ms: Date.now() - started,
  };
}
