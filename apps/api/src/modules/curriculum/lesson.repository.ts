import type { LessonDto, ContentDto } from '@portal/shared/curriculum';
import { type SQL, and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Scope } from '../../lib/scope';
import { FileStorage } from '../../lib/storage';
import { trlAula, trlCapitulo, trlConteudo, trlJogo, trlLivro, trlMateria, trlTipoConteudo } from '../../db/schema';
import { pathsInScope } from './path.repository';

const contentColumns = {
  codTrlConteudo: trlConteudo.codTrlConteudo,
  codTrlAula: trlConteudo.codTrlAula,
  codTrlTipoConteudo: trlConteudo.codTrlTipoConteudo,
  nomTipo: trlTipoConteudo.nomTipo,
  numSequencia: trlConteudo.numSequencia,
  dscTitulo: trlConteudo.dscTitulo,
  dscTexto: trlConteudo.dscTexto,
  dscImagem: trlConteudo.dscImagem,
  codTrlJogo: trlConteudo.codTrlJogo,
  nomJogo: trlJogo.nomJogo,
  dscDescricao: trlConteudo.dscDescricao,
};

type ContentRow = { [K in keyof typeof contentColumns]: ContentDto[K] };

export function toContentDto(row: ContentRow): ContentDto {
  return { ...row, dscImagem: FileStorage.publicUrl(row.dscImagem) };
}

/** Content items matching `where`, by lesson and position. */
export async function listContents(db: Tx, where: SQL | undefined): Promise<ContentDto[]> {
  const rows = await db
    .select(contentColumns)
    .from(trlConteudo)
    .innerJoin(trlTipoConteudo, eq(trlTipoConteudo.codTrlTipoConteudo, trlConteudo.codTrlTipoConteudo))
    .leftJoin(trlJogo, eq(trlJogo.codTrlJogo, trlConteudo.codTrlJogo))
    .where(where)
    .orderBy(asc(trlConteudo.codTrlAula), asc(trlConteudo.numSequencia));
  return rows.map(toContentDto);
}

/**
 * Lessons matching `where` with their content items, in ONE statement (lessons left-joined to their
 * contents, grouped here): opening a chapter costs the same number of queries for 1 or 300 lessons.
 */
export async function listLessonsWithContents(db: Tx, where: SQL | undefined): Promise<LessonDto[]> {
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

/** A lesson in the caller's scope (404 for the caller when absent); `lock` takes the row FOR UPDATE, which serialises the ordering of its children. */
export async function findLesson(tx: Tx, scope: Scope, id: number, lock = false) {
  const query = tx
    .select({ codTrlAula: trlAula.codTrlAula, codTrlCapitulo: trlAula.codTrlCapitulo, numSequencia: trlAula.numSequencia })
    .from(trlAula)
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, trlAula.codTrlCapitulo))
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(and(eq(trlAula.codTrlAula, id), pathsInScope(scope)));
  const [row] = lock ? await query.for('update', { of: trlAula }) : await query;
  return row;
}
