import type { Translations } from '../common/translations';

type Entry = { pt: string; en: string; es: string };

/** 'Permitido somente até N imagens.' for each upload limit of 1-authoring §5. */
function uploadMax<N extends number>(n: N) {
  return {
    pt: `Permitido somente até ${n} imagens.`,
    en: `Only up to ${n} images allowed.`,
    es: `Solo se permiten hasta ${n} imágenes.`,
  };
}

type DotsInvalidKey = `dotsInvalidFormatG${1 | 2}N${1 | 2 | 3 | 4 | 5 | 6}`;

/**
 * 'Existem N imagem(s) no grupo X com formato inválido. Formatos válidos: jpeg e png' (§5, connect-the-dots):
 * one key per group and count, so that the server's answer is already the final text in every language.
 */
function dotsInvalidFormat(): Record<DotsInvalidKey, Entry> {
  const out = {} as Record<DotsInvalidKey, Entry>;
  for (const group of [1, 2] as const) {
    for (const n of [1, 2, 3, 4, 5, 6] as const) {
      out[`dotsInvalidFormatG${group}N${n}`] = {
        pt: `Existem ${n} imagem(s) no grupo ${group} com formato inválido. Formatos válidos: jpeg e png`,
        en: `There are ${n} image(s) in group ${group} with an invalid format. Valid formats: jpeg and png`,
        es: `Hay ${n} imagen(es) en el grupo ${group} con formato inválido. Formatos válidos: jpeg y png`,
      };
    }
  }
  return out;
}

/** The key of the connect-the-dots format message for `n` bad images in `group`. */
export function dotsInvalidFormatKey(group: 1 | 2, n: number): DotsInvalidKey {
  const clamped = Math.min(6, Math.max(1, Math.round(n))) as 1 | 2 | 3 | 4 | 5 | 6;
  return `dotsInvalidFormatG${group}N${clamped}`;
}

/** Messages of the curriculum feature (1-authoring §5 and §8; keys unique across the whole catalogue). */
export const curriculumMessages = {
  // paths and chapters (§5 Path, Chapter; §8)
  fillAllFields: {
    pt: 'É necessário preencher todos os campos antes de enviar.',
    en: 'All fields must be filled in before sending.',
    es: 'Es necesario completar todos los campos antes de enviar.',
  },
  titleMax100: {
    pt: 'O título deve ter no máximo 100 caracteres.',
    en: 'The title must have at most 100 characters.',
    es: 'El título debe tener como máximo 100 caracteres.',
  },
  chapterMax: {
    pt: 'Número máximo de capítulos criado.',
    en: 'Maximum number of chapters created.',
    es: 'Número máximo de capítulos creado.',
  },
  reorderDifferentParents: {
    pt: 'Só é possível trocar de posição itens do mesmo nível.',
    en: 'Only items of the same level can swap positions.',
    es: 'Solo se pueden intercambiar de posición elementos del mismo nivel.',
  },

  // lessons (§5 Lesson)
  lessonTitleRequired: { pt: 'Campo título obrigatório.', en: 'Title field is required.', es: 'Campo título obligatorio.' },
  lessonTitleMax: {
    pt: 'O título deve ter no máximo 45 caracteres.',
    en: 'The title must have at most 45 characters.',
    es: 'El título debe tener como máximo 45 caracteres.',
  },
  lessonDescriptionMax: {
    pt: 'A descrição deve ter no máximo 240 caracteres.',
    en: 'The description must have at most 240 characters.',
    es: 'La descripción debe tener como máximo 240 caracteres.',
  },

  // new content, text, image (§5 New content, Text content, Image upload)
  contentTypeRequired: { pt: 'Selecione um tipo de conteúdo.', en: 'Select a content type.', es: 'Seleccione un tipo de contenido.' },
  contentTextRequired: { pt: 'Informe um texto.', en: 'Enter a text.', es: 'Ingrese un texto.' },
  contentImageRequired: { pt: 'Selecione uma imagem.', en: 'Select an image.', es: 'Seleccione una imagen.' },
  contentGameRequired: { pt: 'Selecione um jogo.', en: 'Select a game.', es: 'Seleccione un juego.' },
  contentTitleMax: {
    pt: 'O título deve ter no máximo 50 caracteres.',
    en: 'The title must have at most 50 characters.',
    es: 'El título debe tener como máximo 50 caracteres.',
  },
  contentTextMax: {
    pt: 'O texto deve ter no máximo 3000 caracteres.',
    en: 'The text must have at most 3000 characters.',
    es: 'El texto debe tener como máximo 3000 caracteres.',
  },
  contentImageInvalid: {
    pt: 'Arquivo inválido. Formatos válidos: jpg, jpeg, png e webp',
    en: 'Invalid file. Valid formats: jpg, jpeg, png and webp',
    es: 'Archivo inválido. Formatos válidos: jpg, jpeg, png y webp',
  },
  uploadOnlyOne: { pt: 'Permitido somente 1 imagem.', en: 'Only 1 image allowed.', es: 'Solo se permite 1 imagen.' },
  uploadMax4: uploadMax(4),
  uploadMax6: uploadMax(6),
  uploadMax8: uploadMax(8),

  // games (§5 Games)
  hangmanQuestionMin: {
    pt: 'Favor informar uma pergunta maior.',
    en: 'Please enter a longer question.',
    es: 'Por favor, ingrese una pregunta más larga.',
  },
  hangmanAnswerRequired: { pt: 'Favor informar uma resposta.', en: 'Please enter an answer.', es: 'Por favor, ingrese una respuesta.' },
  memoryMin: {
    pt: 'Favor subir 4 imagens ou mais.',
    en: 'Please upload 4 or more images.',
    es: 'Por favor, suba 4 imágenes o más.',
  },
  mazeHintsRequired: {
    pt: 'Favor preencher todos os campos de dicas',
    en: 'Please fill in all the hint fields',
    es: 'Por favor, complete todos los campos de pistas',
  },
  mazeImages: { pt: 'Favor subir 4 imagens.', en: 'Please upload 4 images.', es: 'Por favor, suba 4 imágenes.' },
  dotsGroup1Min: {
    pt: 'Favor subir pelo menos 1 imagem no grupo 1.',
    en: 'Please upload at least 1 image in group 1.',
    es: 'Por favor, suba al menos 1 imagen en el grupo 1.',
  },
  dotsGroup2Min: {
    pt: 'Favor subir pelo menos 1 imagem no grupo 2.',
    en: 'Please upload at least 1 image in group 2.',
    es: 'Por favor, suba al menos 1 imagen en el grupo 2.',
  },
  dotsSameCount: {
    pt: 'Favor subir a mesma quantidade nos dois grupos.',
    en: 'Please upload the same number of images in both groups.',
    es: 'Por favor, suba la misma cantidad en los dos grupos.',
  },
  ...dotsInvalidFormat(),
  puzzleImage: { pt: 'Favor subir uma imagem.', en: 'Please upload one image.', es: 'Por favor, suba una imagen.' },
  quizQuestionRequired: { pt: 'Favor informar a pergunta.', en: 'Please enter the question.', es: 'Por favor, ingrese la pregunta.' },
  quizAnswersRequired: {
    pt: 'Favor preencher todos os campos de respostas.',
    en: 'Please fill in all the answer fields.',
    es: 'Por favor, complete todos los campos de respuestas.',
  },
  quizOneCorrect: {
    pt: 'Marque exatamente uma resposta correta.',
    en: 'Mark exactly one correct answer.',
    es: 'Marque exactamente una respuesta correcta.',
  },
  trueFalseQuestionsRequired: {
    pt: 'Favor informar as perguntas.',
    en: 'Please enter the questions.',
    es: 'Por favor, ingrese las preguntas.',
  },
  trueFalseCount: {
    pt: 'Informe de 1 a 4 perguntas.',
    en: 'Enter from 1 to 4 questions.',
    es: 'Ingrese de 1 a 4 preguntas.',
  },
  trueFalseAnswer: {
    pt: 'Marque Verdadeiro ou Falso em todas as perguntas.',
    en: 'Mark True or False on every question.',
    es: 'Marque Verdadero o Falso en todas las preguntas.',
  },
  groupsImagesMin: {
    pt: 'Favor subir pelo menos 2 imagens por grupo.',
    en: 'Please upload at least 2 images per group.',
    es: 'Por favor, suba al menos 2 imágenes por grupo.',
  },
  groupsCount: { pt: 'Informe de 2 a 6 grupos.', en: 'Enter from 2 to 6 groups.', es: 'Ingrese de 2 a 6 grupos.' },
  phraseRequired: { pt: 'Favor informar a frase.', en: 'Please enter the phrase.', es: 'Por favor, ingrese la frase.' },
  phraseWordRequired: { pt: 'Favor informar uma palavra.', en: 'Please enter a word.', es: 'Por favor, ingrese una palabra.' },
  phraseWordsTotalMax: {
    pt: 'Quantidade máxima de palavras (certas ou erradas) é 9.',
    en: 'The maximum number of words (right or wrong) is 9.',
    es: 'La cantidad máxima de palabras (correctas o incorrectas) es 9.',
  },
  phraseBlanksMismatch: {
    pt: 'A quantidade de palavras certas deve ser igual à quantidade de asteriscos (*) da frase.',
    en: 'The number of right words must equal the number of asterisks (*) in the phrase.',
    es: 'La cantidad de palabras correctas debe ser igual a la cantidad de asteriscos (*) de la frase.',
  },
  gameQuestionMax: {
    pt: 'A pergunta deve ter no máximo 500 caracteres.',
    en: 'The question must have at most 500 characters.',
    es: 'La pregunta debe tener como máximo 500 caracteres.',
  },
  gameQuestionsTooMany: {
    pt: 'Permitido somente até 36 perguntas.',
    en: 'Only up to 36 questions allowed.',
    es: 'Solo se permiten hasta 36 preguntas.',
  },
  gameAnswersTooMany: {
    pt: 'Permitido somente até 36 respostas.',
    en: 'Only up to 36 answers allowed.',
    es: 'Solo se permiten hasta 36 respuestas.',
  },
  // a game built one question or answer at a time (the documents' trl_conteudo_jogo_pergunta / _resposta calls)
  gameQuestionsFull: {
    pt: 'Este jogo não comporta mais perguntas.',
    en: 'This game takes no more questions.',
    es: 'Este juego no admite más preguntas.',
  },
  gameAnswersFull: {
    pt: 'Este jogo não comporta mais respostas.',
    en: 'This game takes no more answers.',
    es: 'Este juego no admite más respuestas.',
  },
  groupsAnswerGroup: {
    pt: 'Informe o grupo de cada imagem (de 1 a 6).',
    en: 'Enter the group of each image (1 to 6).',
    es: 'Indique el grupo de cada imagen (de 1 a 6).',
  },
  phraseWordKind: {
    pt: 'Marque cada palavra como certa (S) ou errada (N).',
    en: 'Mark each word as right (S) or wrong (N).',
    es: 'Marque cada palabra como correcta (S) o incorrecta (N).',
  },
  gameAnswerMax: {
    pt: 'A resposta deve ter no máximo 100 caracteres.',
    en: 'The answer must have at most 100 characters.',
    es: 'La respuesta debe tener como máximo 100 caracteres.',
  },

  // dialogue (§5 Dialogue)
  dialogueCharacterRequired: {
    pt: 'Favor preenche o campo de personagem de todos os conteúdos.',
    en: 'Please fill in the character field of every entry.',
    es: 'Por favor, complete el campo de personaje de todos los contenidos.',
  },
  dialogueTextRequired: {
    pt: 'Favor preencher todos os campos de descrição.',
    en: 'Please fill in all the description fields.',
    es: 'Por favor, complete todos los campos de descripción.',
  },
  dialogueMin: {
    pt: 'Favor informar pelo menos 1 conteúdo.',
    en: 'Please enter at least 1 entry.',
    es: 'Por favor, ingrese al menos 1 contenido.',
  },
  dialogueMax: {
    pt: 'Permitido somente até 12 conteúdos.',
    en: 'Only up to 12 entries allowed.',
    es: 'Solo se permiten hasta 12 contenidos.',
  },
  dialogueTextMax: {
    pt: 'A descrição deve ter no máximo 500 caracteres.',
    en: 'The description must have at most 500 characters.',
    es: 'La descripción debe tener como máximo 500 caracteres.',
  },

  // the documents' generic content calls (POST and PUT /trl_conteudo)
  contentTypeFixed: {
    pt: 'O tipo de um conteúdo não pode ser alterado.',
    en: 'The type of a content item cannot be changed.',
    es: 'El tipo de un contenido no se puede cambiar.',
  },
  assemblyNotEditable: {
    pt: 'Uma montagem não pode ser alterada depois de criada.',
    en: 'An assembly cannot be changed after it is created.',
    es: 'Un montaje no se puede modificar después de creado.',
  },

  // assembly and video (§5 Assembly, Video)
  assemblyRequired: { pt: 'Favor escolher a montagem.', en: 'Please choose the assembly.', es: 'Por favor, elija el montaje.' },
  assemblyTextRequired: {
    pt: 'Favor preencher o campo de descrição.',
    en: 'Please fill in the description field.',
    es: 'Por favor, complete el campo de descripción.',
  },
  videoLinkInvalid: {
    pt: 'Informe um link que comece com http:// ou https://.',
    en: 'Enter a link starting with http:// or https://.',
    es: 'Ingrese un enlace que comience con http:// o https://.',
  },
  videoDescriptionMax: {
    pt: 'A descrição deve ter no máximo 500 caracteres.',
    en: 'The description must have at most 500 characters.',
    es: 'La descripción debe tener como máximo 500 caracteres.',
  },
} as const satisfies Translations;
