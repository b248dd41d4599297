/**
 * The database baseline: a bare Fastify 5 server (no plugins, no logger, no session check) whose
 * routes run the SAME SQL as the product's signed-in reads, through the same driver and the same
 * repository functions (prepared statements included), and answer with `JSON.stringify`. What the
 * product adds on top of it is its plugin chain, the token check, and its serializers.
 *
 * Started by bench/run.ts on PORT, on DATABASE_URL (the product's own PostgreSQL database) or, for
 * PGlite, on its own embedded database in DATA_DIR (a PGlite directory has one process), seeded
 * with the same demo network.
 */
import path from 'node:path';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { findClassInScope } from '../apps/api/src/modules/organisation/class.repository';
import { findAccount } from '../apps/api/src/modules/users/account.repository';
import { listUsers } from '../apps/api/src/modules/users/user.repository';
import { bseUsuario } from '../apps/api/src/db/schema';
import { type SessionUser, viewerOfSession } from '../apps/api/src/lib/viewer';
import { seedDemo } from '../apps/api/src/seed/demo';

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.DATA_DIR ?? '';
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : path.join(dataDir, 'pgdata'),
});
const db = database.db;
if (!process.env.DATABASE_URL) await seedDemo(db, path.join(dataDir, 'uploads'));

async function sessionOf(login: string): Promise<SessionUser> {
  const [user] = await db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      codBsePerfil: bseUsuario.codBsePerfil,
      codBseEscola: bseUsuario.codBseEscola,
      codBseUnidade: bseUsuario.codBseUnidade,
    })
    .from(bseUsuario)
    .where(eq(bseUsuario.cstLogin, login));
  if (!user) throw new Error(`no user ${login}`);
  return { ...user, sessionId: '', expiresAt: new Date() };
}
const professor = await sessionOf('AUCE-0003');
const director = await sessionOf('AUCE-0001');

const app = Fastify({ logger: false });
app.get('/bare-db/me', async () => findAccount(db, professor.codBseUsuario));
app.get<{ Params: { id: string } }>('/bare-db/class/:id', async (request) =>
  findClassInScope(db, viewerOfSession(professor), Number(request.params.id)),
);
app.get('/bare-db/users', async () => {
  const page = await listUsers(db, viewerOfSession(director), director.codBsePerfil, {
    codBsePerfil: 6,
    sort: 'nomUsuario',
    page: 1,
    pageSize: 10,
  });
  return page;
});

const shutdown = async (): Promise<void> => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port, host });
console.log(`bare fastify + database: http://${host}:${port}/bare-db/me`);
