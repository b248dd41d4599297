import type { PathSwapBody, PathCreateBody, PathDto, PathListQuery, PathUpdateBody } from '@portal/shared/curriculum';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, invalidField, notFound, mustFind } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/pagination';
import type { Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { dependencies, hasActivities, refusedByDependencies } from './curriculum.dependencies';
import { filesUnder, removeFiles } from './curriculum.files';
import { ORDERED, closeGap, lockPathOrder, nextSequence, orderOf, swapPlaces } from './curriculum.sequence';
import { trlLivro } from '../../db/schema';
import {
  classExists,
  countPaths,
  deletePathRow,
  findPathDto,
  insertPath,
  isGivenToClass,
  listPaths,
  teacherClass,
  titleFilter,
  updatePathTitle,
  findPath,
  pathsInScope,
} from './path.repository';

const classCondition = (codBseTurma: number | undefined) =>
  codBseTurma === undefined || codBseTurma === -1 ? undefined : eq(trlLivro.codBseTurma, codBseTurma);

export async function listPathPage(db: Db, scope: Scope, query: PathListQuery) {
  const where = and(pathsInScope(scope), classCondition(query.codBseTurma), titleFilter(query.q));
  const [items, total] = await Promise.all([listPaths(db, where, pageWindow(query)), countPaths(db, where)]);
  return toPage(items, total, query);
}

export async function listAllPaths(db: Db, scope: Scope, codBseTurma: number): Promise<PathDto[]> {
  return listPaths(db, and(pathsInScope(scope), classCondition(codBseTurma)));
}

export async function getPath(db: Db, scope: Scope, id: number): Promise<PathDto> {
  const row = await findPathDto(db, and(eq(trlLivro.codTrlLivro, id), pathsInScope(scope)));
  if (!row) throw notFound();
  return row;
}

/** The class of a new path: a Professor's own (current when omitted); a Master's any class, or none. */
async function classOfNewPath(db: Db, scope: Scope, wanted: number | null | undefined): Promise<number | null> {
  if (scope.kind === 'classes') {
    const classId = await teacherClass(db, scope.userId, wanted);
    if (classId === undefined) {
      if (wanted) throw new AppError(404, 'NOT_FOUND', 'classNotYours');
      throw invalidField('codBseTurma', 'classNotYours');
    }
    return classId;
  }
  if (wanted && !(await classExists(db, wanted))) throw notFound();
  return wanted ?? null;
}

export async function createPath(db: Db, scope: Scope, body: PathCreateBody): Promise<PathDto> {
  const classId = await classOfNewPath(db, scope, body.codBseTurma);
  const id = await db.transaction(async (tx) => {
    await lockPathOrder(tx, classId);
    const numSequencia = await nextSequence(tx, ORDERED.livro, classId);
    return insertPath(tx, { dscTitulo: body.dscTitulo, codBseTurma: classId, numSequencia, codUsuarioCriacao: scope.userId });
  });
  return getPath(db, scope, id);
}

export async function updatePath(db: Db, scope: Scope, id: number, body: PathUpdateBody): Promise<PathDto> {
  if (!(await updatePathTitle(db, id, body.dscTitulo, pathsInScope(scope)))) throw notFound();
  return getPath(db, scope, id);
}

/** Deletes a path with everything in it, after its class order is locked; refused while given to a class or with activities. */
export async function deletePath(db: Db, storage: FileStorage, scope: Scope, id: number): Promise<void> {
  const { codBseTurma } = await mustFind(findPath(db, scope, id));
  const files = await refusedByDependencies(() =>
    db.transaction(async (tx) => {
      await lockPathOrder(tx, codBseTurma);
      const path = await mustFind(findPath(tx, scope, id, true));
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
export async function swapPaths(db: Db, scope: Scope, body: PathSwapBody) {
  const first = await mustFind(findPath(db, scope, body.livro1));
  const rows = await db.transaction(async (tx) => {
    await lockPathOrder(tx, first.codBseTurma);
    const a = await mustFind(findPath(tx, scope, body.livro1, true));
    const b = await mustFind(findPath(tx, scope, body.livro2, true));
    if (a.codBseTurma !== b.codBseTurma || a.codBseTurma !== first.codBseTurma) {
      throw new AppError(400, 'VALIDATION', 'reorderDifferentParents');
    }
    await swapPlaces(tx, ORDERED.livro, a.codTrlLivro, b.codTrlLivro);
    return orderOf(tx, ORDERED.livro, a.codBseTurma);
  });
  return rows.map((r) => ({ codTrlLivro: r.id, numSequencia: r.numSequencia }));
}
