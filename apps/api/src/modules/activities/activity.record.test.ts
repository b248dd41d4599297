import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { MASTER, PROF_AU, json, newChapter, newPath, signIn } from '../curriculum/curriculum.fixtures';

/*
 * The documents' activity record on GET/POST/PUT /bse_atividade (2-access §3 "Activity", issue 25): `capitulo`
 * with `codTrlCapitulo` and its `livro` (`codTrlLivro`), `usuarioCriacao`, `datCriacao` and `questoes`, beside the
 * flat fields the screens read; the body takes the chapter flat or nested.
 */

let t: TestApp;
let master: string;
let prof: string;
let student: string;
let pathA: number;
let chapterA: number;
let chapterB: number;

beforeAll(async () => {
  t = await buildTestApp();
  [master, prof, student] = await Promise.all([signIn(t, MASTER), signIn(t, PROF_AU), t.login('AUCE-0004', 'Aluno@2026')]);
  pathA = (await newPath(t, master, `Registro ${Math.random().toString(36).slice(2, 8)}`)).codTrlLivro;
  chapterA = (await newChapter(t, master, pathA, 'Frações')).codTrlCapitulo;
  chapterB = (await newChapter(t, master, (await newPath(t, master, 'Outra trilha do registro')).codTrlLivro, 'Verbos')).codTrlCapitulo;
});
afterAll(() => t.close());

type ActivityRecord = {
  codBseAtividade: number;
  nomAtividade: string;
  codTrlCapitulo: number;
  capitulo: { codTrlCapitulo: number; dscTitulo: string; livro: { codTrlLivro: number; dscTitulo: string } };
  usuarioCriacao: string | null;
  datCriacao: string;
  questoes: { codBseQuestao: number; titulo: string; resRespostaEsperada: string | null; multiplaEscolha: { invalida: boolean }[] }[];
};

const send = (method: 'POST' | 'PUT', url: string, body: unknown) => t.as(master, { method, url, payload: body as never });

describe('the activity record (GET/POST/PUT /api/bse_atividade)', () => {
  it('answers the documents’ record, its chapter and path nested and its questions with their key, on every call', async () => {
    const made = await json<ActivityRecord>(t, master, 'POST', '/api/bse_atividade', {
      capitulo: { codTrlCapitulo: chapterA, livro: { codTrlLivro: pathA } },
      nomAtividade: 'Registro completo',
      desDescricao: 'Com capítulo aninhado',
    });
    expect(made).toMatchObject({
      codTrlCapitulo: chapterA,
      capitulo: {
        codTrlCapitulo: chapterA,
        dscTitulo: 'Frações',
        livro: { codTrlLivro: pathA, dscTitulo: expect.stringMatching(/^Registro /) },
      },
      usuarioCriacao: 'Administrador da Rede',
      questoes: [],
    });
    expect(Date.now() - Date.parse(made.datCriacao)).toBeLessThan(60_000);
    await json(t, master, 'POST', '/api/bse_questao', {
      codBseAtividade: made.codBseAtividade,
      titulo: 'Metade',
      enuEnunciado: '<p>Metade de 10?</p>',
      tipoQuestao: 'MULTIPLA_ESCOLHA',
      multiplaEscolha: [
        { descricao: '2', invalida: true },
        { descricao: '5', invalida: false },
      ],
    });
    const read = await json<ActivityRecord>(t, master, 'GET', `/api/bse_atividade/${made.codBseAtividade}`);
    expect(read.questoes).toMatchObject([{ titulo: 'Metade', multiplaEscolha: [{ invalida: true }, { invalida: false }] }]);
    const page = await json<{ items: ActivityRecord[] }>(t, master, 'GET', `/api/bse_atividade?codTrlLivro=${pathA}`);
    expect(page.items.find((a) => a.codBseAtividade === made.codBseAtividade)).toEqual(read);

    // The record sent back as it was read (questions, author and dates are not read) edits the activity.
    const edited = await send('PUT', `/api/bse_atividade/${made.codBseAtividade}`, {
      ...read,
      nomAtividade: 'Registro alterado',
      capitulo: { ...read.capitulo, codTrlCapitulo: chapterB, livro: undefined },
      codTrlCapitulo: undefined,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ActivityRecord>()).toMatchObject({
      nomAtividade: 'Registro alterado',
      codTrlCapitulo: chapterB,
      capitulo: { codTrlCapitulo: chapterB, dscTitulo: 'Verbos' },
      questoes: [{ titulo: 'Metade' }],
    });
  });

  it('refuses a chapter missing, given twice differently, or outside the path named with it, with its Portuguese 400', async () => {
    const base = { nomAtividade: 'Recusada', desDescricao: 'x' };
    const cases: [unknown, string][] = [
      [base, 'Todos os campos devem ser preenchidos'],
      [
        { ...base, codTrlCapitulo: chapterA, capitulo: { codTrlCapitulo: chapterB } },
        'O capítulo foi informado duas vezes, com valores diferentes.',
      ],
      [{ ...base, capitulo: { codTrlCapitulo: chapterB, livro: { codTrlLivro: pathA } } }, 'O capítulo não pertence a esta trilha.'],
      [{ ...base, capitulo: { codTrlCapitulo: 2_000_000_000 } }, 'Capítulo não encontrado.'],
      [{ ...base, capitulo: { codTrlCapitulo: 'abc' } }, 'Todos os campos devem ser preenchidos'],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', '/api/bse_atividade', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    const existing = await json<ActivityRecord>(t, master, 'POST', '/api/bse_atividade', { ...base, codTrlCapitulo: chapterA });
    const wrongPath = await send('PUT', `/api/bse_atividade/${existing.codBseAtividade}`, {
      ...base,
      capitulo: { codTrlCapitulo: chapterA, livro: { codTrlLivro: 2_000_000_000 } },
    });
    expect(wrongPath.statusCode).toBe(400);
    expect(wrongPath.json()).toMatchObject({ message: 'O capítulo não pertence a esta trilha.' });
    expect((await send('PUT', '/api/bse_atividade/2000000000', { ...base, codTrlCapitulo: chapterA })).statusCode).toBe(404);
  });

  it('is the Master’s: the Professor and the student get 403, so no key reaches a student', async () => {
    const made = await json<ActivityRecord>(t, master, 'POST', '/api/bse_atividade', {
      codTrlCapitulo: chapterA,
      nomAtividade: 'Só do Master',
      desDescricao: 'x',
    });
    for (const token of [prof, student]) {
      expect((await t.as(token, { method: 'GET', url: '/api/bse_atividade' })).statusCode).toBe(403);
      expect((await t.as(token, { method: 'GET', url: `/api/bse_atividade/${made.codBseAtividade}` })).statusCode).toBe(403);
      expect(
        (
          await t.as(token, {
            method: 'POST',
            url: '/api/bse_atividade',
            payload: { codTrlCapitulo: chapterA, nomAtividade: 'x', desDescricao: 'x' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.as(token, {
            method: 'PUT',
            url: `/api/bse_atividade/${made.codBseAtividade}`,
            payload: { codTrlCapitulo: chapterA, nomAtividade: 'x', desDescricao: 'x' },
          })
        ).statusCode,
      ).toBe(403);
    }
  });
});
