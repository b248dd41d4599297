import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { rowsOf } from '../../lib/sql';

/** The content items under one node of the tree, as a SQL condition on trl_conteudo.cod_trl_conteudo. */
export type Subtree = { livro: number } | { capitulo: number } | { aula: number } | { conteudo: number };

function contentsOf(node: Subtree) {
  if ('conteudo' in node) return sql`select ${node.conteudo}::integer`;
  if ('aula' in node) return sql`select cod_trl_conteudo from trl_conteudo where cod_trl_aula = ${node.aula}`;
  if ('capitulo' in node) {
    return sql`select c.cod_trl_conteudo from trl_conteudo c join trl_aula a on a.cod_trl_aula = c.cod_trl_aula
               where a.cod_trl_capitulo = ${node.capitulo}`;
  }
  return sql`select c.cod_trl_conteudo from trl_conteudo c join trl_aula a on a.cod_trl_aula = c.cod_trl_aula
             join trl_capitulo k on k.cod_trl_capitulo = a.cod_trl_capitulo where k.cod_trl_livro = ${node.livro}`;
}

/**
 * Every stored image of the content items under a node (content images, game question and answer
 * images), read inside the deleting transaction; the files go once it has committed.
 */
export async function filesUnder(tx: Tx, node: Subtree): Promise<string[]> {
  const ids = contentsOf(node);
  const rows = await rowsOf<{ path: string }>(
    tx,
    sql`select dsc_imagem as path from trl_conteudo where cod_trl_conteudo in (${ids}) and dsc_imagem is not null
        union all select img_pergunta from trl_conteudo_jogo_pergunta where cod_trl_conteudo in (${ids}) and img_pergunta is not null
        union all select img_resposta from trl_conteudo_jogo_resposta where cod_trl_conteudo in (${ids}) and img_resposta is not null`,
  );
  return rows.map((r) => r.path);
}

/** Removes files after the transaction that stopped using them committed. A missing file is not an error. */
export async function removeFiles(storage: FileStorage, paths: readonly (string | null | undefined)[]): Promise<void> {
  await Promise.all(paths.map((p) => storage.remove(p)));
}
