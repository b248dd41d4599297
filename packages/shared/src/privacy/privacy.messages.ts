import type { Translations } from '../common/translations';

/** Messages of a person's data rights (issue 29, beyond the documents). */
export const privacyMessages = {
  privacyEraseRefused: {
    pt: 'Não é possível apagar os dados do administrador da rede nem os seus próprios.',
    en: "The network administrator's data and your own cannot be erased.",
    es: 'No es posible borrar los datos del administrador de la red ni los suyos propios.',
  },
} satisfies Translations;
