import { PROFILE } from '@portal/shared/common/profiles';
import { type SQL, and, eq, exists, gt, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder, alias } from 'drizzle-orm/pg-core';
import { bseUsuarioTurma } from '../../db/schema';
import { type Scope, classFilter, schoolFilter, unitFilter } from '../../lib/scope';
import type { Viewer } from '../../lib/viewer';

/*
 * Who sees and who deletes in the forum (DECISIONS.md "Scoping rules"), as conditions over the author
 * of a topic or a post (an alias of `bse_usuario`):
 * a topic is seen by its author's school, a Master's by everyone (and the Master sees every topic);
 * a topic or a post is deleted by its author, or by a staff member above the author in the same scope
 * (the Master anywhere, a Gestor in the school, a Diretor or Coordenador in the unit, a Professor in a
 * class they share with the author).
 */

/** The columns of an author (`alias(bseUsuario, ...)`) the rules read. */
export type Author = Record<'codBseUsuario' | 'codBsePerfil' | 'codBseEscola' | 'codBseUnidade', AnyPgColumn>;

/** The topic by `author` is one the viewer sees; `undefined` (no restriction) for the Master. */
export function topicVisible(v: Viewer, author: Author): SQL | undefined {
  const school = schoolFilter(v, author.codBseEscola);
  return school && or(eq(author.codBsePerfil, PROFILE.MASTER), school);
}

const qb = new QueryBuilder();
const theirs = alias(bseUsuarioTurma, 'theirs');

/** The author is in the viewer's reach as staff; `undefined` for the Master (everyone). */
function staffReach(scope: Scope, author: Author): SQL | undefined {
  switch (scope.kind) {
    case 'network':
    case 'school':
    case 'unit':
      // The Master anywhere, a Gestor in the school, a Diretor or Coordenador in the unit (none without one).
      return unitFilter(scope, author.codBseUnidade, author.codBseEscola);
    case 'classes':
      // A Professor: the author belongs to one of the Professor's classes.
      return exists(
        qb
          .select({ one: sql`1` })
          .from(theirs)
          .where(
            and(
              eq(theirs.codBseUsuario, author.codBseUsuario),
              classFilter(scope, theirs.codBseTurma, author.codBseUnidade, author.codBseEscola),
            ),
          ),
      );
    default:
      return sql`false`;
  }
}

/** 1 when the viewer may delete what `author` wrote (`permitirExcluir`): its author, or staff above the author in reach. */
export function mayDelete(v: Viewer, author: Author): SQL<0 | 1> {
  const above = and(gt(author.codBsePerfil, v.profile), staffReach(v, author));
  return sql<0 | 1>`(case when ${or(eq(author.codBseUsuario, v.userId), above)} then 1 else 0 end)`;
}
