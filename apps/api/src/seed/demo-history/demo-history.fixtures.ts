import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { emptyDatabase, testAppOptions } from '../../test/build-app';
import { seedAtStart } from '../start';
import type { HistorySummary } from '.';

/** The day of the first start: a Wednesday; "this month" is October 2026, the next November. */
export const NOW = new Date('2026-10-14T12:00:00-03:00');

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
  const { database, drop } = await emptyDatabase();
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
