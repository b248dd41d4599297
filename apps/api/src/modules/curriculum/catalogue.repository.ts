import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { FileStorage } from '../../lib/storage';
import { trlJogo, trlMateria, trlMontagem, trlPersonagem, trlTipoConteudo } from '../../db/schema';

export const listSubjects = (db: Db) => db.select().from(trlMateria).orderBy(asc(trlMateria.nomMateria));
export const listContentTypes = (db: Db) => db.select().from(trlTipoConteudo).orderBy(asc(trlTipoConteudo.codTrlTipoConteudo));
export const listGameTypes = (db: Db) => db.select().from(trlJogo).orderBy(asc(trlJogo.codTrlJogo));

export async function listCharacters(db: Db) {
  const rows = await db.select().from(trlPersonagem).orderBy(asc(trlPersonagem.codTrlPersonagem));
  return rows.map((r) => ({ ...r, imgPersonagem: FileStorage.publicUrl(r.imgPersonagem) ?? '' }));
}

export async function listAssemblies(db: Db) {
  const rows = await db.select().from(trlMontagem).orderBy(asc(trlMontagem.codTrlMontagem));
  return rows.map((r) => ({ ...r, imgMontagem: FileStorage.publicUrl(r.imgMontagem) ?? '' }));
}
