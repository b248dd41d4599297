import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import { type Database, type Db, openDatabase } from '../db/client';
import { DEMO_GUARDIANS, DEMO_USERS } from '../seed/demo';
import { type DbTemplate, databaseUrl } from './template';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** A URL of the test's database for another process (PostgreSQL, or the PGlite worker's socket). */
  databaseUrl: string;
  uploadsDir: string;
  /** Signs in through the API and returns the bearer token. */
  login(login: string, password: string): Promise<string>;
  /** Raw SQL rows, for assertions on what the database holds. */
  rows<T>(query: SQL): Promise<T[]>;
  /** `app.inject` with the token's Authorization header. */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A new database on the PostgreSQL server of `serverUrl` (a copy of `template` when one is named), and its drop. */
async function newPostgresDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/**
 * A throwaway clone of the run's template database (template.ts, built once by global-setup.ts):
 * a PGlite in memory started from the template's dump, or `CREATE DATABASE ... TEMPLATE` on the PostgreSQL server of
 * TEST_DATABASE_URL. Either way already migrated and seeded with the demo network.
 */
export async function throwawayDatabase(
  template: DbTemplate = inject('dbTemplate'),
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || !template.postgresDatabase) {
    if (!template.pgliteDump) throw new Error('The template database is missing: run the API tests through vitest (global-setup.ts).');
    // In memory, from the template's dump: SQL runs as on the product's data directory on disk, without the copy.
    const database = await openDatabase({ fromDump: template.pgliteDump });
    return { database, drop: async () => {} };
  }
  const { url, drop } = await newPostgresDatabase(serverUrl, template.postgresDatabase);
  return { database: await openDatabase({ url }), drop };
}

/**
 * A database created from nothing, with the migrations of `migrationsFolder` (the product's by default) and no seed:
 * PGlite in memory from the run's dump of an empty database (template.ts), or a new database on TEST_DATABASE_URL's
 * server. Closed by the caller before `drop`.
 */
export async function emptyDatabase(migrationsFolder?: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ fromDump: inject('dbTemplate').pgliteEmptyDump, migrationsFolder });
    return { database, drop: async () => {} };
  }
  const { url, drop } = await newPostgresDatabase(serverUrl);
  return { database: await openDatabase({ url, migrationsFolder }), drop };
}

export function urlOf(db: Db): string {
  const { connectionString, host, port, user, database } = (db as unknown as { $client: pg.Pool }).$client.options;
  if (connectionString) return connectionString;
  return `postgresql://${user ?? 'postgres'}@${encodeURIComponent(host ?? '127.0.0.1')}:${port ?? 5432}/${database ?? 'postgres'}`;
}

/**
 * The options an app of the tests is built with: its own database and uploads, a new secret, the sign-in
 * limits the tests count on and no internet. The tests' own apps (buildTestApp, or one on a database made
 * otherwise) start from them.
 */
export function testAppOptions(database: Database, uploadsDir: string): AppOptions {
  return {
    db: database.db,
    databaseKind: database.kind,
    jwtSecret: randomBytes(32).toString('hex'),
    uploadsDir,
    brand: 'padrao',
    webDistDir: undefined,
    loginMaxFailures: 5,
    loginLockMinutes: 15,
    loginRatePerMinute: 10_000,
    // Tests never reach the internet: a closed loopback port unless a test starts its own provider.
    cepProviderUrl: 'http://127.0.0.1:9/ws/{cep}/json/',
  };
}

export async function buildTestApp(
  overrides: {
    loginMaxFailures?: number;
    loginRatePerMinute?: number;
    cepProviderUrl?: string;
    cepTimeoutMs?: number;
    trustProxy?: AppOptions['trustProxy'];
    publicUrl?: string;
    /** The Professor's days to change a roll (ATTENDANCE_EDIT_DAYS). */
    attendanceEditDays?: number;
    /** The app's log lines (JSON, level info), for the tests of the logs. */
    logStream?: NodeJS.WritableStream;
    /** The guardians' weekly e-mail (SMTP_URL: the test's own SMTP server). */
    smtpUrl?: string;
  } = {},
): Promise<TestApp> {
  const template = inject('dbTemplate');
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const uploadsDir = path.join(workDir, 'uploads');
  const [{ database, drop }] = await Promise.all([throwawayDatabase(template), cp(template.uploadsDir, uploadsDir, { recursive: true })]);
  const options = testAppOptions(database, uploadsDir);
  const app = await buildApp({
    ...options,
    loginMaxFailures: overrides.loginMaxFailures ?? options.loginMaxFailures,
    loginRatePerMinute: overrides.loginRatePerMinute ?? options.loginRatePerMinute,
    trustProxy: overrides.trustProxy,
    publicUrl: overrides.publicUrl,
    cepProviderUrl: overrides.cepProviderUrl ?? options.cepProviderUrl,
    cepTimeoutMs: overrides.cepTimeoutMs ?? 1000,
    attendanceEditDays: overrides.attendanceEditDays,
    smtpUrl: overrides.smtpUrl,
    logger: overrides.logStream ? { level: 'info', stream: overrides.logStream } : undefined,
  });
  return {
    app,
    db: database.db,
    databaseUrl: urlOf(database.db),
    uploadsDir,
    async login(login, password) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: login, password } });
      if (res.statusCode !== 202) throw new Error(`login ${login} answered ${res.statusCode}: ${res.body}`);
      return res.json<{ access_token: string }>().access_token;
    },
    async rows<T>(query: SQL) {
      // Both drivers answer `{ rows }` to a raw statement.
      const result = (await database.db.execute(query)) as { rows: T[] };
      return result.rows;
    },
    as(token, options) {
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/** One demo user per profile (the README's table), for walks over every profile. */
export const DEMO_BY_PROFILE: Record<number, { login: string; password: string }> = {
  1: { login: 'REMT-0001', password: 'Master@2026' },
  2: { login: 'AUMT-0001', password: 'Gestor@2026' },
  3: { login: 'AUCE-0001', password: 'Diretor@2026' },
  4: { login: 'AUCE-0002', password: 'Coord@2026' },
  5: { login: 'AUCE-0003', password: 'Prof@2026' },
  6: { login: 'AUCE-0004', password: 'Aluno@2026' },
  7: { login: 'REMT-0002', password: 'Assist@2026' },
  8: { login: 'AUCE-R001', password: 'Resp@2026' },
};

/** The demo password of a seeded login (README: the extra students share `Aluno@2026`). */
export function demoPassword(login: string): string {
  return [...DEMO_USERS, ...DEMO_GUARDIANS].find((u) => u.login === login)?.password ?? 'Aluno@2026';
}

/** Signs in as each demo login (its README password), all at once: `{ key: token }`. */
export async function signInDemo<K extends string>(t: TestApp, logins: Record<K, string>): Promise<Record<K, string>> {
  const entries = await Promise.all(
    (Object.entries(logins) as [K, string][]).map(async ([key, login]) => [key, await t.login(login, demoPassword(login))] as const),
  );
  return Object.fromEntries(entries) as Record<K, string>;
}

/**
 * A test app of the enclosing describe block, on a database of its own (a fresh clone of the
 * template: same rows, same ids), signed in as the given demo logins (`own.tokens.key`). For tests
 * that read the demo network exactly (whole lists, totals, the next login number), which the data
 * other tests create would change whatever order they run in.
 */
export function ownTestApp<K extends string>(logins: Record<K, string>): { readonly t: TestApp; readonly tokens: Record<K, string> } {
  let app: TestApp | undefined;
  const tokens = {} as Record<K, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    Object.assign(tokens, await signInDemo(app, logins));
  });
  afterAll(() => app?.close());
  return {
    get t() {
      if (!app) throw new Error('ownTestApp: used outside its describe block');
      return app;
    },
    tokens,
  };
}
