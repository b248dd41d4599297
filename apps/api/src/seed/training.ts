import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileStorage } from '../lib/storage';
import { trlLivroTreinamento } from '../db/schema';
import { SCIENCE_PATH, insertPathDefinition } from './curriculum-demo';

/** The training path's title in the Master's catalogue (a network path like any other: it can be edited). */
export const TRAINING_TITLE = 'Plataforma de Treinamento - Ciências';

/**
 * The public training path ('Plataforma de Treinamento', issue 10): the demo science path, as a
 * network path marked in trl_livro_treinamento. In every database (SEED_DEMO=false too); seeded
 * again only if it was deleted.
 */
export async function seedTrainingPath(db: Db, storage: FileStorage): Promise<void> {
  const saved: string[] = [];
  try {
    await db.transaction(async (tx) => {
      // Two servers starting at once on one database seed it once.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:trl_livro_treinamento'))`);
      const [existing] = await tx.select({ id: trlLivroTreinamento.codTrlLivro }).from(trlLivroTreinamento).limit(1);
      if (existing) return;
      const pathId = await insertPathDefinition(tx, storage, saved, { ...SCIENCE_PATH, title: TRAINING_TITLE }, null, null);
      await tx.insert(trlLivroTreinamento).values({ codTrlLivro: pathId });
    });
  } catch (error) {
    await Promise.all(saved.map((p) => storage.remove(p)));
    throw error;
  }
}
