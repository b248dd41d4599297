import { OkAnswer } from '@portal/shared/common/answers';
import { ChatMemberDto, ChatMessageDto, ChatRoomDto } from '@portal/shared/chat';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';
import { type MessageList, oldestId, withNewest, withOlder } from './messageList';
import { roomsRead } from './roomList';

export const chatKeys = {
  all: ['cht'] as const,
  rooms: ['cht', 'rooms'] as const,
  allMembers: ['cht', 'members'] as const,
  members: (room: number) => ['cht', 'members', room] as const,
  messages: (room: number) => ['cht', 'messages', room] as const,
};

const Rooms = z.array(ChatRoomDto);
const Members = z.array(ChatMemberDto);
const Messages = z.array(ChatMessageDto);

const messagesPath = (room: number, before?: number) =>
  `/api/cht_mensagem/listarMinhasMensagens/x?${new URLSearchParams({ codChtSala: String(room), ...(before ? { antesDe: String(before) } : {}) }).toString()}`;

/** GET listarSalas: the user's rooms with their last message and unread count. */
export function useRooms() {
  return useQuery({
    queryKey: chatKeys.rooms,
    queryFn: ({ signal }) => apiRequest('/api/cht_usuario_sala/listarSalas/x', { schema: Rooms, signal }),
  });
}

/** Asks for the rooms again, now: a socket the server closed learns here whether the session still holds (a 401 ends it). */
export function refetchRooms(queryClient: QueryClient): void {
  void queryClient.refetchQueries({ queryKey: chatKeys.rooms });
}

export function setRooms(queryClient: QueryClient, change: (rooms: ChatRoomDto[]) => ChatRoomDto[]): void {
  queryClient.setQueryData<ChatRoomDto[]>(chatKeys.rooms, (rooms) => rooms && change(rooms));
}

export function setMessages(queryClient: QueryClient, room: number, change: (list: MessageList) => MessageList): void {
  queryClient.setQueryData<MessageList>(chatKeys.messages(room), (list) => list && change(list));
}

/** GET listarUsuariosSala: the room's members. */
export function useMembers(room: number) {
  return useQuery({
    queryKey: chatKeys.members(room),
    queryFn: ({ signal }) => apiRequest(`/api/cht_usuario_sala/listarUsuariosSala/x?codChtSala=${room}`, { schema: Members, signal }),
  });
}

/**
 * The room's newest messages, asked each time the room is opened: the server then counts it read, and
 * so does the room list here. The older messages already loaded stay (withNewest).
 */
export function useMessages(room: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.messages(room),
    queryFn: async ({ signal }) => {
      const page = await apiRequest(messagesPath(room), { schema: Messages, signal });
      setRooms(queryClient, (rooms) => roomsRead(rooms, room));
      return withNewest(queryClient.getQueryData<MessageList>(chatKeys.messages(room)), page);
    },
    staleTime: 0,
  });
}

/** The 30 messages before the oldest loaded (scrolling up), put above them. */
export function useLoadOlder(room: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const before = oldestId(queryClient.getQueryData<MessageList>(chatKeys.messages(room)));
      return before ? apiRequest(messagesPath(room, before), { schema: Messages }) : [];
    },
    onSuccess: (page) => setMessages(queryClient, room, (list) => withOlder(list, page)),
  });
}

/** POST cht_mensagem: the REST way to send, while the socket is not connected. */
export const postMessage = (codChtSala: number, txtMensagem: string) =>
  apiRequest('/api/cht_mensagem', { method: 'POST', json: { codChtSala, txtMensagem }, schema: ChatMessageDto });

/** PUT lida: a message arrived in the open room, which stays read. */
export function useMarkRead() {
  return useMutation({
    mutationFn: (room: number) => apiRequest(`/api/cht_usuario_sala/lida/${room}`, { method: 'PUT', schema: OkAnswer }),
  });
}

/** DELETE cht_mensagem: one's own message (another's answers 410 'Sem permissão.'). */
export function useDeleteMessage() {
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/cht_mensagem/${id}`, { method: 'DELETE', schema: OkAnswer }),
  });
}
