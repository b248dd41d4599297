import type { LessonDto } from '@portal/shared/curriculum';
import { type SQL, and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Viewer } from '../../lib/viewer';
import { trlAula, trlCapitulo, trlConteudo, trlJogo, trlLivro, trlMateria, trlTipoConteudo } from '../../db/schema';
import { type ContentRow, contentColumns, toContentDto } from './content.repository';
import { pathsInScope } from './path.repository';

/**
 * Lessons matching `where` with their content items, in ONE statement (lessons left-joined to their
 * contents, grouped here): opening a chapter costs the same number of queries for 1 or 300 lessons.
 */
async function listLessonsWithContents(db: Tx, where: SQL | undefined): Promise<LessonDto[]> {
  const rows = await db
    .select({
      codTrlAula: trlAula.codTrlAula,
      codTrlCapitulo: trlAula.codTrlCapitulo,
      codTrlMateria: trlAula.codTrlMateria,
      nomMateria: trlMateria.nomMateria,
      aulaSequencia: trlAula.numSequencia,
      aulaTitulo: trlAula.dscTitulo,
      aulaDescricao: trlAula.dscDescricao,
      conteudo: contentColumns,
    })
    .from(trlAula)
    .leftJoin(trlMateria, eq(trlMateria.codTrlMateria, trlAula.codTrlMateria))
    .leftJoin(trlConteudo, eq(trlConteudo.codTrlAula, trlAula.codTrlAula))
    .leftJoin(trlTipoConteudo, eq(trlTipoConteudo.codTrlTipoConteudo, trlConteudo.codTrlTipoConteudo))
    .leftJoin(trlJogo, eq(trlJogo.codTrlJogo, trlConteudo.codTrlJogo))
    .where(where)
    .orderBy(asc(trlAula.codTrlCapitulo), asc(trlAula.numSequencia), asc(trlConteudo.numSequencia));

  const lessons: LessonDto[] = [];
  for (const row of rows) {
    let lesson = lessons.at(-1);
    if (lesson?.codTrlAula !== row.codTrlAula) {
      lesson = {
        codTrlAula: row.codTrlAula,
        codTrlCapitulo: row.codTrlCapitulo,
        codTrlMateria: row.codTrlMateria,
        nomMateria: row.nomMateria,
        numSequencia: row.aulaSequencia,
        dscTitulo: row.aulaTitulo,
        dscDescricao: row.aulaDescricao,
        conteudos: [],
      };
      lessons.push(lesson);
    }
    const c = row.conteudo;
    if (c && c.codTrlConteudo !== null) lesson.conteudos.push(toContentDto(c as ContentRow));
  }
  return lessons;
}

/** The lessons of a chapter with their content items (the caller checked the chapter). */
export async function listLessonsOfChapter(db: Tx, chapterId: number): Promise<LessonDto[]> {
  return listLessonsWithContents(db, eq(trlAula.codTrlCapitulo, chapterId));
}

/** One lesson with its content items (the caller checked the lesson). */
export async function findLessonDto(db: Tx, id: number): Promise<LessonDto | undefined> {
  const [lesson] = await listLessonsWithContents(db, eq(trlAula.codTrlAula, id));
  return lesson;
}

export async function insertLesson(tx: Tx, values: typeof trlAula.$inferInsert): Promise<number> {
  const [row] = await tx.insert(trlAula).values(values).returning({ id: trlAula.codTrlAula });
  return row!.id;
}

export async function updateLessonRow(db: Db, id: number, values: Partial<typeof trlAula.$inferInsert>): Promise<void> {
  await db.update(trlAula).set(values).where(eq(trlAula.codTrlAula, id));
}

export async function deleteLessonRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(trlAula).where(eq(trlAula.codTrlAula, id));
}

export async function subjectExists(db: Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: trlMateria.codTrlMateria }).from(trlMateria).where(eq(trlMateria.codTrlMateria, id));
  return Boolean(row);
}

/** A lesson the viewer may author (404 for the caller when absent); `lock` takes the row FOR UPDATE, which serialises the ordering of its children. */
export async function findLesson(tx: Tx, viewer: Viewer, id: number, lock = false) {
  const query = tx
    .select({ codTrlAula: trlAula.codTrlAula, codTrlCapitulo: trlAula.codTrlCapitulo, numSequencia: trlAula.numSequencia })
    .from(trlAula)
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, trlAula.codTrlCapitulo))
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(and(eq(trlAula.codTrlAula, id), pathsInScope(viewer)));
  const [row] = lock ? await query.for('update', { of: trlAula }) : await query;
  return row;
}
