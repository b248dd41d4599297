import type { ActivityBody, ActivityDto, ActivityListQuery, ActivityPage, ActivityPreviewDto } from '@portal/shared/activities';
import type { Db } from '../../db/client';
import { AppError, invalidField, mustFind, notFound } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { pageResult, pageWindow } from '../../lib/pagination';
import type { Scope } from '../../lib/scope';
import { findClassInScope } from '../organisation';
import {
  activityWhere,
  chapterExists,
  countActivities,
  deleteActivityRow,
  findActivity,
  hasAnswers,
  insertActivity,
  listActivities,
  lockActivity,
  updateActivity,
} from './activity.repository';
import { activityOfClass } from './grading.repository';
import { questionsOf } from './question.repository';

const dependencies = () => new AppError(409, 'DEPENDENCIES', 'dependencies');
const unknownChapter = () => invalidField('codTrlCapitulo', 'activityChapterUnknown');

/** The Master's catalogue (`/atividade/listar`): filtered by path and chapter, searched, 10 a page. */
export async function listCatalogue(db: Db, query: ActivityListQuery): Promise<ActivityPage> {
  const where = activityWhere(query);
  return pageResult(await listActivities(db, where, pageWindow(query)), query, () => countActivities(db, where));
}

export async function getActivity(db: Db, id: number): Promise<ActivityDto> {
  return mustFind(findActivity(db, id));
}

/**
 * `/atividade/visualizar/{id}` for the staff: the questions with their key. A Master opens any
 * activity; anyone else only through a class of their scope that was given it (404 otherwise, so an
 * activity's existence does not leak).
 */
export async function previewActivity(db: Db, scope: Scope, id: number, classId: number | undefined): Promise<ActivityPreviewDto> {
  if (scope.kind !== 'network') {
    if (classId === undefined) throw notFound();
    await mustFind(findClassInScope(db, scope, classId));
    await mustFind(activityOfClass(db, id, classId));
  }
  const [atividade, questoes] = await Promise.all([mustFind(findActivity(db, id)), questionsOf(db, id)]);
  return { atividade, questoes };
}

/** 'Nova avaliação' ('Deseja salvar a atividade?'). */
export async function createActivity(db: Db, scope: Scope, body: ActivityBody): Promise<ActivityDto> {
  const id = await db.transaction(async (tx) => {
    if (!(await chapterExists(tx, body.codTrlCapitulo))) throw unknownChapter();
    return insertActivity(tx, { ...body, codUsuarioCriacao: scope.userId });
  });
  return mustFind(findActivity(db, id));
}

/** 'Deseja alterar a atividade?'. */
export async function editActivity(db: Db, id: number, body: ActivityBody): Promise<ActivityDto> {
  await db.transaction(async (tx) => {
    if (!(await lockActivity(tx, id))) throw new AppError(404, 'NOT_FOUND');
    if (!(await chapterExists(tx, body.codTrlCapitulo))) throw unknownChapter();
    await updateActivity(tx, id, body);
  });
  return mustFind(findActivity(db, id));
}

/**
 * 'Tem certeza que deseja deletar essa Atividade?': with its questions, unless students answered it
 * or a class has it (409, nothing deleted).
 */
export async function deleteActivity(db: Db, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (!(await lockActivity(tx, id))) throw new AppError(404, 'NOT_FOUND');
      if (await hasAnswers(tx, id)) throw dependencies();
      await deleteActivityRow(tx, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw dependencies();
    throw error;
  }
}
