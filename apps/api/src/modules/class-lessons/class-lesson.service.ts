import type { ActiveLessonAnswer, ClassLessonCreateBody, ClassLessonDto, ClassLessonOptionDto } from '@portal/shared/class-lessons';
import type { Db } from '../../db/client';
import { AppError, mustFind, notFound } from '../../lib/app-error';
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
} from './class-lesson.repository';

const activeLocked = () => new AppError(409, 'CONFLICT', 'classLessonActiveLocked');
const withoutContent = () => new AppError(409, 'CONFLICT', 'classLessonWithoutContent');
const alreadyAdded = () => new AppError(409, 'CONFLICT', 'classLessonExists', { codTrlLivro: 'classLessonExists' });
const archiveActive = () => new AppError(409, 'CONFLICT', 'classLessonArchiveActive');

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

/**
 * `ativarLivro`: the class's one active path becomes this one. The class row is locked first, so two
 * teachers activating at once take turns and exactly one path stays active.
 */
export async function activateClassLesson(db: Db, scope: Scope, id: number): Promise<ClassLessonDto> {
  const { codBseTurma } = await mustFind(findLesson(db, id));
  await db.transaction(async (tx) => {
    await mustFind(findClassInScope(tx, scope, codBseTurma, true));
    const lesson = await mustFind(findLesson(tx, id));
    if (lesson.indAtivo === 'S') throw activeLocked();
    if (!lesson.comConteudo) throw withoutContent();
    await makeOnlyActive(tx, codBseTurma, id);
  });
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
