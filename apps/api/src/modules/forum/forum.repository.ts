import type { PostDto, RoomDto, TopicDto } from '@portal/shared/forum';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { PageWindow } from '../../lib/pagination';
import { containsPattern, searchKey } from '../../lib/search';
import { rowsOf } from '../../lib/sql';
import type { Viewer } from '../../lib/viewer';
import { mayDelete, topicVisible } from './forum.visibility';

/** Aliases: r room, t topic, p post, a author. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const author = (
  v: Viewer,
  created: SQL,
) => sql`a.cod_bse_usuario as "codUsuarioCriacao", a.nom_usuario as "nomUsuario", a.cst_login as "cstLogin",
  case when a.img_avatar is null then null else '/uploads/' || a.img_avatar end as "imgAvatar", a.cod_bse_perfil as "codBsePerfil",
  ${iso(created)} as "datCriacao", ${mayDelete(v, 'a')} as "permitirExcluir"`;

export function listRooms(db: Tx) {
  return rowsOf<RoomDto>(db, sql`select cod_frm_sala as "codFrmSala", nom_sala as "nomSala" from frm_sala order by cod_frm_sala`);
}

export async function findRoom(db: Tx, id: number, lock = false): Promise<RoomDto | undefined> {
  const [row] = await rowsOf<RoomDto>(
    db,
    sql`select cod_frm_sala as "codFrmSala", nom_sala as "nomSala" from frm_sala where cod_frm_sala = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

export async function insertRoom(db: Tx, name: string, creatorId: number): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into frm_sala (nom_sala, cod_usuario_criacao) values (${name}, ${creatorId}) returning cod_frm_sala as id`,
  );
  return row!.id;
}

export async function updateRoom(db: Tx, id: number, name: string): Promise<boolean> {
  const rows = await rowsOf(db, sql`update frm_sala set nom_sala = ${name} where cod_frm_sala = ${id} returning cod_frm_sala`);
  return rows.length > 0;
}

export async function deleteRoom(db: Tx, id: number): Promise<boolean> {
  const rows = await rowsOf(db, sql`delete from frm_sala where cod_frm_sala = ${id} returning cod_frm_sala`);
  return rows.length > 0;
}

const topicColumns = (v: Viewer) => sql`t.cod_frm_topico as "codFrmTopico", t.cod_frm_sala as "codFrmSala", t.txt_topico as "txtTopico",
  t.dsc_topico as "dscTopico", t.ind_fechado as "indFechado",
  (select count(*) from frm_postagem p where p.cod_frm_topico = t.cod_frm_topico)::integer as "quantidadeRespostas",
  ${author(v, sql`t.dat_criacao`)}`;
const TOPICS = sql`from frm_topico t join bse_usuario a on a.cod_bse_usuario = t.cod_usuario_criacao`;

/** The room's topics the viewer sees, the title searched (accents and case ignored). */
const roomTopics = (v: Viewer, roomId: number, q: string | undefined) =>
  sql`t.cod_frm_sala = ${roomId} and ${topicVisible(v, 'a')} ${q ? sql`and ${searchKey(sql`t.txt_topico`)} like ${containsPattern(q)}` : sql``}`;

/** `topicosDaSala`: the room's topics the viewer sees, newest first, the title searched. */
export function topicPage(db: Tx, v: Viewer, roomId: number, q: string | undefined, window: PageWindow) {
  return rowsOf<TopicDto & { total: number }>(
    db,
    sql`select ${topicColumns(v)}, count(*) over ()::integer as total ${TOPICS}
      where ${roomTopics(v, roomId, q)}
      order by t.dat_criacao desc, t.cod_frm_topico desc limit ${window.limit} offset ${window.offset}`,
  );
}

export async function countTopics(db: Tx, v: Viewer, roomId: number, q: string | undefined): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::integer as n ${TOPICS} where ${roomTopics(v, roomId, q)}`);
  return row!.n;
}

/** A topic the viewer sees (undefined otherwise); `lock` for a change. */
export async function findTopic(db: Tx, v: Viewer, id: number, lock = false): Promise<TopicDto | undefined> {
  const [row] = await rowsOf<TopicDto>(
    db,
    sql`select ${topicColumns(v)} ${TOPICS} where t.cod_frm_topico = ${id} and ${topicVisible(v, 'a')} ${lock ? sql`for update of t` : sql``}`,
  );
  return row;
}

/** Another open topic of a Master in the room (the closing rule of §4). */
export async function otherOpenMasterTopic(db: Tx, roomId: number, exceptId: number): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from frm_topico t join bse_usuario a on a.cod_bse_usuario = t.cod_usuario_criacao
      where t.cod_frm_sala = ${roomId} and t.cod_frm_topico <> ${exceptId} and t.ind_fechado = 'N' and a.cod_bse_perfil = 1 limit 1`,
  );
  return rows.length > 0;
}

export async function insertTopic(db: Tx, creatorId: number, body: { codFrmSala: number; txtTopico: string; dscTopico: string }) {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into frm_topico (cod_frm_sala, txt_topico, dsc_topico, cod_usuario_criacao)
      values (${body.codFrmSala}, ${body.txtTopico}, ${body.dscTopico}, ${creatorId}) returning cod_frm_topico as id`,
  );
  return row!.id;
}

export async function updateTopic(db: Tx, id: number, body: { txtTopico: string; dscTopico: string; indFechado: 'S' | 'N' }) {
  await db.execute(
    sql`update frm_topico set txt_topico = ${body.txtTopico}, dsc_topico = ${body.dscTopico}, ind_fechado = ${body.indFechado}
      where cod_frm_topico = ${id}`,
  );
}

export async function deleteTopic(db: Tx, id: number) {
  await db.execute(sql`delete from frm_topico where cod_frm_topico = ${id}`);
}

const postColumns = (
  v: Viewer,
) => sql`p.cod_frm_postagem as "codFrmPostagem", p.cod_frm_topico as "codFrmTopico", p.txt_postagem as "txtPostagem",
  ${author(v, sql`p.dat_criacao`)}`;
const POSTS = sql`from frm_postagem p join bse_usuario a on a.cod_bse_usuario = p.cod_usuario_criacao`;

/** `postagensDoTopico`: a visible topic's posts, oldest first (a conversation reads down). */
export function postPage(db: Tx, v: Viewer, topicId: number, window: PageWindow) {
  return rowsOf<PostDto & { total: number }>(
    db,
    sql`select ${postColumns(v)}, count(*) over ()::integer as total ${POSTS}
      where p.cod_frm_topico = ${topicId} order by p.dat_criacao, p.cod_frm_postagem limit ${window.limit} offset ${window.offset}`,
  );
}

export async function countPosts(db: Tx, topicId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::integer as n from frm_postagem where cod_frm_topico = ${topicId}`);
  return row!.n;
}

/** A post of a topic the viewer sees (undefined otherwise). */
export async function findPost(db: Tx, v: Viewer, id: number, lock = false): Promise<PostDto | undefined> {
  const [row] = await rowsOf<PostDto>(
    db,
    sql`select ${postColumns(v)} ${POSTS}
      join frm_topico t on t.cod_frm_topico = p.cod_frm_topico join bse_usuario ta on ta.cod_bse_usuario = t.cod_usuario_criacao
      where p.cod_frm_postagem = ${id} and ${topicVisible(v, 'ta')} ${lock ? sql`for update of p` : sql``}`,
  );
  return row;
}

export async function insertPost(db: Tx, creatorId: number, body: { codFrmTopico: number; txtPostagem: string }) {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into frm_postagem (cod_frm_topico, txt_postagem, cod_usuario_criacao)
      values (${body.codFrmTopico}, ${body.txtPostagem}, ${creatorId}) returning cod_frm_postagem as id`,
  );
  return row!.id;
}

export async function updatePost(db: Tx, id: number, text: string) {
  await db.execute(sql`update frm_postagem set txt_postagem = ${text} where cod_frm_postagem = ${id}`);
}

export async function deletePost(db: Tx, id: number) {
  await db.execute(sql`delete from frm_postagem where cod_frm_postagem = ${id}`);
}
