import { z } from 'zod';

/** What the detail of every content item (the `loadInfo...` calls) answers first, whatever its type. */
export const contentDetailFields = {
  codTrlConteudo: z.number().int(),
  codTrlAula: z.number().int(),
  codTrlTipoConteudo: z.number().int(),
  dscTitulo: z.string().nullable(),
};
