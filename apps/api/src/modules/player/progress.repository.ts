import type { PositionBody, ProgressRecord } from '@portal/shared/player';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../lib/sql';

/**
 * Where each content of the batch sits: its chapter and path, and the student's class whose active
 * path holds it (the current class first). A content outside every such path has no row.
 */
const placeOfContents = (userId: number) => sql`
  select distinct on (c.cod_trl_conteudo) c.cod_trl_conteudo, k.cod_trl_capitulo, k.cod_trl_livro, lt.cod_bse_turma
  from trl_conteudo c
  join trl_aula a on a.cod_trl_aula = c.cod_trl_aula
  join trl_capitulo k on k.cod_trl_capitulo = a.cod_trl_capitulo
  join trl_livro_turma lt on lt.cod_trl_livro = k.cod_trl_livro and lt.ind_ativo = 'S'
  join bse_usuario_turma ut on ut.cod_bse_turma = lt.cod_bse_turma and ut.cod_bse_usuario = ${userId}
  where c.cod_trl_conteudo in (select "codTrlConteudo" from input)
  order by c.cod_trl_conteudo, ut.ind_atual desc, lt.cod_bse_turma`;

/**
 * Writes a batch in ONE statement: all of it when every content is in the active path of one of
 * the student's classes, none of it otherwise (`ok` false). A record id already stored (a resend)
 * or repeated in the batch is skipped by the primary key.
 */
export async function insertProgress(tx: Tx, userId: number, records: ProgressRecord[]): Promise<{ ok: boolean; written: number }> {
  const [row] = await rowsOf<{ ok: boolean; written: number }>(
    tx,
    sql`with input as (
        select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(
          "id" uuid, "codTrlConteudo" integer, "pontuacao" smallint, "tentativas" integer, "tempoSegundos" integer, "datRegistro" timestamptz)
      ),
      place as (${placeOfContents(userId)}),
      verdict as (
        select not exists (select 1 from input i where not exists (select 1 from place p where p.cod_trl_conteudo = i."codTrlConteudo")) as ok
      ),
      written as (
        insert into trl_progresso (cod_trl_progresso, cod_bse_usuario, cod_bse_turma, cod_trl_livro, cod_trl_capitulo, cod_trl_conteudo,
          num_pontuacao, num_tentativas, num_tempo_segundos, dat_registro)
        select i."id", ${userId}, p.cod_bse_turma, p.cod_trl_livro, p.cod_trl_capitulo, i."codTrlConteudo",
          i."pontuacao", i."tentativas", i."tempoSegundos", i."datRegistro"
        from input i join place p on p.cod_trl_conteudo = i."codTrlConteudo"
        where (select ok from verdict)
        on conflict (cod_trl_progresso) do nothing
        returning 1
      )
      select (select ok from verdict) as ok, (select count(*) from written)::integer as written`,
  );
  return { ok: row?.ok === true, written: row?.written ?? 0 };
}

/** Upserts the student's position in the path; nothing (false) when the content is not in that path or the path is not theirs. */
export async function upsertPosition(tx: Tx, userId: number, body: PositionBody): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`insert into trl_posicao (cod_bse_usuario, cod_trl_livro, cod_trl_conteudo)
      select ${userId}, k.cod_trl_livro, c.cod_trl_conteudo
      from trl_conteudo c
      join trl_aula a on a.cod_trl_aula = c.cod_trl_aula
      join trl_capitulo k on k.cod_trl_capitulo = a.cod_trl_capitulo
      where c.cod_trl_conteudo = ${body.codTrlConteudo} and k.cod_trl_livro = ${body.codTrlLivro}
        and exists (
          select 1 from trl_livro_turma lt
          join bse_usuario_turma ut on ut.cod_bse_turma = lt.cod_bse_turma and ut.cod_bse_usuario = ${userId}
          where lt.cod_trl_livro = k.cod_trl_livro and lt.ind_ativo = 'S')
      on conflict (cod_bse_usuario, cod_trl_livro)
        do update set cod_trl_conteudo = excluded.cod_trl_conteudo, dat_atualizacao = now()
      returning 1 as one`,
  );
  return rows.length > 0;
}
