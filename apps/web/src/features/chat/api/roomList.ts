import type { ChatMessageDto, ChatRoomDto } from '@portal/shared/chat';

/** The server's order: the room with the latest message first, rooms without messages last, then by name. */
export function sortRooms(rooms: ChatRoomDto[]): ChatRoomDto[] {
  return [...rooms].sort(
    (a, b) => (b.datUltimaMensagem ?? '').localeCompare(a.datUltimaMensagem ?? '') || a.nomSala.localeCompare(b.nomSala, 'pt'),
  );
}

/**
 * A message arrived live: its room shows it as the last message and, unless the room is open or the
 * message is the user's own, counts one more unread (the server counts the same way).
 */
export function roomsWithMessage(rooms: ChatRoomDto[], message: ChatMessageDto, openRoom: number | null): ChatRoomDto[] {
  return sortRooms(
    rooms.map((room) => {
      if (room.codChtSala !== message.codChtSala) return room;
      const latest = !room.datUltimaMensagem || message.datCriacao >= room.datUltimaMensagem;
      const unread = message.proprio || room.codChtSala === openRoom ? room.naoLidas : room.naoLidas + 1;
      return latest
        ? { ...room, ultimaMensagem: message.txtMensagem, datUltimaMensagem: message.datCriacao, naoLidas: unread }
        : { ...room, naoLidas: unread };
    }),
  );
}

/** The room was opened (its newest page loaded, or marked read): nothing unread. */
export function roomsRead(rooms: ChatRoomDto[], roomId: number): ChatRoomDto[] {
  return rooms.map((room) => (room.codChtSala === roomId && room.naoLidas !== 0 ? { ...room, naoLidas: 0 } : room));
}
