import type { Translations } from '../common/translations';

/** Messages of the forum (3-reports-communication.md §4, §5, §8). */
export const forumMessages = {
  forumFillAll: { pt: 'Preencha este campo.', en: 'Fill in this field.', es: 'Complete este campo.' },
  forumTitleTooLong: {
    pt: 'O título pode ter no máximo 100 caracteres.',
    en: 'The title can have at most 100 characters.',
    es: 'El título puede tener como máximo 100 caracteres.',
  },
  forumMessageTooLong: {
    pt: 'A mensagem pode ter no máximo 240 caracteres.',
    en: 'The message can have at most 240 characters.',
    es: 'El mensaje puede tener como máximo 240 caracteres.',
  },
  forumPostTooLong: {
    pt: 'A postagem pode ter no máximo 255 caracteres.',
    en: 'The post can have at most 255 characters.',
    es: 'La publicación puede tener como máximo 255 caracteres.',
  },
  forumRoomName: {
    pt: 'Informe o nome da sala (até 60 caracteres).',
    en: 'Enter the room name (up to 60 characters).',
    es: 'Indique el nombre de la sala (hasta 60 caracteres).',
  },
  forumTopicClosed: {
    pt: 'Este tópico está fechado: não recebe novas postagens.',
    en: 'This topic is closed: it takes no new posts.',
    es: 'Este tema está cerrado: no recibe nuevas publicaciones.',
  },
  forumLastMasterTopic: {
    pt: 'Não é possível fechar este tópico: ele é o único tópico ativo do Master nesta sala.',
    en: 'This topic cannot be closed: it is the only active Master topic in this room.',
    es: 'No es posible cerrar este tema: es el único tema activo del Master en esta sala.',
  },
  forumRoomHasTopics: {
    pt: 'Existem tópicos nesta sala. Apague-os antes de apagar a sala.',
    en: 'This room has topics. Delete them before deleting the room.',
    es: 'Hay temas en esta sala. Elimínelos antes de eliminar la sala.',
  },
} satisfies Translations;
