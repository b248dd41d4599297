import { z } from 'zod';
import { idField, idText } from '../common/ids';
import { PageQuery, pageOf } from '../common/pagination';

/*
 * The chat (3-reports-communication.md §2 "Chat", §5, §7; DECISIONS.md "Scoping rules"): a room per class
 * (its teachers and students) and a staff room per unit (its Diretor, Coordenadores and Professores).
 */

export const CHAT_MESSAGE_MAX = 250;
/** Older messages come this many at a time as the user scrolls up. */
export const CHAT_PAGE_SIZE = 30;

/** The emoticon shortcuts of §2, turned into emoji when a message is stored. */
export const EMOTICONS: readonly [string, string][] = [
  ['</3', '💔'],
  ['<3', '❤️'],
  [':D', '😄'],
  [':)', '🙂'],
  [':(', '🙁'],
  ['-_-', '😴'],
];

export function withEmoji(text: string): string {
  return EMOTICONS.reduce((out, [shortcut, emoji]) => out.split(shortcut).join(emoji), text);
}

/** The room list's preview (§2): 13 characters and '...' when the message is longer than 16. */
export function messagePreview(text: string): string {
  return text.length > 16 ? `${text.slice(0, 13)}...` : text;
}

export const ChatRoomDto = z
  .object({
    codChtSala: z.number().int(),
    nomSala: z.string(),
    tipo: z.enum(['turma', 'equipe']),
    ultimaMensagem: z.string().nullable(),
    datUltimaMensagem: z.string().nullable(),
    naoLidas: z.number().int(),
  })
  .meta({ id: 'ChatRoomDto' });
export type ChatRoomDto = z.infer<typeof ChatRoomDto>;

/** A room's member (§3 "Room user"); `online`: connected to the chat now, on any server process. */
export const ChatMemberDto = z
  .object({
    codBseUsuario: z.number().int(),
    nomUsuario: z.string(),
    cstLogin: z.string(),
    codBsePerfil: z.number().int(),
    online: z.boolean(),
  })
  .meta({ id: 'ChatMemberDto' });
export type ChatMemberDto = z.infer<typeof ChatMemberDto>;

export const ChatMessageDto = z
  .object({
    codChtMensagem: z.number().int(),
    codChtSala: z.number().int(),
    txtMensagem: z.string(),
    codUsuarioCriacao: z.number().int(),
    nomUsuario: z.string(),
    cstLogin: z.string(),
    datCriacao: z.string(),
    proprio: z.boolean(),
  })
  .meta({ id: 'ChatMessageDto' });
export type ChatMessageDto = z.infer<typeof ChatMessageDto>;

/** A message's text (§5, §9): not blank, at most 250 characters; the REST body and the socket's event alike. */
export const chatMessageText = () =>
  z
    .string({ error: 'chatMessageInvalid' })
    .trim()
    .min(1, { error: 'chatMessageInvalid' })
    .max(CHAT_MESSAGE_MAX, { error: 'chatMessageInvalid' });

export const ChatMessageBody = z.object({ codChtSala: idField(), txtMensagem: chatMessageText() }).meta({ id: 'ChatMessageBody' });
export type ChatMessageBody = z.infer<typeof ChatMessageBody>;

/** The documented `listarMinhasMensagens/x` without a room: a server page of the caller's current room, newest first. */
export const ChatMessagePage = pageOf(ChatMessageDto).meta({ id: 'ChatMessagePage' });
export type ChatMessagePage = z.infer<typeof ChatMessagePage>;

/**
 * `?codChtSala=&antesDe=`: the room's newest messages, or those before a message (scrolling up): the
 * screen's query, answered as an array. Without `codChtSala` (the documents' call: `x` names no room) the
 * caller's current room (DECISIONS.md "Chat rooms"), answered as a page (`page`, `pageSize`).
 */
export const ChatMessageQuery = z.object({
  codChtSala: idText().optional(),
  antesDe: idText().optional(),
  page: PageQuery.shape.page,
  pageSize: PageQuery.shape.pageSize,
});
export type ChatMessageQuery = z.infer<typeof ChatMessageQuery>;

/** `?codChtSala=`: that room; without it (the documents' call), the caller's current room. */
export const ChatRoomQuery = z.object({ codChtSala: idText().optional() });
export const ChatRoomParam = z.object({ codChtSala: idText() });
export const ChatMessageParam = z.object({ codChtMensagem: idText() });
