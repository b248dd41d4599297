import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { trlAula, trlCapitulo, trlConteudo, trlConteudoJogoPergunta, trlConteudoJogoResposta } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';

/** The content items under one node of the tree. */
export type Subtree = { livro: number } | { capitulo: number } | { aula: number } | { conteudo: number };

/** `column` (a content item's id) is one of the content items under `node`. */
function inSubtree(tx: Tx, column: AnyPgColumn, node: Subtree) {
  if ('conteudo' in node) return eq(column, node.conteudo);
  const ids = tx.select({ id: trlConteudo.codTrlConteudo }).from(trlConteudo);
  if ('aula' in node) return inArray(column, ids.where(eq(trlConteudo.codTrlAula, node.aula)));
  const inLessons = ids.innerJoin(trlAula, eq(trlAula.codTrlAula, trlConteudo.codTrlAula));
  if ('capitulo' in node) return inArray(column, inLessons.where(eq(trlAula.codTrlCapitulo, node.capitulo)));
  return inArray(
    column,
    inLessons.innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, trlAula.codTrlCapitulo)).where(eq(trlCapitulo.codTrlLivro, node.livro)),
  );
}

/**
 * Every stored image of the content items under a node (content images, game question and answer
 * images), read inside the deleting transaction; the files go once it has committed.
 */
export async function filesUnder(tx: Tx, node: Subtree): Promise<string[]> {
  const rows = await unionAll(
    tx
      .select({ path: trlConteudo.dscImagem })
      .from(trlConteudo)
      .where(and(inSubtree(tx, trlConteudo.codTrlConteudo, node), isNotNull(trlConteudo.dscImagem))),
    tx
      .select({ path: trlConteudoJogoPergunta.imgPergunta })
      .from(trlConteudoJogoPergunta)
      .where(and(inSubtree(tx, trlConteudoJogoPergunta.codTrlConteudo, node), isNotNull(trlConteudoJogoPergunta.imgPergunta))),
    tx
      .select({ path: trlConteudoJogoResposta.imgResposta })
      .from(trlConteudoJogoResposta)
      .where(and(inSubtree(tx, trlConteudoJogoResposta.codTrlConteudo, node), isNotNull(trlConteudoJogoResposta.imgResposta))),
  );
  return rows.flatMap((r) => (r.path === null ? [] : [r.path]));
}

/** Removes files after the transaction that stopped using them committed. A missing file is not an error. */
export async function removeFiles(storage: FileStorage, paths: readonly (string | null | undefined)[]): Promise<void> {
  await Promise.all(paths.map((p) => storage.remove(p)));
}
