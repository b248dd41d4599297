import { CONTENT_TYPE } from '@portal/shared/curriculum';
import type { PlayProgress } from '@portal/shared/player';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  trlAula,
  trlAvaliacaoCapitulo,
  trlCapitulo,
  trlConteudo,
  trlConteudoJogoPergunta,
  trlConteudoJogoResposta,
  trlConteudoPersonagemTexto,
  trlJogo,
  trlLivro,
  trlLivroTreinamento,
  trlMontagem,
  trlPersonagem,
  trlPosicao,
  trlProgresso,
} from '../../db/schema';
import { prepared } from '../../lib/prepared';
import { activePathOfUser } from './player.policy';
import { literal } from './player.sql';

/*
 * The whole path in a fixed number of statements, whatever its size: the path itself (with the
 * caller's right to it), its tree (chapters > lessons > contents), the games' questions and
 * answers, the dialogues' lines, and a student's progress. A child opening the map runs them all:
 * each is prepared once per database (lib/prepared.ts), its numbers sent as values.
 */

const userHole = sql.placeholder('userId');
const pathHole = sql.placeholder('pathId');

const pathHead = { codTrlLivro: trlLivro.codTrlLivro, dscTitulo: trlLivro.dscTitulo };

/** A path that is the active path of one of the user's classes (bse_usuario_turma). */
export async function findActivePathOfUser(db: Db, userId: number, pathId: number) {
  const statement = prepared(db, 'player_active_path', (name) =>
    db
      .select(pathHead)
      .from(trlLivro)
      .where(and(eq(trlLivro.codTrlLivro, pathHole), activePathOfUser(db, userHole, trlLivro.codTrlLivro)))
      .prepare(name),
  );
  const [row] = await statement.execute({ userId, pathId });
  return row;
}

export type PathHead = NonNullable<Awaited<ReturnType<typeof findActivePathOfUser>>>;

/** The public training path (trl_livro_treinamento). */
export async function findTrainingPath(db: Db): Promise<PathHead | undefined> {
  const statement = prepared(db, 'player_training_path', (name) =>
    db
      .select(pathHead)
      .from(trlLivroTreinamento)
      .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlLivroTreinamento.codTrlLivro))
      .orderBy(asc(trlLivro.codTrlLivro))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute();
  return row;
}

/** One row per content (a chapter or lesson without any still gives a row, with nulls below it). */
export async function pathTree(db: Db, pathId: number) {
  const statement = prepared(db, 'player_path_tree', (name) =>
    db
      .select({
        codTrlCapitulo: trlCapitulo.codTrlCapitulo,
        capituloTitulo: trlCapitulo.dscTitulo,
        codTrlAula: trlAula.codTrlAula,
        aulaTitulo: trlAula.dscTitulo,
        aulaDescricao: trlAula.dscDescricao,
        codTrlConteudo: trlConteudo.codTrlConteudo,
        codTrlTipoConteudo: trlConteudo.codTrlTipoConteudo,
        dscTitulo: trlConteudo.dscTitulo,
        dscTexto: trlConteudo.dscTexto,
        dscImagem: trlConteudo.dscImagem,
        dscDescricao: trlConteudo.dscDescricao,
        dscLink: trlConteudo.dscLink,
        codTrlJogo: trlConteudo.codTrlJogo,
        nomJogo: trlJogo.nomJogo,
        nomMontagem: trlMontagem.nomMontagem,
        imgMontagem: trlMontagem.imgMontagem,
      })
      .from(trlCapitulo)
      .leftJoin(trlAula, eq(trlAula.codTrlCapitulo, trlCapitulo.codTrlCapitulo))
      .leftJoin(trlConteudo, eq(trlConteudo.codTrlAula, trlAula.codTrlAula))
      .leftJoin(trlJogo, eq(trlJogo.codTrlJogo, trlConteudo.codTrlJogo))
      .leftJoin(trlMontagem, eq(trlMontagem.codTrlMontagem, trlConteudo.codTrlMontagem))
      .where(eq(trlCapitulo.codTrlLivro, pathHole))
      .orderBy(asc(trlCapitulo.numSequencia), asc(trlAula.numSequencia), asc(trlConteudo.numSequencia))
      .prepare(name),
  );
  return statement.execute({ pathId });
}

export type TreeRow = Awaited<ReturnType<typeof pathTree>>[number];

/** The questions (`kind` 'P') and answers ('R') of every game of the path, in their order, in one statement. */
export async function pathGameItems(db: Db, pathId: number) {
  const statement = prepared(db, 'player_path_game_items', (name) => {
    const games = db.$with('games').as(
      db
        .select({ codTrlConteudo: trlConteudo.codTrlConteudo })
        .from(trlConteudo)
        .innerJoin(trlAula, eq(trlAula.codTrlAula, trlConteudo.codTrlAula))
        .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, trlAula.codTrlCapitulo))
        .where(and(eq(trlCapitulo.codTrlLivro, pathHole), eq(trlConteudo.codTrlTipoConteudo, literal(CONTENT_TYPE.GAME)))),
    );
    const ofGames = db.select({ codTrlConteudo: games.codTrlConteudo }).from(games);
    const q = trlConteudoJogoPergunta;
    const r = trlConteudoJogoResposta;
    const items = db
      .select({
        codTrlConteudo: q.codTrlConteudo,
        kind: sql<'P' | 'R'>`'P'`.as('kind'),
        ordem: q.numOrdem,
        texto: q.dscPergunta,
        img: q.imgPergunta,
        ind: sql<string | null>`null::varchar`.as('ind'),
      })
      .from(q)
      .where(inArray(q.codTrlConteudo, ofGames))
      .unionAll(
        db
          .select({
            codTrlConteudo: r.codTrlConteudo,
            kind: sql<'P' | 'R'>`'R'`.as('kind'),
            ordem: r.numOrdem,
            texto: r.dscResposta,
            img: r.imgResposta,
            ind: sql<string | null>`${r.indRespostaCorreta}`.as('ind'),
          })
          .from(r)
          .where(inArray(r.codTrlConteudo, ofGames)),
      )
      .as('items');
    return (
      db
        .with(games)
        // Every column of the union (`ordem` too): PostgreSQL then flattens it (one Append, each branch's
        // `kind` a constant), as it would for `select *`.
        .select()
        .from(items)
        .orderBy(asc(items.codTrlConteudo), asc(items.kind), asc(items.ordem))
        .prepare(name)
    );
  });
  return statement.execute({ pathId });
}

export type GameItemRow = Awaited<ReturnType<typeof pathGameItems>>[number];

/** Every dialogue line of the path, with its character. */
export async function pathDialogues(db: Db, pathId: number) {
  const d = trlConteudoPersonagemTexto;
  const statement = prepared(db, 'player_path_dialogues', (name) =>
    db
      .select({
        codTrlConteudo: d.codTrlConteudo,
        nomPersonagem: trlPersonagem.nomPersonagem,
        imgPersonagem: trlPersonagem.imgPersonagem,
        dscTexto: d.dscTexto,
      })
      .from(d)
      .innerJoin(trlPersonagem, eq(trlPersonagem.codTrlPersonagem, d.codTrlPersonagem))
      .innerJoin(trlConteudo, eq(trlConteudo.codTrlConteudo, d.codTrlConteudo))
      .innerJoin(trlAula, eq(trlAula.codTrlAula, trlConteudo.codTrlAula))
      .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, trlAula.codTrlCapitulo))
      .where(eq(trlCapitulo.codTrlLivro, pathHole))
      .orderBy(asc(d.codTrlConteudo), asc(d.numOrdem))
      .prepare(name),
  );
  return statement.execute({ pathId });
}

export type DialogueRow = Awaited<ReturnType<typeof pathDialogues>>[number];

/** A student's progress in the path, in one row: contents completed, position, chapters evaluated, best scores, time played. */
export async function progressOf(db: Db, userId: number, pathId: number): Promise<PlayProgress> {
  const statement = prepared(db, 'player_progress_of', (name) => {
    const p = trlProgresso;
    const s = trlPosicao;
    const v = trlAvaliacaoCapitulo;
    const concluidos = db
      .select({ ids: sql`json_agg(distinct ${p.codTrlConteudo})` })
      .from(p)
      .where(and(eq(p.codBseUsuario, userHole), eq(p.codTrlLivro, pathHole), isNotNull(p.codTrlConteudo)));
    const ultimoConteudo = db
      .select({ id: s.codTrlConteudo })
      .from(s)
      .where(and(eq(s.codBseUsuario, userHole), eq(s.codTrlLivro, pathHole)));
    const capitulosAvaliados = db
      .select({ ids: sql`json_agg(distinct ${v.codTrlCapitulo})` })
      .from(v)
      .where(and(eq(v.codBseUsuario, userHole), eq(v.codTrlLivro, pathHole), isNotNull(v.codTrlCapitulo)));
    const played = and(eq(p.codBseUsuario, userHole), eq(p.codTrlLivro, pathHole), isNotNull(p.codTrlConteudo), isNotNull(p.numPontuacao));
    const best = db
      .select({ id: p.codTrlConteudo, score: sql<number>`max(${p.numPontuacao})`.as('score') })
      .from(p)
      .where(played)
      .groupBy(p.codTrlConteudo)
      .as('best');
    const melhores = db.select({ pairs: sql`json_agg(json_build_array(${best.id}, ${best.score}))` }).from(best);
    const tempo = db
      .select({ seconds: sql`coalesce(sum(${p.numTempoSegundos}), 0)` })
      .from(p)
      .where(played);
    // Five scalar subqueries on the path's own row (the path exists: its head was just read).
    return db
      .select({
        concluidos: sql<number[] | null>`${concluidos}`,
        ultimoConteudo: sql<number | null>`${ultimoConteudo}`,
        capitulosAvaliados: sql<number[] | null>`${capitulosAvaliados}`,
        melhores: sql<[number, number][] | null>`${melhores}`,
        tempoSegundos: sql<string | number>`${tempo}`,
      })
      .from(trlLivro)
      .where(eq(trlLivro.codTrlLivro, pathHole))
      .prepare(name);
  });
  const [row] = await statement.execute({ userId, pathId });
  return {
    concluidos: row?.concluidos ?? [],
    ultimoConteudo: row?.ultimoConteudo ?? null,
    capitulosAvaliados: row?.capitulosAvaliados ?? [],
    melhores: (row?.melhores ?? []).map(([codTrlConteudo, pontuacao]) => ({ codTrlConteudo, pontuacao })),
    tempoSegundos: Number(row?.tempoSegundos ?? 0),
  };
}
