import {
  CONTENT_TYPE,
  type ContentDto,
  type GameContentDto,
  GAME,
  GameCreateBody,
  type GameFields,
  type GameIssue,
  GameUpdateBody,
  IMAGE_REF_NEW_PREFIX,
  dotsInvalidFormatKey,
  gamePartIssues,
} from '@portal/shared/curriculum';
import type { MessageKey } from '@portal/shared/common/messages';
import { findLesson } from './lesson.repository';
import type { Db } from '../../db/client';
import { AppError, mustFind } from '../../lib/app-error';
import { reencodeImage } from '../../lib/images';
import type { Viewer } from '../../lib/viewer';
import { FileStorage } from '../../lib/storage';
import type { UploadedFile } from '../../plugins/uploads';
import { updateContentRow } from './content.repository';
import { appendContent, contentOfType, getContent } from './content.service';
import { filesUnder, removeFiles } from './curriculum.files';
import { parseFields } from '../../lib/validation';
import {
  type AnswerRow,
  type QuestionRow,
  apagarParaEditar,
  gameAnswers,
  gameQuestions,
  insertQuestionsAndAnswers,
} from './game.repository';

export const GAME_IMAGES_FOLDER = 'jogos';

/** An image field of the game: where it is, and what the request said. */
interface ImageSlot {
  field: string;
  group: 1 | 2;
  ref: string;
}

function imageSlots(game: GameFields): ImageSlot[] {
  const slots: ImageSlot[] = [];
  game.perguntas.forEach((q, i) => q.imgPergunta && slots.push({ field: `perguntas.${i}.imgPergunta`, group: 1, ref: q.imgPergunta }));
  game.respostas.forEach((a, i) => a.imgResposta && slots.push({ field: `respostas.${i}.imgResposta`, group: 2, ref: a.imgResposta }));
  return slots;
}

const fail = (fieldKeys: Record<string, MessageKey>) => new AppError(400, 'VALIDATION', Object.values(fieldKeys)[0], fieldKeys);

/** 400 with each issue's message on its field (the first per field), named by `field` (default: the issue's path). */
export function failWith(issues: GameIssue[], field: (path: GameIssue['path']) => string = (path) => path.join('.')): AppError {
  const keys: Record<string, MessageKey> = {};
  for (const issue of issues) keys[field(issue.path)] ??= issue.message;
  return fail(keys);
}

/**
 * Resolves every image field to a stored path: a kept image must be one of this game's current images;
 * a new one (`file:<part>`) is checked by content (jpeg or png only) and re-encoded. Nothing is stored
 * until every image passed, and the caller removes `saved` if the transaction then fails.
 */
async function resolveImages(game: GameFields, files: UploadedFile[], current: ReadonlySet<string>, storage: FileStorage) {
  const slots = imageSlots(game);
  const errors: Record<string, MessageKey> = {};
  const encoded = new Map<string, Buffer>();
  const invalidPerGroup = { 1: 0, 2: 0 };
  for (const slot of slots) {
    if (slot.ref.startsWith(IMAGE_REF_NEW_PREFIX)) {
      const part = files.find((f) => f.field === slot.ref.slice(IMAGE_REF_NEW_PREFIX.length));
      if (!part) {
        errors[slot.field] = 'contentImageRequired';
        continue;
      }
      try {
        encoded.set(slot.field, await reencodeImage(part.data, slot.field, ['jpeg', 'png'], 'imageInvalid'));
      } catch {
        errors[slot.field] = 'imageInvalid';
        invalidPerGroup[slot.group] += 1;
      }
    } else if (!current.has(slot.ref.replace(/^\/uploads\//, ''))) {
      errors[slot.field] = 'imageInvalid';
    }
  }
  if (game.codTrlJogo === GAME.CONNECT_DOTS && (invalidPerGroup[1] > 0 || invalidPerGroup[2] > 0)) {
    const keys: Record<string, MessageKey> = {};
    if (invalidPerGroup[1] > 0) keys.perguntas = dotsInvalidFormatKey(1, invalidPerGroup[1]);
    if (invalidPerGroup[2] > 0) keys.respostas = dotsInvalidFormatKey(2, invalidPerGroup[2]);
    throw fail(keys);
  }
  if (Object.keys(errors).length > 0) throw fail(errors);

  const paths = new Map<string, string>();
  const saved: string[] = [];
  try {
    for (const slot of slots) {
      const data = encoded.get(slot.field);
      if (!data) {
        paths.set(slot.field, slot.ref.replace(/^\/uploads\//, ''));
        continue;
      }
      const stored = await storage.save(GAME_IMAGES_FOLDER, data, 'jpg');
      saved.push(stored);
      paths.set(slot.field, stored);
    }
  } catch (error) {
    await removeFiles(storage, saved);
    throw error;
  }
  return { paths, saved };
}

/** Rows to write, with the implied `indRespostaCorreta` filled (Forca 'S'; Labirinto and Ligue os pontos: the position). */
function gameRows(game: GameFields, paths: Map<string, string>): { questions: QuestionRow[]; answers: AnswerRow[] } {
  const questions = game.perguntas.map((q, i) => ({
    dscPergunta: q.dscPergunta || null,
    imgPergunta: paths.get(`perguntas.${i}.imgPergunta`) ?? null,
  }));
  const implied = (i: number, given: string | null | undefined): string => {
    if (game.codTrlJogo === GAME.HANGMAN) return 'S';
    if (game.codTrlJogo === GAME.MAZE || game.codTrlJogo === GAME.CONNECT_DOTS) return String(i + 1);
    return given || 'N';
  };
  const answers = game.respostas.map((a, i) => ({
    dscResposta: a.dscResposta || null,
    imgResposta: paths.get(`respostas.${i}.imgResposta`) ?? null,
    indRespostaCorreta: implied(i, a.indRespostaCorreta),
  }));
  return { questions, answers };
}

export async function createGame(db: Db, storage: FileStorage, viewer: Viewer, dados: unknown, files: UploadedFile[]): Promise<ContentDto> {
  const game = parseFields(GameCreateBody, dados);
  await mustFind(findLesson(db, viewer, game.codTrlAula));
  const { paths, saved } = await resolveImages(game, files, new Set(), storage);
  const { questions, answers } = gameRows(game, paths);
  try {
    return await appendContent(
      db,
      viewer,
      game.codTrlAula,
      {
        codTrlTipoConteudo: CONTENT_TYPE.GAME,
        codTrlJogo: game.codTrlJogo,
        dscTitulo: game.dscTitulo || null,
        dscDescricao: game.dscConteudoJogo || null,
      },
      (tx, id) => insertQuestionsAndAnswers(tx, id, questions, answers),
    );
  } catch (error) {
    await removeFiles(storage, saved);
    throw error;
  }
}

/** Replaces a game's questions and answers in one transaction; images no longer used are removed after it commits. */
export async function updateGame(
  db: Db,
  storage: FileStorage,
  viewer: Viewer,
  id: number,
  dados: unknown,
  files: UploadedFile[],
): Promise<ContentDto> {
  const game = parseFields(GameUpdateBody, dados);
  await contentOfType(db, viewer, id, CONTENT_TYPE.GAME);
  const current = new Set(await filesUnder(db, { conteudo: id }));
  const { paths, saved } = await resolveImages(game, files, current, storage);
  const { questions, answers } = gameRows(game, paths);
  let unused: string[] = [];
  try {
    await db.transaction(async (tx) => {
      await contentOfType(tx, viewer, id, CONTENT_TYPE.GAME, true);
      const before = await filesUnder(tx, { conteudo: id });
      const kept = new Set(paths.values());
      if ([...paths.values()].some((p) => !saved.includes(p) && !before.includes(p))) throw new AppError(409, 'CONFLICT');
      unused = before.filter((p) => !kept.has(p));
      await apagarParaEditar(tx, id);
      await updateContentRow(tx, id, {
        codTrlJogo: game.codTrlJogo,
        dscTitulo: game.dscTitulo || null,
        dscDescricao: game.dscConteudoJogo || null,
      });
      await insertQuestionsAndAnswers(tx, id, questions, answers);
    });
  } catch (error) {
    await removeFiles(storage, saved);
    throw error;
  }
  await removeFiles(storage, unused);
  return getContent(db, viewer, id);
}

export async function loadGame(db: Db, viewer: Viewer, id: number): Promise<GameContentDto> {
  const row = await contentOfType(db, viewer, id, CONTENT_TYPE.GAME);
  const [perguntas, respostas] = await Promise.all([gameQuestions(db, id), gameAnswers(db, id)]);
  return {
    codTrlConteudo: row.codTrlConteudo,
    codTrlAula: row.codTrlAula,
    codTrlTipoConteudo: row.codTrlTipoConteudo,
    dscTitulo: row.dscTitulo,
    codTrlConteudoJogo: row.codTrlConteudo,
    codTrlJogo: row.codTrlJogo ?? 0,
    nomJogo: row.nomJogo ?? '',
    dscConteudoJogo: row.dscDescricao,
    perguntas: perguntas.map((q) => ({ ...q, imgPergunta: FileStorage.publicUrl(q.imgPergunta) })),
    respostas: respostas.map((a) => ({ ...a, imgResposta: FileStorage.publicUrl(a.imgResposta) })),
  };
}

/** A game's content item without questions and answers yet (`POST /trl_conteudo` of type 3 without them): the documents' calls add them. */
export function createEmptyGame(
  db: Db,
  viewer: Viewer,
  body: { codTrlAula: number; codTrlJogo: number; dscTitulo?: string | null; dscConteudoJogo?: string | null },
): Promise<ContentDto> {
  return appendContent(db, viewer, body.codTrlAula, {
    codTrlTipoConteudo: CONTENT_TYPE.GAME,
    codTrlJogo: body.codTrlJogo,
    dscTitulo: body.dscTitulo || null,
    dscDescricao: body.dscConteudoJogo || null,
  });
}

/**
 * A game's own fields, its questions and answers kept (`PUT /trl_conteudo/{id}` of a game without them): its
 * game may change only to one they fit (`gamePartIssues`, 400 with their messages otherwise).
 */
export async function updateGameFields(
  db: Db,
  viewer: Viewer,
  id: number,
  body: { codTrlJogo: number; dscTitulo?: string | null; dscConteudoJogo?: string | null },
): Promise<ContentDto> {
  await db.transaction(async (tx) => {
    const row = await contentOfType(tx, viewer, id, CONTENT_TYPE.GAME, true);
    if (row.codTrlJogo !== body.codTrlJogo) {
      const [perguntas, respostas] = await Promise.all([gameQuestions(tx, id), gameAnswers(tx, id)]);
      const issues = gamePartIssues({ codTrlJogo: body.codTrlJogo, perguntas, respostas });
      if (issues.length > 0) throw failWith(issues);
    }
    await updateContentRow(tx, id, {
      codTrlJogo: body.codTrlJogo,
      dscTitulo: body.dscTitulo || null,
      dscDescricao: body.dscConteudoJogo || null,
    });
  });
  return getContent(db, viewer, id);
}
