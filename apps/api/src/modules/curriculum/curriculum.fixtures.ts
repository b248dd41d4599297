import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { multipart } from '../../test/multipart';

/** Test data for the curriculum API tests, made through the API itself. */

export const MASTER = { login: 'REMT-0001', password: 'Master@2026' };
export const PROF_AU = { login: 'AUCE-0003', password: 'Prof@2026' };
export const PROF_HO = { login: 'HOSU-0002', password: 'Prof@2026' };

export async function signIn(t: TestApp, user: { login: string; password: string }) {
  return t.login(user.login, user.password);
}

export async function json<T = Record<string, unknown>>(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  expected = method === 'POST' ? 201 : 200,
): Promise<T> {
  const res = await t.as(token, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(expected);
  return res.json<T>();
}

export async function newPath(t: TestApp, token: string, dscTitulo = 'Trilha de teste', codBseTurma?: number | null) {
  return json<{ codTrlLivro: number; codBseTurma: number | null; numSequencia: number }>(t, token, 'POST', '/api/trl_livro', {
    dscTitulo,
    ...(codBseTurma !== undefined ? { codBseTurma } : {}),
  });
}

export async function newChapter(t: TestApp, token: string, codTrlLivro: number, dscTitulo = 'Capítulo') {
  return json<{ codTrlCapitulo: number; numSequencia: number }>(t, token, 'POST', '/api/trl_capitulo', { dscTitulo, codTrlLivro });
}

export async function newLesson(t: TestApp, token: string, codTrlCapitulo: number, dscTitulo = 'Aula') {
  return json<{ codTrlAula: number; numSequencia: number }>(t, token, 'POST', '/api/trl_aula', { codTrlCapitulo, dscTitulo });
}

export async function newText(t: TestApp, token: string, codTrlAula: number, dscTexto = 'Um texto.') {
  return json<{ codTrlConteudo: number; numSequencia: number }>(t, token, 'POST', '/api/trl_conteudo_texto', { codTrlAula, dscTexto });
}

/** A path with one chapter and one lesson, for the Master. */
export async function tree(t: TestApp, token: string) {
  const path_ = await newPath(t, token);
  const chapter = await newChapter(t, token, path_.codTrlLivro);
  const lesson = await newLesson(t, token, chapter.codTrlCapitulo);
  return { codTrlLivro: path_.codTrlLivro, codTrlCapitulo: chapter.codTrlCapitulo, codTrlAula: lesson.codTrlAula };
}

export async function png(width = 800, height = 600, color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}
export async function jpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'CameraCo', Model: 'GPS-Phone' } } })
    .toBuffer();
}
export async function webp(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 300, channels: 3, background: '#22aa55' } })
    .webp()
    .toBuffer();
}
export async function gif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } })
    .gif()
    .toBuffer();
}

export type Part = { field: string; name: string; type: string; data: Buffer };
export const filePart = (field: string, data: Buffer, type = 'image/png', name = `${field}.png`): Part => ({ field, name, type, data });

/** A game save as the web sends it: the `dados` JSON part plus the file parts. */
export function gameRequest(dados: unknown, files: Part[] = []) {
  return multipart(files, { dados: JSON.stringify(dados) });
}

export async function postGame(t: TestApp, token: string, dados: unknown, files: Part[] = []) {
  const { body, headers } = gameRequest(dados, files);
  return t.as(token, { method: 'POST', url: '/api/trl_conteudo_jogo', payload: body, headers });
}

export async function putGame(t: TestApp, token: string, id: number, dados: unknown, files: Part[] = []) {
  const { body, headers } = gameRequest(dados, files);
  return t.as(token, { method: 'PUT', url: `/api/trl_conteudo_jogo/${id}`, payload: body, headers });
}

/** The file behind a public `/uploads/...` address exists on disk. */
export function stored(t: TestApp, url: string | null | undefined): boolean {
  return !!url && existsSync(path.join(t.uploadsDir, url.replace(/^\/uploads\//, '')));
}

/** `numSequencia` of one parent: must be exactly 1..n. */
export async function sequences(
  t: TestApp,
  table: 'trl_livro' | 'trl_capitulo' | 'trl_aula' | 'trl_conteudo',
  parentColumn: string,
  parent: number,
) {
  const rows = await t.rows<{ n: number }>(
    sql`select num_sequencia as n from ${sql.identifier(table)} where ${sql.identifier(parentColumn)} = ${parent} order by num_sequencia`,
  );
  return rows.map((r) => Number(r.n));
}

export const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
