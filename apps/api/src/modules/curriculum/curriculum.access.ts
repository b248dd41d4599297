import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { type Scope, myClassIds } from '../../lib/scope';
import { trlAula, trlCapitulo, trlConteudo, trlLivro } from './curriculum.tables';

/**
 * What a caller may author (DECISIONS.md, docs/curriculum-api.md): a Master every path; a Professor
 * the paths of their classes and everything inside them. The condition goes into the WHERE of every
 * lookup; what is out of scope is "not found" (404), never a hint that it exists.
 * `lock` takes the row FOR UPDATE: the lock of a parent serialises the ordering of its children.
 */
export function pathScope(scope: Scope): SQL | undefined {
  if (scope.kind === 'network') return undefined;
  if (scope.kind === 'classes') return inArray(trlLivro.codBseTurma, myClassIds(scope.userId));
  return sql`false`;
}

export async function findPath(tx: Tx, scope: Scope, id: number, lock = false) {
  const query = tx
    .select({ codTrlLivro: trlLivro.codTrlLivro, codBseTurma: trlLivro.codBseTurma, numSequencia: trlLivro.numSequencia })
    .from(trlLivro)
    .where(and(eq(trlLivro.codTrlLivro, id), pathScope(scope)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findChapter(tx: Tx, scope: Scope, id: number, lock = false) {
  const query = tx
    .select({
      codTrlCapitulo: trlCapitulo.codTrlCapitulo,
      codTrlLivro: trlCapitulo.codTrlLivro,
      numSequencia: trlCapitulo.numSequencia,
    })
    .from(trlCapitulo)
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(and(eq(trlCapitulo.codTrlCapitulo, id), pathScope(scope)));
  const [row] = lock ? await query.for('update', { of: trlCapitulo }) : await query;
  return row;
}

export async function findLesson(tx: Tx, scope: Scope, id: number, lock = false) {
  const query = tx
    .select({ codTrlAula: trlAula.codTrlAula, codTrlCapitulo: trlAula.codTrlCapitulo, numSequencia: trlAula.numSequencia })
    .from(trlAula)
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, trlAula.codTrlCapitulo))
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(and(eq(trlAula.codTrlAula, id), pathScope(scope)));
  const [row] = lock ? await query.for('update', { of: trlAula }) : await query;
  return row;
}

export async function findContent(tx: Tx, scope: Scope, id: number, lock = false) {
  const query = tx
    .select({
      codTrlConteudo: trlConteudo.codTrlConteudo,
      codTrlAula: trlConteudo.codTrlAula,
      codTrlCapitulo: trlAula.codTrlCapitulo,
      codTrlTipoConteudo: trlConteudo.codTrlTipoConteudo,
      numSequencia: trlConteudo.numSequencia,
      dscImagem: trlConteudo.dscImagem,
    })
    .from(trlConteudo)
    .innerJoin(trlAula, eq(trlAula.codTrlAula, trlConteudo.codTrlAula))
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, trlAula.codTrlCapitulo))
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(and(eq(trlConteudo.codTrlConteudo, id), pathScope(scope)));
  const [row] = lock ? await query.for('update', { of: trlConteudo }) : await query;
  return row;
}

/** The same lookups, answering 404 when the row is missing or out of scope. */
export async function mustFind<T>(lookup: Promise<T | undefined>): Promise<T> {
  const row = await lookup;
  if (!row) throw notFound();
  return row;
}
