import type {
  ActiveLessonAnswer,
  ClassLessonCreateBody,
  ClassLessonDto,
  ClassLessonOptionDto,
  ClassLessonUpdateBody,
} from '@portal/shared/class-lessons';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField, mustFind, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Scope } from '../../lib/scope';
import { findClassInScope } from '../organisation';
import {
  activeLessonOf,
  deleteLesson,
  findLesson,
  insertLesson,
  isPathUsableBy,
  lessonsOfClass,
  makeOnlyActive,
  pathsNotInClass,
  setLessonPath,
} from './class-lesson.repository';

const activeLocked = () => new AppError(409, 'CONFLICT', 'classLessonActiveLocked');
const withoutContent = () => new AppError(409, 'CONFLICT', 'classLessonWithoutContent');
const alreadyAdded = () => new AppError(409, 'CONFLICT', 'classLessonExists', { codTrlLivro: 'classLessonExists' });
const archiveActive = () => new AppError(409, 'CONFLICT', 'classLessonArchiveActive');

/** `GET /trl_livro_turma/{id}` (1-authoring §7): one link, of a class in the caller's scope (404 otherwise). */
export async function getClassLesson(db: Db, scope: Scope, id: number): Promise<ClassLessonDto> {
  const lesson = await mustFind(findLesson(db, id));
  await mustFind(findClassInScope(db, scope, lesson.codBseTurma));
  return lesson;
}

/** `/aulas/listar`: the class's paths (a class not the caller's answers 404). */
export async function listClassLessons(db: Db, scope: Scope, classId: number): Promise<ClassLessonDto[]> {
  await mustFind(findClassInScope(db, scope, classId));
  return lessonsOfClass(db, classId);
}

/** 'Selecionar Aula': `loadLivrosNaoAdicionadosDaTurma`. */
export async function pathsToAdd(db: Db, scope: Scope, classId: number): Promise<ClassLessonOptionDto[]> {
  await mustFind(findClassInScope(db, scope, classId));
  return pathsNotInClass(db, classId);
}

/** Gives a path to the class, inactive; a path of another class is not found (existence does not leak). */
export async function addClassLesson(db: Db, scope: Scope, body: ClassLessonCreateBody): Promise<ClassLessonDto> {
  try {
    const id = await db.transaction(async (tx) => {
      await mustFind(findClassInScope(tx, scope, body.codBseTurma, true));
      if (!(await isPathUsableBy(tx, body.codTrlLivro, body.codBseTurma))) throw notFound();
      return insertLesson(tx, body);
    });
    return mustFind(findLesson(db, id));
  } catch (error) {
    if (isUniqueViolation(error, 'trl_livro_turma_uq')) throw alreadyAdded();
    throw error;
  }
}

/** Makes the link the class's one active path, inside a transaction holding the class's lock: §4's rules. */
async function activateLocked(tx: Tx, id: number, codBseTurma: number): Promise<void> {
  const lesson = await mustFind(findLesson(tx, id));
  if (lesson.indAtivo === 'S') throw activeLocked();
  if (!lesson.comConteudo) throw withoutContent();
  await makeOnlyActive(tx, codBseTurma, id);
}

/**
 * `ativarLivro` (and the documents' `ativarLivroTurma`): the class's one active path becomes this one. The class
 * row is locked first, so two teachers activating at once take turns and exactly one path stays active.
 */
export async function activateClassLesson(db: Db, scope: Scope, id: number): Promise<ClassLessonDto> {
  const { codBseTurma } = await mustFind(findLesson(db, id));
  await db.transaction(async (tx) => {
    await mustFind(findClassInScope(tx, scope, codBseTurma, true));
    await activateLocked(tx, id, codBseTurma);
  });
  return mustFind(findLesson(db, id));
}

/**
 * `PUT /trl_livro_turma/{codTrlAno}` (1-authoring §7, the link as the body): the active link cannot be changed
 * (§4); the link stays in its class (400); an inactive one may take another path the class may use (one it already
 * has: 409, one it may not use: 404, as when adding); `indAtivo: 'S'` then activates it by the rules of `ativarLivro`.
 * One transaction under the class's lock.
 */
export async function updateClassLesson(db: Db, scope: Scope, id: number, body: ClassLessonUpdateBody): Promise<ClassLessonDto> {
  const { codBseTurma } = await mustFind(findLesson(db, id));
  try {
    await db.transaction(async (tx) => {
      await mustFind(findClassInScope(tx, scope, codBseTurma, true));
      const lesson = await mustFind(findLesson(tx, id));
      if (body.codBseTurma !== undefined && body.codBseTurma !== codBseTurma) throw invalidField('codBseTurma', 'classLessonClassFixed');
      if (lesson.indAtivo === 'S') throw activeLocked();
      if (body.codTrlLivro !== undefined && body.codTrlLivro !== lesson.codTrlLivro) {
        if (!(await isPathUsableBy(tx, body.codTrlLivro, codBseTurma))) throw notFound();
        await setLessonPath(tx, id, body.codTrlLivro);
      }
      if (body.indAtivo === 'S') await activateLocked(tx, id, codBseTurma);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'trl_livro_turma_uq')) throw alreadyAdded();
    throw error;
  }
  return mustFind(findLesson(db, id));
}

/** 'Deseja arquivar essa aula?': the path leaves the class (the active one stays until another is activated). */
export async function archiveClassLesson(db: Db, scope: Scope, id: number): Promise<void> {
  const { codBseTurma } = await mustFind(findLesson(db, id));
  await db.transaction(async (tx) => {
    await mustFind(findClassInScope(tx, scope, codBseTurma, true));
    const lesson = await mustFind(findLesson(tx, id));
    if (lesson.indAtivo === 'S') throw archiveActive();
    await deleteLesson(tx, id);
  });
}

/** `comConteudoLivroAtivo`: the player's question before it opens (a member of the class only). */
export async function activeLesson(db: Db, scope: Scope, classId: number): Promise<ActiveLessonAnswer> {
  await mustFind(findClassInScope(db, scope, classId));
  const active = await activeLessonOf(db, classId);
  return { codTrlLivro: active?.codTrlLivro ?? null, comConteudo: active?.comConteudo ?? false };
}
