import { AccountDto } from '@portal/shared/auth';
import { BulkBatchListItem, UserDto } from '@portal/shared/users';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type TestApp, buildTestApp } from '../test/build-app';
import { compiledSerializerCompiler } from './serializer';

const user = {
  codBseUsuario: 7,
  cstLogin: 'AUCE-0003',
  nomUsuario: 'Paulo Professor',
  imgAvatar: null,
  codBsePerfil: 5,
  nomPerfil: 'Professor',
  codBseEscola: 2,
  nomEscola: 'Escola Aurora',
  cstTxtPrefixoLoginEscola: 'AU',
  codBseUnidade: 3,
  nomUnidade: 'Unidade Centro',
  cstTxtPrefixoLoginUnidade: 'CE',
  codBseTurma: null,
  nomTurma: null,
  arrayCodBseTurmas: [4, 5],
  turmas: [
    { codBseTurma: 4, nomTurma: '6º Ano A' },
    { codBseTurma: 5, nomTurma: '6º Ano B' },
  ],
  indAtivo: 'S' as const,
};

/** A bare app with the product's compilers and routes answering what the test puts in `answers`. */
async function appWith(serializer: 'compiled' | 'zod', answers: Record<string, { schema: z.ZodType; data: unknown }>) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializer === 'compiled' ? compiledSerializerCompiler : zodSerializerCompiler);
  for (const [name, { schema, data }] of Object.entries(answers)) {
    app.get(`/${name}`, { schema: { response: { 200: schema } } }, () => data);
  }
  await app.ready();
  return app;
}

describe('compiled response serializers', () => {
  let apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    apps = [];
  });

  it('drop a field the schema does not name, at the top and inside arrays', async () => {
    const row = {
      ...user,
      txtSenha: '$argon2id$v=19$m=19456,t=2,p=1$secret',
      turmas: user.turmas.map((turma) => ({ ...turma, txtSenha: 'x', numVersaoToken: 3 })),
    };
    const app = await appWith('compiled', { user: { schema: UserDto, data: row } });
    apps.push(app);
    const res = await app.inject({ method: 'GET', url: '/user' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('txtSenha');
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('numVersaoToken');
    expect(res.json()).toEqual(user);
  });

  it('write the same JSON as the zod serializer did, nulls and optional fields included', async () => {
    const answers = {
      user: { schema: UserDto, data: user },
      batch: {
        schema: BulkBatchListItem,
        data: {
          codBseUsuarioLote: 9,
          datCriacao: '2026-11-23T10:00:00.000Z',
          datExpira: '2026-11-24T10:00:00.000Z',
          numCriados: 30,
          nomTurma: null,
        },
      },
    };
    const compiled = await appWith('compiled', answers);
    const zod = await appWith('zod', answers);
    apps.push(compiled, zod);
    for (const name of Object.keys(answers)) {
      const [a, b] = await Promise.all([compiled.inject({ url: `/${name}` }), zod.inject({ url: `/${name}` })]);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(JSON.parse(a.body)).toEqual(JSON.parse(b.body));
    }
  });

  it('write a Date given to an ISO date-time field as its ISO string', async () => {
    const created = new Date('2026-11-23T10:00:00.000Z');
    const app = await appWith('compiled', {
      batch: {
        schema: BulkBatchListItem,
        data: {
          codBseUsuarioLote: 9,
          datCriacao: created,
          datExpira: new Date(created.getTime() + 86_400_000),
          numCriados: 1,
          nomTurma: '6º Ano A',
        },
      },
    });
    apps.push(app);
    expect((await app.inject({ url: '/batch' })).json()).toEqual({
      codBseUsuarioLote: 9,
      datCriacao: '2026-11-23T10:00:00.000Z',
      datExpira: '2026-11-24T10:00:00.000Z',
      numCriados: 1,
      nomTurma: '6º Ano A',
    });
  });
});

describe('the product answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('getMeusDados answers exactly the fields AccountDto names, never the password hash', async () => {
    const token = await t.login('AUCE-0003', 'Prof@2026');
    const res = await t.as(token, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<object>()).sort()).toEqual(Object.keys(AccountDto.shape).sort());
    expect(res.body).not.toContain('txtSenha');
    expect(res.body).not.toContain('argon2');
  });
});
