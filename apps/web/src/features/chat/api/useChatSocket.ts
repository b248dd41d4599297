import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ChatMessageDto } from '@portal/shared/chat';
import { type ChatAck, type ChatClientToServerEvents, CHAT_NAMESPACE, type ChatServerToClientEvents } from '@portal/shared/chat/events';
import type { ErrorBody } from '@portal/shared/common/errors';
import { isErrorBody } from '../../../app/api/client';
import { getToken } from '../../../app/session/storage';

type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/**
 * - `connecting`: the first connection is on its way;
 * - `online`: connected;
 * - `reconnecting`: the connection was lost, socket.io tries again (its default policy);
 * - `closed`: the server closed it or refused it (`error` says why): no new attempt.
 */
export type ChatSocketStatus = 'connecting' | 'online' | 'reconnecting' | 'closed';

export interface ChatSocketEvents {
  onMessage: (message: ChatMessageDto) => void;
  onDeleted: (deleted: { sala: number; codChtMensagem: number }) => void;
  onSync: (sync: { sala: number; mensagens: ChatMessageDto[] }) => void;
  /** Connected again after a loss: what happened meanwhile is to be asked for. */
  onReconnected: () => void;
  /** The server closed the socket or refused it: the session may have ended. */
  onClosed: () => void;
  /** A new presence list on the same connection: the user's rooms changed (a class given or taken away). */
  onRoomsChanged: () => void;
}

const ACK_TIMEOUT_MS = 10_000;

/**
 * The chat's socket for the screen's lifetime (3-reports-communication.md §7): connects to `/chat` with
 * the access token on mount, leaves on unmount; keeps who is online among the user's rooms.
 */
export function useChatSocket(events: ChatSocketEvents) {
  const socketRef = useRef<ChatSocket | null>(null);
  const [status, setStatus] = useState<ChatSocketStatus>('connecting');
  const [error, setError] = useState<ErrorBody | undefined>();
  const [online, setOnline] = useState<ReadonlySet<number>>(() => new Set());

  const onMessage = useEffectEvent(events.onMessage);
  const onDeleted = useEffectEvent(events.onDeleted);
  const onSync = useEffectEvent(events.onSync);
  const onReconnected = useEffectEvent(events.onReconnected);
  const onClosed = useEffectEvent(events.onClosed);
  const onRoomsChanged = useEffectEvent(events.onRoomsChanged);

  useEffect(() => {
    // The token is read at each attempt: a reconnection carries the session's current one.
    const socket: ChatSocket = io(CHAT_NAMESPACE, { auth: (give) => give({ token: getToken() }), transports: ['websocket'] });
    socketRef.current = socket;
    let connectedBefore = false;
    /** The connection's presence list came: another one means the rooms changed. */
    let listed = false;

    socket.on('connect', () => {
      setStatus('online');
      setError(undefined);
      if (connectedBefore) onReconnected();
      connectedBefore = true;
    });
    socket.on('disconnect', (reason) => {
      listed = false;
      setOnline(new Set());
      // The server's own disconnection (the user deactivated, the session ended): no reconnection.
      if (reason === 'io server disconnect') {
        setStatus('closed');
        onClosed();
      } else if (socket.active) {
        setStatus('reconnecting');
      }
    });
    socket.on('connect_error', (failure: Error & { data?: unknown }) => {
      if (socket.active) return setStatus(connectedBefore ? 'reconnecting' : 'connecting');
      // Refused at the handshake (the token no longer holds): said in the server's words.
      setStatus('closed');
      setError(isErrorBody(failure.data) ? failure.data : undefined);
      onClosed();
    });
    socket.on('getUsersInChat', ({ usuarios }) => {
      setOnline(new Set(usuarios));
      if (listed) onRoomsChanged();
      listed = true;
    });
    socket.on('userConnectedOnServer', ({ codBseUsuario }) => setOnline((ids) => new Set(ids).add(codBseUsuario)));
    socket.on('userDisconnectedOnServer', ({ codBseUsuario }) =>
      setOnline((ids) => {
        const next = new Set(ids);
        next.delete(codBseUsuario);
        return next;
      }),
    );
    socket.on('chatToClient', (message) => onMessage(message));
    socket.on('messageDeletedOnServer', (deleted) => onDeleted(deleted));
    socket.on('syncMessages', (sync) => onSync(sync));

    return () => {
      socketRef.current = null;
      socket.emit('disconnectFromServer');
      socket.disconnect();
    };
  }, []);

  /** Sends over the socket; undefined when it is not connected (the caller then uses the REST call). */
  const send = (sala: number, conteudo: string, author: { login: string; nome: string }): Promise<ChatAck<ChatMessageDto>> | undefined => {
    const socket = socketRef.current;
    if (!socket?.connected) return undefined;
    return socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('chatToServer', { sala, conteudo, login: author.login, nome: author.nome, horario: new Date().toISOString() });
  };

  /** Asks the room's newest messages again (answered by `syncMessages`). */
  const requestSync = (sala: number) => socketRef.current?.emit('requestSyncMessages', { sala });

  return { status, error, online, send, requestSync };
}
