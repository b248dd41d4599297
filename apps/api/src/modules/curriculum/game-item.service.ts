import {
  CONTENT_TYPE,
  GAME,
  GameAnswerCreateBody,
  type GameAnswerItemDto,
  GameAnswerUpdateBody,
  type GameFields,
  GameQuestionCreateBody,
  type GameQuestionItemDto,
  GameQuestionUpdateBody,
  IMAGE_REF_NEW_PREFIX,
  dotsInvalidFormatKey,
  gamePartIssues,
} from '@portal/shared/curriculum';
import type { Db, Tx } from '../../db/client';
import { invalidField, notFound } from '../../lib/app-error';
import { reencodeImage } from '../../lib/images';
import { FileStorage } from '../../lib/storage';
import { parseFields } from '../../lib/validation';
import type { Viewer } from '../../lib/viewer';
import type { UploadedFile } from '../../plugins/uploads';
import { contentOfType } from './content.service';
import { filesUnder, removeFiles } from './curriculum.files';
import {
  appendAnswer,
  appendQuestion,
  deleteAnswers,
  deleteQuestions,
  findAnswer,
  findQuestion,
  gameAnswers,
  gameQuestions,
  updateAnswer,
  updateQuestion,
} from './game.repository';
import { GAME_IMAGES_FOLDER, failWith } from './game.service';

/*
 * The documents' calls that build a game one question or answer at a time (1-authoring §7 "Contents"):
 * POST /trl_conteudo_jogo_pergunta and /trl_conteudo_jogo_resposta, PUT of one of them, and the delete
 * before edit of all of a game's questions or answers. Each call is one transaction with the game's row
 * locked, and keeps the rules a game keeps while it is being built (`gamePartIssues`): what a finished game
 * needs besides is checked by the product's own one-call saves (game.service.ts). Images follow the game
 * save's rules: jpeg or png by content, re-encoded; a kept image is one of this game's; the files a call
 * stops using are removed once it has committed.
 */

type List = 'perguntas' | 'respostas';

/** An image field as sent: a new file part, one of this game's images kept by its address, or none. */
type ImageChoice = { kind: 'new'; data: Buffer } | { kind: 'path'; path: string | null };

async function chooseImage(
  ref: string | null | undefined,
  field: string,
  files: UploadedFile[],
  current: ReadonlySet<string>,
  group: 1 | 2,
  codTrlJogo: number | null,
): Promise<ImageChoice> {
  if (!ref) return { kind: 'path', path: null };
  if (!ref.startsWith(IMAGE_REF_NEW_PREFIX)) {
    const path = ref.replace(/^\/uploads\//, '');
    if (!current.has(path)) throw invalidField(field, 'imageInvalid');
    return { kind: 'path', path };
  }
  const part = files.find((f) => f.field === ref.slice(IMAGE_REF_NEW_PREFIX.length));
  if (!part) throw invalidField(field, 'contentImageRequired');
  try {
    return { kind: 'new', data: await reencodeImage(part.data, field, ['jpeg', 'png'], 'imageInvalid') };
  } catch {
    throw invalidField(field, codTrlJogo === GAME.CONNECT_DOTS ? dotsInvalidFormatKey(group, 1) : 'imageInvalid');
  }
}

/** The issues of the game as it would be, those of the item written named by its own field. */
function checkGame(game: GameFields, list: List, index: number): void {
  const issues = gamePartIssues(game);
  if (issues.length === 0) return;
  throw failWith(issues, (path) => (path[0] === list && path[1] === index && path.length === 3 ? String(path[2]) : path.join('.')));
}

/** The game's questions and answers as `gamePartIssues` reads them. */
async function gameNow(tx: Tx, id: number, codTrlJogo: number) {
  const [perguntas, respostas] = await Promise.all([gameQuestions(tx, id), gameAnswers(tx, id)]);
  return { codTrlJogo, perguntas, respostas };
}

/**
 * One write of a question or an answer: the game in scope (404 otherwise), its image resolved and stored
 * first, then the transaction (the game locked, the rules, the write), the new file removed if it fails and
 * the files no longer used once it commits. `write` answers the id of the row written.
 */
async function writeItem(
  db: Db,
  storage: FileStorage,
  viewer: Viewer,
  gameId: number,
  image: { ref: string | null | undefined; field: string; group: 1 | 2; files: UploadedFile[] } | undefined,
  write: (tx: Tx, codTrlJogo: number, imagePath: string | null | undefined) => Promise<number>,
): Promise<number> {
  const game = await contentOfType(db, viewer, gameId, CONTENT_TYPE.GAME);
  const current = new Set(await filesUnder(db, { conteudo: gameId }));
  const choice = image && (await chooseImage(image.ref, image.field, image.files, current, image.group, game.codTrlJogo));
  const saved = choice?.kind === 'new' ? await storage.save(GAME_IMAGES_FOLDER, choice.data, 'jpg') : undefined;
  const imagePath = choice === undefined ? undefined : choice.kind === 'new' ? saved! : choice.path;
  let unused: string[] = [];
  let id = 0;
  try {
    await db.transaction(async (tx) => {
      const locked = await contentOfType(tx, viewer, gameId, CONTENT_TYPE.GAME, true);
      const before = await filesUnder(tx, { conteudo: gameId });
      // A kept image must still be the game's once it is locked (another call may have removed it meanwhile).
      if (choice?.kind === 'path' && choice.path !== null && !before.includes(choice.path))
        throw invalidField(image!.field, 'imageInvalid');
      id = await write(tx, locked.codTrlJogo ?? 0, imagePath);
      const after = new Set(await filesUnder(tx, { conteudo: gameId }));
      unused = before.filter((path) => !after.has(path));
    });
  } catch (error) {
    await storage.remove(saved);
    throw error;
  }
  await removeFiles(storage, unused);
  return id;
}

/** The item a PUT changes: by its id, and in the documents' image variant also by its game (another game's item is a 404). */
export interface ItemKey {
  id: number;
  inGame?: number;
}

/** What a field of a PUT body says: left out, keep the current value; null or empty, none; else the new one. */
const changed = <T>(sent: T | null | undefined, current: T | null): T | null => (sent === undefined ? current : sent || null);

// ---------------------------------------------------------------- questions

async function questionDto(db: Db, id: number): Promise<GameQuestionItemDto> {
  const row = await findQuestion(db, id);
  if (!row) throw notFound();
  return {
    codTrlConteudoJogoPergunta: row.codTrlConteudoJogoPergunta,
    codTrlConteudoJogo: row.codTrlConteudo,
    dscPergunta: row.dscPergunta,
    imgPergunta: FileStorage.publicUrl(row.imgPergunta),
  };
}

/** `POST /trl_conteudo_jogo_pergunta`: one more question, last in its game. */
export async function addQuestion(db: Db, storage: FileStorage, viewer: Viewer, data: unknown, files: UploadedFile[]) {
  const body: GameQuestionCreateBody = parseFields(GameQuestionCreateBody, data);
  const gameId = body.codTrlConteudoJogo;
  const image = { ref: body.imgPergunta, field: 'imgPergunta', group: 1 as const, files };
  const id = await writeItem(db, storage, viewer, gameId, image, async (tx, codTrlJogo, img) => {
    const question = { dscPergunta: body.dscPergunta || null, imgPergunta: img ?? null };
    const now = await gameNow(tx, gameId, codTrlJogo);
    checkGame({ ...now, perguntas: [...now.perguntas, question] }, 'perguntas', now.perguntas.length);
    return appendQuestion(tx, gameId, question);
  });
  return questionDto(db, id);
}

/** `PUT /trl_conteudo_jogo_pergunta/{id}`: the question's text and image (a field left out keeps what it holds). */
export async function changeQuestion(db: Db, storage: FileStorage, viewer: Viewer, key: ItemKey, data: unknown, files: UploadedFile[]) {
  const body = parseFields(GameQuestionUpdateBody, data);
  const { id } = key;
  const found = await findQuestion(db, id);
  if (!found || (key.inGame !== undefined && found.codTrlConteudo !== key.inGame)) throw notFound();
  const gameId = found.codTrlConteudo;
  const image = body.imgPergunta === undefined ? undefined : { ref: body.imgPergunta, field: 'imgPergunta', group: 1 as const, files };
  await writeItem(db, storage, viewer, gameId, image, async (tx, codTrlJogo, img) => {
    const row = await findQuestion(tx, id);
    if (!row || row.codTrlConteudo !== gameId) throw notFound();
    const question = { dscPergunta: changed(body.dscPergunta, row.dscPergunta), imgPergunta: img === undefined ? row.imgPergunta : img };
    const now = await gameNow(tx, gameId, codTrlJogo);
    const index = now.perguntas.findIndex((q) => q.codTrlConteudoJogoPergunta === id);
    checkGame({ ...now, perguntas: now.perguntas.map((q, i) => (i === index ? question : q)) }, 'perguntas', index);
    await updateQuestion(tx, id, question);
    return id;
  });
  return questionDto(db, id);
}

/** `DELETE /trl_conteudo_jogo_pergunta/apagarParaEditar/{id}`: every question of the game, before they are sent again. */
export async function clearQuestions(db: Db, storage: FileStorage, viewer: Viewer, gameId: number): Promise<void> {
  await writeItem(db, storage, viewer, gameId, undefined, async (tx) => {
    await deleteQuestions(tx, gameId);
    return 0;
  });
}

// ---------------------------------------------------------------- answers

async function answerDto(db: Db, id: number): Promise<GameAnswerItemDto> {
  const row = await findAnswer(db, id);
  if (!row) throw notFound();
  return {
    codTrlConteudoJogoResposta: row.codTrlConteudoJogoResposta,
    codTrlConteudoJogo: row.codTrlConteudo,
    dscResposta: row.dscResposta,
    imgResposta: FileStorage.publicUrl(row.imgResposta),
    indRespostaCorreta: row.indRespostaCorreta,
  };
}

/** The mark an answer gets: the forca's word is right ('S'), a maze's or a connect-the-dots' answer goes with its position. */
function markOf(codTrlJogo: number, position: number, given: string | null): string {
  if (codTrlJogo === GAME.HANGMAN) return 'S';
  if (codTrlJogo === GAME.MAZE || codTrlJogo === GAME.CONNECT_DOTS) return String(position);
  return given ?? '';
}

/** `POST /trl_conteudo_jogo_resposta`: one more answer, last in its game. */
export async function addAnswer(db: Db, storage: FileStorage, viewer: Viewer, data: unknown, files: UploadedFile[]) {
  const body: GameAnswerCreateBody = parseFields(GameAnswerCreateBody, data);
  const gameId = body.codTrlConteudoJogo;
  const image = { ref: body.imgResposta, field: 'imgResposta', group: 2 as const, files };
  const id = await writeItem(db, storage, viewer, gameId, image, async (tx, codTrlJogo, img) => {
    const now = await gameNow(tx, gameId, codTrlJogo);
    const answer = {
      dscResposta: body.dscResposta || null,
      imgResposta: img ?? null,
      indRespostaCorreta: markOf(codTrlJogo, now.respostas.length + 1, body.indRespostaCorreta ?? null),
    };
    checkGame({ ...now, respostas: [...now.respostas, answer] }, 'respostas', now.respostas.length);
    return appendAnswer(tx, gameId, answer);
  });
  return answerDto(db, id);
}

/** `PUT /trl_conteudo_jogo_resposta/{id}`: the answer's text, image and mark (a field left out keeps what it holds). */
export async function changeAnswer(db: Db, storage: FileStorage, viewer: Viewer, key: ItemKey, data: unknown, files: UploadedFile[]) {
  const body = parseFields(GameAnswerUpdateBody, data);
  const { id } = key;
  const found = await findAnswer(db, id);
  if (!found || (key.inGame !== undefined && found.codTrlConteudo !== key.inGame)) throw notFound();
  const gameId = found.codTrlConteudo;
  const image = body.imgResposta === undefined ? undefined : { ref: body.imgResposta, field: 'imgResposta', group: 2 as const, files };
  await writeItem(db, storage, viewer, gameId, image, async (tx, codTrlJogo, img) => {
    const row = await findAnswer(tx, id);
    if (!row || row.codTrlConteudo !== gameId) throw notFound();
    const answer = {
      dscResposta: changed(body.dscResposta, row.dscResposta),
      imgResposta: img === undefined ? row.imgResposta : img,
      indRespostaCorreta: markOf(
        codTrlJogo,
        row.numOrdem,
        body.indRespostaCorreta === undefined ? row.indRespostaCorreta : body.indRespostaCorreta,
      ),
    };
    const now = await gameNow(tx, gameId, codTrlJogo);
    const index = now.respostas.findIndex((a) => a.codTrlConteudoJogoResposta === id);
    checkGame({ ...now, respostas: now.respostas.map((a, i) => (i === index ? answer : a)) }, 'respostas', index);
    await updateAnswer(tx, id, answer);
    return id;
  });
  return answerDto(db, id);
}

/** `DELETE /trl_conteudo_jogo_resposta/apagarParaEditar/{id}`: every answer of the game, before they are sent again. */
export async function clearAnswers(db: Db, storage: FileStorage, viewer: Viewer, gameId: number): Promise<void> {
  await writeItem(db, storage, viewer, gameId, undefined, async (tx) => {
    await deleteAnswers(tx, gameId);
    return 0;
  });
}
