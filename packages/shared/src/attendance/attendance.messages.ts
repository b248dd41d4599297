import type { Translations } from '../common/translations';

/** Messages of attendance (issue 26, beyond the documents: DECISIONS.md "Attendance"). */
export const attendanceMessages = {
  attendanceDateInvalid: {
    pt: 'Data inválida. Use o formato DD/MM/AAAA.',
    en: 'Invalid date. Use the format DD/MM/YYYY.',
    es: 'Fecha inválida. Use el formato DD/MM/AAAA.',
  },
  attendanceFutureDay: {
    pt: 'Não é possível registrar a chamada de um dia futuro.',
    en: 'The roll of a future day cannot be taken.',
    es: 'No es posible registrar la asistencia de un día futuro.',
  },
  attendancePresenceInvalid: {
    pt: 'Marque o aluno como presente (S) ou ausente (N).',
    en: 'Mark the student present (S) or absent (N).',
    es: 'Marque al alumno como presente (S) o ausente (N).',
  },
  attendanceJustificationTooLong: {
    pt: 'A justificativa pode ter no máximo 200 caracteres.',
    en: 'The justification can have at most 200 characters.',
    es: 'La justificación puede tener como máximo 200 caracteres.',
  },
  attendanceJustificationPresent: {
    pt: 'Só uma falta pode ter justificativa.',
    en: 'Only an absence can have a justification.',
    es: 'Solo una falta puede tener justificación.',
  },
  attendanceRollEmpty: {
    pt: 'A chamada não tem alunos.',
    en: 'The roll has no students.',
    es: 'La lista de asistencia no tiene alumnos.',
  },
  attendanceRollTooLong: {
    pt: 'A chamada pode ter no máximo 200 alunos.',
    en: 'The roll can have at most 200 students.',
    es: 'La lista de asistencia puede tener como máximo 200 alumnos.',
  },
  attendanceStudentTwice: {
    pt: 'Um aluno aparece duas vezes na chamada.',
    en: 'A student appears twice in the roll.',
    es: 'Un alumno aparece dos veces en la lista de asistencia.',
  },
  attendanceNotInClass: {
    pt: 'A chamada tem quem não é aluno desta turma.',
    en: 'The roll names someone who is not a student of this class.',
    es: 'La lista de asistencia incluye a alguien que no es alumno de este grupo.',
  },
  attendanceEditClosed: {
    pt: 'A chamada deste dia só pode ser alterada pela coordenação.',
    en: "Only the school's coordination can change this day's roll.",
    es: 'La asistencia de este día solo puede ser modificada por la coordinación.',
  },
} satisfies Translations;
