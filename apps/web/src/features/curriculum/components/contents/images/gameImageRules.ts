import { GAME_IMAGE_EXTENSIONS, GAME_IMAGE_MIME_TYPES, dotsInvalidFormatKey } from '@portal/shared/curriculum';
import type { ImageRules } from './ImageDrop';

/** §5: game image fields take only jpeg and png ('Arquivo inválido. Formatos válidos: jpeg e png'). */
export const GAME_IMAGE_RULES: ImageRules = {
  mimeTypes: GAME_IMAGE_MIME_TYPES,
  extensions: GAME_IMAGE_EXTENSIONS,
  invalidMessage: () => 'imageInvalid',
};

/** Connect-the-dots: 'Existem N imagem(s) no grupo X com formato inválido. Formatos válidos: jpeg e png'. */
export function dotsImageRules(group: 1 | 2): ImageRules {
  return { ...GAME_IMAGE_RULES, invalidMessage: (n) => dotsInvalidFormatKey(group, n) };
}

/** 'Permitido somente 1 imagem.' or 'Permitido somente até N imagens.' (keys of the shared catalogue). */
export function limitMessage(max: number): string {
  return max === 1 ? 'uploadOnlyOne' : `uploadMax${max}`;
}
