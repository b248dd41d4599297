import type { ContentDto, ContentSwapBody, ContentMoveBody } from '@portal/shared/curriculum';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound, mustFind } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import type { Viewer } from '../../lib/viewer';
import {
  type ContentValues,
  contentDetailRow,
  deleteContentRow,
  findContent,
  findContentDto,
  insertContent,
  listContentsOfLesson,
  updateContentRow,
} from './content.repository';
import { filesUnder, removeFiles } from './curriculum.files';
import { ORDERED, closeGap, nextSequence, orderOf, swapPlaces } from './curriculum.sequence';
import { findLesson } from './lesson.repository';

export async function contentsOfLesson(db: Db, viewer: Viewer, lessonId: number): Promise<ContentDto[]> {
  await mustFind(findLesson(db, viewer, lessonId));
  return listContentsOfLesson(db, lessonId);
}

export async function getContent(db: Tx, viewer: Viewer, id: number): Promise<ContentDto> {
  await mustFind(findContent(db, viewer, id));
  return mustFind(findContentDto(db, id));
}

/** A new content item, last in its lesson, written with the lesson locked; `more` adds its children in the same transaction. */
export async function appendContent(
  db: Db,
  viewer: Viewer,
  codTrlAula: number,
  values: Omit<ContentValues, 'codTrlAula' | 'numSequencia'>,
  more?: (tx: Tx, id: number) => Promise<void>,
): Promise<ContentDto> {
  const id = await db.transaction(async (tx) => {
    await mustFind(findLesson(tx, viewer, codTrlAula, true));
    const numSequencia = await nextSequence(tx, ORDERED.conteudo, codTrlAula);
    const contentId = await insertContent(tx, { ...values, codTrlAula, numSequencia, codUsuarioCriacao: viewer.userId });
    if (more) await more(tx, contentId);
    return contentId;
  });
  return getContent(db, viewer, id);
}

/** A content item of the given type in the caller's scope, with its full row (404 otherwise). */
export async function contentOfType(db: Tx, viewer: Viewer, id: number, type: number, lock = false) {
  const found = await findContent(db, viewer, id, lock);
  if (!found || found.codTrlTipoConteudo !== type) throw notFound();
  const row = await contentDetailRow(db, id);
  if (!row) throw notFound();
  return row;
}

export async function deleteContent(db: Db, storage: FileStorage, viewer: Viewer, id: number): Promise<void> {
  const { codTrlAula } = await mustFind(findContent(db, viewer, id));
  const files = await db.transaction(async (tx) => {
    await mustFind(findLesson(tx, viewer, codTrlAula, true));
    const content = await mustFind(findContent(tx, viewer, id, true));
    if (content.codTrlAula !== codTrlAula) throw notFound();
    const paths = await filesUnder(tx, { conteudo: id });
    await deleteContentRow(tx, id);
    await closeGap(tx, ORDERED.conteudo, codTrlAula, content.numSequencia);
    return paths;
  });
  await removeFiles(storage, files);
}

/** Locks lessons in id order, so that two moves between the same two lessons cannot deadlock. */
async function lockLessons(tx: Tx, viewer: Viewer, ids: number[]) {
  const lessons = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) lessons.push(await mustFind(findLesson(tx, viewer, id, true)));
  return lessons;
}

async function ordersOf(tx: Tx, lessonIds: number[]) {
  const out = [];
  for (const id of [...new Set(lessonIds)]) {
    for (const r of await orderOf(tx, ORDERED.conteudo, id))
      out.push({ codTrlConteudo: r.id, codTrlAula: id, numSequencia: r.numSequencia });
  }
  return out;
}

/** Two content items exchange places: in one lesson, or across two lessons of the same chapter. */
export async function swapContents(db: Db, viewer: Viewer, body: ContentSwapBody) {
  const a0 = await mustFind(findContent(db, viewer, body.conteudo1));
  const b0 = await mustFind(findContent(db, viewer, body.conteudo2));
  if (a0.codTrlCapitulo !== b0.codTrlCapitulo) throw new AppError(400, 'VALIDATION', 'reorderDifferentParents');
  return db.transaction(async (tx) => {
    await lockLessons(tx, viewer, [a0.codTrlAula, b0.codTrlAula]);
    const a = await mustFind(findContent(tx, viewer, body.conteudo1, true));
    const b = await mustFind(findContent(tx, viewer, body.conteudo2, true));
    const lessons = [a0.codTrlAula, b0.codTrlAula];
    if (!lessons.includes(a.codTrlAula) || !lessons.includes(b.codTrlAula)) throw new AppError(409, 'CONFLICT');
    await swapPlaces(tx, ORDERED.conteudo, a.codTrlConteudo, b.codTrlConteudo);
    return ordersOf(tx, lessons);
  });
}

/** Moves a content item to the end of another lesson of the same chapter; its old lesson closes the gap. */
export async function moveContent(db: Db, viewer: Viewer, body: ContentMoveBody) {
  const content0 = await mustFind(findContent(db, viewer, body.codTrlConteudo));
  const target0 = await mustFind(findLesson(db, viewer, body.codTrlAula));
  if (content0.codTrlCapitulo !== target0.codTrlCapitulo) throw new AppError(400, 'VALIDATION', 'reorderDifferentParents');
  return db.transaction(async (tx) => {
    await lockLessons(tx, viewer, [content0.codTrlAula, body.codTrlAula]);
    const content = await mustFind(findContent(tx, viewer, body.codTrlConteudo, true));
    if (content.codTrlAula !== content0.codTrlAula) throw new AppError(409, 'CONFLICT');
    if (content.codTrlAula !== body.codTrlAula) {
      const numSequencia = await nextSequence(tx, ORDERED.conteudo, body.codTrlAula);
      await updateContentRow(tx, content.codTrlConteudo, { codTrlAula: body.codTrlAula, numSequencia });
      await closeGap(tx, ORDERED.conteudo, content.codTrlAula, content.numSequencia);
    }
    return ordersOf(tx, [content.codTrlAula, body.codTrlAula]);
  });
}
