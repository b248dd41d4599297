import type {
  ActivityPage,
  ClassActivityAddBody,
  ClassActivityDto,
  ClassActivityLinkDto,
  ClassActivityUpdateBody,
} from '@portal/shared/activities';
import type { ActivityListQuery, CataloguePathDto } from '@portal/shared/activities';
import type { Db } from '../../db/client';
import { AppError, mustFind, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { pageResult, pageWindow } from '../../lib/pagination';
import type { Scope } from '../../lib/scope';
import { findClassInScope } from '../organisation';
import { countActivities, listActivities } from './activity.repository';
import {
  activitiesOfClass,
  catalogueFor,
  cataloguePaths,
  countUsable,
  deleteLink,
  findClassActivity,
  insertLinks,
  linksOfClass,
  submissionsOf,
  updateLink,
} from './class-activity.repository';

const notAdded = () => new AppError(409, 'CONFLICT', 'classActivitiesNotAdded');
const dependencies = () => new AppError(409, 'DEPENDENCIES', 'dependencies');

/** `/atividade/ListaProfessor`: the class's activities (a class not the caller's answers 404). */
export async function listClassActivities(db: Db, scope: Scope, classId: number): Promise<ClassActivityDto[]> {
  await mustFind(findClassInScope(db, scope, classId));
  return activitiesOfClass(db, classId);
}

/**
 * The documents' `GET /bse_atividade_turma/all/{classId}` and `/{classId}/atividades-ativas` (only the active
 * ones): the class's links as 2-access §3 gives them (`id`, the activity as `BseAtividade`), beside the screen's
 * fields. A class outside the caller's scope answers 404.
 */
export async function listClassActivityLinks(db: Db, scope: Scope, classId: number, activeOnly: boolean): Promise<ClassActivityLinkDto[]> {
  await mustFind(findClassInScope(db, scope, classId));
  const rows = await linksOfClass(db, classId, activeOnly);
  return rows.map(({ codTrlCapitulo, codTrlLivro, usuarioCriacao, datCriacao, ...link }) => ({
    ...link,
    id: link.codBseAtividadeTurma,
    BseAtividade: {
      codBseAtividade: link.codBseAtividade,
      nomAtividade: link.nomAtividade,
      desDescricao: link.desDescricao,
      codTrlCapitulo,
      dscCapitulo: link.dscCapitulo,
      codTrlLivro,
      dscLivro: link.dscLivro,
      usuarioCriacao,
      datCriacao,
      qtdQuestoes: link.qtdQuestoes,
    },
  }));
}

/** The add dialog: the catalogue the class may use, filtered by path and chapter, searched, 10 a page. */
export async function catalogueForClass(db: Db, scope: Scope, classId: number, query: ActivityListQuery): Promise<ActivityPage> {
  await mustFind(findClassInScope(db, scope, classId));
  const where = catalogueFor(classId, query);
  return pageResult(await listActivities(db, where, pageWindow(query)), query, () => countActivities(db, where));
}

/** The add dialog's path and chapter filters. */
export async function cataloguePathsForClass(db: Db, scope: Scope, classId: number): Promise<CataloguePathDto[]> {
  await mustFind(findClassInScope(db, scope, classId));
  const paths = new Map<number, CataloguePathDto>();
  for (const row of await cataloguePaths(db, classId)) {
    const path = paths.get(row.codTrlLivro) ?? { codTrlLivro: row.codTrlLivro, dscTitulo: row.dscLivro, capitulos: [] };
    path.capitulos.push({ codTrlCapitulo: row.codTrlCapitulo, dscTitulo: row.dscCapitulo });
    paths.set(row.codTrlLivro, path);
  }
  return [...paths.values()];
}

/**
 * `insertAtividadeTurma`: all the chosen activities or none, inactive, each with its due day (optional).
 * One already in the class is refused by the unique link, not by a check that two teachers could both pass.
 */
export async function addToClass(db: Db, scope: Scope, links: ClassActivityAddBody): Promise<ClassActivityDto[]> {
  const classId = links[0]!.codBseTurma;
  const activityIds = [...new Set(links.map((l) => l.codBseAtividade))];
  if (activityIds.length !== links.length) throw notAdded();
  try {
    const ids = await db.transaction(async (tx) => {
      await mustFind(findClassInScope(tx, scope, classId, true));
      if ((await countUsable(tx, classId, activityIds)) !== activityIds.length) throw notFound();
      return insertLinks(
        tx,
        classId,
        links.map((l) => ({ codBseAtividade: l.codBseAtividade, datEntrega: l.datEntrega ?? null })),
      );
    });
    const added = await activitiesOfClass(db, classId);
    return added.filter((a) => ids.includes(a.codBseAtividadeTurma));
  } catch (error) {
    if (isUniqueViolation(error, 'bse_atividade_turma_uq')) throw notAdded();
    throw error;
  }
}

/** `updateAtividadeTurma`: the active switch of the class's activity (`value` or `indAtivo`), its due day, or both. */
export async function updateClassActivity(db: Db, scope: Scope, id: number, body: ClassActivityUpdateBody): Promise<ClassActivityDto> {
  await db.transaction(async (tx) => {
    const link = await mustFind(findClassActivity(tx, id));
    await mustFind(findClassInScope(tx, scope, link.codBseTurma, true));
    await updateLink(tx, id, { indAtivo: body.value ?? body.indAtivo, datEntrega: body.datEntrega });
  });
  return mustFind(findClassActivity(db, id));
}

/** `removeAtividadeTurma` ('Deseja deletar ...'): not once a student of the class sent answers (409). */
export async function removeFromClass(db: Db, scope: Scope, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await mustFind(findClassActivity(tx, id));
    await mustFind(findClassInScope(tx, scope, link.codBseTurma, true));
    if ((await submissionsOf(tx, link)) > 0) throw dependencies();
    await deleteLink(tx, id);
  });
}
