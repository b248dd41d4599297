import { z } from 'zod';

import { BRANDS } from './brands';

export { BRANDS, type Brand } from './brands';

/** GET /api/config: what the web needs before anyone signs in. */
export const ConfigDto = z.object({ brand: z.enum(BRANDS), product: z.string() }).meta({ id: 'ConfigDto' });
export type ConfigDto = z.infer<typeof ConfigDto>;
