import type { Translations } from '../common/translations';

/** Messages of the chat (3-reports-communication.md §5, §8). */
export const chatMessages = {
  chatMessageInvalid: {
    pt: 'A mensagem não pode ficar em branco e pode ter no máximo 250 caracteres.',
    en: 'The message cannot be blank and can have at most 250 characters.',
    es: 'El mensaje no puede estar vacío y puede tener como máximo 250 caracteres.',
  },
  chatRoomRequired: {
    pt: 'Informe a sala (codChtSala) para ver as mensagens anteriores.',
    en: 'Give the room (codChtSala) to see the earlier messages.',
    es: 'Indica la sala (codChtSala) para ver los mensajes anteriores.',
  },
  chatNoPermission: { pt: 'Sem permissão.', en: 'No permission.', es: 'Sin permiso.' },
  chatTooFast: {
    pt: 'Você está enviando mensagens rápido demais. Aguarde alguns segundos.',
    en: 'You are sending messages too fast. Wait a few seconds.',
    es: 'Estás enviando mensajes demasiado rápido. Espera unos segundos.',
  },
  chatSyncTooFast: {
    pt: 'Você está atualizando o chat rápido demais. Aguarde um instante.',
    en: 'You are refreshing the chat too fast. Wait a moment.',
    es: 'Estás actualizando el chat demasiado rápido. Espera un momento.',
  },
} satisfies Translations;
