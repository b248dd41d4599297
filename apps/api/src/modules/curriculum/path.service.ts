import type { PathSwapBody, PathCreateBody, PathDto, PathListQuery, PathUpdateBody } from '@portal/shared/curriculum';
import type { Db } from '../../db/client';
import { AppError, invalidField, notFound, mustFind } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import type { Viewer } from '../../lib/viewer';
import { classesOfUser, findClassInScope } from '../organisation';
import { dependencies, hasActivities, refusedByDependencies } from './curriculum.dependencies';
import { filesUnder, removeFiles } from './curriculum.files';
import { ORDERED, closeGap, lockPathOrder, nextSequence, orderOf, swapPlaces } from './curriculum.sequence';
import {
  deletePathRow,
  findPath,
  findPathDto,
  insertPath,
  isGivenToClass,
  listPathPage as listPathRows,
  listPathsOfClass,
  updatePathTitle,
} from './path.repository';

export function listPathPage(db: Db, viewer: Viewer, query: PathListQuery) {
  return listPathRows(db, viewer, query);
}

export async function listAllPaths(db: Db, viewer: Viewer, codBseTurma: number): Promise<PathDto[]> {
  return listPathsOfClass(db, viewer, codBseTurma);
}

export async function getPath(db: Db, viewer: Viewer, id: number): Promise<PathDto> {
  return mustFind(findPathDto(db, viewer, id));
}

/** A Professor's current class, else the first of their classes (by id); undefined without one. */
async function currentClassOf(db: Db, viewer: Viewer): Promise<number | undefined> {
  const mine = await classesOfUser(db, viewer.userId);
  const current = mine.find((c) => c.indAtual === 'S');
  if (current) return current.codBseTurma;
  return mine.length > 0 ? Math.min(...mine.map((c) => c.codBseTurma)) : undefined;
}

/** The class of a new path: a Professor's own (current when omitted); a Master's any class, or none. */
async function classOfNewPath(db: Db, viewer: Viewer, wanted: number | null | undefined): Promise<number | null> {
  const teacher = viewer.kind === 'classes';
  if (wanted) {
    // The class asked for, within the viewer's scope: any class for a Master, one of theirs for a Professor.
    if (await findClassInScope(db, viewer, wanted)) return wanted;
    if (teacher) throw new AppError(404, 'NOT_FOUND', 'classNotYours');
    throw notFound();
  }
  if (!teacher) return wanted ?? null;
  const classId = await currentClassOf(db, viewer);
  if (classId === undefined) throw invalidField('codBseTurma', 'classNotYours');
  return classId;
}

export async function createPath(db: Db, viewer: Viewer, body: PathCreateBody): Promise<PathDto> {
  const classId = await classOfNewPath(db, viewer, body.codBseTurma);
  const id = await db.transaction(async (tx) => {
    await lockPathOrder(tx, classId);
    const numSequencia = await nextSequence(tx, ORDERED.livro, classId);
    return insertPath(tx, { dscTitulo: body.dscTitulo, codBseTurma: classId, numSequencia, codUsuarioCriacao: viewer.userId });
  });
  return getPath(db, viewer, id);
}

export async function updatePath(db: Db, viewer: Viewer, id: number, body: PathUpdateBody): Promise<PathDto> {
  if (!(await updatePathTitle(db, viewer, id, body.dscTitulo))) throw notFound();
  return getPath(db, viewer, id);
}

/** Deletes a path with everything in it, after its class order is locked; refused while given to a class or with activities. */
export async function deletePath(db: Db, storage: FileStorage, viewer: Viewer, id: number): Promise<void> {
  const { codBseTurma } = await mustFind(findPath(db, viewer, id));
  const files = await refusedByDependencies(() =>
    db.transaction(async (tx) => {
      await lockPathOrder(tx, codBseTurma);
      const path = await mustFind(findPath(tx, viewer, id, true));
      if (await isGivenToClass(tx, id)) throw dependencies();
      if (await hasActivities(tx, { livro: id })) throw dependencies();
      const paths = await filesUnder(tx, { livro: id });
      await deletePathRow(tx, id);
      await closeGap(tx, ORDERED.livro, path.codBseTurma, path.numSequencia);
      return paths;
    }),
  );
  await removeFiles(storage, files);
}

/** Swaps two paths of the same class (or two network-wide paths); answers the class's new order. */
export async function swapPaths(db: Db, viewer: Viewer, body: PathSwapBody) {
  const first = await mustFind(findPath(db, viewer, body.livro1));
  const rows = await db.transaction(async (tx) => {
    await lockPathOrder(tx, first.codBseTurma);
    const a = await mustFind(findPath(tx, viewer, body.livro1, true));
    const b = await mustFind(findPath(tx, viewer, body.livro2, true));
    if (a.codBseTurma !== b.codBseTurma || a.codBseTurma !== first.codBseTurma) {
      throw new AppError(400, 'VALIDATION', 'reorderDifferentParents');
    }
    await swapPlaces(tx, ORDERED.livro, a.codTrlLivro, b.codTrlLivro);
    return orderOf(tx, ORDERED.livro, a.codBseTurma);
  });
  return rows.map((r) => ({ codTrlLivro: r.id, numSequencia: r.numSequencia }));
}
