import {
  CHAT_PAGE_SIZE,
  type ChatMemberDto,
  type ChatMessageBody,
  type ChatMessageDto,
  type ChatMessagePage,
  type ChatMessageQuery,
  type ChatRoomDto,
  withEmoji,
} from '@portal/shared/chat';
import type { Db } from '../../db/client';
import { AppError, invalidField, mustFind, notFound } from '../../lib/app-error';
import { pageResult, pageWindow, toPage } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import * as repo from './chat.repository';

/** §8: deleting another's message answers 410 'Sem permissão.'. */
const noPermission = () => new AppError(410, 'CONFLICT', 'chatNoPermission');

export const listRooms = (db: Db, v: Viewer): Promise<ChatRoomDto[]> => repo.roomsOf(db, v);
export const roomIdsOf = (db: Db, v: Viewer): Promise<number[]> => repo.roomIdsOf(db, v);

async function mustBeMember(db: Db, v: Viewer, roomId: number): Promise<void> {
  if (!(await repo.isMember(db, v, roomId))) throw notFound();
}

/** Who of a room is connected to the chat now (the socket's presence, on every process). */
export type Presence = (roomId: number) => Promise<number[]>;

/**
 * `listarUsuariosSala`: the room's members by name, each `online` or not (§3 "Room user"). Without a room
 * (the documents' `x`) the caller's current room; none for a user of no room.
 */
export async function listMembers(db: Db, v: Viewer, roomIdAsked: number | undefined, presence: Presence): Promise<ChatMemberDto[]> {
  let roomId = roomIdAsked;
  if (roomId === undefined) {
    roomId = await repo.currentRoomOf(db, v);
    if (roomId === undefined) return [];
  } else await mustBeMember(db, v, roomId);
  const [members, online] = await Promise.all([repo.membersOf(db, roomId), presence(roomId)]);
  const connected = new Set(online);
  return members.map((member) => ({ ...member, online: connected.has(member.codBseUsuario) }));
}

/** The newest messages of a room (or older ones while scrolling up), the screen's array; opening a room marks it read. */
export async function listMessages(
  db: Db,
  v: Viewer,
  query: { codChtSala: number; antesDe?: number | undefined },
): Promise<ChatMessageDto[]> {
  await mustBeMember(db, v, query.codChtSala);
  const messages = await repo.messagesOf(db, v, query.codChtSala, query.antesDe, CHAT_PAGE_SIZE);
  if (!query.antesDe) await repo.markRead(db, v.userId, query.codChtSala);
  return messages;
}

/**
 * The documents' `listarMinhasMensagens/x` (no room named): the route's answer, the screen's array when
 * the query names a room, else a page of the caller's current room, newest first; its first page opens
 * the room (marks it read) as the screen's newest messages do.
 */
export async function listMessagesAsked(db: Db, v: Viewer, query: ChatMessageQuery): Promise<ChatMessageDto[] | ChatMessagePage> {
  if (query.codChtSala !== undefined) return listMessages(db, v, { codChtSala: query.codChtSala, antesDe: query.antesDe });
  if (query.antesDe !== undefined) throw invalidField('antesDe', 'chatRoomRequired');
  const roomId = await repo.currentRoomOf(db, v);
  if (roomId === undefined) return toPage([], 0, query);
  const rows = await repo.messagePage(db, v, roomId, pageWindow(query));
  const page = await pageResult(rows, query, () => repo.countMessages(db, roomId));
  if (query.page === 1) await repo.markRead(db, v.userId, roomId);
  return page;
}

export const getMessage = (db: Db, v: Viewer, id: number): Promise<ChatMessageDto> => mustFind(repo.findMessage(db, v, id));

/** The server decides the author (the session) and checks the room; the emoticons become emoji. */
export async function sendMessage(db: Db, v: Viewer, body: ChatMessageBody): Promise<ChatMessageDto> {
  await mustBeMember(db, v, body.codChtSala);
  const id = await repo.insertMessage(db, v.userId, body.codChtSala, withEmoji(body.txtMensagem));
  return mustFind(repo.findMessage(db, v, id));
}

export async function removeMessage(db: Db, v: Viewer, id: number): Promise<ChatMessageDto> {
  const message = await mustFind(repo.findMessage(db, v, id));
  if (!message.proprio) throw noPermission();
  await repo.deleteMessage(db, id);
  return message;
}

export async function readRoom(db: Db, v: Viewer, roomId: number): Promise<void> {
  await mustBeMember(db, v, roomId);
  await repo.markRead(db, v.userId, roomId);
}
