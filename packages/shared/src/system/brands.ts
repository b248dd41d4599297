/** The brands a server can run as (`BRAND`); in a file without zod, for the web's first screen. */
export const BRANDS = ['padrao', 'hora-saber'] as const;
export type Brand = (typeof BRANDS)[number];
