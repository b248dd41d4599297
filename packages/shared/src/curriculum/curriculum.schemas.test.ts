import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageKey } from '../common/messages';
import { GAME_ANSWER_MAX } from './curriculum.limits';
import { ContentTypeSelect, GameCreateBody, PathCreateBody, TextCreateBody, dotsInvalidFormatKey, gameIssues } from './curriculum.schemas';

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
