import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { MASTER, type Part, filePart, gif, json, png, postGame, putGame, signIn, stored, tree, webp } from './curriculum.fixtures';

let t: TestApp;
let token: string;
let lesson: number;
let small: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  token = await signIn(t, MASTER);
  lesson = (await tree(t, token)).codTrlAula;
  small = await png(64, 48);
});
afterAll(() => t.close());

/** The stored game images: a refused save leaves none behind. */
const gameFiles = () => (existsSync(path.join(t.uploadsDir, 'jogos')) ? readdirSync(path.join(t.uploadsDir, 'jogos')).sort() : []);

/** n new images: their refs and their file parts. */
function images(n: number, prefix: string, data?: Buffer) {
  const refs = Array.from({ length: n }, (_, i) => `file:${prefix}${i}`);
  const parts: Part[] = refs.map((r) => filePart(r.slice(5), data ?? small));
  return { refs, parts };
}

const game = (codTrlJogo: number, perguntas: unknown[], respostas: unknown[] = []) => ({
  codTrlAula: lesson,
  codTrlJogo,
  perguntas,
  respostas,
});

/** Posts a game and expects 400 with exactly these field messages. */
async function refused(dados: unknown, fields: Record<string, string>, parts: Part[] = []) {
  const res = await postGame(t, token, dados, parts);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().fields).toEqual(fields);
}

async function accepted(dados: unknown, parts: Part[] = []) {
  const res = await postGame(t, token, dados, parts);
  expect(res.statusCode, res.body).toBe(201);
  return json<{
    codTrlJogo: number;
    perguntas: { dscPergunta: string | null; imgPergunta: string | null }[];
    respostas: { dscResposta: string | null; imgResposta: string | null; indRespostaCorreta: string }[];
  }>(t, token, 'GET', `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${res.json().codTrlConteudo}`);
}

describe('any game', () => {
  it("needs a game ('Selecione um jogo.')", async () => {
    await refused({ codTrlAula: lesson, perguntas: [], respostas: [] }, { codTrlJogo: 'Selecione um jogo.' });
    await refused({ codTrlAula: lesson, codTrlJogo: 11, perguntas: [], respostas: [] }, { codTrlJogo: 'Selecione um jogo.' });
  });

  it('refuses images where the game takes none, and a file part that is missing', async () => {
    const { refs, parts } = images(1, 'x');
    const res = await postGame(t, token, game(1, [{ dscPergunta: 'Pergunta', imgPergunta: refs[0] }], [{ dscResposta: 'Sim' }]), parts);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'perguntas.0.imgPergunta': 'Informações inválidas.' });
    await refused(game(5, [{ imgPergunta: 'file:ausente' }]), { 'perguntas.0.imgPergunta': 'Selecione uma imagem.' });
  });

  it('takes a plain JSON body when there are no new images', async () => {
    const res = await t.as(token, {
      method: 'POST',
      url: '/api/trl_conteudo_jogo',
      payload: game(1, [{ dscPergunta: 'Capital do Brasil' }], [{ dscResposta: 'Brasília' }]),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ nomTipo: 'Jogo', nomJogo: 'Forca', codTrlJogo: 1 });
  });
});

describe('1 Forca', () => {
  it('needs a question of at least 4 characters and an answer', async () => {
    await refused(game(1, [{ dscPergunta: 'Sol' }], [{ dscResposta: 'SOL' }]), {
      'perguntas.0.dscPergunta': 'Favor informar uma pergunta maior.',
    });
    await refused(game(1, [{ dscPergunta: 'Qual é a estrela?' }], [{ dscResposta: ' ' }]), {
      'respostas.0.dscResposta': 'Favor informar uma resposta.',
    });
    await refused(game(1, [{ dscPergunta: 'Qual é a estrela?' }], []), { 'respostas.0.dscResposta': 'Favor informar uma resposta.' });
    const saved = await accepted(game(1, [{ dscPergunta: 'Qual é a estrela?' }], [{ dscResposta: 'SOL' }]));
    expect(saved.respostas).toEqual([expect.objectContaining({ dscResposta: 'SOL', indRespostaCorreta: 'S' })]);
  });
});

describe('2 Memória', () => {
  it('needs 4 to 8 images', async () => {
    const three = images(3, 'm');
    await refused(
      game(
        2,
        three.refs.map((r) => ({ imgPergunta: r })),
      ),
      { perguntas: 'Favor subir 4 imagens ou mais.' },
      three.parts,
    );
    const nine = images(9, 'm');
    await refused(
      game(
        2,
        nine.refs.map((r) => ({ imgPergunta: r })),
      ),
      { perguntas: 'Permitido somente até 8 imagens.' },
      nine.parts,
    );
    const eight = images(8, 'm');
    const saved = await accepted(
      game(
        2,
        eight.refs.map((r) => ({ imgPergunta: r })),
      ),
      eight.parts,
    );
    expect(saved.perguntas).toHaveLength(8);
    expect(saved.perguntas.every((q) => stored(t, q.imgPergunta))).toBe(true);
  });
});

describe('3 Labirinto', () => {
  it('needs the 4 hints and exactly 4 images', async () => {
    const four = images(4, 'l');
    const answers = four.refs.map((r) => ({ imgResposta: r }));
    const hints = ['Norte', 'Sul', 'Leste', 'Oeste'].map((dscPergunta) => ({ dscPergunta }));
    await refused(game(3, hints.slice(0, 3), answers), { perguntas: 'Favor preencher todos os campos de dicas' }, four.parts);
    await refused(
      game(3, [...hints.slice(0, 3), { dscPergunta: '' }], answers),
      { perguntas: 'Favor preencher todos os campos de dicas' },
      four.parts,
    );
    const three = images(3, 'l');
    await refused(
      game(
        3,
        hints,
        three.refs.map((r) => ({ imgResposta: r })),
      ),
      { respostas: 'Favor subir 4 imagens.' },
      three.parts,
    );
    const saved = await accepted(game(3, hints, answers), four.parts);
    expect(saved.respostas.map((a) => a.indRespostaCorreta)).toEqual(['1', '2', '3', '4']);
  });
});

describe('4 Ligue os pontos', () => {
  const pair = (n1: number, n2: number) => {
    const g1 = images(n1, 'a');
    const g2 = images(n2, 'b');
    return {
      dados: game(
        4,
        g1.refs.map((r) => ({ imgPergunta: r })),
        g2.refs.map((r) => ({ imgResposta: r })),
      ),
      parts: [...g1.parts, ...g2.parts],
    };
  };
  it('needs at least one image in each group, the same count in both, at most 6 per group', async () => {
    let x = pair(0, 2);
    await refused(x.dados, { perguntas: 'Favor subir pelo menos 1 imagem no grupo 1.' }, x.parts);
    x = pair(2, 0);
    await refused(x.dados, { respostas: 'Favor subir pelo menos 1 imagem no grupo 2.' }, x.parts);
    x = pair(2, 3);
    await refused(x.dados, { respostas: 'Favor subir a mesma quantidade nos dois grupos.' }, x.parts);
    x = pair(7, 7);
    await refused(x.dados, { perguntas: 'Permitido somente até 6 imagens.', respostas: 'Permitido somente até 6 imagens.' }, x.parts);
    x = pair(3, 3);
    const saved = await accepted(x.dados, x.parts);
    expect(saved.respostas.map((a) => a.indRespostaCorreta)).toEqual(['1', '2', '3']);
  });

  it('counts the images of bad format per group (jpeg and png only)', async () => {
    const g1 = images(3, 'a', await webp());
    const g2 = images(3, 'b');
    const filesBefore = gameFiles();
    g2.parts[0] = filePart('b0', await gif(), 'image/png');
    g2.parts[2] = filePart('b2', Buffer.from('not an image at all'), 'image/jpeg', 'b2.jpg');
    await refused(
      game(
        4,
        g1.refs.map((r) => ({ imgPergunta: r })),
        g2.refs.map((r) => ({ imgResposta: r })),
      ),
      {
        perguntas: 'Existem 3 imagem(s) no grupo 1 com formato inválido. Formatos válidos: jpeg e png',
        respostas: 'Existem 2 imagem(s) no grupo 2 com formato inválido. Formatos válidos: jpeg e png',
      },
      [...g1.parts, ...g2.parts],
    );
    expect(gameFiles()).toEqual(filesBefore);
  });
});

describe('5 Quebra-cabeça', () => {
  it('needs exactly one image', async () => {
    await refused(game(5, []), { perguntas: 'Favor subir uma imagem.' });
    const two = images(2, 'q');
    await refused(
      game(
        5,
        two.refs.map((r) => ({ imgPergunta: r })),
      ),
      { perguntas: 'Favor subir uma imagem.' },
      two.parts,
    );
    const one = images(1, 'q');
    expect((await accepted(game(5, [{ imgPergunta: one.refs[0] }]), one.parts)).perguntas).toHaveLength(1);
  });
});

describe('6 Quiz', () => {
  const answers = (correct: number[] = [0], blank?: number) =>
    ['Vênus', 'Marte', 'Terra', 'Júpiter'].map((d, i) => ({
      dscResposta: i === blank ? '' : d,
      indRespostaCorreta: correct.includes(i) ? 'S' : 'N',
    }));
  it('needs a question of 4+ characters, all 4 answers, exactly one correct, and a jpeg or png image', async () => {
    await refused(game(6, [{ dscPergunta: 'Oi?' }], answers()), { 'perguntas.0.dscPergunta': 'Favor informar a pergunta.' });
    await refused(game(6, [{ dscPergunta: 'Qual é o planeta vermelho?' }], answers().slice(0, 3)), {
      respostas: 'Favor preencher todos os campos de respostas.',
    });
    await refused(game(6, [{ dscPergunta: 'Qual é o planeta vermelho?' }], answers([1], 2)), {
      respostas: 'Favor preencher todos os campos de respostas.',
    });
    await refused(game(6, [{ dscPergunta: 'Qual é o planeta vermelho?' }], answers([0, 1])), {
      respostas: 'Marque exatamente uma resposta correta.',
    });
    await refused(game(6, [{ dscPergunta: 'Qual é o planeta vermelho?' }], answers([])), {
      respostas: 'Marque exatamente uma resposta correta.',
    });
    const bad = images(1, 'w', await webp());
    await refused(
      game(6, [{ dscPergunta: 'Qual é o planeta vermelho?', imgPergunta: bad.refs[0] }], answers([1])),
      { 'perguntas.0.imgPergunta': 'Arquivo inválido. Formatos válidos: jpeg e png' },
      bad.parts,
    );
    const good = images(1, 'g');
    const saved = await accepted(
      game(6, [{ dscPergunta: 'Qual é o planeta vermelho?', imgPergunta: good.refs[0] }], answers([1])),
      good.parts,
    );
    expect(saved.respostas.map((a) => a.indRespostaCorreta)).toEqual(['N', 'S', 'N', 'N']);
    expect(stored(t, saved.perguntas[0]!.imgPergunta)).toBe(true);
  });
});

describe('7 Verdadeiro ou falso', () => {
  const q = (n: number) => Array.from({ length: n }, (_, i) => ({ dscPergunta: `Afirmação ${i + 1}` }));
  const a = (n: number) => Array.from({ length: n }, (_, i) => ({ indRespostaCorreta: i % 2 ? 'N' : 'S' }));
  it('needs 1 to 4 statements, none empty, each marked S or N', async () => {
    await refused(game(7, [], []), { perguntas: 'Favor informar as perguntas.' });
    await refused(game(7, q(5), a(5)), { perguntas: 'Informe de 1 a 4 perguntas.' });
    await refused(game(7, [{ dscPergunta: 'A água ferve a 100 °C.' }, { dscPergunta: ' ' }], a(2)), {
      'perguntas.1.dscPergunta': 'Favor informar as perguntas.',
    });
    await refused(game(7, q(2), [{ indRespostaCorreta: 'S' }, { indRespostaCorreta: 'X' }]), {
      respostas: 'Marque Verdadeiro ou Falso em todas as perguntas.',
    });
    await refused(game(7, q(2), a(1)), { respostas: 'Marque Verdadeiro ou Falso em todas as perguntas.' });
    const saved = await accepted(game(7, q(4), a(4)));
    expect(saved.respostas.map((x) => x.indRespostaCorreta)).toEqual(['S', 'N', 'S', 'N']);
  });
});

describe('8 Grupos de imagens', () => {
  const groups = (sizes: number[]) => {
    const all = sizes.flatMap((n, g) => images(n, `g${g}x`).refs.map((ref) => ({ ref, g })));
    return {
      dados: game(
        8,
        sizes.map((_, g) => ({ dscPergunta: `Grupo ${g + 1}` })),
        all.map((x) => ({ imgResposta: x.ref, indRespostaCorreta: String(x.g + 1) })),
      ),
      parts: all.map((x) => filePart(x.ref.slice(5), small)),
    };
  };
  it('needs 2 to 6 groups of 2 to 6 images', async () => {
    let x = groups([3]);
    await refused(x.dados, { perguntas: 'Informe de 2 a 6 grupos.' }, x.parts);
    x = groups([2, 2, 2, 2, 2, 2, 2]);
    await refused(x.dados, { perguntas: 'Informe de 2 a 6 grupos.' }, x.parts);
    x = groups([2, 1]);
    await refused(x.dados, { respostas: 'Favor subir pelo menos 2 imagens por grupo.' }, x.parts);
    x = groups([2, 7]);
    await refused(x.dados, { respostas: 'Permitido somente até 6 imagens.' }, x.parts);
    x = groups([6, 6, 6, 6, 6, 6]);
    const saved = await accepted(x.dados, x.parts);
    expect(saved.respostas).toHaveLength(36);
  });
});

describe('9 Complete a frase', () => {
  const words = (right: string[], wrong: string[]) => [
    ...right.map((dscResposta) => ({ dscResposta, indRespostaCorreta: 'S' })),
    ...wrong.map((dscResposta) => ({ dscResposta, indRespostaCorreta: 'N' })),
  ];
  it('needs the phrase, every word, as many right words as asterisks, at most 9 words', async () => {
    await refused(game(9, [{ dscPergunta: '' }], words(['Sol'], [])), { 'perguntas.0.dscPergunta': 'Favor informar a frase.' });
    await refused(game(9, [{ dscPergunta: 'O * brilha.' }], words([''], ['Lua'])), {
      'respostas.0.dscResposta': 'Favor informar uma palavra.',
    });
    await refused(
      game(
        9,
        [{ dscPergunta: 'O * brilha.' }],
        words(
          ['Sol'],
          Array.from({ length: 9 }, (_, i) => `errada${i}`),
        ),
      ),
      {
        respostas: 'Quantidade máxima de palavras (certas ou erradas) é 9.',
      },
    );
    await refused(game(9, [{ dscPergunta: 'O * aquece a *.' }], words(['Sol'], ['Lua'])), {
      respostas: 'A quantidade de palavras certas deve ser igual à quantidade de asteriscos (*) da frase.',
    });
    const saved = await accepted(
      game(
        9,
        [{ dscPergunta: 'O * aquece a *.' }],
        words(
          ['Sol', 'Terra'],
          Array.from({ length: 7 }, (_, i) => `e${i}`),
        ),
      ),
    );
    expect(saved.respostas).toHaveLength(9);
  });
});

describe('10 Quiz de imagens', () => {
  it('needs a question of 4+ characters, 4 answer images, exactly one correct', async () => {
    const four = images(4, 'i');
    const answers = (correct: number[]) =>
      four.refs.map((r, i) => ({ imgResposta: r, indRespostaCorreta: correct.includes(i) ? 'S' : 'N' }));
    await refused(
      game(10, [{ dscPergunta: 'Qu?' }], answers([0])),
      { 'perguntas.0.dscPergunta': 'Favor informar a pergunta.' },
      four.parts,
    );
    await refused(
      game(10, [{ dscPergunta: 'Qual vive na água?' }], answers([0]).slice(0, 3)),
      { respostas: 'Favor preencher todos os campos de respostas.' },
      four.parts,
    );
    await refused(
      game(
        10,
        [{ dscPergunta: 'Qual vive na água?' }],
        [...answers([0]).slice(0, 3), { dscResposta: 'sem imagem', indRespostaCorreta: 'N' }],
      ),
      {
        respostas: 'Favor preencher todos os campos de respostas.',
      },
      four.parts,
    );
    await refused(
      game(10, [{ dscPergunta: 'Qual vive na água?' }], answers([0, 3])),
      { respostas: 'Marque exatamente uma resposta correta.' },
      four.parts,
    );
    const saved = await accepted(game(10, [{ dscPergunta: 'Qual vive na água?' }], answers([2])), four.parts);
    expect(saved.respostas.every((a) => stored(t, a.imgResposta))).toBe(true);
  });
});

describe('editing a game', () => {
  it('replaces questions and answers, keeps the images sent back, removes the others', async () => {
    const four = images(4, 'e');
    const created = await postGame(
      t,
      token,
      game(
        2,
        four.refs.map((r) => ({ imgPergunta: r })),
      ),
      four.parts,
    );
    const id = created.json().codTrlConteudo as number;
    const before = await json<{ perguntas: { imgPergunta: string }[] }>(
      t,
      token,
      'GET',
      `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${id}`,
    );
    const kept = before.perguntas.slice(0, 3).map((q) => q.imgPergunta);
    const dropped = before.perguntas[3]!.imgPergunta;
    const fresh = images(2, 'n');
    const res = await putGame(
      t,
      token,
      id,
      { codTrlJogo: 2, perguntas: [...kept, ...fresh.refs].map((r) => ({ imgPergunta: r })), respostas: [] },
      fresh.parts,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await json<{ perguntas: { imgPergunta: string }[] }>(
      t,
      token,
      'GET',
      `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${id}`,
    );
    expect(after.perguntas).toHaveLength(5);
    expect(after.perguntas.slice(0, 3).map((q) => q.imgPergunta)).toEqual(kept);
    expect(after.perguntas.every((q) => stored(t, q.imgPergunta))).toBe(true);
    expect(stored(t, dropped)).toBe(false);
  });

  it('a refused edit changes nothing (the delete-before-edit is part of the save)', async () => {
    const saved = await postGame(t, token, game(1, [{ dscPergunta: 'Planeta com anéis' }], [{ dscResposta: 'SATURNO' }]));
    const id = saved.json().codTrlConteudo as number;
    const bad = await putGame(t, token, id, { codTrlJogo: 1, perguntas: [{ dscPergunta: 'Oi' }], respostas: [{ dscResposta: 'X' }] });
    expect(bad.statusCode).toBe(400);
    const loaded = await json<{ perguntas: { dscPergunta: string }[] }>(
      t,
      token,
      'GET',
      `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${id}`,
    );
    expect(loaded.perguntas.map((q) => q.dscPergunta)).toEqual(['Planeta com anéis']);
  });

  it("refuses to keep an image that is not this game's", async () => {
    const one = images(1, 'o');
    const other = await accepted(game(5, [{ imgPergunta: one.refs[0] }]), one.parts);
    const mine = await postGame(t, token, game(1, [{ dscPergunta: 'Quatro letras' }], [{ dscResposta: 'ok' }]));
    const res = await putGame(t, token, mine.json().codTrlConteudo, {
      codTrlJogo: 5,
      perguntas: [{ imgPergunta: other.perguntas[0]!.imgPergunta }],
      respostas: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'perguntas.0.imgPergunta': 'Arquivo inválido. Formatos válidos: jpeg e png' });
  });
});

describe('the demo path', () => {
  it('holds every content type and all ten games, playable (each passes the rules of its game)', async () => {
    const rows = await t.rows<{ tipo: number; jogo: number | null; id: number }>(
      sql`select c.cod_trl_conteudo as id, c.cod_trl_tipo_conteudo as tipo, c.cod_trl_jogo as jogo from trl_conteudo c
          join trl_aula a on a.cod_trl_aula = c.cod_trl_aula join trl_capitulo k on k.cod_trl_capitulo = a.cod_trl_capitulo
          join trl_livro l on l.cod_trl_livro = k.cod_trl_livro where l.dsc_titulo = 'Ciências - 6º Ano'`,
    );
    expect([...new Set(rows.map((r) => Number(r.tipo)))].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
    const games = rows.filter((r) => r.jogo !== null);
    expect([...new Set(games.map((r) => Number(r.jogo)))].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const { gameIssues } = await import('@portal/shared/curriculum');
    for (const g of games) {
      const loaded = await json<{
        codTrlJogo: number;
        perguntas: { dscPergunta: string | null; imgPergunta: string | null }[];
        respostas: { dscResposta: string | null; imgResposta: string | null; indRespostaCorreta: string }[];
      }>(t, token, 'GET', `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${g.id}`);
      expect(
        gameIssues({ codTrlJogo: loaded.codTrlJogo, perguntas: loaded.perguntas, respostas: loaded.respostas }),
        `game ${loaded.codTrlJogo}`,
      ).toEqual([]);
      for (const url of [...loaded.perguntas.map((q) => q.imgPergunta), ...loaded.respostas.map((a) => a.imgResposta)]) {
        if (url) expect(stored(t, url)).toBe(true);
      }
    }
  });
});
