import { z } from 'zod';

export const BRANDS = ['padrao', 'hora-saber'] as const;
export type Brand = (typeof BRANDS)[number];

/** GET /api/config: what the web needs before anyone signs in. */
export const ConfigDto = z.object({ brand: z.enum(BRANDS), product: z.string() }).meta({ id: 'ConfigDto' });
export type ConfigDto = z.infer<typeof ConfigDto>;
