import type {
  ActivityDto,
  ActivityListQuery,
  ActivityPreviewDto,
  ActivityRecordBody,
  ActivityRecordDto,
  ActivityRecordPage,
} from '@portal/shared/activities';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField, mustFind, notFound } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { pageResult, pageWindow } from '../../lib/pagination';
import type { Scope } from '../../lib/scope';
import { findClassInScope } from '../organisation';
import {
  activityWhere,
  countActivities,
  deleteActivityRow,
  findActivity,
  hasAnswers,
  insertActivity,
  listActivities,
  lockActivity,
  pathOfChapter,
  updateActivity,
} from './activity.repository';
import { activityOfClass } from './grading.repository';
import { questionsOf, questionsOfActivities } from './question.repository';

const dependencies = () => new AppError(409, 'DEPENDENCIES', 'dependencies');
const unknownChapter = () => invalidField('codTrlCapitulo', 'activityChapterUnknown');

/**
 * The documents' activity record (2-access §3, issue 25): the catalogue's row with its chapter and path nested
 * (`capitulo.livro`) and its questions, with their key (the Master's calls only). Two statements for a page.
 */
async function asRecords(db: Tx, activities: ActivityDto[]): Promise<ActivityRecordDto[]> {
  const questions = await questionsOfActivities(
    db,
    activities.map((a) => a.codBseAtividade),
  );
  return activities.map((activity) => ({
    ...activity,
    capitulo: {
      codTrlCapitulo: activity.codTrlCapitulo,
      dscTitulo: activity.dscCapitulo,
      livro: { codTrlLivro: activity.codTrlLivro, dscTitulo: activity.dscLivro },
    },
    questoes: questions.filter((q) => q.codBseAtividade === activity.codBseAtividade),
  }));
}

async function findRecord(db: Tx, id: number): Promise<ActivityRecordDto> {
  const [record] = await asRecords(db, [await mustFind(findActivity(db, id))]);
  return record!;
}

/** The Master's catalogue (`/atividade/listar`): filtered by path and chapter, searched, 10 a page. */
export async function listCatalogue(db: Db, query: ActivityListQuery): Promise<ActivityRecordPage> {
  const where = activityWhere(query);
  const page = await pageResult(await listActivities(db, where, pageWindow(query)), query, () => countActivities(db, where));
  return { ...page, items: await asRecords(db, page.items) };
}

export async function getActivity(db: Db, id: number): Promise<ActivityRecordDto> {
  return findRecord(db, id);
}

/**
 * The activity's fields as stored, from the flat chapter or the documents' nested one: the chapter must exist
 * (400 'Capítulo não encontrado.') and be of the path named with it (400 'O capítulo não pertence a esta trilha.').
 */
async function activityValues(tx: Tx, body: ActivityRecordBody) {
  const chapterId = body.capitulo?.codTrlCapitulo ?? body.codTrlCapitulo!;
  const path = await pathOfChapter(tx, chapterId);
  if (path === undefined) throw unknownChapter();
  const namedPath = body.capitulo?.livro?.codTrlLivro;
  if (namedPath !== undefined && namedPath !== path) throw invalidField('capitulo.livro.codTrlLivro', 'activityChapterNotInPath');
  return { codTrlCapitulo: chapterId, nomAtividade: body.nomAtividade, desDescricao: body.desDescricao };
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
export async function createActivity(db: Db, scope: Scope, body: ActivityRecordBody): Promise<ActivityRecordDto> {
  const id = await db.transaction(async (tx) =>
    insertActivity(tx, { ...(await activityValues(tx, body)), codUsuarioCriacao: scope.userId }),
  );
  return findRecord(db, id);
}

/** 'Deseja alterar a atividade?'. */
export async function editActivity(db: Db, id: number, body: ActivityRecordBody): Promise<ActivityRecordDto> {
  await db.transaction(async (tx) => {
    if (!(await lockActivity(tx, id))) throw new AppError(404, 'NOT_FOUND');
    await updateActivity(tx, id, await activityValues(tx, body));
  });
  return findRecord(db, id);
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
