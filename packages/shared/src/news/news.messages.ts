import type { Translations } from '../common/translations';

/** Messages of the news (3-reports-communication.md §5, §8): the documents' own Portuguese where they give it. */
export const newsMessages = {
  newsFillAll: {
    pt: 'Por favor, preencha todos os campos',
    en: 'Please fill in all the fields',
    es: 'Por favor, complete todos los campos',
  },
  newsTitleTooLong: {
    pt: 'O título da notícia pode ter no máximo 150 caracteres.',
    en: 'The news title can have at most 150 characters.',
    es: 'El título de la noticia puede tener como máximo 150 caracteres.',
  },
  newsCategoryTooLong: {
    pt: 'A categoria pode ter no máximo 60 caracteres.',
    en: 'The category can have at most 60 characters.',
    es: 'La categoría puede tener como máximo 60 caracteres.',
  },
  newsBodyTooLong: {
    pt: 'O texto da notícia é longo demais.',
    en: 'The news text is too long.',
    es: 'El texto de la noticia es demasiado largo.',
  },
  newsImageInvalid: {
    pt: 'A imagem deve ser JPEG, PNG ou WebP de até 5 MB.',
    en: 'The image must be a JPEG, PNG or WebP of up to 5 MB.',
    es: 'La imagen debe ser JPEG, PNG o WebP de hasta 5 MB.',
  },
} satisfies Translations;
