import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bsePerfil, checkList, informacao, pais } from '../../db/schema';

const profileColumns = {
  codBsePerfil: bsePerfil.codBsePerfil,
  nomPerfil: bsePerfil.nomPerfil,
  codPerfilCriacao: bsePerfil.codPerfilCriacao,
  indAcessoPortal: sql<'S' | 'N'>`${bsePerfil.indAcessoPortal}`,
};

export function listProfiles(db: Tx) {
  return db.select(profileColumns).from(bsePerfil).orderBy(asc(bsePerfil.codBsePerfil));
}

export async function findProfile(db: Tx, code: number) {
  const rows = await db.select(profileColumns).from(bsePerfil).where(eq(bsePerfil.codBsePerfil, code)).limit(1);
  return rows[0];
}

export type ProfileValues = { nomPerfil: string; codPerfilCriacao: number; indAcessoPortal: 'S' | 'N' };

export async function insertProfile(db: Tx, values: ProfileValues) {
  const [row] = await db.insert(bsePerfil).values(values).returning(profileColumns);
  return row!;
}

export async function updateProfile(db: Tx, code: number, values: ProfileValues) {
  const [row] = await db.update(bsePerfil).set(values).where(eq(bsePerfil.codBsePerfil, code)).returning(profileColumns);
  return row;
}

export async function deleteProfile(db: Tx, code: number): Promise<boolean> {
  const rows = await db.delete(bsePerfil).where(eq(bsePerfil.codBsePerfil, code)).returning({ code: bsePerfil.codBsePerfil });
  return rows.length > 0;
}

// The small catalogues.
export function listCountries(db: Tx) {
  return db.select().from(pais);
}

export function listChecklist(db: Tx) {
  return db.select().from(checkList).orderBy(asc(checkList.codCheckList));
}

export function listInformation(db: Tx) {
  return db.select().from(informacao).orderBy(asc(informacao.codInformacao));
}
