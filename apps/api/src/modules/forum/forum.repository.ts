import { PROFILE } from '@portal/shared/common/profiles';
import { type SQLWrapper, and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { bseUsuario, frmPostagem, frmSala, frmTopico } from '../../db/schema';
import { isoTime } from '../../lib/iso-time';
import { type PageWindow, totalColumn } from '../../lib/pagination';
import { searchAny } from '../../lib/search';
import type { Viewer } from '../../lib/viewer';
import { mayDelete, topicVisible } from './forum.policy';

/** The author of a topic or a post, and (for a post) the author of its topic, who decides who sees it. */
const author = alias(bseUsuario, 'a');
const topicAuthor = alias(bseUsuario, 'ta');

/** An author as the lists show them (the shared `Author` fields), with what the viewer may do. */
const authorColumns = (v: Viewer, created: SQLWrapper) => ({
  codUsuarioCriacao: author.codBseUsuario,
  nomUsuario: author.nomUsuario,
  cstLogin: author.cstLogin,
  imgAvatar: sql<string | null>`case when ${author.imgAvatar} is null then null else '/uploads/' || ${author.imgAvatar} end`,
  codBsePerfil: author.codBsePerfil,
  datCriacao: isoTime(created),
  permitirExcluir: mayDelete(v, author),
});

// ---------------------------------------------------------------- rooms

const roomColumns = { codFrmSala: frmSala.codFrmSala, nomSala: frmSala.nomSala, codUsuarioCriacao: frmSala.codUsuarioCriacao };

export function listRooms(db: Tx) {
  return db.select(roomColumns).from(frmSala).orderBy(asc(frmSala.codFrmSala));
}

export async function findRoom(db: Tx, id: number, lock = false) {
  const query = db.select(roomColumns).from(frmSala).where(eq(frmSala.codFrmSala, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertRoom(db: Tx, name: string, creatorId: number): Promise<number> {
  const [row] = await db.insert(frmSala).values({ nomSala: name, codUsuarioCriacao: creatorId }).returning({ id: frmSala.codFrmSala });
  return row!.id;
}

export async function updateRoom(db: Tx, id: number, name: string): Promise<boolean> {
  const rows = await db.update(frmSala).set({ nomSala: name }).where(eq(frmSala.codFrmSala, id)).returning({ id: frmSala.codFrmSala });
  return rows.length > 0;
}

export async function deleteRoom(db: Tx, id: number): Promise<boolean> {
  const rows = await db.delete(frmSala).where(eq(frmSala.codFrmSala, id)).returning({ id: frmSala.codFrmSala });
  return rows.length > 0;
}

// ---------------------------------------------------------------- topics

const topicColumns = (db: Tx, v: Viewer) => ({
  codFrmTopico: frmTopico.codFrmTopico,
  codFrmSala: frmTopico.codFrmSala,
  txtTopico: frmTopico.txtTopico,
  dscTopico: frmTopico.dscTopico,
  indFechado: frmTopico.indFechado,
  indAtivo: sql<'S' | 'N'>`case when ${frmTopico.indFechado} = 'S' then 'N' else 'S' end`,
  quantidadeRespostas: db.$count(frmPostagem, eq(frmPostagem.codFrmTopico, frmTopico.codFrmTopico)),
  ...authorColumns(v, frmTopico.datCriacao),
});

/** The room's topics the viewer sees, the title searched (accents and case ignored). */
const roomTopics = (v: Viewer, roomId: number, q: string | undefined) =>
  and(eq(frmTopico.codFrmSala, roomId), topicVisible(v, author), searchAny(q, [frmTopico.txtTopico]));

/** `topicosDaSala`: the room's topics the viewer sees, newest first, the title searched. */
export function topicPage(db: Tx, v: Viewer, roomId: number, q: string | undefined, window: PageWindow) {
  return db
    .select({ ...topicColumns(db, v), total: totalColumn })
    .from(frmTopico)
    .innerJoin(author, eq(author.codBseUsuario, frmTopico.codUsuarioCriacao))
    .where(roomTopics(v, roomId, q))
    .orderBy(desc(frmTopico.datCriacao), desc(frmTopico.codFrmTopico))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countTopics(db: Tx, v: Viewer, roomId: number, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(frmTopico)
    .innerJoin(author, eq(author.codBseUsuario, frmTopico.codUsuarioCriacao))
    .where(roomTopics(v, roomId, q));
  return row!.n;
}

/** A topic the viewer sees (undefined otherwise); `lock` for a change. */
export async function findTopic(db: Tx, v: Viewer, id: number, lock = false) {
  const query = db
    .select(topicColumns(db, v))
    .from(frmTopico)
    .innerJoin(author, eq(author.codBseUsuario, frmTopico.codUsuarioCriacao))
    .where(and(eq(frmTopico.codFrmTopico, id), topicVisible(v, author)));
  const [row] = await (lock ? query.for('update', { of: frmTopico }) : query);
  return row;
}

/** Another open topic of a Master in the room (the closing rule of §4). */
export async function otherOpenMasterTopic(db: Tx, roomId: number, exceptId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(frmTopico)
    .innerJoin(author, eq(author.codBseUsuario, frmTopico.codUsuarioCriacao))
    .where(
      and(
        eq(frmTopico.codFrmSala, roomId),
        ne(frmTopico.codFrmTopico, exceptId),
        eq(frmTopico.indFechado, 'N'),
        eq(author.codBsePerfil, PROFILE.MASTER),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertTopic(db: Tx, creatorId: number, body: { codFrmSala: number; txtTopico: string; dscTopico: string }) {
  const [row] = await db
    .insert(frmTopico)
    .values({ codFrmSala: body.codFrmSala, txtTopico: body.txtTopico, dscTopico: body.dscTopico, codUsuarioCriacao: creatorId })
    .returning({ id: frmTopico.codFrmTopico });
  return row!.id;
}

export async function updateTopic(db: Tx, id: number, body: { txtTopico: string; dscTopico: string; indFechado: 'S' | 'N' }) {
  await db
    .update(frmTopico)
    .set({ txtTopico: body.txtTopico, dscTopico: body.dscTopico, indFechado: body.indFechado })
    .where(eq(frmTopico.codFrmTopico, id));
}

export async function deleteTopic(db: Tx, id: number) {
  await db.delete(frmTopico).where(eq(frmTopico.codFrmTopico, id));
}

// ---------------------------------------------------------------- posts

const postColumns = (v: Viewer) => ({
  codFrmPostagem: frmPostagem.codFrmPostagem,
  codFrmTopico: frmPostagem.codFrmTopico,
  txtPostagem: frmPostagem.txtPostagem,
  ...authorColumns(v, frmPostagem.datCriacao),
});

/** `postagensDoTopico`: a visible topic's posts, oldest first (a conversation reads down). */
export function postPage(db: Tx, v: Viewer, topicId: number, window: PageWindow) {
  return db
    .select({ ...postColumns(v), total: totalColumn })
    .from(frmPostagem)
    .innerJoin(author, eq(author.codBseUsuario, frmPostagem.codUsuarioCriacao))
    .where(eq(frmPostagem.codFrmTopico, topicId))
    .orderBy(asc(frmPostagem.datCriacao), asc(frmPostagem.codFrmPostagem))
    .limit(window.limit)
    .offset(window.offset);
}

export function countPosts(db: Tx, topicId: number): Promise<number> {
  return db.$count(frmPostagem, eq(frmPostagem.codFrmTopico, topicId));
}

/** A post of a topic the viewer sees (undefined otherwise). */
export async function findPost(db: Tx, v: Viewer, id: number, lock = false) {
  const query = db
    .select(postColumns(v))
    .from(frmPostagem)
    .innerJoin(author, eq(author.codBseUsuario, frmPostagem.codUsuarioCriacao))
    .innerJoin(frmTopico, eq(frmTopico.codFrmTopico, frmPostagem.codFrmTopico))
    .innerJoin(topicAuthor, eq(topicAuthor.codBseUsuario, frmTopico.codUsuarioCriacao))
    .where(and(eq(frmPostagem.codFrmPostagem, id), topicVisible(v, topicAuthor)));
  const [row] = await (lock ? query.for('update', { of: frmPostagem }) : query);
  return row;
}

export async function insertPost(db: Tx, creatorId: number, body: { codFrmTopico: number; txtPostagem: string }) {
  const [row] = await db
    .insert(frmPostagem)
    .values({ codFrmTopico: body.codFrmTopico, txtPostagem: body.txtPostagem, codUsuarioCriacao: creatorId })
    .returning({ id: frmPostagem.codFrmPostagem });
  return row!.id;
}

export async function updatePost(db: Tx, id: number, text: string) {
  await db.update(frmPostagem).set({ txtPostagem: text }).where(eq(frmPostagem.codFrmPostagem, id));
}

export async function deletePost(db: Tx, id: number) {
  await db.delete(frmPostagem).where(eq(frmPostagem.codFrmPostagem, id));
}
