import { z } from 'zod';
import { Id } from '../common/ids';
import type { MessageKey } from '../common/messages';
import { contentDetailFields } from './content-detail.schemas';
import {
  CONTENT_TEXT_MAX,
  CONTENT_TITLE_MAX,
  DOTS_PER_GROUP_MAX,
  GAME,
  GAME_ANSWER_MAX,
  GAME_ANSWERS_MAX,
  GAME_QUESTION_MAX,
  GAME_QUESTIONS_MAX,
  GAMES_WITH_ANSWER_IMAGES,
  GAMES_WITH_QUESTION_IMAGES,
  type GameCode,
  GROUP_IMAGES_MAX,
  GROUP_IMAGES_MIN,
  GROUPS_MAX,
  GROUPS_MIN,
  MAZE_HINTS,
  MAZE_IMAGES,
  MEMORY_MAX,
  MEMORY_MIN,
  PHRASE_BLANK,
  PHRASE_WORDS_MAX,
  PUZZLE_IMAGES,
  QUESTION_MIN_CHARS,
  QUIZ_ANSWERS,
  TRUE_FALSE_MAX,
  TRUE_FALSE_MIN,
} from './curriculum.limits';

/**
 * One game's questions and answers (1-authoring §3 "Game question", "Game answer").
 * `indRespostaCorreta` is 'S'/'N' in quiz-style games, a position or a group number in the others.
 *
 * Shape of each game (what the player reads):
 * | game | perguntas | respostas |
 * |---|---|---|
 * | 1 Forca | 1: the hint/question (>= 4 chars) | 1: the word (`S`) |
 * | 2 Memória | 4-8: one card image each (`imgPergunta`, its optional name in `dscPergunta`); each becomes a pair | none |
 * | 3 Labirinto | 4: the hints (`dscPergunta`) | 4: one image each (optional name in `dscResposta`); answer i goes with hint i (`indRespostaCorreta` = i) |
 * | 4 Ligue os pontos | group 1: 1-6 images (optional name in `dscPergunta`) | group 2: as many images (optional name in `dscResposta`); answer i links to question i (= i) |
 * | 5 Quebra-cabeça | 1: the image (optional name in `dscPergunta`) | none |
 * | 6 Quiz | 1: the question (>= 4 chars), optional image | 4: text, exactly one `S` |
 * | 7 Verdadeiro ou falso | 1-4 statements | one per statement, same order: `S` true, `N` false |
 * | 8 Grupos de imagens | 2-6 groups (optional name in `dscPergunta`) | images (optional name in `dscResposta`), `indRespostaCorreta` = group number, 2-6 per group |
 * | 9 Complete a frase | 1: the phrase, `*` marks each hidden word | words: `S` right (in the order of the `*`), `N` wrong; 0-8 wrong, 9 in all |
 * | 10 Quiz de imagens | 1: the question (>= 4 chars) | 4: one image each (optional caption, its name, in `dscResposta`), exactly one `S` |
 *
 * The server fills the implied `indRespostaCorreta` (Forca `S`, Labirinto and Ligue os pontos the position).
 * A picture's name is what the game calls it when it talks to the child ('o cachorro'); without one it
 * says the picture's position.
 */

/** An image of a game in a save: `file:<part>` names a file part of the same multipart request; a kept image is its current `/uploads/...` address. */
export const IMAGE_REF_NEW_PREFIX = 'file:';
export const newImageRef = (part: string) => `${IMAGE_REF_NEW_PREFIX}${part}`;
export const ImageRef = z
  .string()
  .max(120)
  .regex(/^(file:[A-Za-z0-9_-]{1,40}|\/uploads\/[a-z-]+\/[0-9a-f]{32}\.jpg)$/, { error: 'imageInvalid' });

const optionalText = (max: number, key: MessageKey) => z.string().trim().max(max, { error: key }).nullish();

export const GameQuestionInput = z
  .object({
    dscPergunta: optionalText(GAME_QUESTION_MAX, 'gameQuestionMax'),
    imgPergunta: ImageRef.nullish(),
  })
  .meta({ id: 'GameQuestionInput' });
export type GameQuestionInput = z.infer<typeof GameQuestionInput>;

export const GameAnswerInput = z
  .object({
    dscResposta: optionalText(GAME_ANSWER_MAX, 'gameAnswerMax'),
    imgResposta: ImageRef.nullish(),
    indRespostaCorreta: z.string().trim().max(2).nullish(),
  })
  .meta({ id: 'GameAnswerInput' });
export type GameAnswerInput = z.infer<typeof GameAnswerInput>;

export const GameCodeField = z
  .number({ error: 'contentGameRequired' })
  .int({ error: 'contentGameRequired' })
  .min(1, { error: 'contentGameRequired' })
  .max(10, { error: 'contentGameRequired' });

export const GameFields = z
  .object({
    codTrlJogo: GameCodeField,
    dscTitulo: z.string().trim().max(CONTENT_TITLE_MAX, { error: 'contentTitleMax' }).nullish(),
    dscConteudoJogo: optionalText(CONTENT_TEXT_MAX, 'contentTextMax'),
    perguntas: z.array(GameQuestionInput, { error: 'invalidData' }).max(GAME_QUESTIONS_MAX, { error: 'gameQuestionsTooMany' }),
    respostas: z.array(GameAnswerInput, { error: 'invalidData' }).max(GAME_ANSWERS_MAX, { error: 'gameAnswersTooMany' }),
  })
  .meta({ id: 'GameFields' });
export type GameFields = z.infer<typeof GameFields>;

export interface GameIssue {
  path: (string | number)[];
  message: MessageKey;
}

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0;
const isSN = (value: string | null | undefined) => value === 'S' || value === 'N';

/** Every rule of §5 "Games" for one game, as issues with the documents' messages. */
export function gameIssues(game: GameFields): GameIssue[] {
  const issues: GameIssue[] = [];
  const add = (message: MessageKey, ...path: (string | number)[]) => issues.push({ path, message });
  const { perguntas: qs, respostas: as } = game;
  const code = game.codTrlJogo as GameCode;

  // Images only where the game takes them.
  if (!GAMES_WITH_QUESTION_IMAGES.includes(code)) {
    qs.forEach((q, i) => filled(q.imgPergunta) && add('invalidData', 'perguntas', i, 'imgPergunta'));
  }
  if (!GAMES_WITH_ANSWER_IMAGES.includes(code)) {
    as.forEach((a, i) => filled(a.imgResposta) && add('invalidData', 'respostas', i, 'imgResposta'));
  }
  const questionImages = qs.filter((q) => filled(q.imgPergunta)).length;
  const answerImages = as.filter((a) => filled(a.imgResposta)).length;
  const noAnswers = () => as.length > 0 && add('invalidData', 'respostas');
  const quizLike = (answerFilled: (a: GameAnswerInput) => boolean) => {
    if (qs.length !== 1 || (qs[0]?.dscPergunta ?? '').trim().length < QUESTION_MIN_CHARS)
      add('quizQuestionRequired', 'perguntas', 0, 'dscPergunta');
    if (as.length !== QUIZ_ANSWERS || !as.every(answerFilled)) add('quizAnswersRequired', 'respostas');
    else if (!as.every((a) => isSN(a.indRespostaCorreta)) || as.filter((a) => a.indRespostaCorreta === 'S').length !== 1) {
      add('quizOneCorrect', 'respostas');
    }
  };

  switch (code) {
    case GAME.HANGMAN:
      if (qs.length !== 1 || (qs[0]?.dscPergunta ?? '').trim().length < QUESTION_MIN_CHARS)
        add('hangmanQuestionMin', 'perguntas', 0, 'dscPergunta');
      if (as.length !== 1 || !filled(as[0]?.dscResposta)) add('hangmanAnswerRequired', 'respostas', 0, 'dscResposta');
      break;
    case GAME.MEMORY:
      if (questionImages !== qs.length) add('invalidData', 'perguntas');
      else if (qs.length < MEMORY_MIN) add('memoryMin', 'perguntas');
      else if (qs.length > MEMORY_MAX) add('uploadMax8', 'perguntas');
      noAnswers();
      break;
    case GAME.MAZE:
      if (qs.length !== MAZE_HINTS || !qs.every((q) => filled(q.dscPergunta))) add('mazeHintsRequired', 'perguntas');
      if (as.length !== MAZE_IMAGES || answerImages !== MAZE_IMAGES) add('mazeImages', 'respostas');
      break;
    case GAME.CONNECT_DOTS:
      if (questionImages !== qs.length) add('invalidData', 'perguntas');
      else if (qs.length === 0) add('dotsGroup1Min', 'perguntas');
      else if (qs.length > DOTS_PER_GROUP_MAX) add('uploadMax6', 'perguntas');
      if (answerImages !== as.length) add('invalidData', 'respostas');
      else if (as.length === 0) add('dotsGroup2Min', 'respostas');
      else if (as.length > DOTS_PER_GROUP_MAX) add('uploadMax6', 'respostas');
      if (qs.length > 0 && as.length > 0 && qs.length !== as.length) add('dotsSameCount', 'respostas');
      break;
    case GAME.PUZZLE:
      if (qs.length !== PUZZLE_IMAGES || questionImages !== PUZZLE_IMAGES) add('puzzleImage', 'perguntas');
      noAnswers();
      break;
    case GAME.QUIZ:
      quizLike((a) => filled(a.dscResposta));
      break;
    case GAME.IMAGE_QUIZ:
      quizLike((a) => filled(a.imgResposta));
      break;
    case GAME.TRUE_FALSE:
      if (qs.length === 0) add('trueFalseQuestionsRequired', 'perguntas');
      else if (qs.length < TRUE_FALSE_MIN || qs.length > TRUE_FALSE_MAX) add('trueFalseCount', 'perguntas');
      qs.forEach((q, i) => !filled(q.dscPergunta) && add('trueFalseQuestionsRequired', 'perguntas', i, 'dscPergunta'));
      if (qs.length > 0 && (as.length !== qs.length || !as.every((a) => isSN(a.indRespostaCorreta)))) add('trueFalseAnswer', 'respostas');
      break;
    case GAME.IMAGE_GROUPS: {
      if (qs.length < GROUPS_MIN || qs.length > GROUPS_MAX) {
        add('groupsCount', 'perguntas');
        break;
      }
      const groupOf = (a: GameAnswerInput) => Number(a.indRespostaCorreta);
      if (answerImages !== as.length || !as.every((a) => Number.isInteger(groupOf(a)) && groupOf(a) >= 1 && groupOf(a) <= qs.length)) {
        add('invalidData', 'respostas');
        break;
      }
      const sizes = qs.map((_, g) => as.filter((a) => groupOf(a) === g + 1).length);
      if (sizes.some((n) => n < GROUP_IMAGES_MIN)) add('groupsImagesMin', 'respostas');
      else if (sizes.some((n) => n > GROUP_IMAGES_MAX)) add('uploadMax6', 'respostas');
      break;
    }
    case GAME.COMPLETE_PHRASE: {
      const phrase = qs[0]?.dscPergunta ?? '';
      if (qs.length !== 1 || !filled(phrase)) add('phraseRequired', 'perguntas', 0, 'dscPergunta');
      as.forEach((a, i) => !filled(a.dscResposta) && add('phraseWordRequired', 'respostas', i, 'dscResposta'));
      if (!as.every((a) => isSN(a.indRespostaCorreta))) add('invalidData', 'respostas');
      else if (as.length > PHRASE_WORDS_MAX) add('phraseWordsTotalMax', 'respostas');
      else if (filled(phrase)) {
        const blanks = phrase.split(PHRASE_BLANK).length - 1;
        const right = as.filter((a) => a.indRespostaCorreta === 'S').length;
        if (blanks === 0 || right !== blanks) add('phraseBlanksMismatch', 'respostas');
      }
      break;
    }
  }
  return issues;
}

/**
 * How many questions and answers each game holds at most, and the message when one more is sent (the
 * documents' own where they have one).
 */
const CAPACITY: Record<GameCode, { perguntas: [number, MessageKey]; respostas: [number, MessageKey] }> = {
  [GAME.HANGMAN]: { perguntas: [1, 'gameQuestionsFull'], respostas: [1, 'gameAnswersFull'] },
  [GAME.MEMORY]: { perguntas: [MEMORY_MAX, 'uploadMax8'], respostas: [0, 'gameAnswersFull'] },
  [GAME.MAZE]: { perguntas: [MAZE_HINTS, 'gameQuestionsFull'], respostas: [MAZE_IMAGES, 'mazeImages'] },
  [GAME.CONNECT_DOTS]: { perguntas: [DOTS_PER_GROUP_MAX, 'uploadMax6'], respostas: [DOTS_PER_GROUP_MAX, 'uploadMax6'] },
  [GAME.PUZZLE]: { perguntas: [PUZZLE_IMAGES, 'uploadOnlyOne'], respostas: [0, 'gameAnswersFull'] },
  [GAME.QUIZ]: { perguntas: [1, 'gameQuestionsFull'], respostas: [QUIZ_ANSWERS, 'gameAnswersFull'] },
  [GAME.TRUE_FALSE]: { perguntas: [TRUE_FALSE_MAX, 'trueFalseCount'], respostas: [TRUE_FALSE_MAX, 'gameAnswersFull'] },
  [GAME.IMAGE_GROUPS]: { perguntas: [GROUPS_MAX, 'groupsCount'], respostas: [GROUPS_MAX * GROUP_IMAGES_MAX, 'gameAnswersFull'] },
  [GAME.COMPLETE_PHRASE]: { perguntas: [1, 'gameQuestionsFull'], respostas: [PHRASE_WORDS_MAX, 'phraseWordsTotalMax'] },
  [GAME.IMAGE_QUIZ]: { perguntas: [1, 'gameQuestionsFull'], respostas: [QUIZ_ANSWERS, 'gameAnswersFull'] },
};

/** What one question or answer of a game needs on its own: a text of some length, an image, a mark of a kind. */
interface ItemRule {
  text?: [min: number, message: MessageKey];
  image?: MessageKey;
  mark?: ['SN' | 'group', MessageKey];
}
const QUESTION_RULES: Record<GameCode, ItemRule> = {
  [GAME.HANGMAN]: { text: [QUESTION_MIN_CHARS, 'hangmanQuestionMin'] },
  [GAME.MEMORY]: { image: 'contentImageRequired' },
  [GAME.MAZE]: { text: [1, 'mazeHintsRequired'] },
  [GAME.CONNECT_DOTS]: { image: 'contentImageRequired' },
  [GAME.PUZZLE]: { image: 'puzzleImage' },
  [GAME.QUIZ]: { text: [QUESTION_MIN_CHARS, 'quizQuestionRequired'] },
  [GAME.TRUE_FALSE]: { text: [1, 'trueFalseQuestionsRequired'] },
  [GAME.IMAGE_GROUPS]: {},
  [GAME.COMPLETE_PHRASE]: { text: [1, 'phraseRequired'] },
  [GAME.IMAGE_QUIZ]: { text: [QUESTION_MIN_CHARS, 'quizQuestionRequired'] },
};
const ANSWER_RULES: Record<GameCode, ItemRule> = {
  [GAME.HANGMAN]: { text: [1, 'hangmanAnswerRequired'] },
  [GAME.MEMORY]: {},
  [GAME.MAZE]: { image: 'mazeImages' },
  [GAME.CONNECT_DOTS]: { image: 'contentImageRequired' },
  [GAME.PUZZLE]: {},
  [GAME.QUIZ]: { text: [1, 'quizAnswersRequired'], mark: ['SN', 'quizOneCorrect'] },
  [GAME.TRUE_FALSE]: { mark: ['SN', 'trueFalseAnswer'] },
  [GAME.IMAGE_GROUPS]: { image: 'contentImageRequired', mark: ['group', 'groupsAnswerGroup'] },
  [GAME.COMPLETE_PHRASE]: { text: [1, 'phraseWordRequired'], mark: ['SN', 'phraseWordKind'] },
  [GAME.IMAGE_QUIZ]: { image: 'quizAnswersRequired', mark: ['SN', 'quizOneCorrect'] },
};

/**
 * The rules a game keeps while it is built one question or answer at a time (the documents'
 * `trl_conteudo_jogo_pergunta` / `_resposta` calls): no more items than the game holds, each item what it
 * needs on its own (its text, its image, its mark), images only where the game takes them, at most one
 * right quiz answer, at most 6 images in a group, no more right words than the phrase hides. What a finished
 * game needs besides (enough items, exactly one right answer, the same count in both groups...) is
 * `gameIssues`'s, which the product's own one-call saves check: every game `gameIssues` accepts passes these.
 */
export function gamePartIssues(game: GameFields): GameIssue[] {
  const issues: GameIssue[] = [];
  const add = (message: MessageKey, ...path: (string | number)[]) => issues.push({ path, message });
  const code = game.codTrlJogo as GameCode;
  const capacity = CAPACITY[code];
  if (!capacity) return [{ path: ['codTrlJogo'], message: 'contentGameRequired' }];
  const { perguntas: qs, respostas: as } = game;

  if (qs.length > capacity.perguntas[0]) add(capacity.perguntas[1], 'perguntas');
  if (as.length > capacity.respostas[0]) add(capacity.respostas[1], 'respostas');
  const checkItem = (
    rule: ItemRule,
    list: 'perguntas' | 'respostas',
    i: number,
    text: string | null | undefined,
    image: string | null | undefined,
    mark?: string | null,
  ) => {
    const [textField, imageField] = list === 'perguntas' ? ['dscPergunta', 'imgPergunta'] : ['dscResposta', 'imgResposta'];
    const takesImages = (list === 'perguntas' ? GAMES_WITH_QUESTION_IMAGES : GAMES_WITH_ANSWER_IMAGES).includes(code);
    if (filled(image) && !takesImages) add('invalidData', list, i, imageField);
    if (rule.text && (text ?? '').trim().length < rule.text[0]) add(rule.text[1], list, i, textField);
    if (rule.image && !filled(image)) add(rule.image, list, i, imageField);
    if (rule.mark) {
      const [kind, message] = rule.mark;
      const group = Number(mark);
      const ok = kind === 'SN' ? isSN(mark) : /^[1-9]$/.test(mark ?? '') && group >= 1 && group <= GROUPS_MAX;
      if (!ok) add(message, list, i, 'indRespostaCorreta');
    }
  };
  qs.forEach((q, i) => checkItem(QUESTION_RULES[code], 'perguntas', i, q.dscPergunta, q.imgPergunta));
  as.forEach((a, i) => checkItem(ANSWER_RULES[code], 'respostas', i, a.dscResposta, a.imgResposta, a.indRespostaCorreta));

  if ((code === GAME.QUIZ || code === GAME.IMAGE_QUIZ) && as.filter((a) => a.indRespostaCorreta === 'S').length > 1) {
    add('quizOneCorrect', 'respostas');
  }
  if (code === GAME.IMAGE_GROUPS) {
    const sizes = new Map<string, number>();
    for (const a of as) sizes.set(a.indRespostaCorreta ?? '', (sizes.get(a.indRespostaCorreta ?? '') ?? 0) + 1);
    if ([...sizes.values()].some((n) => n > GROUP_IMAGES_MAX)) add('uploadMax6', 'respostas');
  }
  if (code === GAME.COMPLETE_PHRASE && filled(qs[0]?.dscPergunta)) {
    const blanks = (qs[0]?.dscPergunta ?? '').split(PHRASE_BLANK).length - 1;
    if (as.filter((a) => a.indRespostaCorreta === 'S').length > blanks) add('phraseBlanksMismatch', 'respostas');
  }
  return issues;
}

/** Adds the rules of `gameIssues` to a schema holding a game. */
export function refineGame<T extends GameFields>(game: T, ctx: z.RefinementCtx<T>): void {
  for (const issue of gameIssues(game)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/** POST /api/trl_conteudo_jogo: the `dados` part of the multipart body. */
export const GameCreateBody = GameFields.extend({ codTrlAula: Id }).superRefine(refineGame).meta({ id: 'GameCreateBody' });
export type GameCreateBody = z.infer<typeof GameCreateBody>;
/** PUT /api/trl_conteudo_jogo/{codTrlConteudo}: the `dados` part; replaces the questions and answers. */
export const GameUpdateBody = GameFields.superRefine(refineGame).meta({ id: 'GameUpdateBody' });
export type GameUpdateBody = z.infer<typeof GameUpdateBody>;

// ---------------------------------------------------------------- the game as its detail answers it (loadInfoConteudoJogo)

const nullableText = z.string().nullable();

export const GameQuestionDto = z
  .object({
    codTrlConteudoJogoPergunta: z.number().int(),
    dscPergunta: nullableText,
    imgPergunta: nullableText,
  })
  .meta({ id: 'GameQuestionDto' });
export const GameAnswerDto = z
  .object({
    codTrlConteudoJogoResposta: z.number().int(),
    dscResposta: nullableText,
    imgResposta: nullableText,
    indRespostaCorreta: z.string(),
  })
  .meta({ id: 'GameAnswerDto' });
export const GameContentDto = z
  .object({
    ...contentDetailFields,
    codTrlConteudoJogo: z.number().int(),
    codTrlJogo: z.number().int(),
    nomJogo: z.string(),
    dscConteudoJogo: nullableText,
    perguntas: z.array(GameQuestionDto),
    respostas: z.array(GameAnswerDto),
  })
  .meta({ id: 'GameContentDto' });
export type GameContentDto = z.infer<typeof GameContentDto>;
