import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { FileStorage } from '../../lib/storage';
import { trlJogo, trlMateria, trlMontagem, trlPersonagem, trlTipoConteudo } from './curriculum.tables';

export const listMaterias = (db: Db) => db.select().from(trlMateria).orderBy(asc(trlMateria.nomMateria));
export const listTiposConteudo = (db: Db) => db.select().from(trlTipoConteudo).orderBy(asc(trlTipoConteudo.codTrlTipoConteudo));
export const listJogos = (db: Db) => db.select().from(trlJogo).orderBy(asc(trlJogo.codTrlJogo));

export async function listPersonagens(db: Db) {
  const rows = await db.select().from(trlPersonagem).orderBy(asc(trlPersonagem.codTrlPersonagem));
  return rows.map((r) => ({ ...r, imgPersonagem: FileStorage.publicUrl(r.imgPersonagem) ?? '' }));
}

export async function listMontagens(db: Db) {
  const rows = await db.select().from(trlMontagem).orderBy(asc(trlMontagem.codTrlMontagem));
  return rows.map((r) => ({ ...r, imgMontagem: FileStorage.publicUrl(r.imgMontagem) ?? '' }));
}
