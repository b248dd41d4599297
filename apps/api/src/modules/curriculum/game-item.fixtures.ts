import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { multipart } from '../../test/multipart';
import { MASTER, type Part, json, png, signIn, tree } from './curriculum.fixtures';

/*
 * The documents' calls that build a game one question or answer at a time (1-authoring §7 "Contents",
 * issue 25), as game-item.test.ts and game-item.images.test.ts make them: each file its own app, signed in as
 * the Master, with a lesson to put games in.
 */

export type Question = {
  codTrlConteudoJogoPergunta: number;
  codTrlConteudoJogo: number;
  dscPergunta: string | null;
  imgPergunta: string | null;
};
export type Answer = {
  codTrlConteudoJogoResposta: number;
  codTrlConteudoJogo: number;
  dscResposta: string | null;
  imgResposta: string | null;
  indRespostaCorreta: string;
};
type Game = { codTrlJogo: number; perguntas: Omit<Question, 'codTrlConteudoJogo'>[]; respostas: Omit<Answer, 'codTrlConteudoJogo'>[] };
type Reply = Awaited<ReturnType<TestApp['as']>>;

export const QUESTION = '/api/trl_conteudo_jogo_pergunta';
export const ANSWER = '/api/trl_conteudo_jogo_resposta';

export function ok<T>(res: Reply, status = 201): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}
export function refusedWith(res: Reply, status: number, message: string, fields?: Record<string, string>) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ message, ...(fields ? { fields } : {}) });
}

/** A test file's app and the calls its tests make. */
export async function gameItemWorld() {
  const t = await buildTestApp();
  const master = await signIn(t, MASTER);
  const lesson = (await tree(t, master)).codTrlAula;
  const small = await png(64, 48);
  return {
    t,
    master,
    lesson,
    small,
    /** An empty game of `codTrlJogo` made by the documents' POST /trl_conteudo. */
    emptyGame: async (token: string, codTrlJogo: number, codTrlAula = lesson): Promise<number> =>
      (await json<{ codTrlConteudo: number }>(t, token, 'POST', '/api/trl_conteudo', { codTrlTipoConteudo: 3, codTrlAula, codTrlJogo }))
        .codTrlConteudo,
    send: (token: string, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => t.as(token, { method, url, payload }),
    /** The image variant: the JSON in `dados`, the image in the file part its `file:` reference names. */
    sendForm: (token: string, method: 'POST' | 'PUT', url: string, dados: unknown, files: Part[]) => {
      const { body, headers } = multipart(files, { dados: JSON.stringify(dados) });
      return t.as(token, { method, url, payload: body, headers });
    },
    /** The documents' image variant: the fields as parts of their own, the image as the file part named after its field. */
    sendFlat: (token: string, method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: Part[]) => {
      const { body, headers } = multipart(files, fields);
      return t.as(token, { method, url, payload: body, headers });
    },
    load: (token: string, id: number) => json<Game>(t, token, 'GET', `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${id}`),
    gameFiles: () => (existsSync(path.join(t.uploadsDir, 'jogos')) ? readdirSync(path.join(t.uploadsDir, 'jogos')).sort() : []),
  };
}
