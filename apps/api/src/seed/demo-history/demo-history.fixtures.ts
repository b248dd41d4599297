import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { testAppOptions } from '../../test/build-app';
import { databaseUrl } from '../../test/template';
import { seedAtStart } from '../start';
import type { HistorySummary } from '.';

/** The day of the first start: a Wednesday; "this month" is October 2026, the next November. */
export const NOW = new Date('2026-10-14T12:00:00-03:00');

/**
 * A database created from nothing (migrations only): PGlite in memory (from the run's dump of an empty one: template.ts),
 * or a new database on TEST_DATABASE_URL's server.
 */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ fromDump: inject('dbTemplate').pgliteEmptyDump }), drop: async () => {} };
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    database: await openDatabase({ url: databaseUrl(serverUrl, name) }),
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export interface FirstStart {
  database: Database;
  app: FastifyInstance;
  uploadsDir: string;
  /** What the history's seeding said it wrote. */
  summary: HistorySummary | null;
  /** Raw SQL rows of the installation's database. */
  rows<T>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * The first start of a demo installation (issue 24): a database created from nothing and seeded as server.ts
 * seeds it (seed/start.ts: the demo network, then its history) on NOW, with the app on it.
 */
export async function firstStart(): Promise<FirstStart> {
  const { database, drop } = await freshDatabase();
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-history-'));
  const close = async (app?: FastifyInstance) => {
    await app?.close();
    await database.close();
    await drop();
    await rm(uploadsDir, { recursive: true, force: true });
  };
  try {
    const summary = await seedAtStart(database.db, { seedDemo: true, seedDemoHistory: true, uploadsDir }, NOW);
    const app = await buildApp(testAppOptions(database, uploadsDir));
    return {
      database,
      app,
      uploadsDir,
      summary,
      async rows<T>(query: SQL) {
        // Both drivers answer `{ rows }` to a raw statement.
        const result = (await database.db.execute(query)) as { rows: T[] };
        return result.rows;
      },
      close: () => close(app),
    };
  } catch (error) {
    await close();
    throw error;
  }
}
