import type { Translations } from '../common/translations';

/** Messages of the curriculum feature (keys unique across the whole catalogue). */
export const curriculumMessages = {} as const satisfies Translations;
