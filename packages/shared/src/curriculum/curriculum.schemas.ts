import { z } from 'zod';
import { ID_MAX, Id, IdText, idField } from '../common/ids';
import { PageQuery } from '../common/pagination';
import {
  CHAPTER_TITLE_MAX,
  CONTENT_TEXT_MAX,
  CONTENT_TITLE_MAX,
  DIALOGUE_MAX,
  DIALOGUE_MIN,
  DIALOGUE_TEXT_MAX,
  IMAGE_TITLE_MAX,
  LESSON_DESCRIPTION_MAX,
  LESSON_TITLE_MAX,
  PATH_TITLE_MAX,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_LINK_MAX,
} from './curriculum.limits';
import { contentDetailFields } from './content-detail.schemas';
import { GameCodeField, GameFields, gameIssues } from './game.schemas';

export * from './curriculum.limits';
export * from './game.schemas';
export * from './game-item.schemas';
export { dotsInvalidFormatKey } from './curriculum.messages';

/*
 * The curriculum contract (1-authoring §3, §5, §7): learning paths (trl_livro), chapters, lessons,
 * content items of six types, the ten games and the catalogues. Field names are the documents'.
 * Image fields of answers are public addresses (`/uploads/...`) or null.
 */

const id = Id;
/** A class id as text, or -1 for "every class" (the documents' `/all/-1`). */
const classOrAll = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value) ? Number(value) : value),
  z.number({ error: 'invalidId' }).int({ error: 'invalidId' }).min(-1, { error: 'invalidId' }).max(ID_MAX, { error: 'invalidId' }),
);
const nullableText = z.string().nullable();

// ---------------------------------------------------------------- catalogues

export const SubjectDto = z.object({ codTrlMateria: z.number().int(), nomMateria: z.string() }).meta({ id: 'SubjectDto' });
export type SubjectDto = z.infer<typeof SubjectDto>;
export const ContentTypeDto = z.object({ codTrlTipoConteudo: z.number().int(), nomTipo: z.string() }).meta({ id: 'ContentTypeDto' });
export type ContentTypeDto = z.infer<typeof ContentTypeDto>;
export const GameTypeDto = z
  .object({ codTrlJogo: z.number().int(), nomJogo: z.string(), dscDescricao: nullableText })
  .meta({ id: 'GameTypeDto' });
export type GameTypeDto = z.infer<typeof GameTypeDto>;
export const CharacterDto = z
  .object({ codTrlPersonagem: z.number().int(), nomPersonagem: z.string(), imgPersonagem: z.string() })
  .meta({ id: 'CharacterDto' });
export type CharacterDto = z.infer<typeof CharacterDto>;
export const AssemblyDto = z
  .object({
    codTrlMontagem: z.number().int(),
    nomMontagem: z.string(),
    imgMontagem: z.string(),
    dscTexto: nullableText,
  })
  .meta({ id: 'AssemblyDto' });
export type AssemblyDto = z.infer<typeof AssemblyDto>;

// ---------------------------------------------------------------- paths (trl_livro)

const pathTitle = z
  .string({ error: 'fillAllFields' })
  .trim()
  .min(1, { error: 'fillAllFields' })
  .max(PATH_TITLE_MAX, { error: 'titleMax100' });

export const PathDto = z
  .object({
    codTrlLivro: z.number().int(),
    dscTitulo: z.string(),
    /** null: a network-wide path of the Master's catalogue. */
    codBseTurma: z.number().int().nullable(),
    nomTurma: nullableText,
    numSequencia: z.number().int(),
    /** Classes the path was given to (trl_livro_turma): such a path cannot be deleted. */
    qtdTurmas: z.number().int(),
    qtdCapitulos: z.number().int(),
  })
  .meta({ id: 'PathDto' });
export type PathDto = z.infer<typeof PathDto>;

/** 'Nova Trilha'. A Professor's path belongs to one of their classes (their current class when omitted). */
export const PathCreateBody = z.object({ dscTitulo: pathTitle, codBseTurma: id.nullish() }).meta({ id: 'PathCreateBody' });
export type PathCreateBody = z.infer<typeof PathCreateBody>;
export const PathUpdateBody = z.object({ dscTitulo: pathTitle }).meta({ id: 'PathUpdateBody' });
export type PathUpdateBody = z.infer<typeof PathUpdateBody>;

/** GET /api/trl_livro: one page, in order. `codBseTurma` -1 or absent: every path the caller may author. */
export const PathListQuery = PageQuery.extend({ codBseTurma: classOrAll.optional() });
export type PathListQuery = z.infer<typeof PathListQuery>;
export const PathClassParam = z.object({ codBseTurma: classOrAll });

export const PathSwapBody = z.object({ livro1: id, livro2: id }).meta({ id: 'PathSwapBody' });
export type PathSwapBody = z.infer<typeof PathSwapBody>;
export const PathOrderDto = z.object({ codTrlLivro: z.number().int(), numSequencia: z.number().int() }).meta({ id: 'PathOrderDto' });

// ---------------------------------------------------------------- chapters (trl_capitulo)

const chapterTitle = z
  .string({ error: 'fillAllFields' })
  .trim()
  .min(1, { error: 'fillAllFields' })
  .max(CHAPTER_TITLE_MAX, { error: 'titleMax100' });

export const ChapterDto = z
  .object({
    codTrlCapitulo: z.number().int(),
    dscTitulo: z.string(),
    codTrlLivro: z.number().int(),
    /** The documents' second name of codTrlLivro; always equal to it. */
    codBseLivro: z.number().int(),
    numSequencia: z.number().int(),
    /** The path's title, for the breadcrumb. */
    dscTituloLivro: z.string(),
    qtdAulas: z.number().int(),
  })
  .meta({ id: 'ChapterDto' });
export type ChapterDto = z.infer<typeof ChapterDto>;

export const ChapterCreateBody = z.object({ dscTitulo: chapterTitle, codTrlLivro: id }).meta({ id: 'ChapterCreateBody' });
export type ChapterCreateBody = z.infer<typeof ChapterCreateBody>;
export const ChapterUpdateBody = z.object({ dscTitulo: chapterTitle }).meta({ id: 'ChapterUpdateBody' });
export type ChapterUpdateBody = z.infer<typeof ChapterUpdateBody>;
export const ChapterListQuery = PageQuery.extend({ codTrlLivro: IdText.optional() });
export type ChapterListQuery = z.infer<typeof ChapterListQuery>;
export const ChapterSwapBody = z.object({ capitulo1: id, capitulo2: id }).meta({ id: 'ChapterSwapBody' });
export type ChapterSwapBody = z.infer<typeof ChapterSwapBody>;
export const ChapterOrderDto = z
  .object({ codTrlCapitulo: z.number().int(), numSequencia: z.number().int() })
  .meta({ id: 'ChapterOrderDto' });

// ---------------------------------------------------------------- content items (trl_conteudo)

/** One content item as lists show it (§3 "Content item"); `dscImagem` is the public address. */
export const ContentDto = z
  .object({
    codTrlConteudo: z.number().int(),
    codTrlAula: z.number().int(),
    codTrlTipoConteudo: z.number().int(),
    nomTipo: z.string(),
    numSequencia: z.number().int(),
    dscTitulo: nullableText,
    dscTexto: nullableText,
    dscImagem: nullableText,
    codTrlJogo: z.number().int().nullable(),
    nomJogo: nullableText,
    dscDescricao: nullableText,
  })
  .meta({ id: 'ContentDto' });
export type ContentDto = z.infer<typeof ContentDto>;

// ---------------------------------------------------------------- lessons (trl_aula)

const lessonFields = {
  dscTitulo: z
    .string({ error: 'lessonTitleRequired' })
    .trim()
    .min(1, { error: 'lessonTitleRequired' })
    .max(LESSON_TITLE_MAX, { error: 'lessonTitleMax' }),
  dscDescricao: z.string().trim().max(LESSON_DESCRIPTION_MAX, { error: 'lessonDescriptionMax' }).nullish(),
  /** The Matéria select (BRAND=hora-saber). */
  codTrlMateria: id.nullish(),
};

export const LessonDto = z
  .object({
    codTrlAula: z.number().int(),
    codTrlCapitulo: z.number().int(),
    codTrlMateria: z.number().int().nullable(),
    nomMateria: nullableText,
    numSequencia: z.number().int(),
    dscTitulo: z.string(),
    dscDescricao: nullableText,
    conteudos: z.array(ContentDto),
  })
  .meta({ id: 'LessonDto' });
export type LessonDto = z.infer<typeof LessonDto>;

export const LessonCreateBody = z.object({ codTrlCapitulo: id, ...lessonFields }).meta({ id: 'LessonCreateBody' });
export type LessonCreateBody = z.infer<typeof LessonCreateBody>;
export const LessonUpdateBody = z.object(lessonFields).meta({ id: 'LessonUpdateBody' });
export type LessonUpdateBody = z.infer<typeof LessonUpdateBody>;
export const LessonSwapBody = z.object({ aula1: id, aula2: id }).meta({ id: 'LessonSwapBody' });
export type LessonSwapBody = z.infer<typeof LessonSwapBody>;
export const LessonOrderDto = z.object({ codTrlAula: z.number().int(), numSequencia: z.number().int() }).meta({ id: 'LessonOrderDto' });

/** GET /api/trl_capitulo/abrir/{id}: the lessons screen in one call (chapter, its path, lessons with contents). */
export const OpenChapterDto = z.object({ capitulo: ChapterDto, aulas: z.array(LessonDto) }).meta({ id: 'OpenChapterDto' });
export type OpenChapterDto = z.infer<typeof OpenChapterDto>;

// ---------------------------------------------------------------- content bodies, one per type

const contentTitle = z.string().trim().max(CONTENT_TITLE_MAX, { error: 'contentTitleMax' }).nullish();
const lessonRef = { codTrlAula: id };

/** 'Novo Conteudo': the type select ('Selecione um tipo de conteúdo.'). */
export const ContentTypeField = z
  .number({ error: 'contentTypeRequired' })
  .int({ error: 'contentTypeRequired' })
  .min(1, { error: 'contentTypeRequired' })
  .max(6, { error: 'contentTypeRequired' });
export const ContentTypeSelect = z.object({ codTrlTipoConteudo: ContentTypeField }).meta({ id: 'ContentTypeSelect' });

/** Type 1. */
const textFields = {
  dscTitulo: contentTitle,
  dscTexto: z
    .string({ error: 'contentTextRequired' })
    .trim()
    .min(1, { error: 'contentTextRequired' })
    .max(CONTENT_TEXT_MAX, { error: 'contentTextMax' }),
};
export const TextCreateBody = z.object({ ...lessonRef, ...textFields }).meta({ id: 'TextCreateBody' });
export type TextCreateBody = z.infer<typeof TextCreateBody>;
export const TextUpdateBody = z.object(textFields).meta({ id: 'TextUpdateBody' });
export type TextUpdateBody = z.infer<typeof TextUpdateBody>;

/** Type 2: the text parts of the multipart body; the file part is `dscImagem` (jpg, jpeg, png or webp). */
const imageTitle = z.string().trim().max(IMAGE_TITLE_MAX, { error: 'contentTitleMax' }).optional();
export const IMAGE_FILE_PART = 'dscImagem';
export const ImageCreateFields = z.object({ codTrlAula: IdText, dscTitulo: imageTitle }).meta({ id: 'ImageCreateFields' });
export type ImageCreateFields = z.infer<typeof ImageCreateFields>;
/** Update: without a file part the image is kept. */
export const ImageUpdateFields = z.object({ dscTitulo: imageTitle }).meta({ id: 'ImageUpdateFields' });
export type ImageUpdateFields = z.infer<typeof ImageUpdateFields>;

/** Type 4. Up to 12 entries, each a character of the catalogue and a text. */
export const DialogueEntryInput = z
  .object({
    codTrlPersonagem: idField('dialogueCharacterRequired'),
    dscTexto: z
      .string({ error: 'dialogueTextRequired' })
      .trim()
      .min(1, { error: 'dialogueTextRequired' })
      .max(DIALOGUE_TEXT_MAX, { error: 'dialogueTextMax' }),
  })
  .meta({ id: 'DialogueEntryInput' });
export type DialogueEntryInput = z.infer<typeof DialogueEntryInput>;
const dialogueFields = {
  dscTitulo: contentTitle,
  dados: z
    .array(DialogueEntryInput, { error: 'dialogueMin' })
    .min(DIALOGUE_MIN, { error: 'dialogueMin' })
    .max(DIALOGUE_MAX, { error: 'dialogueMax' }),
};
export const DialogueCreateBody = z.object({ ...lessonRef, ...dialogueFields }).meta({ id: 'DialogueCreateBody' });
export type DialogueCreateBody = z.infer<typeof DialogueCreateBody>;
export const DialogueUpdateBody = z.object(dialogueFields).meta({ id: 'DialogueUpdateBody' });
export type DialogueUpdateBody = z.infer<typeof DialogueUpdateBody>;

/** Type 5. The documents validate nothing; the server keeps only http(s) links (a link opens in the player). */
const videoFields = {
  dscTitulo: contentTitle,
  dscDescricao: z.string().trim().max(VIDEO_DESCRIPTION_MAX, { error: 'videoDescriptionMax' }).nullish(),
  dscLink: z
    .string({ error: 'videoLinkInvalid' })
    .trim()
    .max(VIDEO_LINK_MAX, { error: 'videoLinkInvalid' })
    .regex(/^https?:\/\/[^\s<>"]+$/i, { error: 'videoLinkInvalid' }),
};
export const VideoCreateBody = z.object({ ...lessonRef, ...videoFields }).meta({ id: 'VideoCreateBody' });
export type VideoCreateBody = z.infer<typeof VideoCreateBody>;
export const VideoUpdateBody = z.object(videoFields).meta({ id: 'VideoUpdateBody' });
export type VideoUpdateBody = z.infer<typeof VideoUpdateBody>;

/** Type 6 (view-only once created). */
export const AssemblyCreateBody = z
  .object({
    ...lessonRef,
    dscTitulo: contentTitle,
    codTrlMontagem: idField('assemblyRequired'),
    dscTexto: z
      .string({ error: 'assemblyTextRequired' })
      .trim()
      .min(1, { error: 'assemblyTextRequired' })
      .max(CONTENT_TEXT_MAX, { error: 'contentTextMax' }),
  })
  .meta({ id: 'AssemblyCreateBody' });
export type AssemblyCreateBody = z.infer<typeof AssemblyCreateBody>;

/** Type 3: see game.schemas.ts (GameCreateBody, GameUpdateBody); multipart, JSON in the `dados` part. */
export const GAME_DATA_PART = 'dados';

/*
 * The documents' generic content calls (1-authoring §7 "Contents": POST /trl_conteudo and
 * PUT /trl_conteudo/{codTrlConteudo}): one body for every type, told apart by `codTrlTipoConteudo`, each type
 * with the fields of its own call above. A JSON body, or multipart with that JSON in the `dados` part beside
 * the files: an image's `dscImagem` file part, a game's image parts named by `file:<part>`.
 */

/** Type 3 as a content item: its game, and its questions and answers when they come with it. */
const gameItemFields = {
  codTrlJogo: GameCodeField,
  dscTitulo: contentTitle,
  dscConteudoJogo: GameFields.shape.dscConteudoJogo,
  perguntas: GameFields.shape.perguntas.optional(),
  respostas: GameFields.shape.respostas.optional(),
};
/** A game that lists its questions or answers is saved whole, under every rule of §5 "Games". */
function wholeGame(game: z.infer<z.ZodObject<typeof gameItemFields>>, ctx: z.RefinementCtx) {
  if (game.perguntas === undefined && game.respostas === undefined) return;
  for (const issue of gameIssues({ ...game, perguntas: game.perguntas ?? [], respostas: game.respostas ?? [] })) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
}
const ofType = <T extends number, S extends z.ZodRawShape>(code: T, shape: S) =>
  z.object({ codTrlTipoConteudo: z.literal(code), ...shape });

/**
 * POST /api/trl_conteudo ('Novo Conteudo' in one call): 'Selecione um tipo de conteúdo.' without a type of
 * 1-6, then the type's own rules: 1 'Informe um texto.', 2 'Selecione uma imagem.' (the file part), 3
 * 'Selecione um jogo.', 4-6 as their calls. A game without `perguntas` and `respostas` is created empty, for
 * the question and answer calls to fill.
 */
export const ContentCreateBody = z
  .discriminatedUnion(
    'codTrlTipoConteudo',
    [
      ofType(1, { ...lessonRef, ...textFields }),
      ofType(2, { ...lessonRef, dscTitulo: imageTitle }),
      ofType(3, { ...lessonRef, ...gameItemFields }).superRefine(wholeGame),
      ofType(4, { ...lessonRef, ...dialogueFields }),
      ofType(5, { ...lessonRef, ...videoFields }),
      ofType(6, AssemblyCreateBody.shape),
    ],
    { error: 'contentTypeRequired' },
  )
  .meta({ id: 'ContentCreateBody' });
export type ContentCreateBody = z.infer<typeof ContentCreateBody>;

/**
 * PUT /api/trl_conteudo/{codTrlConteudo}: the item's type (which cannot change: 'O tipo de um conteúdo não
 * pode ser alterado.') and that type's fields, as its own update call takes them. An image without a file
 * part keeps its image; a game without `perguntas` and `respostas` keeps them (its game may change only to one
 * they fit); an assembly is not editable (409).
 */
export const ContentUpdateBody = z
  .discriminatedUnion(
    'codTrlTipoConteudo',
    [
      ofType(1, textFields),
      ofType(2, { dscTitulo: imageTitle }),
      ofType(3, gameItemFields).superRefine(wholeGame),
      ofType(4, dialogueFields),
      ofType(5, videoFields),
      ofType(6, { dscTitulo: contentTitle }),
    ],
    { error: 'contentTypeRequired' },
  )
  .meta({ id: 'ContentUpdateBody' });
export type ContentUpdateBody = z.infer<typeof ContentUpdateBody>;

export const ContentSwapBody = z.object({ conteudo1: id, conteudo2: id }).meta({ id: 'ContentSwapBody' });
export type ContentSwapBody = z.infer<typeof ContentSwapBody>;
/** Moves a content item to the end of another lesson of the same chapter (drag onto another card). */
export const ContentMoveBody = z.object({ codTrlConteudo: id, codTrlAula: id }).meta({ id: 'ContentMoveBody' });
export type ContentMoveBody = z.infer<typeof ContentMoveBody>;
export const ContentOrderDto = z
  .object({
    codTrlConteudo: z.number().int(),
    codTrlAula: z.number().int(),
    numSequencia: z.number().int(),
  })
  .meta({ id: 'ContentOrderDto' });

// ---------------------------------------------------------------- content details (loadInfo...)

/** The documents' per-type ids (codTrlConteudoTexto, ...) equal codTrlConteudo: one row per content item. */
export const TextContentDto = z
  .object({ ...contentDetailFields, codTrlConteudoTexto: z.number().int(), dscTexto: z.string() })
  .meta({ id: 'TextContentDto' });
export type TextContentDto = z.infer<typeof TextContentDto>;
export const ImageContentDto = z
  .object({ ...contentDetailFields, codTrlConteudoImagem: z.number().int(), dscImagem: z.string() })
  .meta({ id: 'ImageContentDto' });
export type ImageContentDto = z.infer<typeof ImageContentDto>;
export const VideoContentDto = z
  .object({
    ...contentDetailFields,
    codTrlConteudoVideo: z.number().int(),
    dscDescricao: nullableText,
    dscLink: z.string(),
  })
  .meta({ id: 'VideoContentDto' });
export type VideoContentDto = z.infer<typeof VideoContentDto>;
export const DialogueEntryDto = z
  .object({
    codTrlConteudoPersonagemTexto: z.number().int(),
    codTrlPersonagem: z.number().int(),
    nomPersonagem: z.string(),
    imgPersonagem: z.string(),
    dscTexto: z.string(),
  })
  .meta({ id: 'DialogueEntryDto' });
export type DialogueEntryDto = z.infer<typeof DialogueEntryDto>;
export const DialogueContentDto = z.object({ ...contentDetailFields, dados: z.array(DialogueEntryDto) }).meta({ id: 'DialogueContentDto' });
export type DialogueContentDto = z.infer<typeof DialogueContentDto>;
export const AssemblyContentDto = z
  .object({
    ...contentDetailFields,
    codTrlMontagem: z.number().int(),
    nomMontagem: z.string(),
    imgMontagem: z.string(),
    /** The content's description. */
    dscTexto: z.string(),
    /** The catalogue entry's own text. */
    dscTextoMontagem: nullableText,
  })
  .meta({ id: 'AssemblyContentDto' });
export type AssemblyContentDto = z.infer<typeof AssemblyContentDto>;
// Type 3's detail (GameContentDto, its questions and answers): game.schemas.ts.
