import { type PlayContent, type PlayPathDto, answerKey, foldForGame } from '@portal/shared/player';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { playPath } from './player.fixtures';

/*
 * The games' play form never holds an answer: walks the JSON of a path with all ten games (the
 * training path and the demo class's path) and checks, against what the database stores, that each
 * `chave` verifies the right answer and no wrong one.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type GameContent = Extract<PlayContent, { codTrlTipoConteudo: 3 }>;
interface Stored {
  questions: { texto: string | null; img: string | null }[];
  answers: { texto: string | null; img: string | null; ind: string }[];
}

async function storedGame(contentId: number): Promise<Stored> {
  const questions = await t.rows<{ texto: string | null; img: string | null }>(
    sql`select dsc_pergunta as texto, '/uploads/' || img_pergunta as img from trl_conteudo_jogo_pergunta where cod_trl_conteudo = ${contentId} order by num_ordem`,
  );
  const answers = await t.rows<{ texto: string | null; img: string | null; ind: string }>(
    sql`select dsc_resposta as texto, '/uploads/' || img_resposta as img, ind_resposta_correta as ind
      from trl_conteudo_jogo_resposta where cod_trl_conteudo = ${contentId} order by num_ordem`,
  );
  return { questions, answers };
}

/** Every key and every string value of a JSON value. */
function walk(value: unknown, keys: string[] = [], strings: string[] = []): { keys: string[]; strings: string[] } {
  if (typeof value === 'string') strings.push(value);
  else if (Array.isArray(value)) value.forEach((v) => walk(v, keys, strings));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      keys.push(k);
      walk(v, keys, strings);
    }
  }
  return { keys, strings };
}

const games = (p: PlayPathDto): GameContent[] =>
  p.capitulos.flatMap((c) => c.aulas.flatMap((a) => a.conteudos.flatMap((x) => (x.codTrlTipoConteudo === 3 ? [x] : []))));

/** Checks one game's keys against the stored answers; returns its code. */
function checkGame(content: GameContent, stored: Stored): number {
  const { salt, jogo } = content;
  const key = (item: string, value: string) => answerKey(salt, item, value);
  const { keys, strings } = walk(jogo);
  // No field that holds an answer, no S/N flag, no position or group number as a value.
  expect(keys.filter((k) => /^ind|correta|resposta$|grupo$|ordem/i.test(k))).toEqual([]);
  expect(strings.filter((s) => /^(S|N|\d{1,2})$/.test(s))).toEqual([]);
  const byImg = <T extends { img: string }>(items: T[], img: string | null) => items.find((i) => i.img === img)!;
  const byText = <T extends { texto: string | null }>(items: T[], texto: string | null) => items.find((i) => i.texto === texto)!;

  switch (jogo.codTrlJogo) {
    case 1: {
      const word = stored.answers[0]!.texto!;
      expect(JSON.stringify(content).toUpperCase()).not.toContain(word.toUpperCase());
      expect(jogo.palavra).toHaveLength([...word].length);
      [...word].forEach((letter, i) => {
        const cell = jogo.palavra[i]!;
        if ('fixo' in cell) {
          expect(cell.fixo).toBe(letter);
        } else {
          expect(cell.chave).toBe(key(String(i), foldForGame(letter)));
          expect(cell.chave).not.toBe(key(String(i), foldForGame(letter) === 'Z' ? 'Y' : 'Z'));
        }
      });
      break;
    }
    case 2:
      expect(jogo.cartas.map((c) => c.img).sort()).toEqual(stored.questions.map((q) => q.img).sort());
      expect(new Set(jogo.cartas.map((c) => c.id)).size).toBe(jogo.cartas.length);
      break;
    case 3: {
      const game = jogo;
      stored.answers.forEach((a) => {
        const image = byImg(game.imagens, a.img);
        const hint = byText(game.dicas, stored.questions[Number(a.ind) - 1]!.texto);
        expect(image.chave).toBe(key(image.id, hint.id));
        for (const other of game.dicas.filter((d) => d.id !== hint.id)) expect(image.chave).not.toBe(key(image.id, other.id));
      });
      break;
    }
    case 4: {
      const game = jogo;
      stored.answers.forEach((a) => {
        const dot = byImg(game.grupo2, a.img);
        const target = byImg(game.grupo1, stored.questions[Number(a.ind) - 1]!.img);
        expect(dot.chave).toBe(key(dot.id, target.id));
        for (const other of game.grupo1.filter((g) => g.id !== target.id)) expect(dot.chave).not.toBe(key(dot.id, other.id));
      });
      break;
    }
    case 5:
      expect(jogo.img).toBe(stored.questions[0]!.img);
      break;
    case 6:
    case 10: {
      const game = jogo;
      expect(game.pergunta).toBe(stored.questions[0]!.texto);
      stored.answers.forEach((a) => {
        const answer = game.codTrlJogo === 6 ? byText(game.respostas, a.texto) : byImg(game.respostas, a.img);
        expect(answer.chave).toBe(key(answer.id, a.ind));
        expect(answer.chave).not.toBe(key(answer.id, a.ind === 'S' ? 'N' : 'S'));
      });
      break;
    }
    case 7:
      stored.questions.forEach((q, i) => {
        const statement = byText(jogo.afirmacoes, q.texto);
        const right = stored.answers[i]!.ind;
        expect(statement.chave).toBe(key(statement.id, right));
        expect(statement.chave).not.toBe(key(statement.id, right === 'S' ? 'N' : 'S'));
      });
      break;
    case 8: {
      const game = jogo;
      expect(game.grupos.map((g) => g.nome)).toEqual(stored.questions.map((q) => q.texto));
      stored.answers.forEach((a) => {
        const image = byImg(game.imagens, a.img);
        const group = game.grupos[Number(a.ind) - 1]!;
        expect(image.chave).toBe(key(image.id, group.id));
        for (const other of game.grupos.filter((g) => g.id !== group.id)) expect(image.chave).not.toBe(key(image.id, other.id));
      });
      break;
    }
    case 9: {
      const right = stored.answers.filter((a) => a.ind === 'S').map((a) => a.texto!);
      const wrong = stored.answers.filter((a) => a.ind === 'N').map((a) => a.texto!);
      const blanks = jogo.partes.flatMap((p) => ('lacuna' in p ? [p] : []));
      const texts = jogo.partes.flatMap((p) => ('texto' in p ? [p.texto] : []));
      expect(blanks).toHaveLength(right.length);
      expect(texts.join('|')).toBe(stored.questions[0]!.texto!.split('*').filter(Boolean).join('|'));
      for (const word of right) expect(texts.join(' ')).not.toContain(word);
      blanks.forEach((blank, i) => {
        expect(blank.chave).toBe(key(blank.lacuna, foldForGame(right[i]!)));
        for (const other of [...wrong, ...right.filter((_, j) => j !== i)])
          expect(blank.chave).not.toBe(key(blank.lacuna, foldForGame(other)));
      });
      // The words offered: right and wrong, with ids of their own (no link to a blank).
      expect(jogo.palavras.map((w) => w.texto).sort()).toEqual([...right, ...wrong].sort());
      const blankIds = new Set(blanks.map((b) => b.lacuna));
      expect(jogo.palavras.some((w) => blankIds.has(w.id))).toBe(false);
      break;
    }
  }
  return jogo.codTrlJogo;
}

async function checkPath(p: PlayPathDto) {
  const { keys } = walk(p);
  expect(keys).not.toContain('indRespostaCorreta');
  const found: number[] = [];
  for (const content of games(p)) found.push(checkGame(content, await storedGame(content.codTrlConteudo)));
  expect(found.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
}

describe('the games’ play form', () => {
  it('holds no answer on the training path: each key verifies the right answer and no wrong one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plataforma/treinamento' });
    await checkPath(res.json<PlayPathDto>());
  });

  it('holds no answer on a student’s path either', async () => {
    const student = await t.login('AUCE-0004', 'Aluno@2026');
    const [{ id }] = (await t.rows<{ id: number }>(
      sql`select lt.cod_trl_livro as id from trl_livro_turma lt join bse_turma t on t.cod_bse_turma = lt.cod_bse_turma
        where t.nom_turma = '6º Ano A' and lt.ind_ativo = 'S'`,
    )) as [{ id: number }];
    await checkPath((await playPath(t, student, id)).json<PlayPathDto>());
  });

  it('gives a fresh salt and fresh tokens on every response', async () => {
    const get = async () => games((await t.app.inject({ method: 'GET', url: '/api/plataforma/treinamento' })).json<PlayPathDto>());
    const [a, b] = [await get(), await get()];
    const tokens = (g: GameContent[]) => {
      const found = new Set<string>();
      const visit = (v: unknown): void => {
        if (Array.isArray(v)) v.forEach(visit);
        else if (v && typeof v === 'object')
          for (const [k, x] of Object.entries(v)) {
            if ((k === 'id' || k === 'lacuna') && typeof x === 'string') found.add(x);
            else visit(x);
          }
      };
      visit(g.map((x) => x.jogo));
      return found;
    };
    expect(a.map((g) => g.salt)).not.toEqual(b.map((g) => g.salt));
    expect(new Set(a.map((g) => g.salt)).size).toBe(a.length);
    const [ta, tb] = [tokens(a), tokens(b)];
    expect(ta.size).toBeGreaterThan(40);
    expect([...ta].filter((x) => tb.has(x))).toEqual([]);
  });
});
