import { PROFILE } from '@portal/shared/common/profiles';
import type { ChatMemberDto, ChatMessageDto, ChatRoomDto } from '@portal/shared/chat';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../lib/sql';
import type { Viewer } from '../../lib/viewer';

/*
 * Aliases: s room, m message, u user. A room's members (DECISIONS.md): a class room, the users linked
 * to the class (its teachers and students); a unit's staff room, its Diretor, Coordenadores and Professores.
 */

const STAFF = sql`(${PROFILE.DIRETOR}, ${PROFILE.COORDENADOR}, ${PROFILE.PROFESSOR})`;

/** The rooms the viewer belongs to, as a condition on `s`. */
function memberOf(v: Viewer): SQL {
  const staff =
    v.codBseUnidade !== null && [PROFILE.DIRETOR, PROFILE.COORDENADOR, PROFILE.PROFESSOR].includes(v.profile as 3 | 4 | 5)
      ? sql`or s.cod_bse_unidade = ${v.codBseUnidade}`
      : sql``;
  return sql`(s.cod_bse_turma in (select ut.cod_bse_turma from bse_usuario_turma ut where ut.cod_bse_usuario = ${v.userId}) ${staff})`;
}

const roomName = sql`coalesce((select t.nom_turma from bse_turma t where t.cod_bse_turma = s.cod_bse_turma),
  'Equipe - ' || (select un.nom_unidade from bse_unidade un where un.cod_bse_unidade = s.cod_bse_unidade))`;
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `listarSalas`: the viewer's rooms with their last message and the messages of others not yet read. */
export function roomsOf(db: Tx, v: Viewer) {
  return rowsOf<ChatRoomDto>(
    db,
    sql`select s.cod_cht_sala as "codChtSala", ${roomName} as "nomSala",
        case when s.cod_bse_turma is null then 'equipe' else 'turma' end as tipo,
        last.txt_mensagem as "ultimaMensagem", ${iso(sql`last.dat_criacao`)} as "datUltimaMensagem",
        (select count(*) from cht_mensagem m where m.cod_cht_sala = s.cod_cht_sala and m.cod_usuario_criacao <> ${v.userId}
          and m.cod_cht_mensagem > coalesce((select l.cod_ultima_mensagem from cht_leitura l
            where l.cod_cht_sala = s.cod_cht_sala and l.cod_bse_usuario = ${v.userId}), 0))::integer as "naoLidas"
      from cht_sala s
      left join lateral (select m.txt_mensagem, m.dat_criacao from cht_mensagem m where m.cod_cht_sala = s.cod_cht_sala
        order by m.cod_cht_mensagem desc limit 1) last on true
      where ${memberOf(v)}
      order by last.dat_criacao desc nulls last, "nomSala"`,
  );
}

/** The ids of the viewer's rooms (the socket joins them on connecting). */
export async function roomIdsOf(db: Tx, v: Viewer): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(db, sql`select s.cod_cht_sala as id from cht_sala s where ${memberOf(v)}`);
  return rows.map((row) => row.id);
}

export async function isMember(db: Tx, v: Viewer, roomId: number): Promise<boolean> {
  return (await rowsOf(db, sql`select 1 from cht_sala s where s.cod_cht_sala = ${roomId} and ${memberOf(v)}`)).length > 0;
}

/** `listarUsuariosSala`: the room's members by name. */
export function membersOf(db: Tx, roomId: number) {
  return rowsOf<ChatMemberDto>(
    db,
    sql`select u.cod_bse_usuario as "codBseUsuario", u.nom_usuario as "nomUsuario", u.cst_login as "cstLogin", u.cod_bse_perfil as "codBsePerfil"
      from cht_sala s join bse_usuario u on u.ind_ativo = 'S' and (
        u.cod_bse_usuario in (select ut.cod_bse_usuario from bse_usuario_turma ut where ut.cod_bse_turma = s.cod_bse_turma)
        or (u.cod_bse_unidade = s.cod_bse_unidade and u.cod_bse_perfil in ${STAFF}))
      where s.cod_cht_sala = ${roomId}
      order by u.nom_usuario, u.cod_bse_usuario`,
  );
}

const messageColumns = (
  v: Viewer,
) => sql`m.cod_cht_mensagem as "codChtMensagem", m.cod_cht_sala as "codChtSala", m.txt_mensagem as "txtMensagem",
  m.cod_usuario_criacao as "codUsuarioCriacao", u.nom_usuario as "nomUsuario", u.cst_login as "cstLogin",
  ${iso(sql`m.dat_criacao`)} as "datCriacao", m.cod_usuario_criacao = ${v.userId} as proprio`;

/** The room's newest `limit` messages before `before` (all when absent), oldest first. */
export async function messagesOf(db: Tx, v: Viewer, roomId: number, before: number | undefined, limit: number) {
  const rows = await rowsOf<ChatMessageDto>(
    db,
    sql`select ${messageColumns(v)} from cht_mensagem m join bse_usuario u on u.cod_bse_usuario = m.cod_usuario_criacao
      where m.cod_cht_sala = ${roomId} ${before ? sql`and m.cod_cht_mensagem < ${before}` : sql``}
      order by m.cod_cht_mensagem desc limit ${limit}`,
  );
  return rows.reverse();
}

/** A message of a room the viewer belongs to. */
export async function findMessage(db: Tx, v: Viewer, id: number): Promise<ChatMessageDto | undefined> {
  const [row] = await rowsOf<ChatMessageDto>(
    db,
    sql`select ${messageColumns(v)} from cht_mensagem m join bse_usuario u on u.cod_bse_usuario = m.cod_usuario_criacao
      join cht_sala s on s.cod_cht_sala = m.cod_cht_sala where m.cod_cht_mensagem = ${id} and ${memberOf(v)}`,
  );
  return row;
}

export async function insertMessage(db: Tx, authorId: number, roomId: number, text: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into cht_mensagem (cod_cht_sala, txt_mensagem, cod_usuario_criacao) values (${roomId}, ${text}, ${authorId})
      returning cod_cht_mensagem as id`,
  );
  return row!.id;
}

export async function deleteMessage(db: Tx, id: number): Promise<void> {
  await db.execute(sql`delete from cht_mensagem where cod_cht_mensagem = ${id}`);
}

/** Everything up to the room's last message is read (the unread count goes back to 0). */
export async function markRead(db: Tx, userId: number, roomId: number): Promise<void> {
  await db.execute(
    sql`insert into cht_leitura (cod_cht_sala, cod_bse_usuario, cod_ultima_mensagem)
      select ${roomId}, ${userId}, coalesce(max(cod_cht_mensagem), 0) from cht_mensagem where cod_cht_sala = ${roomId}
      on conflict (cod_cht_sala, cod_bse_usuario) do update set cod_ultima_mensagem = greatest(cht_leitura.cod_ultima_mensagem, excluded.cod_ultima_mensagem)`,
  );
}
