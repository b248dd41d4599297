import {
  CHAPTERS_PER_PATH_MAX,
  type ChapterCreateBody,
  type ChapterDto,
  type ChapterListQuery,
  type ChapterUpdateBody,
  type ChapterSwapBody,
} from '@portal/shared/curriculum';
import { and, eq } from 'drizzle-orm';
import { findPath, pathsInScope } from './path.repository';
import type { Db } from '../../db/client';
import { AppError, notFound, mustFind } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/pagination';
import type { Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { dependencies, hasActivities, refusedByDependencies } from './curriculum.dependencies';
import { filesUnder, removeFiles } from './curriculum.files';
import { ORDERED, closeGap, countChildren, nextSequence, orderOf, swapPlaces } from './curriculum.sequence';
import { trlCapitulo } from '../../db/schema';
import {
  chapterTitleFilter,
  countChapters,
  deleteChapterRow,
  insertChapter,
  listChapters,
  updateChapterTitle,
  findChapter,
} from './chapter.repository';

export async function chaptersOfPath(db: Db, scope: Scope, pathId: number): Promise<ChapterDto[]> {
  await mustFind(findPath(db, scope, pathId));
  return listChapters(db, and(eq(trlCapitulo.codTrlLivro, pathId), pathsInScope(scope)));
}

export async function listChapterPage(db: Db, scope: Scope, query: ChapterListQuery) {
  const where = and(
    pathsInScope(scope),
    query.codTrlLivro ? eq(trlCapitulo.codTrlLivro, query.codTrlLivro) : undefined,
    chapterTitleFilter(query.q),
  );
  const [items, total] = await Promise.all([listChapters(db, where, pageWindow(query)), countChapters(db, where)]);
  return toPage(items, total, query);
}

export async function getChapter(db: Db, scope: Scope, id: number): Promise<ChapterDto> {
  const [row] = await listChapters(db, and(eq(trlCapitulo.codTrlCapitulo, id), pathsInScope(scope)));
  if (!row) throw notFound();
  return row;
}

/** 'Novo Capítulo': last in the path, at most 50 per path ('Número máximo de capitulos criado.'). */
export async function createChapter(db: Db, scope: Scope, body: ChapterCreateBody): Promise<ChapterDto> {
  const id = await db.transaction(async (tx) => {
    await mustFind(findPath(tx, scope, body.codTrlLivro, true));
    if ((await countChildren(tx, ORDERED.capitulo, body.codTrlLivro)) >= CHAPTERS_PER_PATH_MAX) {
      throw new AppError(409, 'CONFLICT', 'chapterMax');
    }
    const numSequencia = await nextSequence(tx, ORDERED.capitulo, body.codTrlLivro);
    return insertChapter(tx, { dscTitulo: body.dscTitulo, codTrlLivro: body.codTrlLivro, numSequencia, codUsuarioCriacao: scope.userId });
  });
  return getChapter(db, scope, id);
}

export async function updateChapter(db: Db, scope: Scope, id: number, body: ChapterUpdateBody): Promise<ChapterDto> {
  await mustFind(findChapter(db, scope, id));
  await updateChapterTitle(db, id, body.dscTitulo);
  return getChapter(db, scope, id);
}

/** Deletes a chapter with its lessons and contents; refused (409) while it has activities. */
export async function deleteChapter(db: Db, storage: FileStorage, scope: Scope, id: number): Promise<void> {
  const { codTrlLivro } = await mustFind(findChapter(db, scope, id));
  const files = await refusedByDependencies(() =>
    db.transaction(async (tx) => {
      await mustFind(findPath(tx, scope, codTrlLivro, true));
      const chapter = await mustFind(findChapter(tx, scope, id, true));
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

export async function swapChapters(db: Db, scope: Scope, body: ChapterSwapBody) {
  const first = await mustFind(findChapter(db, scope, body.capitulo1));
  const rows = await db.transaction(async (tx) => {
    await mustFind(findPath(tx, scope, first.codTrlLivro, true));
    const a = await mustFind(findChapter(tx, scope, body.capitulo1, true));
    const b = await mustFind(findChapter(tx, scope, body.capitulo2, true));
    if (a.codTrlLivro !== b.codTrlLivro || a.codTrlLivro !== first.codTrlLivro) {
      throw new AppError(400, 'VALIDATION', 'reorderDifferentParents');
    }
    await swapPlaces(tx, ORDERED.capitulo, a.codTrlCapitulo, b.codTrlCapitulo);
    return orderOf(tx, ORDERED.capitulo, a.codTrlLivro);
  });
  return rows.map((r) => ({ codTrlCapitulo: r.id, numSequencia: r.numSequencia }));
}
