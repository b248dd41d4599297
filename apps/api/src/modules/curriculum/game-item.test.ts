import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import type { PlayContent, PlayPathDto } from '@portal/shared/player';
import { newWorld, playPath, signInStaff } from '../player/player.fixtures';
import { PROF_AU, PROF_HO, filePart, json, signIn, tree } from './curriculum.fixtures';
import { ANSWER, type Answer, QUESTION, type Question, gameItemWorld, ok, refusedWith } from './game-item.fixtures';

/*
 * The documents' calls that build a game one question or answer at a time (1-authoring §7 "Contents",
 * issue 25): POST /trl_conteudo_jogo_pergunta and _resposta, their PUT, and DELETE .../apagarParaEditar/{id}.
 * Their image variant is game-item.images.test.ts. The product's own screens keep saving a game whole.
 */

let w: Awaited<ReturnType<typeof gameItemWorld>>;
let t: TestApp;
let master: string;
let lesson: number;
let small: Buffer;
const emptyGame: typeof w.emptyGame = (...args) => w.emptyGame(...args);
const send: typeof w.send = (...args) => w.send(...args);
const sendForm: typeof w.sendForm = (...args) => w.sendForm(...args);
const load: typeof w.load = (...args) => w.load(...args);

beforeAll(async () => {
  w = await gameItemWorld();
  ({ t, master, lesson, small } = w);
});
afterAll(() => t.close());

describe('a quiz built one question and answer at a time', () => {
  it('answers each question and answer as the documents name them, and the game then reads as if saved whole', async () => {
    const game = await emptyGame(master, 6);
    const question = ok<Question>(
      await send(master, 'POST', QUESTION, { codTrlConteudoJogo: game, dscPergunta: 'Qual é o maior planeta?' }),
    );
    expect(question).toEqual({
      codTrlConteudoJogoPergunta: expect.any(Number),
      codTrlConteudoJogo: game,
      dscPergunta: 'Qual é o maior planeta?',
      imgPergunta: null,
    });
    const answers: Answer[] = [];
    for (const [dscResposta, indRespostaCorreta] of [
      ['Júpiter', 'S'],
      ['Marte', 'N'],
      ['Terra', 'N'],
      ['Vênus', 'N'],
    ] as const) {
      answers.push(ok<Answer>(await send(master, 'POST', ANSWER, { codTrlConteudoJogo: game, dscResposta, indRespostaCorreta })));
    }
    expect(Object.keys(answers[0]!).sort()).toEqual([
      'codTrlConteudoJogo',
      'codTrlConteudoJogoResposta',
      'dscResposta',
      'imgResposta',
      'indRespostaCorreta',
    ]);
    const loaded = await load(master, game);
    expect(loaded.perguntas).toEqual([
      { codTrlConteudoJogoPergunta: question.codTrlConteudoJogoPergunta, dscPergunta: 'Qual é o maior planeta?', imgPergunta: null },
    ]);
    expect(loaded.respostas.map((a) => [a.dscResposta, a.indRespostaCorreta])).toEqual([
      ['Júpiter', 'S'],
      ['Marte', 'N'],
      ['Terra', 'N'],
      ['Vênus', 'N'],
    ]);

    // What the quiz holds: one question, four answers, one right.
    refusedWith(
      await send(master, 'POST', QUESTION, { codTrlConteudoJogo: game, dscPergunta: 'Outra pergunta' }),
      400,
      'Este jogo não comporta mais perguntas.',
    );
    refusedWith(
      await send(master, 'POST', ANSWER, { codTrlConteudoJogo: game, dscResposta: 'Saturno', indRespostaCorreta: 'N' }),
      400,
      'Este jogo não comporta mais respostas.',
    );
    const second = answers[1]!.codTrlConteudoJogoResposta;
    refusedWith(
      await send(master, 'PUT', `${ANSWER}/${second}`, { indRespostaCorreta: 'S' }),
      400,
      'Marque exatamente uma resposta correta.',
    );
    refusedWith(
      await send(master, 'PUT', `${ANSWER}/${second}`, { indRespostaCorreta: 'X' }),
      400,
      'Marque exatamente uma resposta correta.',
      {
        indRespostaCorreta: 'Marque exatamente uma resposta correta.',
      },
    );
    refusedWith(
      await send(master, 'PUT', `${ANSWER}/${second}`, { dscResposta: null }),
      400,
      'Favor preencher todos os campos de respostas.',
      {
        dscResposta: 'Favor preencher todos os campos de respostas.',
      },
    );
    refusedWith(
      await send(master, 'PUT', `${QUESTION}/${question.codTrlConteudoJogoPergunta}`, { dscPergunta: 'Sol' }),
      400,
      'Favor informar a pergunta.',
      {
        dscPergunta: 'Favor informar a pergunta.',
      },
    );
    // A field left out keeps what it holds.
    const renamed = ok<Answer>(await send(master, 'PUT', `${ANSWER}/${second}`, { dscResposta: 'Netuno' }), 200);
    expect(renamed).toMatchObject({ dscResposta: 'Netuno', indRespostaCorreta: 'N', codTrlConteudoJogo: game });
    expect((await load(master, game)).respostas.map((a) => a.dscResposta)).toEqual(['Júpiter', 'Netuno', 'Terra', 'Vênus']);
  });

  it('deletes all of a game’s questions, or all of its answers, before they are sent again (apagarParaEditar)', async () => {
    const game = await emptyGame(master, 7);
    for (const dscPergunta of ['O Sol é uma estrela.', 'A Lua é um planeta.']) {
      ok(await send(master, 'POST', QUESTION, { codTrlConteudoJogo: game, dscPergunta }));
    }
    for (const indRespostaCorreta of ['S', 'N']) ok(await send(master, 'POST', ANSWER, { codTrlConteudoJogo: game, indRespostaCorreta }));
    refusedWith(await send(master, 'POST', ANSWER, { codTrlConteudoJogo: game }), 400, 'Marque Verdadeiro ou Falso em todas as perguntas.');

    expect(ok(await t.as(master, { method: 'DELETE', url: `${QUESTION}/apagarParaEditar/${game}` }), 200)).toEqual({ ok: true });
    let loaded = await load(master, game);
    expect(loaded.perguntas).toEqual([]);
    expect(loaded.respostas).toHaveLength(2);
    expect(ok(await t.as(master, { method: 'DELETE', url: `${ANSWER}/apagarParaEditar/${game}` }), 200)).toEqual({ ok: true });
    ok(await send(master, 'POST', QUESTION, { codTrlConteudoJogo: game, dscPergunta: 'A Terra gira.' }));
    ok(await send(master, 'POST', ANSWER, { codTrlConteudoJogo: game, indRespostaCorreta: 'S' }));
    loaded = await load(master, game);
    expect(loaded.perguntas.map((q) => q.dscPergunta)).toEqual(['A Terra gira.']);
    expect(loaded.respostas.map((a) => a.indRespostaCorreta)).toEqual(['S']);
    // Only a game's: another type's item is no game (404).
    const text = await json<{ codTrlConteudo: number }>(t, master, 'POST', '/api/trl_conteudo_texto', {
      codTrlAula: lesson,
      dscTexto: 'x',
    });
    refusedWith(
      await t.as(master, { method: 'DELETE', url: `${QUESTION}/apagarParaEditar/${text.codTrlConteudo}` }),
      404,
      'Recurso não encontrado.',
    );
    refusedWith(
      await send(master, 'POST', QUESTION, { codTrlConteudoJogo: text.codTrlConteudo, dscPergunta: 'Pergunta' }),
      404,
      'Recurso não encontrado.',
    );
  });

  it('marks a maze’s answers with their position and a forca’s word right, whatever is sent', async () => {
    const forca = await emptyGame(master, 1);
    ok(await send(master, 'POST', QUESTION, { codTrlConteudoJogo: forca, dscPergunta: 'A estrela do dia' }));
    expect(
      ok<Answer>(await send(master, 'POST', ANSWER, { codTrlConteudoJogo: forca, dscResposta: 'SOL', indRespostaCorreta: 'N' })),
    ).toMatchObject({
      indRespostaCorreta: 'S',
    });
    refusedWith(
      await send(master, 'POST', QUESTION, { codTrlConteudoJogo: forca, dscPergunta: 'Mais uma' }),
      400,
      'Este jogo não comporta mais perguntas.',
    );

    const maze = await emptyGame(master, 3);
    refusedWith(
      await send(master, 'POST', ANSWER, { codTrlConteudoJogo: maze, dscResposta: 'sem imagem' }),
      400,
      'Favor subir 4 imagens.',
      {
        imgResposta: 'Favor subir 4 imagens.',
      },
    );
    const marks = [];
    for (const i of [0, 1]) {
      const res = await sendForm(
        master,
        'POST',
        ANSWER,
        { codTrlConteudoJogo: maze, imgResposta: `file:img${i}`, indRespostaCorreta: '9' },
        [filePart(`img${i}`, small)],
      );
      marks.push(ok<Answer>(res).indRespostaCorreta);
    }
    expect(marks).toEqual(['1', '2']);
  });
});

describe('who may', () => {
  it('is the authors’ (403 for the other profiles, so no student reads a key) and a Professor’s own classes’ (404)', async () => {
    const profAu = await signIn(t, PROF_AU);
    const mine = await tree(t, profAu);
    const game = await emptyGame(profAu, 6, mine.codTrlAula);
    const question = ok<Question>(await send(profAu, 'POST', QUESTION, { codTrlConteudoJogo: game, dscPergunta: 'Quanto é 2 + 2?' }));
    const answer = ok<Answer>(await send(profAu, 'POST', ANSWER, { codTrlConteudoJogo: game, dscResposta: '4', indRespostaCorreta: 'S' }));
    const calls = [
      ['POST', QUESTION, { codTrlConteudoJogo: game, dscPergunta: 'Quanto é 3 + 3?' }],
      ['PUT', `${QUESTION}/${question.codTrlConteudoJogoPergunta}`, { dscPergunta: 'Quanto é 5 + 5?' }],
      ['DELETE', `${QUESTION}/apagarParaEditar/${game}`, undefined],
      ['POST', ANSWER, { codTrlConteudoJogo: game, dscResposta: '5', indRespostaCorreta: 'N' }],
      ['PUT', `${ANSWER}/${answer.codTrlConteudoJogoResposta}`, { indRespostaCorreta: 'N' }],
      ['DELETE', `${ANSWER}/apagarParaEditar/${game}`, undefined],
    ] as const;
    const profHo = await signIn(t, PROF_HO);
    const aluno = await t.login('AUCE-0004', 'Aluno@2026');
    const gestor = await t.login('AUMT-0001', 'Gestor@2026');
    for (const [method, url, payload] of calls) {
      const as = (token: string) => t.as(token, { method, url, ...(payload ? { payload } : {}) });
      expect((await as(profHo)).statusCode, `${method} ${url} by another school's Professor`).toBe(404);
      expect((await as(aluno)).statusCode, `${method} ${url} by a student`).toBe(403);
      expect((await as(gestor)).statusCode, `${method} ${url} by a Gestor`).toBe(403);
    }
    const loaded = await load(profAu, game);
    expect(loaded.perguntas.map((q) => q.dscPergunta)).toEqual(['Quanto é 2 + 2?']);
    expect(loaded.respostas.map((a) => [a.dscResposta, a.indRespostaCorreta])).toEqual([['4', 'S']]);
    // Missing rows and bad ids.
    refusedWith(await send(master, 'PUT', `${QUESTION}/2147483647`, { dscPergunta: 'x' }), 404, 'Recurso não encontrado.');
    refusedWith(await send(master, 'PUT', `${ANSWER}/2147483647`, { dscResposta: 'x' }), 404, 'Recurso não encontrado.');
    refusedWith(await t.as(master, { method: 'DELETE', url: `${ANSWER}/apagarParaEditar/abc` }), 400, 'Identificador inválido.');
    refusedWith(await send(master, 'POST', QUESTION, { dscPergunta: 'Sem jogo' }), 400, 'Identificador inválido.', {
      codTrlConteudoJogo: 'Identificador inválido.',
    });
    refusedWith(
      await send(master, 'POST', ANSWER, { codTrlConteudoJogo: game, dscResposta: 'x'.repeat(101) }),
      400,
      'A resposta deve ter no máximo 100 caracteres.',
    );
  });
});

describe('a game being built, in the player', () => {
  it('is served to the class’s students as it stands, its right answer only as a key', async () => {
    const { au } = await signInStaff(t);
    const w = await newWorld(t, au);
    const { codTrlAula } = await json<{ codTrlAula: number }>(t, au.prof, 'GET', `/api/trl_conteudo/${w.contentIds[0]}`);
    const game = await emptyGame(au.prof, 6, codTrlAula);
    ok(await send(au.prof, 'POST', QUESTION, { codTrlConteudoJogo: game, dscPergunta: 'Quanto é 2 + 2?' }));
    ok(await send(au.prof, 'POST', ANSWER, { codTrlConteudoJogo: game, dscResposta: '4', indRespostaCorreta: 'S' }));
    const res = await playPath(t, w.student, w.pathId);
    expect(res.statusCode, res.body).toBe(200);
    const played = res
      .json<PlayPathDto>()
      .capitulos.flatMap((c) => c.aulas.flatMap((a) => a.conteudos))
      .find((c: PlayContent) => c.codTrlConteudo === game);
    expect(played).toMatchObject({
      codTrlTipoConteudo: 3,
      jogo: { codTrlJogo: 6, pergunta: 'Quanto é 2 + 2?', respostas: [{ texto: '4' }] },
    });
    expect(JSON.stringify(played)).not.toContain('indRespostaCorreta');
    // The author's view of the game, with its marks, is not the student's.
    expect((await t.as(w.student, { method: 'GET', url: `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${game}` })).statusCode).toBe(403);
  });
});
