import type { Translations } from '../common/translations';

/**
 * Messages of the class lessons (3-reports-communication.md §4 "States and transitions"): the
 * documents' own Portuguese where they give it, the rest in the same tone.
 */
export const classLessonsMessages = {
  classLessonActiveLocked: {
    pt: 'Você não pode alterar uma aula que já está ativa.',
    en: 'You cannot change a lesson that is already active.',
    es: 'No puede cambiar una clase que ya está activa.',
  },
  classLessonWithoutContent: {
    pt: 'Esta aula ainda não possui conteúdos.',
    en: 'This lesson has no content yet.',
    es: 'Esta clase todavía no tiene contenidos.',
  },
  classLessonExists: {
    pt: 'Esta aula já foi adicionada à turma.',
    en: 'This lesson has already been added to the class.',
    es: 'Esta clase ya fue agregada al grupo.',
  },
  classLessonArchiveActive: {
    pt: 'Você não pode arquivar a aula ativa. Ative outra aula antes.',
    en: 'You cannot archive the active lesson. Activate another lesson first.',
    es: 'No puede archivar la clase activa. Active otra clase antes.',
  },
  classLessonPathUnavailable: {
    pt: 'Esta trilha não pode ser usada nesta turma.',
    en: 'This path cannot be used in this class.',
    es: 'Esta ruta no se puede usar en este grupo.',
  },
  classLessonActiveValue: {
    pt: 'O valor deve ser S (ativa) ou N (inativa).',
    en: 'The value must be S (active) or N (inactive).',
    es: 'El valor debe ser S (activa) o N (inactiva).',
  },
  classLessonClassFixed: {
    pt: 'A turma de uma aula não pode ser alterada.',
    en: 'The class of a lesson cannot be changed.',
    es: 'El grupo de una clase no se puede cambiar.',
  },
} satisfies Translations;
