import { type Placeholder, type SQL, and, eq, exists } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { bseUsuarioTurma, trlLivroTurma } from '../../db/schema';
import { literal } from './player.sql';

/** A number, or a placeholder standing for it in a prepared statement (`eq` takes either). */
export type NumberOrHole = number | Placeholder;

/**
 * The link of a class to the path it plays now (`ind_ativo = 'S'`, a constant in the SQL text, so
 * the partial index `trl_livro_turma_ativo_uq` serves a prepared statement too).
 */
export function activeLink(): SQL {
  return eq(trlLivroTurma.indAtivo, literal('S'));
}

/** The user's own class links (`bse_usuario_turma` of this user on the class of `trl_livro_turma`): a join condition. */
export function linkOfUser(userId: NumberOrHole): SQL {
  return and(eq(bseUsuarioTurma.codBseTurma, trlLivroTurma.codBseTurma), eq(bseUsuarioTurma.codBseUsuario, userId))!;
}

/**
 * Who may play a path: a path is a user's when it is the active path of one of their classes.
 * `path` is the outer query's path column (a correlated EXISTS).
 */
export function activePathOfUser(tx: Tx, userId: NumberOrHole, path: AnyPgColumn): SQL {
  return exists(
    tx
      .select({ one: trlLivroTurma.codTrlLivroTurma })
      .from(trlLivroTurma)
      .innerJoin(bseUsuarioTurma, linkOfUser(userId))
      .where(and(eq(trlLivroTurma.codTrlLivro, path), activeLink())),
  );
}
