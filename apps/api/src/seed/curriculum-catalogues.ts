import { CONTENT_TYPE_CODES, CONTENT_TYPE_NAMES, GAME_CODES, GAME_NAMES } from '@portal/shared/curriculum';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileStorage } from '../lib/storage';
import { trlJogo, trlMateria, trlMontagem, trlPersonagem, trlTipoConteudo } from '../db/schema';
import { ASSEMBLIES, CHARACTERS, render } from './curriculum-drawings';

const MATERIAS = ['Português', 'Matemática', 'Ciências', 'História', 'Geografia', 'Artes', 'Inglês', 'Educação Física'];

const GAME_DESCRIPTIONS: Record<number, string> = {
  1: 'Descubra a palavra letra por letra a partir da dica.',
  2: 'Encontre os pares de imagens iguais.',
  3: 'Siga as dicas pelo labirinto até cada imagem.',
  4: 'Ligue cada imagem do grupo 1 ao seu par no grupo 2.',
  5: 'Monte a imagem juntando as peças.',
  6: 'Escolha a resposta certa entre quatro.',
  7: 'Diga se cada frase é verdadeira ou falsa.',
  8: 'Separe as imagens em seus grupos.',
  9: 'Complete a frase com as palavras certas.',
  10: 'Escolha a imagem que responde à pergunta.',
};

async function bumpIdentity(db: Db, table: string, column: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, ${column}), greatest((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 1))`,
  );
}

/**
 * Rows with drawn images under fixed ids: only the missing ids are drawn and inserted, so running it
 * on every start costs two selects; a row another process inserted first wins and our file is removed.
 */
async function seedPictured<T>(
  db: Db,
  storage: FileStorage,
  folder: string,
  existing: Set<number>,
  items: { id: number; drawing: string; row: (img: string) => T }[],
  insert: (row: T) => Promise<boolean>,
): Promise<void> {
  for (const item of items.filter((i) => !existing.has(i.id))) {
    const saved = await storage.save(folder, await render(item.drawing), 'jpg');
    if (!(await insert(item.row(saved)))) await storage.remove(saved);
  }
}

/** The curriculum catalogues (trl_materia, trl_tipo_conteudo, trl_jogo, trl_personagem, trl_montagem): demo and production. */
export async function seedCurriculumCatalogues(db: Db, storage: FileStorage): Promise<void> {
  await db
    .insert(trlTipoConteudo)
    .values(CONTENT_TYPE_CODES.map((code) => ({ codTrlTipoConteudo: code, nomTipo: CONTENT_TYPE_NAMES[code] })))
    .onConflictDoNothing();
  await db
    .insert(trlJogo)
    .values(GAME_CODES.map((code) => ({ codTrlJogo: code, nomJogo: GAME_NAMES[code], dscDescricao: GAME_DESCRIPTIONS[code] })))
    .onConflictDoNothing();
  await db
    .insert(trlMateria)
    .values(MATERIAS.map((nomMateria, i) => ({ codTrlMateria: i + 1, nomMateria })))
    .onConflictDoNothing();
  await bumpIdentity(db, 'trl_materia', 'cod_trl_materia');

  const characters = new Set((await db.select({ id: trlPersonagem.codTrlPersonagem }).from(trlPersonagem)).map((r) => r.id));
  await seedPictured(
    db,
    storage,
    'personagens',
    characters,
    CHARACTERS.map((c, i) => ({
      id: i + 1,
      drawing: c.drawing,
      row: (img: string) => ({ codTrlPersonagem: i + 1, nomPersonagem: c.nome, imgPersonagem: img }),
    })),
    async (row) =>
      (await db.insert(trlPersonagem).values(row).onConflictDoNothing().returning({ id: trlPersonagem.codTrlPersonagem })).length > 0,
  );
  await bumpIdentity(db, 'trl_personagem', 'cod_trl_personagem');

  const assemblies = new Set((await db.select({ id: trlMontagem.codTrlMontagem }).from(trlMontagem)).map((r) => r.id));
  await seedPictured(
    db,
    storage,
    'montagens',
    assemblies,
    ASSEMBLIES.map((a, i) => ({
      id: i + 1,
      drawing: a.drawing,
      row: (img: string) => ({ codTrlMontagem: i + 1, nomMontagem: a.nome, imgMontagem: img, dscTexto: a.texto }),
    })),
    async (row) =>
      (await db.insert(trlMontagem).values(row).onConflictDoNothing().returning({ id: trlMontagem.codTrlMontagem })).length > 0,
  );
  await bumpIdentity(db, 'trl_montagem', 'cod_trl_montagem');
}
