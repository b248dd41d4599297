import type { ContentDto } from '@portal/shared/curriculum';
import { type SQL, and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { FileStorage } from '../../lib/storage';
import type { Viewer } from '../../lib/viewer';
import {
  trlAula,
  trlCapitulo,
  trlConteudo,
  trlConteudoPersonagemTexto,
  trlJogo,
  trlLivro,
  trlMontagem,
  trlPersonagem,
  trlTipoConteudo,
} from '../../db/schema';
import { pathsInScope } from './path.repository';

export const contentColumns = {
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

export type ContentRow = { [K in keyof typeof contentColumns]: ContentDto[K] };

export function toContentDto(row: ContentRow): ContentDto {
  return { ...row, dscImagem: FileStorage.publicUrl(row.dscImagem) };
}

/** Content items matching `where`, by lesson and position. */
async function listContents(db: Tx, where: SQL | undefined): Promise<ContentDto[]> {
  const rows = await db
    .select(contentColumns)
    .from(trlConteudo)
    .innerJoin(trlTipoConteudo, eq(trlTipoConteudo.codTrlTipoConteudo, trlConteudo.codTrlTipoConteudo))
    .leftJoin(trlJogo, eq(trlJogo.codTrlJogo, trlConteudo.codTrlJogo))
    .where(where)
    .orderBy(asc(trlConteudo.codTrlAula), asc(trlConteudo.numSequencia));
  return rows.map(toContentDto);
}

/** The content items of a lesson, in order (the caller checked the lesson). */
export function listContentsOfLesson(db: Tx, lessonId: number): Promise<ContentDto[]> {
  return listContents(db, eq(trlConteudo.codTrlAula, lessonId));
}

/** One content item as the API lists it (the caller checked the item). */
export async function findContentDto(db: Tx, id: number): Promise<ContentDto | undefined> {
  const [row] = await listContents(db, eq(trlConteudo.codTrlConteudo, id));
  return row;
}

export type ContentValues = typeof trlConteudo.$inferInsert;

export async function insertContent(tx: Tx, values: ContentValues): Promise<number> {
  const [row] = await tx.insert(trlConteudo).values(values).returning({ id: trlConteudo.codTrlConteudo });
  return row!.id;
}

export async function updateContentRow(tx: Tx, id: number, values: Partial<ContentValues>): Promise<void> {
  await tx.update(trlConteudo).set(values).where(eq(trlConteudo.codTrlConteudo, id));
}

export async function deleteContentRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(trlConteudo).where(eq(trlConteudo.codTrlConteudo, id));
}

/** One content item with the names of its game and assembly, for the detail loads. */
export async function contentDetailRow(db: Tx, id: number) {
  const [row] = await db
    .select({
      codTrlConteudo: trlConteudo.codTrlConteudo,
      codTrlAula: trlConteudo.codTrlAula,
      codTrlTipoConteudo: trlConteudo.codTrlTipoConteudo,
      dscTitulo: trlConteudo.dscTitulo,
      dscTexto: trlConteudo.dscTexto,
      dscImagem: trlConteudo.dscImagem,
      dscDescricao: trlConteudo.dscDescricao,
      dscLink: trlConteudo.dscLink,
      codTrlJogo: trlConteudo.codTrlJogo,
      nomJogo: trlJogo.nomJogo,
      codTrlMontagem: trlConteudo.codTrlMontagem,
      nomMontagem: trlMontagem.nomMontagem,
      imgMontagem: trlMontagem.imgMontagem,
      dscTextoMontagem: trlMontagem.dscTexto,
    })
    .from(trlConteudo)
    .leftJoin(trlJogo, eq(trlJogo.codTrlJogo, trlConteudo.codTrlJogo))
    .leftJoin(trlMontagem, eq(trlMontagem.codTrlMontagem, trlConteudo.codTrlMontagem))
    .where(eq(trlConteudo.codTrlConteudo, id));
  return row;
}

export async function dialogueEntries(db: Tx, contentId: number) {
  return db
    .select({
      codTrlConteudoPersonagemTexto: trlConteudoPersonagemTexto.codTrlConteudoPersonagemTexto,
      codTrlPersonagem: trlConteudoPersonagemTexto.codTrlPersonagem,
      nomPersonagem: trlPersonagem.nomPersonagem,
      imgPersonagem: trlPersonagem.imgPersonagem,
      dscTexto: trlConteudoPersonagemTexto.dscTexto,
    })
    .from(trlConteudoPersonagemTexto)
    .innerJoin(trlPersonagem, eq(trlPersonagem.codTrlPersonagem, trlConteudoPersonagemTexto.codTrlPersonagem))
    .where(eq(trlConteudoPersonagemTexto.codTrlConteudo, contentId))
    .orderBy(asc(trlConteudoPersonagemTexto.numOrdem));
}

/** Replaces the dialogue entries of a content item (inside the caller's transaction). */
export async function replaceDialogueEntries(tx: Tx, contentId: number, entries: { codTrlPersonagem: number; dscTexto: string }[]) {
  await tx.delete(trlConteudoPersonagemTexto).where(eq(trlConteudoPersonagemTexto.codTrlConteudo, contentId));
  await tx
    .insert(trlConteudoPersonagemTexto)
    .values(
      entries.map((e, i) => ({ codTrlConteudo: contentId, codTrlPersonagem: e.codTrlPersonagem, dscTexto: e.dscTexto, numOrdem: i + 1 })),
    );
}

export async function existingCharacters(db: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: trlPersonagem.codTrlPersonagem })
    .from(trlPersonagem)
    .where(inArray(trlPersonagem.codTrlPersonagem, ids));
  return new Set(rows.map((r) => r.id));
}

export async function assemblyExists(db: Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: trlMontagem.codTrlMontagem }).from(trlMontagem).where(eq(trlMontagem.codTrlMontagem, id));
  return Boolean(row);
}

/** A content item the viewer may author (404 for the caller when absent); `lock` takes the row FOR UPDATE, which serialises the ordering of its children. */
export async function findContent(tx: Tx, viewer: Viewer, id: number, lock = false) {
  const query = tx
    .select({
      codTrlConteudo: trlConteudo.codTrlConteudo,
      codTrlAula: trlConteudo.codTrlAula,
      codTrlCapitulo: trlAula.codTrlCapitulo,
      codTrlTipoConteudo: trlConteudo.codTrlTipoConteudo,
      numSequencia: trlConteudo.numSequencia,
      dscImagem: trlConteudo.dscImagem,
    })
    .from(trlConteudo)
    .innerJoin(trlAula, eq(trlAula.codTrlAula, trlConteudo.codTrlAula))
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, trlAula.codTrlCapitulo))
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(and(eq(trlConteudo.codTrlConteudo, id), pathsInScope(viewer)));
  const [row] = lock ? await query.for('update', { of: trlConteudo }) : await query;
  return row;
}
