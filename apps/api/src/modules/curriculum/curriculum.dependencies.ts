import { count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { bseAtividade, trlCapitulo } from '../../db/schema';

/** 409 'O registro não pode ser apagado por dependências no banco de dados.' (DECISIONS.md). */
export const dependencies = () => new AppError(409, 'DEPENDENCIES');

/** Activities (bse_atividade) on one chapter, or on any chapter of a path. */
export async function hasActivities(tx: Tx, node: { capitulo: number } | { livro: number }): Promise<boolean> {
  const where =
    'capitulo' in node
      ? eq(bseAtividade.codTrlCapitulo, node.capitulo)
      : inArray(
          bseAtividade.codTrlCapitulo,
          tx.select({ id: trlCapitulo.codTrlCapitulo }).from(trlCapitulo).where(eq(trlCapitulo.codTrlLivro, node.livro)),
        );
  const [row] = await tx.select({ n: count() }).from(bseAtividade).where(where);
  return Number(row?.n ?? 0) > 0;
}

/** A delete that a RESTRICT foreign key refused after the checks (a link added meanwhile) is the same 409. */
export async function refusedByDependencies<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw dependencies();
    throw error;
  }
}
