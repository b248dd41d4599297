import { BULK_KEEP_HOURS } from '@portal/shared/users';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bseEscola, bseTurma, bseUnidade, bseUsuarioLote } from '../../db/schema';

/** The chosen class with its school and unit (ids, login prefixes and names). */
export async function findBulkClass(db: Tx, classId: number) {
  const [row] = await db
    .select({
      codBseTurma: bseTurma.codBseTurma,
      nomTurma: bseTurma.nomTurma,
      codBseUnidade: bseTurma.codBseUnidade,
      nomUnidade: bseUnidade.nomUnidade,
      codBseEscola: bseUnidade.codBseEscola,
      nomEscola: bseEscola.nomEscola,
      schoolPrefix: sql<string>`${bseEscola.cstTxtPrefixoLogin}`,
      unitPrefix: sql<string>`${bseUnidade.cstTxtPrefixoLogin}`,
    })
    .from(bseTurma)
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
    .where(eq(bseTurma.codBseTurma, classId));
  return row;
}

/** Keeps an encrypted result for `BULK_KEEP_HOURS` (database clock). */
export async function insertBatch(tx: Tx, row: { codUsuarioCriacao: number; codBseTurma: number; numCriados: number; binDados: Buffer }) {
  const [kept] = await tx
    .insert(bseUsuarioLote)
    .values({ ...row, datExpira: sql`now() + make_interval(hours => ${BULK_KEEP_HOURS})` })
    .returning({ codBseUsuarioLote: bseUsuarioLote.codBseUsuarioLote, datExpira: bseUsuarioLote.datExpira });
  return kept!;
}

/** Deletes every result past its expiry; answers how many. */
export async function purgeExpiredBatches(db: Tx): Promise<number> {
  const gone = await db
    .delete(bseUsuarioLote)
    .where(lte(bseUsuarioLote.datExpira, sql`now()`))
    .returning({ id: bseUsuarioLote.codBseUsuarioLote });
  return gone.length;
}

/** Only the creator's own results, only unexpired ones: the owner is in the WHERE clause. */
const ownLive = (ownerId: number) => and(eq(bseUsuarioLote.codUsuarioCriacao, ownerId), gt(bseUsuarioLote.datExpira, sql`now()`));

export async function listBatches(db: Tx, ownerId: number) {
  return db
    .select({
      codBseUsuarioLote: bseUsuarioLote.codBseUsuarioLote,
      datCriacao: bseUsuarioLote.datCriacao,
      datExpira: bseUsuarioLote.datExpira,
      numCriados: bseUsuarioLote.numCriados,
      nomTurma: bseTurma.nomTurma,
    })
    .from(bseUsuarioLote)
    .leftJoin(bseTurma, eq(bseTurma.codBseTurma, bseUsuarioLote.codBseTurma))
    .where(ownLive(ownerId))
    .orderBy(desc(bseUsuarioLote.datCriacao), desc(bseUsuarioLote.codBseUsuarioLote));
}

export async function findBatch(db: Tx, ownerId: number, batchId: number) {
  const [row] = await db
    .select({
      codBseUsuarioLote: bseUsuarioLote.codBseUsuarioLote,
      datCriacao: bseUsuarioLote.datCriacao,
      datExpira: bseUsuarioLote.datExpira,
      binDados: bseUsuarioLote.binDados,
    })
    .from(bseUsuarioLote)
    .where(and(eq(bseUsuarioLote.codBseUsuarioLote, batchId), ownLive(ownerId)));
  return row;
}

export async function deleteBatch(db: Tx, ownerId: number, batchId: number): Promise<boolean> {
  const gone = await db
    .delete(bseUsuarioLote)
    .where(and(eq(bseUsuarioLote.codBseUsuarioLote, batchId), eq(bseUsuarioLote.codUsuarioCriacao, ownerId)))
    .returning({ id: bseUsuarioLote.codBseUsuarioLote });
  return gone.length > 0;
}
