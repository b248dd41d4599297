import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { randomBytes } from 'node:crypto';
import { filePart, gif, png, stored } from '../curriculum/curriculum.fixtures';
import { multipart } from '../../test/multipart';

const uniqueName = (base: string) => `${base} ${randomBytes(4).toString('hex')}`;

/** News (Aprendizado): the Master writes, the staff read, the server sanitises and searches. */

let t: TestApp;
let master: string;
let prof: string;
let gestorHo: string;
let aluno: string;

beforeAll(async () => {
  t = await buildTestApp();
  [master, prof, gestorHo, aluno] = await Promise.all([
    t.login('REMT-0001', 'Master@2026'),
    t.login('AUCE-0003', 'Prof@2026'),
    t.login('HOMT-0001', 'Gestor@2026'),
    t.login('AUCE-0004', 'Aluno@2026'),
  ]);
});
afterAll(() => t.close());

type News = { codBsePostagem: number; ctgPostagem: string; dscPostagem: string; txtPostagem: string; nomUsuarioCriacao: string | null };

async function publish(body: Record<string, unknown>): Promise<News> {
  const res = await t.as(master, {
    method: 'POST',
    url: '/api/bse_postagem',
    payload: { ctgPostagem: 'Avisos', txtPostagem: '<p>Texto</p>', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<News>();
}

const search = async (token: string, q: string) => {
  const res = await t.as(token, { method: 'GET', url: `/api/bse_postagem?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: News[]; total: number }>();
};

describe('news', () => {
  it('are written by the Master and read by the staff of every school; a student or a Professor cannot write', async () => {
    const post = await publish({ dscPostagem: uniqueName('Reunião geral') });
    for (const token of [prof, gestorHo]) {
      const read = await t.as(token, { method: 'GET', url: `/api/bse_postagem/${post.codBsePostagem}` });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({
        dscPostagem: post.dscPostagem,
        nomUsuarioCriacao: 'Administrador da Rede',
        txtPostagem: '<p>Texto</p>',
      });
    }
    expect((await t.as(aluno, { method: 'GET', url: '/api/bse_postagem' })).statusCode).toBe(403);
    expect((await t.as(aluno, { method: 'GET', url: `/api/bse_postagem/${post.codBsePostagem}` })).statusCode).toBe(403);
    const byProfessor = await t.as(prof, {
      method: 'POST',
      url: '/api/bse_postagem',
      payload: { ctgPostagem: 'X', dscPostagem: 'Y', txtPostagem: '<p>Z</p>' },
    });
    expect(byProfessor.statusCode).toBe(403);
    expect((await t.as(prof, { method: 'DELETE', url: `/api/bse_postagem/${post.codBsePostagem}` })).statusCode).toBe(403);

    const changed = await t.as(master, {
      method: 'PUT',
      url: `/api/bse_postagem/${post.codBsePostagem}`,
      payload: { ctgPostagem: 'Eventos', dscPostagem: post.dscPostagem, txtPostagem: '<p>Novo texto</p>' },
    });
    expect(changed.json()).toMatchObject({ ctgPostagem: 'Eventos', txtPostagem: '<p>Novo texto</p>' });
    expect((await t.as(master, { method: 'DELETE', url: `/api/bse_postagem/${post.codBsePostagem}` })).statusCode).toBe(200);
    expect((await t.as(prof, { method: 'GET', url: `/api/bse_postagem/${post.codBsePostagem}` })).statusCode).toBe(404);
  });

  it('answers the form’s message for a missing field and keeps nothing that runs', async () => {
    for (const payload of [
      { ctgPostagem: ' ', dscPostagem: 'T', txtPostagem: '<p>x</p>' },
      { ctgPostagem: 'C', dscPostagem: '', txtPostagem: '<p>x</p>' },
      { ctgPostagem: 'C', dscPostagem: 'T', txtPostagem: '<p></p><script>alert(1)</script>' },
    ]) {
      const res = await t.as(master, { method: 'POST', url: '/api/bse_postagem', payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.values(res.json<{ fields: Record<string, string> }>().fields)).toEqual(['Por favor, preencha todos os campos']);
    }
    const post = await publish({
      dscPostagem: uniqueName('Segura'),
      txtPostagem:
        '<p onclick="alert(1)"><strong>Oi</strong></p><script>alert(2)</script><img src="x" onerror="alert(3)">' +
        '<a href="javascript:alert(4)">link</a><img src="https://rastreador.example/pixel.png"><iframe src="https://x.example"></iframe>',
    });
    expect(post.txtPostagem).toBe('<p><strong>Oi</strong></p><a rel="noopener noreferrer nofollow" target="_blank">link</a>');
  });

  it('are searched by the server over category, title, year and creator, forgiving accents and a typo', async () => {
    const tag = uniqueName('x').replace(/\W/g, '').slice(-6);
    const math = await publish({ ctgPostagem: 'Matemática', dscPostagem: `Olimpíada de paleontologia ${tag}` });
    await publish({ ctgPostagem: 'Esportes', dscPostagem: `Jogos ${tag}` });
    expect((await search(prof, tag)).total).toBe(2);
    expect((await search(prof, 'MATEMÁTICA')).items.map((n) => n.codBsePostagem)).toContain(math.codBsePostagem);
    expect((await search(prof, 'paleontolgia')).items.map((n) => n.codBsePostagem)).toContain(math.codBsePostagem);
    expect((await search(prof, `${new Date().getFullYear()}`)).items.map((n) => n.codBsePostagem)).toContain(math.codBsePostagem);
    expect((await search(prof, 'administrador')).items.map((n) => n.codBsePostagem)).toContain(math.codBsePostagem);
    // '%' and '_' are searched as themselves, not as LIKE's wildcards (which would match every post); other files' posts
    // may share this database, so the assertion is about this test's own post.
    expect((await search(prof, '%_')).items.map((n) => n.codBsePostagem)).not.toContain(math.codBsePostagem);
    // The list's rows carry the documented body (§3 News post: txtPostagem, sanitised as stored).
    expect((await search(prof, tag)).items.find((n) => n.codBsePostagem === math.codBsePostagem)).toMatchObject({
      dscPostagem: math.dscPostagem,
      txtPostagem: '<p>Texto</p>',
      nomUsuarioCriacao: 'Administrador da Rede',
    });
    const page = await t.as(prof, { method: 'GET', url: '/api/bse_postagem?pageSize=1&page=2' });
    expect(page.json()).toMatchObject({ page: 2, pageSize: 1 });
  });

  it('keep pictures that went through the image pipeline, and drop them with the post', async () => {
    const { body, headers } = multipart([filePart('imagem', await png(1600, 1200))]);
    const uploaded = await t.as(master, { method: 'POST', url: '/api/bse_postagem/imagem', payload: body, headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = uploaded.json<{ url: string }>().url;
    expect(url).toMatch(/^\/uploads\/noticias\/[0-9a-f]{32}\.jpg$/);
    expect(stored(t, url)).toBe(true);
    const bad = multipart([filePart('imagem', await gif(), 'image/gif', 'x.gif')]);
    const refused = await t.as(master, { method: 'POST', url: '/api/bse_postagem/imagem', payload: bad.body, headers: bad.headers });
    expect(refused.statusCode).toBe(400);

    const post = await publish({ dscPostagem: uniqueName('Com foto'), txtPostagem: `<p>Veja:</p><img src="${url}" alt="Feira">` });
    expect(post.txtPostagem).toBe(`<p>Veja:</p><img src="${url}" alt="Feira" />`);
    expect((await t.as(master, { method: 'DELETE', url: `/api/bse_postagem/${post.codBsePostagem}` })).statusCode).toBe(200);
    expect(stored(t, url)).toBe(false);
  });

  it('remove a picture with a post only when no other post still shows it', async () => {
    const { body, headers } = multipart([filePart('imagem', await png(640, 480))]);
    const uploaded = await t.as(master, { method: 'POST', url: '/api/bse_postagem/imagem', payload: body, headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = uploaded.json<{ url: string }>().url;
    const first = await publish({ dscPostagem: uniqueName('Feira, parte 1'), txtPostagem: `<p>Veja:</p><img src="${url}" alt="Feira">` });
    const second = await publish({ dscPostagem: uniqueName('Feira, parte 2'), txtPostagem: `<img src="${url}" alt="De novo">` });
    const served = async () => (await t.app.inject({ method: 'GET', url })).statusCode;

    expect((await t.as(master, { method: 'DELETE', url: `/api/bse_postagem/${first.codBsePostagem}` })).statusCode).toBe(200);
    expect(stored(t, url)).toBe(true);
    const still = await t.as(prof, { method: 'GET', url: `/api/bse_postagem/${second.codBsePostagem}` });
    expect(still.json<News>().txtPostagem).toContain(`src="${url}"`);
    expect(await served()).toBe(200);

    expect((await t.as(master, { method: 'DELETE', url: `/api/bse_postagem/${second.codBsePostagem}` })).statusCode).toBe(200);
    expect(stored(t, url)).toBe(false);
    expect(await served()).toBe(404);
  });

  it('keep a picture that a change drops while another post still shows it', async () => {
    const { body, headers } = multipart([filePart('imagem', await png(640, 480))]);
    const url = (await t.as(master, { method: 'POST', url: '/api/bse_postagem/imagem', payload: body, headers })).json<{ url: string }>()
      .url;
    const first = await publish({ dscPostagem: uniqueName('Mural 1'), txtPostagem: `<img src="${url}" alt="Mural">` });
    const second = await publish({ dscPostagem: uniqueName('Mural 2'), txtPostagem: `<img src="${url}" alt="Mural">` });
    const change = (post: News) =>
      t.as(master, {
        method: 'PUT',
        url: `/api/bse_postagem/${post.codBsePostagem}`,
        payload: { ctgPostagem: post.ctgPostagem, dscPostagem: post.dscPostagem, txtPostagem: '<p>Sem foto</p>' },
      });

    expect((await change(first)).statusCode).toBe(200);
    expect(stored(t, url)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await change(second)).statusCode).toBe(200);
    expect(stored(t, url)).toBe(false);
  });
});
