import type { LessonCreateBody, LessonDto, LessonUpdateBody, OpenChapterDto, LessonSwapBody } from '@portal/shared/curriculum';
import { findChapter } from './chapter.repository';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField, notFound, mustFind } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import type { Viewer } from '../../lib/viewer';
import { getChapter } from './chapter.service';
import { filesUnder, removeFiles } from './curriculum.files';
import { ORDERED, closeGap, nextSequence, orderOf, swapPlaces } from './curriculum.sequence';
import {
  deleteLessonRow,
  findLesson,
  findLessonDto,
  insertLesson,
  listLessonsOfChapter,
  subjectExists,
  updateLessonRow,
} from './lesson.repository';

/** The lessons screen: the chapter (with its path's title) and its lessons with their contents. 2 queries after the access check. */
export async function openChapter(db: Db, viewer: Viewer, chapterId: number): Promise<OpenChapterDto> {
  const capitulo = await getChapter(db, viewer, chapterId);
  const aulas = await listLessonsOfChapter(db, chapterId);
  return { capitulo, aulas };
}

export async function lessonsOfChapter(db: Db, viewer: Viewer, chapterId: number): Promise<LessonDto[]> {
  await mustFind(findChapter(db, viewer, chapterId));
  return listLessonsOfChapter(db, chapterId);
}

export async function getLesson(db: Tx, viewer: Viewer, id: number): Promise<LessonDto> {
  await mustFind(findLesson(db, viewer, id));
  return mustFind(findLessonDto(db, id));
}

async function checkSubject(db: Tx, codTrlMateria: number | null | undefined): Promise<void> {
  if (codTrlMateria && !(await subjectExists(db, codTrlMateria))) throw invalidField('codTrlMateria', 'invalidData');
}

export async function createLesson(db: Db, viewer: Viewer, body: LessonCreateBody): Promise<LessonDto> {
  await checkSubject(db, body.codTrlMateria);
  const id = await db.transaction(async (tx) => {
    await mustFind(findChapter(tx, viewer, body.codTrlCapitulo, true));
    const numSequencia = await nextSequence(tx, ORDERED.aula, body.codTrlCapitulo);
    return insertLesson(tx, {
      codTrlCapitulo: body.codTrlCapitulo,
      dscTitulo: body.dscTitulo,
      dscDescricao: body.dscDescricao || null,
      codTrlMateria: body.codTrlMateria ?? null,
      numSequencia,
      codUsuarioCriacao: viewer.userId,
    });
  });
  return getLesson(db, viewer, id);
}

export async function updateLesson(db: Db, viewer: Viewer, id: number, body: LessonUpdateBody): Promise<LessonDto> {
  await mustFind(findLesson(db, viewer, id));
  await checkSubject(db, body.codTrlMateria);
  await updateLessonRow(db, id, {
    dscTitulo: body.dscTitulo,
    dscDescricao: body.dscDescricao || null,
    ...(body.codTrlMateria !== undefined ? { codTrlMateria: body.codTrlMateria } : {}),
  });
  return getLesson(db, viewer, id);
}

export async function deleteLesson(db: Db, storage: FileStorage, viewer: Viewer, id: number): Promise<void> {
  const { codTrlCapitulo } = await mustFind(findLesson(db, viewer, id));
  const files = await db.transaction(async (tx) => {
    await mustFind(findChapter(tx, viewer, codTrlCapitulo, true));
    const lesson = await mustFind(findLesson(tx, viewer, id, true));
    if (lesson.codTrlCapitulo !== codTrlCapitulo) throw notFound();
    const paths = await filesUnder(tx, { aula: id });
    await deleteLessonRow(tx, id);
    await closeGap(tx, ORDERED.aula, codTrlCapitulo, lesson.numSequencia);
    return paths;
  });
  await removeFiles(storage, files);
}

export async function swapLessons(db: Db, viewer: Viewer, body: LessonSwapBody) {
  const first = await mustFind(findLesson(db, viewer, body.aula1));
  const rows = await db.transaction(async (tx) => {
    await mustFind(findChapter(tx, viewer, first.codTrlCapitulo, true));
    const a = await mustFind(findLesson(tx, viewer, body.aula1, true));
    const b = await mustFind(findLesson(tx, viewer, body.aula2, true));
    if (a.codTrlCapitulo !== b.codTrlCapitulo || a.codTrlCapitulo !== first.codTrlCapitulo) {
      throw new AppError(400, 'VALIDATION', 'reorderDifferentParents');
    }
    await swapPlaces(tx, ORDERED.aula, a.codTrlAula, b.codTrlAula);
    return orderOf(tx, ORDERED.aula, a.codTrlCapitulo);
  });
  return rows.map((r) => ({ codTrlAula: r.id, numSequencia: r.numSequencia }));
}
