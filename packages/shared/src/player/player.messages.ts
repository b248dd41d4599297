import type { Translations } from '../common/translations';

/** Messages of the learning-track player's records (progress, chapter evaluation). */
export const playerMessages = {
  invalidRecordId: {
    pt: 'Registro sem identificador válido.',
    en: 'Record without a valid identifier.',
    es: 'Registro sin identificador válido.',
  },
  invalidScore: {
    pt: 'A pontuação deve ser um número inteiro de 0 a 100.',
    en: 'The score must be a whole number from 0 to 100.',
    es: 'La puntuación debe ser un número entero de 0 a 100.',
  },
  evaluationScoreRange: {
    pt: 'Cada resposta da avaliação deve ser de 1 a 5.',
    en: 'Each answer of the evaluation must be from 1 to 5.',
    es: 'Cada respuesta de la evaluación debe ser de 1 a 5.',
  },
  evaluationIncomplete: {
    pt: 'Responda cada pergunta da avaliação uma vez.',
    en: 'Answer each question of the evaluation once.',
    es: 'Responda cada pregunta de la evaluación una vez.',
  },
  playerNoActivePath: {
    pt: 'Aulas / conteúdos em construção...',
    en: 'Lessons / contents under construction...',
    es: 'Clases / contenidos en construcción...',
  },
} satisfies Translations;
