import { PROFILE } from '@portal/shared/common/profiles';
import { type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../lib/viewer';

/*
 * Who sees and who deletes in the forum (DECISIONS.md "Scoping rules"), as SQL over an author alias:
 * a topic is seen by its author's school, a Master's by everyone (and the Master sees every topic);
 * a topic or a post is deleted by its author, or by a staff member above the author in the same scope.
 */

/** The topic `t` by the author `author` is one the viewer sees. */
export function topicVisible(v: Viewer, author: string): SQL {
  const a = sql.raw(author);
  if (v.profile === PROFILE.MASTER) return sql`true`;
  return sql`(${a}.cod_bse_perfil = ${PROFILE.MASTER} or ${a}.cod_bse_escola = ${v.codBseEscola})`;
}

/** 1 when the viewer may delete what `author` wrote (`permitirExcluir`). */
export function mayDelete(v: Viewer, author: string): SQL {
  const a = sql.raw(author);
  const above = (() => {
    switch (v.profile) {
      case PROFILE.MASTER:
        return sql`true`;
      case PROFILE.GESTOR:
        return sql`${a}.cod_bse_escola = ${v.codBseEscola}`;
      case PROFILE.DIRETOR:
      case PROFILE.COORDENADOR:
        return v.codBseUnidade === null ? sql`false` : sql`${a}.cod_bse_unidade = ${v.codBseUnidade}`;
      case PROFILE.PROFESSOR:
        return sql`exists (select 1 from bse_usuario_turma mine join bse_usuario_turma theirs on theirs.cod_bse_turma = mine.cod_bse_turma
          where mine.cod_bse_usuario = ${v.userId} and theirs.cod_bse_usuario = ${a}.cod_bse_usuario)`;
      default:
        return sql`false`;
    }
  })();
  return sql`(case when ${a}.cod_bse_usuario = ${v.userId} or (${a}.cod_bse_perfil > ${v.profile} and ${above}) then 1 else 0 end)`;
}
