import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { MASTER, PROF_AU, PROF_HO, json, newChapter, newPath, signIn } from '../curriculum/curriculum.fixtures';
import { demoProfessorClass } from '../organisation/organisation.fixtures';

let t: TestApp;
let master: string;
let prof: string;
let profHo: string;
let diretor: string;
let studentId: number;
let networkChapter: number;

beforeAll(async () => {
  t = await buildTestApp();
  [master, prof, profHo, diretor] = await Promise.all([
    signIn(t, MASTER),
    signIn(t, PROF_AU),
    signIn(t, PROF_HO),
    t.login('AUCE-0001', 'Diretor@2026'),
  ]);
  const [student] = await t.rows<{ id: number }>(sql`select cod_bse_usuario as id from bse_usuario where cst_login = 'AUCE-0004'`);
  studentId = student!.id;
  const path = await newPath(t, master, `Rede ${Math.random().toString(36).slice(2, 8)}`);
  networkChapter = (await newChapter(t, master, path.codTrlLivro, 'Capítulo da rede')).codTrlCapitulo;
});
afterAll(() => t.close());

const ownClass = () => demoProfessorClass(t, diretor, 'Atividades', { withStudent: true });

const activity = async (name: string, chapter = networkChapter) =>
  (
    await json<{ codBseAtividade: number }>(t, master, 'POST', '/api/bse_atividade', {
      codTrlCapitulo: chapter,
      nomAtividade: name,
      desDescricao: 'D',
    })
  ).codBseAtividade;

type ClassActivity = {
  codBseAtividadeTurma: number;
  codBseAtividade: number;
  indAtivo: 'S' | 'N';
  nomAtividade: string;
  qtdEntregas: number;
  datEntrega: string | null;
};
const add = (classId: number, activityIds: number[], token = prof) =>
  t.as(token, {
    method: 'POST',
    url: '/api/bse_atividade_turma',
    payload: activityIds.map((codBseAtividade) => ({ codBseAtividade, codBseTurma: classId })),
  });
const list = (classId: number, token = prof) => json<ClassActivity[]>(t, token, 'GET', `/api/bse_atividade_turma/turma/${classId}`);
const links = async (classId: number) =>
  (await t.rows<{ n: number }>(sql`select count(*)::integer as n from bse_atividade_turma where cod_bse_turma = ${classId}`))[0]!.n;

describe('activities of a class (/atividade/ListaProfessor)', () => {
  it('offers the catalogue the class may use, adds several at once (inactive), and offers them no more', async () => {
    const classId = await ownClass();
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await activity(`Prova ${tag} A`);
    const b = await activity(`Prova ${tag} B`);
    // An activity on another class's own path is not this class's to use.
    const otherClass = await ownClass();
    const privatePath = await newPath(t, prof, `Trilha da outra turma ${tag}`, otherClass);
    const privateChapter = (await newChapter(t, prof, privatePath.codTrlLivro)).codTrlCapitulo;
    const hidden = await activity(`Prova ${tag} privada`, privateChapter);

    type Page = { items: { codBseAtividade: number }[]; total: number };
    const offered = await json<Page>(t, prof, 'GET', `/api/bse_atividade_turma/catalogo/${classId}?q=${tag}`);
    expect(offered.items.map((i) => i.codBseAtividade).sort()).toEqual([a, b].sort());

    const res = await add(classId, [a, b]);
    expect(res.statusCode, res.body).toBe(201);
    expect((await list(classId)).map((x) => [x.nomAtividade, x.indAtivo])).toEqual([
      [`Prova ${tag} A`, 'N'],
      [`Prova ${tag} B`, 'N'],
    ]);
    expect((await json<Page>(t, prof, 'GET', `/api/bse_atividade_turma/catalogo/${classId}?q=${tag}`)).total).toBe(0);
    expect((await add(classId, [hidden])).statusCode).toBe(404);
    // The dialog's filters: the network path with its chapter, never the other class's own path.
    const filters = await json<{ dscTitulo: string; capitulos: { dscTitulo: string }[] }[]>(
      t,
      prof,
      'GET',
      `/api/bse_atividade_turma/trilhas/${classId}`,
    );
    expect(filters.find((p) => p.capitulos.some((c) => c.dscTitulo === 'Capítulo da rede'))).toBeDefined();
    expect(filters.map((p) => p.dscTitulo)).not.toContain(`Trilha da outra turma ${tag}`);
  });

  it('refuses one already added with the documents’ message, adding none of the batch', async () => {
    const classId = await ownClass();
    const a = await activity('Repetida');
    const b = await activity('Nova');
    expect((await add(classId, [a])).statusCode).toBe(201);
    const again = await add(classId, [b, a]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Não foi possível incluir as atividades selecionadas. Verifique se as mesmas já foram adicionadas nesta turma',
    });
    expect(await links(classId)).toBe(1);
  });

  it('two teachers adding the same activity at once: exactly one link', async () => {
    const classId = await ownClass();
    const a = await activity('Ao mesmo tempo');
    const results = await Promise.all([add(classId, [a]), add(classId, [a]), add(classId, [a])]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await links(classId)).toBe(1);
  });

  it('switches an activity on and off, and removes it unless a student sent answers', async () => {
    const classId = await ownClass();
    const [x] = (await add(classId, [await activity('Liga e desliga')])).json<ClassActivity[]>();
    const on = await json<ClassActivity>(t, prof, 'PUT', `/api/bse_atividade_turma/${x!.codBseAtividadeTurma}`, { value: 'S' });
    expect(on.indAtivo).toBe('S');
    const bad = await t.as(prof, {
      method: 'PUT',
      url: `/api/bse_atividade_turma/${x!.codBseAtividadeTurma}`,
      payload: { value: 'talvez' },
    });
    expect(bad.json()).toMatchObject({ fields: { value: 'O valor deve ser S (ativa) ou N (inativa).' } });

    const q = await json<{ codBseQuestao: number }>(t, master, 'POST', '/api/bse_questao', {
      codBseAtividade: x!.codBseAtividade,
      titulo: 'Q',
      enuEnunciado: '<p>?</p>',
      tipoQuestao: 'DISCURSIVA',
      resRespostaEsperada: 'R',
    });
    await t.rows(sql`insert into bse_questao_resposta (cod_bse_questao, cod_bse_atividade, cod_bse_turma, cod_bse_usuario, res_resposta)
      values (${q.codBseQuestao}, ${x!.codBseAtividade}, ${classId}, ${studentId}, 'R')`);
    expect((await list(classId))[0]!.qtdEntregas).toBe(1);
    const refused = await t.as(prof, { method: 'DELETE', url: `/api/bse_atividade_turma/${x!.codBseAtividadeTurma}` });
    expect(refused.statusCode).toBe(409);
    expect(await links(classId)).toBe(1);

    const [y] = (await add(classId, [await activity('Sem respostas')])).json<ClassActivity[]>();
    await json(t, prof, 'DELETE', `/api/bse_atividade_turma/${y!.codBseAtividadeTurma}`);
    expect(await links(classId)).toBe(1);
  });

  it("takes 1-authoring's body too, one activity, and answers the one link made", async () => {
    const classId = await ownClass();
    // 1-authoring §7's body, one activity: the one link made, its mistakes named by their own fields.
    const one = await activity('Uma só');
    const single = await t.as(prof, {
      method: 'POST',
      url: '/api/bse_atividade_turma',
      payload: { codBseAtividade: one, codBseTurma: classId },
    });
    expect(single.statusCode, single.body).toBe(201);
    expect(single.json()).toMatchObject({ codBseAtividade: one, codBseTurma: classId, indAtivo: 'N', datEntrega: null });
    expect((await list(classId)).map((l) => l.codBseAtividade)).toContain(one);
    const badOne = await t.as(prof, {
      method: 'POST',
      url: '/api/bse_atividade_turma',
      payload: { codBseAtividade: await activity('Outra data ruim'), codBseTurma: classId, datEntrega: '2026-13-01' },
    });
    expect(badOne.statusCode).toBe(400);
    expect(badOne.json()).toMatchObject({ fields: { datEntrega: 'Informe uma data de entrega válida.' } });
  });

  it('gives activities a due day (optional) when adding them and on the PUT, which keeps what it is not sent', async () => {
    const classId = await ownClass();
    const [a, b] = [await activity('Com prazo'), await activity('Sem prazo')];
    const added = await t.as(prof, {
      method: 'POST',
      url: '/api/bse_atividade_turma',
      payload: [
        { codBseAtividade: a, codBseTurma: classId, datEntrega: '2026-05-20' },
        { codBseAtividade: b, codBseTurma: classId },
      ],
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<ClassActivity[]>().map((x) => x.datEntrega)).toEqual(['2026-05-20', null]);
    const [x, y] = await list(classId);
    const put = (id: number, body: unknown, token = prof) =>
      t.as(token, { method: 'PUT', url: `/api/bse_atividade_turma/${id}`, payload: body as never });
    // The switch alone (the documents' body) keeps the due day; the due day alone keeps the switch; null clears it.
    expect((await put(x!.codBseAtividadeTurma, { value: 'S' })).json()).toMatchObject({ indAtivo: 'S', datEntrega: '2026-05-20' });
    expect((await put(y!.codBseAtividadeTurma, { datEntrega: '2026-06-01' })).json()).toMatchObject({
      indAtivo: 'N',
      datEntrega: '2026-06-01',
    });
    expect((await put(x!.codBseAtividadeTurma, { value: 'N', datEntrega: null })).json()).toMatchObject({
      indAtivo: 'N',
      datEntrega: null,
    });

    for (const datEntrega of ['2026-02-30', '20/05/2026', '1999-12-31', 20260520]) {
      const bad = await put(y!.codBseAtividadeTurma, { datEntrega });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ fields: { datEntrega: 'Informe uma data de entrega válida.' } });
    }
    const badAdd = await t.as(prof, {
      method: 'POST',
      url: '/api/bse_atividade_turma',
      payload: [{ codBseAtividade: await activity('Data ruim'), codBseTurma: classId, datEntrega: '2026-13-01' }],
    });
    expect(badAdd.json()).toMatchObject({ fields: { '0.datEntrega': 'Informe uma data de entrega válida.' } });
    const empty = await put(y!.codBseAtividadeTurma, {});
    expect(empty.json()).toMatchObject({ fields: { value: 'O valor deve ser S (ativa) ou N (inativa).' } });
    // Another school's teacher: 404, nothing changed.
    expect((await put(y!.codBseAtividadeTurma, { datEntrega: '2026-07-01' }, profHo)).statusCode).toBe(404);
    expect((await list(classId)).map((c) => [c.indAtivo, c.datEntrega])).toEqual([
      ['N', null],
      ['N', '2026-06-01'],
    ]);
  });

  it('a Professor acts only on their own classes (404, nothing written); other profiles are refused (403)', async () => {
    const classId = await ownClass();
    const a = await activity('De outra escola');
    expect((await t.as(profHo, { method: 'GET', url: `/api/bse_atividade_turma/turma/${classId}` })).statusCode).toBe(404);
    expect((await add(classId, [a], profHo)).statusCode).toBe(404);
    expect((await add(classId, [a], master)).statusCode).toBe(403);
    expect(await links(classId)).toBe(0);
    const [x] = (await add(classId, [a])).json<ClassActivity[]>();
    const foreign = await t.as(profHo, {
      method: 'PUT',
      url: `/api/bse_atividade_turma/${x!.codBseAtividadeTurma}`,
      payload: { value: 'S' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await list(classId))[0]!.indAtivo).toBe('N');
    expect((await t.as(profHo, { method: 'DELETE', url: `/api/bse_atividade_turma/${x!.codBseAtividadeTurma}` })).statusCode).toBe(404);
    expect(await links(classId)).toBe(1);
  });

  it('wants one class per batch and at most 100 activities', async () => {
    const [c1, c2] = [await ownClass(), await ownClass()];
    const a = await activity('Uma');
    const mixed = await t.as(prof, {
      method: 'POST',
      url: '/api/bse_atividade_turma',
      payload: [
        { codBseAtividade: a, codBseTurma: c1 },
        { codBseAtividade: a, codBseTurma: c2 },
      ] as never,
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json<{ message: string }>().message).toBe('Todas as atividades devem ser adicionadas à mesma turma.');
    const empty = await t.as(prof, { method: 'POST', url: '/api/bse_atividade_turma', payload: [] as never });
    expect(empty.statusCode).toBe(400);
  });
});
