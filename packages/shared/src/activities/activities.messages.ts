import type { Translations } from '../common/translations';

/**
 * Messages of activities, questions, answers and grades (2-access-users-activities.md §5, §8): the
 * documents' own Portuguese where they give it, the rest in the same tone.
 */
export const activitiesMessages = {
  activityFillAllFields: {
    pt: 'Todos os campos devem ser preenchidos',
    en: 'All fields must be filled in',
    es: 'Todos los campos deben completarse',
  },
  activityNameMax: {
    pt: 'O nome deve ter no máximo 100 caracteres.',
    en: 'The name must have at most 100 characters.',
    es: 'El nombre debe tener como máximo 100 caracteres.',
  },
  activityDescriptionMax: {
    pt: 'A descrição deve ter no máximo 1000 caracteres.',
    en: 'The description must have at most 1000 characters.',
    es: 'La descripción debe tener como máximo 1000 caracteres.',
  },
  activityChapterUnknown: {
    pt: 'Capítulo não encontrado.',
    en: 'Chapter not found.',
    es: 'Capítulo no encontrado.',
  },
  questionTitleMax: {
    pt: 'O título deve ter no máximo 200 caracteres.',
    en: 'The title must have at most 200 characters.',
    es: 'El título debe tener como máximo 200 caracteres.',
  },
  questionStatementMax: {
    pt: 'O enunciado deve ter no máximo 20000 caracteres.',
    en: 'The statement must have at most 20000 characters.',
    es: 'El enunciado debe tener como máximo 20000 caracteres.',
  },
  questionTypeInvalid: {
    pt: 'O tipo da questão deve ser múltipla escolha ou discursiva.',
    en: 'The question type must be multiple choice or open-ended.',
    es: 'El tipo de pregunta debe ser opción múltiple o abierta.',
  },
  questionOptionEmpty: {
    pt: 'Por favor, preencha a opção antes de adicioná-la.',
    en: 'Please fill in the option before adding it.',
    es: 'Por favor, complete la opción antes de agregarla.',
  },
  questionOptionMax: {
    pt: 'Cada opção deve ter no máximo 500 caracteres.',
    en: 'Each option must have at most 500 characters.',
    es: 'Cada opción debe tener como máximo 500 caracteres.',
  },
  questionOptionsMax: {
    pt: 'Uma questão pode ter no máximo 10 opções.',
    en: 'A question can have at most 10 options.',
    es: 'Una pregunta puede tener como máximo 10 opciones.',
  },
  questionNeedsRightOption: {
    pt: 'Marque ao menos uma opção como correta.',
    en: 'Mark at least one option as correct.',
    es: 'Marque al menos una opción como correcta.',
  },
  questionOptionsLocked: {
    pt: 'As opções de uma questão de múltipla escolha não podem ser removidas.',
    en: 'The options of a multiple-choice question cannot be removed.',
    es: 'Las opciones de una pregunta de opción múltiple no se pueden eliminar.',
  },
  questionExpectedAnswerMax: {
    pt: 'A resposta esperada deve ter no máximo 5000 caracteres.',
    en: 'The expected answer must have at most 5000 characters.',
    es: 'La respuesta esperada debe tener como máximo 5000 caracteres.',
  },
  classActivitiesNotAdded: {
    pt: 'Não foi possível incluir as atividades selecionadas. Verifique se as mesmas já foram adicionadas nesta turma',
    en: 'The selected activities could not be added. Check whether they were already added to this class',
    es: 'No fue posible incluir las actividades seleccionadas. Verifique si ya fueron agregadas a este grupo',
  },
  classActivityAddMax: {
    pt: 'Adicione no máximo 100 atividades de uma vez.',
    en: 'Add at most 100 activities at once.',
    es: 'Agregue como máximo 100 actividades a la vez.',
  },
  classActivityOneClass: {
    pt: 'Todas as atividades devem ser adicionadas à mesma turma.',
    en: 'All activities must be added to the same class.',
    es: 'Todas las actividades deben agregarse al mismo grupo.',
  },
  classActivitySwitchValue: {
    pt: 'O valor deve ser S (ativa) ou N (inativa).',
    en: 'The value must be S (active) or N (inactive).',
    es: 'El valor debe ser S (activa) o N (inactiva).',
  },
  classActivitySwitchTwice: {
    pt: 'indAtivo e value devem ter o mesmo valor.',
    en: 'indAtivo and value must have the same value.',
    es: 'indAtivo y value deben tener el mismo valor.',
  },
  answerAllQuestions: {
    pt: 'Por favor, preencha todas as respostas antes de enviar.',
    en: 'Please fill in every answer before sending.',
    es: 'Por favor, complete todas las respuestas antes de enviar.',
  },
  answerMax: {
    pt: 'A resposta deve ter no máximo 20000 caracteres.',
    en: 'The answer must have at most 20000 characters.',
    es: 'La respuesta debe tener como máximo 20000 caracteres.',
  },
  activityAlreadySent: {
    pt: 'Você já enviou esta atividade.',
    en: 'You have already sent this activity.',
    es: 'Ya envió esta actividad.',
  },
  answerRequired: {
    pt: 'Preencha a resposta da questão.',
    en: 'Fill in the answer to the question.',
    es: 'Complete la respuesta de la pregunta.',
  },
  answerChooseOption: {
    pt: 'Escolha uma das opções da questão.',
    en: 'Choose one of the options of the question.',
    es: 'Elija una de las opciones de la pregunta.',
  },
  answerAlreadyGiven: {
    pt: 'Você já respondeu esta questão. Para mudar a resposta, altere-a.',
    en: 'You have already answered this question. To change the answer, edit it.',
    es: 'Ya respondió esta pregunta. Para cambiar la respuesta, edítela.',
  },
  activityChapterTwice: {
    pt: 'O capítulo foi informado duas vezes, com valores diferentes.',
    en: 'The chapter was given twice, with different values.',
    es: 'El capítulo fue informado dos veces, con valores diferentes.',
  },
  activityChapterNotInPath: {
    pt: 'O capítulo não pertence a esta trilha.',
    en: 'The chapter does not belong to this path.',
    es: 'El capítulo no pertenece a esta ruta.',
  },
  gradeRange: {
    pt: 'Cada nota deve ser de 0 a 10, em passos de 0,5.',
    en: 'Each grade must be from 0 to 10, in steps of 0.5.',
    es: 'Cada nota debe ser de 0 a 10, en pasos de 0,5.',
  },
  gradeAboveMax: {
    pt: 'A nota máxima de cada questão é 10.',
    en: 'The highest grade of each question is 10.',
    es: 'La nota máxima de cada pregunta es 10.',
  },
  dueDateInvalid: {
    pt: 'Informe uma data de entrega válida.',
    en: 'Enter a valid due date.',
    es: 'Informe una fecha de entrega válida.',
  },
  gradeEveryQuestion: {
    pt: 'Atribua uma nota a cada questão.',
    en: 'Give a grade to every question.',
    es: 'Asigne una nota a cada pregunta.',
  },
  gradesExist: {
    pt: 'As notas deste aluno já foram atribuídas. Use a edição de notas.',
    en: 'This student has already been graded. Edit the grades instead.',
    es: 'Las notas de este alumno ya fueron asignadas. Use la edición de notas.',
  },
  notSentYet: {
    pt: 'O aluno ainda não enviou esta atividade.',
    en: 'The student has not sent this activity yet.',
    es: 'El alumno todavía no envió esta actividad.',
  },
} as const satisfies Translations;
