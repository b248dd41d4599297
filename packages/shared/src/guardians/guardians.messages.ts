import type { Translations } from '../common/translations';

/** Messages of the guardians (issue 27, beyond the documents: DECISIONS.md "Guardians"). */
export const guardiansMessages = {
  guardianStudentRequired: {
    pt: 'Selecione o aluno de quem é responsável.',
    en: 'Select the student this guardian is responsible for.',
    es: 'Seleccione el alumno del que es responsable.',
  },
  guardianStudentsMax: {
    pt: 'Um responsável acompanha no máximo 10 alunos.',
    en: 'A guardian follows at most 10 students.',
    es: 'Un responsable acompaña como máximo 10 alumnos.',
  },
  guardianRequired: {
    pt: 'Informe o login do responsável.',
    en: "Enter the guardian's login.",
    es: 'Informe el login del responsable.',
  },
  guardianNotFound: {
    pt: 'Nenhum responsável com este login.',
    en: 'No guardian with this login.',
    es: 'Ningún responsable con este login.',
  },
  guardianNotStudent: {
    pt: 'Só um aluno pode ter responsáveis.',
    en: 'Only a student can have guardians.',
    es: 'Solo un alumno puede tener responsables.',
  },
  guardianFromStudentPage: {
    pt: 'O responsável é cadastrado na página do aluno.',
    en: "A guardian is registered on the student's page.",
    es: 'El responsable se registra en la página del alumno.',
  },
  guardianAlreadyLinked: {
    pt: 'Este responsável já acompanha este aluno.',
    en: 'This guardian already follows this student.',
    es: 'Este responsable ya acompaña a este alumno.',
  },
  guardianLoginsFull: {
    pt: 'Esta unidade já tem 999 responsáveis com login gerado.',
    en: 'This unit already has 999 guardians with a generated login.',
    es: 'Esta unidad ya tiene 999 responsables con login generado.',
  },
  guardianEmailInvalid: {
    pt: 'Informe um e-mail válido, como nome@exemplo.com.br.',
    en: 'Enter a valid e-mail, such as name@example.com.',
    es: 'Informe un correo válido, como nombre@ejemplo.com.',
  },
  bulkGuardianStudentRequired: {
    pt: 'Informe em loginAluno o login do aluno de quem é responsável.',
    en: 'Enter in loginAluno the login of the student this guardian follows.',
    es: 'Informe en loginAluno el login del alumno del que es responsable.',
  },
  bulkGuardianStudentUnknown: {
    pt: 'Nenhum aluno com este login ao seu alcance, nem neste arquivo.',
    en: 'No student with this login within your reach, nor in this file.',
    es: 'Ningún alumno con este login a su alcance, ni en este archivo.',
  },
  guardianConsentRequired: {
    pt: 'Leia e aceite o termo de consentimento para ver os dados dos seus filhos.',
    en: "Read and accept the consent term to see your children's data.",
    es: 'Lea y acepte el término de consentimiento para ver los datos de sus hijos.',
  },
  guardianConsentVersion: {
    pt: 'O termo mudou. Leia a versão atual antes de aceitar.',
    en: 'The term has changed. Read the current version before accepting.',
    es: 'El término cambió. Lea la versión actual antes de aceptar.',
  },
} satisfies Translations;
