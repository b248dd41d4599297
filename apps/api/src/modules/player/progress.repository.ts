import type { PositionBody, ProgressRecord } from '@portal/shared/player';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bseUsuarioTurma, trlAula, trlCapitulo, trlConteudo, trlLivroTurma, trlPosicao, trlProgresso } from '../../db/schema';
import { prepared } from '../../lib/prepared';
import { activeLink, activePathOfUser, linkOfUser } from './player.policy';
import { excluded } from './player.sql';

/*
 * Each record a child makes reaches here (in batches): both writes are one statement each, prepared
 * once per database (lib/prepared.ts), whatever the size of the batch.
 */

const userHole = sql.placeholder('userId');

/** Each key of the browser's record and the column it fills: the batch's rows get the column's SQL type. */
const recordColumns = {
  id: trlProgresso.codTrlProgresso,
  codTrlConteudo: trlProgresso.codTrlConteudo,
  pontuacao: trlProgresso.numPontuacao,
  tentativas: trlProgresso.numTentativas,
  tempoSegundos: trlProgresso.numTempoSegundos,
  datRegistro: trlProgresso.datRegistro,
} satisfies Record<keyof ProgressRecord, AnyPgColumn>;
type RecordKey = keyof typeof recordColumns;

/** The batch (one jsonb value) as rows: `jsonb_to_recordset(...) as r("id" uuid, "codTrlConteudo" integer, ...)`. */
const recordset = sql`jsonb_to_recordset(${sql.placeholder('records')}::jsonb) as r(${sql.join(
  Object.entries(recordColumns).map(([key, column]) => sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`),
  sql`, `,
)})`;
const field = (key: RecordKey) => sql`r.${sql.identifier(key)}`.as(key);

function progressInsert(db: Db) {
  const input = db.$with('input').as(
    db
      .select({
        id: field('id'),
        codTrlConteudo: field('codTrlConteudo'),
        pontuacao: field('pontuacao'),
        tentativas: field('tentativas'),
        tempoSegundos: field('tempoSegundos'),
        datRegistro: field('datRegistro'),
      })
      .from(recordset),
  );
  // Where each content of the batch sits: its chapter and path, and the student's class whose
  // active path holds it (the current class first). A content outside every such path has no row.
  const place = db.$with('place').as(
    db
      .selectDistinctOn([trlConteudo.codTrlConteudo], {
        codTrlConteudo: trlConteudo.codTrlConteudo,
        codTrlCapitulo: trlCapitulo.codTrlCapitulo,
        codTrlLivro: trlCapitulo.codTrlLivro,
        codBseTurma: trlLivroTurma.codBseTurma,
      })
      .from(trlConteudo)
      .innerJoin(trlAula, eq(trlAula.codTrlAula, trlConteudo.codTrlAula))
      .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, trlAula.codTrlCapitulo))
      .innerJoin(trlLivroTurma, and(eq(trlLivroTurma.codTrlLivro, trlCapitulo.codTrlLivro), activeLink()))
      .innerJoin(bseUsuarioTurma, linkOfUser(userHole))
      .where(inArray(trlConteudo.codTrlConteudo, db.select({ codTrlConteudo: input.codTrlConteudo }).from(input)))
      .orderBy(asc(trlConteudo.codTrlConteudo), desc(bseUsuarioTurma.indAtual), asc(trlLivroTurma.codBseTurma)),
  );
  // All or nothing: true when no record of the batch is without a place (one row, whatever the batch).
  const verdict = db.$with('verdict').as(
    db
      .select({ ok: sql<boolean>`count(*) = 0`.as('ok') })
      .from(input)
      .leftJoin(place, eq(place.codTrlConteudo, input.codTrlConteudo))
      .where(isNull(place.codTrlConteudo)),
  );
  // A record id already stored (a resend) or repeated in the batch is skipped by the primary key.
  const written = db.$with('written').as(
    db
      .insert(trlProgresso)
      .select(
        db
          .select({
            codTrlProgresso: input.id,
            codBseUsuario: sql`${userHole}`.as(trlProgresso.codBseUsuario.name),
            codBseTurma: place.codBseTurma,
            codTrlLivro: place.codTrlLivro,
            codTrlCapitulo: place.codTrlCapitulo,
            codTrlConteudo: input.codTrlConteudo,
            numPontuacao: input.pontuacao,
            numTentativas: input.tentativas,
            numTempoSegundos: input.tempoSegundos,
            datRegistro: input.datRegistro,
            datRecebimento: sql`now()`.as(trlProgresso.datRecebimento.name),
          })
          .from(input)
          .innerJoin(place, eq(place.codTrlConteudo, input.codTrlConteudo))
          .where(sql`${db.select({ ok: verdict.ok }).from(verdict)}`),
      )
      .onConflictDoNothing({ target: trlProgresso.codTrlProgresso })
      .returning({ codTrlProgresso: trlProgresso.codTrlProgresso }),
  );
  return db
    .with(input, place, verdict, written)
    .select({ ok: verdict.ok, written: db.$count(written) })
    .from(verdict);
}

/**
 * Writes a batch in ONE statement: all of it when every content is in the active path of one of
 * the student's classes, none of it otherwise (`ok` false).
 */
export async function insertProgress(db: Db, userId: number, records: ProgressRecord[]): Promise<{ ok: boolean; written: number }> {
  const statement = prepared(db, 'player_insert_progress', (name) => progressInsert(db).prepare(name));
  const [row] = await statement.execute({ userId, records: JSON.stringify(records) });
  return { ok: row?.ok === true, written: row?.written ?? 0 };
}

/** Upserts the student's position in the path; nothing (false) when the content is not in that path or the path is not theirs. */
export async function upsertPosition(db: Db, userId: number, body: PositionBody): Promise<boolean> {
  const statement = prepared(db, 'player_upsert_position', (name) =>
    db
      .insert(trlPosicao)
      .select(
        db
          .select({
            codBseUsuario: sql`${userHole}`.as(trlPosicao.codBseUsuario.name),
            codTrlLivro: trlCapitulo.codTrlLivro,
            codTrlConteudo: trlConteudo.codTrlConteudo,
            datAtualizacao: sql`now()`.as(trlPosicao.datAtualizacao.name),
          })
          .from(trlConteudo)
          .innerJoin(trlAula, eq(trlAula.codTrlAula, trlConteudo.codTrlAula))
          .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, trlAula.codTrlCapitulo))
          .where(
            and(
              eq(trlConteudo.codTrlConteudo, sql.placeholder('contentId')),
              eq(trlCapitulo.codTrlLivro, sql.placeholder('pathId')),
              activePathOfUser(db, userHole, trlCapitulo.codTrlLivro),
            ),
          ),
      )
      .onConflictDoUpdate({
        target: [trlPosicao.codBseUsuario, trlPosicao.codTrlLivro],
        set: { codTrlConteudo: excluded(trlPosicao.codTrlConteudo), datAtualizacao: sql`now()` },
      })
      .returning({ codTrlLivro: trlPosicao.codTrlLivro })
      .prepare(name),
  );
  const rows = await statement.execute({ userId, pathId: body.codTrlLivro, contentId: body.codTrlConteudo });
  return rows.length > 0;
}
