import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { multipart } from '../../test/multipart';
import { MASTER, PROF_AU, PROF_HO, type Part, filePart, gif, json, png, signIn, stored, tree } from './curriculum.fixtures';

/*
 * The documents' generic content calls (1-authoring §7 "Contents", issue 25): POST /trl_conteudo and
 * PUT /trl_conteudo/{codTrlConteudo}, thin over the per-type services, with every rule of those.
 */

let t: TestApp;
let master: string;
let profAu: string;
let lesson: number;

beforeAll(async () => {
  t = await buildTestApp();
  master = await signIn(t, MASTER);
  profAu = await signIn(t, PROF_AU);
  lesson = (await tree(t, master)).codTrlAula;
});
afterAll(() => t.close());

const CONTENT_KEYS = [
  'codTrlAula',
  'codTrlConteudo',
  'codTrlJogo',
  'codTrlTipoConteudo',
  'dscDescricao',
  'dscImagem',
  'dscTexto',
  'dscTitulo',
  'nomJogo',
  'nomTipo',
  'numSequencia',
];
type Content = { codTrlConteudo: number; codTrlTipoConteudo: number; nomTipo: string; numSequencia: number; dscImagem: string | null };

const post = (token: string, payload: Record<string, unknown>) => t.as(token, { method: 'POST', url: '/api/trl_conteudo', payload });
const put = (token: string, id: number, payload: Record<string, unknown>) =>
  t.as(token, { method: 'PUT', url: `/api/trl_conteudo/${id}`, payload });
/** The same calls with a multipart body: the JSON in `dados` beside the files. */
const postForm = (token: string, dados: unknown, files: Part[]) => {
  const { body, headers } = multipart(files, { dados: JSON.stringify(dados) });
  return t.as(token, { method: 'POST', url: '/api/trl_conteudo', payload: body, headers });
};
const putForm = (token: string, id: number, dados: unknown, files: Part[]) => {
  const { body, headers } = multipart(files, { dados: JSON.stringify(dados) });
  return t.as(token, { method: 'PUT', url: `/api/trl_conteudo/${id}`, payload: body, headers });
};
async function created(res: Awaited<ReturnType<typeof post>>): Promise<Content> {
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<Content>();
  expect(Object.keys(body).sort()).toEqual(CONTENT_KEYS);
  return body;
}
function refusedWith(res: Awaited<ReturnType<typeof post>>, status: number, message: string, fields?: Record<string, string>) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ message, ...(fields ? { fields } : {}) });
}
const contentsOf = async (codTrlAula: number) =>
  (await t.rows<{ n: number }>(sql`select count(*)::int as n from trl_conteudo where cod_trl_aula = ${codTrlAula}`))[0]!.n;
const gameFiles = () => (existsSync(path.join(t.uploadsDir, 'jogos')) ? readdirSync(path.join(t.uploadsDir, 'jogos')).sort() : []);

describe('POST /api/trl_conteudo', () => {
  it('creates each of the six types through its own service, last in the lesson, answering the content item', async () => {
    const { codTrlAula } = await tree(t, master);
    const text = await created(
      await post(master, { codTrlTipoConteudo: 1, codTrlAula, dscTitulo: 'Leitura', dscTexto: 'O Sol é uma estrela.' }),
    );
    expect(text).toMatchObject({ codTrlTipoConteudo: 1, nomTipo: 'Texto', numSequencia: 1, dscTexto: 'O Sol é uma estrela.' });
    const image = await created(
      await postForm(master, { codTrlTipoConteudo: 2, codTrlAula, dscTitulo: 'Foto' }, [filePart('dscImagem', await png(900, 900))]),
    );
    expect(image).toMatchObject({ nomTipo: 'Imagem', numSequencia: 2 });
    expect(stored(t, image.dscImagem)).toBe(true);
    const game = await created(
      await post(master, {
        codTrlTipoConteudo: 3,
        codTrlAula,
        codTrlJogo: 1,
        perguntas: [{ dscPergunta: 'A estrela do dia' }],
        respostas: [{ dscResposta: 'SOL' }],
      }),
    );
    expect(game).toMatchObject({ nomTipo: 'Jogo', nomJogo: 'Forca', codTrlJogo: 1, numSequencia: 3 });
    const loaded = await json<{ perguntas: unknown[]; respostas: { indRespostaCorreta: string }[] }>(
      t,
      master,
      'GET',
      `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${game.codTrlConteudo}`,
    );
    expect(loaded.perguntas).toHaveLength(1);
    expect(loaded.respostas).toEqual([expect.objectContaining({ dscResposta: 'SOL', indRespostaCorreta: 'S' })]);
    const characters = await json<{ codTrlPersonagem: number }[]>(t, master, 'GET', '/api/trl_personagem');
    const dialogue = await created(
      await post(master, {
        codTrlTipoConteudo: 4,
        codTrlAula,
        dados: [{ codTrlPersonagem: characters[0]!.codTrlPersonagem, dscTexto: 'Olá!' }],
      }),
    );
    expect(dialogue).toMatchObject({ nomTipo: 'Tela Diálogo', numSequencia: 4 });
    const video = await created(await post(master, { codTrlTipoConteudo: 5, codTrlAula, dscLink: 'https://www.youtube.com/watch?v=abc' }));
    expect(video).toMatchObject({ nomTipo: 'Vídeo', numSequencia: 5 });
    const assemblies = await json<{ codTrlMontagem: number }[]>(t, master, 'GET', '/api/trl_montagem');
    const assembly = await created(
      await post(master, {
        codTrlTipoConteudo: 6,
        codTrlAula,
        codTrlMontagem: assemblies[0]!.codTrlMontagem,
        dscTexto: 'Monte o sistema.',
      }),
    );
    expect(assembly).toMatchObject({ nomTipo: 'Montagem', numSequencia: 6 });
    const listed = await json<Content[]>(t, master, 'GET', `/api/trl_conteudo/conteudosDaAula/${codTrlAula}`);
    expect(listed.map((c) => c.codTrlTipoConteudo)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('creates a game without its questions and answers when it lists none, for the documents’ question and answer calls', async () => {
    const game = await created(
      await post(master, { codTrlTipoConteudo: 3, codTrlAula: lesson, codTrlJogo: 6, dscConteudoJogo: 'Responda.' }),
    );
    expect(game).toMatchObject({ codTrlJogo: 6, nomJogo: 'Quiz', dscDescricao: 'Responda.' });
    const loaded = await json(t, master, 'GET', `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${game.codTrlConteudo}`);
    expect(loaded).toMatchObject({ codTrlConteudoJogo: game.codTrlConteudo, perguntas: [], respostas: [] });
  });

  it('answers the New content messages of §5, and each type’s own, in Portuguese', async () => {
    // A lesson of its own: the other tests add items to the shared one, in whatever order they run.
    const { codTrlAula: lesson } = await tree(t, master);
    refusedWith(await post(master, { codTrlAula: lesson, dscTexto: 'x' }), 400, 'Selecione um tipo de conteúdo.', {
      codTrlTipoConteudo: 'Selecione um tipo de conteúdo.',
    });
    refusedWith(await post(master, { codTrlTipoConteudo: 7, codTrlAula: lesson }), 400, 'Selecione um tipo de conteúdo.');
    refusedWith(await post(master, { codTrlTipoConteudo: 1, codTrlAula: lesson, dscTexto: '  ' }), 400, 'Informe um texto.', {
      dscTexto: 'Informe um texto.',
    });
    // An image needs its file part: a JSON body has none.
    refusedWith(await post(master, { codTrlTipoConteudo: 2, codTrlAula: lesson }), 400, 'Selecione uma imagem.', {
      dscImagem: 'Selecione uma imagem.',
    });
    refusedWith(await post(master, { codTrlTipoConteudo: 3, codTrlAula: lesson }), 400, 'Selecione um jogo.', {
      codTrlJogo: 'Selecione um jogo.',
    });
    // A game that lists its questions is whole: every rule of §5 "Games".
    refusedWith(
      await post(master, { codTrlTipoConteudo: 3, codTrlAula: lesson, codTrlJogo: 1, perguntas: [{ dscPergunta: 'Sol' }] }),
      400,
      'Favor informar uma pergunta maior.',
    );
    refusedWith(
      await post(master, { codTrlTipoConteudo: 5, codTrlAula: lesson, dscLink: 'javascript:alert(1)' }),
      400,
      'Informe um link que comece com http:// ou https://.',
    );
    refusedWith(await post(master, { codTrlTipoConteudo: 6, codTrlAula: lesson, dscTexto: 'x' }), 400, 'Favor escolher a montagem.');
    refusedWith(await post(master, { codTrlTipoConteudo: 4, codTrlAula: lesson, dados: [] }), 400, 'Favor informar pelo menos 1 conteúdo.');
    refusedWith(
      await postForm(master, { codTrlTipoConteudo: 2, codTrlAula: lesson }, [filePart('dscImagem', await gif(), 'image/gif', 'a.gif')]),
      400,
      'Arquivo inválido. Formatos válidos: jpg, jpeg, png e webp',
    );
    // Files only where the type takes them; a bad id is the usual 400.
    refusedWith(
      await postForm(master, { codTrlTipoConteudo: 1, codTrlAula: lesson, dscTexto: 'x' }, [filePart('dscImagem', await png(10, 10))]),
      400,
      'Informações inválidas.',
      { dscImagem: 'Informações inválidas.' },
    );
    refusedWith(await post(master, { codTrlTipoConteudo: 1, codTrlAula: 'um', dscTexto: 'x' }), 400, 'Identificador inválido.');
    expect(await contentsOf(lesson)).toBe(0);
  });

  it('writes a refused game nothing: no item, no image', async () => {
    const { codTrlAula } = await tree(t, master);
    const before = gameFiles();
    const res = await postForm(
      master,
      {
        codTrlTipoConteudo: 3,
        codTrlAula,
        codTrlJogo: 2,
        perguntas: [{ imgPergunta: 'file:a' }, { imgPergunta: 'file:b' }, { imgPergunta: 'file:c' }],
      },
      ['a', 'b', 'c'].map((p) => filePart(p, Buffer.alloc(0))),
    );
    expect(res.statusCode).toBe(400);
    expect(await contentsOf(codTrlAula)).toBe(0);
    expect(gameFiles()).toEqual(before);
  });

  it('is the authors’ (403 for the other profiles) and keeps a Professor to their own classes’ lessons (404)', async () => {
    const mine = await tree(t, profAu);
    const body = { codTrlTipoConteudo: 1, codTrlAula: mine.codTrlAula, dscTexto: 'Só da minha turma.' };
    expect((await created(await post(profAu, body))).numSequencia).toBe(1);
    const profHo = await signIn(t, PROF_HO);
    refusedWith(await post(profHo, body), 404, 'Recurso não encontrado.');
    refusedWith(await post(profHo, { ...body, codTrlAula: lesson }), 404, 'Recurso não encontrado.');
    for (const login of ['AUMT-0001', 'AUCE-0001', 'AUCE-0004']) {
      const token = await t.login(login, login === 'AUMT-0001' ? 'Gestor@2026' : login === 'AUCE-0001' ? 'Diretor@2026' : 'Aluno@2026');
      expect((await post(token, body)).statusCode, login).toBe(403);
    }
    expect(await contentsOf(mine.codTrlAula)).toBe(1);
  });
});

describe('PUT /api/trl_conteudo/{codTrlConteudo}', () => {
  it('changes a text, a video and a dialogue through their own services', async () => {
    const { codTrlAula } = await tree(t, master);
    const text = await created(await post(master, { codTrlTipoConteudo: 1, codTrlAula, dscTexto: 'Antes' }));
    const changed = await put(master, text.codTrlConteudo, { codTrlTipoConteudo: 1, dscTitulo: 'Novo título', dscTexto: 'Depois' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(Object.keys(changed.json()).sort()).toEqual(CONTENT_KEYS);
    expect(changed.json()).toMatchObject({ dscTitulo: 'Novo título', dscTexto: 'Depois', numSequencia: 1 });
    refusedWith(await put(master, text.codTrlConteudo, { codTrlTipoConteudo: 1, dscTexto: '' }), 400, 'Informe um texto.');

    const video = await created(await post(master, { codTrlTipoConteudo: 5, codTrlAula, dscLink: 'https://vimeo.com/1' }));
    const movedOn = await put(master, video.codTrlConteudo, {
      codTrlTipoConteudo: 5,
      dscLink: 'https://vimeo.com/2',
      dscDescricao: 'Veja',
    });
    expect(movedOn.json()).toMatchObject({ dscDescricao: 'Veja' });
    expect(await json(t, master, 'GET', `/api/trl_conteudo_video/loadInfoConteudoVideo/${video.codTrlConteudo}`)).toMatchObject({
      dscLink: 'https://vimeo.com/2',
    });

    const characters = await json<{ codTrlPersonagem: number }[]>(t, master, 'GET', '/api/trl_personagem');
    const who = characters[0]!.codTrlPersonagem;
    const dialogue = await created(
      await post(master, { codTrlTipoConteudo: 4, codTrlAula, dados: [{ codTrlPersonagem: who, dscTexto: 'Oi' }] }),
    );
    const lines = [
      { codTrlPersonagem: who, dscTexto: 'Bom dia' },
      { codTrlPersonagem: who, dscTexto: 'Até logo' },
    ];
    expect((await put(master, dialogue.codTrlConteudo, { codTrlTipoConteudo: 4, dados: lines })).statusCode).toBe(200);
    const loaded = await json<{ dados: { dscTexto: string }[] }>(
      t,
      master,
      'GET',
      `/api/trl_conteudo_personagem_texto/loadInfoConteudoPersonagemTexto/${dialogue.codTrlConteudo}`,
    );
    expect(loaded.dados.map((d) => d.dscTexto)).toEqual(['Bom dia', 'Até logo']);
  });

  it('keeps the type, refuses an assembly (view-only) and keeps an image without a new file', async () => {
    const { codTrlAula } = await tree(t, master);
    const text = await created(await post(master, { codTrlTipoConteudo: 1, codTrlAula, dscTexto: 'Texto' }));
    refusedWith(
      await put(master, text.codTrlConteudo, { codTrlTipoConteudo: 5, dscLink: 'https://vimeo.com/1' }),
      400,
      'O tipo de um conteúdo não pode ser alterado.',
      { codTrlTipoConteudo: 'O tipo de um conteúdo não pode ser alterado.' },
    );
    const assemblies = await json<{ codTrlMontagem: number }[]>(t, master, 'GET', '/api/trl_montagem');
    const assembly = await created(
      await post(master, { codTrlTipoConteudo: 6, codTrlAula, codTrlMontagem: assemblies[0]!.codTrlMontagem, dscTexto: 'Monte.' }),
    );
    refusedWith(
      await put(master, assembly.codTrlConteudo, { codTrlTipoConteudo: 6, dscTitulo: 'Outro' }),
      409,
      'Uma montagem não pode ser alterada depois de criada.',
    );

    const image = await created(await postForm(master, { codTrlTipoConteudo: 2, codTrlAula }, [filePart('dscImagem', await png(50, 50))]));
    const retitled = await put(master, image.codTrlConteudo, { codTrlTipoConteudo: 2, dscTitulo: 'Legenda' });
    expect(retitled.json()).toMatchObject({ dscTitulo: 'Legenda', dscImagem: image.dscImagem });
    const replaced = await putForm(master, image.codTrlConteudo, { codTrlTipoConteudo: 2 }, [
      filePart('dscImagem', await png(60, 60, '#aa0000')),
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = replaced.json<Content>().dscImagem;
    expect(now).not.toBe(image.dscImagem);
    expect(stored(t, now)).toBe(true);
    expect(stored(t, image.dscImagem)).toBe(false);
  });

  it('changes a game’s own fields and keeps its questions, its game only for one they fit; with them it saves it whole', async () => {
    const { codTrlAula } = await tree(t, master);
    const game = await created(
      await post(master, {
        codTrlTipoConteudo: 3,
        codTrlAula,
        codTrlJogo: 1,
        perguntas: [{ dscPergunta: 'A estrela do dia' }],
        respostas: [{ dscResposta: 'SOL' }],
      }),
    );
    const load = () =>
      json<{ codTrlJogo: number; perguntas: { dscPergunta: string }[] }>(
        t,
        master,
        'GET',
        `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${game.codTrlConteudo}`,
      );
    const retitled = await put(master, game.codTrlConteudo, {
      codTrlTipoConteudo: 3,
      codTrlJogo: 1,
      dscTitulo: 'Adivinhe',
      dscConteudoJogo: 'Uma palavra.',
    });
    expect(retitled.json()).toMatchObject({ dscTitulo: 'Adivinhe', dscDescricao: 'Uma palavra.', codTrlJogo: 1 });
    expect((await load()).perguntas.map((q) => q.dscPergunta)).toEqual(['A estrela do dia']);
    // A memory game has no answers and image questions: the forca's do not fit it.
    refusedWith(
      await put(master, game.codTrlConteudo, { codTrlTipoConteudo: 3, codTrlJogo: 2 }),
      400,
      'Este jogo não comporta mais respostas.',
      {
        'perguntas.0.imgPergunta': 'Selecione uma imagem.',
        respostas: 'Este jogo não comporta mais respostas.',
      },
    );
    expect((await load()).codTrlJogo).toBe(1);
    // With its questions and answers, the game is saved whole under every rule.
    const whole = await put(master, game.codTrlConteudo, {
      codTrlTipoConteudo: 3,
      codTrlJogo: 7,
      perguntas: [{ dscPergunta: 'O Sol é uma estrela.' }],
      respostas: [{ indRespostaCorreta: 'S' }],
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({ codTrlJogo: 7, nomJogo: 'Verdadeiro ou falso' });
    refusedWith(
      await put(master, game.codTrlConteudo, { codTrlTipoConteudo: 3, codTrlJogo: 7, perguntas: [{ dscPergunta: 'x' }], respostas: [] }),
      400,
      'Marque Verdadeiro ou Falso em todas as perguntas.',
    );
  });

  it('is the authors’ (403) and keeps a Professor to their own classes (404); a missing item 404', async () => {
    const mine = await tree(t, profAu);
    const text = await created(await post(profAu, { codTrlTipoConteudo: 1, codTrlAula: mine.codTrlAula, dscTexto: 'Meu' }));
    const body = { codTrlTipoConteudo: 1, dscTexto: 'Tomado' };
    const profHo = await signIn(t, PROF_HO);
    refusedWith(await put(profHo, text.codTrlConteudo, body), 404, 'Recurso não encontrado.');
    const aluno = await t.login('AUCE-0004', 'Aluno@2026');
    expect((await put(aluno, text.codTrlConteudo, body)).statusCode).toBe(403);
    refusedWith(await put(master, 2147483647, body), 404, 'Recurso não encontrado.');
    refusedWith(await put(master, text.codTrlConteudo, { dscTexto: 'x' }), 400, 'Selecione um tipo de conteúdo.');
    expect(await json(t, profAu, 'GET', `/api/trl_conteudo/${text.codTrlConteudo}`)).toMatchObject({ dscTexto: 'Meu' });
  });
});
