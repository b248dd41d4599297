import {
  CHAT_PAGE_SIZE,
  type ChatMemberDto,
  type ChatMessageBody,
  type ChatMessageDto,
  type ChatMessageQuery,
  type ChatRoomDto,
  withEmoji,
} from '@portal/shared/chat';
import type { Db } from '../../db/client';
import { AppError, mustFind, notFound } from '../../lib/app-error';
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

/** `listarUsuariosSala`: the room's members by name, each `online` or not (§3 "Room user"). */
export async function listMembers(db: Db, v: Viewer, roomId: number, presence: Presence): Promise<ChatMemberDto[]> {
  await mustBeMember(db, v, roomId);
  const [members, online] = await Promise.all([repo.membersOf(db, roomId), presence(roomId)]);
  const connected = new Set(online);
  return members.map((member) => ({ ...member, online: connected.has(member.codBseUsuario) }));
}

/** The newest messages of a room (or older ones while scrolling up); opening a room marks it read. */
export async function listMessages(db: Db, v: Viewer, query: ChatMessageQuery): Promise<ChatMessageDto[]> {
  await mustBeMember(db, v, query.codChtSala);
  const messages = await repo.messagesOf(db, v, query.codChtSala, query.antesDe, CHAT_PAGE_SIZE);
  if (!query.antesDe) await repo.markRead(db, v.userId, query.codChtSala);
  return messages;
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
