import { z } from 'zod';
import { IdText } from '../common/ids';

/*
 * Beyond the documents (issue 29, DECISIONS.md "A person's data rights"): the school exports everything the portal
 * holds about a person (LGPD art. 18, II and V) and erases what identifies them (art. 18, VI), and each request is kept.
 */

export const PersonParam = z.object({ codBseUsuario: IdText });

/** A request about a person's data: an export ('E') or an erasure ('A'), when, and who asked. */
export const DataRequestDto = z
  .object({
    indTipo: z.enum(['E', 'A']),
    datPedido: z.iso.datetime({ offset: true }),
    /** Who asked (null: that account was deleted since). */
    nomSolicitante: z.string().nullable(),
  })
  .meta({ id: 'DataRequestDto' });
export type DataRequestDto = z.infer<typeof DataRequestDto>;
export const DataRequestList = z.array(DataRequestDto);

/** How many of the network's latest requests /admin lists. */
export const NETWORK_REQUESTS_MAX = 50;

/** A request of the network's record on /admin: whom it was about (their name as it is now: a code after an erasure). */
export const NetworkDataRequestDto = DataRequestDto.extend({
  codBseUsuario: z.number().int(),
  nomPessoa: z.string(),
}).meta({ id: 'NetworkDataRequestDto' });
export type NetworkDataRequestDto = z.infer<typeof NetworkDataRequestDto>;
export const NetworkDataRequestList = z.array(NetworkDataRequestDto);
