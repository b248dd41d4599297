import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { PlayContent, PlayPathDto } from '@portal/shared/player';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { MASTER, type Part, filePart, json, newLesson, png, postGame, signIn } from '../curriculum/curriculum.fixtures';
import { type Staff, signInStaff, answersAll, newWorld, playPath, postProgress, record } from './player.fixtures';

let t: TestApp;
let au: Staff;
let ho: Staff;

beforeAll(async () => {
  t = await buildTestApp();
  ({ au, ho } = await signInStaff(t));
});
afterAll(() => t.close());

const contentsOf = (p: PlayPathDto): PlayContent[] => p.capitulos.flatMap((c) => c.aulas.flatMap((a) => a.conteudos));
const onDisk = (url: string) => existsSync(path.join(t.uploadsDir, url.replace(/^\/uploads\//, '')));

describe('GET /api/plataforma/trilha/{id}', () => {
  it('gives the student their class’s active path in order, with their progress', async () => {
    const w = await newWorld(t, au);
    const res = await playPath(t, w.student, w.pathId);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<PlayPathDto>();
    expect(p.codTrlLivro).toBe(w.pathId);
    expect(p.capitulos.map((c) => [c.codTrlCapitulo, c.dscTitulo])).toEqual([
      [w.chapterIds[0], 'Primeiro capítulo'],
      [w.chapterIds[1], 'Segundo capítulo'],
    ]);
    expect(contentsOf(p).map((c) => c.codTrlConteudo)).toEqual(w.contentIds);
    expect(contentsOf(p)[1]).toEqual({ codTrlConteudo: w.contentIds[1], dscTitulo: null, codTrlTipoConteudo: 1, dscTexto: 'Outro texto.' });
    expect(p.progresso).toEqual({ concluidos: [], ultimoConteudo: null, capitulosAvaliados: [], melhores: [], tempoSegundos: 0 });

    // Swapping two contents shows in the order the player gets.
    await json(t, au.prof, 'PUT', '/api/trl_conteudo/inverterConteudos/x', { conteudo1: w.contentIds[0], conteudo2: w.contentIds[1] });
    const swapped = (await playPath(t, w.student, w.pathId)).json<PlayPathDto>();
    expect(
      contentsOf(swapped)
        .map((c) => c.codTrlConteudo)
        .slice(0, 2),
    ).toEqual([w.contentIds[1], w.contentIds[0]]);
  });

  it('shows what the student did: completed contents, the last position, the evaluated chapters', async () => {
    const w = await newWorld(t, au);
    // The same game played twice (70 in 40 s, then 92 in 30 s): its best score and the time of both.
    const done = [
      record(w.contentIds[0]!),
      record(w.contentIds[1]!, { pontuacao: 70, tempoSegundos: 40 }),
      record(w.contentIds[1]!, { pontuacao: 92, tempoSegundos: 30 }),
      record(w.contentIds[1]!),
    ];
    expect((await postProgress(t, w.student, done)).statusCode).toBe(200);
    await json(t, w.student, 'PUT', '/api/plataforma/posicao', { codTrlLivro: w.pathId, codTrlConteudo: w.contentIds[2] });
    const respostas = await answersAll(t, w.student, 4);
    await json(t, w.student, 'POST', '/api/plataforma/avaliacao', { id: randomUUID(), codTrlCapitulo: w.chapterIds[0], respostas }, 200);
    const { progresso } = (await playPath(t, w.student, w.pathId)).json<PlayPathDto>();
    expect({ ...progresso!, concluidos: [...progresso!.concluidos].sort((a, b) => a - b) }).toEqual({
      concluidos: [w.contentIds[0], w.contentIds[1]].sort((a, b) => a! - b!),
      ultimoConteudo: w.contentIds[2],
      capitulosAvaliados: [w.chapterIds[0]],
      melhores: [{ codTrlConteudo: w.contentIds[1], pontuacao: 92 }],
      tempoSegundos: 70,
    });
  });

  it('gives the class’s Professor a preview without progress', async () => {
    const w = await newWorld(t, au);
    const res = await playPath(t, au.prof, w.pathId);
    expect(res.statusCode).toBe(200);
    expect(res.json<PlayPathDto>().progresso).toBeNull();
    expect(contentsOf(res.json<PlayPathDto>())).toHaveLength(4);
  });

  it('answers 404 for any path that is not the active path of one of the caller’s classes', async () => {
    const w = await newWorld(t, au);
    const sameSchool = await newWorld(t, au);
    const otherSchool = await newWorld(t, ho);
    // A path of the student's own class that is not the active one.
    const inactive = await json<{ codTrlLivro: number }>(t, au.prof, 'POST', '/api/trl_livro', {
      dscTitulo: 'Inativa',
      codBseTurma: w.classId,
    });
    await json(t, au.prof, 'POST', '/api/trl_livro_turma', { codBseTurma: w.classId, codTrlLivro: inactive.codTrlLivro }, 201);
    for (const id of [sameSchool.pathId, otherSchool.pathId, inactive.codTrlLivro, 2_000_000_000]) {
      expect((await playPath(t, w.student, id)).statusCode, `path ${id}`).toBe(404);
    }
    // A Professor of another school's class.
    expect((await playPath(t, ho.prof, w.pathId)).statusCode).toBe(404);
    expect((await playPath(t, au.prof, otherSchool.pathId)).statusCode).toBe(404);
    // Profiles without the player: 403; no sign-in: 401; not an id: 400.
    expect((await playPath(t, await signIn(t, MASTER), w.pathId)).statusCode).toBe(403);
    expect((await playPath(t, au.diretor, w.pathId)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/plataforma/trilha/${w.pathId}` })).statusCode).toBe(401);
    expect((await playPath(t, w.student, 'abc' as unknown as number)).statusCode).toBe(400);
  });

  it('plays the demo class’s path with every content type, pictures stored and characters named', async () => {
    const student = await t.login('AUCE-0004', 'Aluno@2026');
    const [{ id }] = (await t.rows<{ id: number }>(
      sql`select lt.cod_trl_livro as id from trl_livro_turma lt join bse_turma t on t.cod_bse_turma = lt.cod_bse_turma
        where t.nom_turma = '6º Ano A' and lt.ind_ativo = 'S'`,
    )) as [{ id: number }];
    const p = (await playPath(t, student, id)).json<PlayPathDto>();
    const contents = contentsOf(p);
    expect(new Set(contents.map((c) => c.codTrlTipoConteudo))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const dialogue = contents.find((c) => c.codTrlTipoConteudo === 4)!;
    expect(dialogue.falas).toHaveLength(3);
    expect(dialogue.falas.every((f) => f.nomPersonagem && f.imgPersonagem.startsWith('/uploads/') && onDisk(f.imgPersonagem))).toBe(true);
    const assembly = contents.find((c) => c.codTrlTipoConteudo === 6)!;
    expect(assembly.nomMontagem).toBeTruthy();
    expect(onDisk(assembly.imgMontagem)).toBe(true);
    const image = contents.find((c) => c.codTrlTipoConteudo === 2)!;
    expect(image.dscImagem).toMatch(/^\/uploads\/conteudos\/[0-9a-f]{32}\.jpg$/);
    expect(onDisk(image.dscImagem)).toBe(true);
    const video = contents.find((c) => c.codTrlTipoConteudo === 5)!;
    expect(video.dscLink).toMatch(/^https:\/\//);
  });
});

describe('the picture games’ play form', () => {
  type GameOf<N extends number> = Extract<Extract<PlayContent, { codTrlTipoConteudo: 3 }>['jogo'], { codTrlJogo: N }>;
  interface Stored {
    perguntas: { imgPergunta: string | null }[];
    respostas: { imgResposta: string | null }[];
  }

  it('names each picture by the text its author gave it (trimmed), null where there is none, and nothing more', async () => {
    const w = await newWorld(t, au);
    const lesson = await newLesson(t, au.prof, w.chapterIds[0]!);
    const picture = await png(64, 48);
    /** Saves a game whose pictures carry these names; `img()` adds a picture's file part. */
    const save = async (make: (img: () => string) => { codTrlJogo: number; perguntas: unknown[]; respostas: unknown[] }) => {
      const parts: Part[] = [];
      const img = () => {
        const field = `p${parts.length}`;
        parts.push(filePart(field, picture));
        return `file:${field}`;
      };
      const res = await postGame(t, au.prof, { codTrlAula: lesson.codTrlAula, ...make(img) }, parts);
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ codTrlConteudo: number }>().codTrlConteudo;
      return { id, stored: await json<Stored>(t, au.prof, 'GET', `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${id}`) };
    };
    const ask = (names: (string | null)[], img: () => string) => names.map((dscPergunta) => ({ dscPergunta, imgPergunta: img() }));
    const answer = (names: (string | null)[], img: () => string, group?: (i: number) => string) =>
      names.map((dscResposta, i) => ({ dscResposta, imgResposta: img(), indRespostaCorreta: group?.(i) ?? null }));

    const memory = await save((img) => ({ codTrlJogo: 2, perguntas: ask(['o cachorro', 'o gato', 'a bola', null], img), respostas: [] }));
    // Texts stored before the forms trimmed them: spaces around a name go, a blank one is no name.
    const [second, third] = memory.stored.perguntas.slice(1, 3).map((q) => q.imgPergunta!.replace(/^\/uploads\//, ''));
    await t.rows(sql`update trl_conteudo_jogo_pergunta set dsc_pergunta = '  o gato  ' where img_pergunta = ${second}`);
    await t.rows(sql`update trl_conteudo_jogo_pergunta set dsc_pergunta = '   ' where img_pergunta = ${third}`);
    const maze = await save((img) => ({
      codTrlJogo: 3,
      perguntas: ['O que o cachorro rói', 'O que rola', 'Dica 3', 'Dica 4'].map((dscPergunta) => ({ dscPergunta })),
      respostas: answer(['o osso', 'a bola', null, 'a casinha'], img),
    }));
    const dots = await save((img) => ({
      codTrlJogo: 4,
      perguntas: ask(['o cachorro', null], img),
      respostas: answer(['o osso', 'a bola'], img),
    }));
    const puzzle = await save((img) => ({ codTrlJogo: 5, perguntas: ask(['Saturno'], img), respostas: [] }));
    const groups = await save((img) => ({
      codTrlJogo: 8,
      perguntas: [{ dscPergunta: 'Animais' }, { dscPergunta: 'Frutas' }],
      respostas: answer(['o peixe', null, 'a banana', 'a maçã'], img, (i) => (i < 2 ? '1' : '2')),
    }));

    const games = new Map(
      contentsOf((await playPath(t, w.student, w.pathId)).json<PlayPathDto>()).flatMap((c) =>
        c.codTrlTipoConteudo === 3 ? [[c.codTrlConteudo, c.jogo] as const] : [],
      ),
    );
    const game = <N extends number>(id: number) => games.get(id) as GameOf<N>;
    /** The names the player got, in the order the author stored the pictures. */
    const namesOf = (items: { img: string; nome: string | null }[], imgs: (string | null)[]) =>
      imgs.map((img) => items.find((item) => item.img === img)!.nome);
    const questionImgs = (g: { stored: Stored }) => g.stored.perguntas.map((q) => q.imgPergunta);
    const answerImgs = (g: { stored: Stored }) => g.stored.respostas.map((a) => a.imgResposta);

    expect(namesOf(game<2>(memory.id).cartas, questionImgs(memory))).toEqual(['o cachorro', 'o gato', null, null]);
    expect(namesOf(game<3>(maze.id).imagens, answerImgs(maze))).toEqual(['o osso', 'a bola', null, 'a casinha']);
    expect(namesOf(game<4>(dots.id).grupo1, questionImgs(dots))).toEqual(['o cachorro', null]);
    expect(namesOf(game<4>(dots.id).grupo2, answerImgs(dots))).toEqual(['o osso', 'a bola']);
    expect(game<5>(puzzle.id).nome).toBe('Saturno');
    expect(namesOf(game<8>(groups.id).imagens, answerImgs(groups))).toEqual(['o peixe', null, 'a banana', 'a maçã']);
    // A name says what the picture shows, nothing of where it goes: the hints and the groups are as they were.
    expect(game<3>(maze.id).dicas.map((d) => Object.keys(d).sort())).toEqual(Array(4).fill(['id', 'texto']));
    expect(game<8>(groups.id).grupos.map((g) => g.nome)).toEqual(['Animais', 'Frutas']);
    for (const item of [...game<3>(maze.id).imagens, ...game<4>(dots.id).grupo2, ...game<8>(groups.id).imagens])
      expect(Object.keys(item).sort()).toEqual(['chave', 'id', 'img', 'nome']);
  });
});

describe('GET /api/plataforma/treinamento', () => {
  it('is public and complete: every content type and all ten games, no progress', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plataforma/treinamento' });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<PlayPathDto>();
    expect(p.progresso).toBeNull();
    expect(p.dscTitulo).toBe('Plataforma de Treinamento - Ciências');
    const contents = contentsOf(p);
    expect(new Set(contents.map((c) => c.codTrlTipoConteudo))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const games = contents.flatMap((c) => (c.codTrlTipoConteudo === 3 ? [c.jogo.codTrlJogo] : []));
    expect([...games].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Every picture at its public address, on disk.
    const pictures: string[] = [];
    const visit = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(visit);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (/^(img|imgPersonagem|imgMontagem|dscImagem)$/.test(k) && typeof x === 'string') pictures.push(x);
          else visit(x);
        }
    };
    visit(p);
    expect(pictures.length).toBeGreaterThan(30);
    expect(pictures.filter((x) => !/^\/uploads\/[a-z]+\/[0-9a-f]{32}\.jpg$/.test(x) || !onDisk(x))).toEqual([]);
    // Every picture of the games has its name, so the games speak of what the child sees.
    const names = contents.flatMap((c) => {
      if (c.codTrlTipoConteudo !== 3) return [];
      const { jogo } = c;
      switch (jogo.codTrlJogo) {
        case 2:
          return jogo.cartas.map((p) => p.nome);
        case 3:
        case 8:
          return jogo.imagens.map((p) => p.nome);
        case 4:
          return [...jogo.grupo1, ...jogo.grupo2].map((p) => p.nome);
        case 5:
          return [jogo.nome];
        case 10:
          return jogo.respostas.map((p) => p.texto);
        default:
          return [];
      }
    });
    expect(names).toHaveLength(6 + 4 + 6 + 1 + 6 + 4);
    expect(names.filter((name) => !name)).toEqual([]);
    // A network path, marked as the training one.
    const [row] = await t.rows<{ turma: number | null }>(
      sql`select l.cod_bse_turma as turma from trl_livro_treinamento tt join trl_livro l on l.cod_trl_livro = tt.cod_trl_livro`,
    );
    expect(row).toEqual({ turma: null });
    // Nobody's path: no student can record on it.
    const w = await newWorld(t, au);
    expect((await postProgress(t, w.student, [record(contents[0]!.codTrlConteudo)])).statusCode).toBe(404);
    expect((await playPath(t, w.student, p.codTrlLivro)).statusCode).toBe(404);
  });
});
