import {
  CHAPTERS_PER_PATH_MAX,
  type ChapterCreateBody,
  type ChapterDto,
  type ChapterListQuery,
  type ChapterUpdateBody,
  type ChapterSwapBody,
} from '@portal/shared/curriculum';
import { findPath } from './path.repository';
import type { Db } from '../../db/client';
import { AppError, notFound, mustFind } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import type { Viewer } from '../../lib/viewer';
import { dependencies, hasActivities, refusedByDependencies } from './curriculum.dependencies';
import { filesUnder, removeFiles } from './curriculum.files';
import { ORDERED, closeGap, countChildren, nextSequence, orderOf, swapPlaces } from './curriculum.sequence';
import {
  deleteChapterRow,
  findChapter,
  findChapterDto,
  insertChapter,
  listChapterPage as listChapterRows,
  listChaptersOfPath,
  updateChapterTitle,
} from './chapter.repository';

export async function chaptersOfPath(db: Db, viewer: Viewer, pathId: number): Promise<ChapterDto[]> {
  await mustFind(findPath(db, viewer, pathId));
  return listChaptersOfPath(db, viewer, pathId);
}

export function listChapterPage(db: Db, viewer: Viewer, query: ChapterListQuery) {
  return listChapterRows(db, viewer, query);
}

export async function getChapter(db: Db, viewer: Viewer, id: number): Promise<ChapterDto> {
  return mustFind(findChapterDto(db, viewer, id));
}

/** 'Novo Capítulo': last in the path, at most 50 per path ('Número máximo de capitulos criado.'). */
export async function createChapter(db: Db, viewer: Viewer, body: ChapterCreateBody): Promise<ChapterDto> {
  const id = await db.transaction(async (tx) => {
    await mustFind(findPath(tx, viewer, body.codTrlLivro, true));
    if ((await countChildren(tx, ORDERED.capitulo, body.codTrlLivro)) >= CHAPTERS_PER_PATH_MAX) {
      throw new AppError(409, 'CONFLICT', 'chapterMax');
    }
    const numSequencia = await nextSequence(tx, ORDERED.capitulo, body.codTrlLivro);
    return insertChapter(tx, { dscTitulo: body.dscTitulo, codTrlLivro: body.codTrlLivro, numSequencia, codUsuarioCriacao: viewer.userId });
  });
  return getChapter(db, viewer, id);
}

export async function updateChapter(db: Db, viewer: Viewer, id: number, body: ChapterUpdateBody): Promise<ChapterDto> {
  await mustFind(findChapter(db, viewer, id));
  await updateChapterTitle(db, id, body.dscTitulo);
  return getChapter(db, viewer, id);
}

/** Deletes a chapter with its lessons and contents; refused (409) while it has activities. */
export async function deleteChapter(db: Db, storage: FileStorage, viewer: Viewer, id: number): Promise<void> {
  const { codTrlLivro } = await mustFind(findChapter(db, viewer, id));
  const files = await refusedByDependencies(() =>
    db.transaction(async (tx) => {
      await mustFind(findPath(tx, viewer, codTrlLivro, true));
      const chapter = await mustFind(findChapter(tx, viewer, id, true));
      if (chapter.codTrlLivro !== codTrlLivro) throw notFound();
      if (await hasActivities(tx, { capitulo: id })) throw dependencies();
      const paths = await filesUnder(tx, { capitulo: id });
      await deleteChapterRow(tx, id);
      await closeGap(tx, ORDERED.capitulo, codTrlLivro, chapter.numSequencia);
      return paths;
    }),
  );
  await removeFiles(storage, files);
}

export async function swapChapters(db: Db, viewer: Viewer, body: ChapterSwapBody) {
  const first = await mustFind(findChapter(db, viewer, body.capitulo1));
  const rows = await db.transaction(async (tx) => {
    await mustFind(findPath(tx, viewer, first.codTrlLivro, true));
    const a = await mustFind(findChapter(tx, viewer, body.capitulo1, true));
    const b = await mustFind(findChapter(tx, viewer, body.capitulo2, true));
    if (a.codTrlLivro !== b.codTrlLivro || a.codTrlLivro !== first.codTrlLivro) {
      throw new AppError(400, 'VALIDATION', 'reorderDifferentParents');
    }
    await swapPlaces(tx, ORDERED.capitulo, a.codTrlCapitulo, b.codTrlCapitulo);
    return orderOf(tx, ORDERED.capitulo, a.codTrlLivro);
  });
  return rows.map((r) => ({ codTrlCapitulo: r.id, numSequencia: r.numSequencia }));
}
