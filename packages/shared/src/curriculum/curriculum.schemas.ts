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

export * from './curriculum.limits';
export * from './curriculum.games';
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

export const MateriaDto = z.object({ codTrlMateria: z.number().int(), nomMateria: z.string() });
export type MateriaDto = z.infer<typeof MateriaDto>;
export const TipoConteudoDto = z.object({ codTrlTipoConteudo: z.number().int(), nomTipo: z.string() });
export type TipoConteudoDto = z.infer<typeof TipoConteudoDto>;
export const JogoDto = z.object({ codTrlJogo: z.number().int(), nomJogo: z.string(), dscDescricao: nullableText });
export type JogoDto = z.infer<typeof JogoDto>;
export const PersonagemDto = z.object({ codTrlPersonagem: z.number().int(), nomPersonagem: z.string(), imgPersonagem: z.string() });
export type PersonagemDto = z.infer<typeof PersonagemDto>;
export const MontagemDto = z.object({
  codTrlMontagem: z.number().int(),
  nomMontagem: z.string(),
  imgMontagem: z.string(),
  dscTexto: nullableText,
});
export type MontagemDto = z.infer<typeof MontagemDto>;

// ---------------------------------------------------------------- paths (trl_livro)

const pathTitle = z
  .string({ error: 'fillAllFields' })
  .trim()
  .min(1, { error: 'fillAllFields' })
  .max(PATH_TITLE_MAX, { error: 'titleMax100' });

export const LivroDto = z.object({
  codTrlLivro: z.number().int(),
  dscTitulo: z.string(),
  /** null: a network-wide path of the Master's catalogue. */
  codBseTurma: z.number().int().nullable(),
  nomTurma: nullableText,
  numSequencia: z.number().int(),
  /** Classes the path was given to (trl_livro_turma): such a path cannot be deleted. */
  qtdTurmas: z.number().int(),
  qtdCapitulos: z.number().int(),
});
export type LivroDto = z.infer<typeof LivroDto>;

/** 'Nova Trilha'. A Professor's path belongs to one of their classes (their current class when omitted). */
export const LivroCreateBody = z.object({ dscTitulo: pathTitle, codBseTurma: id.nullish() });
export type LivroCreateBody = z.infer<typeof LivroCreateBody>;
export const LivroUpdateBody = z.object({ dscTitulo: pathTitle });
export type LivroUpdateBody = z.infer<typeof LivroUpdateBody>;

/** GET /api/trl_livro: one page, in order. `codBseTurma` -1 or absent: every path the caller may author. */
export const LivroListQuery = PageQuery.extend({ codBseTurma: classOrAll.optional() });
export type LivroListQuery = z.infer<typeof LivroListQuery>;
export const LivroClassParam = z.object({ codBseTurma: classOrAll });

export const InverterLivrosBody = z.object({ livro1: id, livro2: id });
export type InverterLivrosBody = z.infer<typeof InverterLivrosBody>;
export const LivroOrderDto = z.object({ codTrlLivro: z.number().int(), numSequencia: z.number().int() });

// ---------------------------------------------------------------- chapters (trl_capitulo)

const chapterTitle = z
  .string({ error: 'fillAllFields' })
  .trim()
  .min(1, { error: 'fillAllFields' })
  .max(CHAPTER_TITLE_MAX, { error: 'titleMax100' });

export const CapituloDto = z.object({
  codTrlCapitulo: z.number().int(),
  dscTitulo: z.string(),
  codTrlLivro: z.number().int(),
  /** The documents' second name of codTrlLivro; always equal to it. */
  codBseLivro: z.number().int(),
  numSequencia: z.number().int(),
  /** The path's title, for the breadcrumb. */
  dscTituloLivro: z.string(),
  qtdAulas: z.number().int(),
});
export type CapituloDto = z.infer<typeof CapituloDto>;

export const CapituloCreateBody = z.object({ dscTitulo: chapterTitle, codTrlLivro: id });
export type CapituloCreateBody = z.infer<typeof CapituloCreateBody>;
export const CapituloUpdateBody = z.object({ dscTitulo: chapterTitle });
export type CapituloUpdateBody = z.infer<typeof CapituloUpdateBody>;
export const CapituloListQuery = PageQuery.extend({ codTrlLivro: IdText.optional() });
export type CapituloListQuery = z.infer<typeof CapituloListQuery>;
export const InverterCapitulosBody = z.object({ capitulo1: id, capitulo2: id });
export type InverterCapitulosBody = z.infer<typeof InverterCapitulosBody>;
export const CapituloOrderDto = z.object({ codTrlCapitulo: z.number().int(), numSequencia: z.number().int() });

// ---------------------------------------------------------------- content items (trl_conteudo)

/** One content item as lists show it (§3 "Content item"); `dscImagem` is the public address. */
export const ConteudoDto = z.object({
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
});
export type ConteudoDto = z.infer<typeof ConteudoDto>;

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

export const AulaDto = z.object({
  codTrlAula: z.number().int(),
  codTrlCapitulo: z.number().int(),
  codTrlMateria: z.number().int().nullable(),
  nomMateria: nullableText,
  numSequencia: z.number().int(),
  dscTitulo: z.string(),
  dscDescricao: nullableText,
  conteudos: z.array(ConteudoDto),
});
export type AulaDto = z.infer<typeof AulaDto>;

export const AulaCreateBody = z.object({ codTrlCapitulo: id, ...lessonFields });
export type AulaCreateBody = z.infer<typeof AulaCreateBody>;
export const AulaUpdateBody = z.object(lessonFields);
export type AulaUpdateBody = z.infer<typeof AulaUpdateBody>;
export const InverterAulasBody = z.object({ aula1: id, aula2: id });
export type InverterAulasBody = z.infer<typeof InverterAulasBody>;
export const AulaOrderDto = z.object({ codTrlAula: z.number().int(), numSequencia: z.number().int() });

/** GET /api/trl_capitulo/abrir/{id}: the lessons screen in one call (chapter, its path, lessons with contents). */
export const CapituloAbertoDto = z.object({ capitulo: CapituloDto, aulas: z.array(AulaDto) });
export type CapituloAbertoDto = z.infer<typeof CapituloAbertoDto>;

// ---------------------------------------------------------------- content bodies, one per type

const contentTitle = z.string().trim().max(CONTENT_TITLE_MAX, { error: 'contentTitleMax' }).nullish();
const lessonRef = { codTrlAula: id };

/** 'Novo Conteudo': the type select ('Selecione um tipo de conteúdo.'). */
export const ContentTypeField = z
  .number({ error: 'contentTypeRequired' })
  .int({ error: 'contentTypeRequired' })
  .min(1, { error: 'contentTypeRequired' })
  .max(6, { error: 'contentTypeRequired' });
export const ContentTypeSelect = z.object({ codTrlTipoConteudo: ContentTypeField });

/** Type 1. */
const textFields = {
  dscTitulo: contentTitle,
  dscTexto: z
    .string({ error: 'contentTextRequired' })
    .trim()
    .min(1, { error: 'contentTextRequired' })
    .max(CONTENT_TEXT_MAX, { error: 'contentTextMax' }),
};
export const TextoCreateBody = z.object({ ...lessonRef, ...textFields });
export type TextoCreateBody = z.infer<typeof TextoCreateBody>;
export const TextoUpdateBody = z.object(textFields);
export type TextoUpdateBody = z.infer<typeof TextoUpdateBody>;

/** Type 2: the text parts of the multipart body; the file part is `dscImagem` (jpg, jpeg, png or webp). */
const imageTitle = z.string().trim().max(IMAGE_TITLE_MAX, { error: 'contentTitleMax' }).optional();
export const IMAGE_FILE_PART = 'dscImagem';
export const ImagemCreateFields = z.object({ codTrlAula: IdText, dscTitulo: imageTitle });
export type ImagemCreateFields = z.infer<typeof ImagemCreateFields>;
/** Update: without a file part the image is kept. */
export const ImagemUpdateFields = z.object({ dscTitulo: imageTitle });
export type ImagemUpdateFields = z.infer<typeof ImagemUpdateFields>;

/** Type 4. Up to 12 entries, each a character of the catalogue and a text. */
export const DialogoEntryInput = z.object({
  codTrlPersonagem: idField('dialogueCharacterRequired'),
  dscTexto: z
    .string({ error: 'dialogueTextRequired' })
    .trim()
    .min(1, { error: 'dialogueTextRequired' })
    .max(DIALOGUE_TEXT_MAX, { error: 'dialogueTextMax' }),
});
export type DialogoEntryInput = z.infer<typeof DialogoEntryInput>;
const dialogueFields = {
  dscTitulo: contentTitle,
  dados: z
    .array(DialogoEntryInput, { error: 'dialogueMin' })
    .min(DIALOGUE_MIN, { error: 'dialogueMin' })
    .max(DIALOGUE_MAX, { error: 'dialogueMax' }),
};
export const DialogoCreateBody = z.object({ ...lessonRef, ...dialogueFields });
export type DialogoCreateBody = z.infer<typeof DialogoCreateBody>;
export const DialogoUpdateBody = z.object(dialogueFields);
export type DialogoUpdateBody = z.infer<typeof DialogoUpdateBody>;

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
export const VideoCreateBody = z.object({ ...lessonRef, ...videoFields });
export type VideoCreateBody = z.infer<typeof VideoCreateBody>;
export const VideoUpdateBody = z.object(videoFields);
export type VideoUpdateBody = z.infer<typeof VideoUpdateBody>;

/** Type 6 (view-only once created). */
export const MontagemCreateBody = z.object({
  ...lessonRef,
  dscTitulo: contentTitle,
  codTrlMontagem: idField('assemblyRequired'),
  dscTexto: z
    .string({ error: 'assemblyTextRequired' })
    .trim()
    .min(1, { error: 'assemblyTextRequired' })
    .max(CONTENT_TEXT_MAX, { error: 'contentTextMax' }),
});
export type MontagemCreateBody = z.infer<typeof MontagemCreateBody>;

/** Type 3: see curriculum.games.ts (GameCreateBody, GameUpdateBody); multipart, JSON in the `dados` part. */
export const GAME_DATA_PART = 'dados';

export const InverterConteudosBody = z.object({ conteudo1: id, conteudo2: id });
export type InverterConteudosBody = z.infer<typeof InverterConteudosBody>;
/** Moves a content item to the end of another lesson of the same chapter (drag onto another card). */
export const MoverConteudoBody = z.object({ codTrlConteudo: id, codTrlAula: id });
export type MoverConteudoBody = z.infer<typeof MoverConteudoBody>;
export const ConteudoOrderDto = z.object({
  codTrlConteudo: z.number().int(),
  codTrlAula: z.number().int(),
  numSequencia: z.number().int(),
});

// ---------------------------------------------------------------- content details (loadInfo...)

const detailBase = {
  codTrlConteudo: z.number().int(),
  codTrlAula: z.number().int(),
  codTrlTipoConteudo: z.number().int(),
  dscTitulo: nullableText,
};
/** The documents' per-type ids (codTrlConteudoTexto, ...) equal codTrlConteudo: one row per content item. */
export const ConteudoTextoDto = z.object({ ...detailBase, codTrlConteudoTexto: z.number().int(), dscTexto: z.string() });
export type ConteudoTextoDto = z.infer<typeof ConteudoTextoDto>;
export const ConteudoImagemDto = z.object({ ...detailBase, codTrlConteudoImagem: z.number().int(), dscImagem: z.string() });
export type ConteudoImagemDto = z.infer<typeof ConteudoImagemDto>;
export const ConteudoVideoDto = z.object({
  ...detailBase,
  codTrlConteudoVideo: z.number().int(),
  dscDescricao: nullableText,
  dscLink: z.string(),
});
export type ConteudoVideoDto = z.infer<typeof ConteudoVideoDto>;
export const DialogoEntryDto = z.object({
  codTrlConteudoPersonagemTexto: z.number().int(),
  codTrlPersonagem: z.number().int(),
  nomPersonagem: z.string(),
  imgPersonagem: z.string(),
  dscTexto: z.string(),
});
export type DialogoEntryDto = z.infer<typeof DialogoEntryDto>;
export const ConteudoDialogoDto = z.object({ ...detailBase, dados: z.array(DialogoEntryDto) });
export type ConteudoDialogoDto = z.infer<typeof ConteudoDialogoDto>;
export const ConteudoMontagemDto = z.object({
  ...detailBase,
  codTrlMontagem: z.number().int(),
  nomMontagem: z.string(),
  imgMontagem: z.string(),
  /** The content's description. */
  dscTexto: z.string(),
  /** The catalogue entry's own text. */
  dscTextoMontagem: nullableText,
});
export type ConteudoMontagemDto = z.infer<typeof ConteudoMontagemDto>;
export const GameQuestionDto = z.object({
  codTrlConteudoJogoPergunta: z.number().int(),
  dscPergunta: nullableText,
  imgPergunta: nullableText,
});
export const GameAnswerDto = z.object({
  codTrlConteudoJogoResposta: z.number().int(),
  dscResposta: nullableText,
  imgResposta: nullableText,
  indRespostaCorreta: z.string(),
});
export const ConteudoJogoDto = z.object({
  ...detailBase,
  codTrlConteudoJogo: z.number().int(),
  codTrlJogo: z.number().int(),
  nomJogo: z.string(),
  dscConteudoJogo: nullableText,
  perguntas: z.array(GameQuestionDto),
  respostas: z.array(GameAnswerDto),
});
export type ConteudoJogoDto = z.infer<typeof ConteudoJogoDto>;

export const OkDto = z.object({ ok: z.literal(true) });
