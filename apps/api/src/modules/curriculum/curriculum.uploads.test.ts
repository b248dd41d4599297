import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { multipart } from '../../test/multipart';
import { MASTER, type Part, filePart, gif, jpeg, json, png, postGame, signIn, stored, tree, webp } from './curriculum.fixtures';

let t: TestApp;
let token: string;
let lesson: number;

beforeAll(async () => {
  t = await buildTestApp();
  token = await signIn(t, MASTER);
  lesson = (await tree(t, token)).codTrlAula;
});
afterAll(() => t.close());

const contentFiles = () =>
  existsSync(path.join(t.uploadsDir, 'conteudos')) ? readdirSync(path.join(t.uploadsDir, 'conteudos')).sort() : [];

function postImage(files: Part[], fields: Record<string, string> = { codTrlAula: String(lesson) }) {
  const { body, headers } = multipart(files, fields);
  return t.as(token, { method: 'POST', url: '/api/trl_conteudo_imagem', payload: body, headers });
}
function putImage(id: number, files: Part[], fields: Record<string, string> = {}) {
  const { body, headers } = multipart(files, fields);
  return t.as(token, { method: 'PUT', url: `/api/trl_conteudo_imagem/${id}`, payload: body, headers });
}
const INVALID = 'Arquivo inválido. Formatos válidos: jpg, jpeg, png e webp';

describe('image content uploads (§5 Image upload)', () => {
  it('takes jpeg, png and webp by content, re-encodes to a JPEG within 480×640 and drops EXIF', async () => {
    for (const [data, w, h] of [
      [await jpeg(1600, 1200), 480, 360],
      [await png(600, 2000), 192, 640],
      [await webp(), 300, 300],
    ] as const) {
      const res = await postImage([filePart('dscImagem', data, 'image/jpeg', 'foto.jpg')]);
      expect(res.statusCode, res.body).toBe(201);
      const url = res.json().dscImagem as string;
      expect(url).toMatch(/^\/uploads\/conteudos\/[0-9a-f]{32}\.jpg$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', w, h]);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('refuses a file that is not an image, whatever its name and type say', async () => {
    const before = contentFiles();
    const text = await postImage([filePart('dscImagem', Buffer.from('isto não é uma imagem'), 'image/png', 'foto.png')]);
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toEqual({ dscImagem: INVALID });
    const lying = await postImage([filePart('dscImagem', await gif(), 'image/jpeg', 'foto.jpg')]);
    expect(lying.statusCode).toBe(400);
    expect(lying.json().fields).toEqual({ dscImagem: INVALID });
    expect(contentFiles()).toEqual(before);
  });

  it('goes by content, not by name: a PNG called .gif is accepted', async () => {
    const res = await postImage([filePart('dscImagem', await png(), 'image/gif', 'desenho.gif')]);
    expect(res.statusCode).toBe(201);
  });

  it('answers 413 to a file over 5 MiB and stores nothing', async () => {
    const before = contentFiles();
    const huge = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await postImage([filePart('dscImagem', huge)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(contentFiles()).toEqual(before);
  });

  it("asks for one image ('Selecione uma imagem.', 'Permitido somente 1 imagem.') and a title of at most 50", async () => {
    const none = await postImage([]);
    expect(none.json().fields).toEqual({ dscImagem: 'Selecione uma imagem.' });
    const two = await postImage([filePart('dscImagem', await png()), filePart('dscImagem', await png())]);
    expect(two.json().fields).toEqual({ dscImagem: 'Permitido somente 1 imagem.' });
    const title = await postImage([filePart('dscImagem', await png())], { codTrlAula: String(lesson), dscTitulo: 't'.repeat(51) });
    expect(title.json().fields).toEqual({ dscTitulo: 'O título deve ter no máximo 50 caracteres.' });
  });

  it('replacing the image removes the old file; editing only the title keeps it; deleting removes it', async () => {
    const created = await postImage([filePart('dscImagem', await png())], { codTrlAula: String(lesson), dscTitulo: 'Antes' });
    const id = created.json().codTrlConteudo as number;
    const first = created.json().dscImagem as string;
    const titled = await putImage(id, [], { dscTitulo: 'Só o título' });
    expect(titled.json()).toMatchObject({ dscTitulo: 'Só o título', dscImagem: first });
    const replaced = await putImage(id, [filePart('dscImagem', await jpeg())]);
    const second = replaced.json().dscImagem as string;
    expect(second).not.toBe(first);
    expect([stored(t, first), stored(t, second)]).toEqual([false, true]);
    const bad = await putImage(id, [filePart('dscImagem', Buffer.from('GIF89a nope'), 'image/png')]);
    expect(bad.statusCode).toBe(400);
    expect(stored(t, second)).toBe(true);
    const loaded = await json(t, token, 'GET', `/api/trl_conteudo_imagem/loadInfoConteudoImagem/${id}`);
    expect(loaded).toMatchObject({ codTrlConteudoImagem: id, dscImagem: second, dscTitulo: 'Só o título' });
    await json(t, token, 'DELETE', `/api/trl_conteudo/${id}`);
    expect(stored(t, second)).toBe(false);
  });
});

describe('game image uploads (jpeg and png only)', () => {
  it('refuses webp, a lying file and a huge file for a game image', async () => {
    const dados = { codTrlAula: lesson, codTrlJogo: 5, perguntas: [{ imgPergunta: 'file:p' }], respostas: [] };
    const webpRes = await postGame(t, token, dados, [filePart('p', await webp(), 'image/png')]);
    expect(webpRes.json().fields).toEqual({ 'perguntas.0.imgPergunta': 'Arquivo inválido. Formatos válidos: jpeg e png' });
    const lying = await postGame(t, token, dados, [filePart('p', Buffer.from('%PDF-1.4 not an image'), 'image/png', 'p.png')]);
    expect(lying.statusCode).toBe(400);
    const huge = await postGame(t, token, dados, [filePart('p', Buffer.alloc(5 * 1024 * 1024 + 1, 7))]);
    expect(huge.statusCode).toBe(413);
  });
});
