import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { asyncStdoutLog } from './lib/log-destination';
import { openServerOps } from './ops/ops-server';
import { DEMO_USERS } from './seed/demo';
import { seedAtStart } from './seed/start';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const config = loadConfig();
// The control channel of `npm run backup` / `npm run restore` (ops/ops-channel.ts), taken before the
// database opens: the server does not start while a backup or a restore holds it.
const ops = await openServerOps(config.dataDir, { embedded: !config.databaseUrl }).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata') });
ops.serveDatabase(database);
// The demo network (SEED_DEMO), and on its first start a term of history (seed/demo-history); else the reference data.
const history = await seedAtStart(database.db, config);

const log = asyncStdoutLog(config.logFormat);
const app = await buildApp({
  ...config,
  db: database.db,
  databaseKind: database.kind,
  logger: { level: config.logLevel, stream: log.stream },
});
if (history) app.log.info({ ms: history.ms }, 'demo history seeded (first start)');

// A crash still writes what was queued, then the error itself, before the process leaves.
const crash = (error: unknown) => {
  app.log.fatal({ err: error }, 'crashed');
  process.exitCode = 1;
  // Leaves once the log is written, or after 5 s whatever happens to the writes.
  setTimeout(() => process.exit(1), 5_000);
  void log.flush().finally(() => process.exit(1));
};
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

/** How long the requests in flight may take to finish after SIGTERM before the process leaves anyway. */
const SHUTDOWN_GRACE_MS = 30_000;
let closing = false;
/**
 * SIGTERM (a restart, a deploy) or SIGINT: new connections are refused and requests arriving on open
 * ones get 503, the requests in flight finish (a bulk creation commits whole or not at all, in its
 * transaction), chat clients are told to reconnect (to another process behind the proxy, or to this one
 * once it is back), then the database closes and the process exits.
 */
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing: finishing the requests in flight');
  setTimeout(() => {
    app.log.error('closing took too long: leaving with requests unfinished');
    void log.flush().finally(() => process.exit(1));
  }, SHUTDOWN_GRACE_MS).unref();
  // A keep-alive connection whose request ends during the close would otherwise stay open until its
  // timeout (72 s): each one is closed as soon as it is idle.
  setInterval(() => app.server.closeIdleConnections(), 100).unref();
  void (async () => {
    await app.close();
    await database.close();
    await ops.close();
    app.log.info('closed');
    await log.close();
    process.exit(0);
  })();
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// The port really taken (PORT=0 asks the system for a free one: the multi-process tests do).
const { port } = app.server.address() as AddressInfo;
// The banner comes last, once: the lines logged while starting are written before it.
await log.flush();
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${path.join(config.dataDir, 'pgdata')}`;
console.log(`\nPortal Escolar: http://localhost:${port}  (banco: ${where})`);
if (!config.webDistDir) console.log('Aviso: apps/web/dist não existe; rode `npm run build` para servir o site.');
if (config.seedDemo) {
  console.log('Acessos de demonstração:');
  for (const u of DEMO_USERS) console.log(`  ${u.login}  ${u.password.padEnd(13)} ${u.name}${u.active === false ? ' (desativado)' : ''}`);
}
