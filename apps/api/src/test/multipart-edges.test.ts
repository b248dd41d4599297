import { readdir } from 'node:fs/promises';
import { messagePt } from '@portal/shared/common/messages';
import { CAPABILITIES } from '@portal/shared/permissions';
import type { RouteOptions } from 'fastify';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TableChecksum, pgSql, tableChecksums } from '../ops/backup/database-facts';
import type { MultipartSpec } from '../plugins/uploads';
import { DEMO_BY_PROFILE, type TestApp, buildTestApp } from './build-app';
import { multipart } from './multipart';

/*
 * The fuzzer's multipart edges (issue 21): whatever a client sends as multipart/form-data, every
 * route that takes it (each route declaring `config.multipart`, found in app.routeCatalogue) answers
 * 400 with the API's error body, signed in as a profile the route allows, and nothing is written:
 * no row, no uploaded file.
 */

let t: TestApp;
const tokens = new Map<number, string>();
/** A valid id of the demo data for each path parameter of the multipart routes. */
const ids: Record<string, number> = {};

/** Every table's checksum (rows and sequences) and every uploaded file's name: what "nothing written" compares. */
async function written(): Promise<{ tables: Record<string, TableChecksum>; files: string[] }> {
  const client = await (t.db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    const tables = await tableChecksums(pgSql(client));
    const files = (await readdir(t.uploadsDir, { recursive: true })).map(String).sort();
    return { tables, files };
  } finally {
    // tableChecksums sets session settings: they leave with the connection.
    client.release(true);
  }
}

interface MultipartRoute {
  method: string;
  url: string;
  spec: MultipartSpec;
  capability: keyof typeof CAPABILITIES | undefined;
}

function multipartRoutes(): MultipartRoute[] {
  return t.app.routeCatalogue
    .filter((route): route is RouteOptions & { config: { multipart: MultipartSpec } } => Boolean(route.config?.multipart))
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method: String(method),
        url: route.url,
        spec: route.config.multipart,
        capability: route.config.capability,
      })),
    );
}

/** The url with its parameters filled from `ids`; a new parameter must be given an id here. */
function urlOf(route: MultipartRoute): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    const key = `${route.url.split('/')[2]}:${name}`;
    if (ids[key] === undefined) throw new Error(`the multipart walk has no id for ${key} (${route.method} ${route.url}): add one`);
    return String(ids[key]);
  });
}

/** The lowest profile the route allows (the Master where allowed): its token. */
function tokenFor(route: MultipartRoute): string {
  const profiles = route.capability ? CAPABILITIES[route.capability] : [1];
  return tokens.get(Math.min(...profiles))!;
}

/** The names of the route's text parts (its JSON part, or its fields), as its reader takes them. */
function textParts(spec: MultipartSpec): string[] {
  if (spec.jsonPart) return [spec.jsonPart];
  return Object.keys((spec.fields as { shape?: Record<string, unknown> }).shape ?? {});
}

/** The first file part name the route declares (a `*` name stands for any). */
function filePart(spec: MultipartSpec): string {
  const name = Object.keys(spec.files)[0]!;
  return name.endsWith('*') ? `${name.slice(0, -1)}img0` : name;
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const FORM = 'multipart/form-data; boundary=zz';

/** The malformed bodies: a name, the content-type and the bytes. */
function malformedBodies(route: MultipartRoute): [string, string, Buffer][] {
  const file = filePart(route.spec);
  const fileHead = `--zz\r\nContent-Disposition: form-data; name="${file}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const whole = Buffer.concat([Buffer.from(fileHead), PNG, Buffer.from('\r\n--zz--\r\n')]);
  const bodies: [string, string, Buffer][] = [
    ['null', FORM, Buffer.from('null')],
    ['a JSON object', FORM, Buffer.from('{"codTrlAula": 1}')],
    ['truncated inside a file', FORM, whole.subarray(0, fileHead.length + 20)],
    ['truncated before the closing boundary', FORM, whole.subarray(0, whole.length - 8)],
    ['only the opening boundary', FORM, Buffer.from('--zz\r\n')],
    ['another boundary than the header says', 'multipart/form-data; boundary=yy', whole],
    ['no boundary in the header', 'multipart/form-data', whole],
    ['a part without a name', FORM, Buffer.from('--zz\r\nContent-Disposition: form-data\r\n\r\nx\r\n--zz--\r\n')],
    ['a part named __proto__', FORM, Buffer.from('--zz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--zz--\r\n')],
  ];
  for (const field of textParts(route.spec)) {
    const asFile = multipart([{ field, name: 'a.png', type: 'image/png', data: PNG }]);
    bodies.push([`a file where the field ${field} is expected`, asFile.headers['content-type'], asFile.body]);
  }
  return bodies;
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const [profile, demo] of Object.entries(DEMO_BY_PROFILE)) tokens.set(Number(profile), await t.login(demo.login, demo.password));
  const [user] = await t.rows<{ id: number }>(sql`select cod_bse_usuario as id from bse_usuario where cst_login = 'AUCE-0004'`);
  const [image] = await t.rows<{ id: number }>(
    sql`select cod_trl_conteudo as id from trl_conteudo where cod_trl_tipo_conteudo = 2 order by 1 limit 1`,
  );
  const [game] = await t.rows<{ id: number }>(
    sql`select cod_trl_conteudo as id from trl_conteudo where cod_trl_tipo_conteudo = 3 order by 1 limit 1`,
  );
  ids['bse_usuario:codBseUsuario'] = user!.id;
  ids['trl_conteudo_imagem:codTrlConteudo'] = image!.id;
  ids['trl_conteudo_jogo:codTrlConteudo'] = game!.id;
  ids['trl_conteudo:codTrlConteudo'] = image!.id;
  const [question] = await t.rows<{ id: number }>(
    sql`select cod_trl_conteudo_jogo_pergunta as id from trl_conteudo_jogo_pergunta where cod_trl_conteudo = ${game!.id} order by 1 limit 1`,
  );
  const [answer] = await t.rows<{ id: number }>(
    sql`select cod_trl_conteudo_jogo_resposta as id from trl_conteudo_jogo_resposta where cod_trl_conteudo = ${game!.id} order by 1 limit 1`,
  );
  ids['trl_conteudo_jogo_pergunta:codTrlConteudoJogoPergunta'] = question!.id;
  ids['trl_conteudo_jogo_resposta:codTrlConteudoJogoResposta'] = answer!.id;
});
afterAll(() => t.close());

describe('a malformed multipart body', () => {
  it('is found on every upload route', () => {
    const routes = multipartRoutes().map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/bse_usuario/changeData',
        'POST /api/bse_usuario',
        'PUT /api/bse_usuario/:codBseUsuario',
        'POST /api/trl_conteudo_imagem',
        'PUT /api/trl_conteudo_imagem/:codTrlConteudo',
        'POST /api/bse_postagem/imagem',
        'POST /api/trl_conteudo_jogo',
        'PUT /api/trl_conteudo_jogo/:codTrlConteudo',
        'POST /api/trl_conteudo',
        'PUT /api/trl_conteudo/:codTrlConteudo',
        'POST /api/trl_conteudo_jogo_pergunta',
        'PUT /api/trl_conteudo_jogo_pergunta/:codTrlConteudoJogoPergunta',
        'POST /api/trl_conteudo_jogo_resposta',
        'PUT /api/trl_conteudo_jogo_resposta/:codTrlConteudoJogoResposta',
      ]),
    );
  });

  it('answers 400 with the error body on every multipart route, and nothing is written', async () => {
    const before = await written();
    const wrong: string[] = [];
    for (const route of multipartRoutes()) {
      const url = urlOf(route);
      for (const [name, contentType, body] of malformedBodies(route)) {
        const res = await t.as(tokenFor(route), {
          method: route.method,
          url,
          payload: body,
          headers: { 'content-type': contentType },
        });
        const answer = res.json<Record<string, unknown>>();
        const expected = {
          statusCode: 400,
          code: 'VALIDATION',
          message: expect.any(String),
          requestId: res.headers['x-request-id'],
        };
        if (res.statusCode !== 400 || !expect.objectContaining(expected).asymmetricMatch(answer)) {
          wrong.push(`${route.method} ${url} (${name}): ${res.statusCode} ${res.body}`);
        } else if (name.startsWith('a file where the field')) {
          // The field is named, with the catalogue's message.
          const field = name.split(' ')[5]!;
          if ((answer.fields as Record<string, string> | undefined)?.[field] !== messagePt('invalidData'))
            wrong.push(`${route.method} ${url} (${name}): ${res.body}`);
        } else if (answer.message !== messagePt('invalidData')) {
          wrong.push(`${route.method} ${url} (${name}): ${res.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await written()).toEqual(before);
  });
});

describe('PUT /api/trl_conteudo_imagem/{id} with an empty form', () => {
  it('keeps the title and the image (a part left out keeps its value) and answers the content as it is', async () => {
    const id = ids['trl_conteudo_imagem:codTrlConteudo']!;
    const master = tokens.get(1)!;
    const shown = await t.as(master, { method: 'GET', url: `/api/trl_conteudo/${id}` });
    expect(shown.statusCode).toBe(200);
    const before = await written();
    const empty = multipart([]);
    const res = await t.as(master, { method: 'PUT', url: `/api/trl_conteudo_imagem/${id}`, payload: empty.body, headers: empty.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(shown.json());
    expect(await written()).toEqual(before);
  });
});

describe('a multipart body where the route takes JSON', () => {
  it('answers 415 with the error body, and nothing is written (the multipart reader is only where a route declares it)', async () => {
    const before = await written();
    const form = multipart([{ field: 'file', name: 'a.png', type: 'image/png', data: PNG }], { dscTitulo: 'Aviso' });
    const res = await t.as(tokens.get(1)!, { method: 'POST', url: '/api/cld_calendario', payload: form.body, headers: form.headers });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: messagePt('unsupportedMediaType') });
    expect(await written()).toEqual(before);
  });
});
