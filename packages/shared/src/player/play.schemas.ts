import { z } from 'zod';

/**
 * What the learning-track player receives to play a path (3-reports-communication §2, DECISIONS
 * "Curriculum, player and reports"). Games come in their play form (answer-key.ts): every `id` is an
 * opaque token of this response, every `chave` an answer key; no field holds an answer.
 */

const Token = z.string();
const Key = z.string();
const ImageUrl = z.string();
/**
 * A picture's name, as its author entered it beside the picture (trimmed; null when none): what the
 * game calls the picture when it talks to the child ('o cachorro'). It names what the child sees, never
 * where the picture goes.
 */
const PictureName = z.string().nullable();

/**
 * 1 Forca: the hint and the word, letter by letter (`fixo` for spaces, digits and punctuation); a hidden
 * letter's `chave` = answerKey(salt, its position in `palavra` as a string, foldForGame(letter)).
 */
export const PlayHangman = z.object({
  codTrlJogo: z.literal(1),
  pergunta: z.string(),
  palavra: z.array(z.union([z.object({ fixo: z.string() }), z.object({ chave: Key })])),
});
/** 2 Memória: each image once; the player lays out two cards of each. */
export const PlayMemory = z.object({
  codTrlJogo: z.literal(2),
  cartas: z.array(z.object({ id: Token, img: ImageUrl, nome: PictureName })),
});
/** 3 Labirinto: four hints and four images; `chave` = answerKey(salt, image id, hint id). */
export const PlayMaze = z.object({
  codTrlJogo: z.literal(3),
  dicas: z.array(z.object({ id: Token, texto: z.string() })),
  imagens: z.array(z.object({ id: Token, img: ImageUrl, nome: PictureName, chave: Key })),
});
/** 4 Ligue os pontos: group 1 and group 2; `chave` = answerKey(salt, group-2 id, its group-1 id). */
export const PlayConnectDots = z.object({
  codTrlJogo: z.literal(4),
  grupo1: z.array(z.object({ id: Token, img: ImageUrl, nome: PictureName })),
  grupo2: z.array(z.object({ id: Token, img: ImageUrl, nome: PictureName, chave: Key })),
});
/** 5 Quebra-cabeça: the picture. */
export const PlayPuzzle = z.object({ codTrlJogo: z.literal(5), img: ImageUrl, nome: PictureName });
/** 6 Quiz: `chave` = answerKey(salt, answer id, 'S' or 'N'). */
export const PlayQuiz = z.object({
  codTrlJogo: z.literal(6),
  pergunta: z.string(),
  img: ImageUrl.nullable(),
  respostas: z.array(z.object({ id: Token, texto: z.string(), chave: Key })),
});
/** 7 Verdadeiro ou falso: `chave` = answerKey(salt, statement id, 'S' or 'N'). */
export const PlayTrueFalse = z.object({
  codTrlJogo: z.literal(7),
  afirmacoes: z.array(z.object({ id: Token, texto: z.string(), chave: Key })),
});
/** 8 Grupos de imagens: `chave` = answerKey(salt, image id, group id). */
export const PlayImageGroups = z.object({
  codTrlJogo: z.literal(8),
  grupos: z.array(z.object({ id: Token, nome: z.string().nullable() })),
  imagens: z.array(z.object({ id: Token, img: ImageUrl, nome: PictureName, chave: Key })),
});
/**
 * 9 Complete a frase: the phrase in parts (text, or a blank), the words offered (right and wrong,
 * shuffled); a blank's `chave` = answerKey(salt, blank id, foldForGame(right word)).
 */
export const PlayCompletePhrase = z.object({
  codTrlJogo: z.literal(9),
  partes: z.array(z.union([z.object({ texto: z.string() }), z.object({ lacuna: Token, chave: Key })])),
  palavras: z.array(z.object({ id: Token, texto: z.string() })),
});
/** 10 Quiz de imagens: `texto` is the picture's caption (its name); `chave` = answerKey(salt, answer id, 'S' or 'N'). */
export const PlayImageQuiz = z.object({
  codTrlJogo: z.literal(10),
  pergunta: z.string(),
  respostas: z.array(z.object({ id: Token, img: ImageUrl, texto: z.string().nullable(), chave: Key })),
});

export const PlayGame = z.discriminatedUnion('codTrlJogo', [
  PlayHangman,
  PlayMemory,
  PlayMaze,
  PlayConnectDots,
  PlayPuzzle,
  PlayQuiz,
  PlayTrueFalse,
  PlayImageGroups,
  PlayCompletePhrase,
  PlayImageQuiz,
]);
export type PlayGame = z.infer<typeof PlayGame>;
export type PlayGameOf<N extends PlayGame['codTrlJogo']> = Extract<PlayGame, { codTrlJogo: N }>;

const contentBase = { codTrlConteudo: z.number().int(), dscTitulo: z.string().nullable() };

export const PlayContent = z.discriminatedUnion('codTrlTipoConteudo', [
  z.object({ ...contentBase, codTrlTipoConteudo: z.literal(1), dscTexto: z.string() }),
  z.object({ ...contentBase, codTrlTipoConteudo: z.literal(2), dscImagem: ImageUrl }),
  z.object({
    ...contentBase,
    codTrlTipoConteudo: z.literal(3),
    nomJogo: z.string(),
    dscDescricao: z.string().nullable(),
    /** The salt of every `chave` of this game. */
    salt: z.string(),
    jogo: PlayGame,
  }),
  z.object({
    ...contentBase,
    codTrlTipoConteudo: z.literal(4),
    falas: z.array(z.object({ nomPersonagem: z.string(), imgPersonagem: ImageUrl, dscTexto: z.string() })),
  }),
  z.object({ ...contentBase, codTrlTipoConteudo: z.literal(5), dscLink: z.string(), dscDescricao: z.string().nullable() }),
  z.object({
    ...contentBase,
    codTrlTipoConteudo: z.literal(6),
    dscTexto: z.string(),
    nomMontagem: z.string(),
    imgMontagem: ImageUrl,
  }),
]);
export type PlayContent = z.infer<typeof PlayContent>;

/** The student's progress in the path: what is done, where they stopped, which chapters they evaluated. */
export const PlayProgress = z.object({
  concluidos: z.array(z.number().int()),
  ultimoConteudo: z.number().int().nullable(),
  capitulosAvaliados: z.array(z.number().int()),
  /** The best score of each game played (its stars on the map: starsOf). */
  melhores: z.array(z.object({ codTrlConteudo: z.number().int(), pontuacao: z.number().int() })),
  /** The time spent in the path's games, all plays together (the end's summary). */
  tempoSegundos: z.number().int(),
});
export type PlayProgress = z.infer<typeof PlayProgress>;

export const PlayPathDto = z
  .object({
    codTrlLivro: z.number().int(),
    dscTitulo: z.string(),
    capitulos: z.array(
      z.object({
        codTrlCapitulo: z.number().int(),
        dscTitulo: z.string(),
        aulas: z.array(
          z.object({
            codTrlAula: z.number().int(),
            dscTitulo: z.string(),
            dscDescricao: z.string().nullable(),
            conteudos: z.array(PlayContent),
          }),
        ),
      }),
    ),
    /** null for a Professor's preview and for the public training path: nothing is recorded for them. */
    progresso: PlayProgress.nullable(),
  })
  .meta({ id: 'PlayPathDto' });
export type PlayPathDto = z.infer<typeof PlayPathDto>;
