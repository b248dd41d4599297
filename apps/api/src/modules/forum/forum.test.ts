import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, signInDemo } from '../../test/build-app';

/** The forum's rules (DECISIONS.md "Scoping rules", §4 closing, §5 limits); each test in a room of its own where it matters. */

let t: TestApp;
type Who =
  'master' | 'gestor' | 'diretor' | 'coord' | 'prof' | 'aluno' | 'aluno2' | 'gestorHo' | 'diretorHo' | 'profHo' | 'alunoHo' | 'assistente';
let u: Record<Who, string>;

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInDemo(t, {
    master: 'REMT-0001',
    gestor: 'AUMT-0001',
    diretor: 'AUCE-0001',
    coord: 'AUCE-0002',
    prof: 'AUCE-0003',
    aluno: 'AUCE-0004',
    aluno2: 'AUCE-0006',
    gestorHo: 'HOMT-0001',
    diretorHo: 'HOSU-0001',
    profHo: 'HOSU-0002',
    alunoHo: 'HOSU-0003',
    assistente: 'REMT-0002',
  });
});
afterAll(() => t.close());

const tag = () => randomBytes(3).toString('hex');
type Topic = { codFrmTopico: number; txtTopico: string; permitirExcluir: 0 | 1; indFechado: 'S' | 'N'; quantidadeRespostas: number };
type Post = { codFrmPostagem: number; permitirExcluir: 0 | 1; nomUsuario: string };

async function topic(token: string, room: number, title: string): Promise<Topic> {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/frm_topico',
    payload: { codFrmSala: room, txtTopico: title, dscTopico: 'Vamos conversar.' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Topic>();
}
async function post(token: string, topicId: number, text: string) {
  return t.as(token, { method: 'POST', url: '/api/frm_postagem', payload: { codFrmTopico: topicId, txtPostagem: text } });
}
const titles = async (token: string, room: number, q = '') =>
  (await t.as(token, { method: 'GET', url: `/api/frm_topico/topicosDaSala/${room}?q=${encodeURIComponent(q)}` }))
    .json<{ items: Topic[] }>()
    .items.map((x) => x.txtTopico);

describe('the forum', () => {
  it('has the four rooms from the start, for profiles 1 to 6', async () => {
    const rooms = await t.as(u.aluno, { method: 'GET', url: '/api/frm_sala' });
    expect(rooms.json<{ codFrmSala: number; nomSala: string; codUsuarioCriacao: number | null }[]>().slice(0, 4)).toEqual([
      { codFrmSala: 1, nomSala: 'Português', codUsuarioCriacao: null },
      { codFrmSala: 2, nomSala: 'Matemática', codUsuarioCriacao: null },
      { codFrmSala: 3, nomSala: 'Artes', codUsuarioCriacao: null },
      { codFrmSala: 4, nomSala: 'Geral', codUsuarioCriacao: null },
    ]);
    expect((await t.as(u.assistente, { method: 'GET', url: '/api/frm_sala' })).statusCode).toBe(403);
    expect(
      (await t.as(u.prof, { method: 'POST', url: '/api/frm_topico', payload: { codFrmSala: 1, txtTopico: 'X', dscTopico: 'Y' } }))
        .statusCode,
    ).toBe(403);
  });

  it('shows a topic to its author’s school and a Master’s to everyone; another school gets 404 and cannot post', async () => {
    const k = tag();
    const aurora = await topic(u.gestor, 2, `Frações ${k}`);
    await topic(u.master, 2, `Boas-vindas ${k}`);
    await topic(u.diretor, 2, `Tabuada ${k}`);
    expect(await titles(u.aluno, 2, k)).toEqual([`Tabuada ${k}`, `Boas-vindas ${k}`, `Frações ${k}`]);
    expect(await titles(u.alunoHo, 2, k)).toEqual([`Boas-vindas ${k}`]);
    // The title search ignores accents and case.
    expect(await titles(u.aluno, 2, `FRACOES ${k}`)).toEqual([`Frações ${k}`]);
    expect((await t.as(u.alunoHo, { method: 'GET', url: `/api/frm_topico/${aurora.codFrmTopico}` })).statusCode).toBe(404);
    expect((await post(u.alunoHo, aurora.codFrmTopico, 'Oi')).statusCode).toBe(404);
    expect((await t.as(u.alunoHo, { method: 'GET', url: `/api/frm_postagem/postagensDoTopico/${aurora.codFrmTopico}` })).statusCode).toBe(
      404,
    );
  });

  it('lets the author, or staff above them in the same scope, delete a post; others get 403 and nothing goes', async () => {
    const room = await t.as(u.master, { method: 'POST', url: '/api/frm_sala', payload: { nomSala: `Sala ${tag()}` } });
    const roomId = room.json<{ codFrmSala: number }>().codFrmSala;
    const subject = await topic(u.gestor, roomId, 'Leituras');
    const sent = await post(u.aluno, subject.codFrmTopico, 'Gostei do livro.');
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<Post>().codFrmPostagem;
    const seenBy = async (token: string) =>
      (await t.as(token, { method: 'GET', url: `/api/frm_postagem/${id}` })).json<Post>().permitirExcluir;
    expect(await seenBy(u.aluno)).toBe(1);
    expect(await seenBy(u.prof)).toBe(1); // the Professor of the student's class
    expect(await seenBy(u.diretor)).toBe(1);
    expect(await seenBy(u.gestor)).toBe(1);
    expect(await seenBy(u.aluno2)).toBe(0);
    const refused = await t.as(u.aluno2, { method: 'DELETE', url: `/api/frm_postagem/${id}` });
    expect(refused.statusCode).toBe(403);
    const page = await t.as(u.aluno, { method: 'GET', url: `/api/frm_postagem/postagensDoTopico/${subject.codFrmTopico}` });
    expect(page.json()).toMatchObject({
      total: 1,
      items: [{ txtPostagem: 'Gostei do livro.', nomUsuario: 'Alice Aluna', cstLogin: 'AUCE-0004' }],
    });
    expect((await t.as(u.prof, { method: 'DELETE', url: `/api/frm_postagem/${id}` })).statusCode).toBe(200);
    expect((await t.as(u.aluno, { method: 'GET', url: `/api/frm_postagem/${id}` })).statusCode).toBe(404);
    // A room with topics is not deleted.
    expect((await t.as(u.master, { method: 'DELETE', url: `/api/frm_sala/${roomId}` })).json()).toMatchObject({
      message: 'Existem tópicos nesta sala. Apague-os antes de apagar a sala.',
    });
  });

  it('marks as deletable, for each profile, what its author or staff above them in the same scope wrote', async () => {
    // A Master's topic, which every school sees, with posts from two schools and from a Gestor.
    const roomId = (await t.as(u.master, { method: 'POST', url: '/api/frm_sala', payload: { nomSala: `Todos ${tag()}` } })).json<{
      codFrmSala: number;
    }>().codFrmSala;
    const subject = await topic(u.master, roomId, 'Apresentações');
    const postBy = async (token: string) => {
      const res = await post(token, subject.codFrmTopico, 'Olá a todos.');
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Post>().codFrmPostagem;
    };
    const [byAluno, byAlunoHo, byGestor] = [await postBy(u.aluno), await postBy(u.alunoHo), await postBy(u.gestor)];
    const everyone: Who[] = [
      'master',
      'gestor',
      'diretor',
      'coord',
      'prof',
      'aluno',
      'aluno2',
      'gestorHo',
      'diretorHo',
      'profHo',
      'alunoHo',
    ];
    const deletableBy = async (id: number) => {
      const marks = await Promise.all(
        everyone.map(async (who) => {
          const res = await t.as(u[who], { method: 'GET', url: `/api/frm_postagem/${id}` });
          expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
          return [who, res.json<Post>().permitirExcluir] as const;
        }),
      );
      return marks.filter(([, mark]) => mark === 1).map(([who]) => who);
    };
    // A student of Aurora's 6º Ano A: the staff of the school and unit, and the Professor of the class.
    expect(await deletableBy(byAluno)).toEqual(['master', 'gestor', 'diretor', 'coord', 'prof', 'aluno']);
    // A student of Horizonte: its own staff only (its Professor shares the class).
    expect(await deletableBy(byAlunoHo)).toEqual(['master', 'gestorHo', 'diretorHo', 'profHo', 'alunoHo']);
    // A Gestor: only the Master is above them.
    expect(await deletableBy(byGestor)).toEqual(['master', 'gestor']);
    // The Master's topic: only the Master.
    const topicMarks = await Promise.all(
      everyone.map(async (who) => {
        const res = await t.as(u[who], { method: 'GET', url: `/api/frm_topico/${subject.codFrmTopico}` });
        return res.json<Topic>().permitirExcluir;
      }),
    );
    expect(everyone.filter((_, i) => topicMarks[i] === 1)).toEqual(['master']);
  });

  it('closes a Master topic only while another open Master topic stays in the room; a closed topic takes no post', async () => {
    const roomId = (await t.as(u.master, { method: 'POST', url: '/api/frm_sala', payload: { nomSala: `Avisos ${tag()}` } })).json<{
      codFrmSala: number;
    }>().codFrmSala;
    const first = await topic(u.master, roomId, 'Regras');
    const close = (id: number) =>
      t.as(u.master, {
        method: 'PUT',
        url: `/api/frm_topico/${id}`,
        payload: { txtTopico: 'Regras', dscTopico: 'Vamos conversar.', indFechado: 'S' },
      });
    const refused = await close(first.codFrmTopico);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Não é possível fechar este tópico: ele é o único tópico ativo do Master nesta sala.',
    });
    await topic(u.master, roomId, 'Calendário');
    const closed = await close(first.codFrmTopico);
    expect(closed.json()).toMatchObject({ indFechado: 'S' });
    const late = await post(u.aluno, first.codFrmTopico, 'Oi');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'Este tópico está fechado: não recebe novas postagens.' });
    // A student cannot close (nor delete) what a Master wrote.
    expect((await t.as(u.aluno, { method: 'DELETE', url: `/api/frm_topico/${first.codFrmTopico}` })).statusCode).toBe(403);
  });

  it('answers each limit with its message', async () => {
    const long = await t.as(u.gestor, {
      method: 'POST',
      url: '/api/frm_topico',
      payload: { codFrmSala: 4, txtTopico: 'x'.repeat(101), dscTopico: 'y'.repeat(241) },
    });
    expect(long.json()).toMatchObject({
      fields: { txtTopico: 'O título pode ter no máximo 100 caracteres.', dscTopico: 'A mensagem pode ter no máximo 240 caracteres.' },
    });
    const subject = await topic(u.gestor, 4, `Limites ${tag()}`);
    const tooLong = await post(u.aluno, subject.codFrmTopico, 'z'.repeat(256));
    expect(tooLong.json()).toMatchObject({ fields: { txtPostagem: 'A postagem pode ter no máximo 255 caracteres.' } });
    expect((await post(u.aluno, subject.codFrmTopico, '   ')).statusCode).toBe(400);
    expect((await post(u.aluno, subject.codFrmTopico, 'z'.repeat(255))).statusCode).toBe(201);
    expect((await t.as(u.aluno, { method: 'GET', url: `/api/frm_topico/${subject.codFrmTopico}` })).json()).toMatchObject({
      quantidadeRespostas: 1,
    });
  });
});

describe('the documented fields (3-reports §3, issue 25)', () => {
  const userId = async (token: string) =>
    (await t.as(token, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' })).json<{ codBseUsuario: number }>().codBseUsuario;

  it('names each room’s creator on its four calls (none for the rooms of the start)', async () => {
    const master = await userId(u.master);
    const made = await t.as(u.master, { method: 'POST', url: '/api/frm_sala', payload: { nomSala: `Ciências ${tag()}` } });
    expect(made.statusCode, made.body).toBe(201);
    const room = made.json<{ codFrmSala: number; nomSala: string; codUsuarioCriacao: number | null }>();
    expect(room.codUsuarioCriacao).toBe(master);
    expect(Object.keys(room).sort()).toEqual(['codFrmSala', 'codUsuarioCriacao', 'nomSala']);
    const renamed = await t.as(u.master, { method: 'PUT', url: `/api/frm_sala/${room.codFrmSala}`, payload: { nomSala: 'Ciências' } });
    expect(renamed.json()).toEqual({ codFrmSala: room.codFrmSala, nomSala: 'Ciências', codUsuarioCriacao: master });
    expect((await t.as(u.aluno, { method: 'GET', url: `/api/frm_sala/${room.codFrmSala}` })).json()).toEqual({
      codFrmSala: room.codFrmSala,
      nomSala: 'Ciências',
      codUsuarioCriacao: master,
    });
    const list = (await t.as(u.aluno, { method: 'GET', url: '/api/frm_sala' })).json<
      { codFrmSala: number; codUsuarioCriacao: number | null }[]
    >();
    expect(list.find((r) => r.codFrmSala === room.codFrmSala)?.codUsuarioCriacao).toBe(master);
    expect(list.find((r) => r.codFrmSala === 1)?.codUsuarioCriacao).toBeNull();
    // Rooms stay the Master's: anyone else 403; a missing room 404; a blank name 400 with its message.
    expect((await t.as(u.gestor, { method: 'POST', url: '/api/frm_sala', payload: { nomSala: 'Outra' } })).statusCode).toBe(403);
    expect((await t.as(u.aluno, { method: 'GET', url: '/api/frm_sala/2147483647' })).statusCode).toBe(404);
    const blank = await t.as(u.master, { method: 'POST', url: '/api/frm_sala', payload: { nomSala: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Informe o nome da sala (até 60 caracteres).' });
  });

  it('marks each topic indAtivo on its four calls: S while open, N once closed', async () => {
    const roomId = (await t.as(u.master, { method: 'POST', url: '/api/frm_sala', payload: { nomSala: `Ativos ${tag()}` } })).json<{
      codFrmSala: number;
    }>().codFrmSala;
    const made = await t.as(u.gestor, {
      method: 'POST',
      url: '/api/frm_topico',
      payload: { codFrmSala: roomId, txtTopico: 'Horários', dscTopico: 'Vamos conversar.' },
    });
    expect(made.json()).toMatchObject({ indAtivo: 'S', indFechado: 'N' });
    const id = made.json<Topic>().codFrmTopico;
    const listed = async (token: string) =>
      (await t.as(token, { method: 'GET', url: `/api/frm_topico/topicosDaSala/${roomId}` })).json<{
        items: (Topic & { indAtivo: string })[];
      }>().items;
    expect((await listed(u.aluno)).map((x) => [x.codFrmTopico, x.indAtivo])).toEqual([[id, 'S']]);
    const closed = await t.as(u.gestor, {
      method: 'PUT',
      url: `/api/frm_topico/${id}`,
      payload: { txtTopico: 'Horários', dscTopico: 'Vamos conversar.', indFechado: 'S' },
    });
    expect(closed.json()).toMatchObject({ indAtivo: 'N', indFechado: 'S' });
    expect((await t.as(u.aluno, { method: 'GET', url: `/api/frm_topico/${id}` })).json()).toMatchObject({ indAtivo: 'N' });
    expect((await listed(u.aluno))[0]).toMatchObject({ indAtivo: 'N' });
    // Another school does not see it; a Professor does not open topics; a bad closing flag answers 400.
    expect((await t.as(u.alunoHo, { method: 'GET', url: `/api/frm_topico/${id}` })).statusCode).toBe(404);
    expect(await listed(u.alunoHo)).toEqual([]);
    expect(
      (await t.as(u.prof, { method: 'POST', url: '/api/frm_topico', payload: { codFrmSala: roomId, txtTopico: 'X', dscTopico: 'Y' } }))
        .statusCode,
    ).toBe(403);
    const bad = await t.as(u.gestor, {
      method: 'PUT',
      url: `/api/frm_topico/${id}`,
      payload: { txtTopico: 'Horários', dscTopico: 'Vamos conversar.', indFechado: 'X' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Preencha este campo.', fields: { indFechado: 'Preencha este campo.' } });
  });
});
