import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../test/build-app';
import { errorStatusesOf } from './swagger';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

let t: TestApp;
let doc: OpenApi;
beforeAll(async () => {
  t = await buildTestApp();
  doc = t.app.swagger() as unknown as OpenApi;
});
afterAll(() => t.close());

/** Every route of the API as registered, with the OpenAPI path of its url (`:id` -> `{id}`). */
function apiRoutes() {
  return t.app.routeCatalogue
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ route: r, method: String(method) })))
    .filter(({ method }) => method !== 'HEAD')
    .map(({ route, method }) => ({ route, method, path: route.url.replace(/:(\w+)/g, '{$1}') }));
}

describe('the OpenAPI description (/api/docs/json)', () => {
  it('is served, public, and describes every API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const missing = apiRoutes().filter(({ method, path }) => !doc.paths[path]?.[method.toLowerCase()]);
    expect(missing.map((m) => `${m.method} ${m.path}`)).toEqual([]);
  });

  it('gives every route a response, with ErrorBody, for each error status it can answer', () => {
    const gaps: string[] = [];
    for (const { route, method, path } of apiRoutes()) {
      const responses = doc.paths[path]?.[method.toLowerCase()]?.responses ?? {};
      if (!Object.keys(responses).some((status) => status.startsWith('2'))) gaps.push(`${method} ${path}: no success answer`);
      for (const status of errorStatusesOf(route)) {
        const ref = responses[String(status)]?.content?.['application/json']?.schema?.$ref;
        if (ref !== '#/components/schemas/ErrorBody') gaps.push(`${method} ${path}: ${status} ${ref ?? 'missing'}`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it('declares the statuses a route can answer: validation, sign-in, capability, missing, conflict, size, rate', () => {
    const find = (method: string, url: string) => apiRoutes().find((r) => r.method === method && r.route.url === url)!.route;
    expect(errorStatusesOf(find('POST', '/api/auth/login'))).toEqual([400, 413, 415, 429]);
    expect(errorStatusesOf(find('GET', '/api/bse_usuario/getMeusDados/x'))).toEqual([401]);
    expect(errorStatusesOf(find('DELETE', '/api/bse_escola/:codBseEscola'))).toEqual([400, 401, 403, 404, 409, 413, 415]);
    const login = doc.paths['/api/auth/login']!.post!.responses!;
    expect(Object.keys(login)).toEqual(expect.arrayContaining(['202', '400', '401', '410', '413', '415', '429']));
  });

  it('names its schemas as components and refers to them', () => {
    const schemas = doc.components?.schemas ?? {};
    for (const name of [
      'ErrorBody',
      'OkAnswer',
      'LoginBodyInput',
      'UserDto',
      'UserCreateBodyInput',
      'SchoolDto',
      'ClassDto',
      'PathDto',
      'ContentDto',
    ]) {
      expect(schemas, name).toHaveProperty(name);
    }
    const school = doc.paths['/api/bse_escola/{codBseEscola}']!.get!.responses!['200']!.content!['application/json']!.schema!;
    expect(school.$ref).toBe('#/components/schemas/SchoolDto');
  });

  it('describes the multipart bodies of the upload routes: their fields and their files', () => {
    const multipart = apiRoutes().filter(({ route }) => route.config?.multipart);
    expect(multipart.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'POST /api/bse_postagem/imagem',
      'POST /api/bse_usuario',
      'POST /api/bse_usuario/changeData',
      'POST /api/trl_conteudo',
      'POST /api/trl_conteudo_imagem',
      'POST /api/trl_conteudo_jogo',
      'POST /api/trl_conteudo_jogo_pergunta',
      'POST /api/trl_conteudo_jogo_resposta',
      'PUT /api/bse_usuario/{codBseUsuario}',
      'PUT /api/trl_conteudo/{codTrlConteudo}',
      'PUT /api/trl_conteudo_imagem/{codTrlConteudo}',
      'PUT /api/trl_conteudo_jogo/{codTrlConteudo}',
      'PUT /api/trl_conteudo_jogo_pergunta/{codTrlConteudoJogoPergunta}',
      'PUT /api/trl_conteudo_jogo_resposta/{codTrlConteudoJogoResposta}',
    ]);
    for (const { method, path } of multipart) {
      const form = doc.paths[path]![method.toLowerCase()]!.requestBody?.content?.['multipart/form-data']?.schema;
      expect(form, `${method} ${path}`).toMatchObject({ type: 'object' });
    }
    const user = doc.paths['/api/bse_usuario']!.post!.requestBody!.content!['multipart/form-data']!.schema!;
    expect(user).toMatchObject({
      properties: { cstLogin: expect.any(Object), nomUsuario: expect.any(Object), imgAvatar: { type: 'string', format: 'binary' } },
    });
    const newsImage = doc.paths['/api/bse_postagem/imagem']!.post!.requestBody!.content!['multipart/form-data']!.schema!;
    expect(newsImage).toMatchObject({ properties: { imagem: { type: 'string', format: 'binary' } } });
    const image = doc.paths['/api/trl_conteudo_imagem']!.post!.requestBody!.content!['multipart/form-data']!.schema!;
    expect(image).toMatchObject({ properties: { codTrlAula: expect.any(Object), dscImagem: { type: 'string', format: 'binary' } } });
    const game = doc.paths['/api/trl_conteudo_jogo']!.post!.requestBody!.content!;
    expect(game['multipart/form-data']!.schema).toMatchObject({
      properties: { dados: { type: 'string' } },
      additionalProperties: { type: 'string', format: 'binary' },
    });
    expect(game['application/json']!.schema).toEqual({ $ref: '#/components/schemas/GameCreateBodyInput' });
    expect(doc.components?.schemas).toHaveProperty('GameCreateBodyInput');
    // The documents' generic content call (issue 25): one body for the six types, JSON or with its files.
    const anyContent = doc.paths['/api/trl_conteudo']!.post!.requestBody!.content!;
    expect(anyContent['multipart/form-data']!.schema).toMatchObject({
      properties: { dados: { type: 'string' }, dscImagem: { type: 'string', format: 'binary' } },
      additionalProperties: { type: 'string', format: 'binary' },
    });
    expect(anyContent['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ContentCreateBodyInput' });
    expect(doc.paths['/api/trl_conteudo_jogo_pergunta']!.post!.requestBody!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/GameQuestionCreateBodyInput',
    });
  });

  it('answers an error with the declared shape through the route’s own response schema', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/bse_escola/1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: expect.any(String),
      messageKey: 'sessionExpired',
      requestId: expect.any(String),
    });
  });
});
