/**
 * The chat's baseline: a bare socket.io server on a bare HTTP server (no Fastify, no token, no
 * database), with the product's namespace and event names. A socket names its rooms in its `auth`
 * payload; `chatToServer` is acknowledged and sent to the room (every socket of it, the sender's too),
 * as the product does after storing the message. With REDIS_URL, the same Redis adapter.
 * Started by bench/chat.ts as a child process, on PORT.
 */
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';

const http = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
});
const io = new Server(http, { serveClient: false });
if (process.env.REDIS_URL) {
  const pub = new Redis(process.env.REDIS_URL);
  const sub = pub.duplicate();
  io.adapter(createAdapter(pub, sub, { key: process.env.REDIS_PREFIX ?? 'bench-bare' }));
}

let nextId = 1;
io.of('/chat').on('connection', (socket) => {
  const rooms = (socket.handshake.auth as { rooms?: number[] }).rooms ?? [];
  void socket.join(rooms.map((room) => `sala:${room}`));
  socket.on('chatToServer', (payload: { sala: number; conteudo: string }, ack?: (answer: unknown) => void) => {
    const message = {
      codChtMensagem: nextId++,
      codChtSala: payload.sala,
      txtMensagem: payload.conteudo,
      datCriacao: new Date().toISOString(),
    };
    ack?.({ ok: true, data: message });
    io.of('/chat').to(`sala:${payload.sala}`).emit('chatToClient', message);
  });
});

const shutdown = (): void => {
  void io.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

http.listen(port, host, () => console.log(`bare socket.io: http://${host}:${port}`));
