import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_USERS, seedDemo } from './seed/demo';
import { seedReference } from './seed/reference';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata') });
if (config.seedDemo) await seedDemo(database.db, config.uploadsDir);
else await seedReference(database.db, config.uploadsDir);

const app = await buildApp({ ...config, db: database.db, logger: { level: config.logLevel } });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
// The port really taken (PORT=0 asks the system for a free one: the multi-process tests do).
const { port } = app.server.address() as AddressInfo;
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${path.join(config.dataDir, 'pgdata')}`;
console.log(`\nPortal Escolar: http://localhost:${port}  (banco: ${where})`);
if (!config.webDistDir) console.log('Aviso: apps/web/dist não existe; rode `npm run build` para servir o site.');
if (config.seedDemo) {
  console.log('Acessos de demonstração:');
  for (const u of DEMO_USERS) console.log(`  ${u.login}  ${u.password.padEnd(13)} ${u.name}${u.active === false ? ' (desativado)' : ''}`);
}
