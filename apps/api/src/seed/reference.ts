import { PROFILE_NAMES, type ProfileCode } from '@portal/shared/common/profiles';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { FileStorage } from '../lib/storage';
import { bsePerfil } from '../db/schema';
import { seedCurriculumCatalogues } from './curriculum-catalogues';
import { seedCatalogues } from './catalogues';
import { seedTrainingPath } from './training';

/**
 * Who creates whom (DECISIONS.md): a user of profile p may create profile q when
 * p <= codPerfilCriacao(q). Master creates anyone; Gestor 3-6; Diretor and Coordenador 5-6 and the guardian (8,
 * issue 27: through the student's page, `POST /api/bse_responsavel`).
 */
const CREATED_BY: Record<ProfileCode, number> = { 1: 1, 2: 1, 3: 2, 4: 2, 5: 4, 6: 4, 7: 1, 8: 4 };

/**
 * Reference data every database needs, demo or production. Safe to run on every start.
 * With the uploads directory it also seeds the curriculum catalogues and the public training path
 * (their pictures are files).
 */
export async function seedReference(db: Db, uploadsDir?: string): Promise<void> {
  const rows = (Object.keys(PROFILE_NAMES) as unknown as ProfileCode[]).map((code) => ({
    codBsePerfil: Number(code),
    nomPerfil: PROFILE_NAMES[code],
    codPerfilCriacao: CREATED_BY[code],
    indAcessoPortal: 'S',
  }));
  await db.insert(bsePerfil).values(rows).onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('bse_perfil', 'cod_bse_perfil'), greatest((select max(cod_bse_perfil) from bse_perfil), 1))`,
  );
  await seedCatalogues(db);
  if (uploadsDir) {
    const storage = new FileStorage(uploadsDir);
    await seedCurriculumCatalogues(db, storage);
    await seedTrainingPath(db, storage);
  }
}
