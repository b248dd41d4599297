import { z } from 'zod';
import type { ErrorBody } from '../common/errors';
import { idField } from '../common/ids';
import { type ChatMessageDto, chatMessageText } from './chat.schemas';

/*
 * The chat's realtime contract (3-reports-communication.md §7 "Chat"): a socket.io namespace with the
 * documents' event names. The server takes the author from the session and checks the room; of what
 * `chatToServer` carries it reads only the room (`sala`) and the text (`conteudo`).
 */

export const CHAT_NAMESPACE = '/chat';

/** A message sent over the socket. `login`, `nome` and `horario` are the documents' fields; the server ignores them. */
export const ChatToServerPayload = z.object({
  sala: idField(),
  conteudo: chatMessageText(),
  login: z.string().optional(),
  nome: z.string().optional(),
  horario: z.string().optional(),
});
export type ChatToServerPayload = z.input<typeof ChatToServerPayload>;

export const ChatRoomRequest = z.object({ sala: idField() });
export type ChatRoomRequest = z.input<typeof ChatRoomRequest>;

/** The answer to an event that asked for one: what it produced, or the API's own error body. */
export type ChatAck<T> = { ok: true; data: T } | { ok: false; error: ErrorBody };

export interface ChatClientToServerEvents {
  chatToServer: (payload: ChatToServerPayload, ack?: (answer: ChatAck<ChatMessageDto>) => void) => void;
  /** The room's newest messages (answered by `syncMessages`); the room counts as read. */
  requestSyncMessages: (payload: ChatRoomRequest, ack?: (answer: ChatAck<ChatMessageDto[]>) => void) => void;
  disconnectFromServer: () => void;
}

export interface ChatServerToClientEvents {
  /** A member of one of the user's rooms came online (on any server process). */
  userConnectedOnServer: (user: { codBseUsuario: number }) => void;
  /** A member's last socket went away. */
  userDisconnectedOnServer: (user: { codBseUsuario: number }) => void;
  /** On connecting, and again when the user's rooms change (a new class): who of the user's rooms is online now. */
  getUsersInChat: (online: { usuarios: number[] }) => void;
  syncMessages: (sync: { sala: number; mensagens: ChatMessageDto[] }) => void;
  /** A new message of one of the user's rooms (`proprio` set for each recipient). */
  chatToClient: (message: ChatMessageDto) => void;
  /** Not in the documents: a message its author deleted disappears from every screen. */
  messageDeletedOnServer: (deleted: { sala: number; codChtMensagem: number }) => void;
}
