import type { Db } from '../db/client';
import { type HistorySummary, seedDemoHistory } from './demo-history';
import { seedDemo } from './demo';
import { seedReference } from './reference';

/**
 * What the server seeds as it starts (server.ts): with SEED_DEMO the demo network, and on the first start
 * only (when seedDemo found the database empty and seeded it) a term of history on top of it, unless
 * SEED_DEMO_HISTORY=false (the browser tests and the benches, written for the bare demo network); without
 * SEED_DEMO, the reference data alone. The API tests' template runs seedDemo alone and never gets the
 * history. Returns what the history wrote when it ran.
 */
export async function seedAtStart(
  db: Db,
  options: { seedDemo: boolean; seedDemoHistory: boolean; uploadsDir: string },
  now = new Date(),
): Promise<HistorySummary | null> {
  if (!options.seedDemo) {
    await seedReference(db, options.uploadsDir);
    return null;
  }
  if (!(await seedDemo(db, options.uploadsDir)) || !options.seedDemoHistory) return null;
  return seedDemoHistory(db, options.uploadsDir, now);
}
