import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { filePart, gif, png, postGame, stored } from './curriculum.fixtures';
import { ANSWER, type Answer, QUESTION, type Question, gameItemWorld, ok, refusedWith } from './game-item.fixtures';

/*
 * The image variant of the documents' game item calls (1-authoring §7 "Contents", issue 25): multipart, in the
 * product's form (the JSON in `dados`, the image by a `file:` reference) and in the documents' (flat fields beside
 * `imgPergunta` / `imgResposta`, the PUT keyed by the game).
 */

let w: Awaited<ReturnType<typeof gameItemWorld>>;
let t: TestApp;
let master: string;
let lesson: number;
let small: Buffer;
const emptyGame: typeof w.emptyGame = (...args) => w.emptyGame(...args);
const send: typeof w.send = (...args) => w.send(...args);
const sendForm: typeof w.sendForm = (...args) => w.sendForm(...args);
const sendFlat: typeof w.sendFlat = (...args) => w.sendFlat(...args);
const load: typeof w.load = (...args) => w.load(...args);

beforeAll(async () => {
  w = await gameItemWorld();
  ({ t, master, lesson, small } = w);
});
afterAll(() => t.close());
const gameFiles: typeof w.gameFiles = () => w.gameFiles();

describe('the image variant', () => {
  it('stores a new image (jpeg or png), keeps one of the game’s by its address, and removes what a change leaves unused', async () => {
    const game = await emptyGame(master, 2);
    const before = gameFiles();
    const first = ok<Question>(
      await sendForm(master, 'POST', QUESTION, { codTrlConteudoJogo: game, dscPergunta: 'o gato', imgPergunta: 'file:foto' }, [
        filePart('foto', small),
      ]),
    );
    expect(first.imgPergunta).toMatch(/^\/uploads\/jogos\/[0-9a-f]{32}\.jpg$/);
    expect(stored(t, first.imgPergunta)).toBe(true);
    // A memory card needs its image; a gif is refused; a file part that is not there is too. Nothing is kept of them.
    refusedWith(await send(master, 'POST', QUESTION, { codTrlConteudoJogo: game, dscPergunta: 'sem foto' }), 400, 'Selecione uma imagem.', {
      imgPergunta: 'Selecione uma imagem.',
    });
    refusedWith(
      await sendForm(master, 'POST', QUESTION, { codTrlConteudoJogo: game, imgPergunta: 'file:g' }, [
        filePart('g', await gif(), 'image/gif', 'g.gif'),
      ]),
      400,
      'Arquivo inválido. Formatos válidos: jpeg e png',
      { imgPergunta: 'Arquivo inválido. Formatos válidos: jpeg e png' },
    );
    refusedWith(
      await send(master, 'POST', QUESTION, { codTrlConteudoJogo: game, imgPergunta: 'file:ausente' }),
      400,
      'Selecione uma imagem.',
    );
    expect(gameFiles()).toEqual([...before, first.imgPergunta!.split('/').pop()!].sort());

    // A change of the text keeps the image; a new image replaces it and the old file goes.
    const renamed = ok<Question>(
      await send(master, 'PUT', `${QUESTION}/${first.codTrlConteudoJogoPergunta}`, { dscPergunta: 'o gatinho' }),
      200,
    );
    expect(renamed).toEqual({ ...first, dscPergunta: 'o gatinho' });
    const kept = ok<Question>(
      await send(master, 'PUT', `${QUESTION}/${first.codTrlConteudoJogoPergunta}`, { imgPergunta: first.imgPergunta }),
      200,
    );
    expect(kept.imgPergunta).toBe(first.imgPergunta);
    const replaced = ok<Question>(
      await sendForm(master, 'PUT', `${QUESTION}/${first.codTrlConteudoJogoPergunta}`, { imgPergunta: 'file:nova' }, [
        filePart('nova', await png(30, 30, '#00aa00')),
      ]),
      200,
    );
    expect(replaced.imgPergunta).not.toBe(first.imgPergunta);
    expect(stored(t, replaced.imgPergunta)).toBe(true);
    expect(stored(t, first.imgPergunta)).toBe(false);

    // Another game's image is not this game's to keep.
    const other = await postGame(
      t,
      master,
      {
        codTrlAula: lesson,
        codTrlJogo: 5,
        perguntas: [{ imgPergunta: 'file:p' }],
        respostas: [],
      },
      [filePart('p', small)],
    );
    expect(other.statusCode, other.body).toBe(201);
    const foreign = (await load(master, other.json<{ codTrlConteudo: number }>().codTrlConteudo)).perguntas[0]!.imgPergunta;
    refusedWith(
      await send(master, 'PUT', `${QUESTION}/${first.codTrlConteudoJogoPergunta}`, { imgPergunta: foreign }),
      400,
      'Arquivo inválido. Formatos válidos: jpeg e png',
    );

    // Deleting the questions removes their files once done.
    ok(await t.as(master, { method: 'DELETE', url: `${QUESTION}/apagarParaEditar/${game}` }), 200);
    expect(stored(t, replaced.imgPergunta)).toBe(false);
    expect(stored(t, foreign)).toBe(true);
  });

  it('takes the documents’ form too: flat fields beside imgPergunta / imgResposta, the PUT keyed by the game', async () => {
    const puzzle = await emptyGame(master, 5);
    const question = ok<Question>(
      await sendFlat(master, 'POST', QUESTION, { codTrlConteudo: String(puzzle), codTrlConteudoJogo: String(puzzle) }, [
        filePart('imgPergunta', small),
      ]),
    );
    expect(question).toMatchObject({
      codTrlConteudoJogo: puzzle,
      dscPergunta: null,
      imgPergunta: expect.stringMatching(/^\/uploads\/jogos\//),
    });
    expect(stored(t, question.imgPergunta)).toBe(true);

    // The PUT variant: `/{codTrlConteudo}` of the game, the question named in the form; its old image goes.
    const replaced = ok<Question>(
      await sendFlat(master, 'PUT', `${QUESTION}/${puzzle}`, { codTrlConteudoJogoPergunta: String(question.codTrlConteudoJogoPergunta) }, [
        filePart('imgPergunta', await png(30, 30, '#0000aa')),
      ]),
      200,
    );
    expect(replaced.codTrlConteudoJogoPergunta).toBe(question.codTrlConteudoJogoPergunta);
    expect(replaced.imgPergunta).not.toBe(question.imgPergunta);
    expect(stored(t, question.imgPergunta)).toBe(false);
    expect((await load(master, puzzle)).perguntas).toEqual([
      { codTrlConteudoJogoPergunta: question.codTrlConteudoJogoPergunta, dscPergunta: null, imgPergunta: replaced.imgPergunta },
    ]);
    // A question of another game, named under this one, is not found; nothing changes.
    const other = await emptyGame(master, 5);
    refusedWith(
      await sendFlat(master, 'PUT', `${QUESTION}/${other}`, { codTrlConteudoJogoPergunta: String(question.codTrlConteudoJogoPergunta) }, [
        filePart('imgPergunta', small),
      ]),
      404,
      'Recurso não encontrado.',
    );
    expect((await load(master, puzzle)).perguntas[0]!.imgPergunta).toBe(replaced.imgPergunta);
    // Bad fields answer with their own message.
    refusedWith(
      await sendFlat(master, 'POST', QUESTION, { codTrlConteudoJogo: 'abc' }, [filePart('imgPergunta', small)]),
      400,
      'Identificador inválido.',
      {
        codTrlConteudoJogo: 'Identificador inválido.',
      },
    );
    refusedWith(
      await sendFlat(master, 'POST', QUESTION, { codTrlConteudoJogo: String(other) }, [
        filePart('imgPergunta', await gif(), 'image/gif', 'g.gif'),
      ]),
      400,
      'Arquivo inválido. Formatos válidos: jpeg e png',
      { imgPergunta: 'Arquivo inválido. Formatos válidos: jpeg e png' },
    );
    expect((await load(master, other)).perguntas).toEqual([]);

    // An image quiz's answers the same way, the mark as a field.
    const quiz = await emptyGame(master, 10);
    const answer = ok<Answer>(
      await sendFlat(master, 'POST', ANSWER, { codTrlConteudo: String(quiz), indRespostaCorreta: 'S' }, [filePart('imgResposta', small)]),
    );
    expect(answer).toMatchObject({
      codTrlConteudoJogo: quiz,
      indRespostaCorreta: 'S',
      imgResposta: expect.stringMatching(/^\/uploads\/jogos\//),
    });
    const unmarked = ok<Answer>(
      await sendFlat(
        master,
        'PUT',
        `${ANSWER}/${quiz}`,
        { codTrlConteudoJogoResposta: String(answer.codTrlConteudoJogoResposta), indRespostaCorreta: 'N' },
        [filePart('imgResposta', await png(20, 20, '#aa0000'))],
      ),
      200,
    );
    expect(unmarked).toMatchObject({ codTrlConteudoJogoResposta: answer.codTrlConteudoJogoResposta, indRespostaCorreta: 'N' });
    expect(unmarked.imgResposta).not.toBe(answer.imgResposta);
    expect((await load(master, quiz)).respostas.map((a) => [a.imgResposta, a.indRespostaCorreta])).toEqual([[unmarked.imgResposta, 'N']]);
  });

  it('refuses an image where the game takes none', async () => {
    const game = await emptyGame(master, 7);
    refusedWith(
      await sendForm(master, 'POST', QUESTION, { codTrlConteudoJogo: game, dscPergunta: 'Com figura', imgPergunta: 'file:x' }, [
        filePart('x', small),
      ]),
      400,
      'Informações inválidas.',
      { imgPergunta: 'Informações inválidas.' },
    );
    expect((await load(master, game)).perguntas).toEqual([]);
  });
});
