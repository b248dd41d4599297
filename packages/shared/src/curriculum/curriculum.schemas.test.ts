import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageKey } from '../common/messages';
import { GAME_ANSWER_MAX } from './curriculum.limits';
import {
  ContentCreateBody,
  ContentTypeSelect,
  GameCreateBody,
  PathCreateBody,
  TextCreateBody,
  dotsInvalidFormatKey,
  gameIssues,
  gamePartIssues,
} from './curriculum.schemas';

/** The first message key a schema gives for a value (what the form shows). */
function firstKey(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error!.issues[0]!.message;
}

describe('curriculum schemas used by the forms', () => {
  it("'Novo Conteudo' asks for a type first", () => {
    expect(firstKey(ContentTypeSelect, {})).toBe('contentTypeRequired');
    expect(firstKey(ContentTypeSelect, { codTrlTipoConteudo: 0 })).toBe('contentTypeRequired');
    expect(firstKey(ContentTypeSelect, { codTrlTipoConteudo: 7 })).toBe('contentTypeRequired');
    expect(firstKey(ContentTypeSelect, { codTrlTipoConteudo: 6 })).toBeUndefined();
  });

  it('path and text rules give the document keys', () => {
    expect(firstKey(PathCreateBody, { dscTitulo: '' })).toBe('fillAllFields');
    expect(firstKey(TextCreateBody, { codTrlAula: 1, dscTexto: '' })).toBe('contentTextRequired');
    expect(MESSAGES.fillAllFields.pt).toBe('É necessário preencher todos os campos antes de enviar.');
  });

  it('a game schema runs the game rules (the same function the server runs)', () => {
    expect(firstKey(GameCreateBody, { codTrlAula: 1, codTrlJogo: 2, perguntas: [], respostas: [] })).toBe('memoryMin');
    expect(gameIssues({ codTrlJogo: 5, perguntas: [{ imgPergunta: 'file:a' }], respostas: [] })).toEqual([]);
  });

  it('takes a name beside each picture of the picture games, within the text limits', () => {
    const named = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);
    const games = [
      { codTrlJogo: 2, perguntas: named(4, 'o cachorro').map((d, i) => ({ dscPergunta: d, imgPergunta: `file:m${i}` })), respostas: [] },
      {
        codTrlJogo: 3,
        perguntas: named(4, 'A dica').map((dscPergunta) => ({ dscPergunta })),
        respostas: named(4, 'o osso').map((d, i) => ({ dscResposta: d, imgResposta: `file:z${i}`, indRespostaCorreta: String(i + 1) })),
      },
      {
        codTrlJogo: 4,
        perguntas: [{ dscPergunta: 'o cachorro', imgPergunta: 'file:a' }],
        respostas: [{ dscResposta: 'o osso', imgResposta: 'file:b', indRespostaCorreta: '1' }],
      },
      { codTrlJogo: 5, perguntas: [{ dscPergunta: 'o cachorro', imgPergunta: 'file:p' }], respostas: [] },
      {
        codTrlJogo: 8,
        perguntas: [{ dscPergunta: 'Animais' }, { dscPergunta: 'Frutas' }],
        respostas: named(4, 'a figura').map((d, i) => ({
          dscResposta: d,
          imgResposta: `file:g${i}`,
          indRespostaCorreta: String((i % 2) + 1),
        })),
      },
    ];
    for (const game of games) expect(gameIssues(game), `game ${game.codTrlJogo}`).toEqual([]);
    const maze = games[1]!;
    const tooLong = {
      ...maze,
      respostas: maze.respostas.map((a, i) => (i === 0 ? { ...a, dscResposta: 'x'.repeat(GAME_ANSWER_MAX + 1) } : a)),
    };
    expect(firstKey(GameCreateBody, { codTrlAula: 1, ...tooLong })).toBe('gameAnswerMax');
  });

  it('the connect-the-dots format message exists for every group and count, in three languages', () => {
    for (const group of [1, 2] as const) {
      for (let n = 1; n <= 6; n += 1) {
        const entry = MESSAGES[dotsInvalidFormatKey(group, n) as MessageKey];
        expect(entry.pt).toBe(`Existem ${n} imagem(s) no grupo ${group} com formato inválido. Formatos válidos: jpeg e png`);
        expect(entry.en && entry.es).toBeTruthy();
      }
    }
  });
});

describe('a game built one question or answer at a time (issue 25)', () => {
  const img = (i: number) => `file:i${i}`;
  const finished = [
    { codTrlJogo: 1, perguntas: [{ dscPergunta: 'A estrela do dia' }], respostas: [{ dscResposta: 'SOL', indRespostaCorreta: 'S' }] },
    { codTrlJogo: 2, perguntas: [0, 1, 2, 3].map((i) => ({ imgPergunta: img(i) })), respostas: [] },
    {
      codTrlJogo: 3,
      perguntas: ['N', 'S', 'L', 'O'].map((dscPergunta) => ({ dscPergunta })),
      respostas: [0, 1, 2, 3].map((i) => ({ imgResposta: img(i), indRespostaCorreta: String(i + 1) })),
    },
    { codTrlJogo: 4, perguntas: [{ imgPergunta: img(1) }], respostas: [{ imgResposta: img(2), indRespostaCorreta: '1' }] },
    { codTrlJogo: 5, perguntas: [{ imgPergunta: img(1) }], respostas: [] },
    {
      codTrlJogo: 6,
      perguntas: [{ dscPergunta: 'Qual é o maior?' }],
      respostas: ['S', 'N', 'N', 'N'].map((indRespostaCorreta, i) => ({ dscResposta: `R${i}`, indRespostaCorreta })),
    },
    { codTrlJogo: 7, perguntas: [{ dscPergunta: 'O Sol é uma estrela.' }], respostas: [{ indRespostaCorreta: 'S' }] },
    {
      codTrlJogo: 8,
      perguntas: [{ dscPergunta: 'A' }, { dscPergunta: 'B' }],
      respostas: [0, 1, 2, 3].map((i) => ({ imgResposta: img(i), indRespostaCorreta: String((i % 2) + 1) })),
    },
    {
      codTrlJogo: 9,
      perguntas: [{ dscPergunta: 'O * é uma *.' }],
      respostas: [
        { dscResposta: 'Sol', indRespostaCorreta: 'S' },
        { dscResposta: 'estrela', indRespostaCorreta: 'S' },
        { dscResposta: 'Lua', indRespostaCorreta: 'N' },
      ],
    },
    {
      codTrlJogo: 10,
      perguntas: [{ dscPergunta: 'Qual é o gato?' }],
      respostas: ['N', 'S', 'N', 'N'].map((indRespostaCorreta, i) => ({ imgResposta: img(i), indRespostaCorreta })),
    },
  ];

  it('accepts every finished game, so a game the product saved whole can be edited one question at a time', () => {
    for (const game of finished) {
      expect(gameIssues(game), `game ${game.codTrlJogo}`).toEqual([]);
      expect(gamePartIssues(game), `game ${game.codTrlJogo}`).toEqual([]);
    }
  });

  it('accepts a game on its way, refuses what no finished game could hold', () => {
    const half = {
      codTrlJogo: 6,
      perguntas: [{ dscPergunta: 'Qual é o maior?' }],
      respostas: [{ dscResposta: 'Júpiter', indRespostaCorreta: 'S' }],
    };
    expect(gameIssues(half)).not.toEqual([]);
    expect(gamePartIssues(half)).toEqual([]);
    expect(gamePartIssues({ codTrlJogo: 6, perguntas: [], respostas: [] })).toEqual([]);
    const keys = (game: Parameters<typeof gamePartIssues>[0]) => gamePartIssues(game).map((issue) => [issue.path.join('.'), issue.message]);
    expect(keys({ ...half, respostas: [...half.respostas, { dscResposta: 'Saturno', indRespostaCorreta: 'S' }] })).toEqual([
      ['respostas', 'quizOneCorrect'],
    ]);
    expect(keys({ codTrlJogo: 2, perguntas: Array.from({ length: 9 }, (_, i) => ({ imgPergunta: img(i) })), respostas: [] })).toEqual([
      ['perguntas', 'uploadMax8'],
    ]);
    expect(keys({ codTrlJogo: 1, perguntas: [{ dscPergunta: 'Sol', imgPergunta: img(1) }], respostas: [] })).toEqual([
      ['perguntas.0.imgPergunta', 'invalidData'],
      ['perguntas.0.dscPergunta', 'hangmanQuestionMin'],
    ]);
    expect(keys({ codTrlJogo: 8, perguntas: [], respostas: [{ imgResposta: img(1), indRespostaCorreta: '7' }] })).toEqual([
      ['respostas.0.indRespostaCorreta', 'groupsAnswerGroup'],
    ]);
    expect(
      keys({
        codTrlJogo: 9,
        perguntas: [{ dscPergunta: 'O * brilha.' }],
        respostas: [
          { dscResposta: 'Sol', indRespostaCorreta: 'S' },
          { dscResposta: 'Lua', indRespostaCorreta: 'S' },
        ],
      }),
    ).toEqual([['respostas', 'phraseBlanksMismatch']]);
  });

  it("tells the type first in POST /trl_conteudo's one body ('Selecione um tipo de conteúdo.')", () => {
    expect(firstKey(ContentCreateBody, { codTrlAula: 1, dscTexto: 'x' })).toBe('contentTypeRequired');
    expect(firstKey(ContentCreateBody, { codTrlTipoConteudo: 1, codTrlAula: 1 })).toBe('contentTextRequired');
    expect(firstKey(ContentCreateBody, { codTrlTipoConteudo: 3, codTrlAula: 1 })).toBe('contentGameRequired');
    expect(ContentCreateBody.safeParse({ codTrlTipoConteudo: 3, codTrlAula: 1, codTrlJogo: 4 }).success).toBe(true);
    expect(firstKey(ContentCreateBody, { codTrlTipoConteudo: 3, codTrlAula: 1, codTrlJogo: 4, perguntas: [] })).toBe('dotsGroup1Min');
  });
});
