/** Business constants and limits of 1-authoring §9 and DECISIONS.md, used by the API, the forms and the tests. */

export const PATH_TITLE_MAX = 100;
export const CHAPTER_TITLE_MAX = 100;
/** DECISIONS.md "Maximum chapters per path: 50". */
export const CHAPTERS_PER_PATH_MAX = 50;
export const LESSON_TITLE_MAX = 45;
export const LESSON_DESCRIPTION_MAX = 240;
export const CONTENT_TITLE_MAX = 50;
export const IMAGE_TITLE_MAX = 50;
export const CONTENT_TEXT_MAX = 3000;
export const VIDEO_DESCRIPTION_MAX = 500;
export const VIDEO_LINK_MAX = 500;
export const DIALOGUE_TEXT_MAX = 500;
export const GAME_QUESTION_MAX = 500;
export const GAME_ANSWER_MAX = 100;

/** Dialogue entries: 1-12; the number field allows 1-99 and is capped at 12. */
export const DIALOGUE_MIN = 1;
export const DIALOGUE_MAX = 12;
export const DIALOGUE_INPUT_MAX = 99;

/** Games (§5, §9). */
export const QUESTION_MIN_CHARS = 4;
export const MEMORY_MIN = 4;
export const MEMORY_MAX = 8;
export const MAZE_HINTS = 4;
export const MAZE_IMAGES = 4;
export const DOTS_PER_GROUP_MAX = 6;
export const PUZZLE_IMAGES = 1;
export const QUIZ_ANSWERS = 4;
export const TRUE_FALSE_MIN = 1;
export const TRUE_FALSE_MAX = 4;
export const TRUE_FALSE_DEFAULT = 2;
export const GROUPS_MIN = 2;
export const GROUPS_MAX = 6;
export const GROUP_IMAGES_MIN = 2;
export const GROUP_IMAGES_MAX = 6;
export const PHRASE_WRONG_MAX = 8;
export const PHRASE_WORDS_MAX = 9;
/** The character that marks a hidden word in a complete-the-phrase game. */
export const PHRASE_BLANK = '*';
/** The most images one game can carry (image groups: 6 groups of 6): the multipart file limit of a game save. */
export const GAME_IMAGES_MAX = GROUPS_MAX * GROUP_IMAGES_MAX;
/**
 * Items a game save may list at all, before the rules of each game (which are tighter: memory 8
 * cards, true/false 4 statements...) answer with the documents' own messages.
 */
export const GAME_QUESTIONS_MAX = GAME_IMAGES_MAX;
export const GAME_ANSWERS_MAX = GAME_IMAGES_MAX;
/**
 * New images of one game save, all files together: 40 MiB (a memory game of 8 full 5 MiB photos).
 * Every file is held in memory until it is re-encoded, so a save may not carry 36 × 5 MiB; a game
 * with more large images gets them in two saves (kept images are sent by address, not again).
 */
export const GAME_UPLOAD_MAX_BYTES = 40 * 1024 * 1024;

/** Trilhas table (§2, §9): page links shown around the current page. */
export const PAGE_LINKS = 5;

/** After a click the content dialog hides Salvar for 2 s (double-click guard). */
export const SAVE_GUARD_MS = 2000;

/** Content types (trl_tipo_conteudo). */
export const CONTENT_TYPE = { TEXT: 1, IMAGE: 2, GAME: 3, DIALOGUE: 4, VIDEO: 5, ASSEMBLY: 6 } as const;
export type ContentTypeCode = (typeof CONTENT_TYPE)[keyof typeof CONTENT_TYPE];
export const CONTENT_TYPE_CODES: readonly ContentTypeCode[] = [1, 2, 3, 4, 5, 6];
export const CONTENT_TYPE_NAMES: Record<ContentTypeCode, string> = {
  1: 'Texto',
  2: 'Imagem',
  3: 'Jogo',
  4: 'Tela Diálogo',
  5: 'Vídeo',
  6: 'Montagem',
};
/** Edit applies to types 1-5; an assembly is view-only. */
export const EDITABLE_CONTENT_TYPES: readonly ContentTypeCode[] = [1, 2, 3, 4, 5];

/** Games (trl_jogo). */
export const GAME = {
  HANGMAN: 1,
  MEMORY: 2,
  MAZE: 3,
  CONNECT_DOTS: 4,
  PUZZLE: 5,
  QUIZ: 6,
  TRUE_FALSE: 7,
  IMAGE_GROUPS: 8,
  COMPLETE_PHRASE: 9,
  IMAGE_QUIZ: 10,
} as const;
export type GameCode = (typeof GAME)[keyof typeof GAME];
export const GAME_CODES: readonly GameCode[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
export const GAME_NAMES: Record<GameCode, string> = {
  1: 'Forca',
  2: 'Memória',
  3: 'Labirinto',
  4: 'Ligue os pontos',
  5: 'Quebra-cabeça',
  6: 'Quiz',
  7: 'Verdadeiro ou falso',
  8: 'Grupos de imagens',
  9: 'Complete a frase',
  10: 'Quiz de imagens',
};

/**
 * Where each game takes images (see game.schemas.ts for the shape of each game):
 * question images for memory, connect-the-dots (group 1), puzzle and quiz; answer images for maze,
 * connect-the-dots (group 2), image groups and image quiz.
 */
export const GAMES_WITH_QUESTION_IMAGES: readonly GameCode[] = [2, 4, 5, 6];
export const GAMES_WITH_ANSWER_IMAGES: readonly GameCode[] = [3, 4, 8, 10];

/** Image formats by content (§5 Image upload): content images take jpg/jpeg, png and webp; games only jpeg and png. */
export const CONTENT_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CONTENT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const GAME_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const GAME_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
