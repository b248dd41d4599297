import { PROFILE } from '@portal/shared/common/profiles';
import { type SQL, and, asc, count, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bseTurma, bseUnidade, bseUsuario, bseUsuarioTurma, chtLeitura, chtMensagem, chtSala } from '../../db/schema';
import { isoTime, nullableIsoTime } from '../../lib/iso-time';
import { type PageWindow, totalColumn } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';

/*
 * A room's members (DECISIONS.md): a class room, the users linked to the class (its teachers and
 * students); a unit's staff room, its Diretor, Coordenadores and Professores.
 */

const STAFF = [PROFILE.DIRETOR, PROFILE.COORDENADOR, PROFILE.PROFESSOR];

/** The rooms the viewer belongs to, as a condition on `cht_sala`. */
function memberOf(db: Tx, v: Viewer): SQL | undefined {
  const classes = db.select({ id: bseUsuarioTurma.codBseTurma }).from(bseUsuarioTurma).where(eq(bseUsuarioTurma.codBseUsuario, v.userId));
  const ofClass = inArray(chtSala.codBseTurma, classes);
  return v.codBseUnidade !== null && (STAFF as number[]).includes(v.profile)
    ? or(ofClass, eq(chtSala.codBseUnidade, v.codBseUnidade))
    : ofClass;
}

/** `listarSalas`: the viewer's rooms with their last message and the messages of others not yet read. */
export function roomsOf(db: Tx, v: Viewer) {
  const last = db
    .select({ txtMensagem: chtMensagem.txtMensagem, datCriacao: chtMensagem.datCriacao })
    .from(chtMensagem)
    .where(eq(chtMensagem.codChtSala, chtSala.codChtSala))
    .orderBy(desc(chtMensagem.codChtMensagem))
    .limit(1)
    .as('last');
  const unread = db
    .select({ n: sql`count(*)` })
    .from(chtMensagem)
    .where(
      and(
        eq(chtMensagem.codChtSala, chtSala.codChtSala),
        ne(chtMensagem.codUsuarioCriacao, v.userId),
        sql`${chtMensagem.codChtMensagem} > coalesce(${chtLeitura.codUltimaMensagem}, 0)`,
      ),
    );
  return db
    .select({
      codChtSala: chtSala.codChtSala,
      nomSala: sql<string>`coalesce(${bseTurma.nomTurma}, 'Equipe - ' || ${bseUnidade.nomUnidade})`.as('nomSala'),
      tipo: sql<'turma' | 'equipe'>`case when ${chtSala.codBseTurma} is null then 'equipe' else 'turma' end`,
      ultimaMensagem: last.txtMensagem,
      datUltimaMensagem: nullableIsoTime(last.datCriacao),
      naoLidas: sql<number>`(${unread})::integer`,
    })
    .from(chtSala)
    .leftJoin(bseTurma, eq(bseTurma.codBseTurma, chtSala.codBseTurma))
    .leftJoin(bseUnidade, eq(bseUnidade.codBseUnidade, chtSala.codBseUnidade))
    .leftJoin(chtLeitura, and(eq(chtLeitura.codChtSala, chtSala.codChtSala), eq(chtLeitura.codBseUsuario, v.userId)))
    .leftJoinLateral(last, sql`true`)
    .where(memberOf(db, v))
    .orderBy((room) => [sql`${last.datCriacao} desc nulls last`, room.nomSala]);
}

/** The ids of the viewer's rooms (the socket joins them on connecting). */
export async function roomIdsOf(db: Tx, v: Viewer): Promise<number[]> {
  const rows = await db.select({ id: chtSala.codChtSala }).from(chtSala).where(memberOf(db, v));
  return rows.map((row) => row.id);
}

/**
 * The caller's current room, as the chat screen opens it: the room of their current class (the session's
 * `indAtual`, else their first class by name, as `getMeusDados` picks it), else their unit's staff room;
 * `undefined` for a user of no room (Master, Gestor, Assistente).
 */
export async function currentRoomOf(db: Tx, v: Viewer): Promise<number | undefined> {
  const [row] = await db
    .select({ id: chtSala.codChtSala })
    .from(chtSala)
    .leftJoin(bseTurma, eq(bseTurma.codBseTurma, chtSala.codBseTurma))
    .leftJoin(bseUsuarioTurma, and(eq(bseUsuarioTurma.codBseTurma, chtSala.codBseTurma), eq(bseUsuarioTurma.codBseUsuario, v.userId)))
    .where(memberOf(db, v))
    .orderBy(
      sql`(${bseUsuarioTurma.indAtual} = 'S') desc nulls last`,
      sql`(${chtSala.codBseTurma} is null)`,
      asc(bseTurma.nomTurma),
      asc(bseTurma.codBseTurma),
      asc(chtSala.codChtSala),
    )
    .limit(1);
  return row?.id;
}

export async function isMember(db: Tx, v: Viewer, roomId: number): Promise<boolean> {
  const rows = await db
    .select({ id: chtSala.codChtSala })
    .from(chtSala)
    .where(and(eq(chtSala.codChtSala, roomId), memberOf(db, v)));
  return rows.length > 0;
}

/** `listarUsuariosSala`: the room's members by name. */
export function membersOf(db: Tx, roomId: number) {
  const ofClass = db
    .select({ id: bseUsuarioTurma.codBseUsuario })
    .from(bseUsuarioTurma)
    .where(eq(bseUsuarioTurma.codBseTurma, chtSala.codBseTurma));
  return db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      nomUsuario: bseUsuario.nomUsuario,
      cstLogin: bseUsuario.cstLogin,
      codBsePerfil: bseUsuario.codBsePerfil,
    })
    .from(chtSala)
    .innerJoin(
      bseUsuario,
      and(
        eq(bseUsuario.indAtivo, 'S'),
        or(
          inArray(bseUsuario.codBseUsuario, ofClass),
          and(eq(bseUsuario.codBseUnidade, chtSala.codBseUnidade), inArray(bseUsuario.codBsePerfil, STAFF)),
        ),
      ),
    )
    .where(eq(chtSala.codChtSala, roomId))
    .orderBy(asc(bseUsuario.nomUsuario), asc(bseUsuario.codBseUsuario));
}

/** A message as the chat shows it to `v` (`proprio`: the viewer wrote it). */
const messageColumns = (v: Viewer) => ({
  codChtMensagem: chtMensagem.codChtMensagem,
  codChtSala: chtMensagem.codChtSala,
  txtMensagem: chtMensagem.txtMensagem,
  codUsuarioCriacao: chtMensagem.codUsuarioCriacao,
  nomUsuario: bseUsuario.nomUsuario,
  cstLogin: bseUsuario.cstLogin,
  datCriacao: isoTime(chtMensagem.datCriacao),
  proprio: sql<boolean>`${chtMensagem.codUsuarioCriacao} = ${v.userId}`,
});

/** The room's newest `limit` messages before `before` (all when absent), oldest first. */
export async function messagesOf(db: Tx, v: Viewer, roomId: number, before: number | undefined, limit: number) {
  const rows = await db
    .select(messageColumns(v))
    .from(chtMensagem)
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, chtMensagem.codUsuarioCriacao))
    .where(and(eq(chtMensagem.codChtSala, roomId), before ? lt(chtMensagem.codChtMensagem, before) : undefined))
    .orderBy(desc(chtMensagem.codChtMensagem))
    .limit(limit);
  return rows.reverse();
}

/** A page of the room's messages, newest first, with the total (one statement). */
export function messagePage(db: Tx, v: Viewer, roomId: number, window: PageWindow) {
  return db
    .select({ ...messageColumns(v), total: totalColumn })
    .from(chtMensagem)
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, chtMensagem.codUsuarioCriacao))
    .where(eq(chtMensagem.codChtSala, roomId))
    .orderBy(desc(chtMensagem.codChtMensagem))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countMessages(db: Tx, roomId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chtMensagem).where(eq(chtMensagem.codChtSala, roomId));
  return row?.n ?? 0;
}

/** A message of a room the viewer belongs to. */
export async function findMessage(db: Tx, v: Viewer, id: number) {
  const [row] = await db
    .select(messageColumns(v))
    .from(chtMensagem)
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, chtMensagem.codUsuarioCriacao))
    .innerJoin(chtSala, eq(chtSala.codChtSala, chtMensagem.codChtSala))
    .where(and(eq(chtMensagem.codChtMensagem, id), memberOf(db, v)));
  return row;
}

export async function insertMessage(db: Tx, authorId: number, roomId: number, text: string): Promise<number> {
  const [row] = await db
    .insert(chtMensagem)
    .values({ codChtSala: roomId, txtMensagem: text, codUsuarioCriacao: authorId })
    .returning({ id: chtMensagem.codChtMensagem });
  return row!.id;
}

export async function deleteMessage(db: Tx, id: number): Promise<void> {
  await db.delete(chtMensagem).where(eq(chtMensagem.codChtMensagem, id));
}

/** Everything up to the room's last message is read (the unread count goes back to 0). */
export async function markRead(db: Tx, userId: number, roomId: number): Promise<void> {
  const upTo = db
    .select({
      codChtSala: sql<number>`${roomId}`.as('codChtSala'),
      codBseUsuario: sql<number>`${userId}`.as('codBseUsuario'),
      codUltimaMensagem: sql<number>`coalesce(max(${chtMensagem.codChtMensagem}), 0)`.as('codUltimaMensagem'),
    })
    .from(chtMensagem)
    .where(eq(chtMensagem.codChtSala, roomId));
  await db
    .insert(chtLeitura)
    .select(upTo)
    .onConflictDoUpdate({
      target: [chtLeitura.codChtSala, chtLeitura.codBseUsuario],
      set: {
        codUltimaMensagem: sql`greatest(${chtLeitura.codUltimaMensagem}, excluded.${sql.identifier(chtLeitura.codUltimaMensagem.name)})`,
      },
    });
}
