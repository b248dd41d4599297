import type { LessonCreateBody, LessonDto, LessonUpdateBody, OpenChapterDto, LessonSwapBody } from '@portal/shared/curriculum';
import { eq } from 'drizzle-orm';
import { findChapter } from './chapter.repository';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField, notFound, mustFind } from '../../lib/app-error';
import type { Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { getChapter } from './chapter.service';
import { filesUnder, removeFiles } from './curriculum.files';
import { ORDERED, closeGap, nextSequence, orderOf, swapPlaces } from './curriculum.sequence';
import { trlAula } from '../../db/schema';
import { deleteLessonRow, insertLesson, listLessonsWithContents, subjectExists, updateLessonRow, findLesson } from './lesson.repository';

/** The lessons screen: the chapter (with its path's title) and its lessons with their contents. 2 queries after the access check. */
export async function openChapter(db: Db, scope: Scope, chapterId: number): Promise<OpenChapterDto> {
  const capitulo = await getChapter(db, scope, chapterId);
  const aulas = await listLessonsWithContents(db, eq(trlAula.codTrlCapitulo, chapterId));
  return { capitulo, aulas };
}

export async function lessonsOfChapter(db: Db, scope: Scope, chapterId: number): Promise<LessonDto[]> {
  await mustFind(findChapter(db, scope, chapterId));
  return listLessonsWithContents(db, eq(trlAula.codTrlCapitulo, chapterId));
}

export async function getLesson(db: Tx, scope: Scope, id: number): Promise<LessonDto> {
  await mustFind(findLesson(db, scope, id));
  const [lesson] = await listLessonsWithContents(db, eq(trlAula.codTrlAula, id));
  if (!lesson) throw notFound();
  return lesson;
}

async function checkSubject(db: Tx, codTrlMateria: number | null | undefined): Promise<void> {
  if (codTrlMateria && !(await subjectExists(db, codTrlMateria))) throw invalidField('codTrlMateria', 'invalidData');
}

export async function createLesson(db: Db, scope: Scope, body: LessonCreateBody): Promise<LessonDto> {
  await checkSubject(db, body.codTrlMateria);
  const id = await db.transaction(async (tx) => {
    await mustFind(findChapter(tx, scope, body.codTrlCapitulo, true));
    const numSequencia = await nextSequence(tx, ORDERED.aula, body.codTrlCapitulo);
    return insertLesson(tx, {
      codTrlCapitulo: body.codTrlCapitulo,
      dscTitulo: body.dscTitulo,
      dscDescricao: body.dscDescricao || null,
      codTrlMateria: body.codTrlMateria ?? null,
      numSequencia,
      codUsuarioCriacao: scope.userId,
    });
  });
  return getLesson(db, scope, id);
}

export async function updateLesson(db: Db, scope: Scope, id: number, body: LessonUpdateBody): Promise<LessonDto> {
  await mustFind(findLesson(db, scope, id));
  await checkSubject(db, body.codTrlMateria);
  await updateLessonRow(db, id, {
    dscTitulo: body.dscTitulo,
    dscDescricao: body.dscDescricao || null,
    ...(body.codTrlMateria !== undefined ? { codTrlMateria: body.codTrlMateria } : {}),
  });
  return getLesson(db, scope, id);
}

export async function deleteLesson(db: Db, storage: FileStorage, scope: Scope, id: number): Promise<void> {
  const { codTrlCapitulo } = await mustFind(findLesson(db, scope, id));
  const files = await db.transaction(async (tx) => {
    await mustFind(findChapter(tx, scope, codTrlCapitulo, true));
    const lesson = await mustFind(findLesson(tx, scope, id, true));
    if (lesson.codTrlCapitulo !== codTrlCapitulo) throw notFound();
    const paths = await filesUnder(tx, { aula: id });
    await deleteLessonRow(tx, id);
    await closeGap(tx, ORDERED.aula, codTrlCapitulo, lesson.numSequencia);
    return paths;
  });
  await removeFiles(storage, files);
}

export async function swapLessons(db: Db, scope: Scope, body: LessonSwapBody) {
  const first = await mustFind(findLesson(db, scope, body.aula1));
  const rows = await db.transaction(async (tx) => {
    await mustFind(findChapter(tx, scope, first.codTrlCapitulo, true));
    const a = await mustFind(findLesson(tx, scope, body.aula1, true));
    const b = await mustFind(findLesson(tx, scope, body.aula2, true));
    if (a.codTrlCapitulo !== b.codTrlCapitulo || a.codTrlCapitulo !== first.codTrlCapitulo) {
      throw new AppError(400, 'VALIDATION', 'reorderDifferentParents');
    }
    await swapPlaces(tx, ORDERED.aula, a.codTrlAula, b.codTrlAula);
    return orderOf(tx, ORDERED.aula, a.codTrlCapitulo);
  });
  return rows.map((r) => ({ codTrlAula: r.id, numSequencia: r.numSequencia }));
}
