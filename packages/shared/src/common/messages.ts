import { activitiesMessages } from '../activities/activities.messages';
import { classLessonsMessages } from '../class-lessons/class-lessons.messages';
import { playerMessages } from '../player/player.messages';
import { curriculumMessages } from '../curriculum/curriculum.messages';
import { organisationMessages } from '../organisation/organisation.messages';
import { usersMessages } from '../users/users.messages';
import { reportsMessages } from '../reports/reports.messages';
import { calendarMessages } from '../calendar/calendar.messages';
import { newsMessages } from '../news/news.messages';
import { forumMessages } from '../forum/forum.messages';
import { supportMessages } from '../support/support.messages';
import { chatMessages } from '../chat/chat.messages';
import { attendanceMessages } from '../attendance/attendance.messages';
import { guardiansMessages } from '../guardians/guardians.messages';
import { privacyMessages } from '../privacy/privacy.messages';
import type { Language, Translations } from './translations';

export type { Language, Translations } from './translations';
export { LANGUAGES } from './translations';

/** Messages of the foundation: sign-in, sessions, own settings, generic failures. */
const commonMessages = {
  // sign-in (2-access-users-activities.md §5 Login, §8 Login; DECISIONS.md Sign-in)
  usernameRequired: {
    pt: 'O campo código de usuário é obrigatório',
    en: 'The user code field is required',
    es: 'El campo código de usuario es obligatorio',
  },
  passwordRequired: { pt: 'A senha é obrigatória', en: 'The password is required', es: 'La contraseña es obligatoria' },
  passwordMin: {
    pt: 'A senha deve ter no mínimo 5 caracteres',
    en: 'The password must have at least 5 characters',
    es: 'La contraseña debe tener al menos 5 caracteres',
  },
  invalidCredentials: {
    pt: 'Usuário ou senha inválidos',
    en: 'Invalid user or password',
    es: 'Usuario o contraseña inválidos',
  },
  noPortalAccess: {
    pt: 'Usuário sem permissão no portal web.',
    en: 'User without permission on the web portal.',
    es: 'Usuario sin permiso en el portal web.',
  },
  userDisabled: { pt: 'Usuário desativado.', en: 'User deactivated.', es: 'Usuario desactivado.' },
  tooManyAttempts: {
    pt: 'Muitas tentativas. Tente novamente em alguns minutos.',
    en: 'Too many attempts. Try again in a few minutes.',
    es: 'Demasiados intentos. Inténtelo de nuevo en unos minutos.',
  },
  sessionExpired: { pt: 'Sessão expirou.', en: 'Session expired.', es: 'La sesión expiró.' },
  noConnection: {
    pt: 'Sem conexão com o banco de dados',
    en: 'No connection to the database',
    es: 'Sin conexión con la base de datos',
  },

  // own settings (§5 Own settings, §8 Users)
  currentPasswordRequired: {
    pt: 'Informe a senha atual.',
    en: 'Enter the current password.',
    es: 'Informe la contraseña actual.',
  },
  currentPasswordWrong: {
    pt: 'A senha atual está incorreta.',
    en: 'The current password is wrong.',
    es: 'La contraseña actual es incorrecta.',
  },
  newPasswordMin: {
    pt: 'A nova senha deve ter no mínimo 5 caracteres.',
    en: 'The new password must have at least 5 characters.',
    es: 'La nueva contraseña debe tener al menos 5 caracteres.',
  },
  newPasswordSame: {
    pt: 'A nova senha deve ser diferente da atual.',
    en: 'The new password must differ from the current one.',
    es: 'La nueva contraseña debe ser diferente de la actual.',
  },
  passwordMismatch: {
    pt: 'A nova senha e a confirmação não conferem.',
    en: 'The new password and its confirmation do not match.',
    es: 'La nueva contraseña y la confirmación no coinciden.',
  },
  saveError: { pt: 'Erro ao salvar!', en: 'Error while saving!', es: '¡Error al guardar!' },
  avatarOnlyOne: { pt: 'Permitido somente 1 imagem.', en: 'Only 1 image allowed.', es: 'Solo se permite 1 imagen.' },
  avatarRequired: { pt: 'Selecione uma imagem.', en: 'Select an image.', es: 'Seleccione una imagen.' },
  imageInvalid: {
    pt: 'Arquivo inválido. Formatos válidos: jpeg e png',
    en: 'Invalid file. Valid formats: jpeg and png',
    es: 'Archivo inválido. Formatos válidos: jpeg y png',
  },
  fileTooLarge: {
    pt: 'O arquivo excede o tamanho máximo de 5 MB.',
    en: 'The file exceeds the maximum size of 5 MB.',
    es: 'El archivo supera el tamaño máximo de 5 MB.',
  },
  classNotYours: {
    pt: 'Turma não encontrada entre as suas turmas.',
    en: 'Class not found among your classes.',
    es: 'Clase no encontrada entre sus clases.',
  },

  // generic (§8 Generic; DECISIONS.md "Data, files and limits")
  invalidData: { pt: 'Informações inválidas.', en: 'Invalid information.', es: 'Información inválida.' },
  invalidJson: {
    pt: 'O servidor rejeitou a requisição: JSON malformado.',
    en: 'The server rejected the request: malformed JSON.',
    es: 'El servidor rechazó la solicitud: JSON mal formado.',
  },
  payloadTooLarge: {
    pt: 'O servidor rejeitou a requisição: conteúdo grande demais.',
    en: 'The server rejected the request: content too large.',
    es: 'El servidor rechazó la solicitud: contenido demasiado grande.',
  },
  unsupportedMediaType: {
    pt: 'O servidor rejeitou a requisição: tipo de conteúdo não suportado.',
    en: 'The server rejected the request: unsupported content type.',
    es: 'El servidor rechazó la solicitud: tipo de contenido no soportado.',
  },
  rejected: { pt: 'O servidor rejeitou a requisição', en: 'The server rejected the request', es: 'El servidor rechazó la solicitud' },
  forbidden: {
    pt: 'Você não tem permissão para esta operação.',
    en: 'You do not have permission for this operation.',
    es: 'No tiene permiso para esta operación.',
  },
  notFound: { pt: 'Recurso não encontrado.', en: 'Resource not found.', es: 'Recurso no encontrado.' },
  routeNotFound: {
    pt: 'Rota não encontrada.',
    en: 'Route not found.',
    es: 'Ruta no encontrada.',
  },
  somethingWrong: {
    pt: 'Algo deu errado ao enviar dados para o servidor.',
    en: 'Something went wrong while sending data to the server.',
    es: 'Algo salió mal al enviar datos al servidor.',
  },
  operationSuccess: {
    pt: 'Operação realizada com sucesso!',
    en: 'Operation completed successfully!',
    es: '¡Operación realizada con éxito!',
  },
  dependencies: {
    pt: 'O registro não pode ser apagado por dependências no banco de dados.',
    en: 'The record cannot be deleted because of dependencies in the database.',
    es: 'El registro no puede eliminarse por dependencias en la base de datos.',
  },
  invalidId: { pt: 'Identificador inválido.', en: 'Invalid identifier.', es: 'Identificador inválido.' },
  invalidPage: { pt: 'Página inválida.', en: 'Invalid page.', es: 'Página inválida.' },
  invalidCharacter: {
    pt: 'O texto contém um caractere inválido.',
    en: 'The text contains an invalid character.',
    es: 'El texto contiene un carácter inválido.',
  },
  userUnlocked: {
    pt: 'Usuário desbloqueado.',
    en: 'User unlocked.',
    es: 'Usuario desbloqueado.',
  },
  adminProtected: {
    pt: 'O usuário administrador não pode ser apagado ou desativado',
    en: 'The administrator user cannot be deleted or deactivated',
    es: 'El usuario administrador no puede ser eliminado o desactivado',
  },
} as const satisfies Translations;

/**
 * Every message the API can put in `message` or `fields`, in the three languages.
 * Schemas and services refer to a message by its key; the server answers the Portuguese text
 * (and the key, so that the web shows the user's language). Each feature keeps its own file.
 */
export const MESSAGES = {
  ...commonMessages,
  ...organisationMessages,
  ...usersMessages,
  ...curriculumMessages,
  ...classLessonsMessages,
  ...playerMessages,
  ...activitiesMessages,
  ...reportsMessages,
  ...calendarMessages,
  ...newsMessages,
  ...forumMessages,
  ...supportMessages,
  ...chatMessages,
  ...attendanceMessages,
  ...guardiansMessages,
  ...privacyMessages,
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** Portuguese text of a key; anything that is not a key (zod's own localised text) passes through. */
export function messagePt(keyOrText: string): string {
  return isMessageKey(keyOrText) ? MESSAGES[keyOrText].pt : keyOrText;
}

/**
 * The catalogue of one language, as i18next resources: whole, or in the two parts the web downloads
 * apart — the foundation's (`core`: sign-in, sessions, generic failures, on the first screen) and the
 * features' (`features`: with the signed-in screens' texts, off the login route's budget).
 */
export function messagesIn(language: Language, part: 'all' | 'core' | 'features' = 'all'): Record<MessageKey, string> {
  const out = {} as Record<MessageKey, string>;
  for (const key of Object.keys(MESSAGES) as MessageKey[]) {
    const core = Object.prototype.hasOwnProperty.call(commonMessages, key);
    if (part === 'all' || (part === 'core') === core) out[key] = MESSAGES[key][language];
  }
  return out;
}
