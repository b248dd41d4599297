import type { Translations } from '../common/translations';

/** Messages of the calendar (3-reports-communication.md §5, §8): the documents' own Portuguese where they give it. */
export const calendarMessages = {
  calendarFillAll: {
    pt: 'Favor preencher todos os campos.',
    en: 'Please fill in all the fields.',
    es: 'Por favor, complete todos los campos.',
  },
  calendarTitleTooLong: {
    pt: 'O título do evento pode ter no máximo 100 caracteres.',
    en: 'The event title can have at most 100 characters.',
    es: 'El título del evento puede tener como máximo 100 caracteres.',
  },
  calendarDateInvalid: { pt: 'Data inválida.', en: 'Invalid date.', es: 'Fecha inválida.' },
  calendarDateRange: {
    pt: 'A data final deve ser igual ou posterior à data inicial.',
    en: 'The end date must be on or after the start date.',
    es: 'La fecha final debe ser igual o posterior a la fecha inicial.',
  },
  calendarFilterInvalid: {
    pt: 'Filtro inválido para o seu perfil.',
    en: 'This filter is not available to your profile.',
    es: 'Filtro no disponible para su perfil.',
  },
  calendarProfileInvalid: {
    pt: 'Perfil de visualização inválido.',
    en: 'Invalid viewer profile.',
    es: 'Perfil de visualización inválido.',
  },
  calendarClassInvalid: {
    pt: 'Escolha uma das suas turmas.',
    en: 'Choose one of your classes.',
    es: 'Elija uno de sus grupos.',
  },
  calendarNotCreator: { pt: 'Não foi você que criou.', en: 'You did not create it.', es: 'No fue usted quien lo creó.' },
} satisfies Translations;
