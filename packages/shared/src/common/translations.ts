export type Language = 'pt' | 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];

/** A catalogue of messages, each in the three languages. */
export type Translations = Record<string, { pt: string; en: string; es: string }>;
