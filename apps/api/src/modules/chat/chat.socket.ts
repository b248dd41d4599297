import { can } from '@portal/shared/permissions';
import type { ChatMessageDto } from '@portal/shared/chat';
import {
  type ChatAck,
  type ChatClientToServerEvents,
  CHAT_NAMESPACE,
  ChatRoomRequest,
  type ChatServerToClientEvents,
  ChatToServerPayload,
} from '@portal/shared/chat/events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Namespace, Socket } from 'socket.io';
import { ZodError } from 'zod';
import { AppError, forbidden, unauthenticated } from '../../lib/app-error';
import { type SessionUser, type Viewer, viewerOfSession } from '../../lib/viewer';
import { errorBodyOf } from '../../plugins/errors';
import { type ChatFlood, type ChatFloodPolicy, chatFlood } from './chat.flood';
import * as chat from './chat.service';

/** What the server keeps of a chat socket: who it is (from the token, never from what the client sends) and its rooms. */
interface ChatSocketData {
  token: string;
  session: SessionUser;
  viewer: Viewer;
  rooms: number[];
}

type ChatNamespace = Namespace<ChatClientToServerEvents, ChatServerToClientEvents, Record<string, never>, ChatSocketData>;
type ChatSocket = Socket<ChatClientToServerEvents, ChatServerToClientEvents, Record<string, never>, ChatSocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the chat's sockets (on every process, through the adapter) what the REST routes changed. */
    chatHub: {
      published(message: ChatMessageDto): void;
      deleted(message: ChatMessageDto): void;
      /** The users connected to one room now (`listarUsuariosSala`'s `online`). */
      onlineIn: (roomId: number) => Promise<number[]>;
    };
    /** The chat's flood limits per user, shared by the REST routes and the socket (and by every process through Redis). */
    chatFlood: ChatFlood;
  }
}

const roomKey = (roomId: number) => `sala:${roomId}`;
const userKey = (userId: number) => `u:${userId}`;

/** The access token: socket.io's `auth` payload (a browser cannot set a WebSocket's headers), or an Authorization header. */
function tokenOf(socket: ChatSocket): string | undefined {
  const auth: unknown = socket.handshake.auth;
  if (typeof auth === 'object' && auth !== null && 'token' in auth && typeof auth.token === 'string') return auth.token;
  const header = socket.handshake.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * The chat's realtime half on the `/chat` namespace (3-reports-communication.md §7): the token is
 * checked at the handshake as every route checks it; each socket joins its user's rooms, and the
 * server sends each message to its room on every process. A socket whose session ends (logout,
 * deactivation, password change: the database's notifications) is disconnected at once; one whose
 * token expires, when it does.
 */
export const chatSocket = fp(
  async (app: FastifyInstance, opts: { flood?: Partial<ChatFloodPolicy> }) => {
    // The server is shared by namespaces; this one's events are typed by the shared contract.
    const nsp = app.io.of(CHAT_NAMESPACE) as unknown as ChatNamespace;
    const flood = chatFlood({ redis: app.redis, prefix: app.redisPrefix, policy: opts.flood });
    app.decorate('chatFlood', flood);

    nsp.use((socket, next) => {
      const token = tokenOf(socket);
      const connect = async () => {
        if (!token) throw unauthenticated();
        const session = await app.sessionOfToken(token);
        if (!can(session.codBsePerfil, 'chat:use')) throw forbidden();
        const viewer = viewerOfSession(session);
        socket.data = { token, session, viewer, rooms: await chat.roomIdsOf(app.db, viewer) };
      };
      connect().then(
        () => next(),
        (error: unknown) => next(Object.assign(new Error('unauthorized'), { data: errorBodyOf(error) })),
      );
    });

    /** Online users among `rooms`, on every process. */
    const onlineIn = async (rooms: number[]): Promise<number[]> => {
      if (rooms.length === 0) return [];
      const sockets = await nsp.in(rooms.map(roomKey)).fetchSockets();
      return [...new Set(sockets.map((s) => s.data.viewer.userId))];
    };

    /** Runs an event's work and answers its acknowledgement, if the client asked for one. */
    const answer = <T>(ack: unknown, work: () => Promise<T>) => {
      const reply = typeof ack === 'function' ? (ack as (answer: ChatAck<T>) => void) : undefined;
      work().then(
        (data) => reply?.({ ok: true, data }),
        (error: unknown) => {
          if (!(error instanceof AppError) && !(error instanceof ZodError)) {
            app.log.error({ err: error }, 'chat event failed');
          }
          reply?.({ ok: false, error: errorBodyOf(error) });
        },
      );
    };

    nsp.on('connection', (socket: ChatSocket) => {
      // Read from socket.data at each event: a recheck (below) may have changed the viewer and the rooms.
      const { viewer, rooms, session } = socket.data;
      const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, session.expiresAt.getTime() - Date.now()));
      expiry.unref();

      socket.on('chatToServer', (payload, ack) =>
        answer(ack, async () => {
          await flood.message(socket.data.viewer.userId);
          const { sala, conteudo } = ChatToServerPayload.parse(payload);
          const message = await chat.sendMessage(app.db, socket.data.viewer, { codChtSala: sala, txtMensagem: conteudo });
          app.chatHub.published(message);
          return message;
        }),
      );
      socket.on('requestSyncMessages', (payload, ack) =>
        answer(ack, async () => {
          await flood.sync(socket.data.viewer.userId);
          const { sala } = ChatRoomRequest.parse(payload);
          const mensagens = await chat.listMessages(app.db, socket.data.viewer, { codChtSala: sala });
          socket.emit('syncMessages', { sala, mensagens });
          return mensagens;
        }),
      );
      socket.on('disconnectFromServer', () => socket.disconnect(true));
      socket.on('disconnect', () => {
        clearTimeout(expiry);
        const left = socket.data.rooms;
        if (left.length === 0) return;
        void nsp
          .in(userKey(viewer.userId))
          .fetchSockets()
          .then((still) => {
            if (still.length === 0) nsp.to(left.map(roomKey)).emit('userDisconnectedOnServer', { codBseUsuario: viewer.userId });
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'chat presence'));
      });

      void socket.join([userKey(viewer.userId), ...rooms.map(roomKey)]);
      if (rooms.length > 0) socket.to(rooms.map(roomKey)).emit('userConnectedOnServer', { codBseUsuario: viewer.userId });
      onlineIn(rooms).then(
        (usuarios) => socket.emit('getUsersInChat', { usuarios }),
        (error: unknown) => app.log.warn({ err: error }, 'chat presence'),
      );
    });

    /**
     * The socket's session checked again (its token may no longer hold: gone) and its rooms read again
     * (its classes, unit or profile may have changed: it leaves the old rooms and joins the new ones).
     */
    const recheck = async (socket: ChatSocket) => {
      let session: SessionUser;
      try {
        session = await app.sessionOfToken(socket.data.token);
      } catch {
        socket.disconnect(true);
        return;
      }
      const viewer = viewerOfSession(session);
      const rooms = await chat.roomIdsOf(app.db, viewer);
      const before = socket.data.rooms;
      socket.data = { ...socket.data, session, viewer, rooms };
      if (rooms.length === before.length && rooms.every((room) => before.includes(room))) return;
      for (const room of before) if (!rooms.includes(room)) void socket.leave(roomKey(room));
      void socket.join(rooms.map(roomKey));
      // The client learns its rooms changed (and who is online in them) by a new presence list.
      socket.emit('getUsersInChat', { usuarios: await onlineIn(rooms) });
    };

    // The database tells every process when a user's rights (`u:`), a session (`s:`), a user's classes
    // (`r:`, migration 0023) or the profiles (`*`) change: this process's sockets concerned are checked again.
    const stopWatching = app.sessionCache.onNotice((payload) => {
      const kind = payload.slice(0, 2);
      if (payload !== '*' && kind !== 'u:' && kind !== 's:' && kind !== 'r:') return;
      const id = payload.slice(2);
      for (const socket of nsp.sockets.values()) {
        const { session } = socket.data;
        const concerned =
          payload === '*' ||
          ((kind === 'u:' || kind === 'r:') && String(session.codBseUsuario) === id) ||
          (kind === 's:' && session.sessionId === id);
        if (concerned) recheck(socket).catch((error: unknown) => app.log.warn({ err: error }, 'chat recheck'));
      }
    });
    app.addHook('onClose', async () => stopWatching());

    app.decorate('chatHub', {
      published(message: ChatMessageDto) {
        const author = userKey(message.codUsuarioCriacao);
        nsp
          .to(roomKey(message.codChtSala))
          .except(author)
          .emit('chatToClient', { ...message, proprio: false });
        nsp.to(author).emit('chatToClient', { ...message, proprio: true });
      },
      deleted(message: ChatMessageDto) {
        nsp
          .to(roomKey(message.codChtSala))
          .emit('messageDeletedOnServer', { sala: message.codChtSala, codChtMensagem: message.codChtMensagem });
      },
      onlineIn: (roomId: number) => onlineIn([roomId]),
    });
  },
  { name: 'chat-socket', dependencies: ['realtime', 'auth', 'redis'] },
);
