/**
 * The baseline: a bare Fastify 5 server with one JSON route and nothing else (no plugins,
 * no logger, no database). Started by bench/run.ts as a child process, on PORT.
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, message: 'hello', n: 42 }));

const shutdown = async (): Promise<void> => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port, host });
console.log(`bare fastify: http://${host}:${port}/bare`);
