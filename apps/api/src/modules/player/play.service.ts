import { PROFILE } from '@portal/shared/common/profiles';
import type { PlayContent, PlayPathDto } from '@portal/shared/player';
import type { Db } from '../../db/client';
import { mustFind } from '../../lib/app-error';
import { FileStorage } from '../../lib/storage';
import type { Viewer } from '../../lib/viewer';
import {
  type DialogueRow,
  type GameItemRow,
  type PathHead,
  type TreeRow,
  findActivePathOfUser,
  findTrainingPath,
  pathDialogues,
  pathGameItems,
  pathTree,
  progressOf,
} from './play.repository';
import { type GameAnswer, type GameQuestion, playGame } from './player.games';

type Chapter = PlayPathDto['capitulos'][number];
type Lesson = Chapter['aulas'][number];

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** A stored file's public address (`/uploads/...`). */
const url = (stored: string | null) => FileStorage.publicUrl(stored) ?? '';

function playContent(row: TreeRow, items: GameItemRow[], lines: DialogueRow[]): PlayContent | undefined {
  const base = { codTrlConteudo: row.codTrlConteudo!, dscTitulo: row.dscTitulo };
  switch (row.codTrlTipoConteudo) {
    case 1:
      return { ...base, codTrlTipoConteudo: 1, dscTexto: row.dscTexto ?? '' };
    case 2:
      return { ...base, codTrlTipoConteudo: 2, dscImagem: url(row.dscImagem) };
    case 3: {
      const questions: GameQuestion[] = items
        .filter((i) => i.kind === 'P')
        .map((i) => ({ dscPergunta: i.texto, imgPergunta: FileStorage.publicUrl(i.img) }));
      const answers: GameAnswer[] = items
        .filter((i) => i.kind === 'R')
        .map((i) => ({ dscResposta: i.texto, imgResposta: FileStorage.publicUrl(i.img), indRespostaCorreta: i.ind ?? '' }));
      const { salt, jogo } = playGame(row.codTrlJogo!, questions, answers);
      return { ...base, codTrlTipoConteudo: 3, nomJogo: row.nomJogo ?? '', dscDescricao: row.dscDescricao, salt, jogo };
    }
    case 4:
      return {
        ...base,
        codTrlTipoConteudo: 4,
        falas: lines.map((l) => ({ nomPersonagem: l.nomPersonagem, imgPersonagem: url(l.imgPersonagem), dscTexto: l.dscTexto })),
      };
    case 5:
      return { ...base, codTrlTipoConteudo: 5, dscLink: row.dscLink ?? '', dscDescricao: row.dscDescricao };
    case 6:
      return {
        ...base,
        codTrlTipoConteudo: 6,
        dscTexto: row.dscTexto ?? '',
        nomMontagem: row.nomMontagem ?? '',
        imgMontagem: url(row.imgMontagem),
      };
    default:
      return undefined;
  }
}

/** The path's chapters, lessons and contents in order, each content in its play form. */
async function playTree(db: Db, pathId: number): Promise<Chapter[]> {
  const [tree, items, lines] = await Promise.all([pathTree(db, pathId), pathGameItems(db, pathId), pathDialogues(db, pathId)]);
  const itemsOf = groupBy(items, (i) => i.codTrlConteudo);
  const linesOf = groupBy(lines, (l) => l.codTrlConteudo);
  const chapters: Chapter[] = [];
  let chapter: Chapter | undefined;
  let lesson: Lesson | undefined;
  for (const row of tree) {
    if (chapter?.codTrlCapitulo !== row.codTrlCapitulo) {
      chapter = { codTrlCapitulo: row.codTrlCapitulo, dscTitulo: row.capituloTitulo, aulas: [] };
      chapters.push(chapter);
      lesson = undefined;
    }
    if (row.codTrlAula === null) continue;
    if (lesson?.codTrlAula !== row.codTrlAula) {
      lesson = { codTrlAula: row.codTrlAula, dscTitulo: row.aulaTitulo ?? '', dscDescricao: row.aulaDescricao, conteudos: [] };
      chapter.aulas.push(lesson);
    }
    if (row.codTrlConteudo === null) continue;
    const content = playContent(row, itemsOf.get(row.codTrlConteudo) ?? [], linesOf.get(row.codTrlConteudo) ?? []);
    if (content) lesson.conteudos.push(content);
  }
  return chapters;
}

async function playPath(db: Db, head: PathHead, studentId: number | null): Promise<PlayPathDto> {
  const [capitulos, progresso] = await Promise.all([
    playTree(db, head.codTrlLivro),
    studentId === null ? null : progressOf(db, studentId, head.codTrlLivro),
  ]);
  return { codTrlLivro: head.codTrlLivro, dscTitulo: head.dscTitulo, capitulos, progresso };
}

/**
 * GET /api/plataforma/trilha/{id}: the active path of one of the caller's classes (any other id 404),
 * with a student's progress; a Professor's preview carries none.
 */
export async function getPlayPath(db: Db, viewer: Viewer, pathId: number): Promise<PlayPathDto> {
  const userId = viewer.userId;
  const head = await mustFind(findActivePathOfUser(db, userId, pathId));
  return playPath(db, head, viewer.profile === PROFILE.ALUNO ? userId : null);
}

/** GET /api/plataforma/treinamento: the public sample path, nothing recorded. */
export async function getTrainingPath(db: Db): Promise<PlayPathDto> {
  return playPath(db, await mustFind(findTrainingPath(db)), null);
}
