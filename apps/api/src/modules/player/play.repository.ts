import type { PlayProgress } from '@portal/shared/player';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../lib/sql';

/*
 * The whole path in a fixed number of statements, whatever its size: the path itself (with the
 * caller's right to it), its tree (chapters > lessons > contents), the games' questions and
 * answers, the dialogues' lines, and a student's progress.
 */

export interface PathHead {
  codTrlLivro: number;
  dscTitulo: string;
}

/** A path that is the active path of one of the user's classes (bse_usuario_turma). */
export async function findActivePathOfUser(tx: Tx, userId: number, pathId: number): Promise<PathHead | undefined> {
  const [row] = await rowsOf<PathHead>(
    tx,
    sql`select l.cod_trl_livro as "codTrlLivro", l.dsc_titulo as "dscTitulo"
      from trl_livro l
      where l.cod_trl_livro = ${pathId}
        and exists (
          select 1 from trl_livro_turma lt
          join bse_usuario_turma ut on ut.cod_bse_turma = lt.cod_bse_turma and ut.cod_bse_usuario = ${userId}
          where lt.cod_trl_livro = l.cod_trl_livro and lt.ind_ativo = 'S')`,
  );
  return row;
}

/** The public training path (trl_livro_treinamento). */
export async function findTrainingPath(tx: Tx): Promise<PathHead | undefined> {
  const [row] = await rowsOf<PathHead>(
    tx,
    sql`select l.cod_trl_livro as "codTrlLivro", l.dsc_titulo as "dscTitulo"
      from trl_livro_treinamento t join trl_livro l on l.cod_trl_livro = t.cod_trl_livro
      order by l.cod_trl_livro limit 1`,
  );
  return row;
}

/** One row per content (a chapter or lesson without any still gives a row, with nulls below it). */
export interface TreeRow {
  codTrlCapitulo: number;
  capituloTitulo: string;
  codTrlAula: number | null;
  aulaTitulo: string | null;
  aulaDescricao: string | null;
  codTrlConteudo: number | null;
  codTrlTipoConteudo: number | null;
  dscTitulo: string | null;
  dscTexto: string | null;
  dscImagem: string | null;
  dscDescricao: string | null;
  dscLink: string | null;
  codTrlJogo: number | null;
  nomJogo: string | null;
  nomMontagem: string | null;
  imgMontagem: string | null;
}

export async function pathTree(tx: Tx, pathId: number): Promise<TreeRow[]> {
  return rowsOf<TreeRow>(
    tx,
    sql`select k.cod_trl_capitulo as "codTrlCapitulo", k.dsc_titulo as "capituloTitulo",
        a.cod_trl_aula as "codTrlAula", a.dsc_titulo as "aulaTitulo", a.dsc_descricao as "aulaDescricao",
        c.cod_trl_conteudo as "codTrlConteudo", c.cod_trl_tipo_conteudo as "codTrlTipoConteudo", c.dsc_titulo as "dscTitulo",
        c.dsc_texto as "dscTexto", c.dsc_imagem as "dscImagem", c.dsc_descricao as "dscDescricao", c.dsc_link as "dscLink",
        c.cod_trl_jogo as "codTrlJogo", j.nom_jogo as "nomJogo", m.nom_montagem as "nomMontagem", m.img_montagem as "imgMontagem"
      from trl_capitulo k
      left join trl_aula a on a.cod_trl_capitulo = k.cod_trl_capitulo
      left join trl_conteudo c on c.cod_trl_aula = a.cod_trl_aula
      left join trl_jogo j on j.cod_trl_jogo = c.cod_trl_jogo
      left join trl_montagem m on m.cod_trl_montagem = c.cod_trl_montagem
      where k.cod_trl_livro = ${pathId}
      order by k.num_sequencia, a.num_sequencia, c.num_sequencia`,
  );
}

/** A game's question (`kind` 'P') or answer ('R'), in its order. */
export interface GameItemRow {
  codTrlConteudo: number;
  kind: 'P' | 'R';
  texto: string | null;
  img: string | null;
  ind: string | null;
}

/** The questions and answers of every game of the path, in one statement. */
export async function pathGameItems(tx: Tx, pathId: number): Promise<GameItemRow[]> {
  return rowsOf<GameItemRow>(
    tx,
    sql`with games as (
        select c.cod_trl_conteudo from trl_conteudo c
        join trl_aula a on a.cod_trl_aula = c.cod_trl_aula
        join trl_capitulo k on k.cod_trl_capitulo = a.cod_trl_capitulo
        where k.cod_trl_livro = ${pathId} and c.cod_trl_tipo_conteudo = 3)
      select * from (
        select p.cod_trl_conteudo as "codTrlConteudo", 'P' as kind, p.num_ordem as ordem,
          p.dsc_pergunta as texto, p.img_pergunta as img, null::varchar as ind
        from trl_conteudo_jogo_pergunta p where p.cod_trl_conteudo in (select cod_trl_conteudo from games)
        union all
        select r.cod_trl_conteudo, 'R', r.num_ordem, r.dsc_resposta, r.img_resposta, r.ind_resposta_correta
        from trl_conteudo_jogo_resposta r where r.cod_trl_conteudo in (select cod_trl_conteudo from games)
      ) items
      order by "codTrlConteudo", kind, ordem`,
  );
}

export interface DialogueRow {
  codTrlConteudo: number;
  nomPersonagem: string;
  imgPersonagem: string;
  dscTexto: string;
}

/** Every dialogue line of the path, with its character. */
export async function pathDialogues(tx: Tx, pathId: number): Promise<DialogueRow[]> {
  return rowsOf<DialogueRow>(
    tx,
    sql`select d.cod_trl_conteudo as "codTrlConteudo", p.nom_personagem as "nomPersonagem",
        p.img_personagem as "imgPersonagem", d.dsc_texto as "dscTexto"
      from trl_conteudo_personagem_texto d
      join trl_personagem p on p.cod_trl_personagem = d.cod_trl_personagem
      join trl_conteudo c on c.cod_trl_conteudo = d.cod_trl_conteudo
      join trl_aula a on a.cod_trl_aula = c.cod_trl_aula
      join trl_capitulo k on k.cod_trl_capitulo = a.cod_trl_capitulo
      where k.cod_trl_livro = ${pathId}
      order by d.cod_trl_conteudo, d.num_ordem`,
  );
}

/** A student's progress in the path: contents completed, position, chapters evaluated. */
export async function progressOf(tx: Tx, userId: number, pathId: number): Promise<PlayProgress> {
  const [row] = await rowsOf<{ concluidos: number[] | null; ultimoConteudo: number | null; capitulosAvaliados: number[] | null }>(
    tx,
    sql`select
        (select json_agg(distinct p.cod_trl_conteudo) from trl_progresso p
          where p.cod_bse_usuario = ${userId} and p.cod_trl_livro = ${pathId} and p.cod_trl_conteudo is not null) as concluidos,
        (select s.cod_trl_conteudo from trl_posicao s
          where s.cod_bse_usuario = ${userId} and s.cod_trl_livro = ${pathId}) as "ultimoConteudo",
        (select json_agg(distinct v.cod_trl_capitulo) from trl_avaliacao_capitulo v
          where v.cod_bse_usuario = ${userId} and v.cod_trl_livro = ${pathId} and v.cod_trl_capitulo is not null) as "capitulosAvaliados"`,
  );
  return {
    concluidos: row?.concluidos ?? [],
    ultimoConteudo: row?.ultimoConteudo ?? null,
    capitulosAvaliados: row?.capitulosAvaliados ?? [],
  };
}
