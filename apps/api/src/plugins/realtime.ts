import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server } from 'socket.io';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server on this process's HTTP server (the chat's namespace is modules/chat/chat.socket.ts). */
    io: Server;
  }
}

/** A chat message is 250 characters: nothing a client sends needs more than this. */
const MAX_SOCKET_MESSAGE_BYTES = 16 * 1024;

/**
 * socket.io on the HTTP server, at `/socket.io/`. With `REDIS_URL` the Redis adapter carries every
 * broadcast (and `fetchSockets`, which presence uses) to the other server processes; without it the
 * process is alone. On closing, this process's sockets are told to go (a client reconnects to
 * another process) before the HTTP server stops.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string; redisPrefix?: string }) => {
    const io = new Server(app.server, { serveClient: false, maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES });
    const redisClients: { quit: () => Promise<unknown> }[] = [];
    if (opts.redisUrl) {
      const pub = createClient({ url: opts.redisUrl });
      const sub = pub.duplicate();
      for (const client of [pub, sub]) client.on('error', (error: unknown) => app.log.error({ err: error }, 'redis'));
      await Promise.all([pub.connect(), sub.connect()]);
      io.adapter(createAdapter(pub, sub, { key: opts.redisPrefix ?? 'portal-escolar' }));
      redisClients.push(pub, sub);
    }
    app.decorate('io', io);

    app.addHook('preClose', async () => {
      for (const namespace of io._nsps.values()) namespace.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    });
  },
  { name: 'realtime' },
);
