import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { testAppOptions, throwawayDatabase, urlOf } from '../test/build-app';
import { bseUsuario } from '../db/schema';

/**
 * Two API instances on ONE database, as two server processes would be: each has its own session
 * cache and its own listener (a dedicated connection, to PostgreSQL with TEST_DATABASE_URL, else to
 * the one PGlite worker both share). A change made through one must be refused by the other at once.
 */
interface Pair {
  a: FastifyInstance;
  b: FastifyInstance;
  close(): Promise<void>;
}

async function twoInstances(): Promise<Pair> {
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-uploads-'));
  const jwtSecret = randomBytes(32).toString('hex');
  // The run's template, already seeded with the demo network (its uploads are not read here).
  const { database: first, drop } = await throwawayDatabase();
  // On PostgreSQL a second pool on the same database, as a second process would have; PGlite's one worker is shared.
  const second = first.kind === 'postgres' ? await openDatabase({ url: urlOf(first.db) }) : first;
  const databases = [first, second];
  const build = (database: Database) => buildApp({ ...testAppOptions(database, uploadsDir), jwtSecret });
  const a = await build(first);
  const b = await build(second);
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      for (const database of new Set(databases)) await database.close();
      await drop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

let pair: Pair;
beforeAll(async () => {
  pair = await twoInstances();
});
afterAll(() => pair.close());

async function login(app: FastifyInstance, username: string, password: string): Promise<{ token: string; sessionId: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  expect(res.statusCode).toBe(202);
  const token = res.json<{ access_token: string }>().access_token;
  return { token, sessionId: app.jwt.decode<{ jti: string }>(token)?.jti ?? '' };
}

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/bse_usuario/getMeusDados/x', headers: { authorization: `Bearer ${token}` } });

const userIdOf = async (app: FastifyInstance, login: string): Promise<number> => {
  const [row] = await app.db.select({ id: bseUsuario.codBseUsuario }).from(bseUsuario).where(eq(bseUsuario.cstLogin, login));
  if (!row) throw new Error(`no user ${login}`);
  return row.id;
};

describe('session cache across two instances', () => {
  it('keeps a session in each instance once checked, and answers from it', async () => {
    const { token, sessionId } = await login(pair.a, 'AUCE-0003', 'Prof@2026');
    expect(pair.b.sessionCache.get(sessionId)).toBeUndefined();
    expect((await me(pair.b, token)).statusCode).toBe(200);
    expect(pair.b.sessionCache.get(sessionId)).toMatchObject({ codBsePerfil: 5, revoked: false, indAtivo: 'S' });
    expect((await me(pair.b, token)).json()).toMatchObject({ cstLogin: 'AUCE-0003' });
  });

  it('a logout on one instance is refused by the other on its very next request', async () => {
    const { token, sessionId } = await login(pair.a, 'AUCE-0001', 'Diretor@2026');
    const other = await login(pair.a, 'AUCE-0001', 'Diretor@2026');
    expect((await me(pair.a, token)).statusCode).toBe(200);
    expect((await me(pair.b, token)).statusCode).toBe(200);
    expect((await me(pair.b, other.token)).statusCode).toBe(200);
    const seenByB = pair.b.sessionCache.receipt(`s:${sessionId}`);

    const out = await pair.a.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(200);
    // The instance that logged out: at once (its answer waited for its own listener).
    expect((await me(pair.a, token)).statusCode).toBe(401);
    // The other instance: as soon as the database's notification has reached it.
    await seenByB;
    const refused = await me(pair.b, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Sessão expirou.' });
    // The same user's other session stays good on both.
    expect((await me(pair.b, other.token)).statusCode).toBe(200);
    expect((await me(pair.a, other.token)).statusCode).toBe(200);
  });

  it('a password change on one instance ends the old token on the other', async () => {
    const userId = await userIdOf(pair.a, 'HOSU-0003');
    const { token } = await login(pair.a, 'HOSU-0003', 'Aluno@2026');
    expect((await me(pair.b, token)).statusCode).toBe(200);
    const seenByB = pair.b.sessionCache.receipt(`u:${userId}`);
    const changed = await pair.a.inject({
      method: 'POST',
      url: '/api/bse_usuario/changePassword',
      headers: { authorization: `Bearer ${token}` },
      payload: { actualPassword: 'Aluno@2026', newPassword: 'Outra@2026', confirmPassword: 'Outra@2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(pair.a, token)).statusCode).toBe(401);
    await seenByB;
    expect((await me(pair.b, token)).statusCode).toBe(401);
  });

  it('a deactivation by staff on one instance ends the user’s sessions on the other', async () => {
    const userId = await userIdOf(pair.a, 'AUCE-0004');
    const student = await login(pair.b, 'AUCE-0004', 'Aluno@2026');
    const director = await login(pair.a, 'AUCE-0001', 'Diretor@2026');
    expect((await me(pair.b, student.token)).statusCode).toBe(200);
    expect((await me(pair.a, student.token)).statusCode).toBe(200);
    const seenByB = pair.b.sessionCache.receipt(`u:${userId}`);
    const off = await pair.a.inject({
      method: 'PUT',
      url: `/api/bse_usuario/ativo/${userId}`,
      headers: { authorization: `Bearer ${director.token}` },
      payload: { indAtivo: 'N' },
    });
    expect(off.statusCode).toBe(200);
    expect((await me(pair.a, student.token)).statusCode).toBe(401);
    await seenByB;
    expect((await me(pair.b, student.token)).statusCode).toBe(401);
  });

  it('a profile change made by any SQL reaches both caches (the trigger, not the code path, notifies)', async () => {
    const userId = await userIdOf(pair.a, 'HOSU-0002');
    const { token, sessionId } = await login(pair.a, 'HOSU-0002', 'Prof@2026');
    expect((await me(pair.a, token)).statusCode).toBe(200);
    expect((await me(pair.b, token)).statusCode).toBe(200);
    expect(pair.b.sessionCache.get(sessionId)?.codBsePerfil).toBe(5);
    const seenByA = pair.a.sessionCache.receipt(`u:${userId}`);
    const seenByB = pair.b.sessionCache.receipt(`u:${userId}`);
    await pair.a.db.execute(sql`update bse_usuario set cod_bse_perfil = 4 where cod_bse_usuario = ${userId}`);
    await Promise.all([seenByA, seenByB]);
    expect(pair.a.sessionCache.get(sessionId)).toBeUndefined();
    expect(pair.b.sessionCache.get(sessionId)).toBeUndefined();
    expect((await me(pair.b, token)).json()).toMatchObject({ codBsePerfil: 4 });
    expect(pair.b.sessionCache.get(sessionId)?.codBsePerfil).toBe(4);
  });
});
