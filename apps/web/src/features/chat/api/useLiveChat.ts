import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessageDto } from '@portal/shared/chat';
import { ApiError } from '../../../app/api/client';
import { chatKeys, postMessage, refetchRooms, setMessages, setRooms, useMarkRead } from './chat';
import { type MessageList, withMessage, withNewest, withoutMessage } from './messageList';
import { roomsRead, roomsWithMessage } from './roomList';
import { useChatSocket } from './useChatSocket';

/**
 * The socket's events in the screen's cache: a message goes into its room's conversation (if loaded)
 * and the room list (one more unread unless `openRoom` shows it; the open room stays read on the
 * server too); a deleted message leaves both; presence comes as it is.
 */
export function useLiveChat(openRoom: number | null, me: { login: string; nome: string }) {
  const queryClient = useQueryClient();
  const markRead = useMarkRead();

  const received = (message: ChatMessageDto) => {
    setMessages(queryClient, message.codChtSala, (list) => withMessage(list, message));
    setRooms(queryClient, (rooms) => roomsWithMessage(rooms, message, openRoom));
  };

  const socket = useChatSocket({
    onMessage: (message) => {
      received(message);
      if (message.codChtSala === openRoom && !message.proprio) markRead.mutate(message.codChtSala);
    },
    onDeleted: ({ sala, codChtMensagem }) => {
      setMessages(queryClient, sala, (list) => withoutMessage(list, codChtMensagem));
      // The room's last message and unread count may have been that one: the server's figures again.
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
    },
    onSync: ({ sala, mensagens }) => {
      // The server counted the room read when it answered.
      queryClient.setQueryData<MessageList>(chatKeys.messages(sala), (list) => withNewest(list, mensagens));
      setRooms(queryClient, (rooms) => roomsRead(rooms, sala));
    },
    onReconnected: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
      if (openRoom !== null) socket.requestSync(openRoom);
    },
    onClosed: () => refetchRooms(queryClient),
    onRoomsChanged: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
      void queryClient.invalidateQueries({ queryKey: chatKeys.allMembers });
    },
  });

  /** Sends over the socket (REST while it is not connected); a refusal throws the server's ApiError. */
  const send = async (room: number, text: string): Promise<ChatMessageDto> => {
    const viaSocket = socket.send(room, text, me);
    let message: ChatMessageDto;
    if (viaSocket) {
      const answer = await viaSocket;
      if (!answer.ok) throw new ApiError(answer.error);
      message = answer.data;
    } else {
      message = await postMessage(room, text);
    }
    received(message);
    return message;
  };

  return { status: socket.status, error: socket.error, online: socket.online, send };
}
